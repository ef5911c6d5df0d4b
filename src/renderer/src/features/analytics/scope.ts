import { chatbotAreaKeys } from '../../lib/query-keys'

/** Analytics query keys: `['chatbot', <chatbot id>, 'analytics', …]`. */
export const analyticsKeys = chatbotAreaKeys('analytics')

/** The chatbot the screen reads: its id scopes the cache, its project id names it in every call. */
export interface AnalyticsScope {
  readonly chatbotId: string
  readonly projectId: string
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { portal } from '../../../lib/portal'
import { chatbotAreaKeys } from '../../../lib/query-keys'

/** Dashboard query keys: `['chatbot', <chatbot id>, 'dashboard', …]` (a chatbot switch drops them). */
export const dashboardKeys = chatbotAreaKeys('dashboard')

/** Getting started and release notes, read by main from the realtime store in the interface language. */
export function dashboardContentQuery(chatbotId: string, language: InterfaceLanguage) {
  return queryOptions({
    queryKey: dashboardKeys.key(chatbotId, 'content', language),
    queryFn: () => portal().dashboard.content({ language }),
    staleTime: 10 * 60_000,
  })
}

/** The 5 latest blog articles; main caches the feed for 10 minutes and answers [] when it cannot read it. */
export function blogArticlesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: dashboardKeys.key(chatbotId, 'blog'),
    queryFn: () => portal().dashboard.blogArticles({}),
    staleTime: 10 * 60_000,
  })
}

export const useDashboardContent = (chatbotId: string, language: InterfaceLanguage) =>
  useQuery(dashboardContentQuery(chatbotId, language))
export const useBlogArticles = (chatbotId: string) => useQuery(blogArticlesQuery(chatbotId))

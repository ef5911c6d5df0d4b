import { chatbotAreaKeys } from '../../lib/query-keys'

/** The Facebook tab's query keys: `['chatbot', <chatbot id>, 'facebook-leads', …]` (lib/query-keys.ts). */
export const facebookKeys = chatbotAreaKeys('facebook-leads')

import { chatbotAreaKeys } from '../../lib/query-keys'

/** The Availabilities tab's query keys: `['chatbot', <chatbot id>, 'availabilities', …]` (lib/query-keys.ts). */
export const availabilitiesKeys = chatbotAreaKeys('availabilities')

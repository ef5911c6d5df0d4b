import { chatbotAreaKeys } from '../../lib/query-keys'

/** Settings' query keys: `['chatbot', <chatbot id>, 'settings', …]` (lib/query-keys.ts). */
export const settingsKeys = chatbotAreaKeys('settings')

import { chatbotAreaKeys } from '../../lib/query-keys'

/** The ATS tab's query keys: `['chatbot', <chatbot id>, 'ats', …]` (lib/query-keys.ts). */
export const atsKeys = chatbotAreaKeys('ats')

/** The automations' keys: their edit drawer lists the mappings, so a mapping change refreshes them too. */
export const automationsKeys = chatbotAreaKeys('automations')

import { chatbotAreaKeys } from '../../../lib/query-keys'

/** `['chatbot', id, 'automations', …]`: every automations query of a chatbot. */
export const automationKeys = chatbotAreaKeys('automations')

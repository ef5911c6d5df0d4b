import { chatbotAreaKeys } from '../../lib/query-keys'

/** The e-mail tab's query keys: `['chatbot', <chatbot id>, 'email-templates', …]` (lib/query-keys.ts). */
export const emailTemplateKeys = chatbotAreaKeys('email-templates')

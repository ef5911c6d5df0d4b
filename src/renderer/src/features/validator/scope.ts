import { chatbotAreaKeys } from '../../lib/query-keys'

/** The validator area's query keys: `['chatbot', <chatbot id>, 'validator', …]` (lib/query-keys.ts). */
export const validatorKeys = chatbotAreaKeys('validator')

import { chatbotAreaKeys } from '../../lib/query-keys'

/** The NLP area's query keys: `['chatbot', <chatbot id>, 'nlp', …]` (lib/query-keys.ts). */
export const nlpKeys = chatbotAreaKeys('nlp')

/** Chatbot constants (spec 000 §3). */
export const atsKinds = ['OTYS', 'BULLHORN'] as const
export type AtsKind = (typeof atsKinds)[number]

export const chatbotSettingTypes = ['FREETEXT', 'BOOLEAN', 'INT', 'JSON'] as const
export type ChatbotSettingType = (typeof chatbotSettingTypes)[number]

/** Sender entities of inbox messages (spec 000 §9). */
export const senderEntities = ['recruiter', 'candidate', 'chatbot'] as const
export type SenderEntity = (typeof senderEntities)[number]

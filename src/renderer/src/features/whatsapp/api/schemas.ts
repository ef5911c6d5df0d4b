import * as v from 'valibot'
import { chatbotAreaKeys } from '../../../lib/query-keys'

/** WhatsApp's query keys: `['chatbot', <chatbot id>, 'whatsapp', …]` (lib/query-keys.ts). */
export const whatsappKeys = chatbotAreaKeys('whatsapp')

/** Reply schemas shared by the WhatsApp operations (src/shared/graphql/chatbot/whatsapp.ts). */
const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
const text = v.nullable(v.string())

export const whatsappFieldErrorSchema = v.object({
  field: v.string(),
  messages: v.array(v.string()),
  codes: v.array(v.string()),
})
export type WhatsappFieldError = v.InferOutput<typeof whatsappFieldErrorSchema>

export const resultEntries = {
  ok: v.boolean(),
  stage: text,
  errors: v.array(whatsappFieldErrorSchema),
  errorMessage: text,
}

export const buttonSchema = v.object({
  id,
  actionType: text,
  text: v.string(),
  phoneNumber: text,
  url: text,
  urlType: text,
})

export const parameterSchema = v.object({
  id,
  name: v.string(),
  index: v.number(),
  scalarName: text,
  example: text,
})

export const variationSchema = v.object({
  id,
  languageTag: v.string(),
  content: v.string(),
  status: v.string(),
  footer: text,
  attachmentTitle: text,
  attachmentUrl: text,
  rejectionReason: text,
  lastReviewedAt: text,
  buttons: v.array(buttonSchema),
})

export const templateSchema = v.object({
  id,
  version: v.number(),
  status: v.string(),
  templateName: v.string(),
  category: v.string(),
  buttonType: v.string(),
  attachmentType: text,
  creatorEmail: v.string(),
  created: v.string(),
  modified: v.string(),
  submittedAt: text,
  parameters: v.array(parameterSchema),
  variations: v.array(variationSchema),
})
export type WhatsappTemplateData = v.InferOutput<typeof templateSchema>

export const definitionSchema = v.object({
  id,
  name: v.string(),
  supportsBatchAction: v.boolean(),
  isSmartInboxTemplate: v.boolean(),
  activeTemplate: v.nullable(v.object({ id })),
  availableTemplates: v.array(templateSchema),
})
export type WhatsappDefinitionData = v.InferOutput<typeof definitionSchema>

/** The version the list shows: the active one, else the newest. */
export function displayTemplateOf(definition: WhatsappDefinitionData): WhatsappTemplateData | null {
  const versions = definition.availableTemplates
  return (
    versions.find((tpl) => tpl.id === definition.activeTemplate?.id) ??
    [...versions].sort((a, b) => b.version - a.version)[0] ??
    null
  )
}

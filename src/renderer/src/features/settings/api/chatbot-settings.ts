import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { chatbotSettingTypes } from '@shared/domain/settings'
import { graphqlOperation, request } from '../../../lib/graphql'
import { settingsKeys } from '../scope'

/**
 * The chatbot's settings (allChatbotSettings) and their batched save (updateSettings), spec 001 §7.3–7.4.
 * Read a section at a time ("allChatbotSettings filtered by section"): a chatbot with hundreds of settings
 * and their help texts does not fit in one IPC answer (64 KiB), one section does.
 */
const sectionsDocument = chatbotGraphql(`
  query ChatbotSettingSections {
    allChatbotSettings {
      section
    }
  }
`)
const settingsDocument = chatbotGraphql(`
  query ChatbotSettingsOfSection($section: String!) {
    allChatbotSettings(section: $section) {
      id
      key
      value
      settingType
      adminOnly
      helpText
      valid
      section
      version
      mayEdit
    }
  }
`)

const settingSchema = v.object({
  id: v.string(),
  key: v.string(),
  value: v.string(),
  settingType: v.pipe(
    v.string(),
    v.check((type) => (chatbotSettingTypes as readonly string[]).includes(type)),
  ),
  adminOnly: v.boolean(),
  helpText: v.string(),
  valid: v.boolean(),
  section: v.string(),
  version: v.number(),
  mayEdit: v.boolean(),
})
export type ChatbotSetting = v.InferOutput<typeof settingSchema>

const sectionsOperation = graphqlOperation(
  'chatbot setting sections',
  sectionsDocument,
  v.object({ allChatbotSettings: v.array(v.object({ section: v.string() })) }),
)
const settingsOperation = graphqlOperation(
  'chatbot settings',
  settingsDocument,
  v.object({ allChatbotSettings: v.array(settingSchema) }),
)

/** Every setting, its sections in the order the server lists them, each section's settings in its order. */
export async function readChatbotSettings(): Promise<ChatbotSetting[]> {
  const sections = [
    ...new Set((await request('chatbot', sectionsOperation)).allChatbotSettings.map((s) => s.section)),
  ]
  const bySection = await Promise.all(
    sections.map(
      async (section) => (await request('chatbot', settingsOperation, { section })).allChatbotSettings,
    ),
  )
  return bySection.flat()
}

export function chatbotSettingsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: settingsKeys.key(chatbotId, 'chatbot-settings'),
    queryFn: readChatbotSettings,
  })
}

export const useChatbotSettings = (chatbotId: string) => useQuery(chatbotSettingsQuery(chatbotId))

const updateDocument = chatbotGraphql(`
  mutation UpdateSettings($settings: [ChatbotSettingInput!]!) {
    updateSettings(settings: $settings) {
      ok
      code
      errorMessage
      errors {
        field
        messages
      }
      settings {
        id
        key
        value
        settingType
        adminOnly
        helpText
        valid
        section
        version
        mayEdit
      }
    }
  }
`)

const updateOperation = graphqlOperation(
  'update settings',
  updateDocument,
  v.object({
    updateSettings: v.object({
      ok: v.boolean(),
      code: v.nullable(v.string()),
      errorMessage: v.nullable(v.string()),
      errors: v.array(v.object({ field: v.string(), messages: v.array(v.string()) })),
      settings: v.array(settingSchema),
    }),
  }),
)
export type UpdateSettingsAnswer = v.InferOutput<typeof updateOperation.reply>['updateSettings']

/** One batch: every changed setting with the version its editor read. */
export async function saveSettings(
  changes: readonly { id: string; value: string; version: number }[],
): Promise<UpdateSettingsAnswer> {
  return (await request('chatbot', updateOperation, { settings: changes.map((change) => ({ ...change })) }))
    .updateSettings
}

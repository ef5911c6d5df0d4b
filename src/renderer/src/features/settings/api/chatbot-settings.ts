import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { chatbotSettingSchema, type ChatbotSetting } from '@shared/domain/settings'
import { graphqlOperation, request } from '../../../lib/graphql'
import { portal } from '../../../lib/portal'
import { settingsKeys } from '../scope'

/**
 * The chatbot's settings (allChatbotSettings) and their batched save (updateSettings), spec 001 §7.3–7.4.
 * Main reads them ("allChatbotSettings filtered by section") and hands each section over in pages that fit
 * one IPC message (64 KiB): a chatbot with hundreds of settings, in one section or many, loads whole.
 */
export type { ChatbotSetting }

/** How often a section is read again from its start when it changed while its pages were read. */
const readAttempts = 3

/** One section, page by page; a long value arrives in pieces and is joined here. */
async function readSection(section: string): Promise<ChatbotSetting[]> {
  for (let attempt = 1; ; attempt++) {
    const settings: ChatbotSetting[] = []
    let page = await portal().settings.readChatbotSettings({ section })
    const { stamp } = page
    for (;;) {
      for (const { valueFrom, ...piece } of page.settings) {
        const last = settings.at(-1)
        if (valueFrom > 0 && last?.id === piece.id)
          settings[settings.length - 1] = { ...last, value: last.value + piece.value }
        else settings.push(piece)
      }
      if (!page.next) return settings
      page = await portal().settings.readChatbotSettings({ section, cursor: page.next })
      if (page.stamp !== stamp) break
    }
    // Someone changed the section between two pages: its pages do not join; read it again.
    if (attempt === readAttempts)
      throw new Error(`The settings of section ${section} kept changing while read`)
  }
}

/** Every setting, its sections in the order the server lists them, each section's settings in its order. */
export async function readChatbotSettings(): Promise<ChatbotSetting[]> {
  const sections = await portal().settings.readChatbotSettingSections({})
  return (await Promise.all(sections.map(readSection))).flat()
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
      settings: v.array(chatbotSettingSchema),
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

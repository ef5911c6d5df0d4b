import * as v from 'valibot'
import { chatbotSettingSchema, type ChatbotSetting } from '@shared/domain/settings'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation } from '@shared/graphql/operation'
import { commonErrorCodes, PortalError } from '@shared/ipc/errors'
import type { ChatbotSettingPiece, ChatbotSettingsPage, SettingsCursor } from '@shared/ipc/settings'
import { graphqlRequest } from '../api/graphql-request'
import type { PortalApi } from '../api/portal-api'
import { maxMessageBytes } from '../ipc/dispatcher'

const sectionsOperation = graphqlOperation(
  'chatbot setting sections',
  chatbotGraphql(`
    query ChatbotSettingSections {
      allChatbotSettings {
        section
      }
    }
  `),
  v.object({ allChatbotSettings: v.array(v.object({ section: v.string() })) }),
)

const sectionOperation = graphqlOperation(
  'chatbot settings',
  chatbotGraphql(`
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
  `),
  v.object({ allChatbotSettings: v.array(chatbotSettingSchema) }),
)

/** What a page's settings may take of one IPC message; the rest is room for `next`, `stamp` and the frame. */
export const settingsPageBytes = maxMessageBytes - 1024

/** Below this much room a long value goes on the next page whole (or from there in pieces). */
const minPieceBytes = 1024

const start: SettingsCursor = { index: 0, valueFrom: 0 }

/**
 * Reads the selected chatbot's settings for the renderer (spec 001 §7.3 "allChatbotSettings filtered by
 * section"). The server answers a section whole, over HTTP; main hands it over in pages of at most one IPC
 * message each (QUALITY P-8), so a section of any size loads: each page asks the server for the section
 * again and answers its part from the cursor on, with a stamp of the section that tells the renderer when
 * the section changed between its pages.
 */
export function createChatbotSettingsReader(api: Pick<PortalApi, 'graphql'>) {
  return {
    async sections(): Promise<readonly string[]> {
      const reply = await graphqlRequest(api, 'chatbot', sectionsOperation)
      return [...new Set(reply.allChatbotSettings.map((setting) => setting.section))]
    },
    async page(section: string, cursor: SettingsCursor = start): Promise<ChatbotSettingsPage> {
      const reply = await graphqlRequest(api, 'chatbot', sectionOperation, { section })
      const settings = reply.allChatbotSettings
      return { ...settingsPage(settings, cursor), stamp: stampOf(settings) }
    },
  }
}

/**
 * The part of `settings` from `cursor` that fits in `budget` bytes of JSON: whole settings while they fit;
 * then, when room is left (or the page is still empty), the next setting with as much of its value as fits.
 */
export function settingsPage(
  settings: readonly ChatbotSetting[],
  cursor: SettingsCursor,
  budget: number = settingsPageBytes,
): { settings: ChatbotSettingPiece[]; next: SettingsCursor | null } {
  const pieces: ChatbotSettingPiece[] = []
  let used = 2 // the list's brackets
  let { index, valueFrom } = cursor
  while (index < settings.length) {
    const setting = settings[index]!
    const piece = { ...setting, value: setting.value.slice(valueFrom), valueFrom }
    const size = jsonBytes(piece) + 1 // and the comma before the next
    if (used + size <= budget) {
      pieces.push(piece)
      used += size
      index += 1
      valueFrom = 0
      continue
    }
    const room = budget - used - (jsonBytes({ ...piece, value: '' }) + 1)
    if (room < minPieceBytes && pieces.length > 0) break
    const cut = prefixFitting(piece.value, room)
    if (cut === 0) {
      // The setting without its value is more than a page (a help text of tens of kilobytes).
      throw new PortalError(commonErrorCodes.tooLarge, `The setting ${setting.key} is too large to show.`)
    }
    pieces.push({ ...piece, value: piece.value.slice(0, cut) })
    valueFrom += cut
    break
  }
  return { settings: pieces, next: index < settings.length ? { index, valueFrom } : null }
}

const encoder = new TextEncoder()
const jsonBytes = (value: unknown) => encoder.encode(JSON.stringify(value)).length

/** How many UTF-16 units of `text`, from its start, take at most `room` bytes inside a JSON string. */
function prefixFitting(text: string, room: number): number {
  let used = 0
  let at = 0
  while (at < text.length) {
    const unit = text.charCodeAt(at)
    let width = 1
    let bytes: number
    if (unit === 0x22 || unit === 0x5c || unit === 0x08 || unit === 0x0c || unit === 0x0a)
      bytes = 2 // \" \\ \b \f \n
    else if (unit === 0x0d || unit === 0x09)
      bytes = 2 // \r \t
    else if (unit < 0x20)
      bytes = 6 // \u00XX
    else if (unit < 0x80) bytes = 1
    else if (unit < 0x800) bytes = 2
    else if (unit >= 0xd800 && unit <= 0xdbff && isLow(text.charCodeAt(at + 1))) {
      bytes = 4 // a pair: one character, never cut in two
      width = 2
    } else if (unit >= 0xd800 && unit <= 0xdfff)
      bytes = 6 // a lone surrogate: \uXXXX
    else bytes = 3
    if (used + bytes > room) break
    used += bytes
    at += width
  }
  return at
}

const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff

/** The section's settings and versions, in order, as a short text (FNV-1a, 32 bits). */
export function stampOf(settings: readonly ChatbotSetting[]): string {
  let hash = 0x811c9dc5
  for (const setting of settings) {
    const text = `${setting.id}:${setting.version};`
    for (let at = 0; at < text.length; at++) {
      hash ^= text.charCodeAt(at)
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
  }
  return `${settings.length}-${hash.toString(16)}`
}

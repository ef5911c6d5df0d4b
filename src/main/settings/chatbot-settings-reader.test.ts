import { describe, expect, it } from 'vitest'
import type { ChatbotSetting } from '@shared/domain/settings'
import { settingsContract, type ChatbotSettingsPage, type SettingsCursor } from '@shared/ipc/settings'
import { createDispatcher, maxMessageBytes } from '../ipc/dispatcher'
import { settingsPage, stampOf } from './chatbot-settings-reader'
import { createSettingsModule } from './settings-module'

const setting = (index: number, extra: Partial<ChatbotSetting> = {}): ChatbotSetting => ({
  id: `set-${index}`,
  key: `PLATFORM_SETTING_${index}`,
  value: `{\n  "enabled": true,\n  "label": "Wervingsteam \u201cNoord\u201d ${index}"\n}`,
  settingType: 'JSON',
  adminOnly: false,
  helpText: `What setting ${index} changes in the conversation, who notices it, and when it applies: ${'uitleg '.repeat(20)}`,
  valid: true,
  section: 'platform',
  version: 1,
  mayEdit: true,
  ...extra,
})

/** Main's settings module behind the real dispatcher (its 64 KiB check), over a server answering `section`. */
function mainWith(section: () => ChatbotSetting[]) {
  const asked: unknown[] = []
  const module = createSettingsModule({
    api: {
      graphql: async (_service, _document, variables) => {
        asked.push(variables)
        const settings = section()
        return {
          allChatbotSettings:
            'section' in variables ? settings : settings.map((one) => ({ section: one.section })),
        }
      },
      uploadImage: async () => '',
      rest: async () => {
        throw new Error('no REST here')
      },
      forgetCalls: () => undefined,
    },
    chooseImageFile: async () => null,
    log: () => undefined,
  })
  const dispatcher = createDispatcher({ settings: settingsContract }, {
    settings: module.handlers.settings,
  } as never)
  return { dispatcher, asked }
}

/** Reads a section page by page through the dispatcher, as the renderer does, joining long values. */
async function readThrough(dispatcher: ReturnType<typeof mainWith>['dispatcher'], section: string) {
  const settings: ChatbotSetting[] = []
  const sizes: number[] = []
  let cursor: SettingsCursor | undefined
  for (;;) {
    const result = await dispatcher.dispatch('settings:read-chatbot-settings', {
      section,
      ...(cursor ? { cursor } : {}),
    })
    if (!result.ok) throw new Error(result.error.code)
    const page = result.value as ChatbotSettingsPage
    sizes.push(Buffer.byteLength(JSON.stringify(page)))
    for (const { valueFrom, ...piece } of page.settings) {
      if (valueFrom > 0)
        settings[settings.length - 1] = { ...piece, value: settings.at(-1)!.value + piece.value }
      else settings.push(piece)
    }
    if (!page.next) return { settings, sizes }
    cursor = page.next
  }
}

describe('reading the chatbot settings through main (QUALITY P-8: one IPC message ≤ 64 KiB)', () => {
  it('loads a single section of 300 settings in pages that each fit one IPC message', async () => {
    const section = Array.from({ length: 300 }, (_, index) => setting(index))
    expect(Buffer.byteLength(JSON.stringify(section))).toBeGreaterThan(2 * maxMessageBytes)
    const { dispatcher, asked } = mainWith(() => section)

    const { settings, sizes } = await readThrough(dispatcher, 'platform')

    expect(settings).toEqual(section)
    expect(sizes.length).toBeGreaterThan(2)
    for (const size of sizes) expect(size).toBeLessThanOrEqual(maxMessageBytes)
    expect(asked.every((variables) => JSON.stringify(variables) === '{"section":"platform"}')).toBe(true)
  })

  it('hands over a value longer than one message in pieces, never cutting a character in two', async () => {
    // The longest value a setting may hold, of characters that grow in JSON: quotes, newlines, emoji.
    const long = '{"a":"\u201c😀\\n"}\n'.repeat(4100).slice(0, 64 * 1024)
    const section = [setting(0), setting(1, { value: long }), setting(2)]
    const { dispatcher } = mainWith(() => section)

    const { settings, sizes } = await readThrough(dispatcher, 'platform')

    expect(settings).toEqual(section)
    expect(sizes.length).toBeGreaterThan(1)
    for (const size of sizes) expect(size).toBeLessThanOrEqual(maxMessageBytes)
  })

  it('answers the sections once each, in the server’s order', async () => {
    const section = [setting(0, { section: 'conversation' }), setting(1, { section: 'ats' }), setting(2)]
    section.push(setting(3, { section: 'conversation' }))
    const { dispatcher } = mainWith(() => section)
    await expect(dispatcher.dispatch('settings:read-chatbot-setting-sections', {})).resolves.toEqual({
      ok: true,
      value: ['conversation', 'ats', 'platform'],
    })
  })

  it('stamps a page with the section’s settings and versions: a page of a changed section differs', () => {
    const section = Array.from({ length: 5 }, (_, index) => setting(index))
    const saved = section.map((one, index) => (index === 3 ? { ...one, version: 2 } : one))
    expect(stampOf(section)).toBe(stampOf([...section]))
    expect(stampOf(saved)).not.toBe(stampOf(section))
    expect(stampOf(section.slice(1))).not.toBe(stampOf(section))
  })

  it('starts a page where the cursor says, and ends the section with no next page', () => {
    const section = Array.from({ length: 10 }, (_, index) => setting(index))
    const rest = settingsPage(section, { index: 7, valueFrom: 0 })
    expect(rest.settings.map((one) => one.id)).toEqual(['set-7', 'set-8', 'set-9'])
    expect(rest.next).toBeNull()
    expect(settingsPage(section, { index: 10, valueFrom: 0 })).toEqual({ settings: [], next: null })
  })

  it('refuses invalid input before reading anything', async () => {
    const { dispatcher, asked } = mainWith(() => [])
    const result = await dispatcher.dispatch('settings:read-chatbot-settings', {
      section: 'platform',
      cursor: { index: -1, valueFrom: 0 },
    })
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid_input' } })
    expect(asked).toEqual([])
  })
})

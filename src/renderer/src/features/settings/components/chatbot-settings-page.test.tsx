import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { readChatbotSettings, type ChatbotSetting } from '../api/chatbot-settings'
import { SettingsEditor } from './chatbot-settings-page'

const setting = (key: string, settingType: string, value: string, extra: Partial<ChatbotSetting> = {}) => ({
  id: `set-${key}`,
  key,
  value,
  settingType,
  adminOnly: false,
  helpText: `Help for ${key}`,
  valid: true,
  section: 'conversation',
  version: 1,
  mayEdit: true,
  ...extra,
})

const settings = [
  setting('MAX_RETRIES', 'INT', '3'),
  setting('QUICK_REPLIES', 'JSON', '{"maxButtons": 4}'),
  setting('RATE_LIMIT', 'INT', '60', { adminOnly: true, mayEdit: false, section: 'platform' }),
]

const input = (key: string) => document.querySelector(`[data-setting="${key}"]`) as HTMLInputElement

/** The batched save (spec 001 §4): nothing while a setting is invalid, then every change in one call. */
describe('chatbot settings editor', () => {
  it('sends nothing while any setting is invalid, then both changes in one UpdateSettings', async () => {
    const portal = installFakePortal({
      'api:graphql': (request) => {
        const changes = (request as { variables: { settings: { id: string; value: string }[] } }).variables
          .settings
        return {
          updateSettings: {
            ok: true,
            code: null,
            errorMessage: null,
            errors: [],
            settings: changes.map((change) => ({
              ...settings.find((one) => one.id === change.id)!,
              value: change.value,
              version: 2,
            })),
          },
        }
      },
    })
    renderWithProviders(<SettingsEditor chatbotId="cb-1" settings={settings} />, 'en-US')
    expect(input('RATE_LIMIT').disabled).toBe(true)
    fireEvent.change(input('MAX_RETRIES'), { target: { value: '5' } })
    fireEvent.change(input('QUICK_REPLIES'), { target: { value: '{"maxButtons" 4}' } })
    expect(await screen.findByText('This is not valid JSON: it breaks at line 1, column 15.')).toBeTruthy()
    expect(screen.getByTestId('save-status').textContent).toBe(
      'Please check if all required fields have values and that there are no validation errors.',
    )
    await new Promise((resolve) => setTimeout(resolve, 1600))
    expect(portal.calls.filter((call) => call.channel === 'api:graphql')).toHaveLength(0)

    fireEvent.change(input('QUICK_REPLIES'), { target: { value: '{"maxButtons": 2}' } })
    expect(screen.getByTestId('save-status').textContent).toBe('Saving changes...')
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Settings updated!'), {
      timeout: 4000,
    })
    const sent = portal.calls.filter((call) => call.channel === 'api:graphql')
    expect(sent).toHaveLength(1)
    expect((sent[0]!.input as { variables: unknown }).variables).toEqual({
      settings: [
        { id: 'set-MAX_RETRIES', value: '5', version: 1 },
        { id: 'set-QUICK_REPLIES', value: '{"maxButtons": 2}', version: 1 },
      ],
    })
  }, 15_000)

  it('folds the sections of a chatbot with many settings, pages an open one, and finds a setting by its help text', () => {
    installFakePortal()
    const many = Array.from({ length: 300 }, (_, index) =>
      setting(`SETTING_${index}`, 'FREETEXT', `waarde ${index}`, {
        section: ['conversation', 'ats', 'notifications', 'privacy', 'platform'][index % 5]!,
        helpText: index === 123 ? 'The recruiter who gets the daily digest.' : `Help ${index}`,
      }),
    )
    renderWithProviders(<SettingsEditor chatbotId="cb-many" settings={many} />, 'en-US')
    const rows = () => document.querySelectorAll('[data-setting]').length
    expect(rows()).toBe(0)
    const toggles = screen.getAllByTestId('settings-section-toggle')
    expect(toggles.map((toggle) => toggle.textContent)).toContain('ATS60 settings')
    fireEvent.click(toggles[1]!)
    expect(toggles[1]).toHaveAttribute('aria-expanded', 'true')
    expect(rows()).toBe(20)
    fireEvent.click(screen.getByTestId('settings-show-more'))
    expect(rows()).toBe(40)
    fireEvent.click(toggles[1]!)
    expect(rows()).toBe(0)

    fireEvent.change(screen.getByLabelText('Find a setting'), { target: { value: 'daily digest' } })
    expect(rows()).toBe(1)
    expect(input('SETTING_123')).toBeTruthy()
  })

  it('keeps a section with an unsaved draft open and its row in view, beyond the first page', () => {
    installFakePortal()
    const many = Array.from({ length: 100 }, (_, index) =>
      setting(`SETTING_${index}`, 'JSON', '{}', { section: index < 50 ? 'conversation' : 'ats' }),
    )
    sessionStorage.setItem('settings-drafts:cb-kept', JSON.stringify({ 'set-SETTING_45': '{"a" 1}' }))
    renderWithProviders(<SettingsEditor chatbotId="cb-kept" settings={many} />, 'en-US')
    expect(document.querySelectorAll('[data-setting]').length).toBe(21)
    expect(input('SETTING_45').value).toBe('{"a" 1}')
    expect(screen.getByText('1 invalid')).toBeTruthy()
    sessionStorage.clear()
  })
})

describe('reading the chatbot settings', () => {
  it('reads each section page by page from main, joins a value handed over in pieces, and keeps the server’s order', async () => {
    const all = [
      setting('A', 'INT', '1', { section: 'conversation' }),
      setting('B', 'INT', '2', { section: 'ats' }),
      setting('C', 'JSON', '{"long": true}', { section: 'conversation' }),
    ]
    const pages: Record<string, unknown[]> = {
      conversation: [
        {
          settings: [
            { ...all[0], valueFrom: 0 },
            { ...all[2], value: '{"long"', valueFrom: 0 },
          ],
          next: { index: 1, valueFrom: 7 },
        },
        { settings: [{ ...all[2], value: ': true}', valueFrom: 7 }], next: null },
      ],
      ats: [{ settings: [{ ...all[1], valueFrom: 0 }], next: null }],
    }
    const portal = installFakePortal({
      'settings:read-chatbot-setting-sections': () => ['conversation', 'ats'],
      'settings:read-chatbot-settings': (input) => {
        const { section, cursor } = input as { section: string; cursor?: { index: number } }
        return { ...(pages[section]![cursor ? 1 : 0] as object), stamp: `${section}-1` }
      },
    })
    expect((await readChatbotSettings()).map((one) => [one.key, one.value])).toEqual([
      ['A', '1'],
      ['C', '{"long": true}'],
      ['B', '2'],
    ])
    expect(portal.calls.map((call) => call.input)).toEqual([
      {},
      { section: 'conversation' },
      { section: 'ats' },
      { section: 'conversation', cursor: { index: 1, valueFrom: 7 } },
    ])
  })

  it('reads a section again from its start when it changed between two of its pages', async () => {
    const first = setting('A', 'INT', '1')
    const second = setting('B', 'INT', '2')
    let stamp = 'before'
    const portal = installFakePortal({
      'settings:read-chatbot-setting-sections': () => ['conversation'],
      'settings:read-chatbot-settings': (input) => {
        if (!(input as { cursor?: unknown }).cursor)
          return { settings: [{ ...first, valueFrom: 0 }], next: { index: 1, valueFrom: 0 }, stamp }
        // Someone saved a setting of the section after its first page was read.
        stamp = 'after'
        return { settings: [{ ...second, valueFrom: 0 }], next: null, stamp }
      },
    })
    const read = await readChatbotSettings()
    expect(read.map((one) => one.key)).toEqual(['A', 'B'])
    expect(portal.calls).toHaveLength(5)
  })
})

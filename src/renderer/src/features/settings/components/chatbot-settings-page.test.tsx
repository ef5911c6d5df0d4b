import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { ChatbotSetting } from '../api/chatbot-settings'
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
})

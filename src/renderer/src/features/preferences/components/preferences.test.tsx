import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { defaultPreferences } from '@shared/domain/preferences'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { PolicyNotice } from './policy-notice'
import { PreferencesPage } from './preferences-page'
import { UpdatePrompt } from './update-prompt'

const lockedState = {
  values: { ...defaultPreferences, launchAtLogin: true, language: 'en-US' as const },
  locked: ['launchAtLogin'],
}

describe('PreferencesPage', () => {
  it('shows enforced preferences locked and saves the others', async () => {
    const portal = installFakePortal({
      'prefs:get': () => lockedState,
      'prefs:set': (patch) => ({ ...lockedState, values: { ...lockedState.values, ...(patch as object) } }),
      'updates:get-state': () => ({ status: 'disabled', reason: 'policy' }),
    })
    renderWithProviders(<PreferencesPage />, 'en-US')

    const launch = await screen.findByTestId('pref-launchAtLogin')
    expect(within(launch).getByText('Managed by your organisation')).toBeInTheDocument()
    expect(within(launch).getByRole('switch')).toBeDisabled()
    expect(within(launch).getByRole('switch')).toBeChecked()

    const tray = screen.getByTestId('pref-closeToTray')
    expect(within(tray).queryByText('Managed by your organisation')).toBeNull()
    await userEvent.click(within(tray).getByRole('switch'))
    expect(portal.calls).toContainEqual({ channel: 'prefs:set', input: { closeToTray: true } })
    expect(await screen.findByText('Updates are managed by your organisation.')).toBeInTheDocument()
  })

  it('is in Dutch by default', async () => {
    installFakePortal({
      'prefs:get': () => lockedState,
      'updates:get-state': () => ({ status: 'idle', lastCheckedAt: null }),
    })
    renderWithProviders(<PreferencesPage />)
    expect(await screen.findByText('Beheerd door je organisatie')).toBeInTheDocument()
    expect(await screen.findByText('Chatbot Portal is bijgewerkt.')).toBeInTheDocument()
  })
})

describe('UpdatePrompt', () => {
  it('appears once an update is downloaded, restarts only on the click, and can be put off', async () => {
    const portal = installFakePortal({
      'updates:get-state': () => ({ status: 'downloading', version: '1.4.0', percent: 50 }),
      'updates:restart-to-update': () => undefined,
    })
    renderWithProviders(<UpdatePrompt />, 'en-US')
    await act(async () => {})
    expect(screen.queryByTestId('update-prompt')).toBeNull()

    act(() => portal.emit('updates:did-change', { status: 'downloaded', version: '1.4.0' }))
    const prompt = await screen.findByTestId('update-prompt')
    expect(prompt).toHaveTextContent('Version 1.4.0 has been downloaded.')
    expect(portal.calls.some((call) => call.channel === 'updates:restart-to-update')).toBe(false)

    await userEvent.click(within(prompt).getByRole('button', { name: 'Restart to update' }))
    expect(portal.calls).toContainEqual({ channel: 'updates:restart-to-update', input: {} })

    await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }))
    expect(screen.queryByTestId('update-prompt')).toBeNull()
  })
})

describe('PolicyNotice', () => {
  it('shows an ignored policy with its location and reason', async () => {
    installFakePortal({
      'policy:get': () => ({
        status: 'ignored',
        policy: {},
        location: '/etc/chatbot-portal/policy.json',
        notice: {
          code: 'policy_invalid',
          location: '/etc/chatbot-portal/policy.json',
          reason: 'autoUpdates: Invalid key',
        },
      }),
    })
    renderWithProviders(<PolicyNotice />)
    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent('De instellingen van je organisatie konden niet worden toegepast')
    expect(notice).toHaveTextContent('/etc/chatbot-portal/policy.json')
    expect(notice).toHaveTextContent('autoUpdates: Invalid key')
  })

  it('shows nothing without a problem', async () => {
    installFakePortal({ 'policy:get': () => ({ status: 'none', policy: {}, location: null, notice: null }) })
    renderWithProviders(<PolicyNotice />)
    await act(async () => {})
    expect(screen.queryByRole('alert')).toBeNull()
  })
})

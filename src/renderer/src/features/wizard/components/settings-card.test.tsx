import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { SettingsCard } from './settings-card'

const checks = [
  { key: 'whatsapp-connected', available: true, passed: true },
  { key: 'calendar-linked', available: true, passed: false },
  { key: 'facebook-page-active', available: true, passed: false },
  { key: 'widget-published', available: false, passed: false },
  { key: 'nlp-trained', available: true, passed: true },
]

describe('dashboard settings card', { timeout: 30_000 }, () => {
  it('shows each key setting’s state from the server, in order, each linking to where it is set', async () => {
    installFakePortal({
      'session:get-info': () =>
        testSessionInfo({
          state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
        }),
      'api:graphql': () => ({ wizardChecks: checks }),
    })
    renderWithRouter(<SettingsCard chatbotId="c1" />, 'nl-NL')
    const card = await screen.findByTestId('dashboard-settings')
    await within(card).findByText('Widget live')
    const rows = within(card).getAllByTestId(/^settings-check-/)
    // Only the four key settings, in the card's order; the wizard's other checks stay on the wizard.
    expect(rows.map((row) => [row.dataset['testid'], row.dataset['state']])).toEqual([
      ['settings-check-widget-published', 'unavailable'],
      ['settings-check-calendar-linked', 'missing'],
      ['settings-check-facebook-page-active', 'missing'],
      ['settings-check-whatsapp-connected', 'passed'],
    ])
    expect(within(rows[0]!).getByText('Onbekend')).toBeInTheDocument()
    expect(within(rows[3]!).getByText('Aan')).toBeInTheDocument()
    const link = (name: string) => within(card).getByRole('link', { name }).getAttribute('href')
    expect(link('Widget live')).toContain('/settings/widget')
    expect(link('Facebook-pagina actief')).toContain('/settings/facebook')
    expect(link('WhatsApp-kanaal verbonden')).toContain('/whatsapp-channels')
  })
})

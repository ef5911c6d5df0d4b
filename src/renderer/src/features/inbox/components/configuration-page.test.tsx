import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { SmartInboxSetup } from '../api/configuration'
import { ConfigureForm } from './configuration-page'

const setup = {
  smartInboxConfiguration: {
    configured: true,
    enabled: true,
    autoConfigured: true,
    atsUsername: 'ats',
    teamNames: ['Noord'],
    updatedAt: null,
  },
  allTeams: [
    { id: 't-1', name: 'Noord' },
    { id: 't-2', name: 'Zuid' },
  ],
  allLabels: [],
  allInboxCompanies: [{ id: 'co-1', identifier: 'acme', companyName: 'Acme', linked: true }],
} as unknown as SmartInboxSetup

describe('Smart Inbox configuration', () => {
  it('routes the chosen teams: configureSmartInbox carries teamNames with the companies and the switch', async () => {
    const sent: Record<string, unknown>[] = []
    installFakePortal({
      'api:graphql': (input) => {
        sent.push((input as { variables?: Record<string, unknown> }).variables ?? {})
        return { configureSmartInbox: { ok: true, errorMessage: null, errorCode: null } }
      },
    })
    renderWithProviders(<ConfigureForm setup={setup} />, 'en-US')
    expect(screen.getAllByText('Noord').length).toBeGreaterThan(0)
    await userEvent.click(screen.getByTestId('configure-teams'))
    await userEvent.click(await screen.findByRole('option', { name: 'Zuid' }))
    await waitFor(() => expect(sent).toHaveLength(1), { timeout: 5_000 })
    expect(sent[0]).toEqual({ enabled: true, companyIds: ['co-1'], teamNames: ['Noord', 'Zuid'] })
  }, 20_000)
})

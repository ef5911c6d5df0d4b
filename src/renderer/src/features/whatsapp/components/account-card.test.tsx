import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { AccountCard } from './account-card'

function renderCard(answer: () => unknown, language: 'nl-NL' | 'en-US' = 'en-US') {
  installFakePortal({ 'api:graphql': async () => answer() })
  renderWithProviders(<AccountCard chatbotId="cb-werving" />, language)
}

describe("the chatbot's WhatsApp account", { timeout: 30_000 }, () => {
  it('shows the provider, business name, numbers, connected channels and templates', async () => {
    renderCard(() => ({
      allWhatsappAccounts: [
        {
          id: 'wa-account-cb-werving',
          provider: 'TWILIO',
          name: 'Talentbrug Uitzendbureau B.V.',
          whatsappNumbers: ['+31 20 808 1234', '+31 30 760 4455'],
          connectedChannels: 2,
          templateCount: 6,
        },
      ],
    }))
    expect(await screen.findByText('WhatsApp Business account')).toBeInTheDocument()
    expect(screen.getByTestId('account-name')).toHaveTextContent('Talentbrug Uitzendbureau B.V.')
    expect(screen.getByTestId('account-provider')).toHaveTextContent('TWILIO')
    expect(screen.getByTestId('account-numbers')).toHaveTextContent('+31 20 808 1234, +31 30 760 4455')
    expect(screen.getByTestId('account-connected')).toHaveTextContent('2')
    expect(screen.getByTestId('account-templates')).toHaveTextContent('6')
  })

  it('says an account without numbers has none yet, in Dutch', async () => {
    renderCard(
      () => ({
        allWhatsappAccounts: [
          {
            id: 'a',
            provider: 'TWILIO',
            name: 'Talentbrug',
            whatsappNumbers: [],
            connectedChannels: 0,
            templateCount: 0,
          },
        ],
      }),
      'nl-NL',
    )
    expect(await screen.findByTestId('account-numbers')).toHaveTextContent('Nog geen nummers')
  })

  it('shows nothing for a chatbot without a provider once loaded', async () => {
    renderCard(() => ({ allWhatsappAccounts: [] }))
    await waitFor(() => expect(screen.queryByTestId('account-loading')).toBeNull())
    expect(screen.queryByTestId('whatsapp-account')).toBeNull()
  })

  it('says when the account could not be loaded', async () => {
    renderCard(() => {
      throw { code: 'internal', message: 'down' }
    })
    expect(await screen.findByRole('alert')).toHaveTextContent('The account could not be loaded.')
  })
})

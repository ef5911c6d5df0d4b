import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { ChatbotDetails } from './chatbot-details'

describe('the selected chatbot card', () => {
  it.each([
    ['nl-NL', /niet heeft goedgekeurd/],
    ['en-US', /has not approved/],
  ] as const)(
    'says in %s why a chatbot on an untrusted server cannot be opened (QUALITY SEC-8)',
    async (language, text) => {
      installFakePortal({
        'api:graphql': () => {
          throw { code: 'untrusted_chatbot_server', message: 'not trusted' }
        },
      })
      renderWithProviders(<ChatbotDetails chatbotId="c1" />, language)
      expect(await screen.findByTestId('chatbot-details-error', {}, { timeout: 3000 })).toHaveTextContent(
        text,
      )
    },
  )

  it('shows the generic message for other errors', async () => {
    installFakePortal({
      'api:graphql': () => {
        throw { code: 'server_error', message: 'boom' }
      },
    })
    renderWithProviders(<ChatbotDetails chatbotId="c1" />, 'en-US')
    expect(await screen.findByTestId('chatbot-details-error', {}, { timeout: 3000 })).not.toHaveTextContent(
      /not approved/,
    )
  })

  it("shows the spec's suspension notice when the chatbot's server answers chatbot_suspended", async () => {
    installFakePortal({
      'api:graphql': () => {
        throw { code: 'chatbot_suspended', message: 'This chatbot is suspended.' }
      },
    })
    renderWithProviders(<ChatbotDetails chatbotId="c1" />, 'nl-NL')
    expect(await screen.findByTestId('notice-chatbot_suspended', {}, { timeout: 3000 })).toHaveTextContent(
      /Deze chatbot is opgeschort/,
    )
  })

  it("adds 'The cause of the error is unknown.' to a failure without a known cause", async () => {
    installFakePortal({
      'api:graphql': () => {
        throw { code: 'internal', message: 'boom' }
      },
    })
    renderWithProviders(<ChatbotDetails chatbotId="c1" />, 'en-US')
    expect(await screen.findByTestId('chatbot-details-error', {}, { timeout: 3000 })).toHaveTextContent(
      'Something went wrong.The cause of the error is unknown.',
    )
  })
})

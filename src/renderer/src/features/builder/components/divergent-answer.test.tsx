import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders, testSessionInfo, testUser } from '../../../test-utils'
import type { StateDetail } from '../api/state'
import { DivergentAnswer } from './divergent-answer'

const user = testUser()
const state = {
  id: 'st-1',
  options: [{ id: 'op-anders', name: 'Anders, namelijk' }],
} as unknown as StateDetail

function fakeServer() {
  const switches: unknown[] = []
  installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user, chatbotId: user.chatbots[0]!.id, passwordResetRequired: false },
      }),
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (document.includes('BuilderDivergent'))
        return {
          state: { id: 'st-1', selectedDivergentOption: 'op-anders' },
          builderSettings: {
            divergentOptionTemplates: [
              { id: 'dot-anders', name: 'Anders, namelijk', routingInstruction: 'SMART_INBOX' },
              { id: 'dot-faq', name: 'Ik heb een vraag', routingInstruction: 'FAQ_ANSWER' },
            ],
          },
        }
      if (document.includes('switchDivergentOption')) {
        switches.push(variables)
        return { switchDivergentOption: { ok: true, errors: [] } }
      }
      throw { code: 'internal', message: 'unexpected' }
    },
  })
  return switches
}

/** Switching the divergent option: the state's current one shows; another template is switched to. */
describe("a state's divergent answer", { timeout: 30_000 }, () => {
  // jsdom has no scrolling; the open list scrolls its chosen item into view.
  beforeAll(() => void (Element.prototype.scrollIntoView = () => undefined))

  it('shows the current one and switches to another template with switchDivergentOption', async () => {
    const switches = fakeServer()
    renderWithProviders(<DivergentAnswer state={state} />, 'nl-NL')
    const select = await screen.findByTestId('divergent-answer')
    await waitFor(() => expect(select).toHaveValue('Anders, namelijk → Overdracht aan de Smart Inbox'))
    fireEvent.click(select)
    fireEvent.click(await screen.findByText('Ik heb een vraag → Antwoord uit de FAQ'))
    await waitFor(() => expect(switches).toEqual([{ stateId: 'st-1', templateId: 'dot-faq' }]))
  })
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import type { TryItTurnData } from '../api/try-it'
import { TryItPanel } from './try-it-panel'

const reply = (text: string, buttons: { optionId: string; label: string }[] = []) => ({
  stateId: 'st-welkom',
  stateName: 'Begroeting',
  stateMachineId: 'fl-start',
  stateMachineName: 'Start',
  type: 'TEXT',
  text,
  buttons,
})

function turn(patch: Partial<TryItTurnData>): TryItTurnData {
  return {
    sessionId: 'cs-1',
    clientId: 'try-it-1',
    languageTag: 'nl-NL',
    input: null,
    waitingStateId: 'st-welkom',
    finished: false,
    handedOver: false,
    trace: {
      stateId: null,
      stateName: null,
      optionId: null,
      optionName: null,
      matchedBy: 'START',
      intentName: null,
      storedAs: null,
    },
    replies: [],
    ...patch,
  }
}

describe('Try it', () => {
  it('starts a conversation, sends typed text and shows the trace and the handover', async () => {
    const sent: unknown[] = []
    installFakePortal({
      'api:graphql': (input) => {
        const variables = (input as { variables: Record<string, unknown> }).variables
        sent.push(variables)
        if (!variables['sessionId'])
          return {
            tryItMessage: turn({
              replies: [reply('Voor welke vacature?', [{ optionId: 'op-1', label: 'Chauffeur' }])],
            }),
          }
        return {
          tryItMessage: turn({
            input: String(variables['text']),
            waitingStateId: null,
            handedOver: true,
            trace: {
              stateId: 'st-welkom',
              stateName: 'Begroeting',
              optionId: 'op-2',
              optionName: 'Anders',
              matchedBy: 'INTENT',
              intentName: 'recruiter',
              storedAs: null,
            },
          }),
        }
      },
    })
    renderWithRouter(<TryItPanel chatbotId="c1" />)
    fireEvent.click(await screen.findByTestId('try-it-start'))
    expect(await screen.findByText('Voor welke vacature?')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Chauffeur' })).toBeTruthy()
    expect(screen.getByText(/Status: Start › Begroeting/)).toBeTruthy()
    const input = screen.getByTestId('try-it-input')
    fireEvent.change(input, { target: { value: 'ik wil een recruiter spreken' } })
    fireEvent.keyDown(input, { key: 'Enter' })
    expect(await screen.findByTestId('try-it-handed-over')).toBeTruthy()
    expect(screen.getByText('Intentie: recruiter')).toBeTruthy()
    expect(screen.getByText('Herkend aan de intentie')).toBeTruthy()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]).toMatchObject({
      sessionId: 'cs-1',
      text: 'ik wil een recruiter spreken',
      languageTag: 'nl-NL',
    })
    expect((screen.getByTestId('try-it-input') as HTMLInputElement).disabled).toBe(true)
  })
})

import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { BatchActionList } from './batch-actions'

/**
 * The batch action enable flag (spec 001 §3): the switch flips at once, before the server answers, and
 * flips back when the reply is not ok.
 */
function fakeServer(ok: boolean) {
  const switches: unknown[] = []
  let answer: (value: unknown) => void = () => undefined
  let enabled = true
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: { enabled: boolean } }
      if (/atsBatchActions\(/.test(document))
        return {
          atsBatchActions: [
            {
              id: 'ba-1',
              externalId: 'ATS-1001',
              name: 'Herinnering sturen',
              entityType: 'candidate',
              notificationHeader: 'Verstuurd',
              notificationBody: 'De kandidaten krijgen een bericht.',
              url: 'http://127.0.0.1/__sandbox/ats/batch-actions/ba-1/run',
              enabled,
            },
          ],
        }
      if (!/setAtsBatchActionEnabled/.test(document)) throw { code: 'internal', message: 'not here' }
      switches.push(variables)
      return new Promise((resolve) => {
        answer = () => {
          if (ok) enabled = variables.enabled
          resolve({ setAtsBatchActionEnabled: { ok, errorMessage: ok ? null : 'refused' } })
        }
      })
    },
  })
  return { switches, answer: () => answer(undefined) }
}

describe.each([
  ['nl-NL', 'Herinnering sturen kon niet worden omgezet; de schakelaar staat weer zoals hij stond.'],
  ['en-US', 'Herinnering sturen could not be switched; it is back as it was.'],
] as const)('switching a batch action (%s)', (language, failed) => {
  it('shows the new state before the reply and keeps it when the reply is ok', async () => {
    const server = fakeServer(true)
    renderWithProviders(
      <>
        <Notifications />
        <BatchActionList chatbotId="cb" campaignId="cp-1" />
      </>,
      language,
    )
    const toggle = (await screen.findByTestId('batch-action-enabled')) as HTMLInputElement
    expect(toggle.checked).toBe(true)
    fireEvent.click(toggle)
    await waitFor(() => expect(server.switches).toEqual([{ campaignId: 'cp-1', id: 'ba-1', enabled: false }]))
    expect((screen.getByTestId('batch-action-enabled') as HTMLInputElement).checked).toBe(false)
    server.answer()
    await waitFor(() =>
      expect((screen.getByTestId('batch-action-enabled') as HTMLInputElement).disabled).toBe(false),
    )
    expect((screen.getByTestId('batch-action-enabled') as HTMLInputElement).checked).toBe(false)
  }, 20_000)

  it('flips back and says so when the reply is not ok', async () => {
    const server = fakeServer(false)
    renderWithProviders(
      <>
        <Notifications />
        <BatchActionList chatbotId="cb" campaignId="cp-1" />
      </>,
      language,
    )
    fireEvent.click(await screen.findByTestId('batch-action-enabled'))
    await waitFor(() => expect(server.switches).toHaveLength(1))
    expect((screen.getByTestId('batch-action-enabled') as HTMLInputElement).checked).toBe(false)
    server.answer()
    await waitFor(() =>
      expect((screen.getByTestId('batch-action-enabled') as HTMLInputElement).checked).toBe(true),
    )
    expect(await screen.findByText(failed)).toBeTruthy()
  }, 20_000)
})

import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { FlowDetail } from '../api/flow'
import type { StateDetail } from '../api/state'
import { OptionDrawer } from './option-drawer'

/** The option drawer saves after the spec's 2,000 ms for options, and at once when it closes (REL-6). */
const option = (processors: string[] = []): StateDetail['options'][number] => ({
  id: 'op-1',
  name: 'Ja',
  isDefault: false,
  isRequired: false,
  routingInstruction: 'DEFAULT_NEXT',
  nextState: null,
  nextStateMachine: null,
  position: 0,
  processors: processors.map((id) => ({ id })),
})
const state = (processors?: string[]): StateDetail => ({
  id: 'st-1',
  name: 'Rijbewijs',
  stateGroupId: 'sg-1',
  draft: false,
  isSkippable: false,
  alwaysStore: false,
  answerRequired: true,
  cancelFollowUp: false,
  replyType: 'EXISTING',
  validator: null,
  processors: [],
  options: [option(processors)],
  actions: [],
})
const flow: FlowDetail = {
  id: 'fl-1',
  name: 'Vacature Chauffeur',
  kind: 'DEFAULT',
  description: '',
  stateGroups: [{ id: 'sg-1', name: 'Rijbewijs', position: 0, initialState: 'st-1', states: [] }],
}

function fakeServer() {
  const saves: Record<string, unknown>[] = []
  const portal = installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: Record<string, unknown> }
      if (document.includes('updateOption')) {
        saves.push(variables)
        return { updateOption: { ok: true, errors: [] } }
      }
      throw { code: 'internal', message: 'unexpected' }
    },
  })
  return { saves, portal }
}

describe('the option drawer', () => {
  // jsdom has no scrolling; an open list scrolls its chosen item into view.
  beforeAll(() => void (Element.prototype.scrollIntoView = () => undefined))

  it('saves an edit 2,000 ms after the last change, not before, once, with the latest value', async () => {
    const { saves } = fakeServer()
    renderWithProviders(
      <OptionDrawer optionId="op-1" state={state()} flow={flow} onClose={() => {}} onOpenState={() => {}} />,
      'en-US',
    )
    const name = await screen.findByTestId('option-name')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.change(name, { target: { value: 'Ja, graag' } })
      await act(() => vi.advanceTimersByTimeAsync(1500))
      fireEvent.change(name, { target: { value: 'Ja, graag!' } })
      await act(() => vi.advanceTimersByTimeAsync(1999))
      expect(saves).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(saves).toHaveLength(1)
      expect(saves[0]).toMatchObject({ id: 'op-1', name: 'Ja, graag!', routingInstruction: 'DEFAULT_NEXT' })
      await act(() => vi.advanceTimersByTimeAsync(6000))
      expect(saves).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  }, 20_000)

  it('saves a waiting edit at once when it closes', async () => {
    const { saves } = fakeServer()
    const view = renderWithProviders(
      <OptionDrawer optionId="op-1" state={state()} flow={flow} onClose={() => {}} onOpenState={() => {}} />,
      'nl-NL',
    )
    fireEvent.change(await screen.findByTestId('option-name'), { target: { value: 'Nee' } })
    view.unmount()
    await waitFor(() => expect(saves).toHaveLength(1), { timeout: 1000 })
    expect(saves[0]).toMatchObject({ name: 'Nee' })
  }, 20_000)

  it('requires a state to be chosen for a route to a state, and saves nothing until then', async () => {
    const { saves } = fakeServer()
    renderWithProviders(
      <OptionDrawer optionId="op-1" state={state()} flow={flow} onClose={() => {}} onOpenState={() => {}} />,
      'nl-NL',
    )
    fireEvent.click(await screen.findByTestId('option-destination'))
    fireEvent.click(await screen.findByText('Een bepaalde stap'))
    expect(
      await screen.findByText(
        'Kies waar dit antwoord heen gaat; tot dan wordt de bestemming niet opgeslagen.',
      ),
    ).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 2500))
    expect(saves).toEqual([])
  }, 20_000)

  it('keeps an option linked to an action required', async () => {
    fakeServer()
    renderWithProviders(
      <OptionDrawer
        optionId="op-1"
        state={state(['pr-1'])}
        flow={flow}
        onClose={() => {}}
        onOpenState={() => {}}
      />,
      'en-US',
    )
    const required = await screen.findByRole('switch')
    expect(required).toBeChecked()
    expect(required).toBeDisabled()
    expect(screen.getByText('An answer linked to a validator or an action is always required.')).toBeTruthy()
  }, 20_000)
})

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakePortal } from '../../test-utils'
import { useAnswerOrder } from './answer-order'
import type { OptionDetail } from './api/state'
import { StateHistoryScope, stateHistoryOf } from './state-history'

const option = (id: string, position: number, isDefault = false): OptionDetail => ({
  id,
  name: id,
  isDefault,
  isRequired: false,
  routingInstruction: 'DEFAULT_NEXT',
  nextState: null,
  nextStateMachine: null,
  position,
  processors: [],
})
const ja = option('ja', 0)
const nee = option('nee', 1)
const misschien = option('misschien', 2)
const anders = option('anders', 3, true)

function setUp() {
  const orders: unknown[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (document.includes('updateOptionOrder')) {
        orders.push(variables)
        return { updateOptionOrder: { ok: true, errors: [] } }
      }
      throw { code: 'internal', message: 'unexpected' }
    },
  })
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <StateHistoryScope chatbotId="cb-1" stateId="st-1">
        {children}
      </StateHistoryScope>
    </QueryClientProvider>
  )
  const view = renderHook(() => useAnswerOrder('st-1', [ja, nee, misschien], anders), { wrapper })
  return { orders, history: stateHistoryOf(client, 'cb-1'), view }
}

describe("a state's answer order", () => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => void vi.useRealTimers())

  it('is saved 2,000 ms after the last move, once, with the default answer last', async () => {
    const { orders, view } = setUp()
    act(() => view.result.current.move(0, 1))
    await act(() => vi.advanceTimersByTimeAsync(1500))
    act(() => view.result.current.move(1, 2))
    await act(() => vi.advanceTimersByTimeAsync(1999))
    expect(orders).toEqual([])
    expect(view.result.current.ordered.map((o) => o.id)).toEqual(['nee', 'misschien', 'ja'])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(orders).toEqual([{ stateId: 'st-1', optionIds: ['nee', 'misschien', 'ja', 'anders'] }])
  })

  it("goes into the state's history as the order it replaced, so the state's undo puts it back", async () => {
    const { history, view } = setUp()
    act(() => view.result.current.move(2, 0))
    await act(() => view.result.current.saver.flush())
    expect(history.takeUndo('st-1')).toEqual({
      kind: 'optionOrder',
      optionIds: ['ja', 'nee', 'misschien', 'anders'],
    })
  })

  it('notes nothing when a move puts the answers back as they were', async () => {
    const { history, orders, view } = setUp()
    act(() => view.result.current.move(0, 1))
    act(() => view.result.current.move(1, 0))
    await act(() => view.result.current.saver.flush())
    expect(orders).toHaveLength(1)
    expect(history.takeUndo('st-1')).toBeNull()
  })
})

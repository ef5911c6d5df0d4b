import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakePortal } from '../../test-utils'
import { useFlowOrder, useQuestionOrder, useStateOrder } from './saved-order'

/**
 * The spec's debounces for ordering (spec 000 §9 and 001 §9): flow order, state group order and state
 * order 2,000 ms. Each: nothing is sent just before the time, one call at the time with the last order,
 * and moves within the window are that one call.
 */
function fakeServer() {
  const calls: { mutation: string; variables: unknown }[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      const mutation = /mutation[^{]*\{\s*(\w+)/.exec(document)?.[1] ?? 'unknown'
      calls.push({ mutation, variables })
      return { [mutation]: { ok: true, errors: [] } }
    },
  })
  return calls
}

const items = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]

const cases = [
  {
    name: 'flow order',
    ms: 2000,
    use: () => useFlowOrder(items),
    mutation: 'updateStateMachineOrder',
    variables: { ids: ['b', 'c', 'a'] },
  },
  {
    name: 'state group (question) order',
    ms: 2000,
    use: () => useQuestionOrder('fl-1', items),
    mutation: 'reorderStateGroups',
    variables: { flowId: 'fl-1', ids: ['b', 'c', 'a'] },
  },
  {
    name: 'state order',
    ms: 2000,
    use: () => useStateOrder('sg-1', items),
    mutation: 'updateStateOrder',
    variables: { groupId: 'sg-1', ids: ['b', 'c', 'a'] },
  },
] as const

describe.each(cases)('the $name', ({ ms, use, mutation, variables }) => {
  beforeEach(() => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
  afterEach(() => void vi.useRealTimers())

  it(`is sent once, ${ms} ms after the last move, with every move of the window in it`, async () => {
    const calls = fakeServer()
    const view = renderHook(use)
    act(() => view.result.current.move(0, 1))
    await act(() => vi.advanceTimersByTimeAsync(ms - 500))
    act(() => view.result.current.move(1, 2))
    expect(view.result.current.ids).toEqual(['b', 'c', 'a'])
    await act(() => vi.advanceTimersByTimeAsync(ms - 1))
    expect(calls).toEqual([])
    await act(() => vi.advanceTimersByTimeAsync(1))
    expect(calls).toEqual([{ mutation, variables }])
    await act(() => vi.advanceTimersByTimeAsync(ms * 3))
    expect(calls).toHaveLength(1)
  })

  it('sends nothing for a move that leaves the order as it was', async () => {
    const calls = fakeServer()
    const view = renderHook(use)
    act(() => view.result.current.move(1, 1))
    await act(() => vi.advanceTimersByTimeAsync(ms * 2))
    expect(calls).toEqual([])
  })
})

import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { stateHistoryOf, type StateSettings } from './state-history'

const settings = (name: string): StateSettings => ({
  name,
  draft: false,
  isSkippable: false,
  alwaysStore: false,
  answerRequired: true,
  cancelFollowUp: false,
  replyType: 'EXISTING',
})

/** "State history keeps 5": the last five changes of a state can be undone, newest first, and no more. */
describe('state history', () => {
  it('undoes the last five of six changes, newest first, then nothing', () => {
    const history = stateHistoryOf(new QueryClient(), 'cb-1')
    // Six changes: v0 → v1 → … → v6; each records what the state was before it.
    for (let version = 0; version < 6; version++) history.record('st-1', settings(`v${version}`))
    expect(history.of('st-1').past).toHaveLength(5)
    const restored: string[] = []
    for (let step = history.takeUndo('st-1'); step; step = history.takeUndo('st-1')) restored.push(step.name)
    expect(restored).toEqual(['v5', 'v4', 'v3', 'v2', 'v1'])
    expect(history.takeUndo('st-1')).toBeNull()
  })

  it('keeps each state and each chatbot apart', () => {
    const client = new QueryClient()
    const history = stateHistoryOf(client, 'cb-1')
    history.record('st-1', settings('a'))
    history.record('st-2', settings('b'))
    expect(history.takeUndo('st-2')?.name).toBe('b')
    expect(history.of('st-1').past.map((s) => s.name)).toEqual(['a'])
    expect(stateHistoryOf(client, 'cb-2').of('st-1').past).toEqual([])
  })

  it('puts a failed undo back on top', () => {
    const history = stateHistoryOf(new QueryClient(), 'cb-1')
    history.record('st-1', settings('a'))
    history.record('st-1', settings('b'))
    const step = history.takeUndo('st-1')!
    history.putBack('st-1', step)
    expect(history.of('st-1').past.map((s) => s.name)).toEqual(['a', 'b'])
  })

  it('is forgotten with the cache (another user)', () => {
    const client = new QueryClient()
    stateHistoryOf(client, 'cb-1').record('st-1', settings('a'))
    client.removeQueries()
    expect(stateHistoryOf(client, 'cb-1').of('st-1').past).toEqual([])
  })
})

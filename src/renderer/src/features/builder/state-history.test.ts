import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it } from 'vitest'
import { installFakePortal } from '../../test-utils'
import type { StateDetail } from './api/state'
import {
  orderAsBefore,
  restoreChange,
  stateHistoryOf,
  type StateChange,
  type StateSettings,
} from './state-history'

/**
 * The mutations the portal is asked for: the operation's first field and its variables. Each answers ok
 * (the server's side of an undo is its own mutation's, tested in the sandbox).
 */
const saves = { calls: [] as [string, unknown][] }
function answerEveryMutation() {
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      const field = /mutation[^{]*\{\s*(\w+)/.exec(document)?.[1] ?? 'unknown'
      saves.calls.push([field, variables])
      return { [field]: { ok: true, errors: [] } }
    },
  })
}

const settings = (name: string): StateSettings => ({
  name,
  draft: false,
  isSkippable: false,
  alwaysStore: false,
  answerRequired: true,
  cancelFollowUp: false,
  replyType: 'EXISTING',
})
const named = (name: string): StateChange => ({ kind: 'settings', before: settings(name) })

/** "State history keeps 5": the last five changes of a state can be undone, newest first, and no more. */
describe('state history', () => {
  it('undoes the last five of six changes, newest first, then nothing', () => {
    const history = stateHistoryOf(new QueryClient(), 'cb-1')
    // Six changes: v0 → v1 → … → v6; each records what the state was before it.
    for (let version = 0; version < 6; version++) history.record('st-1', named(`v${version}`))
    expect(history.of('st-1').past).toHaveLength(5)
    const restored: string[] = []
    for (let step = history.takeUndo('st-1'); step; step = history.takeUndo('st-1'))
      if (step.kind === 'settings') restored.push(step.before.name)
    expect(restored).toEqual(['v5', 'v4', 'v3', 'v2', 'v1'])
    expect(history.takeUndo('st-1')).toBeNull()
  })

  it('keeps five changes of any kind the drawers make; the sixth oldest is dropped', () => {
    const history = stateHistoryOf(new QueryClient(), 'cb-1')
    const changes: StateChange[] = [
      named('first'),
      { kind: 'actionOrder', actionIds: ['ac-1', 'ac-2'] },
      { kind: 'label', labelId: 'lb-1', enabled: true, text: [{ languageTag: 'nl-NL', content: 'Ja' }] },
      { kind: 'variation', variationId: 'va-1', message: { type: 'TEXT', text: 'Hallo' } },
      { kind: 'variationTags', variationId: 'va-1', tagIds: ['tg-1'] },
      {
        kind: 'option',
        before: {
          id: 'op-1',
          name: 'Ja',
          isRequired: false,
          routingInstruction: 'DEFAULT_NEXT',
          target: null,
        },
      },
    ]
    for (const change of changes) history.record('st-1', change)
    const undone: string[] = []
    for (let step = history.takeUndo('st-1'); step; step = history.takeUndo('st-1')) undone.push(step.kind)
    expect(undone).toEqual(['option', 'variationTags', 'variation', 'label', 'actionOrder'])
  })

  it('keeps each state and each chatbot apart', () => {
    const client = new QueryClient()
    const history = stateHistoryOf(client, 'cb-1')
    history.record('st-1', named('a'))
    history.record('st-2', named('b'))
    expect(history.takeUndo('st-2')).toEqual(named('b'))
    expect(history.of('st-1').past).toEqual([named('a')])
    expect(stateHistoryOf(client, 'cb-2').of('st-1').past).toEqual([])
  })

  it('puts a failed undo back on top', () => {
    const history = stateHistoryOf(new QueryClient(), 'cb-1')
    history.record('st-1', named('a'))
    history.record('st-1', named('b'))
    const step = history.takeUndo('st-1')!
    history.putBack('st-1', step)
    expect(history.of('st-1').past).toEqual([named('a'), named('b')])
  })

  it('is forgotten with the cache (another user)', () => {
    const client = new QueryClient()
    stateHistoryOf(client, 'cb-1').record('st-1', named('a'))
    client.removeQueries()
    expect(stateHistoryOf(client, 'cb-1').of('st-1').past).toEqual([])
  })
})

describe('restoring a change', () => {
  const state = {
    id: 'st-1',
    options: [{ id: 'op-1' }],
    actions: [
      {
        id: 'ac-2',
        position: 0,
        labels: [
          { id: 'lb-2', position: 0 },
          { id: 'lb-1', position: 1 },
        ],
        variations: [{ id: 'va-1' }],
      },
      { id: 'ac-3', position: 1, labels: [], variations: [] },
      { id: 'ac-1', position: 2, labels: [], variations: [] },
    ],
  } as unknown as StateDetail

  beforeEach(() => {
    saves.calls = []
    answerEveryMutation()
  })

  it('puts an earlier order back on the items there are now (a deleted one left out, an added one last)', async () => {
    expect(orderAsBefore(['a', 'b', 'c'], ['c', 'd', 'b'])).toEqual(['b', 'c', 'd'])
    expect(await restoreChange(state, { kind: 'actionOrder', actionIds: ['ac-1', 'gone', 'ac-2'] })).toBe(
      true,
    )
    expect(
      await restoreChange(state, { kind: 'labelOrder', actionId: 'ac-2', labelIds: ['lb-1', 'lb-2'] }),
    ).toBe(true)
    expect(saves.calls).toEqual([
      ['updateActionOrdering', { stateId: 'st-1', actionIds: ['ac-1', 'ac-2', 'ac-3'] }],
      ['updateOptionLabelOrder', { actionId: 'ac-2', labelIds: ['lb-1', 'lb-2'] }],
    ])
  })

  it("puts the answers' earlier order back, the default answer among them", async () => {
    const withAnswers = {
      id: 'st-1',
      options: [
        { id: 'op-2', position: 0 },
        { id: 'op-new', position: 1 },
        { id: 'op-1', position: 2 },
        { id: 'op-default', position: 3, isDefault: true },
      ],
      actions: [],
    } as unknown as StateDetail
    expect(
      await restoreChange(withAnswers, {
        kind: 'optionOrder',
        optionIds: ['op-1', 'op-gone', 'op-2', 'op-default'],
      }),
    ).toBe(true)
    expect(saves.calls).toEqual([
      ['updateOptionOrder', { stateId: 'st-1', optionIds: ['op-1', 'op-2', 'op-new', 'op-default'] }],
    ])
  })

  it('saves each kind with its own mutation', async () => {
    const option = { id: 'op-1', name: 'Ja', isRequired: true, routingInstruction: 'STATE', target: 'st-9' }
    await restoreChange(state, named('Oud'))
    await restoreChange(state, { kind: 'action', actionId: 'ac-1', content: 'Welkom', editable: true })
    await restoreChange(state, { kind: 'label', labelId: 'lb-1', enabled: false, text: [] })
    await restoreChange(state, { kind: 'option', before: option })
    await restoreChange(state, {
      kind: 'variation',
      variationId: 'va-1',
      message: { type: 'TEXT', text: 'Hoi' },
    })
    await restoreChange(state, { kind: 'variationTags', variationId: 'va-1', tagIds: [] })
    expect(saves.calls.map(([name]) => name)).toEqual([
      'stateMutation',
      'updateAction',
      'updateOptionLabel',
      // An answer: its name and required flag, then its route to a state.
      'updateOption',
      'updateNextState',
      'updateMessage',
      'updateVariationTags',
    ])
    expect(saves.calls[0]![1]).toEqual({ state: { id: 'st-1', ...settings('Oud') } })
    expect(saves.calls[4]![1]).toEqual({ optionId: 'op-1', nextState: 'st-9' })
  })

  it('has nothing to restore for what was deleted since, and sends nothing', async () => {
    expect(await restoreChange(state, { kind: 'label', labelId: 'gone', enabled: true, text: [] })).toBe(
      false,
    )
    expect(
      await restoreChange(state, {
        kind: 'variation',
        variationId: 'gone',
        message: { type: 'TEXT', text: 'x' },
      }),
    ).toBe(false)
    expect(
      await restoreChange(state, { kind: 'action', actionId: 'gone', content: 'x', editable: true }),
    ).toBe(false)
    expect(saves.calls).toEqual([])
  })
})

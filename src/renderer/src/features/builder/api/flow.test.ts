import { describe, expect, it } from 'vitest'
import { installFakePortal } from '../../../test-utils'
import { MutationFailedError } from '../../../lib/field-errors'
import { addQuestion, FirstStateFailedError } from './flow'

/** The server's side of a new blank question: the question is made; its first state as `state` answers. */
function fakeServer(state: 'ok' | 'refused' | 'unreachable', deleteOk = true) {
  const calls: [string, unknown][] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      const field = /mutation[^{]*\{\s*(\w+)/.exec(document)?.[1] ?? 'unknown'
      calls.push([field, variables])
      if (field === 'updateStateGroupMutation')
        return { [field]: { ok: true, errors: [], stateGroup: { id: 'sg-9' } } }
      if (field === 'stateMutation') {
        if (state === 'unreachable') throw { code: 'network', message: 'offline' }
        return state === 'ok'
          ? { [field]: { ok: true, errors: [], state: { id: 'st-9' } } }
          : { [field]: { ok: false, errors: [{ field: 'name', messages: ['Too long'] }], state: null } }
      }
      if (field === 'deleteStateGroupMutation') return { [field]: { ok: deleteOk, errors: [] } }
      throw { code: 'internal', message: `unexpected ${field}` }
    },
  })
  return calls
}

const blank = { flowId: 'fl-1', name: 'Rijbewijs', templateId: null, stateName: '' }

describe('a new blank question', () => {
  it('comes with its first state, named as the question when no name is given', async () => {
    const calls = fakeServer('ok')
    expect(await addQuestion(blank)).toEqual({ stateId: 'st-9' })
    expect(calls.map(([field]) => field)).toEqual(['updateStateGroupMutation', 'stateMutation'])
    expect(calls[1]![1]).toEqual({ state: { stateGroupId: 'sg-9', name: 'Rijbewijs' } })
  })

  it('is taken back when its first state is refused, and says why', async () => {
    const calls = fakeServer('refused')
    const error = await addQuestion(blank).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FirstStateFailedError)
    expect((error as FirstStateFailedError).rolledBack).toBe(true)
    expect((error as FirstStateFailedError).cause).toBeInstanceOf(MutationFailedError)
    expect(calls.at(-1)).toEqual(['deleteStateGroupMutation', { id: 'sg-9' }])
  })

  it('is taken back when the first state does not arrive, and says so when that fails too', async () => {
    const calls = fakeServer('unreachable', false)
    const error = await addQuestion(blank).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FirstStateFailedError)
    expect((error as FirstStateFailedError).rolledBack).toBe(false)
    expect(calls.map(([field]) => field)).toEqual([
      'updateStateGroupMutation',
      'stateMutation',
      'deleteStateGroupMutation',
    ])
  })
})

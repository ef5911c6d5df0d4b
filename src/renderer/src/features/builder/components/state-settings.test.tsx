import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { StateDetail } from '../api/state'
import { StateSettingsSection } from './state-settings'

const state: StateDetail = {
  id: 'st-undo',
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
  options: [],
  actions: [],
}

/** A change of a state is saved with stateMutation, and undone by saving the settings from before it. */
describe('the state settings', () => {
  it('saves a change, then undoes it, and has nothing more to undo', async () => {
    const saves: Record<string, unknown>[] = []
    installFakePortal({
      'api:graphql': (input) => {
        const { document, variables } = input as { document: string; variables: { state: object } }
        if (document.includes('stateMutation')) {
          saves.push(variables.state as Record<string, unknown>)
          return { stateMutation: { ok: true, errors: [] } }
        }
        throw { code: 'internal', message: 'unexpected' }
      },
    })
    renderWithProviders(<StateSettingsSection state={state} />, 'en-US')
    const undo = await screen.findByTestId('state-undo')
    expect(undo).toBeDisabled()
    fireEvent.click(screen.getByTestId('state-draft'))
    await waitFor(() => expect(saves).toEqual([{ id: 'st-undo', draft: true }]))
    await waitFor(() => expect(undo).toHaveAttribute('data-count', '1'))
    fireEvent.click(undo)
    await waitFor(() => expect(saves).toHaveLength(2))
    expect(saves[1]).toEqual({
      id: 'st-undo',
      name: 'Rijbewijs',
      draft: false,
      isSkippable: false,
      alwaysStore: false,
      answerRequired: true,
      cancelFollowUp: false,
      replyType: 'EXISTING',
    })
    await waitFor(() => expect(undo).toHaveAttribute('data-count', '0'))
    expect(undo).toBeDisabled()
  }, 20_000)
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { flowBlueprint } from '../api/flow-edit'
import { CloneQuestionModal, EditFlowModal } from './flow-actions'

/** Every mutation the screen sends, by its first field; each answers as `answer` says. */
function fakeServer(answer: (field: string) => Record<string, unknown> = () => ({ ok: true, errors: [] })) {
  const calls: [string, Record<string, unknown>][] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: Record<string, unknown> }
      const field = /(?:mutation|query)[^{]*\{\s*(\w+)/.exec(document)?.[1] ?? 'unknown'
      calls.push([field, variables])
      return { [field]: answer(field) }
    },
  })
  return calls
}

describe('cloning a question', { timeout: 30_000 }, () => {
  const open = () =>
    renderWithProviders(
      <CloneQuestionModal question={{ id: 'sg-1', name: 'Rijbewijs' }} flowId="fl-1" onClose={() => {}} />,
      'nl-NL',
    )

  it('refuses more copies than the limit of 10 at once, and sends nothing', async () => {
    const calls = fakeServer()
    open()
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByTestId('question-clone-copies'), { target: { value: '11' } })
    fireEvent.click(within(dialog).getByTestId('question-clone-submit'))
    expect(await within(dialog).findByText('Kies een aantal van 1 tot en met 10.')).toBeInTheDocument()
    expect(calls).toEqual([])
  })

  it('makes each copy with cloneStateGroup under its own name', async () => {
    const calls = fakeServer(() => ({ ok: true, errors: [], stateGroup: { id: 'sg-new' } }))
    open()
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByTestId('question-clone-copies'), { target: { value: '2' } })
    fireEvent.click(within(dialog).getByTestId('question-clone-submit'))
    await waitFor(() => expect(calls).toHaveLength(2))
    expect(calls).toEqual([
      ['cloneStateGroup', { id: 'sg-1', from: 'fl-1', to: 'fl-1', name: 'Kopie van Rijbewijs' }],
      ['cloneStateGroup', { id: 'sg-1', from: 'fl-1', to: 'fl-1', name: 'Kopie van Rijbewijs 2' }],
    ])
  })
})

describe("a flow's name and description", { timeout: 30_000 }, () => {
  it('needs a name, then saves both with updateStateMachine', async () => {
    const calls = fakeServer()
    renderWithProviders(
      <EditFlowModal flow={{ id: 'fl-1', name: 'Chauffeur', description: '' }} onClose={() => {}} />,
      'en-US',
    )
    const dialog = await screen.findByRole('dialog')
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate')
    fireEvent.change(within(dialog).getByTestId('flow-edit-name'), { target: { value: ' ' } })
    fireEvent.click(within(dialog).getByTestId('flow-edit-save'))
    expect(await within(dialog).findByText('Please fill in this field.')).toBeInTheDocument()
    expect(calls).toEqual([])
    fireEvent.change(within(dialog).getByTestId('flow-edit-name'), { target: { value: 'Chauffeur C' } })
    fireEvent.change(within(dialog).getByTestId('flow-edit-description'), {
      target: { value: 'Vrachtwagen' },
    })
    fireEvent.click(within(dialog).getByTestId('flow-edit-save'))
    await waitFor(() =>
      expect(calls).toEqual([
        ['updateStateMachine', { id: 'fl-1', name: 'Chauffeur C', description: 'Vrachtwagen' }],
      ]),
    )
  })
})

describe("a flow's blueprint", () => {
  it('is the JSON generateBlueprintForStatemachine answers, indented; a refusal is an error', async () => {
    fakeServer(() => ({
      ok: true,
      errorMessage: null,
      blueprint: { version: 1, stateMachine: { id: 'fl-1' } },
    }))
    expect(JSON.parse(await flowBlueprint('fl-1'))).toEqual({ version: 1, stateMachine: { id: 'fl-1' } })
    fakeServer(() => ({ ok: false, errorMessage: 'Not found', blueprint: null }))
    await expect(flowBlueprint('fl-x')).rejects.toThrow('Not found')
  })
})

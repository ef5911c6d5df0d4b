import { TextInput } from '@mantine/core'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test-utils'
import { MutationFailedError, requireOk, useFieldError } from '../lib/field-errors'
import { PortalCallError } from '../lib/portal'
import { useEntityForm } from '../lib/use-entity-form'
import { EntityDrawer } from './entity-drawer'

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty('common:errors.generic')),
  color: v.string(),
})
type Values = v.InferOutput<typeof schema>

function LabelDrawer({
  submit,
  onClose,
}: {
  submit: (values: Values) => Promise<unknown>
  onClose: () => void
}) {
  const entity = useEntityForm({
    schema,
    defaultValues: { name: 'Urgent', color: '#e03131' },
    submit,
  })
  const fieldError = useFieldError('common')
  const { errors } = entity.form.formState
  return (
    <EntityDrawer opened onClose={onClose} title="Label" entity={entity}>
      <TextInput label="Name" {...entity.form.register('name')} error={fieldError(errors.name)} />
      <TextInput label="Colour" {...entity.form.register('color')} error={fieldError(errors.color)} />
    </EntityDrawer>
  )
}

describe('EntityDrawer with useEntityForm (the renderer kit)', () => {
  it('shows the server’s field errors on their fields, and the rest above the buttons', async () => {
    const submit = vi.fn(async (_values: Values) =>
      requireOk('update label', {
        ok: false,
        errors: [
          { field: 'name', messages: ['Label names must be unique.'] },
          { field: 'id', messages: ['Not found.'] },
        ],
        errorMessage: 'Please check the fields.',
      }),
    )
    renderWithProviders(<LabelDrawer submit={submit} onClose={() => undefined} />, 'en-US')
    await userEvent.click(screen.getByTestId('entity-drawer-submit'))
    expect(await screen.findByText('Label names must be unique.')).toBeInTheDocument()
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('entity-drawer-error')).toHaveTextContent('Not found.')
  })

  it('shows a REST invalid_input’s fields too, and the schema’s own message before any request', async () => {
    const submit = vi.fn(async () => {
      throw new PortalCallError({
        code: 'invalid_input',
        message: 'x',
        fields: { color: 'One of the 16 palette colours.' },
      })
    })
    renderWithProviders(<LabelDrawer submit={submit} onClose={() => undefined} />, 'nl-NL')
    await userEvent.click(screen.getByTestId('entity-drawer-submit'))
    expect(await screen.findByText('One of the 16 palette colours.')).toBeInTheDocument()
    expect(screen.queryByTestId('entity-drawer-error')).toBeNull()
    await userEvent.clear(screen.getByLabelText('Name'))
    await userEvent.click(screen.getByTestId('entity-drawer-submit'))
    expect(await screen.findByText('Er is iets fout gegaan.')).toBeInTheDocument()
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('sends once on a double click (QUALITY REL-11)', async () => {
    let finish: () => void = () => undefined
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithProviders(<LabelDrawer submit={submit} onClose={() => undefined} />, 'en-US')
    const button = screen.getByTestId('entity-drawer-submit')
    await userEvent.dblClick(button)
    await userEvent.click(button)
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1))
    await act(async () => finish())
    expect(submit).toHaveBeenCalledTimes(1)
  })

  it('asks before closing with unsaved changes; closes at once when clean', async () => {
    const onClose = vi.fn()
    renderWithProviders(<LabelDrawer submit={async () => undefined} onClose={onClose} />, 'en-US')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.type(screen.getByLabelText('Name'), ' today')
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Discard changes?')
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }))
    expect(screen.getByLabelText('Name')).toHaveValue('Urgent today')
    expect(onClose).toHaveBeenCalledTimes(1)
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    await userEvent.click(screen.getByTestId('entity-drawer-discard-confirm'))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('a close asked for while saving happens once the save succeeded, and not after a failure', async () => {
    let finish: () => void = () => undefined
    const onClose = vi.fn()
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)))
    renderWithProviders(<LabelDrawer submit={submit} onClose={onClose} />, 'en-US')
    await userEvent.type(screen.getByLabelText('Name'), '!')
    await userEvent.click(screen.getByTestId('entity-drawer-submit'))
    await userEvent.click(screen.getByRole('button', { name: 'Close' }))
    expect(onClose).not.toHaveBeenCalled()
    await act(async () => finish())
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
    expect(screen.queryByRole('alertdialog')).toBeNull()

    const failing = vi.fn(
      () => new Promise<void>((_resolve, reject) => (finish = () => reject(new Error('offline')))),
    )
    const stays = vi.fn()
    renderWithProviders(<LabelDrawer submit={failing} onClose={stays} />, 'en-US')
    const [, name] = screen.getAllByLabelText('Name')
    await userEvent.type(name!, '?')
    const [, save] = screen.getAllByTestId('entity-drawer-submit')
    await userEvent.click(save!)
    const [, close] = screen.getAllByRole('button', { name: 'Close' })
    await userEvent.click(close!)
    await act(async () => finish())
    expect(await screen.findByTestId('entity-drawer-error')).toBeInTheDocument()
    expect(stays).not.toHaveBeenCalled()
  })

  it('a successful save makes the values the clean state', async () => {
    const onClose = vi.fn()
    renderWithProviders(<LabelDrawer submit={async () => undefined} onClose={onClose} />, 'en-US')
    await userEvent.type(screen.getByLabelText('Name'), '!')
    await userEvent.click(screen.getByTestId('entity-drawer-submit'))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('alertdialog')).toBeNull()
    expect(onClose).toHaveBeenCalled()
    expect(new MutationFailedError('x', [], null).fields).toEqual([])
  })
})

import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { inboxLabelPalette } from '@shared/domain/inbox'
import { installFakePortal, renderWithProviders, renderWithRouter } from '../../../test-utils'
import { ConversationLabels } from './conversation-labels'
import { message, page, signedIn } from './inbox-fixtures.test-helpers'
import { InboxPage } from './inbox-page'
import { LabelManager } from './label-manager'

const callback = { id: 'l1', name: 'Terugbellen', color: '#e03131' }
const placed = { id: 'l2', name: 'Geplaatst', color: '#2f9e44' }

/** A fake chatbot server for the label calls: what was asked, by mutation name. */
function labelServer(labels: { id: string; name: string; color: string }[]) {
  const asked: { name: string; variables: unknown }[] = []
  const ok = { ok: true, errors: [], errorMessage: null }
  const answer = (input: unknown) => {
    const { document, variables } = input as { document: string; variables: Record<string, unknown> }
    const name = /(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? '?'
    asked.push({ name, variables })
    if (name === 'InboxLabels') return { allLabels: labels }
    if (name === 'UpdateInboxLabel') return { updateInboxLabel: ok }
    if (name === 'CreateInboxLabel') {
      const created = { id: 'l-new', ...(variables as { name: string; color: string }) }
      labels.push(created)
      return { createInboxLabel: { ...ok, label: created } }
    }
    if (name === 'SetConversationLabel') return { setConversationLabel: { ...ok, labelIds: ['l-new'] } }
    if (name === 'DeleteInboxLabel') {
      labels.splice(
        labels.findIndex((label) => label.id === variables['id']),
        1,
      )
      return { deleteInboxLabel: ok }
    }
    throw new Error(`unexpected ${name}`)
  }
  return { asked, answer }
}

describe('Label management', { timeout: 20_000 }, () => {
  it('renames and recolours a label in the palette', async () => {
    const server = labelServer([{ ...callback }])
    installFakePortal({ 'session:get-info': signedIn, 'api:graphql': server.answer })
    renderWithProviders(<LabelManager labels={[callback]} onClose={() => undefined} />, 'nl-NL')
    await userEvent.click(await screen.findByTestId('label-edit'))
    const drawer = await screen.findByTestId('label-drawer')
    const name = within(drawer).getByTestId('label-name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Bel terug vandaag')
    const colour = inboxLabelPalette[5]!
    await userEvent.click(within(drawer).getByRole('radio', { name: colour }))
    expect(within(drawer).getByRole('radio', { name: colour })).toHaveAttribute('aria-checked', 'true')
    await userEvent.click(within(drawer).getByTestId('label-drawer-submit'))
    await waitFor(() =>
      expect(server.asked.filter((a) => a.name === 'UpdateInboxLabel').map((a) => a.variables)).toEqual([
        { id: 'l1', name: 'Bel terug vandaag', color: colour },
      ]),
    )
  })

  it('refuses a name another label has', async () => {
    const server = labelServer([{ ...callback }, { ...placed }])
    installFakePortal({ 'session:get-info': signedIn, 'api:graphql': server.answer })
    renderWithProviders(<LabelManager labels={[callback, placed]} onClose={() => undefined} />, 'en-US')
    await userEvent.click((await screen.findAllByTestId('label-edit'))[0]!)
    const drawer = await screen.findByTestId('label-drawer')
    await userEvent.clear(within(drawer).getByTestId('label-name'))
    await userEvent.type(within(drawer).getByTestId('label-name'), 'geplaatst')
    await userEvent.click(within(drawer).getByTestId('label-drawer-submit'))
    await waitFor(() =>
      expect(within(drawer).getByTestId('label-name')).toHaveAttribute('aria-invalid', 'true'),
    )
    expect(server.asked.some((a) => a.name === 'UpdateInboxLabel')).toBe(false)
  })

  it('deletes a label only after confirming, and the labels are read again', async () => {
    const server = labelServer([{ ...callback }])
    installFakePortal({ 'session:get-info': signedIn, 'api:graphql': server.answer })
    renderWithProviders(<LabelManager labels={[callback]} onClose={() => undefined} />, 'nl-NL')
    await userEvent.click(await screen.findByTestId('label-delete'))
    expect(server.asked.some((a) => a.name === 'DeleteInboxLabel')).toBe(false)
    await userEvent.click(screen.getByTestId('label-delete-confirm'))
    await waitFor(() =>
      expect(server.asked.filter((a) => a.name === 'DeleteInboxLabel').map((a) => a.variables)).toEqual([
        { id: 'l1' },
      ]),
    )
  })

  it('after adding a label the focus is back in the name field, so Esc still closes the picker', async () => {
    const server = labelServer([])
    installFakePortal({ 'session:get-info': signedIn, 'api:graphql': server.answer })
    renderWithProviders(<ConversationLabels clientId="client-1" applied={[]} labels={[]} />, 'nl-NL')
    await userEvent.click(screen.getByTestId('labels-edit'))
    const field = await screen.findByTestId('label-new-name')
    await userEvent.type(field, 'Terugbellen')
    await userEvent.click(screen.getByTestId('label-new-add'))
    await waitFor(() =>
      expect(server.asked.map((a) => a.name)).toEqual(['CreateInboxLabel', 'SetConversationLabel']),
    )
    await waitFor(() => expect(field).toHaveFocus())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByTestId('labels-popover')).toBeNull())
  })

  it('a deleted label no longer shows on a conversation that had it', () => {
    installFakePortal({ 'session:get-info': signedIn })
    renderWithProviders(
      <ConversationLabels clientId="client-1" applied={['l1', 'l-deleted']} labels={[callback]} />,
      'nl-NL',
    )
    expect(screen.getAllByTestId('conversation-label').map((badge) => badge.textContent)).toEqual([
      'Terugbellen',
    ])
  })

  it('a deleted label leaves the filter', async () => {
    const server = labelServer([{ ...callback }])
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => page([message()]),
      'api:graphql': server.answer,
    })
    const onSearch = vi.fn()
    renderWithRouter(
      <InboxPage search={{ labels: ['l1', 'l2'] }} onSearch={onSearch} onOpen={() => undefined} />,
      'nl-NL',
    )
    await waitFor(() => expect(onSearch).toHaveBeenCalledWith({ labels: ['l1'] }))
  })
})

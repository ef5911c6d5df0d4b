import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { DeleteConversationButton } from './delete-conversation'

/**
 * Deleting one conversation of an automation: only after the confirmation, once, and a refusal says the
 * spec's 'Failed to delete {name}.' in the interface language with the dialog still open.
 */
function fakeServer(ok: boolean) {
  const deletes: unknown[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (!/deleteCampaignConversation/.test(document)) throw { code: 'internal', message: 'not here' }
      deletes.push(variables)
      return { deleteCampaignConversation: { ok, errorMessage: ok ? null : 'not_found' } }
    },
  })
  return { deletes }
}

describe.each([
  ['nl-NL', 'Sanne verwijderen is mislukt.'],
  ['en-US', 'Failed to delete Sanne.'],
] as const)('deleting a conversation (%s)', (language, failed) => {
  it('sends the delete only after the confirmation', async () => {
    const { deletes } = fakeServer(true)
    renderWithProviders(
      <DeleteConversationButton chatbotId="cb" conversationId="conv-1" name="Sanne" />,
      language,
    )
    fireEvent.click(screen.getByTestId('conversation-delete'))
    const confirm = await screen.findByTestId('conversation-delete-confirm')
    expect(deletes).toEqual([])
    fireEvent.click(confirm)
    await waitFor(() => expect(deletes).toEqual([{ id: 'conv-1' }]))
    await waitFor(() => expect(screen.queryByTestId('conversation-delete-confirm')).toBeNull())
  }, 20_000)

  it("says 'Failed to delete {name}.' when the server refuses, and keeps the dialog open", async () => {
    fakeServer(false)
    renderWithProviders(
      <DeleteConversationButton chatbotId="cb" conversationId="conv-1" name="Sanne" />,
      language,
    )
    fireEvent.click(screen.getByTestId('conversation-delete'))
    fireEvent.click(await screen.findByTestId('conversation-delete-confirm'))
    expect((await screen.findByRole('alert')).textContent).toBe(failed)
    expect(screen.getByTestId('conversation-delete-confirm')).toBeTruthy()
  }, 20_000)
})

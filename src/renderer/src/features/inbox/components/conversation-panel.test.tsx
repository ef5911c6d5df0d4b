import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { signedIn } from './inbox-fixtures.test-helpers'
import { ConversationPanel } from './conversation-panel'

const watch = { unreadConversations: 0, status: 'watching' }

function conversation(extra: { text: string; sender: 'recruiter' | 'candidate' | 'chatbot' }[] = []) {
  return {
    conversation: {
      client_id: 'client-1',
      phone_number: '+31612345678',
      candidate_name: 'Fatima',
      team_names: ['Zorg Noord'],
      messages: [
        {
          id: 1,
          sender_entity: 'chatbot',
          is_inbound: false,
          text: 'Welkom!',
          date: '14/03/26 10:00',
          status: 'read',
        },
        {
          id: 2,
          sender_entity: 'candidate',
          is_inbound: true,
          text: 'Hallo',
          date: '14/03/26 10:05',
          status: null,
        },
        ...extra.map((m, i) => ({
          id: 10 + i,
          sender_entity: m.sender,
          text: m.text,
          date: '14/03/26 10:10',
          status: 'sent',
        })),
      ],
    },
  }
}

describe('ConversationPanel', { timeout: 20_000 }, () => {
  it('marks the conversation read on opening and shows who said what', async () => {
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => conversation(),
      'inbox:mark-opened': () => watch,
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'en-US')
    const thread = await screen.findByTestId('conversation-thread', {}, { timeout: 5000 })
    expect(
      within(thread)
        .getAllByTestId('conversation-message')
        .map((m) => m.dataset['sender']),
    ).toEqual(['chatbot', 'candidate'])
    expect(portal.calls).toContainEqual({ channel: 'inbox:mark-opened', input: { clientId: 'client-1' } })
    expect(portal.calls).toContainEqual({
      channel: 'api:rest',
      input: {
        call: 'conversations',
        query: { project_id: 'werving-zorg' },
        body: { project_id: 'werving-zorg', conversation: { conversation_id: 'client-1' } },
      },
    })
  })

  it("keeps the typed text and says so when the answer is not 'OK'; on 'OK' the reply appears", async () => {
    let sent: string | null = null
    installFakePortal({
      'session:get-info': signedIn,
      'inbox:mark-opened': () => watch,
      'api:rest': (input) => {
        const { call, body } = input as { call: string; body: { text: string } }
        if (call === 'whatsapp') {
          if (sent === null) {
            sent = ''
            return { message: 'The 24-hour window of this conversation has closed; send a template instead.' }
          }
          sent = body.text
          return { message: 'OK', id: 'x' }
        }
        return conversation(sent ? [{ text: sent, sender: 'recruiter' }] : [])
      },
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'en-US')
    const box = await screen.findByTestId('reply-text', {}, { timeout: 5000 })
    await userEvent.type(box, 'Kun je morgen om 10 uur?')
    await userEvent.click(screen.getByTestId('reply-send'))
    expect(await screen.findByTestId('reply-error')).toHaveTextContent(
      'Response indicates message was not sent.',
    )
    expect(box).toHaveValue('Kun je morgen om 10 uur?')

    await userEvent.click(screen.getByTestId('reply-send'))
    await act(async () => {})
    expect(await screen.findByText('Kun je morgen om 10 uur?', { selector: 'p' })).toBeInTheDocument()
    expect(box).toHaveValue('')
    expect(screen.queryByTestId('reply-error')).toBeNull()
  })

  it('sends a double-clicked reply with one idempotency key and disables the button while sending (QUALITY REL-11)', async () => {
    let answer!: (value: unknown) => void
    const sends: { idempotencyKey?: string }[] = []
    installFakePortal({
      'session:get-info': signedIn,
      'inbox:mark-opened': () => watch,
      'api:rest': (input) => {
        const call = input as { call: string; idempotencyKey?: string }
        if (call.call !== 'whatsapp') return conversation()
        sends.push(call)
        return new Promise((resolve) => (answer = resolve))
      },
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'en-US')
    const box = await screen.findByTestId('reply-text', {}, { timeout: 5000 })
    await userEvent.type(box, 'Tot morgen')
    const button = screen.getByTestId('reply-send')
    // Both clicks land before React re-renders, as a fast double-click can.
    act(() => {
      fireEvent.click(button)
      fireEvent.click(button)
    })
    await waitFor(() => expect(button).toBeDisabled())
    expect(sends.length).toBeGreaterThan(0)
    const keys = new Set(sends.map((send) => send.idempotencyKey))
    expect(keys.size).toBe(1)
    expect([...keys][0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    await act(async () => answer({ message: 'OK', id: 'x' }))
    await waitFor(() => expect(box).toHaveValue(''))

    // A new reply is a new action with a new key.
    await userEvent.type(box, 'Nog iets')
    await userEvent.click(button)
    await waitFor(() => expect(sends.at(-1)?.idempotencyKey).toBeDefined())
    expect(sends.at(-1)?.idempotencyKey).not.toBe([...keys][0])
  })

  it('marks it unread and closes', async () => {
    let closed = false
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => conversation(),
      'inbox:mark-opened': () => watch,
      'inbox:mark-unread': () => watch,
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => (closed = true)} />, 'en-US')
    await userEvent.click(await screen.findByTestId('conversation-mark-unread', {}, { timeout: 5000 }))
    await act(async () => {})
    expect(portal.calls).toContainEqual({ channel: 'inbox:mark-unread', input: { clientIds: ['client-1'] } })
    expect(closed).toBe(true)
  })

  it('shows the generic error for a malformed conversation', async () => {
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => ({ conversation: { messages: 'nope' } }),
      'inbox:mark-opened': () => watch,
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'en-US')
    expect(await screen.findByTestId('conversation-error', {}, { timeout: 5000 })).toHaveTextContent(
      'Something went wrong.',
    )
  })
})

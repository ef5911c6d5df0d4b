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

  it('shows a message holding markup as text (SEC-14)', async () => {
    const hostile =
      '<img src="https://evil.example/t.gif" onerror="alert(1)"><a href="https://evil.example/in">Log in</a>'
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => conversation([{ text: hostile, sender: 'candidate' }]),
      'inbox:mark-opened': () => watch,
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'en-US')
    const thread = await screen.findByTestId('conversation-thread', {}, { timeout: 5000 })
    expect(within(thread).getByText(hostile, { exact: false })).toBeInTheDocument()
    expect(thread.querySelector('img, a[href*="evil"], [onerror]')).toBeNull()
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

  it('has the same label picker as "Gesprekken": applied labels shown, another one applied', async () => {
    const sets: unknown[] = []
    const data = conversation()
    installFakePortal({
      'session:get-info': signedIn,
      'inbox:mark-opened': () => watch,
      'api:rest': () => ({ conversation: { ...data.conversation, labels: ['l1'] } }),
      'api:graphql': (input) => {
        const { document, variables } = input as { document: string; variables: unknown }
        if (document.includes('allLabels'))
          return {
            allLabels: [
              { id: 'l1', name: 'Terugbellen', color: '#e03131' },
              { id: 'l2', name: 'Geplaatst', color: '#2f9e44' },
            ],
          }
        if (document.includes('setConversationLabel')) {
          sets.push(variables)
          return {
            setConversationLabel: { ok: true, errors: [], errorMessage: null, labelIds: ['l1', 'l2'] },
          }
        }
        throw new Error(`unexpected ${document}`)
      },
    })
    renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'nl-NL')
    const picker = await screen.findByTestId('conversation-panel-labels', {}, { timeout: 5000 })
    expect(await within(picker).findByTestId('conversation-label', {}, { timeout: 5000 })).toHaveTextContent(
      'Terugbellen',
    )
    await userEvent.click(within(picker).getByTestId('labels-edit'))
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Geplaatst' }, { timeout: 5000 }))
    await waitFor(() => expect(sets).toEqual([{ clientId: 'client-1', labelId: 'l2', applied: true }]), {
      timeout: 5000,
    })
  })

  describe('when the 24-hour window has closed', () => {
    const closed = () => {
      const data = conversation()
      return { conversation: { ...data.conversation, window_open: false, window_closes_at: null } }
    }
    const templates = {
      language_tag: 'nl',
      templates: [
        {
          definitionId: 'd1',
          templateId: 't1',
          name: 'Sollicitatie ontvangen',
          templateName: 'sollicitatie_ontvangen',
          languageTag: 'nl-NL',
          content: 'Hoi {{1}}, bedankt voor je sollicitatie als {{2}}!',
          footer: 'Talentbrug',
          parameters: [
            { index: 1, name: 'voornaam', example: 'Sanne' },
            { index: 2, name: 'vacature', example: 'orderpicker' },
          ],
        },
      ],
    }

    it('offers no free-form reply; a template is chosen, filled in, previewed and sent once', async () => {
      let answer!: (value: unknown) => void
      const sends: { body: unknown; idempotencyKey?: string }[] = []
      let sentText: string | null = null
      installFakePortal({
        'session:get-info': signedIn,
        'inbox:mark-opened': () => watch,
        'api:rest': (input) => {
          const call = input as { call: string; body: unknown; idempotencyKey?: string }
          if (call.call === 'whatsappTemplates') return templates
          if (call.call === 'whatsapp') {
            sends.push(call)
            return new Promise((resolve) => (answer = resolve))
          }
          const data = closed()
          if (sentText)
            data.conversation.messages.push({
              id: 99,
              sender_entity: 'recruiter',
              is_inbound: false,
              text: sentText,
              date: '14/03/26 10:10',
              status: 'sent',
            })
          return data
        },
      })
      renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'en-US')
      await screen.findByTestId('template-composer', {}, { timeout: 5000 })
      expect(screen.getByTestId('reply-window-closed')).toBeInTheDocument()
      expect(screen.queryByTestId('reply-text')).toBeNull()

      await userEvent.selectOptions(await screen.findByTestId('template-select'), 'Sollicitatie ontvangen')
      // Sending with empty parameters is refused in the form, nothing goes out.
      await userEvent.click(screen.getByTestId('template-send'))
      expect(await screen.findAllByText('This field is required.')).toHaveLength(2)
      expect(sends).toHaveLength(0)

      await userEvent.type(screen.getByTestId('template-parameter-1'), 'Fatima')
      expect(screen.getByTestId('preview-body')).toHaveTextContent(
        'Hoi Fatima, bedankt voor je sollicitatie als [vacature]!',
      )
      await userEvent.type(screen.getByTestId('template-parameter-2'), 'verpleegkundige')
      expect(screen.getByTestId('preview-body')).toHaveTextContent(
        'Hoi Fatima, bedankt voor je sollicitatie als verpleegkundige!',
      )
      const button = screen.getByTestId('template-send')
      act(() => {
        fireEvent.click(button)
        fireEvent.click(button)
      })
      await waitFor(() => expect(button).toBeDisabled())
      expect(new Set(sends.map((send) => send.idempotencyKey)).size).toBe(1)
      expect(sends[0]?.body).toEqual({
        project_id: 'werving-zorg',
        client_id: 'client-1',
        template: { template_id: 't1', language_tag: 'nl-NL', parameters: ['Fatima', 'verpleegkundige'] },
      })
      sentText = 'Hoi Fatima, bedankt voor je sollicitatie als verpleegkundige!'
      await act(async () => answer({ message: 'OK', id: 'x' }))
      expect(await screen.findByText(sentText, { selector: 'p' })).toBeInTheDocument()
      await waitFor(() => expect(screen.queryByTestId('template-parameter-1')).toBeNull())
    })

    it("says so when the answer is not 'OK' and keeps the filled-in values", async () => {
      installFakePortal({
        'session:get-info': signedIn,
        'inbox:mark-opened': () => watch,
        'api:rest': (input) => {
          const call = (input as { call: string }).call
          if (call === 'whatsappTemplates') return templates
          if (call === 'whatsapp') return { message: 'Unknown conversation.', reason: 'unknown_conversation' }
          return closed()
        },
      })
      renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'nl-NL')
      await userEvent.selectOptions(
        await screen.findByTestId('template-select', {}, { timeout: 5000 }),
        'Sollicitatie ontvangen',
      )
      await userEvent.type(screen.getByTestId('template-parameter-1'), 'Fatima')
      await userEvent.type(screen.getByTestId('template-parameter-2'), 'kok')
      await userEvent.click(screen.getByTestId('template-send'))
      expect(await screen.findByTestId('template-error')).toHaveTextContent('Het bericht is niet verzonden.')
      expect(screen.getByTestId('template-parameter-2')).toHaveValue('kok')
    })

    it('says when no approved template exists in the conversation language', async () => {
      installFakePortal({
        'session:get-info': signedIn,
        'inbox:mark-opened': () => watch,
        'api:rest': (input) =>
          (input as { call: string }).call === 'whatsappTemplates'
            ? { language_tag: 'nl', templates: [] }
            : closed(),
      })
      renderWithProviders(<ConversationPanel clientId="client-1" onClose={() => undefined} />, 'nl-NL')
      expect(await screen.findByTestId('template-none', {}, { timeout: 5000 })).toHaveTextContent(
        'Er is geen actieve, goedgekeurde template in het Nederlands.',
      )
      expect(screen.queryByTestId('template-send')).toBeNull()
      expect(screen.queryByTestId('reply-text')).toBeNull()
    })
  })
})

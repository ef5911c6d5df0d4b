import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import type { InboxSearch } from '../search'
import { message, page, signedIn } from './inbox-fixtures.test-helpers'
import { InboxPage } from './inbox-page'

const hostile = '=HYPERLINK("http://evil")' + '\n+1-2@x "quoted" 😀 مرحبا ' + 'x'.repeat(5000)

function restCalls(calls: { channel: string; input: unknown }[]) {
  return calls
    .filter((call) => call.channel === 'api:rest')
    .map((call) => call.input as { query: Record<string, string> })
}

describe('InboxPage', { timeout: 20_000 }, () => {
  it('asks the server for exactly the filters and page in the URL, and shows rows and totals', async () => {
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () =>
        page([
          message(),
          message({ id: 'm2', clientId: 'client-2', isRead: true, assignedAgentName: hostile }),
        ]),
    })
    const search: InboxSearch = {
      view: 'messages',
      page: 3,
      inbound: true,
      teams: ['Zorg Noord'],
      from: '2026-03-08',
      to: '2026-03-15',
    }
    renderWithRouter(
      <InboxPage search={search} onSearch={() => undefined} onOpen={() => undefined} />,
      'en-US',
    )

    expect(await screen.findAllByTestId('inbox-row', {}, { timeout: 5000 })).toHaveLength(2)
    const pageCall = restCalls(portal.calls).find((call) => call.query['page_num'] === '3')
    expect(pageCall?.query).toMatchObject({
      project_id: 'werving-zorg',
      page_num: '3',
      page_size: '20',
      fetch_options: 'false',
      is_inbound: 'true',
      team_names: 'Zorg Noord',
      start_date: '2026-03-08',
      end_date: '2026-03-15',
    })
    // Not on page 1: the options come from page 1, asked once.
    expect(restCalls(portal.calls).filter((call) => call.query['page_num'] === '1')).toHaveLength(1)
    expect(screen.getByTestId('total-messages')).toHaveTextContent('70')
    // A link that sets filters behind "More filters" opens with them shown (and the other totals).
    expect(screen.getByTestId('filter-more')).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByTestId('total-avgRecruiter')).toHaveTextContent('5 min 00 s')
    expect(screen.getByTestId('filter-teams')).toHaveTextContent('Zorg Noord')
    // Closed, they wait behind the button, which counts the set ones; the list keeps the height.
    await userEvent.click(screen.getByTestId('filter-more'))
    expect(screen.queryByTestId('total-avgRecruiter')).toBeNull()
    expect(screen.queryByTestId('filter-teams')).toBeNull()
    expect(screen.getByTestId('filter-more')).toHaveTextContent('More filters (2)')
    // Hostile text renders as text, in one clamped cell.
    const cell = screen.getByText(
      (_, element) => element?.tagName === 'TD' && element.textContent === hostile,
    )
    expect(cell).toHaveAttribute('dir', 'auto')
    expect(cell.style.textOverflow).toBe('ellipsis')
    expect(document.querySelectorAll('[data-testid="inbox-table"] *').length).toBeLessThan(1400)
  })

  it('filter changes go to the URL and back to page 1: search, triage and typed dates', async () => {
    installFakePortal({ 'session:get-info': signedIn, 'api:rest': () => page([message()]) })
    const onSearch = vi.fn()
    renderWithRouter(
      <InboxPage search={{ page: 2, view: 'messages' }} onSearch={onSearch} onOpen={() => undefined} />,
      'en-US',
    )
    await screen.findAllByTestId('inbox-row', {}, { timeout: 5000 })
    await userEvent.type(screen.getByTestId('filter-candidate'), '+31 6 1234 5678{Enter}')
    expect(onSearch).toHaveBeenLastCalledWith({ view: 'messages', candidate: '+31 6 1234 5678' })
    await userEvent.click(screen.getByTestId('triage-unread'))
    expect(onSearch).toHaveBeenLastCalledWith({ view: 'messages', read: false })
    await userEvent.click(screen.getByTestId('triage-waiting'))
    expect(onSearch).toHaveBeenLastCalledWith({ view: 'messages', inbound: true, replied: false })

    // Dates are typed in the interface language (en-US: mm/dd/yyyy); a start after the end is refused.
    await userEvent.click(screen.getByTestId('filter-period'))
    const from = await screen.findByTestId('filter-from')
    await userEvent.clear(from)
    await userEvent.type(from, '01/02/2026')
    await userEvent.tab()
    expect(onSearch).toHaveBeenLastCalledWith({ view: 'messages', from: '2026-01-02' })
    const calls = onSearch.mock.calls.length
    await userEvent.clear(from)
    await userEvent.type(from, '12/31/2099')
    await userEvent.tab()
    expect(await screen.findByTestId('filter-range-error')).toHaveTextContent(
      'The start date must not be after the end date.',
    )
    expect(onSearch.mock.calls.length).toBe(calls)
  })

  it('opens on the view the user last chose, at first "Gesprekken"; a choice is remembered through main', async () => {
    let remembered = 'conversations'
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'inbox:get-view': () => ({ view: remembered }),
      'inbox:set-view': (input) => {
        remembered = (input as { view: string }).view
        return { view: remembered }
      },
      'api:rest': () => page([message()]),
    })
    const onSearch = vi.fn()
    const first = renderWithRouter(
      <InboxPage search={{}} onSearch={onSearch} onOpen={() => undefined} />,
      'en-US',
    )
    expect(await screen.findByTestId('conversations-view', {}, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.queryByTestId('inbox-table')).toBeNull()

    await userEvent.click(screen.getByRole('radio', { name: 'Messages' }))
    expect(onSearch).toHaveBeenLastCalledWith({ view: 'messages' })
    await waitFor(() =>
      expect(
        portal.calls.filter((call) => call.channel === 'inbox:set-view').map((call) => call.input),
      ).toEqual([{ view: 'messages' }]),
    )
    first.unmount()

    // The next visit (no view in the link) opens where the user left: main answered their own choice.
    renderWithRouter(<InboxPage search={{}} onSearch={onSearch} onOpen={() => undefined} />, 'en-US')
    expect(await screen.findAllByTestId('inbox-row', {}, { timeout: 5000 })).toHaveLength(1)
  })

  it('refuses an inverted range in the link with a message instead of swapping it', async () => {
    const portal = installFakePortal({ 'session:get-info': signedIn, 'api:rest': () => page([message()]) })
    renderWithRouter(
      <InboxPage
        search={{ from: '2026-03-14', to: '2026-03-01', view: 'messages' }}
        onSearch={() => undefined}
        onOpen={() => undefined}
      />,
      'nl-NL',
    )
    expect(await screen.findByTestId('filter-range-refused')).toHaveTextContent(
      'De link had een begindatum na de einddatum',
    )
    const first = restCalls(portal.calls)[0]
    expect(first?.query['start_date']).not.toBe('2026-03-01')
  })

  it('a click anywhere on a row opens its conversation; its check box only selects that message', async () => {
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => page([message(), message({ id: 'm2' })]),
    })
    const onOpen = vi.fn()
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={onOpen} />,
      'en-US',
    )
    const rows = await screen.findAllByTestId('inbox-row', {}, { timeout: 5000 })
    await userEvent.click(rows[1]!.querySelectorAll('td')[5]!)
    expect(onOpen).toHaveBeenCalledWith('client-1')
    onOpen.mockClear()
    const boxes = within(rows[0]!).getAllByRole('checkbox')
    await userEvent.click(boxes[0]!)
    expect(onOpen).not.toHaveBeenCalled()
    // Two messages of one conversation: ticking one leaves the other.
    expect(within(rows[0]!).getByRole('checkbox')).toBeChecked()
    expect(within(rows[1]!).getByRole('checkbox')).not.toBeChecked()
    expect(screen.getByTestId('list-selected')).toHaveTextContent('1 message selected (1 conversation)')
  })

  it('live: an arrival from main refetches in place, highlights the row, and holds the order under the pointer', async () => {
    let answer = page([message(), message({ id: 'm2', clientId: 'client-2' })])
    const portal = installFakePortal({ 'session:get-info': signedIn, 'api:rest': () => answer })
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={() => undefined} />,
      'en-US',
    )
    await screen.findAllByTestId('inbox-row', {}, { timeout: 5000 })
    const ids = () => screen.getAllByTestId('inbox-row').map((row) => row.dataset['messageId'])

    // The pointer rests on the table: the new row waits, the rows under it stay where they are.
    fireEvent.pointerEnter(screen.getByTestId('inbox-table-scroller'))
    answer = page([message({ id: 'm3', clientId: 'client-3' }), ...answer.messages], { message_count: 71 })
    act(() => portal.emit('inbox:did-receive-messages', { messageIds: ['m3'], clientIds: ['client-3'] }))
    await waitFor(() => expect(screen.getByTestId('total-messages')).toHaveTextContent('71'))
    expect(ids()).toEqual(['m1', 'm2'])
    expect(screen.getByTestId('inbox-waiting')).toHaveTextContent('1 new conversation')
    // No skeleton at any point: the table stayed.
    expect(screen.queryByTestId('inbox-loading')).toBeNull()

    fireEvent.pointerLeave(screen.getByTestId('inbox-table-scroller'))
    await waitFor(() => expect(ids()).toEqual(['m3', 'm1', 'm2']))
    expect(screen.getAllByTestId('inbox-row')[0]).toHaveAttribute('data-fresh', 'true')
  })

  it('marks the selected conversations unread in one call', async () => {
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () =>
        page([message({ isRead: true }), message({ id: 'm2', clientId: 'client-2', isRead: true })]),
      'inbox:mark-unread': () => ({ unreadConversations: 2, status: 'watching' }),
    })
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={() => undefined} />,
      'en-US',
    )
    await screen.findAllByTestId('inbox-row', {}, { timeout: 5000 })
    expect(screen.getByTestId('bulk-unread')).toBeDisabled()
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select all messages on this page' }))
    await userEvent.click(screen.getByTestId('bulk-unread'))
    await act(async () => {})
    expect(portal.calls).toContainEqual({
      channel: 'inbox:mark-unread',
      input: { clientIds: ['client-1', 'client-2'] },
    })
  })

  it('opens a conversation from its date', async () => {
    installFakePortal({ 'session:get-info': signedIn, 'api:rest': () => page([message()]) })
    const onOpen = vi.fn()
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={onOpen} />,
      'en-US',
    )
    await userEvent.click(
      await screen.findByRole('button', { name: /Open conversation \+31612345678/ }, { timeout: 5000 }),
    )
    expect(onOpen).toHaveBeenCalledWith('client-1')
  })

  it('shows the generic error with retry when the server reply has the wrong shape (nl-NL)', async () => {
    let answer: unknown = { messages: [{ id: 1, clientId: 5 }], message_count: 'many' }
    installFakePortal({ 'session:get-info': signedIn, 'api:rest': () => answer })
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={() => undefined} />,
    )
    const error = await screen.findByTestId('inbox-error', {}, { timeout: 5000 })
    expect(error).toHaveTextContent('Er is iets fout gegaan.')
    answer = page([])
    await userEvent.click(within(error).getByRole('button'))
    expect(await screen.findByTestId('inbox-empty', {}, { timeout: 5000 })).toHaveTextContent(
      'Geen berichten',
    )
  })

  it("shows the suspension notice for a suspended chatbot, the code's message for others", async () => {
    let code = 'chatbot_suspended'
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => {
        throw { code, message: 'english developer text' }
      },
    })
    const view = renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={() => undefined} />,
      'en-US',
    )
    expect(await screen.findByTestId('notice-chatbot_suspended', {}, { timeout: 3000 })).toHaveTextContent(
      /has been suspended/,
    )
    view.unmount()
    code = 'not_assigned_to_chatbot'
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={() => undefined} />,
      'en-US',
    )
    const error = await screen.findByTestId('inbox-error', {}, { timeout: 3000 })
    expect(error).toHaveTextContent('You are not assigned to this chatbot.')
    expect(error).not.toHaveTextContent('The cause of the error is unknown.')
  })

  it("adds 'The cause of the error is unknown.' when nothing more is known", async () => {
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => {
        throw { code: 'server_error', message: 'boom' }
      },
    })
    renderWithRouter(
      <InboxPage search={{ view: 'messages' }} onSearch={() => undefined} onOpen={() => undefined} />,
      'en-US',
    )
    expect(await screen.findByTestId('inbox-error', {}, { timeout: 3000 })).toHaveTextContent(
      'Something went wrong.The cause of the error is unknown.',
    )
  })
})

import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { defaultInboxFilters, type ConversationBrief, type ConversationBriefPage } from '@shared/domain/inbox'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { useInboxLive } from '../live'
import { ConversationList } from './conversation-list'
import { signedIn } from './inbox-fixtures.test-helpers'

function brief(n: number, overrides: Partial<ConversationBrief> = {}): ConversationBrief {
  return {
    client_id: `client-${n}`,
    last_message_at: '2026-03-14T10:05:00+01:00',
    last_message_date: '14/03/26 10:05',
    last_message: `Bericht ${n}`,
    last_sender_entity: 'candidate',
    contact_details: { name: `Kandidaat ${n}`, phone_number: null },
    phone_number: null,
    ats_entity_id: null,
    team_names: [],
    state_machines: [],
    assigned_agent_name: null,
    is_read: true,
    last_is_inbound: true,
    window_open: null,
    labels: [],
    ...overrides,
  }
}

function LiveList({ candidateId = null }: { candidateId?: string | null }) {
  useInboxLive()
  return (
    <div style={{ height: 600 }}>
      <ConversationList
        scope={{ chatbotId: 'c1', projectId: 'werving-zorg' }}
        filters={{ ...defaultInboxFilters(new Date(2026, 2, 14)), candidateId }}
        labels={[]}
        openClientId={undefined}
        onOpen={() => undefined}
        onClose={() => undefined}
        onReset={() => undefined}
      />
    </div>
  )
}

describe('ConversationList', { timeout: 20_000 }, () => {
  // jsdom has no layout: give the list a window of rows to render.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600)
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(340)
  })
  afterEach(() => vi.restoreAllMocks())

  it('keeps the row elements across a live refresh, so a click on a row is not lost', async () => {
    let rows = Array.from({ length: 30 }, (_, i) => brief(i + 1))
    const answer = (): ConversationBriefPage => ({
      conversations: rows,
      conversation_count: rows.length,
      amount_of_pages: 1,
      page: 1,
    })
    const portal = installFakePortal({ 'session:get-info': signedIn, 'api:rest': answer })
    renderWithProviders(<LiveList />, 'en-US')
    await waitFor(() => expect(screen.getAllByTestId('conversation-row').length).toBeGreaterThan(5))
    const first = screen.getAllByTestId('conversation-row')[0]!
    expect(first.dataset['clientId']).toBe('client-1')

    rows = [brief(99, { is_read: false }), ...rows]
    act(() => portal.emit('inbox:did-receive-messages', { messageIds: ['m99'], clientIds: ['client-99'] }))
    await waitFor(() =>
      expect(screen.getAllByTestId('conversation-row')[0]!.dataset['clientId']).toBe('client-99'),
    )
    expect(first.isConnected).toBe(true)
    expect(document.querySelector('[data-client-id="client-1"]')).toBe(first)
  })

  it("says it is busy, dimmed, while another filter's conversations load; a live refresh is not busy", async () => {
    const all = Array.from({ length: 30 }, (_, i) => brief(i + 1))
    let release: () => void = () => undefined
    const page = (rows: ConversationBrief[]): ConversationBriefPage => ({
      conversations: rows,
      conversation_count: rows.length,
      amount_of_pages: 1,
      page: 1,
    })
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': (input) =>
        JSON.stringify(input).includes('OTYS-7')
          ? new Promise<ConversationBriefPage>((resolve) => (release = () => resolve(page([all[6]!]))))
          : page(all),
    })
    function Filtered() {
      const [candidateId, setCandidateId] = useState<string | null>(null)
      return (
        <>
          <button onClick={() => setCandidateId('OTYS-7')}>filter</button>
          <LiveList candidateId={candidateId} />
        </>
      )
    }
    renderWithProviders(<Filtered />, 'en-US')
    await waitFor(() => expect(screen.getAllByTestId('conversation-row').length).toBeGreaterThan(5))
    const list = screen.getByTestId('conversation-list')
    expect(list.getAttribute('aria-busy')).toBe('false')

    fireEvent.click(screen.getByRole('button', { name: 'filter' }))
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('true'))
    // The previous filter's rows stay in sight, dimmed, until the new ones arrive.
    expect(screen.getAllByTestId('conversation-row')[0]!.dataset['clientId']).toBe('client-1')
    expect(list.style.opacity).toBe('0.6')

    act(() => release())
    await waitFor(() => expect(list.getAttribute('aria-busy')).toBe('false'))
    expect(screen.getAllByTestId('conversation-row').map((row) => row.dataset['clientId'])).toEqual([
      'client-7',
    ])
    expect(list.style.opacity).toBe('1')

    act(() => portal.emit('inbox:did-receive-messages', { messageIds: ['m7'], clientIds: ['client-7'] }))
    await waitFor(() => expect(portal.calls.filter((call) => call.channel === 'api:rest').length).toBe(3))
    expect(list.getAttribute('aria-busy')).toBe('false')
  })

  it('keeps the rows when a live refresh fails, and says so above them', async () => {
    let fail = false
    const rows = Array.from({ length: 30 }, (_, i) => brief(i + 1))
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => {
        if (fail) throw { code: 'network', message: 'offline' }
        return { conversations: rows, conversation_count: 30, amount_of_pages: 1, page: 1 }
      },
    })
    renderWithProviders(<LiveList />, 'en-US')
    await waitFor(() => expect(screen.getAllByTestId('conversation-row').length).toBeGreaterThan(5))
    const first = screen.getAllByTestId('conversation-row')[0]!

    fail = true
    act(() => portal.emit('inbox:did-receive-messages', { messageIds: ['m99'], clientIds: ['client-99'] }))
    expect(await screen.findByTestId('conversation-list-stale')).toBeInTheDocument()
    expect(first.isConnected).toBe(true)
  })

  it('shows a conversation once when a later page repeats it (the list moved between two page loads)', async () => {
    const pageOne = Array.from({ length: 3 }, (_, i) => brief(i + 1))
    // Page 2 was asked after client-3 moved down by one: it comes again.
    const pageTwo = [brief(3), brief(4)]
    const portal = installFakePortal({
      'session:get-info': signedIn,
      'api:rest': (input) => {
        const page = (input as { body: { brief: { page: number } } }).body.brief.page
        return {
          conversations: page === 1 ? pageOne : pageTwo,
          conversation_count: 5,
          amount_of_pages: 2,
          page,
        }
      },
    })
    renderWithProviders(<LiveList />, 'en-US')
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(4))
    expect(screen.getAllByTestId('conversation-row').map((row) => row.dataset['clientId'])).toEqual([
      'client-1',
      'client-2',
      'client-3',
      'client-4',
    ])
    // And its row stays the same element through a live refresh.
    const rows = () => screen.getAllByTestId('conversation-row')
    const third = rows()[2]!
    const calls = portal.calls.length
    act(() => portal.emit('inbox:did-receive-messages', { messageIds: ['m9'], clientIds: ['client-9'] }))
    await waitFor(() => expect(portal.calls.length).toBeGreaterThanOrEqual(calls + 2))
    await waitFor(() => expect(rows()).toHaveLength(4))
    expect(document.querySelectorAll('[data-client-id="client-3"]')).toHaveLength(1)
    expect(third.isConnected).toBe(true)
  })

  it("shows each row's time on the organisation's clock (Amsterdam), not the computer's", async () => {
    // 23:30 UTC on 14 March is 00:30 on 15 March in Amsterdam.
    const rows = [brief(1, { last_message_at: '2026-03-14T23:30:00Z' })]
    installFakePortal({
      'session:get-info': signedIn,
      'api:rest': () => ({ conversations: rows, conversation_count: 1, amount_of_pages: 1, page: 1 }),
    })
    renderWithProviders(<LiveList />, 'en-US')
    expect(await screen.findByTestId('conversation-row')).toHaveTextContent('03/15/2026')
  })
})

import { describe, expect, it } from 'vitest'
import { clientMessagesParams, defaultInboxFilters } from '@shared/domain/inbox'
import {
  filtersFromSearch,
  rangeRefused,
  searchFromFilters,
  triageActive,
  triageViews,
  validateInboxSearch,
} from './search'

const today = new Date(2026, 2, 15, 14, 30)

describe('inbox search params', () => {
  it('default to the last 30 days up to today and page 1, leaving defaults out of the URL', () => {
    const search = validateInboxSearch({})
    expect(search).toEqual({})
    expect(filtersFromSearch(search, today)).toEqual(defaultInboxFilters(today))
    expect(searchFromFilters(defaultInboxFilters(today), today)).toEqual({})
  })

  it('keep valid values and drop each invalid one on its own', () => {
    const search = validateInboxSearch({
      page: 3,
      from: '2026-03-08',
      to: 'not a date',
      inbound: true,
      read: 'yes',
      teams: ['Zorg Noord', 'Team "Oost", Flex'],
      senders: ['candidate', 'hacker'],
      candidate: 'x'.repeat(201),
      unknown: 1,
    })
    expect(search).toEqual({
      page: 3,
      from: '2026-03-08',
      inbound: true,
      teams: ['Zorg Noord', 'Team "Oost", Flex'],
    })
  })

  it('rejects page numbers below 1 or fractional', () => {
    expect(validateInboxSearch({ page: 0 })).toEqual({})
    expect(validateInboxSearch({ page: 2.5 })).toEqual({})
    expect(validateInboxSearch({ page: -4 })).toEqual({})
  })

  it('refuses a reversed date range instead of swapping it: the default range, and it says so', () => {
    const search = { from: '2026-03-14', to: '2026-03-01' }
    const filters = filtersFromSearch(search, today)
    const defaults = defaultInboxFilters(today)
    expect([filters.startDate, filters.endDate]).toEqual([defaults.startDate, defaults.endDate])
    expect(rangeRefused(search, today)).toBe(true)
    expect(rangeRefused({ from: '2026-03-01', to: '2026-03-14' }, today)).toBe(false)
    expect(rangeRefused({ from: '2026-03-16' }, today)).toBe(true)
  })

  it('triage views are filters: unread, mine and waiting land in the URL and on the server', () => {
    const base = defaultInboxFilters(today)
    const waiting = { ...base, ...triageViews.waiting }
    expect(triageActive(waiting, 'waiting')).toBe(true)
    expect(triageActive(waiting, 'unread')).toBe(false)
    const mine = { ...base, ...triageViews.mine, labelIds: ['label-1', 'label-2'] }
    const search = searchFromFilters(mine, today, 1, 'conversations')
    expect(search).toEqual({ view: 'conversations', mine: true, labels: ['label-1', 'label-2'] })
    const back = filtersFromSearch(validateInboxSearch(search as Record<string, unknown>), today)
    expect(back).toEqual(mine)
    expect(clientMessagesParams('p', back, { pageNum: 1, pageSize: 20 })).toMatchObject({
      assigned_to_me: 'true',
      label_ids: 'label-1,label-2',
    })
  })

  it('round-trips filters through the URL, and maps to the server parameters exactly', () => {
    const filters = {
      ...defaultInboxFilters(today),
      startDate: '2026-03-08',
      isInbound: true,
      isReplied: false,
      teamNames: ['Zorg Noord'],
      assignedTo: ['Sanne Bakker'],
      senderEntities: ['recruiter' as const, 'candidate' as const],
      candidateId: 'ats-42',
    }
    const search = searchFromFilters(filters, today, 3)
    expect(search.page).toBe(3)
    const back = filtersFromSearch(
      validateInboxSearch(JSON.parse(JSON.stringify(search)) as Record<string, unknown>),
      today,
    )
    expect(back).toEqual(filters)
    expect(clientMessagesParams('werving-zorg', back, { pageNum: 3, pageSize: 20 })).toEqual({
      project_id: 'werving-zorg',
      page_size: '20',
      page_num: '3',
      fetch_options: 'false',
      start_date: '2026-03-08',
      end_date: '2026-03-15',
      is_inbound: 'true',
      is_replied: 'false',
      team_names: 'Zorg Noord',
      assigned_to: 'Sanne Bakker',
      sender_entities: 'recruiter,candidate',
      candidate_id: 'ats-42',
    })
  })
})

import { describe, expect, it } from 'vitest'
import {
  clientMessagesParams,
  defaultInboxFilters,
  inboxLabelPalette,
  inboxPageSize,
  labelColour,
  parseInboxDate,
} from './inbox'
import { defaultDateRange } from './analytics'

/** The computer's own time zone: the Smart Inbox's "today" is this computer's, as analytics' is. */
const localTimeZone = Intl.DateTimeFormat().resolvedOptions().timeZone

const today = new Date(2026, 10, 21, 9, 30)

describe('Smart Inbox filters → client-messages parameters (spec 000 §9, spec 001 §7.2)', () => {
  it('defaults to the last 30 days up to today, page 1 of 20, filter options on page 1 only', () => {
    const filters = defaultInboxFilters(today)
    // Today and the 29 days before it: the same 30 days analytics shows (defaultDateRange).
    expect(filters).toMatchObject({ startDate: '2026-10-23', endDate: '2026-11-21' })
    expect(filters).toMatchObject(defaultDateRange(today.getTime(), localTimeZone))
    expect(clientMessagesParams('werving', filters, { pageNum: 1, pageSize: inboxPageSize }, today)).toEqual({
      project_id: 'werving',
      page_size: '20',
      page_num: '1',
      fetch_options: 'true',
      start_date: '2026-10-23',
      // Up to today as the server counts days (see the next test).
      end_date: '2026-11-22',
    })
    expect(
      clientMessagesParams('werving', filters, { pageNum: 2, pageSize: inboxPageSize }).fetch_options,
    ).toBe('false')
  })

  it("asks a range that ends today up to tomorrow: the server's day may already have turned", () => {
    // 23:30 on this desktop can be 00:30 the next day on a Dutch server; its newest messages carry that day.
    const lateEvening = new Date(2026, 10, 23, 23, 30)
    const params = (endDate: string) =>
      clientMessagesParams(
        'werving',
        { ...defaultInboxFilters(lateEvening), endDate },
        { pageNum: 1, pageSize: 20 },
        lateEvening,
      ).end_date
    expect(params('2026-11-23')).toBe('2026-11-24')
    // A range the user ended in the past is left exactly as chosen; a later end day too.
    expect(params('2026-11-20')).toBe('2026-11-20')
    expect(params('2026-11-30')).toBe('2026-11-30')
    // Across a month's end.
    const lastOfMonth = new Date(2026, 10, 30, 12, 0)
    expect(
      clientMessagesParams(
        'werving',
        defaultInboxFilters(lastOfMonth),
        { pageNum: 1, pageSize: 20 },
        lastOfMonth,
      ).end_date,
    ).toBe('2026-12-01')
  })

  it('sends only the filters the user chose, with the server names', () => {
    const filters = {
      ...defaultInboxFilters(today),
      isInbound: true,
      isRead: false,
      teamNames: ['Team Noord', 'Team Zuid'],
      senderEntities: ['candidate' as const],
      candidateId: 'OTYS-42',
    }
    const params = clientMessagesParams('werving', filters, { pageNum: 3, pageSize: 20 })
    expect(params).toMatchObject({
      is_inbound: 'true',
      is_read: 'false',
      team_names: 'Team Noord,Team Zuid',
      sender_entities: 'candidate',
      candidate_id: 'OTYS-42',
    })
    for (const absent of [
      'is_sent',
      'is_replied',
      'template_names',
      'human_readable_types',
      'assigned_to',
      'export',
    ]) {
      expect(params).not.toHaveProperty(absent)
    }
  })

  it('an export asks for every row of the same filters, never for filter options', () => {
    const params = clientMessagesParams('werving', defaultInboxFilters(today), {
      pageNum: 1,
      pageSize: 1000,
      export: true,
    })
    expect(params).toMatchObject({ export: 'true', fetch_options: 'false', page_size: '1000' })
  })
})

describe('inbox values', () => {
  it('reads the DD/MM/YY HH:mm date format', () => {
    expect(parseInboxDate('21/11/26 08:15')).toBe(new Date(2026, 10, 21, 8, 15).getTime())
    expect(parseInboxDate('2026-11-21')).toBeNaN()
  })

  it('labels take the 16-colour palette in order, wrapping around', () => {
    expect(inboxLabelPalette).toHaveLength(16)
    expect(labelColour(0)).toBe(inboxLabelPalette[0])
    expect(labelColour(17)).toBe(inboxLabelPalette[1])
  })
})

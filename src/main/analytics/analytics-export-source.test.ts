import { describe, expect, it } from 'vitest'
import { xlsxCellOf, xlsxNumberFormats } from '../exports/export-table'
import { dayValue, portalAnalyticsExportSource } from './analytics-export-source'

describe('analytics export: users per day', () => {
  it('writes each day as a day cell (a real date in the .xlsx), not as text', async () => {
    const source = portalAnalyticsExportSource({
      projectId: 'p1',
      table: 'perPeriod',
      range: { startDate: '2026-11-01', endDate: '2026-11-02' },
      flowIds: [],
      language: 'nl-NL',
      api: {
        rest: async () =>
          ({
            results: [
              { period: '2026-11-01', users: 4 },
              { period: '2026-11-02', users: 0 },
            ],
          }) as never,
        graphql: async () => {
          throw new Error('not used')
        },
      },
    })
    expect(source.columns[0]?.kind).toBe('day')
    const page = await source.fetchPage(1, new AbortController().signal)
    expect(page.rows).toEqual([
      [Date.UTC(2026, 10, 1), 4],
      [Date.UTC(2026, 10, 2), 0],
    ])
  })

  it('keeps a period it cannot read as a day as text', () => {
    expect(dayValue('2026-W45')).toBe('2026-W45')
  })
})

describe('analytics export: conversations', () => {
  it('writes the date as a real date and the duration as a real duration, not as text', async () => {
    const source = portalAnalyticsExportSource({
      projectId: 'p1',
      table: 'conversations',
      range: { startDate: '2026-11-01', endDate: '2026-11-30' },
      flowIds: [],
      language: 'nl-NL',
      api: {
        rest: async () => {
          throw new Error('not used')
        },
        graphql: async () => ({
          analyticsConversations: {
            amountOfPages: 1,
            conversations: [
              {
                clientId: 'client-1',
                date: '21/11/26 09:15',
                language: 'nl',
                channel: 'whatsapp',
                steps: 6,
                messageCount: 14,
                durationSeconds: 185,
                stateMachines: ['Werving'],
                contactDetails: { name: 'Sanne', phoneNumber: '+31612345678', email: null },
                finished: true,
              },
            ],
          },
        }),
      },
    })
    const kinds = source.columns.map((column) => column.kind)
    const page = await source.fetchPage(1, new AbortController().signal)
    const row = page.rows[0]!
    expect(kinds[0]).toBe('date')
    expect(row[0]).toBe(Date.UTC(2026, 10, 21, 9, 15))
    const duration = kinds.indexOf('duration')
    expect(source.columns[duration]?.header).toBe('Duur')
    expect(row[duration]).toBe(185)
    expect(xlsxCellOf(row[duration]!, 'duration', 'nl-NL')).toEqual({
      value: 185 / 86_400,
      numFmt: xlsxNumberFormats.duration,
    })
  })
})

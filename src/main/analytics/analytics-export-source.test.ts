import { describe, expect, it } from 'vitest'
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

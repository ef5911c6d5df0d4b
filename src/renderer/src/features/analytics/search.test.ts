import { describe, expect, it } from 'vitest'
import { filterOf, rangeOf } from './range'
import { validateAnalyticsSearch } from './search'

describe('analytics search', () => {
  const now = Date.parse('2026-03-10T23:30:00Z')

  it('defaults to the last 30 days to the end of today in the user’s zone', () => {
    expect(rangeOf({}, now, 'Europe/Amsterdam')).toEqual({ startDate: '2026-02-10', endDate: '2026-03-11' })
    expect(rangeOf({}, now, 'America/Los_Angeles')).toEqual({
      startDate: '2026-02-09',
      endDate: '2026-03-10',
    })
  })

  it('keeps the URL’s range and flow, and orders a reversed range', () => {
    expect(filterOf({ from: '2026-01-01', to: '2026-01-07', flow: 'fl-1' }, now, 'UTC')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-07',
      flowIds: ['fl-1'],
    })
    expect(rangeOf({ from: '2026-01-07', to: '2026-01-01' }, now, 'UTC')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-07',
    })
    // A link with a range every server call would refuse shows the default range.
    for (const link of [
      { from: '2000-01-01', to: '2099-12-31' },
      { from: '1970-01-01', to: '2026-01-01' },
    ])
      expect(rangeOf(link, now, 'UTC')).toEqual(rangeOf({}, now, 'UTC'))
  })

  it('drops bad values field by field', () => {
    expect(validateAnalyticsSearch({ tab: 'nope', from: '1-1-2026', to: '2026-01-07', page: 0 })).toEqual({
      to: '2026-01-07',
    })
    expect(validateAnalyticsSearch({ tab: 'funnel', page: 2 })).toEqual({ tab: 'funnel', page: 2 })
  })
})

import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { customReportProblems } from './analytics'
import { campaignConversationFiltersSchema } from './automations-conversations'
import {
  analyticsRangeLimit,
  boundedDay,
  isBoundedDay,
  rangeDays,
  rangeLimits,
  rangeProblem,
  rangeText,
} from './date-ranges'
import { defaultInboxFilters, inboxFiltersSchema } from './inbox'
import { exportsContract } from '../ipc/exports'

const messages = (result: { issues?: readonly { message: string }[] }) =>
  (result.issues ?? []).map((issue) => issue.message)

describe('date ranges', () => {
  it('bounds a day to this century, real days only', () => {
    for (const day of ['2000-01-01', '2026-02-28', '2024-02-29', '2099-12-31'])
      expect(isBoundedDay(day)).toBe(true)
    for (const day of ['1999-12-31', '2100-01-01', '1970-01-01', '9999-12-30', '2026-02-29', '2026-1-01', ''])
      expect(isBoundedDay(day)).toBe(false)
    expect(messages(v.safeParse(boundedDay, '1970-01-01'))).toEqual([rangeText('day', 0)])
  })

  it('counts the days of a range by arithmetic and names its first problem', () => {
    expect(rangeDays('2026-01-01', '2026-01-01')).toBe(1)
    expect(rangeDays('2000-01-01', '2099-12-31')).toBe(36_525)
    expect(rangeProblem('2025-01-01', '2025-12-31', 365)).toBeNull()
    expect(rangeProblem('2024-01-01', '2024-12-31', 365)).toBe('tooLong')
    expect(rangeProblem('2026-01-02', '2026-01-01', 365)).toBe('startAfterEnd')
    expect(rangeProblem('1970-01-01', '2026-01-01', 365)).toBe('day')
  })

  it('gives analytics per period the limit that fits it', () => {
    expect(analyticsRangeLimit('kpiAnalytics')).toBe(rangeLimits.analytics)
    expect(analyticsRangeLimit('activeUsersPerPeriod', 'day')).toBe(rangeLimits.analytics)
    expect(analyticsRangeLimit('activeUsersPerPeriod', 'week')).toBe(rangeLimits.analyticsPerWeek)
    expect(analyticsRangeLimit('activeUsersPerPeriod', 'month')).toBe(rangeLimits.analyticsPerMonth)
  })

  it("main's inputs refuse what the server refuses, with the same words", () => {
    const filters = { ...defaultInboxFilters(new Date(2026, 0, 15)), startDate: '2000-01-01' }
    expect(messages(v.safeParse(inboxFiltersSchema, filters))).toEqual([
      rangeText('tooLong', rangeLimits.inbox),
    ])
    const exportInput = {
      table: 'perPeriod',
      range: { startDate: '2000-01-01', endDate: '2099-12-31' },
      flowIds: [],
      format: 'csv',
      language: 'en-US',
    }
    expect(messages(v.safeParse(exportsContract.startPortalAnalyticsExport.input, exportInput))).toEqual([
      rangeText('tooLong', rangeLimits.analytics),
    ])
    const allowed = { ...exportInput, range: { startDate: '2025-01-16', endDate: '2026-01-15' } }
    expect(v.safeParse(exportsContract.startPortalAnalyticsExport.input, allowed).success).toBe(true)
    // Campaign filters are read in order, so a reversed range counts too.
    expect(
      messages(v.safeParse(campaignConversationFiltersSchema, { from: '2099-12-31', to: '2000-01-01' })),
    ).toEqual([rangeText('tooLong', rangeLimits.campaign)])
    expect(
      customReportProblems({ emails: ['a@b.nl'], startDate: '2000-01-01', endDate: '2099-12-31' }),
    ).toEqual({ endDate: 'rangeTooLong' })
  })
})

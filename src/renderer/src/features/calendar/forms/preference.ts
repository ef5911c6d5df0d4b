import { calendarBounds, noDailyLimit } from '@shared/domain/calendar'
import type { EventPreference } from '../api/calendar-users'
import { slotDraftProblems, slotDrafts, type SlotDraft } from './slots'

/** The "times to schedule" form of one event preference, as the screen holds it. */
export interface PreferenceDraft {
  readonly enabled: boolean
  readonly unlimited: boolean
  /** The daily limit when not unlimited (kept while "no limit" is on, so switching back restores it). */
  readonly dailyLimit: number | ''
  /** Spec §9: the offset is shown in hours when a same-day offset is set, else in days. */
  readonly offsetUnit: 'days' | 'hours'
  readonly planOffsetDays: number | ''
  readonly sameDayOffsetHours: number | ''
  readonly planRange: number | ''
  readonly timeBeforeEvent: number | ''
  readonly timeAfterEvent: number | ''
  /** null: custom availability (the slots below). */
  readonly schemaId: string | null
  readonly slots: readonly SlotDraft[]
}

export type PreferenceField =
  | 'dailyLimit'
  | 'planOffsetDays'
  | 'sameDayOffsetHours'
  | 'planRange'
  | 'timeBeforeEvent'
  | 'timeAfterEvent'
  | 'slots'

export function preferenceDraft(preference: EventPreference): PreferenceDraft {
  const unlimited = preference.dailyLimit === noDailyLimit
  return {
    enabled: preference.enabled,
    unlimited,
    dailyLimit: unlimited ? 10 : preference.dailyLimit,
    offsetUnit: preference.sameDayOffsetHours > 0 ? 'hours' : 'days',
    planOffsetDays: preference.planOffsetDays,
    sameDayOffsetHours: preference.sameDayOffsetHours > 0 ? preference.sameDayOffsetHours : 1,
    planRange: preference.planRange,
    timeBeforeEvent: preference.timeBeforeEvent,
    timeAfterEvent: preference.timeAfterEvent,
    schemaId: preference.scheduleAvailabilitySchema?.id ?? null,
    slots: slotDrafts(preference.scheduleAvailabilities),
  }
}

/** Each field outside its bounds, with the bounds for the message; slot problems as one entry. */
export function preferenceProblems(
  draft: PreferenceDraft,
): Partial<Record<PreferenceField, { min: number; max: number } | 'slots'>> {
  const problems: Partial<Record<PreferenceField, { min: number; max: number } | 'slots'>> = {}
  const check = (field: PreferenceField, value: number | '', bounds: { min: number; max: number }) => {
    if (value === '' || !Number.isInteger(value) || value < bounds.min || value > bounds.max)
      problems[field] = bounds
  }
  if (!draft.unlimited) check('dailyLimit', draft.dailyLimit, calendarBounds.dailyLimit)
  if (draft.offsetUnit === 'days')
    check('planOffsetDays', draft.planOffsetDays, calendarBounds.planOffsetDays)
  else check('sameDayOffsetHours', draft.sameDayOffsetHours, { ...calendarBounds.sameDayOffsetHours, min: 1 })
  check('planRange', draft.planRange, calendarBounds.planRangeWeeks)
  check('timeBeforeEvent', draft.timeBeforeEvent, calendarBounds.bufferMinutes)
  check('timeAfterEvent', draft.timeAfterEvent, calendarBounds.bufferMinutes)
  if (draft.schemaId === null && slotDraftProblems(draft.slots).size > 0) problems.slots = 'slots'
  return problems
}

/** The draft as the mutation's input (only called once preferenceProblems is empty). */
export function preferenceInput(draft: PreferenceDraft) {
  const number = (value: number | '') => (value === '' ? 0 : value)
  return {
    enabled: draft.enabled,
    dailyLimit: draft.unlimited ? noDailyLimit : number(draft.dailyLimit),
    planOffsetDays: number(draft.planOffsetDays),
    sameDayOffsetHours: draft.offsetUnit === 'hours' ? number(draft.sameDayOffsetHours) : 0,
    planRange: number(draft.planRange),
    timeBeforeEvent: number(draft.timeBeforeEvent),
    timeAfterEvent: number(draft.timeAfterEvent),
    scheduleAvailabilitySchemaId: draft.schemaId,
  }
}

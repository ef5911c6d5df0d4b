import { useEffect, useSyncExternalStore } from 'react'
import type { CalendarLinkOutcome } from '@shared/ipc/calendar'

type Failure = Extract<CalendarLinkOutcome, { outcome: 'failed' }>

/**
 * How the last calendar link of each calendar user ended when it failed, and which calendar users' link
 * controls are on screen. A refusal is said once: in the drawer when that calendar user's controls are
 * shown (where the user started the link), otherwise as a notification; an opened drawer still shows it.
 */
const failures = new Map<string, Failure>()
const shown = new Map<string, number>()
const listeners = new Set<() => void>()

function changed() {
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Records how a link ended: a failure is kept for its calendar user, a success clears it. */
export function recordLinkOutcome(outcome: CalendarLinkOutcome) {
  if (outcome.outcome === 'failed') failures.set(outcome.calendarUserId, outcome)
  else failures.delete(outcome.calendarUserId)
  changed()
}

export function clearLinkFailure(calendarUserId: string) {
  if (failures.delete(calendarUserId)) changed()
}

/** Whether this calendar user's link controls are on screen (so a failure is shown there). */
export function isLinkShown(calendarUserId: string) {
  return (shown.get(calendarUserId) ?? 0) > 0
}

/** The calendar user's last link failure, and marks their link controls as on screen while mounted. */
export function useLinkFailure(calendarUserId: string): Failure | null {
  useEffect(() => {
    shown.set(calendarUserId, (shown.get(calendarUserId) ?? 0) + 1)
    return () => {
      const count = (shown.get(calendarUserId) ?? 1) - 1
      if (count > 0) shown.set(calendarUserId, count)
      else shown.delete(calendarUserId)
    }
  }, [calendarUserId])
  return useSyncExternalStore(subscribe, () => failures.get(calendarUserId) ?? null)
}

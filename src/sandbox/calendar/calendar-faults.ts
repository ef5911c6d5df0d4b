/**
 * Fault injection for the calendar (demo and tests, POST /__sandbox/calendar-fault): the next `times`
 * writes of one kind fail, so the all-or-nothing saves (a reminder's two notifications, an event
 * configuration with its translations) can be shown and tested. Kept per database, so parallel test
 * servers do not share faults.
 */
const pending = new WeakMap<object, Map<string, number>>()

export const calendarFaultOperations = [
  'createEventNotification.EMAIL',
  'createEventNotification.PUSH',
  'createTranslation',
] as const
export type CalendarFaultOperation = (typeof calendarFaultOperations)[number]

export function injectCalendarFault(key: object, operation: CalendarFaultOperation, times: number): void {
  const faults = pending.get(key) ?? new Map<string, number>()
  pending.set(key, faults)
  if (times <= 0) faults.delete(operation)
  else faults.set(operation, times)
}

/** True (and one fewer pending) when the next write of `operation` is to fail. */
export function takeCalendarFault(key: object, operation: CalendarFaultOperation): boolean {
  const faults = pending.get(key)
  const left = faults?.get(operation) ?? 0
  if (left <= 0) return false
  if (left === 1) faults!.delete(operation)
  else faults!.set(operation, left - 1)
  return true
}

/** A write the fault injection (or a failing database) stopped; the transaction around it rolls back. */
export class CalendarWriteFailed extends Error {
  constructor(readonly operation: string) {
    super(`calendar write failed: ${operation}`)
  }
}

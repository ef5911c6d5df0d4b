import * as v from 'valibot'
import {
  calendarProducts,
  type CalendarLinkFailureReason,
  type CalendarProductName,
} from '../domain/calendar-link'
import { command, event } from './contract'

/** The link main is waiting for (one at a time), so a reloaded window shows it again. */
export interface PendingCalendarLink {
  readonly calendarUserId: string
  readonly calendarType: CalendarProductName
  /** Epoch milliseconds: after this the answer is refused (10 minutes after the start). */
  readonly expiresAt: number
}

export type CalendarLinkOutcome =
  | {
      readonly calendarUserId: string
      readonly outcome: 'linked'
      readonly calendarType: CalendarProductName
    }
  | {
      readonly calendarUserId: string
      readonly outcome: 'failed'
      readonly reason: CalendarLinkFailureReason | null
      /** The server's own words when it gave no known reason. */
      readonly detail: string | null
    }

const id = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

/**
 * Linking a calendar user's calendar (spec 000 §2 "Link calendar modal"): main opens the provider's consent
 * in the system browser and takes the answer back through the app's deep link (only the link it started,
 * once, with its state, within 10 minutes), exchanges the code with the server and reports the state
 * (POST is-calendar-authenticated). The page only hears how it ended: no code or token reaches it.
 * Main also watches the links the user may fix and notifies when one stops working.
 */
export const calendarContract = {
  startLink: command<PendingCalendarLink>()(
    'calendar:start-link',
    v.strictObject({ calendarUserId: id, userId: id, calendarType: v.picklist(calendarProducts) }),
  ),
  /** Stops waiting (the person closed the dialog): a later answer is ignored. */
  cancelLink: command<{ readonly cancelled: boolean }>()('calendar:cancel-link', v.strictObject({})),
  pendingLink: command<PendingCalendarLink | null>()('calendar:pending-link', v.strictObject({})),
  onDidFinishLink: event<CalendarLinkOutcome>('calendar:did-finish-link'),
  /** A "link no longer works" notification was clicked: the renderer opens that calendar user. */
  onDidRequestCalendarUser: event<{ readonly calendarUserId: string }>('calendar:did-request-calendar-user'),
} as const

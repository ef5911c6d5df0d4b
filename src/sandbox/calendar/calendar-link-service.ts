import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import {
  calendarLinkCallbackUrl,
  calendarProducts,
  calendarLinkLifetimeMs,
  type CalendarLinkFailureReason,
  type CalendarProductName,
} from '@shared/domain/calendar-link'
import { errorCatalogue } from '@shared/domain/errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import * as directory from '../chatbots/schema'
import type { SandboxServices } from '../services'
import { editableCalendarUserOf, type Refusal } from './calendar-service'

/*
 * The two calendar providers the sandbox plays (spec 000 §2 "Link calendar modal"): a consent page that
 * answers the app's deep link with a one-time code, and the server's side of "authenticate calendar"
 * (001 §7) that exchanges it. The codes live in memory with the server: a restart forgets them, and a link
 * waiting for one then fails with 'unknown' and can be started again.
 */

interface ConsentCode {
  readonly provider: CalendarProductName
  readonly redirectUri: string
  readonly expiresAt: number
  used: boolean
}

const codesOf = new WeakMap<SandboxServices, Map<string, ConsentCode>>()
const codes = (services: SandboxServices) => {
  let map = codesOf.get(services)
  if (!map) codesOf.set(services, (map = new Map()))
  return map
}

/** Only the app's own callback: the consent page is no open redirect. */
export const isCalendarCallback = (redirectUri: string) => redirectUri === calendarLinkCallbackUrl

/**
 * The consent page's "allow": a code for `provider`, valid for as long as a link waits; `expired` issues
 * one that is already out of date (the page's third button, to try the 10-minute rule).
 */
export function issueConsentCode(
  services: SandboxServices,
  provider: CalendarProductName,
  redirectUri: string,
  expired = false,
): string {
  const now = services.clock.now()
  const code = randomBytes(18).toString('base64url')
  const all = codes(services)
  // Forget what can no longer be exchanged, so a page clicked all day does not grow the map.
  for (const [key, one] of all) if (one.used || one.expiresAt <= now) all.delete(key)
  all.set(code, {
    provider,
    redirectUri,
    expiresAt: expired ? now - 1 : now + calendarLinkLifetimeMs,
    used: false,
  })
  return code
}

const failed = (reason: CalendarLinkFailureReason, why: string): Refusal => ({
  ok: false,
  code: 'calendar_auth_failed',
  errorMessage: `${errorCatalogue.calendar_auth_failed.en} ${why}`,
  errors: [{ field: 'reason', messages: [reason] }],
})

export interface CalendarAuthentication {
  readonly code: string
  readonly userId: string
  /** GOOGLE or MICROSOFT (the SDL types it as text). */
  readonly calendarType: string
  readonly referer: string
}

/**
 * Authenticate calendar (code, userId, calendarType, referer): the code must be one the consent page gave,
 * unused, in time, for this provider and this address; then the user's calendar user is linked (its
 * calendar product set, the link working). Single use even when it fails for another reason.
 */
export async function authenticateCalendar(
  services: SandboxServices,
  viewer: AuthenticatedUser,
  input: CalendarAuthentication,
): Promise<{ ok: true; calendarUserId: string } | Refusal> {
  const guard = await editableCalendarUserOf(services.db, viewer, input.userId)
  if (guard.refused) return guard.refused
  const calendarType = calendarProducts.find((one) => one === input.calendarType)
  if (!calendarType) return failed('mismatch', 'Choose GOOGLE or MICROSOFT.')
  const consent = codes(services).get(input.code)
  if (!consent) return failed('unknown', 'The calendar did not give this code.')
  if (consent.used) return failed('used', 'This code was used already.')
  consent.used = true
  if (consent.expiresAt <= services.clock.now())
    return failed('expired', 'The answer came more than 10 minutes after the link was started.')
  if (consent.provider !== calendarType || consent.redirectUri !== input.referer)
    return failed('mismatch', 'The code was given for another calendar or address.')
  await setCalendarLink(services, guard.row.calendarUser.id, input.userId, calendarType)
  return { ok: true, calendarUserId: guard.row.calendarUser.id }
}

/**
 * updateCalendarToken / updateMicrosoftCalendarToken: the sandbox accepts only the empty token, which
 * unlinks (tokens come from a consent, never from a client).
 */
export async function replaceCalendarToken(
  services: SandboxServices,
  viewer: AuthenticatedUser,
  userId: string,
  token: string,
): Promise<{ ok: true; calendarUserId: string } | Refusal> {
  const guard = await editableCalendarUserOf(services.db, viewer, userId)
  if (guard.refused) return guard.refused
  if (token !== '') return failed('unknown', 'Tokens come from the calendar’s consent page.')
  await setCalendarLink(services, guard.row.calendarUser.id, userId, null)
  return { ok: true, calendarUserId: guard.row.calendarUser.id }
}

/**
 * Links the calendar user (and their user's calendar fields) to `product`, or unlinks it (null), in one
 * transaction so the two never disagree.
 */
async function setCalendarLink(
  services: SandboxServices,
  calendarUserId: string,
  userId: string,
  product: CalendarProductName | null,
): Promise<void> {
  await services.db.transaction(async (tx) => {
    await tx
      .update(directory.calendarUsers)
      .set({ isCalendarAuthenticated: product !== null, calendarProduct: product })
      .where(eq(directory.calendarUsers.id, calendarUserId))
    await tx
      .update(directory.users)
      .set({ calendarIsAuthenticated: product !== null, calendarAuthHandler: product })
      .where(eq(directory.users.id, userId))
  })
}

/** The simulator's "the provider revoked the link": the calendar stays known, the link stops working. */
export async function breakCalendarLink(services: SandboxServices, calendarUserId: string): Promise<boolean> {
  const rows = await services.db
    .update(directory.calendarUsers)
    .set({ isCalendarAuthenticated: false })
    .where(eq(directory.calendarUsers.id, calendarUserId))
    .returning({ userId: directory.calendarUsers.userId })
  const owner = rows[0]
  if (!owner) return false
  await services.db
    .update(directory.users)
    .set({ calendarIsAuthenticated: false })
    .where(eq(directory.users.id, owner.userId))
  return true
}

/**
 * Linking a calendar user's Google or Microsoft calendar (spec 000 §2 "Link calendar modal", 001 §7
 * authenticate calendar): the provider's consent runs in the system browser, never in an embedded page
 * (RFC 8252), and comes back to the app's deep link with a one-time code that main hands to the portal
 * server. The calendar's tokens stay on the server: neither main nor the page ever holds one.
 */
export const calendarProducts = ['GOOGLE', 'MICROSOFT'] as const
export type CalendarProductName = (typeof calendarProducts)[number]

/** Where the consent comes back to: the app's URL scheme (the installers register it). */
export const calendarLinkCallbackUrl = 'chatbot-portal://calendar/callback'

/** How long a started link waits for its answer, as a single sign-on does (QUALITY SEC-9). */
export const calendarLinkLifetimeMs = 10 * 60_000

/**
 * The portal server's consent start for one provider, on its API host (our addition to the contract,
 * docs/sandbox-api.md): it sends the browser on to the provider with the server's own client id, and the
 * provider back to `redirect_uri` with `code` and `state`, or `error`.
 */
export function calendarConsentUrl(apiOrigin: string, provider: CalendarProductName, state: string): string {
  const url = new URL(`${apiOrigin.replace(/\/+$/, '')}/calendar-link/${provider.toLowerCase()}/consent`)
  url.searchParams.set('redirect_uri', calendarLinkCallbackUrl)
  url.searchParams.set('state', state)
  return url.toString()
}

/** The link state the overview and the drawer show: linked, linked but no longer working, or none. */
export type CalendarLinkState = 'linked' | 'broken' | 'none'

/** A calendar user as the router answers it: a product is known once a calendar was linked. */
export function calendarLinkStateOf(calendarUser: {
  readonly isCalendarAuthenticated: boolean
  readonly calendar: { readonly product: string } | null | undefined
}): CalendarLinkState {
  if (calendarUser.isCalendarAuthenticated) return 'linked'
  return calendarUser.calendar ? 'broken' : 'none'
}

/**
 * Why a link failed, beside the spec's 'Something went wrong with authenticating, please try again.': the
 * person refused at the provider, the answer came after 10 minutes, the code was used or unknown (a
 * replayed link), or it was given for another provider or address.
 */
export const calendarLinkFailureReasons = ['denied', 'expired', 'used', 'unknown', 'mismatch'] as const
export type CalendarLinkFailureReason = (typeof calendarLinkFailureReasons)[number]

export const isCalendarLinkFailureReason = (value: unknown): value is CalendarLinkFailureReason =>
  (calendarLinkFailureReasons as readonly unknown[]).includes(value)

/**
 * The time zones the pickers offer: every IANA zone the runtime knows (Chromium's list), with the current
 * value kept even when the list lacks it, so an existing setting is shown as it is.
 */
let zones: readonly string[] | null = null

export function timeZoneOptions(current: string): string[] {
  zones ??= Intl.supportedValuesOf('timeZone')
  return zones.includes(current) ? [...zones] : [current, ...zones]
}

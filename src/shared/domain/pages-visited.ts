import * as v from 'valibot'

/**
 * User.pagesVisited (spec 000 §3, "JSON map"): per page, whether the user has seen it. Our reading: a page
 * is an area's name (the first segment of its route, `inbox`, `settings`), and `true` means its first-visit
 * hint was seen and closed. The map is bounded: pages are few, a writer cannot grow it without limit.
 */
export const maxPagesVisited = 100

export const pageKeySchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9-]{1,64}$/, 'A page is a lower-case name: letters, digits and hyphens, at most 64.'),
)

/** Whether the user has seen `page`; anything but `true` (absent, malformed map) is not seen. */
export function hasVisited(pagesVisited: unknown, page: string): boolean {
  if (!pagesVisited || typeof pagesVisited !== 'object' || Array.isArray(pagesVisited)) return false
  return Object.hasOwn(pagesVisited, page) && (pagesVisited as Record<string, unknown>)[page] === true
}

/** The page of a route's path: its first segment (`/settings/widget` → `settings`), or null for none. */
export function pageOfPath(pathname: string): string | null {
  const first = pathname.split('/').find((segment) => segment.length > 0) ?? ''
  return v.is(pageKeySchema, first) ? first : null
}

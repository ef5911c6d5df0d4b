import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import * as v from 'valibot'

/**
 * What every route does (ARCHITECTURE §4 "routes are thin"): validate its search and params with valibot,
 * and prime the query cache in its `loader` with the same `queryOptions` its component reads.
 */

/**
 * A route's `loader` step: fetches the query unless it is cached. A failure is left in the cache for the
 * screen to show (its error state with a retry), never thrown to the crash page.
 *
 * `cause` is the loader's: entering the route (or preloading it on hover) waits for the data, so the screen
 * opens complete; a change of search on the route the user is on ('stay': a filter, a page) only starts the
 * fetch, so the controls answer at once and the previous page stays on screen, dimmed, until the next
 * arrives (the component reads the same query).
 */
export async function primeQuery<TData, TKey extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<TData, Error, TData, TKey>,
  cause: 'enter' | 'stay' | 'preload' = 'enter',
): Promise<void> {
  const loading = client.ensureQueryData(options).then(
    () => undefined,
    // The component's useQuery shows the error (lib/errors message, retry).
    () => undefined,
  )
  if (cause !== 'stay') await loading
}

/** `validateSearch` for a route without search params: nothing from the URL reaches its component. */
export function noSearch(_search: Record<string, unknown>): Record<string, never> {
  return {}
}

/**
 * `validateSearch` from a valibot object schema whose fields each fall back on their own (`v.fallback`):
 * a bad value resets that field, not the screen; fields that end up undefined are left out of the URL.
 */
export function searchValidator<S extends v.GenericSchema<unknown, Record<string, unknown>>>(schema: S) {
  return (search: Record<string, unknown>): v.InferOutput<S> => {
    const parsed = v.safeParse(schema, search)
    if (!parsed.success) return {} as v.InferOutput<S>
    return Object.fromEntries(
      Object.entries(parsed.output).filter(([, value]) => value !== undefined),
    ) as v.InferOutput<S>
  }
}

/** A route's `params` option from a valibot schema: a malformed path shows the not-found page. */
export function paramsParser<P extends Record<string, string>>(
  schema: v.GenericSchema<Record<string, string>, P>,
) {
  return {
    parse: (raw: Record<string, string>): P => {
      const parsed = v.safeParse(schema, raw)
      if (!parsed.success) throw notFound()
      return parsed.output
    },
  }
}

/** A path segment that names a record: a non-empty id of sane length and characters. */
export const idParam = v.pipe(v.string(), v.minLength(1), v.maxLength(200), v.regex(/^[\w.:@+-]+$/))

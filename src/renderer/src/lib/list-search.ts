import * as v from 'valibot'

/**
 * Filters and page of a server-paged list live in the route's search params (ARCHITECTURE §4): a reload, a
 * link or the back button keeps them. A list's search schema is `v.object({ page: pageParam, ...filters })`
 * with every field in `v.fallback`, validated by the route with `searchValidator` (lib/route-data.ts).
 * Page sizes are the spec's (`inboxPageSize` etc. in shared/domain); the URL carries only the page.
 */
export const pageParam = v.fallback(
  v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
  undefined,
)

/** The spec's page sizes for lists that have no domain file yet (spec 000 §9, 001 §9). */
export const listPageSizes = {
  campaignConversations: 20,
  analyticsConversations: 100,
  atsFieldSearch: 20,
} as const

export type ListSearch = { readonly page?: number | undefined }

type FilterValue<T> = T extends readonly (infer Item)[] ? Item : T

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

function clean<S extends object>(search: S): S {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => !isEmpty(value))) as S
}

/** The search for page `page` (page 1 is left out of the URL). */
export function withPage<S extends ListSearch>(search: S, page: number): S {
  return clean({ ...search, page: page === 1 ? undefined : page })
}

/** Another value for one filter: back to page 1, an empty value leaves the URL. */
export function withFilter<S extends ListSearch, K extends Exclude<keyof S, 'page'>>(
  search: S,
  key: K,
  value: S[K] | undefined,
): S {
  return clean({ ...search, [key]: value, page: undefined })
}

/** Removes one filter, or one value of a multi-value filter (a chip's ×): back to page 1. */
export function withoutFilter<S extends ListSearch, K extends Exclude<keyof S, 'page'>>(
  search: S,
  key: K,
  value?: FilterValue<S[K]>,
): S {
  const current = search[key]
  const next =
    Array.isArray(current) && value !== undefined ? current.filter((item) => item !== value) : undefined
  return withFilter(search, key, next as S[K] | undefined)
}

/** One removable chip of the filter bar. */
export interface FilterChip {
  readonly id: string
  readonly label: string
  readonly remove: () => void
}

/** How each filter reads on a chip ("Team: Zorg Noord"); filters without an entry get no chip. */
export type ChipLabels<S> = {
  readonly [K in Exclude<keyof S, 'page'>]?: (value: FilterValue<NonNullable<S[K]>>) => string
}

/** The active filters of a search as chips, one per value of a multi-value filter, in the labels' order. */
export function filterChips<S extends ListSearch>(
  search: S,
  labels: ChipLabels<S>,
  onSearch: (next: S) => void,
): FilterChip[] {
  const chips: FilterChip[] = []
  for (const key of Object.keys(labels) as Exclude<keyof S, 'page'>[]) {
    const describe = labels[key] as ((value: unknown) => string) | undefined
    const value = search[key]
    if (!describe || isEmpty(value)) continue
    const values: unknown[] = Array.isArray(value) ? value : [value]
    for (const item of values) {
      chips.push({
        id: `${String(key)}:${String(item)}`,
        label: describe(item),
        remove: () =>
          onSearch(withoutFilter(search, key, (Array.isArray(value) ? item : undefined) as never)),
      })
    }
  }
  return chips
}

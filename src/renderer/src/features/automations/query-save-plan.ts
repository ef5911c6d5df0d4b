/** A statement as the editor holds it and the server takes it; `id` null for a statement not saved yet. */
export interface PlannedStatement {
  readonly id: string | null
  readonly atsFieldMapping: string
  readonly conditionId: string
  readonly negate: boolean
  readonly value: string
  readonly scalarName: string | null
}

/**
 * The one request that saves a query: a single added, changed or removed statement uses its own call
 * (createQueryStatement appends, updateQueryStatement, deleteQueryStatement); anything more, or another
 * order, replaces the query's statements with updateQuery. One request per query, so a save never stops
 * half-way.
 */
export type QuerySavePlan =
  | { readonly call: 'none' }
  | { readonly call: 'create'; readonly statement: PlannedStatement }
  | { readonly call: 'update'; readonly id: string; readonly statement: PlannedStatement }
  | { readonly call: 'delete'; readonly id: string }
  | { readonly call: 'replace'; readonly statements: readonly PlannedStatement[] }

const sameContent = (a: PlannedStatement, b: PlannedStatement) =>
  a.atsFieldMapping === b.atsFieldMapping &&
  a.conditionId === b.conditionId &&
  a.negate === b.negate &&
  a.value === b.value &&
  a.scalarName === b.scalarName

export function planQuerySave(
  saved: readonly PlannedStatement[],
  edited: readonly PlannedStatement[],
): QuerySavePlan {
  const savedById = new Map(saved.map((s) => [s.id, s]))
  const kept = edited.filter((s) => s.id !== null && savedById.has(s.id))
  const added = edited.filter((s) => s.id === null || !savedById.has(s.id))
  const removed = saved.filter((s) => !kept.some((k) => k.id === s.id))
  const changed = kept.filter((s) => !sameContent(s, savedById.get(s.id)!))
  const keptOrder = saved.filter((s) => kept.some((k) => k.id === s.id)).map((s) => s.id)
  const inOrder = kept.every((s, i) => s.id === keptOrder[i])
  // createQueryStatement appends: a new statement only keeps its place when it comes after the kept ones.
  const addedLast = edited.slice(kept.length).every((s) => added.includes(s))
  const changes = added.length + removed.length + changed.length
  if (changes === 0 && inOrder) return { call: 'none' }
  if (inOrder && changes === 1) {
    if (added.length === 1 && addedLast) return { call: 'create', statement: added[0]! }
    if (removed.length === 1) return { call: 'delete', id: removed[0]!.id! }
    if (changed.length === 1) return { call: 'update', id: changed[0]!.id!, statement: changed[0]! }
  }
  return { call: 'replace', statements: edited }
}

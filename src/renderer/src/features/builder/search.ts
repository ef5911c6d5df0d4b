import * as v from 'valibot'
import { flowKinds } from '@shared/domain/builder'
import { idParam } from '../../lib/route-data'

/** The flows list's search: a name filter and a kind (the builder's URL state). */
export const flowsSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  kind: v.fallback(v.optional(v.picklist(flowKinds)), undefined),
})

/** A flow's search: `state` opens that state (Try it's link to the state behind an answer). */
export const flowSearchSchema = v.object({ state: v.fallback(v.optional(idParam), undefined) })

const day = v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/))

/**
 * The tree view's search: `state` opens that state's drawer; `from` and `to` (both, in order) lay the
 * period's drop-off per state over the tree. An analytics funnel step links here with all three.
 */
export const treeSearchSchema = v.object({
  state: v.fallback(v.optional(idParam), undefined),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
})
export type TreeSearch = v.InferOutput<typeof treeSearchSchema>

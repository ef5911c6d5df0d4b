import * as v from 'valibot'
import { defaultInboxFilters, inboxViews, senderEntities, type InboxFilters } from '@shared/domain/inbox'
import { searchValidator } from '../../lib/route-data'

/**
 * The inbox's filters and page live in the route's search params so a reload (or a link from a
 * notification) keeps them. Every field falls back on its own: one bad value in a hand-edited URL resets
 * that filter, not the whole screen.
 */
const day = v.pipe(v.string(), v.isoDate())
const tristate = v.fallback(v.optional(v.nullable(v.boolean())), undefined)
const names = v.fallback(
  v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(200))), v.maxLength(200))),
  undefined,
)

export const inboxSearchSchema = v.object({
  page: v.fallback(
    v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000))),
    undefined,
  ),
  from: v.fallback(v.optional(day), undefined),
  to: v.fallback(v.optional(day), undefined),
  inbound: tristate,
  sent: tristate,
  read: tristate,
  replied: tristate,
  templates: names,
  types: names,
  teams: names,
  assignees: names,
  senders: v.fallback(v.optional(v.array(v.picklist(senderEntities))), undefined),
  candidate: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  /** "Aan mij". */
  mine: v.fallback(v.optional(v.literal(true)), undefined),
  labels: names,
  /**
   * "Gesprekken" (one row per conversation) or "Berichten" (the spec's message table); absent: the view the
   * user last chose (kept by main per user), at first "Gesprekken".
   */
  view: v.fallback(v.optional(v.picklist(inboxViews)), undefined),
})
export type InboxSearch = v.InferOutput<typeof inboxSearchSchema>

/** The route's `validateSearch`; keys that fell back to undefined are dropped, so the URL stays short. */
export const validateInboxSearch: (raw: Record<string, unknown>) => InboxSearch =
  searchValidator(inboxSearchSchema)

/** The filter model (`InboxFilters`) the search params describe; absent fields take the defaults. */
export function filtersFromSearch(search: InboxSearch, today: Date): InboxFilters {
  const defaults = defaultInboxFilters(today)
  let startDate = search.from ?? defaults.startDate
  let endDate = search.to ?? defaults.endDate
  // A reversed range (a hand-edited link) is refused, not silently swapped: the default range applies and
  // the filter bar says why (`rangeRefused`).
  if (startDate > endDate) [startDate, endDate] = [defaults.startDate, defaults.endDate]
  return {
    startDate,
    endDate,
    isInbound: search.inbound ?? null,
    isSent: search.sent ?? null,
    isRead: search.read ?? null,
    isReplied: search.replied ?? null,
    templateNames: search.templates ?? [],
    humanReadableTypes: search.types ?? [],
    teamNames: search.teams ?? [],
    assignedTo: search.assignees ?? [],
    senderEntities: search.senders ?? [],
    candidateId: search.candidate ? search.candidate : null,
    assignedToMe: search.mine === true,
    labelIds: search.labels ?? [],
  }
}

/** The link asked for a start date after its end date: refused (the default range shows) with a message. */
export function rangeRefused(search: InboxSearch, today: Date): boolean {
  const defaults = defaultInboxFilters(today)
  return (search.from ?? defaults.startDate) > (search.to ?? defaults.endDate)
}

/** The one-click triage views: each is a set of filters, shown as active when they all hold. */
export const triageViews = {
  unread: { isRead: false },
  mine: { assignedToMe: true },
  waiting: { isInbound: true, isReplied: false },
} as const satisfies Record<string, Partial<InboxFilters>>
export type TriageView = keyof typeof triageViews

export function triageActive(filters: InboxFilters, view: TriageView): boolean {
  return Object.entries(triageViews[view]).every(
    ([key, value]) => filters[key as keyof InboxFilters] === value,
  )
}

/** The search params for a filter model; defaults are left out. A filter change starts again at page 1. */
export function searchFromFilters(
  filters: InboxFilters,
  today: Date,
  page = 1,
  view?: InboxSearch['view'],
): InboxSearch {
  const defaults = defaultInboxFilters(today)
  const search: InboxSearch = {}
  if (view) search.view = view
  if (page !== 1) search.page = page
  if (filters.startDate !== defaults.startDate) search.from = filters.startDate
  if (filters.endDate !== defaults.endDate) search.to = filters.endDate
  if (filters.isInbound !== null) search.inbound = filters.isInbound
  if (filters.isSent !== null) search.sent = filters.isSent
  if (filters.isRead !== null) search.read = filters.isRead
  if (filters.isReplied !== null) search.replied = filters.isReplied
  if (filters.templateNames.length > 0) search.templates = filters.templateNames
  if (filters.humanReadableTypes.length > 0) search.types = filters.humanReadableTypes
  if (filters.teamNames.length > 0) search.teams = filters.teamNames
  if (filters.assignedTo.length > 0) search.assignees = filters.assignedTo
  if (filters.senderEntities.length > 0) search.senders = filters.senderEntities
  if (filters.candidateId) search.candidate = filters.candidateId
  if (filters.assignedToMe) search.mine = true
  if (filters.labelIds.length > 0) search.labels = filters.labelIds
  return search
}

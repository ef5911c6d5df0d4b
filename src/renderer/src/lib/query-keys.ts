import type { QueryClient, QueryFilters } from '@tanstack/react-query'

/**
 * Chatbot-scoped query keys (ARCHITECTURE §4, the renderer kit): every query that holds a chatbot's data
 * starts with `['chatbot', <chatbot id>, <area>]`. Two chatbots never share a cache entry, a chatbot switch
 * drops the previous chatbot's entries in one call (lib/session.ts), and an area invalidates all of its
 * queries with one filter. Queries that belong to the app or the user, not a chatbot (session, prefs,
 * watch state), keep their own short keys.
 */
export const chatbotScopeRoot = 'chatbot'

/** `['chatbot', id]`: everything cached for one chatbot. */
export function chatbotScopeKey(chatbotId: string) {
  return [chatbotScopeRoot, chatbotId] as const
}

/**
 * The key factory of one area: `inboxKeys.key(chatbotId, 'page', filters, 2)` →
 * `['chatbot', chatbotId, 'inbox', 'page', filters, 2]`.
 */
export function chatbotAreaKeys<const Area extends string>(area: Area) {
  return {
    area,
    /** Every query of this area for one chatbot. */
    all: (chatbotId: string) => [chatbotScopeRoot, chatbotId, area] as const,
    key: <const Parts extends readonly unknown[]>(chatbotId: string, ...parts: Parts) =>
      [chatbotScopeRoot, chatbotId, area, ...parts] as const,
    /** Matches this area's queries of every chatbot: for events from main and mutations' invalidation. */
    filter: {
      predicate: (query: { queryKey: readonly unknown[] }) =>
        query.queryKey[0] === chatbotScopeRoot && query.queryKey[2] === area,
    } satisfies QueryFilters,
  }
}

/** Cancels and removes everything cached for one chatbot (a switch to another chatbot). */
export function dropChatbotScope(client: QueryClient, chatbotId: string): void {
  const filters = { queryKey: chatbotScopeKey(chatbotId) }
  void client.cancelQueries(filters)
  client.removeQueries(filters)
}

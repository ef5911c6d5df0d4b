import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { defaultLanguage, toInterfaceLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { sessionOwnerOf, type SessionInfo } from '@shared/ipc/session'
import { portal, usePortalEvent, type PortalClient } from './portal'
import { flushPendingSaves } from './pending-saves'
import { dropChatbotScope } from './query-keys'

/** `portal().session`: commands resolve to their value and reject with PortalCallError. */
export type SessionClient = PortalClient['session']

export function sessionApi(): SessionClient {
  return portal().session
}

export const sessionQuery = queryOptions({
  queryKey: ['session'] as const,
  queryFn: async ({ client }) => {
    const info = await sessionApi().getInfo({})
    forgetPreviousUser(client, info)
    return info
  },
  // Main pushes every change (sign-in, sign-out, refresh failure, chatbot selection): never refetch on a timer.
  staleTime: Infinity,
})

/** Queries that hold nothing of a user: the app's own state, kept across a change of user. */
const userIndependentQueries: ReadonlySet<unknown> = new Set(['session', 'prefs', 'policy', 'updates'])

/**
 * Stores a new SessionInfo. When the user changes (sign-out, a refused refresh, another user), everything
 * cached for the previous user is cancelled and removed first, so no frame of their data is painted for
 * the next one (QUALITY SEC-11); `App` also remounts the screens, so no component keeps a stale result.
 */
export function applySessionInfo(client: QueryClient, info: SessionInfo): void {
  forgetPreviousUser(client, info)
  client.setQueryData(sessionQuery.queryKey, info)
}

/**
 * Every way a SessionInfo reaches the cache (event, command answer, refetch) passes through here first.
 * Another chatbot drops the previous chatbot's queries (lib/query-keys.ts); another user drops everything.
 */
function forgetPreviousUser(client: QueryClient, next: SessionInfo): void {
  const previous = client.getQueryData<SessionInfo>(['session'])
  if (!previous) return
  if (sessionOwnerOf(previous) === sessionOwnerOf(next)) {
    const before = signedInState(previous)?.chatbotId
    if (before && before !== signedInState(next)?.chatbotId) dropChatbotScope(client, before)
    return
  }
  const userData = {
    predicate: (query: { queryKey: readonly unknown[] }) => !userIndependentQueries.has(query.queryKey[0]),
  }
  void client.cancelQueries(userData)
  client.removeQueries(userData)
  client.getMutationCache().clear()
}

/** The session, kept live by main's `onDidChange` (routes and several features read it). */
export function useSession() {
  const client = useQueryClient()
  usePortalEvent(sessionApi().onDidChange, (info: SessionInfo) => applySessionInfo(client, info))
  return useQuery(sessionQuery)
}

/** Stores a SessionInfo a command answered with, so every reader sees it before main's event arrives. */
export function useStoreSessionInfo() {
  const client = useQueryClient()
  return (info: SessionInfo) => applySessionInfo(client, info)
}

export function signedInState(info: SessionInfo | undefined) {
  return info?.state.status === 'signed-in' ? info.state : null
}

/** Selects the chatbot to work on; the answer updates the cached session at once. */
export function useSelectChatbot() {
  const store = useStoreSessionInfo()
  return useMutation({
    mutationFn: (chatbotId: string) => sessionApi().selectChatbot({ chatbotId }),
    onSuccess: store,
  })
}

/**
 * Signs out; main's `onDidChange` then moves the app to the sign-in screen. Edits still waiting for their
 * debounced save are saved first, while the session can still send them (QUALITY REL-6).
 */
export function useLogout() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async () => {
      await flushPendingSaves()
      return sessionApi().logout({})
    },
    onSettled: () => client.invalidateQueries({ queryKey: sessionQuery.queryKey }),
  })
}

/**
 * The interface language (spec 000 §1): the user's explicit choice, else the signed-in user's language,
 * else the selected chatbot's default language, else Dutch.
 */
export function interfaceLanguageFor(
  explicit: InterfaceLanguage | null | undefined,
  session: SessionInfo | undefined,
): InterfaceLanguage {
  if (explicit) return explicit
  const signedIn = signedInState(session)
  if (signedIn?.user.language) return signedIn.user.language
  const chatbot = signedIn?.user.chatbots.find((candidate) => candidate.id === signedIn.chatbotId)
  if (chatbot?.defaultLanguageTag) return toInterfaceLanguage(chatbot.defaultLanguageTag)
  return defaultLanguage
}

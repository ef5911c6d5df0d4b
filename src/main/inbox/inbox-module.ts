import { clientMessagesParams, defaultInboxFilters, calendarDay, parseInboxDate } from '@shared/domain/inbox'
import { defaultLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { inboxContract } from '@shared/ipc/inbox'
import type { PortalApi } from '../api/portal-api'
import type { HttpClient } from '../api/http-client'
import { createOpenedConversations } from './opened-conversations'
import { PortalError } from '@shared/ipc/errors'
import { apiErrorCodes } from '@shared/ipc/api'
import { isAllowed } from '@shared/domain/permissions'
import { sessionOwnerOf } from '@shared/ipc/session'
import type { ExportJobs } from '../exports/export-jobs'
import type { MainModule } from '../modules/main-module'
import type { EventHub } from '../ipc/event-hub'
import { fill, type Notifier, type UnreadBadge } from '../notifications/notifier'
import type { KeyValueStore } from '../prefs/key-value-store'
import type { PreferencesService } from '../prefs/preferences-service'
import type { SessionService } from '../session/session-service'
import { parseConversationDeepLink } from '../security/deep-link'
import { startInboxExport } from './inbox-export-source'
import { createInboxWatcher, type InboundMessage, type InboxWatcher } from './inbox-watcher'
import { notificationStrings } from './inbox-strings'
import { createInboxViews } from './inbox-view'

export interface InboxModuleDeps {
  readonly session: Promise<SessionService>
  readonly api: PortalApi
  readonly http: HttpClient
  /** Origins IT trusts with tokens besides the portal server (QUALITY SEC-8). */
  readonly trustedOrigins: () => readonly string[]
  readonly prefs: PreferencesService
  readonly events: EventHub
  readonly store: KeyValueStore
  readonly notifier: Notifier
  readonly badge: UnreadBadge
  /** The export job: the inbox's messages and its analytics table are two of its sources. */
  readonly exports: Pick<ExportJobs, 'start'>
  /** Brings the window to the front (a notification was clicked). */
  readonly focusWindow: () => void
  readonly log: (message: string, detail?: unknown) => void
  /** The clock for how long a conversation link waits for a sign-in; Date.now by default. */
  readonly now?: () => number
}

/** A conversation link received while signed out waits this long for the sign-in (the SSO window). */
export const requestedConversationTtlMs = 10 * 60_000

export interface InboxModule extends MainModule {
  /** Its one poller (the composition pauses it while offline or asleep and disposes of it). */
  readonly watcher: InboxWatcher
  /** The session changed (signed in or out, chatbot switched): watch the right chatbot, or nothing. */
  onSessionChange(): void
  /**
   * The signed-in user signed out or was replaced: nothing of theirs stays (QUALITY SEC-11): notifications
   * closed, badge and watcher state cleared, realtime-store tokens dropped (the exports module cancels
   * the running exports).
   */
  forgetUser(): void
  /**
   * A `chatbot-portal://inbox/<client id>` link: signed in, the window comes to the front and the
   * conversation opens; signed out, it waits (10 minutes, in memory) and opens after the sign-in. It never
   * signs in or switches the account (QUALITY SEC-9). False when the URL is no conversation link.
   */
  handleDeepLink(url: string): boolean
}

/** Newest inbound messages asked for per poll: more than any burst a recruiter's inbox gets in 15 s. */
const watchPageSize = 50

/**
 * The Smart Inbox's work in main: the watcher (notifications, unread badge) and its two exports (the
 * messages and the analytics table, as sources of the export job), on the selected chatbot of the
 * signed-in session. It answers the `inbox` channels and the inbox's export start commands.
 */
export function createInboxModule(deps: InboxModuleDeps): InboxModule {
  let session: SessionService | null = null
  void deps.session.then((service) => (session = service))

  const language = (): InterfaceLanguage => {
    const state = session?.info().state
    return (
      deps.prefs.get().values.language ??
      (state?.status === 'signed-in' ? state.user.language : null) ??
      defaultLanguage
    )
  }
  const projectId = () => session?.selectedChatbot()?.name ?? null
  const now = deps.now ?? Date.now

  /** May this session open a conversation now: signed in, past the password step, a Smart Inbox user. */
  const mayOpenConversations = () => {
    const state = session?.info().state
    return (
      state?.status === 'signed-in' &&
      !state.passwordResetRequired &&
      isAllowed(state.user, 'read', 'SmartInbox')
    )
  }

  // The conversation the renderer should open next (a notification click or a deep link). The renderer
  // takes it once its signed-in frame listens, so a request made before that (at start-up, or while
  // signed out) is not lost; it is dropped with the user's data (forgetUser) and after a while.
  let requested: { clientId: string; at: number } | null = null
  const requestConversation = (clientId: string) => {
    requested = { clientId, at: now() }
    if (!mayOpenConversations()) return
    deps.focusWindow()
    deps.events.emit(inboxContract.onDidRequestConversation, { clientId })
  }
  const takeRequestedConversation = (): { clientId: string | null } => {
    if (!requested || !mayOpenConversations()) return { clientId: null }
    const { clientId, at } = requested
    requested = null
    return { clientId: now() - at <= requestedConversationTtlMs ? clientId : null }
  }

  async function fetchInbound(since: number): Promise<InboundMessage[]> {
    const project = projectId()
    if (!project) return []
    const filters = {
      ...defaultInboxFilters(new Date()),
      isInbound: true,
      startDate: calendarDay(new Date(since)),
    }
    const query = {
      ...clientMessagesParams(project, filters, { pageNum: 1, pageSize: watchPageSize }),
      fetch_options: 'false',
    }
    // Checked against the inbox page schema by rest() (QUALITY REL-9).
    const page = await deps.api.rest('clientMessages', { query })
    // Dates have minute precision: look back one minute; the watcher drops what it has already seen.
    return page.messages
      .filter((message) => message.senderEntity === 'candidate' && message.isInbound)
      .map((message) => ({
        id: String(message.id),
        clientId: message.clientId,
        receivedAt: parseInboxDate(message.date),
        candidateName: null,
        phoneNumber: message.phoneNumber,
        text: message.text,
      }))
      .filter((message) => !(message.receivedAt < since - 60_000))
  }

  const watcher = createInboxWatcher({
    fetchInbound,
    notifier: deps.notifier,
    badge: deps.badge,
    store: deps.store,
    now: Date.now,
    timers: globalThis,
    texts: () => {
      const strings = notificationStrings(language())
      return {
        showPreviews: deps.prefs.get().values.notificationPreviews,
        oneTitle: (sender) => fill(strings.oneTitle, { sender: sender || strings.unknownSender }),
        hiddenBody: strings.hiddenBody,
        manyTitle: (count) => fill(strings.manyTitle, { count }),
        manyBody: strings.manyBody,
      }
    },
    onOpenConversation: requestConversation,
    onChange: (state) => deps.events.emit(inboxContract.onDidChangeWatchState, state),
    onArrivals: (fresh) =>
      deps.events.emit(inboxContract.onDidReceiveMessages, {
        messageIds: fresh.map((message) => message.id),
        clientIds: [...new Set(fresh.map((message) => message.clientId))],
      }),
    log: deps.log,
  })

  const fetchExportPage = (query: Record<string, string>) => deps.api.rest('clientMessages', { query })

  // Watch while signed in with a chatbot; a chatbot switch restarts the watch on the new one.
  let watchedChatbot: string | null = null
  const follow = () => {
    const state = session?.info().state
    // Only for users of the Smart Inbox: a partner's watcher would poll into 403s all day.
    const watching =
      state?.status === 'signed-in' &&
      !state.passwordResetRequired &&
      isAllowed(state.user, 'read', 'SmartInbox')
    const chatbot = watching ? state.chatbotId : null
    if (chatbot === watchedChatbot) return
    watchedChatbot = chatbot
    watcher.setSignedIn(false)
    if (chatbot) watcher.setSignedIn(true)
  }
  void deps.session.then(follow)

  const views = createInboxViews(deps.store, () => (session ? sessionOwnerOf(session.info()) : null))
  const opened = createOpenedConversations(() => deps.session, deps.http, deps.trustedOrigins)
  const requireProject = () => {
    const project = projectId()
    if (!project) throw new PortalError(apiErrorCodes.noChatbotSelected, 'Select a chatbot first.')
    return project
  }

  return {
    name: 'inbox',
    watcher,
    handlers: {
      inbox: {
        getWatchState: () => watcher.state(),
        takeRequestedConversation: () => takeRequestedConversation(),
        // Opening a conversation marks it read for the project and clears it from the unread badge.
        markOpened: async ({ clientId }) => {
          watcher.markOpened(clientId)
          await opened.markOpened(requireProject(), clientId)
          return watcher.state()
        },
        getView: () => ({ view: views.get() }),
        setView: ({ view }) => ({ view: views.set(view) }),
        // Single or bulk 'unread'.
        markUnread: async ({ clientIds }) => {
          await opened.markUnopened(requireProject(), clientIds)
          watcher.markUnread(clientIds)
          return watcher.state()
        },
      },
      exports: {
        startInboxExport: ({ filters, ...request }) =>
          startInboxExport(deps.exports, fetchExportPage, filters, request, 'inbox'),
        startAnalyticsExport: ({ filters, ...request }) =>
          startInboxExport(deps.exports, fetchExportPage, filters, request, 'analytics'),
      },
    },
    pollers: [watcher],
    onSessionChange: follow,
    handleDeepLink(url) {
      const link = parseConversationDeepLink(url)
      if (!link) return false
      requestConversation(link.clientId)
      return true
    },
    forgetUser() {
      requested = null
      opened.forgetTokens()
      watcher.forgetUser()
      deps.notifier.closeAll()
    },
  }
}

import * as v from 'valibot'
import { inboxViews, type InboxView } from '../domain/inbox'
import { command, event } from './contract'

/**
 * The Smart Inbox watcher in main: it polls for new inbound messages while signed in, shows one native
 * notification per new conversation and keeps the unread count on the tray and dock/taskbar badge.
 */
export interface InboxWatchState {
  /** Conversations with inbound messages the user has not opened since they arrived. */
  readonly unreadConversations: number
  readonly status: 'watching' | 'paused' | 'stopped'
}

/** New inbound messages one poll of the watcher found (ids as the server sends them, as strings). */
export interface InboxArrivals {
  readonly messageIds: readonly string[]
  readonly clientIds: readonly string[]
}

const clientId = v.pipe(v.string(), v.minLength(1), v.maxLength(200))

export const inboxContract = {
  getWatchState: command<InboxWatchState>()('inbox:get-watch-state', v.strictObject({})),
  /**
   * The user opened a conversation: it is marked read for this user (spec 000 §4: opening marks it read;
   * stored per project in the realtime store) and no longer counts as unread in the badge.
   */
  markOpened: command<InboxWatchState>()('inbox:mark-opened', v.strictObject({ clientId })),
  /** Single or bulk 'unread': removes the conversations from the opened list again. */
  markUnread: command<InboxWatchState>()(
    'inbox:mark-unread',
    v.strictObject({ clientIds: v.pipe(v.array(clientId), v.minLength(1), v.maxLength(100)) }),
  ),
  /**
   * The view the signed-in user last chose ("Gesprekken" until they chose): kept per user and server, so
   * another user signing in on this computer does not inherit it.
   */
  getView: command<{ readonly view: InboxView }>()('inbox:get-view', v.strictObject({})),
  /** Remembers the signed-in user's view; signed out, nothing is kept. */
  setView: command<{ readonly view: InboxView }>()(
    'inbox:set-view',
    v.strictObject({ view: v.picklist(inboxViews) }),
  ),
  onDidChangeWatchState: event<InboxWatchState>('inbox:did-change-watch-state'),
  /**
   * The watcher saw new inbound candidate messages (the inbox is live): the open inbox refetches its lists and
   * totals and briefly highlights these rows. At most the ids of one poll (the watcher asks 50 at a time).
   */
  onDidReceiveMessages: event<InboxArrivals>('inbox:did-receive-messages'),
  /**
   * A notification was clicked or a `chatbot-portal://inbox/<client id>` link opened: the window is
   * focused; the renderer takes the request (takeRequestedConversation) and opens that conversation.
   */
  onDidRequestConversation: event<{ readonly clientId: string }>('inbox:did-request-conversation'),
  /**
   * The conversation to open next, once (null when none): a request made before the signed-in frame
   * listened (at start-up, or a deep link received while signed out) is not lost.
   */
  takeRequestedConversation: command<{ readonly clientId: string | null }>()(
    'inbox:take-requested-conversation',
    v.strictObject({}),
  ),
} as const

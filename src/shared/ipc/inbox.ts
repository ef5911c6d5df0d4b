import * as v from 'valibot'
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

export const inboxContract = {
  getWatchState: command<InboxWatchState>()('inbox:get-watch-state', v.strictObject({})),
  /** The user opened a conversation: it no longer counts as unread (and will not notify again). */
  markOpened: command<InboxWatchState>()(
    'inbox:mark-opened',
    v.strictObject({ clientId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  ),
  onDidChangeWatchState: event<InboxWatchState>('inbox:did-change-watch-state'),
  /** A notification was clicked: the window is focused; the renderer opens this conversation. */
  onDidRequestConversation: event<{ readonly clientId: string }>('inbox:did-request-conversation'),
} as const

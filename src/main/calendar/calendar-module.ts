import * as v from 'valibot'
import {
  calendarConsentUrl,
  calendarLinkCallbackUrl,
  calendarLinkLifetimeMs,
  calendarLinkStateOf,
  isCalendarLinkFailureReason,
  type CalendarLinkState,
} from '@shared/domain/calendar-link'
import { defaultLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { defineAbilityFor } from '@shared/domain/permissions'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation } from '@shared/graphql/operation'
import { calendarContract, type CalendarLinkOutcome, type PendingCalendarLink } from '@shared/ipc/calendar'
import { PortalError } from '@shared/ipc/errors'
import { sessionErrorCodes, type SessionInfo } from '@shared/ipc/session'
import enUS from '../../../locales/en-US/calendar.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/calendar.json' with { type: 'json' }
import { graphqlRequest } from '../api/graphql-request'
import type { PortalApi } from '../api/portal-api'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import type { Notifier } from '../notifications/notifier'
import { createPoller, type Poller, type PollerTimers } from '../polling/poller'
import { maxDeepLinkLength } from '../security/deep-link'
import { createPendingCallback } from '../security/pending-callback'
import type { SessionService } from '../session/session-service'

export interface CalendarModuleDeps {
  readonly session: Promise<Pick<SessionService, 'connection'>>
  readonly api: Pick<PortalApi, 'graphql' | 'rest'>
  readonly events: Pick<EventHub, 'emit'>
  readonly notifier: Notifier
  readonly focusWindow: () => void
  /** Opens the provider's consent in the system browser (never an embedded page, RFC 8252). */
  readonly openExternal: (url: string) => Promise<void>
  readonly language: () => InterfaceLanguage | null
  readonly log: (message: string, detail?: unknown) => void
  readonly now?: () => number
  readonly timers?: PollerTimers
  readonly random?: () => number
}

export interface CalendarModule extends MainModule {
  readonly linkWatch: Poller
}

/**
 * How often main asks whether the calendar links the user may fix still work. A broken link costs
 * bookings, not data: a few minutes' delay is fine, and the router is not asked more than that.
 */
export const calendarLinkPollIntervalMs = 5 * 60_000

const resultReply = v.object({
  ok: v.boolean(),
  code: v.nullable(v.string()),
  errorMessage: v.nullable(v.string()),
  errors: v.array(v.object({ field: v.string(), messages: v.array(v.string()) })),
})

const authenticateOperation = graphqlOperation(
  'link calendar',
  routerGraphql(`
    mutation AuthenticateCalendar(
      $code: String!
      $userId: ID!
      $calendarType: String!
      $referer: String!
    ) {
      authenticateCalendar(code: $code, userId: $userId, calendarType: $calendarType, referer: $referer) {
        ok
        code
        errorMessage
        errors {
          field
          messages
        }
      }
    }
  `),
  v.object({ authenticateCalendar: resultReply }),
)

const linkWatchOperation = graphqlOperation(
  'calendar links',
  routerGraphql(`
    query CalendarLinkWatch {
      allCalendarUsers {
        id
        firstName
        lastName
        email
        isCalendarAuthenticated
        calendar {
          product
        }
        mayEdit
      }
    }
  `),
  v.object({
    allCalendarUsers: v.array(
      v.object({
        id: v.string(),
        firstName: v.string(),
        lastName: v.string(),
        email: v.string(),
        isCalendarAuthenticated: v.boolean(),
        calendar: v.nullable(v.object({ product: v.string() })),
        mayEdit: v.boolean(),
      }),
    ),
  }),
)

const texts: Record<InterfaceLanguage, { title: string; body: string }> = {
  'en-US': enUS.notification.linkBroken,
  'nl-NL': nlNL.notification.linkBroken,
}

/** What a started link needs when its answer comes. */
interface PendingLink extends Omit<PendingCalendarLink, 'expiresAt'> {
  readonly userId: string
}

/** The answer in a `chatbot-portal://calendar/callback?…` link, or null when the link is another one. */
export function parseCalendarCallback(
  raw: string,
): { state: string | null; code: string | null; error: string | null } | null {
  if (raw.length > maxDeepLinkLength) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  const callback = new URL(calendarLinkCallbackUrl)
  if (url.protocol !== callback.protocol || url.host !== callback.host) return null
  if (url.pathname.replace(/\/+$/, '') !== callback.pathname) return null
  const params = url.searchParams
  return { state: params.get('state'), code: params.get('code'), error: params.get('error') }
}

/**
 * Calendar links (spec 000 §2 "Link calendar modal"): the consent in the system browser and its answer by
 * deep link, under the single sign-on's rules (QUALITY SEC-9: only a link this app started and is waiting
 * for, once, with its state, within 10 minutes); the code goes to the server at once and is never kept,
 * logged or shown. And a watch of the links the user may fix, with a native notification when one stops
 * working (a click opens that calendar user).
 */
export function createCalendarModule(deps: CalendarModuleDeps): CalendarModule {
  const now = deps.now ?? Date.now
  // The single sign-on's own mechanism (QUALITY SEC-9): one link waits, its answer counts once, in time,
  // with its state.
  const links = createPendingCallback<PendingLink>({ now, lifetimeMs: calendarLinkLifetimeMs })
  let userLanguage: InterfaceLanguage | null = null
  /** The link state of each calendar user at the last look; notifications are for changes only. */
  let lastSeen = new Map<string, CalendarLinkState>()

  const finish = (outcome: CalendarLinkOutcome) => {
    deps.events.emit(calendarContract.onDidFinishLink, outcome)
    deps.focusWindow()
  }

  async function exchange(link: PendingLink, code: string) {
    try {
      const { authenticateCalendar: answer } = await graphqlRequest(
        deps.api,
        'router',
        authenticateOperation,
        {
          code,
          userId: link.userId,
          calendarType: link.calendarType,
          referer: calendarLinkCallbackUrl,
        },
      )
      if (!answer.ok) {
        const reason = answer.errors.find((error) => error.field === 'reason')?.messages[0]
        finish({
          calendarUserId: link.calendarUserId,
          outcome: 'failed',
          reason: isCalendarLinkFailureReason(reason) ? reason : null,
          detail: answer.errorMessage ?? answer.code ?? null,
        })
        return
      }
      // The spec's report of the new state; the link itself already holds on the server.
      await deps.api
        .rest('isCalendarAuthenticated', { body: { calendarIsAuthenticated: true, userId: link.userId } })
        .catch((error: unknown) => deps.log('Reporting the calendar link failed', error))
      lastSeen.set(link.calendarUserId, 'linked')
      finish({ calendarUserId: link.calendarUserId, outcome: 'linked', calendarType: link.calendarType })
    } catch (error) {
      finish({
        calendarUserId: link.calendarUserId,
        outcome: 'failed',
        reason: null,
        detail: error instanceof Error ? error.message : null,
      })
    }
  }

  const linkWatch = createPoller({
    name: 'calendar-links',
    intervalMs: calendarLinkPollIntervalMs,
    maxBackoffMs: 30 * 60_000,
    pauseWhileHidden: false,
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.random ? { random: deps.random } : {}),
    task: async () => (await graphqlRequest(deps.api, 'router', linkWatchOperation)).allCalendarUsers,
    onResult: (calendarUsers) => {
      const first = lastSeen.size === 0
      const seen = new Map<string, CalendarLinkState>()
      for (const calendarUser of calendarUsers) {
        if (!calendarUser.mayEdit) continue
        const state = calendarLinkStateOf({
          isCalendarAuthenticated: calendarUser.isCalendarAuthenticated,
          calendar: calendarUser.calendar,
        })
        seen.set(calendarUser.id, state)
        // Only a link that worked at the last look: a person who already saw it broken is not told again.
        if (first || state !== 'broken' || lastSeen.get(calendarUser.id) !== 'linked') continue
        const strings = texts[deps.language() ?? userLanguage ?? defaultLanguage]
        const name = `${calendarUser.firstName} ${calendarUser.lastName}`.trim() || calendarUser.email
        deps.notifier.show({
          title: strings.title,
          body: strings.body.replace('{{name}}', name),
          onClick: () => {
            deps.focusWindow()
            deps.events.emit(calendarContract.onDidRequestCalendarUser, { calendarUserId: calendarUser.id })
          },
        })
      }
      lastSeen = seen
      return { done: false }
    },
    onError: (error, { failures }) => deps.log(`Calendar link poll failed (${failures} in a row)`, error),
  })

  function forget() {
    links.cancel()
    lastSeen = new Map()
    linkWatch.setSignedIn(false)
  }

  return {
    name: 'calendar',
    linkWatch,
    pollers: [linkWatch],
    handlers: {
      calendar: {
        startLink: async ({ calendarUserId, userId, calendarType }) => {
          const connection = (await deps.session).connection()
          if (!connection)
            throw new PortalError(sessionErrorCodes.notSignedIn, 'Sign in before linking a calendar.')
          // A new start replaces a link still waiting: its answer would now be refused (state).
          const { state, expiresAt } = links.begin({ calendarUserId, userId, calendarType })
          await deps.openExternal(calendarConsentUrl(connection.endpoints.api, calendarType, state))
          return { calendarUserId, calendarType, expiresAt }
        },
        cancelLink: () => ({ cancelled: links.cancel() }),
        pendingLink: () => {
          const waiting = links.current()
          if (!waiting) return null
          const { calendarUserId, calendarType } = waiting.data
          return { calendarUserId, calendarType, expiresAt: waiting.expiresAt }
        },
      },
    },
    async handleDeepLink(url) {
      const answer = parseCalendarCallback(url)
      if (!answer) return false
      const waiting = links.current()
      // Taken either way. An answer while none waits (none started, expired, used) is dropped without a
      // word to the page, as a single sign-on callback nobody asked for is.
      if (!waiting) {
        deps.log('A calendar answer nobody waited for was ignored')
        return true
      }
      // One that does not carry the state sent spends the wait, as a single sign-on's does.
      const link = links.take(answer.state)
      if (!link) {
        finish({
          calendarUserId: waiting.data.calendarUserId,
          outcome: 'failed',
          reason: 'unknown',
          detail: null,
        })
        return true
      }
      if (answer.error !== null || !answer.code) {
        finish({
          calendarUserId: link.calendarUserId,
          outcome: 'failed',
          reason: answer.error === 'access_denied' ? 'denied' : null,
          detail: answer.error,
        })
        return true
      }
      await exchange(link, answer.code)
      return true
    },
    onSessionChange(info: SessionInfo) {
      const state = info.state
      userLanguage = state.status === 'signed-in' ? state.user.language : null
      const watch = state.status === 'signed-in' && defineAbilityFor(state.user).can('update', 'Calendar')
      linkWatch.setSignedIn(watch)
    },
    forgetUser: forget,
    dispose() {
      linkWatch.dispose()
    },
  }
}

import * as v from 'valibot'
import { defaultLanguage, type InterfaceLanguage } from '@shared/domain/languages'
import { publishingStatuses, type PublishingStatus } from '@shared/domain/nlp'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation } from '@shared/graphql/operation'
import { nlpContract } from '@shared/ipc/nlp'
import type { SessionInfo } from '@shared/ipc/session'
import enUS from '../../../locales/en-US/nlp.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/nlp.json' with { type: 'json' }
import { graphqlRequest } from '../api/graphql-request'
import type { PortalApi } from '../api/portal-api'
import type { EventHub } from '../ipc/event-hub'
import type { MainModule } from '../modules/main-module'
import type { Notifier } from '../notifications/notifier'
import { createPoller, type Poller, type PollerTimers } from '../polling/poller'

export interface NlpModuleDeps {
  readonly api: Pick<PortalApi, 'graphql'>
  readonly events: Pick<EventHub, 'emit'>
  readonly notifier: Notifier
  /** Brings the window to the front (the notification was clicked). */
  readonly focusWindow: () => void
  /** The language chosen in the preferences, if any; else the signed-in user's (for the notification). */
  readonly language: () => InterfaceLanguage | null
  readonly log: (message: string, detail?: unknown) => void
  readonly timers?: PollerTimers
  readonly random?: () => number
}

export interface NlpModule extends MainModule {
  readonly poller: Poller
}

/** How often the status is asked while publishing: the spec's publish poll (spec 000 §9, 5000 ms). */
export const nlpPollIntervalMs = 5_000

// The SDL types the status as String: only the known ones pass (then typed as the shared PublishingStatus).
const statusOperation = graphqlOperation(
  'model status',
  chatbotGraphql(`
    query NlpPublishWatch {
      nlpTrainStatus {
        status
      }
    }
  `),
  v.object({
    nlpTrainStatus: v.object({
      status: v.pipe(
        v.string(),
        v.check((status) => (publishingStatuses as readonly string[]).includes(status)),
      ),
    }),
  }),
)

const texts: Record<InterfaceLanguage, { title: string; published: string }> = {
  'en-US': { title: enUS.notification.title, published: enUS.published },
  'nl-NL': { title: nlNL.notification.title, published: nlNL.published },
}

/**
 * The NLP training poller (spec 001 §4 'Model training'): after Publish it polls the selected
 * chatbot's model status through the shared poller until it leaves PUBLISHING; then the renderer hears
 * how it ended and, when published, a native notification says so once (a click opens the NLP screen).
 * Sign-out or another chatbot stops it; each Publish starts a new watch (a new generation of the poller).
 */
export function createNlpModule(deps: NlpModuleDeps): NlpModule {
  let watchedChatbot: string | null = null
  let selectedChatbot: string | null = null
  let userLanguage: InterfaceLanguage | null = null

  const poller = createPoller({
    name: 'nlp-publishing',
    intervalMs: nlpPollIntervalMs,
    maxBackoffMs: 60_000,
    pauseWhileHidden: false,
    ...(deps.timers ? { timers: deps.timers } : {}),
    ...(deps.random ? { random: deps.random } : {}),
    task: async () => {
      const reply = await graphqlRequest(deps.api, 'chatbot', statusOperation)
      return reply.nlpTrainStatus.status as PublishingStatus
    },
    onResult: (status) => {
      if (status === 'PUBLISHING') return { done: false }
      const chatbotId = watchedChatbot
      // Done: the poller stays idle until the next Publish starts a new watch.
      watchedChatbot = null
      if (chatbotId) deps.events.emit(nlpContract.onDidFinishPublishing, { chatbotId, status })
      if (status === 'PUBLISHED') {
        const strings = texts[deps.language() ?? userLanguage ?? defaultLanguage]
        deps.notifier.show({
          title: strings.title,
          body: strings.published,
          onClick: () => {
            deps.focusWindow()
            deps.events.emit(nlpContract.onDidRequestNlp, {})
          },
        })
      }
      return { done: true }
    },
    onError: (error, { failures }) => deps.log(`NLP publish poll failed (${failures} in a row)`, error),
  })

  function stop() {
    watchedChatbot = null
    poller.setSignedIn(false)
  }

  return {
    name: 'nlp',
    poller,
    pollers: [poller],
    handlers: {
      nlp: {
        watchPublishing: ({ chatbotId }) => {
          // Only the selected chatbot's model can be asked (its server is the selected one's).
          if (chatbotId !== selectedChatbot) return { watching: false }
          poller.setSignedIn(false)
          watchedChatbot = chatbotId
          poller.setSignedIn(true)
          return { watching: true }
        },
      },
    },
    onSessionChange(info: SessionInfo) {
      const state = info.state
      selectedChatbot = state.status === 'signed-in' ? state.chatbotId : null
      userLanguage = state.status === 'signed-in' ? state.user.language : null
      if (watchedChatbot && watchedChatbot !== selectedChatbot) stop()
    },
    forgetUser() {
      stop()
    },
    dispose() {
      poller.dispose()
    },
  }
}

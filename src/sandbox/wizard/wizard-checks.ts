import { and, eq, gte, isNotNull } from 'drizzle-orm'
import type { WizardCheckKey } from '@shared/domain/wizard'
import { wizardCheckKeys } from '@shared/domain/wizard'
import { analyticsConversations } from '../analytics/schema'
import { campaigns } from '../automations/schema'
import { users } from '../chatbots/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx } from '../db/sandbox-db'
import { facebookPages } from '../facebook-leads/schema'
import { nlpModels } from '../nlp/schema'
import { channelStatus } from '../whatsapp/whatsapp-channels-service'
import { whatsappChannels } from '../whatsapp/schema'

/**
 * The wizard's self-checks: small named checks, each reading one area's real state for one chatbot (and the
 * signed-in user where the state is theirs, like a linked calendar). A step names its check in its settings;
 * the dashboard's settings card shows the same answers. Every key has a check here; `available: false` is
 * the answer's shape for a key a server cannot answer, so screens say so rather than pretend.
 */
export interface CheckSubject {
  readonly db: DbOrTx
  readonly chatbot: ChatbotRow
  readonly userId: string
  /** The server's clock (ms), for checks over a window of time. */
  readonly now: number
}

/**
 * How recent the web widget's last conversation must be for the widget to count as live: the dashboard's
 * 30 days. The portal cannot see the customer's website; a visitor talking through the widget is the one
 * real sign that it is published there.
 */
export const widgetLiveWindowMs = 30 * 24 * 60 * 60_000

export type WizardCheck = (subject: CheckSubject) => Promise<boolean>

const exists = async (rows: Promise<unknown[]>) => (await rows).length > 0

export const wizardChecks: Partial<Record<WizardCheckKey, WizardCheck>> = {
  /** A WhatsApp channel of the chatbot finished its set-up at the provider. */
  'whatsapp-connected': ({ db, chatbot }) =>
    exists(
      db
        .select({ id: whatsappChannels.id })
        .from(whatsappChannels)
        .where(
          and(
            eq(whatsappChannels.chatbotId, chatbot.id),
            eq(whatsappChannels.status, channelStatus.connected),
          ),
        )
        .limit(1),
    ),
  /** The signed-in user linked their calendar (each user links their own). */
  'calendar-linked': ({ db, userId }) =>
    exists(
      db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), eq(users.calendarIsAuthenticated, true)))
        .limit(1),
    ),
  /** An automation of the chatbot is active (status A_1, spec 000 §4); the Smart Inbox's own does not count. */
  'automation-running': ({ db, chatbot }) =>
    exists(
      db
        .select({ id: campaigns.id })
        .from(campaigns)
        .where(
          and(
            eq(campaigns.chatbotId, chatbot.id),
            eq(campaigns.status, 'A_1'),
            eq(campaigns.isSmartInbox, false),
          ),
        )
        .limit(1),
    ),
  /** The chatbot's NLP model finished a training at least once. */
  'nlp-trained': ({ db, chatbot }) =>
    exists(
      db
        .select({ id: nlpModels.chatbotId })
        .from(nlpModels)
        .where(and(eq(nlpModels.chatbotId, chatbot.id), isNotNull(nlpModels.trainedAt)))
        .limit(1),
    ),
  /** The web widget is published: a visitor talked with the chatbot through it in the last 30 days. */
  'widget-published': ({ db, chatbot, now }) =>
    exists(
      db
        .select({ id: analyticsConversations.id })
        .from(analyticsConversations)
        .where(
          and(
            eq(analyticsConversations.chatbotId, chatbot.id),
            eq(analyticsConversations.channel, 'web'),
            gte(analyticsConversations.startedAt, now - widgetLiveWindowMs),
          ),
        )
        .limit(1),
    ),
  /** A Facebook page of the chatbot is connected and switched on (its lead forms are taken in). */
  'facebook-page-active': ({ db, chatbot }) =>
    exists(
      db
        .select({ id: facebookPages.id })
        .from(facebookPages)
        .where(and(eq(facebookPages.chatbotId, chatbot.id), eq(facebookPages.isActive, true)))
        .limit(1),
    ),
}

export interface CheckAnswer {
  readonly key: WizardCheckKey
  /** False when no area answers this check yet. */
  readonly available: boolean
  readonly passed: boolean
}

/** Runs the named checks (all of them by default), each once. */
export async function runChecks(
  subject: CheckSubject,
  keys: readonly WizardCheckKey[] = wizardCheckKeys,
): Promise<Map<WizardCheckKey, CheckAnswer>> {
  const answers = new Map<WizardCheckKey, CheckAnswer>()
  for (const key of new Set(keys)) {
    const check = wizardChecks[key]
    answers.set(key, { key, available: check !== undefined, passed: check ? await check(subject) : false })
  }
  return answers
}

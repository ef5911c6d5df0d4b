import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { isRoutingInstruction } from '@shared/domain/builder'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import {
  builderActions,
  builderFlows,
  builderOptionLabels,
  builderOptions,
  builderScalarNames,
  builderStateGroups,
  builderStates,
  builderVariations,
} from '../builder/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import {
  Bot,
  bookingOf,
  newConversation,
  pickedSlot,
  step,
  type SlotOffer,
  type StepResult,
  type ConversationState,
  type EngineAction,
  type EngineFlow,
  type EngineInput,
  type EngineState,
  type Reply,
  type Trace,
} from './conversation-engine'
import {
  appointmentOffer,
  bookOfferedSlot,
  wouldBookOfferedSlot,
  type OfferedSlot,
} from '../calendar/booking-service'
import { ApiError } from '../errors'
import { appendMessage } from '../inbox/inbox-messages-service'
import { intentOf } from '../nlp/nlp-service'
import type { SandboxServices } from '../services'

/**
 * Runs conversations through the engine (conversation-engine.ts) on a chatbot's current flows: "Try it"
 * in the portal and the simulator's candidates. A conversation's place is kept in conversation_sessions.
 * A handover writes the conversation into the Smart Inbox (Try it: the whole chat at that moment; the
 * simulator's messages are there already, the bot's replies join them as they are sent).
 */

/** The chatbot's flows as the engine reads them (builder tables, read only). */
export async function loadBot(db: SandboxDb, chatbotId: string): Promise<Bot> {
  const [flows, groups, states, options, actions, labels, variations, scalars] = await Promise.all([
    db.select().from(builderFlows).where(eq(builderFlows.chatbotId, chatbotId)),
    db.select().from(builderStateGroups).where(eq(builderStateGroups.chatbotId, chatbotId)),
    db.select().from(builderStates).where(eq(builderStates.chatbotId, chatbotId)),
    db.select().from(builderOptions).where(eq(builderOptions.chatbotId, chatbotId)),
    db.select().from(builderActions).where(eq(builderActions.chatbotId, chatbotId)),
    db.select().from(builderOptionLabels).where(eq(builderOptionLabels.chatbotId, chatbotId)),
    db.select().from(builderVariations).where(eq(builderVariations.chatbotId, chatbotId)),
    db.select().from(builderScalarNames).where(eq(builderScalarNames.chatbotId, chatbotId)),
  ])
  const group = <K, V>(rows: readonly V[], key: (v: V) => K) => {
    const map = new Map<K, V[]>()
    for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
    return map
  }
  const scalarNames = new Map(scalars.map((s) => [s.id, s.name]))
  const labelsByAction = group(labels, (l) => l.actionId)
  const variationsByAction = group(variations, (v) => v.actionId)
  const actionsByState = group(actions, (a) => a.stateId)
  const optionsByState = group(options, (o) => o.stateId)
  const statesByGroup = group(states, (s) => s.stateGroupId)
  const groupsByFlow = group(groups, (g) => g.flowId)
  const engineState = (s: (typeof states)[number]): EngineState => ({
    id: s.id,
    name: s.name,
    replyType: s.replyType,
    scalarName: s.scalarNameId ? (scalarNames.get(s.scalarNameId) ?? null) : null,
    validator: s.validator,
    booking: bookingOf(s.replyProcessorKey),
    actions: (actionsByState.get(s.id) ?? []).map((a): EngineAction => ({
      position: a.position,
      variations: (variationsByAction.get(a.id) ?? [])
        .sort((x, y) => x.position - y.position)
        .map((v) => ({ languageTag: v.languageTag, message: v.message })),
      labels: (labelsByAction.get(a.id) ?? []).map((l) => ({
        optionId: l.optionId,
        position: l.position,
        enabled: l.enabled,
        text: l.text,
      })),
    })),
    options: (optionsByState.get(s.id) ?? [])
      .sort((x, y) => x.position - y.position)
      .map((o) => ({
        id: o.id,
        name: o.name,
        routingInstruction: isRoutingInstruction(o.routingInstruction) ? o.routingInstruction : null,
        nextState: o.nextStateId,
        nextStateMachine: o.nextFlowId,
        allowNlp: o.allowNlp,
        isDefault: o.isDefault,
        position: o.position,
      })),
  })
  const engineFlows: EngineFlow[] = flows
    .sort((a, b) => a.position - b.position)
    .map((f) => ({
      id: f.id,
      name: f.name,
      kind: f.kind,
      isDefaultStateMachine: f.isDefaultStateMachine,
      position: f.position,
      groups: (groupsByFlow.get(f.id) ?? []).map((g) => ({
        id: g.id,
        position: g.position,
        initialState: g.initialStateId,
        states: (statesByGroup.get(g.id) ?? []).sort((x, y) => x.position - y.position).map(engineState),
      })),
    }))
  return new Bot(engineFlows)
}

/**
 * One turn through the engine, booking included: a picked slot is booked first (the calendar re-checks it
 * in the booking's transaction), then the engine runs with the slots offered now. The engine is pure, so it
 * runs once without slots to learn which event configurations the turn offers and, only when it offers any,
 * once more with them.
 */
export async function runTurn(
  services: SandboxServices,
  chatbot: ChatbotRow,
  bot: Bot,
  conversation: ConversationState,
  input: EngineInput,
  who: {
    languageTag: string
    clientId: string
    candidateName: string
    /** A picked slot is checked as a booking would be, but not written (the validator's runs). */
    dryRun?: boolean
  },
): Promise<StepResult & { offered: TurnOffer | null }> {
  const { db, clock } = services
  const now = clock.now()
  let engineInput = input
  const slot = input.kind === 'START' ? null : pickedSlot(conversation, input)
  if (slot && conversation.offer) {
    const wanted = {
      organizationId: chatbot.organizationId,
      eventConfigurationId: conversation.offer.eventConfigurationId,
      calendarUserId: slot.calendarUserId,
      start: slot.start,
      languageTag: who.languageTag,
      now,
      answers: conversation.answers,
    }
    const booked = who.dryRun
      ? await wouldBookOfferedSlot(db, wanted)
      : (await bookOfferedSlot(db, {
          ...wanted,
          chatbotId: chatbot.id,
          clientId: who.clientId,
          candidateName: who.candidateName,
        })) !== null
    engineInput = booked ? { kind: 'BOOKED', slotId: slot.id } : { kind: 'SLOT_TAKEN', slotId: slot.id }
  }
  const wanted = new Set<string>()
  let result = step(bot, conversation, engineInput, who.languageTag, (id) => {
    wanted.add(id)
    return []
  })
  if (wanted.size === 0) return { ...result, offered: null }
  const offers = new Map<string, OfferedSlot[]>()
  for (const id of wanted)
    offers.set(
      id,
      await appointmentOffer(db, {
        organizationId: chatbot.organizationId,
        eventConfigurationId: id,
        languageTag: who.languageTag,
        now,
        // The answers as this turn leaves them: an event configuration linked to a variable is offered
        // only to a candidate whose answer is one of its values.
        answers: result.conversation.answers,
      }),
    )
  result = step(bot, conversation, engineInput, who.languageTag, (id) => offers.get(id) ?? [])
  const offer = result.conversation.offer
  return { ...result, offered: offer ? { ...offer, at: now } : null }
}

/** The slots a turn offered, and when (the conversation's "what did the bot offer?"). */
export interface TurnOffer extends SlotOffer {
  readonly at: number
}

export interface Turn {
  readonly input: string | null
  readonly trace: Trace
  readonly replies: readonly Reply[]
  /** Where the conversation stood after the turn (a Try-it chat saved as a validator test keeps it). */
  readonly after?: TurnOutcome
  /** The appointment slots the turn offered, if it entered a booking state. */
  readonly offered?: TurnOffer | null
}

export interface TurnOutcome {
  readonly waitingStateId: string | null
  readonly handedOver: boolean
  readonly finished: boolean
  readonly answers: Readonly<Record<string, string>>
}

const outcomeOf = (conv: ConversationState): TurnOutcome => ({
  waitingStateId: conv.waitingStateId,
  handedOver: conv.handedOver,
  finished: conv.finished,
  answers: conv.answers,
})

export interface TurnAnswer {
  readonly sessionId: string
  readonly clientId: string
  readonly languageTag: string
  readonly input: string | null
  readonly trace: Trace
  readonly replies: readonly Reply[]
  readonly waitingStateId: string | null
  readonly finished: boolean
  readonly handedOver: boolean
  readonly answers: Readonly<Record<string, string>>
}

type SessionRow = typeof t.conversationSessions.$inferSelect

export async function sessionRow(db: SandboxDb, chatbotId: string, id: string): Promise<SessionRow | null> {
  const [row] = await db
    .select()
    .from(t.conversationSessions)
    .where(and(eq(t.conversationSessions.chatbotId, chatbotId), eq(t.conversationSessions.id, id)))
  return row ?? null
}

/** The engine's input for an answer: a button, or typed text with the intent the published model detects. */
async function inputOf(
  db: SandboxDb,
  chatbotId: string,
  languageTag: string,
  answer: { text?: string | null; optionId?: string | null },
): Promise<{ input: EngineInput; shown: string | null }> {
  if (answer.optionId) return { input: { kind: 'BUTTON', optionId: answer.optionId }, shown: null }
  const text = (answer.text ?? '').trim()
  if (text === '') throw new ApiError('invalid_input', { field: 'text' })
  const intentName = await intentOf(db, chatbotId, text, languageTag)
  return { input: { kind: 'TEXT', text, intentName }, shown: text }
}

/** Writes a handed-over Try-it chat into the Smart Inbox as a conversation of its own. */
async function handOverTranscript(
  services: SandboxServices,
  chatbot: ChatbotRow,
  clientId: string,
  turns: Turn[],
) {
  for (const turn of turns) {
    if (turn.input !== null)
      await appendMessage(services, {
        chatbot,
        clientId,
        senderEntity: 'candidate',
        text: turn.input,
        candidateName: tryItCandidate,
      })
    for (const reply of turn.replies)
      await appendMessage(services, {
        chatbot,
        clientId,
        senderEntity: 'chatbot',
        text: reply.text,
        candidateName: tryItCandidate,
      })
  }
}

/** The candidate's name in a Try-it chat (its Smart Inbox conversation and its appointments). */
const tryItCandidate = 'Try it'

/**
 * One "Try it" turn: without a session a new conversation from the start flow; with one, the candidate's
 * answer (a button's option id, or text).
 */
export async function tryItMessage(
  services: SandboxServices,
  chatbot: ChatbotRow,
  args: {
    sessionId?: string | null
    languageTag: string
    text?: string | null
    optionId?: string | null
    /** Without a session: the flow to start in (a widget teaser button's); the start flow when absent. */
    startFlowId?: string | null
  },
): Promise<TurnAnswer> {
  const { db, clock } = services
  if (args.languageTag.length > 20) throw new ApiError('invalid_input', { field: 'languageTag' })
  const bot = await loadBot(db, chatbot.id)
  const now = clock.now()
  if (args.startFlowId && !bot.flowsById.has(args.startFlowId))
    throw new ApiError('not_found', { field: 'startFlowId' })
  if (!args.sessionId) {
    const id = `cs-${randomBytes(8).toString('hex')}`
    const clientId = `try-it-${randomBytes(4).toString('hex')}`
    const result = await runTurn(
      services,
      chatbot,
      bot,
      newConversation(),
      args.startFlowId ? { kind: 'START', flowId: args.startFlowId } : { kind: 'START' },
      {
        languageTag: args.languageTag,
        clientId,
        candidateName: tryItCandidate,
      },
    )
    const turn: Turn = {
      input: null,
      trace: result.trace,
      replies: result.replies,
      after: outcomeOf(result.conversation),
      offered: result.offered,
    }
    await db.insert(t.conversationSessions).values({
      id,
      chatbotId: chatbot.id,
      source: 'TRY_IT',
      clientId,
      languageTag: args.languageTag,
      state: result.conversation as unknown as Record<string, unknown>,
      turns: [turn],
      createdAt: now,
      updatedAt: now,
    })
    return answer(id, clientId, args.languageTag, turn, result.conversation)
  }
  const row = await sessionRow(db, chatbot.id, args.sessionId)
  if (!row) throw new ApiError('not_found')
  const { input, shown } = await inputOf(db, chatbot.id, row.languageTag, args)
  const conv = row.state as unknown as ConversationState
  const result = await runTurn(services, chatbot, bot, conv, input, {
    languageTag: row.languageTag,
    clientId: row.clientId,
    candidateName: tryItCandidate,
  })
  const turn: Turn = {
    input: shown ?? result.trace.optionName,
    trace: result.trace,
    replies: result.replies,
    after: outcomeOf(result.conversation),
    offered: result.offered,
  }
  // The button's label as the candidate saw it.
  const label =
    input.kind === 'BUTTON' && result.trace.stateId
      ? (row.turns as Turn[])
          .flatMap((x) => x.replies)
          .flatMap((r) => r.buttons)
          .find((b) => b.optionId === input.optionId)?.label
      : undefined
  const stored: Turn = label ? { ...turn, input: label } : turn
  const turns = [...(row.turns as Turn[]), stored]
  await db
    .update(t.conversationSessions)
    .set({ state: result.conversation as unknown as Record<string, unknown>, turns, updatedAt: now })
    .where(eq(t.conversationSessions.id, row.id))
  // A booked appointment is for a recruiter to see, like a handover: the chat joins the Smart Inbox when
  // it books or hands over, and once there every later turn follows it (until a handover ends it).
  const inInbox = (row.turns as Turn[]).some((one) => one.trace.matchedBy === 'BOOKED')
  const joins = result.trace.matchedBy === 'BOOKED' || (result.conversation.handedOver && !conv.handedOver)
  if (!inInbox && joins) await handOverTranscript(services, chatbot, row.clientId, turns)
  else if (inInbox && !conv.handedOver) await handOverTranscript(services, chatbot, row.clientId, [stored])
  return answer(row.id, row.clientId, row.languageTag, stored, result.conversation)
}

function answer(
  sessionId: string,
  clientId: string,
  languageTag: string,
  turn: Turn,
  conv: ConversationState,
): TurnAnswer {
  return {
    sessionId,
    clientId,
    languageTag,
    input: turn.input,
    trace: turn.trace,
    replies: turn.replies,
    waitingStateId: conv.waitingStateId,
    finished: conv.finished,
    handedOver: conv.handedOver,
    answers: conv.answers,
  }
}

/**
 * The simulator's candidate wrote `text` in conversation `clientId` (the message is stored already): the
 * bot answers through the engine, its replies joining the conversation. A conversation handed over (or
 * ended) gets no more bot answers; a first message starts the start flow, so the bot greets and asks.
 */
export async function simulatorReply(
  services: SandboxServices,
  chatbot: ChatbotRow,
  clientId: string,
  text: string,
): Promise<Reply[]> {
  const { db, clock } = services
  const [row] = await db
    .select()
    .from(t.conversationSessions)
    .where(
      and(
        eq(t.conversationSessions.chatbotId, chatbot.id),
        eq(t.conversationSessions.clientId, clientId),
        eq(t.conversationSessions.source, 'SIMULATOR'),
      ),
    )
  const bot = await loadBot(db, chatbot.id)
  const languageTag = chatbot.defaultLanguageTag.includes('-')
    ? chatbot.defaultLanguageTag
    : chatbot.defaultLanguageTag === 'en'
      ? 'en-US'
      : 'nl-NL'
  const now = clock.now()
  let result
  if (!row) {
    result = await runTurn(
      services,
      chatbot,
      bot,
      newConversation(),
      { kind: 'START' },
      {
        languageTag,
        clientId,
        candidateName: '',
      },
    )
    await db.insert(t.conversationSessions).values({
      id: `cs-${randomBytes(8).toString('hex')}`,
      chatbotId: chatbot.id,
      source: 'SIMULATOR',
      clientId,
      languageTag,
      state: result.conversation as unknown as Record<string, unknown>,
      turns: [{ input: text, trace: result.trace, replies: result.replies, offered: result.offered }],
      createdAt: now,
      updatedAt: now,
    })
  } else {
    const conv = row.state as unknown as ConversationState
    if (conv.handedOver || conv.finished) return []
    const intentName = await intentOf(db, chatbot.id, text, row.languageTag)
    result = await runTurn(
      services,
      chatbot,
      bot,
      conv,
      { kind: 'TEXT', text, intentName },
      {
        languageTag: row.languageTag,
        clientId,
        candidateName: '',
      },
    )
    await db
      .update(t.conversationSessions)
      .set({
        state: result.conversation as unknown as Record<string, unknown>,
        turns: [
          ...(row.turns as Turn[]),
          { input: text, trace: result.trace, replies: result.replies, offered: result.offered },
        ],
        updatedAt: now,
      })
      .where(eq(t.conversationSessions.id, row.id))
  }
  for (const reply of result.replies)
    await appendMessage(services, { chatbot, clientId, senderEntity: 'chatbot', text: reply.text })
  return [...result.replies]
}

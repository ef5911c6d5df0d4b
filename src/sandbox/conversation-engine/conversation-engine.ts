import type { Message, RoutingInstruction } from '@shared/domain/builder'
import { normalizeNlpText } from '@shared/domain/nlp'

/**
 * The conversation engine: runs a chatbot's flows the way a candidate meets them. Pure: it gets
 * the chatbot's flows, the conversation so far and one input (the intent already detected by the caller),
 * and answers the next conversation state, the bot's replies and why. Rules (docs/decisions/nlp.md):
 *
 * - Start: the flow of kind START (else the default flow), its first question's initial state.
 * - Entering a state sends its actions in order, each as the variation in the candidate's language, else
 *   Dutch, else English (spec 000 §9), with the enabled buttons of its option labels. A state whose
 *   replyType is NONE does not wait: its default option (else its first) is followed at once.
 * - An answer chooses an option: a button (optionId); typed text equal to a button's label or the option's
 *   name, or the button's number; else, when the option allows NLP, the detected intent named like the
 *   option; else the default option (free text). A state's validator (email, phone, …) must accept typed
 *   text. Nothing chosen: the Fallbacks flow (its first state), or the question again without one.
 * - The answer is stored under the state's scalar name: the button's label or the typed text.
 * - The option routes (spec 000 §4 'Flow answers can route to'): STATE, FLOW (its first question),
 *   DEFAULT_NEXT (the next question of the flow; after the last one the conversation stops), SMART_INBOX
 *   (handover: the bot stops, a recruiter takes over), REPEAT, PREVIOUS_QUESTION, PREVIOUS_FLOW_START,
 *   FAQ_ANSWER (back to the question the candidate was at), STOP.
 * - A state whose replyProcessorKey is `appointment:<event configuration id>` books (docs/decisions/
 *   booking.md): entering it offers the slots the caller computed for that event configuration as buttons
 *   before the state's own; the caller books a picked slot and answers BOOKED (the slot's label is stored,
 *   the default option followed) or SLOT_TAKEN (the state is asked again with what is left). In such a
 *   state free text never takes the default option: only a booking does.
 */

export const languageFallbacks = ['nl-NL', 'en-US'] as const

export interface EngineVariation {
  readonly languageTag: string
  readonly message: Message
}
export interface EngineLabel {
  readonly optionId: string
  readonly position: number
  readonly enabled: boolean
  /** Per language tag. */
  readonly text: Readonly<Record<string, string>>
}
export interface EngineAction {
  readonly position: number
  readonly variations: readonly EngineVariation[]
  readonly labels: readonly EngineLabel[]
}
export interface EngineOption {
  readonly id: string
  readonly name: string
  readonly routingInstruction: RoutingInstruction | null
  readonly nextState: string | null
  readonly nextStateMachine: string | null
  readonly allowNlp: boolean
  readonly isDefault: boolean
  readonly position: number
}
export interface EngineState {
  readonly id: string
  readonly name: string
  readonly replyType: string
  readonly scalarName: string | null
  readonly validator: string | null
  readonly actions: readonly EngineAction[]
  readonly options: readonly EngineOption[]
  /** Set when the state offers appointment slots (replyProcessorKey `appointment:<id>`). */
  readonly booking?: { readonly eventConfigurationId: string } | null
}
export interface EngineGroup {
  readonly id: string
  readonly position: number
  readonly initialState: string | null
  readonly states: readonly EngineState[]
}
export interface EngineFlow {
  readonly id: string
  readonly name: string
  readonly kind: string
  readonly isDefaultStateMachine: boolean
  readonly position: number
  readonly groups: readonly EngineGroup[]
}

/** A chatbot's flows with lookups. */
export class Bot {
  readonly states = new Map<string, { state: EngineState; group: EngineGroup; flow: EngineFlow }>()
  readonly flowsById = new Map<string, EngineFlow>()

  constructor(readonly flows: readonly EngineFlow[]) {
    for (const flow of flows) {
      this.flowsById.set(flow.id, flow)
      for (const group of flow.groups)
        for (const state of group.states) this.states.set(state.id, { state, group, flow })
    }
  }

  startFlow(): EngineFlow | null {
    return (
      this.flows.find((f) => f.kind === 'START') ?? this.flows.find((f) => f.isDefaultStateMachine) ?? null
    )
  }

  fallbackFlow(): EngineFlow | null {
    return this.flows.find((f) => f.kind === 'FALLBACKS') ?? null
  }

  /** The first state of a flow from a question on (by position). */
  firstStateFrom(flow: EngineFlow, fromPosition = 0): string | null {
    const groups = [...flow.groups].sort((a, b) => a.position - b.position)
    for (const group of groups) {
      if (group.position < fromPosition) continue
      const first = group.initialState ?? group.states[0]?.id ?? null
      if (first && this.states.has(first)) return first
    }
    return null
  }
}

const byPosition = (a: { position?: number }, b: { position?: number }) =>
  (a.position ?? 0) - (b.position ?? 0)

/** The replyProcessorKey prefix of a state that books an appointment of an event configuration. */
export const appointmentKeyPrefix = 'appointment:'

/** The booking a state's replyProcessorKey asks for, or null. */
export function bookingOf(replyProcessorKey: string | null): { eventConfigurationId: string } | null {
  if (!replyProcessorKey?.startsWith(appointmentKeyPrefix)) return null
  const eventConfigurationId = replyProcessorKey.slice(appointmentKeyPrefix.length).trim()
  return eventConfigurationId ? { eventConfigurationId } : null
}

/** A slot the caller can offer: a calendar user's free time for the state's event configuration. */
export interface SlotCandidate {
  readonly calendarUserId: string
  readonly start: number
  readonly end: number
  /** The calendar user's zone; the label shows the local time there. */
  readonly timeZone: string
  /** Whom the candidate meets (a first name), shown after the time; left out: the time alone. */
  readonly host?: string
}

/** A slot the bot offered, as stored in the conversation (its button's option id is `id`). */
export interface OfferedSlotRef extends SlotCandidate {
  readonly id: string
  readonly label: string
}

/** The slots offered in the state the bot waits in. */
export interface SlotOffer {
  readonly stateId: string
  readonly eventConfigurationId: string
  readonly slots: readonly OfferedSlotRef[]
}

/**
 * The caller's slots for an event configuration at this moment (computed before the turn: the engine stays
 * pure). Left out: the engine offers none and the state says no time is free.
 */
export type SlotSource = (eventConfigurationId: string) => readonly SlotCandidate[]

export const slotOptionId = (slot: { calendarUserId: string; start: number }) =>
  `slot:${slot.calendarUserId}:${slot.start}`

/** A slot's button text: weekday, date and local time in the candidate's language. */
export function slotLabel(slot: SlotCandidate, languageTag: string): string {
  let format: Intl.DateTimeFormat
  try {
    format = new Intl.DateTimeFormat(languageTag, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      timeZone: slot.timeZone,
    })
  } catch {
    format = new Intl.DateTimeFormat('nl-NL', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: slot.timeZone,
    })
  }
  const when = format.format(slot.start)
  return slot.host ? `${when} · ${slot.host}` : when
}

/** The engine's own sentences around booking, per language (Dutch for any other). */
export const bookingTexts = {
  'nl-NL': {
    noSlots: 'Er is op dit moment geen tijd vrij om in te plannen.',
    booked: 'Je afspraak staat ingepland: {slot}.',
    taken: 'Dat tijdstip is net door iemand anders geboekt. Kies een ander moment.',
  },
  'en-US': {
    noSlots: 'There is no time free to book right now.',
    booked: 'Your appointment is booked: {slot}.',
    taken: 'That time was just booked by someone else. Please choose another.',
  },
} as const
const bookingText = (languageTag: string) =>
  languageTag.startsWith('en') ? bookingTexts['en-US'] : bookingTexts['nl-NL']

/**
 * The offered slot an answer picks in the state the bot waits in: its button, its number (slots are the
 * first buttons) or its label typed; null when the answer picks none (or the state offers none).
 */
export function pickedSlot(conversation: ConversationState, input: EngineInput): OfferedSlotRef | null {
  const offer = conversation.offer
  if (!offer || offer.stateId !== conversation.waitingStateId) return null
  if (input.kind === 'BUTTON') return offer.slots.find((slot) => slot.id === input.optionId) ?? null
  if (input.kind !== 'TEXT') return null
  const typed = normalizeNlpText(input.text)
  if (/^\d+$/.test(typed)) return offer.slots[Number(typed) - 1] ?? null
  return offer.slots.find((slot) => normalizeNlpText(slot.label) === typed) ?? null
}

/** Where a conversation stands; stored between turns (JSON). */
export interface ConversationState {
  /** The state the bot waits in for an answer; null before the start and after the end. */
  readonly waitingStateId: string | null
  /** States entered, newest last (spec 000 §9: state history keeps 5). */
  readonly history: readonly string[]
  /** Flows entered, newest last (for PREVIOUS_FLOW_START). */
  readonly flowHistory: readonly string[]
  /** The question a fallback interrupted (FAQ_ANSWER and PREVIOUS_QUESTION return to it). */
  readonly interruptedStateId: string | null
  readonly answers: Readonly<Record<string, string>>
  readonly finished: boolean
  readonly handedOver: boolean
  /** The slots offered in the waiting state, when it books (absent in conversations stored before). */
  readonly offer?: SlotOffer | null
}

export const newConversation = (): ConversationState => ({
  waitingStateId: null,
  history: [],
  flowHistory: [],
  interruptedStateId: null,
  answers: {},
  finished: false,
  handedOver: false,
})

export type EngineInput =
  /** A new conversation from the start flow, or from `flowId` (a widget teaser button's flow). */
  | { readonly kind: 'START'; readonly flowId?: string }
  | { readonly kind: 'BUTTON'; readonly optionId: string }
  | { readonly kind: 'TEXT'; readonly text: string; readonly intentName: string | null }
  /** The caller booked the offered slot `slotId` (see pickedSlot). */
  | { readonly kind: 'BOOKED'; readonly slotId: string }
  /** The picked slot `slotId` was gone when the caller tried to book it. */
  | { readonly kind: 'SLOT_TAKEN'; readonly slotId: string }

export interface Reply {
  readonly stateId: string
  readonly stateName: string
  readonly stateMachineId: string
  readonly stateMachineName: string
  readonly type: Message['type']
  readonly text: string
  readonly buttons: readonly { readonly optionId: string; readonly label: string }[]
}

export type MatchedBy =
  'START' | 'BUTTON' | 'TEXT' | 'INTENT' | 'DEFAULT' | 'FALLBACK' | 'ENDED' | 'BOOKED' | 'SLOT_TAKEN'

export interface Trace {
  readonly stateId: string | null
  readonly stateName: string | null
  readonly optionId: string | null
  readonly optionName: string | null
  readonly matchedBy: MatchedBy
  readonly intentName: string | null
  readonly storedAs: string | null
}

export interface StepResult {
  readonly conversation: ConversationState
  readonly replies: readonly Reply[]
  readonly trace: Trace
}

/** The variation in the candidate's language, else Dutch, else English, else any. */
export function pickVariation<T extends { languageTag: string }>(
  variations: readonly T[],
  languageTag: string,
): T | null {
  for (const tag of [languageTag, ...languageFallbacks]) {
    const found = variations.find((v) => v.languageTag === tag)
    if (found) return found
  }
  return variations[0] ?? null
}

export function labelText(label: EngineLabel, languageTag: string): string {
  for (const tag of [languageTag, ...languageFallbacks]) {
    const text = label.text[tag]
    if (text) return text
  }
  return Object.values(label.text)[0] ?? ''
}

function messageText(message: Message): string {
  switch (message.type) {
    case 'TEXT':
      return message.text
    case 'IMAGE':
    case 'VIDEO':
      return message.caption ? `${message.caption} (${message.url})` : message.url
    case 'DOCUMENT':
      return 'url' in message ? String((message as { url: string }).url) : ''
    case 'LINK':
      return `${message.placeholder}: ${message.link}`
    case 'GEOLOCATION':
      return `${message.lat}, ${message.lng}`
    default:
      return ''
  }
}

/** The enabled buttons of a state, in order. */
export function buttonsOf(state: EngineState, languageTag: string) {
  const labels = state.actions.flatMap((a) => a.labels).filter((l) => l.enabled)
  const options = new Set(state.options.map((o) => o.id))
  return [...labels]
    .sort(byPosition)
    .filter((l) => options.has(l.optionId))
    .map((l) => ({ optionId: l.optionId, label: labelText(l, languageTag), all: Object.values(l.text) }))
}

const validatorPatterns: Record<string, RegExp> = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  phone: /^\+?[\d\s()-]{8,20}$/,
  postcode: /^\d{4}\s?[a-z]{2}$/i,
  number: /^-?\d+([.,]\d+)?$/,
  date: /^\d{1,2}[-/.]\d{1,2}[-/.]\d{2,4}$|^\d{4}-\d{2}-\d{2}$/,
  iban: /^[a-z]{2}\d{2}[a-z0-9]{10,30}$/i,
}

export function validatorAccepts(validator: string | null, text: string): boolean {
  if (!validator) return true
  const pattern = validatorPatterns[validator]
  return pattern ? pattern.test(text.trim().replace(/\s+(?=\S)/g, validator === 'iban' ? '' : ' ')) : true
}

interface Choice {
  readonly option: EngineOption
  readonly matchedBy: 'BUTTON' | 'TEXT' | 'INTENT' | 'DEFAULT'
  readonly stored: string
}

/** The option an answer chooses in `state`, or null (not understood). */
export function chooseOption(state: EngineState, input: EngineInput, languageTag: string): Choice | null {
  const buttons = buttonsOf(state, languageTag)
  if (input.kind === 'BUTTON') {
    const option = state.options.find((o) => o.id === input.optionId)
    if (!option) return null
    const label = buttons.find((b) => b.optionId === option.id)?.label ?? option.name
    return { option, matchedBy: 'BUTTON', stored: label }
  }
  if (input.kind !== 'TEXT') return null
  const typed = normalizeNlpText(input.text)
  if (typed === '') return null
  // The button's number, its label in any language, or the option's name.
  const number = /^\d+$/.test(typed) ? Number(typed) : NaN
  const byNumber = Number.isInteger(number) ? buttons[number - 1] : undefined
  const byLabel =
    byNumber ?? buttons.find((b) => b.all.some((text) => normalizeNlpText(text) === typed)) ?? undefined
  if (byLabel) {
    const option = state.options.find((o) => o.id === byLabel.optionId) as EngineOption
    return { option, matchedBy: 'TEXT', stored: byLabel.label }
  }
  const byName = state.options.find((o) => !o.isDefault && normalizeNlpText(o.name) === typed)
  if (byName) return { option: byName, matchedBy: 'TEXT', stored: input.text.trim() }
  if (input.intentName) {
    const intent = normalizeNlpText(input.intentName)
    const byIntent = state.options.find(
      (o) => o.allowNlp && !o.isDefault && normalizeNlpText(o.name) === intent,
    )
    if (byIntent) {
      const label = buttons.find((b) => b.optionId === byIntent.id)?.label ?? input.text.trim()
      return { option: byIntent, matchedBy: 'INTENT', stored: label }
    }
  }
  const fallbackOption = state.options.find((o) => o.isDefault)
  if (fallbackOption && validatorAccepts(state.validator, input.text))
    return { option: fallbackOption, matchedBy: 'DEFAULT', stored: input.text.trim() }
  return null
}

/** What a booking state without a default option does after a booking: the flow's next question. */
const bookedNext: EngineOption = {
  id: '',
  name: '',
  routingInstruction: 'DEFAULT_NEXT',
  nextState: null,
  nextStateMachine: null,
  allowNlp: false,
  isDefault: true,
  position: 0,
}

const maxStatesPerTurn = 25
const historySize = 5

/** Runs one turn of a conversation. */
export function step(
  bot: Bot,
  conversation: ConversationState,
  input: EngineInput,
  languageTag: string,
  slots?: SlotSource,
): StepResult {
  let conv: ConversationState = conversation
  const replies: Reply[] = []
  let entered = 0

  const finish = (patch: Partial<ConversationState>) => {
    conv = { ...conv, waitingStateId: null, ...patch }
  }

  /** Sends a state's messages; follows it at once when it waits for no reply. */
  const enter = (stateId: string | null, fromFallback = false): void => {
    if (!stateId) return finish({ finished: true })
    const found = bot.states.get(stateId)
    if (!found) return finish({ finished: true })
    if (++entered > maxStatesPerTurn) return finish({ finished: true })
    const { state, flow } = found
    const flowHistory =
      conv.flowHistory.at(-1) === flow.id ? conv.flowHistory : [...conv.flowHistory, flow.id]
    conv = {
      ...conv,
      waitingStateId: state.id,
      history: [...conv.history, state.id].slice(-historySize),
      flowHistory: flowHistory.slice(-historySize),
      interruptedStateId: fromFallback ? conv.interruptedStateId : null,
    }
    let buttons = buttonsOf(state, languageTag).map(({ optionId, label }) => ({ optionId, label }))
    const actions = [...state.actions].sort(byPosition)
    let offer: SlotOffer | null = null
    if (state.booking) {
      const offered = (slots?.(state.booking.eventConfigurationId) ?? []).map((slot) => ({
        calendarUserId: slot.calendarUserId,
        start: slot.start,
        end: slot.end,
        timeZone: slot.timeZone,
        ...(slot.host ? { host: slot.host } : {}),
        id: slotOptionId(slot),
        label: slotLabel(slot, languageTag),
      }))
      offer = { stateId: state.id, eventConfigurationId: state.booking.eventConfigurationId, slots: offered }
      buttons = [...offered.map((slot) => ({ optionId: slot.id, label: slot.label })), ...buttons]
    }
    conv = { ...conv, offer }
    const noSlots = offer !== null && offer.slots.length === 0
    const say = (text: string, withButtons: Reply['buttons']) =>
      replies.push({
        stateId: state.id,
        stateName: state.name,
        stateMachineId: flow.id,
        stateMachineName: flow.name,
        type: 'TEXT',
        text,
        buttons: withButtons,
      })
    actions.forEach((action, i) => {
      const variation = pickVariation(action.variations, languageTag)
      if (!variation) return
      replies.push({
        stateId: state.id,
        stateName: state.name,
        stateMachineId: flow.id,
        stateMachineName: flow.name,
        type: variation.message.type,
        text: messageText(variation.message),
        buttons: i === actions.length - 1 && !noSlots ? buttons : [],
      })
    })
    if (noSlots) say(bookingText(languageTag).noSlots, buttons)
    else if (offer && actions.length === 0) say('', buttons)
    if (state.replyType === 'NONE') {
      const next = state.options.find((o) => o.isDefault) ?? [...state.options].sort(byPosition)[0]
      if (next) route(state, next)
      else finish({ finished: true })
    }
  }

  const route = (from: EngineState, option: EngineOption): void => {
    const here = bot.states.get(from.id)
    switch (option.routingInstruction) {
      case 'STATE':
        return enter(option.nextState)
      case 'FLOW': {
        const flow = option.nextStateMachine ? bot.flowsById.get(option.nextStateMachine) : undefined
        return enter(flow ? bot.firstStateFrom(flow) : null)
      }
      case 'SMART_INBOX':
        return finish({ handedOver: true })
      case 'STOP':
        return finish({ finished: true })
      case 'REPEAT':
        return enter(from.id)
      case 'PREVIOUS_QUESTION':
      case 'FAQ_ANSWER': {
        const back =
          conv.interruptedStateId ?? [...conv.history].reverse().find((id) => id !== from.id) ?? from.id
        return enter(back)
      }
      case 'PREVIOUS_FLOW_START': {
        const current = here?.flow.id
        const previous = [...conv.flowHistory].reverse().find((id) => id !== current)
        const flow = previous ? bot.flowsById.get(previous) : undefined
        return enter(
          flow
            ? bot.firstStateFrom(flow)
            : bot.startFlow() && bot.firstStateFrom(bot.startFlow() as EngineFlow),
        )
      }
      case 'DEFAULT_NEXT':
      case null:
      default: {
        if (!here) return finish({ finished: true })
        const next = bot.firstStateFrom(here.flow, here.group.position + 1)
        return enter(next)
      }
    }
  }

  const trace = (patch: Partial<Trace> & { matchedBy: MatchedBy }): Trace => ({
    stateId: null,
    stateName: null,
    optionId: null,
    optionName: null,
    intentName: input.kind === 'TEXT' ? input.intentName : null,
    storedAs: null,
    ...patch,
  })

  if (input.kind === 'START') {
    conv = newConversation()
    const start = (input.flowId ? bot.flowsById.get(input.flowId) : undefined) ?? bot.startFlow()
    enter(start ? bot.firstStateFrom(start) : null)
    return { conversation: conv, replies, trace: trace({ matchedBy: 'START' }) }
  }

  const waiting = conv.waitingStateId ? bot.states.get(conv.waitingStateId) : undefined
  if (!waiting || conv.finished || conv.handedOver)
    return { conversation: conv, replies, trace: trace({ matchedBy: 'ENDED' }) }
  const { state } = waiting
  if (input.kind === 'BOOKED' || input.kind === 'SLOT_TAKEN') {
    const slot = conv.offer?.slots.find((one) => one.id === input.slotId)
    if (!state.booking || !slot || conv.offer?.stateId !== state.id)
      return {
        conversation: conv,
        replies,
        trace: trace({ stateId: state.id, stateName: state.name, matchedBy: 'ENDED' }),
      }
    const texts = bookingText(languageTag)
    const base = { stateId: state.id, stateMachineId: waiting.flow.id, stateMachineName: waiting.flow.name }
    if (input.kind === 'SLOT_TAKEN') {
      replies.push({ ...base, stateName: state.name, type: 'TEXT', text: texts.taken, buttons: [] })
      enter(state.id)
      return {
        conversation: conv,
        replies,
        trace: trace({ stateId: state.id, stateName: state.name, matchedBy: 'SLOT_TAKEN' }),
      }
    }
    replies.push({
      ...base,
      stateName: state.name,
      type: 'TEXT',
      text: texts.booked.replace('{slot}', slot.label),
      buttons: [],
    })
    let storedAs: string | null = null
    if (state.scalarName) {
      storedAs = state.scalarName
      conv = { ...conv, answers: { ...conv.answers, [state.scalarName]: slot.label } }
    }
    conv = { ...conv, offer: null }
    const next = state.options.find((o) => o.isDefault) ?? null
    if (next) route(state, next)
    else route(state, { ...bookedNext, id: `${state.id}-booked` })
    return {
      conversation: conv,
      replies,
      trace: trace({
        stateId: state.id,
        stateName: state.name,
        optionId: next?.id ?? null,
        optionName: next?.name ?? null,
        matchedBy: 'BOOKED',
        storedAs,
      }),
    }
  }
  // The slots are the first buttons: a number past them counts the state's own buttons.
  const offered = state.booking && conv.offer?.stateId === state.id ? conv.offer.slots.length : 0
  const typedNumber = input.kind === 'TEXT' && /^\d+$/.test(input.text.trim()) ? Number(input.text.trim()) : 0
  const asked: EngineInput =
    input.kind === 'TEXT' && typedNumber > offered && offered > 0
      ? { ...input, text: String(typedNumber - offered) }
      : input
  const chosen = chooseOption(state, asked, languageTag)
  // In a booking state only a booking follows the default option: free text is not understood.
  const choice = state.booking && chosen?.option.isDefault ? null : chosen
  if (!choice) {
    const fallback = bot.fallbackFlow()
    const fallbackState = fallback ? bot.firstStateFrom(fallback) : null
    // Not understood inside the fallback itself: ask the fallback again rather than nest it.
    const interrupted = waiting.flow.kind === 'FALLBACKS' ? conv.interruptedStateId : state.id
    conv = { ...conv, interruptedStateId: interrupted }
    enter(fallbackState ?? state.id, true)
    return {
      conversation: conv,
      replies,
      trace: trace({ stateId: state.id, stateName: state.name, matchedBy: 'FALLBACK' }),
    }
  }
  let storedAs: string | null = null
  if (state.scalarName) {
    storedAs = state.scalarName
    conv = { ...conv, answers: { ...conv.answers, [state.scalarName]: choice.stored } }
  }
  route(state, choice.option)
  return {
    conversation: conv,
    replies,
    trace: trace({
      stateId: state.id,
      stateName: state.name,
      optionId: choice.option.id,
      optionName: choice.option.name,
      matchedBy: choice.matchedBy,
      storedAs,
    }),
  }
}

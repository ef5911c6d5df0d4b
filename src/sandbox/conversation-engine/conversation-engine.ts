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
  | { readonly kind: 'START' }
  | { readonly kind: 'BUTTON'; readonly optionId: string }
  | { readonly kind: 'TEXT'; readonly text: string; readonly intentName: string | null }

export interface Reply {
  readonly stateId: string
  readonly stateName: string
  readonly stateMachineId: string
  readonly stateMachineName: string
  readonly type: Message['type']
  readonly text: string
  readonly buttons: readonly { readonly optionId: string; readonly label: string }[]
}

export type MatchedBy = 'START' | 'BUTTON' | 'TEXT' | 'INTENT' | 'DEFAULT' | 'FALLBACK' | 'ENDED'

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

const maxStatesPerTurn = 25
const historySize = 5

/** Runs one turn of a conversation. */
export function step(
  bot: Bot,
  conversation: ConversationState,
  input: EngineInput,
  languageTag: string,
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
    const buttons = buttonsOf(state, languageTag).map(({ optionId, label }) => ({ optionId, label }))
    const actions = [...state.actions].sort(byPosition)
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
        buttons: i === actions.length - 1 ? buttons : [],
      })
    })
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
    const start = bot.startFlow()
    enter(start ? bot.firstStateFrom(start) : null)
    return { conversation: conv, replies, trace: trace({ matchedBy: 'START' }) }
  }

  const waiting = conv.waitingStateId ? bot.states.get(conv.waitingStateId) : undefined
  if (!waiting || conv.finished || conv.handedOver)
    return { conversation: conv, replies, trace: trace({ matchedBy: 'ENDED' }) }
  const { state } = waiting
  const choice = chooseOption(state, input, languageTag)
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

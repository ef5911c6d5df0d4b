import {
  builderLimits,
  newOptionDefaults,
  treeLayoutSpacing,
  type BuilderLanguage,
  type Message,
  type Option,
  type OptionLabel,
  type ReplyType,
  type RoutingInstruction,
  type State,
  type StateGroup,
} from './builder'

/**
 * The builder's transitions (spec 000 §4 'Other transitions', §5 'Options', §9): pure functions the sandbox
 * enforces and the screens use to show the result before the server answers.
 */

/** One destination of an answer (spec 000 §4), with its target where it has one. */
export type Route =
  | { readonly kind: 'STATE'; readonly stateId: string }
  | { readonly kind: 'FLOW'; readonly flowId: string }
  | {
      readonly kind: Exclude<RoutingInstruction, 'STATE' | 'FLOW'>
    }

/** The routing fields of an option. */
export interface RoutingFields {
  readonly routingInstruction: RoutingInstruction | null
  readonly nextState: string | null
  readonly nextStateMachine: string | null
}

/**
 * The routing fields for a route: exactly one destination, so setting a state clears the flow, setting a
 * flow clears the state, and any other destination clears both.
 */
export function routingFor(route: Route): RoutingFields {
  switch (route.kind) {
    case 'STATE':
      return { routingInstruction: 'STATE', nextState: route.stateId, nextStateMachine: null }
    case 'FLOW':
      return { routingInstruction: 'FLOW', nextState: null, nextStateMachine: route.flowId }
    default:
      return { routingInstruction: route.kind, nextState: null, nextStateMachine: null }
  }
}

/** `updateNextState`: the option now goes to this state, and no longer to a flow. */
export const withNextState = (stateId: string): RoutingFields => routingFor({ kind: 'STATE', stateId })

/** `updateNextStateMachine`: the option now goes to this flow, and no longer to a state. */
export const withNextStateMachine = (flowId: string): RoutingFields => routingFor({ kind: 'FLOW', flowId })

/** The route an option has, or null when it has none or its target is gone (the linter's "no destination"). */
export function routeOf(option: RoutingFields): Route | null {
  switch (option.routingInstruction) {
    case null:
      return null
    case 'STATE':
      return option.nextState ? { kind: 'STATE', stateId: option.nextState } : null
    case 'FLOW':
      return option.nextStateMachine ? { kind: 'FLOW', flowId: option.nextStateMachine } : null
    default:
      return { kind: option.routingInstruction }
  }
}

/**
 * A state as the option drawer loads it (spec 000 §4): the default option apart, removed from the options
 * list and from its action's label entries.
 */
export function splitDefaultOption<
  O extends Pick<Option, 'id' | 'isDefault'>,
  L,
  A extends { readonly labels: readonly L[] },
>(
  state: { readonly options: readonly O[]; readonly actions: readonly A[] },
  /** The option a label belongs to (the entity's optionId; the server's shape calls it `option`). */
  optionOf: (label: L) => string = (label) => (label as { optionId: string }).optionId,
): { defaultOption: O | null; options: O[]; actions: A[] } {
  const defaultOption = state.options.find((o) => o.isDefault) ?? null
  if (!defaultOption) return { defaultOption, options: [...state.options], actions: [...state.actions] }
  return {
    defaultOption,
    options: state.options.filter((o) => o.id !== defaultOption.id),
    actions: state.actions.map((a) => ({
      ...a,
      labels: a.labels.filter((l) => optionOf(l) !== defaultOption.id),
    })),
  }
}

/** "Reply processing is enabled unless replyType is NONE." */
export const replyProcessingEnabled = (replyType: ReplyType): boolean => replyType !== 'NONE'

/** A divergent option template (from the templates service): what a new divergent option is copied from. */
export interface DivergentOptionTemplate {
  readonly id: string
  readonly name: string
  readonly routingInstruction: RoutingInstruction
  readonly customData: Readonly<Record<string, string>>
}

/**
 * Switching the divergent option (spec 000 §4): the old one is deleted and the chosen template copied.
 * Choosing the one already selected changes nothing (null).
 */
export function planDivergentSwitch(
  state: Pick<State, 'selectedDivergentOption'> & { readonly options: readonly Pick<Option, 'id'>[] },
  template: DivergentOptionTemplate,
  currentTemplateId: string | null,
): {
  deleteOptionId: string | null
  copy: Pick<Option, 'name' | 'routingInstruction' | 'customData'>
  templateId: string
} | null {
  if (currentTemplateId === template.id && state.selectedDivergentOption) return null
  const old = state.selectedDivergentOption
  return {
    deleteOptionId: old && state.options.some((o) => o.id === old) ? old : null,
    copy: {
      name: template.name,
      routingInstruction: template.routingInstruction,
      customData: { ...template.customData },
    },
    templateId: template.id,
  }
}

/** Positions 0…n-1 in the given order. */
export function renumber<T extends { readonly position: number }>(items: readonly T[]): T[] {
  return items.map((item, position) => (item.position === position ? item : { ...item, position }))
}

/** Moves the item at `from` to `to` (a drag), positions renumbered. Out-of-range indexes change nothing. */
export function moveItem<T extends { readonly position: number }>(
  items: readonly T[],
  from: number,
  to: number,
): T[] {
  const sorted = [...items].sort((a, b) => a.position - b.position)
  if (from < 0 || from >= sorted.length || to < 0 || to >= sorted.length || from === to)
    return renumber(sorted)
  const [item] = sorted.splice(from, 1)
  sorted.splice(to, 0, item as T)
  return renumber(sorted)
}

/**
 * Moving an option label up or down (spec 000 §4 "reorders and saves"): the labels in their new order with
 * positions renumbered, or null when the label is already first (up) or last (down), so nothing is saved.
 */
export function moveLabel<L extends Pick<OptionLabel, 'id' | 'position'>>(
  labels: readonly L[],
  id: string,
  direction: 'up' | 'down',
): L[] | null {
  const sorted = [...labels].sort((a, b) => a.position - b.position)
  const index = sorted.findIndex((l) => l.id === id)
  if (index < 0) return null
  const to = direction === 'up' ? index - 1 : index + 1
  if (to < 0 || to >= sorted.length) return null
  return moveItem(sorted, index, to)
}

/**
 * "An option linked to a validator or action is required" (spec 000 §5): an option with a processor, or of
 * a state with a validator.
 */
export function optionMustBeRequired(
  option: Pick<Option, 'processors'>,
  state: Pick<State, 'validator'>,
): boolean {
  return option.processors.length > 0 || state.validator != null
}

/** The isRequired an option is stored with: what was asked, but never false where it must be required. */
export const effectiveIsRequired = (
  asked: boolean,
  option: Pick<Option, 'processors'>,
  state: Pick<State, 'validator'>,
): boolean => asked || optionMustBeRequired(option, state)

/** The fields of a new option: 'new option', continuing with the default next question. */
export function newOption(
  position: number,
): Pick<
  Option,
  'name' | 'isRequired' | 'routingInstruction' | 'nextState' | 'nextStateMachine' | 'position' | 'isDefault'
> {
  return {
    name: newOptionDefaults.name,
    isRequired: false,
    routingInstruction: 'DEFAULT_NEXT',
    nextState: null,
    nextStateMachine: null,
    position,
    isDefault: false,
  }
}

/** The text of a new option label: 'new button' in each of the chatbot's languages. */
export function newLabelText(
  languages: readonly BuilderLanguage[],
): Partial<Record<BuilderLanguage, string>> {
  return Object.fromEntries(languages.map((l) => [l, newOptionDefaults.label]))
}

/**
 * A state's change history ("State history keeps 5"): the last five states before a change, newest last,
 * so the last five changes can be undone.
 */
export interface History<T> {
  readonly past: readonly T[]
}

export const emptyHistory = <T>(): History<T> => ({ past: [] })

/** Records `before` (the state as it was before a change); the oldest falls off beyond five. */
export function record<T>(
  history: History<T>,
  before: T,
  limit: number = builderLimits.stateHistory,
): History<T> {
  const past = [...history.past, before]
  return { past: past.slice(Math.max(0, past.length - limit)) }
}

/** Undoes the newest change: the state to restore, and the shorter history; null when nothing is left. */
export function undo<T>(history: History<T>): { restore: T; history: History<T> } | null {
  if (history.past.length === 0) return null
  return { restore: history.past[history.past.length - 1] as T, history: { past: history.past.slice(0, -1) } }
}

/**
 * Tree positions (spec §9 "Tree layout node spacing 520 and 550"): a state's saved treeViewPositionX/Y, or,
 * without one, its group's column (520 apart) and its row within the group (550 apart).
 */
export function treePositions(
  groups: readonly (Pick<StateGroup, 'id' | 'position'> & {
    readonly states: readonly Pick<State, 'id' | 'position' | 'treeViewPositionX' | 'treeViewPositionY'>[]
  })[],
): Map<string, { x: number; y: number }> {
  const positions = new Map<string, { x: number; y: number }>()
  const ordered = [...groups].sort((a, b) => a.position - b.position)
  ordered.forEach((group, column) => {
    const states = [...group.states].sort((a, b) => a.position - b.position)
    states.forEach((state, row) => {
      positions.set(
        state.id,
        state.treeViewPositionX != null && state.treeViewPositionY != null
          ? { x: state.treeViewPositionX, y: state.treeViewPositionY }
          : { x: column * treeLayoutSpacing.x, y: row * treeLayoutSpacing.y },
      )
    })
  })
  return positions
}

/** One invalid field of a builder form or call (the spec's errors of field and messages). */
export interface BuilderFieldError {
  readonly field: string
  readonly messages: string[]
}

/** The messages of the message form (ours: the spec gives none). */
export const messageFieldMessages = {
  required: 'Please fill in this field.',
  url: 'Please enter a valid web address (https://…).',
  lat: 'Latitude is a number from -90 to 90.',
  lng: 'Longitude is a number from -180 to 180.',
  tooLong: 'This text is too long.',
} as const

/** The longest text of a message (WhatsApp's limit on a message body). */
export const maxMessageText = 4096

/**
 * An https address, as the message says: the chat widget runs on https pages, where an http picture, video
 * or document is blocked as mixed content, and a link should not downgrade the candidate's connection.
 */
const isUrl = (value: string): boolean => {
  try {
    const url = new URL(value.trim().replace(/\{[^}]*\}/g, 'x'))
    return url.protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * Checks a message of any of the six types: text filled and not too long; urls web addresses (a link may
 * hold {placeholders}); a link's placeholder filled; coordinates on the globe.
 */
export function validateMessage(message: Message): BuilderFieldError[] {
  const errors: BuilderFieldError[] = []
  const text = (field: string, value: string, required = true) => {
    if (required && !value.trim()) errors.push({ field, messages: [messageFieldMessages.required] })
    else if (value.length > maxMessageText) errors.push({ field, messages: [messageFieldMessages.tooLong] })
  }
  switch (message.type) {
    case 'TEXT':
      text('text', message.text)
      break
    case 'VIDEO':
    case 'IMAGE':
      if (!isUrl(message.url)) errors.push({ field: 'url', messages: [messageFieldMessages.url] })
      text('caption', message.caption, false)
      break
    case 'DOCUMENT':
      if (!isUrl(message.url)) errors.push({ field: 'url', messages: [messageFieldMessages.url] })
      text('fileName', message.fileName, false)
      break
    case 'LINK':
      text('placeholder', message.placeholder)
      if (!isUrl(message.link)) errors.push({ field: 'link', messages: [messageFieldMessages.url] })
      break
    case 'GEOLOCATION':
      if (!Number.isFinite(message.lat) || message.lat < -90 || message.lat > 90)
        errors.push({ field: 'lat', messages: [messageFieldMessages.lat] })
      if (!Number.isFinite(message.lng) || message.lng < -180 || message.lng > 180)
        errors.push({ field: 'lng', messages: [messageFieldMessages.lng] })
      break
  }
  return errors
}

/** The chatbot's languages, its default first (every chatbot writes in both of the spec's languages). */
export function chatbotLanguages(defaultLanguageTag: string): BuilderLanguage[] {
  return defaultLanguageTag.toLowerCase().startsWith('en') ? ['en-US', 'nl-NL'] : ['nl-NL', 'en-US']
}

/**
 * The builder's entities (spec 000 §3: Flow, State group and template, State, Option, Option label, Action,
 * Message variation, Tag, Processor, Scalar name, Translation) and its constants (§9). Plain data shared by
 * the sandbox, which stores and serves them, and the screens; the transitions are in builder-rules.ts and
 * the flow linter in builder-lint.ts. Where the spec leaves a value open the choice is in
 * docs/decisions/builder.md.
 */

/** Spec 000 §9 and 001 §9 for the builder. */
export const builderLimits = {
  /** "Flow list limit 9999." */
  flowList: 9999,
  /** "State groups list limit 1000." */
  stateGroupList: 1000,
  /** "State history keeps 5." */
  stateHistory: 5,
  /** "The number of question copies is limited (maximum not shown)": copies of a question made at once. */
  questionCopies: 10,
} as const

/** The builder's debounces (§9): options; state and option order; state group and flow order. */
export const builderDebounceMs = {
  options: 2000,
  stateOrder: 2000,
  optionOrder: 2000,
  stateGroupOrder: 2000,
  flowOrder: 2000,
} as const

/** "Tree layout node spacing 520 and 550": across (x) between groups, down (y) between states. */
export const treeLayoutSpacing = { x: 520, y: 550 } as const

/** The chatbot languages a flow's messages are written in (§9 "Languages nl-NL and en-US"). */
export const builderLanguages = ['nl-NL', 'en-US'] as const
export type BuilderLanguage = (typeof builderLanguages)[number]

export function isBuilderLanguage(value: unknown): value is BuilderLanguage {
  return typeof value === 'string' && (builderLanguages as readonly string[]).includes(value)
}

/** Flow kinds (spec 000 §3). DEFAULT is an ordinary flow (a vacancy flow); each other kind is one per chatbot. */
export const flowKinds = [
  'START',
  'RESTART',
  'WELCOME_BACK',
  'END',
  'ESCAPE',
  'FALLBACKS',
  'BROADCAST_JOB_ALERT',
  'OUT_OF_OFFICE',
  'DEFAULT',
] as const
export type FlowKind = (typeof flowKinds)[number]

/** The spec's names of the kinds, as the flows list shows them. */
export const flowKindNames: Readonly<Record<FlowKind, string>> = {
  START: 'Start',
  RESTART: 'Restart',
  WELCOME_BACK: 'Welcome Back',
  END: 'End',
  ESCAPE: 'Escape',
  FALLBACKS: 'Fallbacks',
  BROADCAST_JOB_ALERT: 'Broadcast Job Alert',
  OUT_OF_OFFICE: 'Out of Office',
  DEFAULT: 'Default',
}

export function isFlowKind(value: unknown): value is FlowKind {
  return typeof value === 'string' && (flowKinds as readonly string[]).includes(value)
}

/** The special kinds: at most one flow of each per chatbot. */
export const isSpecialFlowKind = (kind: FlowKind): boolean => kind !== 'DEFAULT'

/**
 * Where an answer goes (spec 000 §4 'Other transitions'). STATE and FLOW are the spec's routingInstruction
 * values with nextState / nextStateMachine; the other destinations it lists are routingInstruction values of
 * their own, so an option always has exactly one route (docs/decisions/builder.md).
 */
export const routingInstructions = [
  'STOP',
  'DEFAULT_NEXT',
  'FLOW',
  'STATE',
  'SMART_INBOX',
  'REPEAT',
  'PREVIOUS_QUESTION',
  'PREVIOUS_FLOW_START',
  'FAQ_ANSWER',
] as const
export type RoutingInstruction = (typeof routingInstructions)[number]

export function isRoutingInstruction(value: unknown): value is RoutingInstruction {
  return typeof value === 'string' && (routingInstructions as readonly string[]).includes(value)
}

/** reply types of a state (spec 000 §3 State.replyType). */
export const replyTypes = ['NONE', 'EXISTING'] as const
export type ReplyType = (typeof replyTypes)[number]

/** The six message types of a variation (spec 000 §3 Message variation). */
export const messageTypes = ['TEXT', 'VIDEO', 'IMAGE', 'DOCUMENT', 'LINK', 'GEOLOCATION'] as const
export type MessageType = (typeof messageTypes)[number]

export type Message =
  | { readonly type: 'TEXT'; readonly text: string }
  | { readonly type: 'VIDEO'; readonly url: string; readonly caption: string }
  | { readonly type: 'IMAGE'; readonly url: string; readonly caption: string }
  | { readonly type: 'DOCUMENT'; readonly url: string; readonly fileName: string }
  | {
      readonly type: 'LINK'
      readonly placeholder: string
      readonly link: string
      readonly isDocument: boolean
    }
  | { readonly type: 'GEOLOCATION'; readonly lat: number; readonly lng: number }

/** Tag (spec 000 §3): id, kind, content, color. */
export interface Tag {
  readonly id: string
  readonly kind: string
  readonly content: string
  readonly color: string
}

/** Translation (fields not shown in the spec): one text of an owner's field in one language. */
export interface Translation {
  readonly id: string
  readonly ownerId: string
  /** 'OPTION_DESCRIPTION' | 'OPTION_DESCRIPTION_TITLE' */
  readonly field: TranslatedField
  readonly languageTag: BuilderLanguage
  readonly content: string
}
export const translatedFields = ['OPTION_DESCRIPTION', 'OPTION_DESCRIPTION_TITLE'] as const
export type TranslatedField = (typeof translatedFields)[number]

export interface MessageVariation {
  readonly id: string
  readonly actionId: string
  readonly languageTag: BuilderLanguage
  readonly tags: readonly Tag[]
  readonly message: Message
}

/** Action (spec 000 §3): a message of the state, either with options (its labels are buttons) or standard. */
export const actionKinds = ['STANDARD', 'WITH_OPTIONS'] as const
export type ActionKind = (typeof actionKinds)[number]

export interface OptionLabel {
  readonly id: string
  readonly optionId: string
  readonly actionId: string
  readonly position: number
  readonly enabled: boolean
  readonly messageClass: string | null
  /** The button text per language ("label 'new button'"). */
  readonly text: Readonly<Partial<Record<BuilderLanguage, string>>>
}

export interface Action {
  readonly id: string
  readonly stateId: string
  readonly kind: ActionKind
  readonly content: string
  readonly editable: boolean
  readonly position: number
  readonly variations: readonly MessageVariation[]
  readonly labels: readonly OptionLabel[]
}

export interface Option {
  readonly id: string
  readonly stateId: string
  readonly name: string
  readonly symbol: string | null
  readonly symbolType: string | null
  readonly isRequired: boolean
  readonly customData: Readonly<Record<string, string>>
  readonly routingInstruction: RoutingInstruction | null
  readonly nextState: string | null
  readonly nextStateMachine: string | null
  readonly cancelFollowUp: boolean
  readonly allowNlp: boolean
  /** Processor ids, in order ("actions (ordered)"). */
  readonly processors: readonly string[]
  readonly position: number
  readonly isDefault: boolean
}

export interface State {
  readonly id: string
  readonly stateGroupId: string
  readonly name: string
  readonly position: number
  readonly draft: boolean
  readonly isSkippable: boolean
  readonly alwaysStore: boolean
  readonly answerRequired: boolean
  readonly scalarName: string | null
  readonly validator: string | null
  readonly replyType: ReplyType
  readonly replyProcessorKey: string | null
  readonly processors: readonly string[]
  readonly cancelFollowUp: boolean
  readonly treeViewPositionX: number | null
  readonly treeViewPositionY: number | null
  readonly selectedDivergentOption: string | null
  readonly actions: readonly Action[]
  readonly options: readonly Option[]
}

export interface StateGroup {
  readonly id: string
  readonly flowId: string
  readonly name: string
  readonly position: number
  readonly initialState: string | null
  readonly states: readonly State[]
}

export interface StateGroupTemplate {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly icon: string
}

export interface Flow {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly kind: FlowKind
  readonly isDefaultStateMachine: boolean
  readonly stateGroups: readonly StateGroup[]
}

/** Processor categories of the seeded and template processors (spec 000 §3 Processor.category). */
export const processorCategories = [
  'ATS',
  'COMMUNICATION',
  'APPOINTMENT',
  'ANALYTICS',
  'SMART_INBOX',
] as const
export type ProcessorCategory = (typeof processorCategories)[number]

/** The spec's default names of a new option and its label (spec 000 §3). */
export const newOptionDefaults = { name: 'new option', label: 'new button' } as const

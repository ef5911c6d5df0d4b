/**
 * The builder (spec 000 §3 Flow … Translation; spec 001 §7.3 and §7.4 'Builder', 'State groups', 'Flows',
 * 'Processors', 'Tags and translations'). Only for users with the builder permission. Flows are called
 * state machines, as in the spec's calls (`stateMachine(id)`, `updateNextStateMachine`). Refusals carry the
 * spec's builder messages (spec 001 §8) as error codes; creations the spec counts as failed without `ok`
 * (scalar name, option, option label, action) answer `ok: false` with `errors`.
 */
export const builderTypeDefs = /* GraphQL */ `
  type GoogleAnalyticsEvent {
    id: ID!
    eventLabel: String!
    eventAction: String!
    systemName: String!
  }

  "Processor (a processing action), spec 000 §3."
  type Processor {
    id: ID!
    name: String!
    humanReadableName: String!
    processorType: String!
    type: String!
    color: String!
    icon: String!
    "ATS, COMMUNICATION, APPOINTMENT, ANALYTICS or SMART_INBOX"
    category: String!
    priority: Int!
    description: String!
    isImportantGoal: Boolean!
    googleAnalyticsEvent: GoogleAnalyticsEvent
    finalGoalCampaigns: [ID!]!
    "Flows that run it as a wrap-up processor."
    stateMachines: [ID!]!
    states: [ID!]!
    options: [ID!]!
    useMapperV2: Boolean!
    atsFieldMappings: [ID!]!
    onFailProcessor: ID
    onFinishProcessor: ID
    onFirstReplyProcessor: ID
  }

  "A processor a chatbot can copy in (copyProcessor)."
  type ProcessorTemplate {
    id: ID!
    name: String!
    humanReadableName: String!
    processorType: String!
    type: String!
    color: String!
    icon: String!
    category: String!
    description: String!
    adminOnly: Boolean!
  }

  type Tag {
    id: ID!
    kind: String!
    content: String!
    color: String!
  }

  "One translated field of an owner (an option's description or descriptionTitle) in one language."
  type Translation {
    id: ID!
    ownerId: ID!
    "OPTION_DESCRIPTION or OPTION_DESCRIPTION_TITLE"
    field: String!
    languageTag: String!
    content: String!
  }

  type ScalarName {
    id: ID!
    name: String!
    humanReadableName: String!
    tags: [Tag!]!
  }

  "A modifier of an ATS field mapping's value (postModifiers, getModifiers)."
  type Modifier {
    id: ID!
    name: String!
    description: String!
  }

  """
  One message in one language. type is TEXT, VIDEO, IMAGE, DOCUMENT, LINK or GEOLOCATION; the fields of
  that type are set (TEXT: text; VIDEO and IMAGE: url, caption; DOCUMENT: url, fileName; LINK: placeholder,
  link, isDocument; GEOLOCATION: lat, lng).
  """
  type MessageVariation {
    id: ID!
    actionId: ID!
    languageTag: String!
    tags: [Tag!]!
    type: String!
    text: String
    url: String
    caption: String
    fileName: String
    placeholder: String
    link: String
    isDocument: Boolean
    lat: Float
    lng: Float
  }

  type LabelText {
    languageTag: String!
    content: String!
  }

  "A button of an action with options (spec 000 §3 Option label)."
  type OptionLabel {
    id: ID!
    option: ID!
    actionId: ID!
    position: Int!
    enabled: Boolean!
    messageClass: String
    text: [LabelText!]!
  }

  "A message of a state: STANDARD, or WITH_OPTIONS (its labels are buttons)."
  type Action {
    id: ID!
    stateId: ID!
    kind: String!
    content: String!
    editable: Boolean!
    position: Int!
    variations: [MessageVariation!]!
    labels: [OptionLabel!]!
  }

  """
  An answer (spec 000 §3 Option). routingInstruction: STATE (nextState), FLOW (nextStateMachine), STOP,
  DEFAULT_NEXT, SMART_INBOX, REPEAT, PREVIOUS_QUESTION, PREVIOUS_FLOW_START or FAQ_ANSWER; null: none.
  """
  type Option {
    id: ID!
    stateId: ID!
    name: String!
    symbol: String
    symbolType: String
    isRequired: Boolean!
    customData: JSON!
    routingInstruction: String
    nextState: ID
    nextStateMachine: ID
    cancelFollowUp: Boolean!
    allowNlp: Boolean!
    "Processors run on this answer, in order."
    processors: [Processor!]!
    smartInboxLabels: [ID!]!
    removeSmartInboxLabels: [ID!]!
    description: [Translation!]!
    descriptionTitle: [Translation!]!
    position: Int!
    isDefault: Boolean!
  }

  type State {
    id: ID!
    stateGroupId: ID!
    name: String!
    position: Int!
    draft: Boolean!
    isSkippable: Boolean!
    alwaysStore: Boolean!
    answerRequired: Boolean!
    scalarName: ScalarName
    validator: String
    "NONE or EXISTING; reply processing is on unless NONE."
    replyType: String!
    replyProcessorKey: String
    processors: [Processor!]!
    cancelFollowUp: Boolean!
    treeViewPositionX: Float
    treeViewPositionY: Float
    selectedDivergentOption: ID
    "Every option, the default one included (isDefault)."
    options: [Option!]!
    defaultOption: Option
    actions: [Action!]!
  }

  "A question of a flow (spec 000 §3 State group)."
  type StateGroup {
    id: ID!
    stateMachineId: ID!
    name: String!
    position: Int!
    initialState: ID
    whatsAppDefinitions: [ID!]!
    states: [State!]!
  }

  "A flow (spec 000 §3 Flow). kind: START, RESTART, WELCOME_BACK, END, ESCAPE, FALLBACKS, BROADCAST_JOB_ALERT, OUT_OF_OFFICE or DEFAULT."
  type StateMachine {
    id: ID!
    name: String!
    description: String!
    kind: String!
    isDefaultStateMachine: Boolean!
    position: Int!
    wrapupProcessors: [Processor!]!
    fixedAtsFieldMappings: [ID!]!
    stateGroupCount: Int!
    stateCount: Int!
    "The questions with their states: filled by stateMachine(id); empty in allStateMachines (use the counts)."
    stateGroups: [StateGroup!]!
  }

  "What the builder's forms choose from (the settings query of spec 001 §7.3)."
  type BuilderSettings {
    validators: [String!]!
    replyProcessors: [String!]!
    "The chatbot's languages, its default first."
    languages: [String!]!
    defaultLanguageTag: String!
    allowedCategories: [String!]!
    "The special flows: one per kind other than DEFAULT."
    specialFlows: [StateMachine!]!
    whatsapp: Boolean!
    "What a state's divergent answer is copied from (switchDivergentOption)."
    divergentOptionTemplates: [DivergentOptionTemplate!]!
    "The web widget's settings as GET /api/v1/chatbots/{id}/config/ answers them; null without the right to read them."
    widgetSettings: JSON
    "The tags a message variation can carry (allTags)."
    tags: [Tag!]!
  }

  "A divergent answer's template: its name and where it goes."
  type DivergentOptionTemplate {
    id: ID!
    name: String!
    routingInstruction: String!
  }

  "A problem the flow linter found (src/shared/domain/builder-lint.ts)."
  type LintProblem {
    code: String!
    severity: String!
    stateId: ID!
    optionId: ID
    languageTag: String
    count: Int
  }

  "Something of another area that uses what is to be deleted."
  type ImpactItem {
    id: ID!
    name: String!
  }

  "What uses a flow, question, state or option, before it is deleted."
  type BuilderImpact {
    "Options of other states that route into it."
    routedFrom: [Option!]!
    "Processors that use it (wrap-up, or run on its states and options)."
    processors: [Processor!]!
    "WhatsApp templates whose flow it is, and WhatsApp definitions linked to its questions (id and name)."
    whatsappTemplates: [ImpactItem!]!
    "Automations (campaigns) that start the flow, or the flow the question, state or answer is in."
    automations: [ImpactItem!]!
    "The ATS field mappings it holds fixed (a flow's fixedAtsFieldMappings), named by the variable they fill."
    atsFieldMappings: [ImpactItem!]!
    stateCount: Int!
    optionCount: Int!
  }

  "One page of a flow's tree view: its questions (states left empty) and a page of its states."
  type FlowTreePage {
    "The flow's states in all."
    totalStates: Int!
    stateGroups: [StateGroup!]!
    "States from offset, in question then state order."
    states: [State!]!
    "The flow's states an answer of another flow goes to (conversations enter the flow there too); on the first page (offset 0), empty on the others."
    inboundStateIds: [ID!]!
  }

  type BuilderResult {
    ok: Boolean!
    errors: [FieldError!]!
  }

  type StateMachineResult {
    ok: Boolean!
    errors: [FieldError!]!
    stateMachine: StateMachine
  }

  type StateGroupResult {
    ok: Boolean!
    errors: [FieldError!]!
    stateGroup: StateGroup
  }

  type StateResult {
    ok: Boolean!
    errors: [FieldError!]!
    state: State
  }

  type OptionResult {
    ok: Boolean!
    errors: [FieldError!]!
    option: Option
  }

  type OptionLabelResult {
    ok: Boolean!
    errors: [FieldError!]!
    optionLabel: OptionLabel
  }

  type ActionResult {
    ok: Boolean!
    errors: [FieldError!]!
    action: Action
  }

  type VariationResult {
    ok: Boolean!
    errors: [FieldError!]!
    variation: MessageVariation
  }

  type ScalarNameResult {
    ok: Boolean!
    errors: [FieldError!]!
    scalarName: ScalarName
  }

  type TagResult {
    ok: Boolean!
    errors: [FieldError!]!
    tag: Tag
  }

  type TranslationResult {
    ok: Boolean!
    errors: [FieldError!]!
    translation: Translation
  }

  type ProcessorResult {
    ok: Boolean!
    errors: [FieldError!]!
    processor: Processor
  }

  type ProcessorsResult {
    ok: Boolean!
    errors: [FieldError!]!
    processors: [Processor!]!
  }

  type BlueprintResult {
    ok: Boolean!
    errorMessage: String
    blueprint: JSON
  }

  "updateStateGroupMutation's group: without id a new question at position (default: last)."
  input StateGroupInput {
    id: ID
    stateMachineId: ID
    name: String
    position: Int
    initialState: ID
  }

  "stateMutation's state: without id a new state in stateGroupId."
  input StateInput {
    id: ID
    stateGroupId: ID
    name: String
    draft: Boolean
    isSkippable: Boolean
    alwaysStore: Boolean
    answerRequired: Boolean
    scalarName: ID
    validator: String
    replyType: String
    replyProcessorKey: String
    processors: [ID!]
    cancelFollowUp: Boolean
    treeViewPositionX: Float
    treeViewPositionY: Float
  }

  input LabelTextInput {
    languageTag: String!
    content: String!
  }

  input GoogleAnalyticsEventInput {
    id: ID
    eventLabel: String!
    eventAction: String!
    systemName: String!
  }

  extend type Query {
    "The builder's settings: validators, reply processors, languages, special flows."
    builderSettings: BuilderSettings!
    "Flows, in order; limit 1 … 9999 (default 9999). search: a case-insensitive part of the name."
    allStateMachines(limit: Int, search: String, kind: String): [StateMachine!]!
    stateMachine(id: ID!): StateMachine
    "Questions of one flow (or of all), in order; limit 1 … 1000 (default 1000)."
    allStateGroups(stateMachineId: ID, limit: Int): [StateGroup!]!
    state(id: ID!): State
    allScalarnames: [ScalarName!]!
    allTags: [Tag!]!
    allModifiers: [Modifier!]!
    allProcessors(category: String): [Processor!]!
    "Processor templates; types filters on processorType; adminOnly adds the admin-only ones (superusers)."
    allProcessorTemplates(types: [String!], adminOnly: Boolean): [ProcessorTemplate!]!
    allTranslations(ownerId: ID!): [Translation!]!
    "The flow linter's problems for one flow."
    flowLint(stateMachineId: ID!): [LintProblem!]!
    "What routes into or uses a flow, question, state or option (kind: FLOW, STATE_GROUP, STATE, OPTION)."
    builderImpact(kind: String!, id: ID!): BuilderImpact!
    """
    The tree view of a flow, in pages (a large flow does not fit one answer): limit 1 … 100 (default 100)
    states from offset; null when the flow does not exist.
    """
    flowTree(stateMachineId: ID!, offset: Int, limit: Int): FlowTreePage
  }

  extend type Mutation {
    # Flows
    addStateMachine(name: String!, description: String, kind: String): StateMachineResult!
    updateStateMachine(
      id: ID!
      name: String
      description: String
      wrapupProcessor: [ID!]
      fixedAtsFieldMappings: [ID!]
    ): StateMachineResult!
    deleteStateMachine(id: ID!): BuilderResult!
    cloneStateMachine(id: ID!, newName: String): StateMachineResult!
    "Flow order (debounced 2,000 ms in the portal)."
    updateStateMachineOrder(stateMachineIds: [ID!]!): BuilderResult!
    generateBlueprintForStatemachine(stateMachineId: ID!): BlueprintResult!

    # State groups
    updateStateGroupMutation(newStategroup: StateGroupInput!): StateGroupResult!
    deleteStateGroupMutation(id: ID!): BuilderResult!
    cloneStateGroup(
      stateGroupIdentifier: ID!
      originClient: String
      originStateMachine: ID
      destinationStateMachine: ID!
      newStateGroupName: String
    ): StateGroupResult!
    copyStateGroup(
      templateIds: [ID!]!
      destinationStateMachineId: ID!
      destinationProjectId: String
      destinationPosition: Int
      newStateGroupName: String
    ): StateGroupResult!
    "State group order of a flow (debounced 2,000 ms in the portal)."
    reorderStateGroups(stateMachineId: ID!, stateGroupids: [ID!]!): BuilderResult!

    # States
    stateMutation(newState: StateInput!): StateResult!
    deleteState(id: ID!): BuilderResult!
    "State order of a question (debounced 2,000 ms in the portal)."
    updateStateOrder(stateGroupId: ID!, stateIds: [ID!]!): BuilderResult!
    "Switching the divergent option: the old one is deleted and the template copied."
    switchDivergentOption(stateId: ID!, templateId: ID!): StateResult!

    # Options
    createOption(stateId: ID!, name: String, isDefault: Boolean): OptionResult!
    updateOption(
      id: ID!
      name: String
      symbol: String
      symbolType: String
      isRequired: Boolean
      customData: JSON
      "Any destination but STATE and FLOW (those go through updateNextState and updateNextStateMachine)."
      routingInstruction: String
      cancelFollowUp: Boolean
      allowNlp: Boolean
      processors: [ID!]
      smartInboxLabels: [ID!]
      removeSmartInboxLabels: [ID!]
    ): OptionResult!
    deleteOption(id: ID!): BuilderResult!
    updateOptionOrder(stateId: ID!, optionIds: [ID!]!): BuilderResult!
    updateNextState(optionId: ID!, nextState: ID!): OptionResult!
    updateNextStateMachine(optionId: ID!, nextStateMachine: ID!): OptionResult!

    # Actions and option labels
    addStandardAction(stateId: ID!, content: String): ActionResult!
    addActionWithOptions(stateId: ID!, content: String): ActionResult!
    updateAction(id: ID!, content: String, editable: Boolean): ActionResult!
    deleteActions(ids: [ID!]!): BuilderResult!
    updateActionOrdering(stateId: ID!, actionIds: [ID!]!): BuilderResult!
    createOptionLabel(optionId: ID!, actionId: ID!, text: [LabelTextInput!]): OptionLabelResult!
    updateOptionLabel(
      id: ID!
      enabled: Boolean
      messageClass: String
      text: [LabelTextInput!]
    ): OptionLabelResult!
    deleteOptionLabel(id: ID!): BuilderResult!
    "Label order of an action (moving a label up or down saves the new order)."
    updateOptionLabelOrder(actionId: ID!, labelIds: [ID!]!): BuilderResult!

    # Message variations
    addTextVariation(actionId: ID!, languageTag: String!, text: String!, tagsId: [ID!]): VariationResult!
    addVideoVariation(
      actionId: ID!
      languageTag: String!
      url: String!
      caption: String
      tagsId: [ID!]
    ): VariationResult!
    addImageVariation(
      actionId: ID!
      languageTag: String!
      url: String!
      caption: String
      tagsId: [ID!]
    ): VariationResult!
    addDocumentVariation(
      actionId: ID!
      languageTag: String!
      url: String!
      fileName: String
      tagsId: [ID!]
    ): VariationResult!
    addLinkVariation(
      actionId: ID!
      languageTag: String!
      placeholder: String!
      link: String!
      isDocument: Boolean
      tagsId: [ID!]
    ): VariationResult!
    addGeolocationVariation(
      actionId: ID!
      languageTag: String!
      lat: Float!
      lng: Float!
      tagsId: [ID!]
    ): VariationResult!
    "Changes a variation's message within its type (text, url, caption, fileName, placeholder, link, isDocument, lat, lng)."
    updateMessage(
      variationId: ID!
      text: String
      url: String
      caption: String
      fileName: String
      placeholder: String
      link: String
      isDocument: Boolean
      lat: Float
      lng: Float
    ): VariationResult!
    deleteVariationMutation(id: ID!): BuilderResult!
    updateVariationTags(tagsId: [ID!]!, variationId: ID!): VariationResult!

    # Processors
    updateProcessor(
      id: ID!
      priority: Int
      isImportantGoal: Boolean
      googleAnalyticsEvent: GoogleAnalyticsEventInput
      finalGoalCampaigns: [ID!]
      atsFieldMappings: [ID!]
      humanReadableName: String
      description: String
    ): ProcessorResult!
    "Clones a processor within or between chatbots (schemas are project ids)."
    cloneProcessor(id: ID!, fromSchema: String!, toSchema: String!): ProcessorResult!
    "Copies processor templates into a chatbot."
    copyProcessor(processorTemplateIds: [ID!]!, fromSchema: String, toSchema: String!): ProcessorsResult!

    # Scalar names, tags and translations
    createScalarName(name: String!, humanReadableName: String, tagsId: [ID!]): ScalarNameResult!
    updateScalarName(id: ID!, name: String, humanReadableName: String, tagsId: [ID!]): ScalarNameResult!
    deleteScalarName(id: ID!): BuilderResult!
    createTag(kind: String!, content: String!, color: String): TagResult!
    updateTag(id: ID!, kind: String, content: String, color: String): TagResult!
    deleteTag(id: ID!): BuilderResult!
    createTranslation(
      ownerId: ID!
      field: String!
      languageTag: String!
      content: String!
    ): TranslationResult!
    updateTranslation(id: ID!, content: String!): TranslationResult!
    deleteTranslation(id: ID!): BuilderResult!
  }
`

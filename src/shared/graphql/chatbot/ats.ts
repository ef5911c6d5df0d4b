/**
 * ATS settings (spec 000 §3 'ATS field mapping', 'ATS field', 'ATS option', 'Mapping option'; spec 001 §7):
 * the ATS's field catalogue searched by page, field mappings edited in full, a state's mapping context and
 * options sync, and the dry run of a conversation's mappings.
 */
export const atsTypeDefs = /* GraphQL */ `
  "A record type of the chatbot's ATS (candidate, vacancy, …) the chatbot may create."
  type AtsEntityType {
    id: ID!
    name: String!
    humanReadableNames: [AtsFieldName!]!
  }

  "A picklist value of a catalogue field."
  type AtsCatalogueOption {
    id: ID!
    value: String!
    humanReadableName: String!
  }

  "A field of the ATS's catalogue (spec 000 §3 'ATS field')."
  type AtsCatalogueField {
    id: ID!
    path: String!
    dataType: String!
    postPath: String
    regex: String
    required: Boolean!
    targetEntityType: String
    extractionPath: String
    maxLength: Int
    excludeFromPost: Boolean!
    entityType: String!
    entityTypeId: ID!
    humanReadableNames: [AtsFieldName!]!
    options: [AtsCatalogueOption!]!
  }

  type AtsFieldsPage {
    hasNextPage: Boolean!
    atsFields: [AtsCatalogueField!]!
  }

  "An ATS option of a mapping (spec: id, value, humanReadableName)."
  type AtsOption {
    id: ID!
    value: String!
    humanReadableName: String!
  }

  "A mapping option: the ATS option an answer (builder Option) writes, and whether its value is stored."
  type AtsMappingOption {
    id: ID!
    option: ID!
    optionName: String!
    atsOptionId: ID
    doStoreValue: Boolean!
  }

  type AtsMappingState {
    id: ID!
    name: String!
  }

  "An ATS field mapping with everything Settings edits (spec 000 §3)."
  type AtsMapping {
    id: ID!
    type: String!
    dataType: String!
    value: String!
    isDefaultMapping: Boolean!
    isLocked: Boolean!
    prepend: String!
    append: String!
    "Between prepend, value and append; a space unless set."
    prependAppendSeparator: String!
    scalarName: String
    postModifiers: [String!]!
    getModifiers: [String!]!
    atsFieldOrdering: Int!
    "The catalogue field; null for a mapping made before the catalogue knew its path."
    atsFieldId: ID
    atsField: AtsField!
    states: [AtsMappingState!]!
    atsOptions: [AtsOption!]!
    mappingOptions: [AtsMappingOption!]!
  }

  input AtsMappingSettingsInput {
    value: String!
    scalarName: String
    prepend: String!
    append: String!
    prependAppendSeparator: String!
    isDefaultMapping: Boolean!
    postModifiers: [String!]!
    getModifiers: [String!]!
    atsFieldOrdering: Int!
    states: [ID!]!
  }

  input AtsMappingCreateInput {
    atsFieldId: ID!
    "REGULAR, FIXED_VALUE, FIXED_OPTIONS, FIXED_CUSTOM_DATA_VALUE, FIXED_CUSTOM_DATA_OPTIONS or OPTIONS."
    type: String!
    value: String!
    scalarName: String
    prepend: String!
    append: String!
    prependAppendSeparator: String!
    isDefaultMapping: Boolean!
    postModifiers: [String!]!
    getModifiers: [String!]!
    atsFieldOrdering: Int!
    states: [ID!]!
  }

  type AtsMappingAnswer {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    "Set when a replacement failed after the old mapping was deleted: true once it is back."
    restored: Boolean
    mapping: AtsMapping
  }

  type AtsOkAnswer {
    ok: Boolean!
    code: String
    errorMessage: String
  }

  type AtsImpactItem {
    id: ID!
    name: String!
  }

  "What loses a mapping when it is deleted or replaced."
  type AtsMappingImpact {
    processors: [AtsImpactItem!]!
    states: [AtsImpactItem!]!
    flows: [AtsImpactItem!]!
    automations: [AtsImpactItem!]!
  }

  type AtsStateOption {
    id: ID!
    name: String!
  }

  "A state's side of the mappings: its answers and the mappings that write it."
  type AtsFieldMappingContext {
    stateId: ID!
    stateName: String!
    scalarName: String
    options: [AtsStateOption!]!
    atsFieldMappings: [AtsMapping!]!
  }

  type AtsFieldAnswer {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    atsField: AtsCatalogueField
  }

  "A conversation the dry run can be run on (one the conversation engine ran)."
  type AtsDryRunConversation {
    id: ID!
    "TRY_IT (Try it and the widget preview) or SIMULATOR."
    source: String!
    languageTag: String!
    "Milliseconds since the epoch."
    updatedAt: Float!
    answerCount: Int!
    flowNames: [String!]!
  }

  "What one mapping would write for the conversation."
  type AtsDryRunRow {
    mappingId: ID!
    type: String!
    atsFieldPath: String!
    humanReadableNames: [AtsFieldName!]!
    "The variable the value comes from; null for a fixed value."
    scalarName: String
    "The answer (or the fixed value) before the mapping shapes it; null when the conversation has no answer."
    source: String
    "What the ATS field would get after modifiers, prepend, append and separator; empty writes nothing."
    written: String!
    "noAnswer, notStored, valueTooLong, valueDoesNotMatch or optionUnknown; null when it would be written."
    problem: String
  }

  type AtsDryRunField {
    path: String!
    entityType: String!
    humanReadableNames: [AtsFieldName!]!
  }

  "The dry run of a conversation: nothing is sent to the ATS."
  type AtsDryRun {
    conversationId: ID!
    languageTag: String!
    flowNames: [String!]!
    rows: [AtsDryRunRow!]!
    "Required fields of the entity types written that nothing fills."
    missingRequired: [AtsDryRunField!]!
  }

  extend type State {
    "The ATS field mappings that write this state's answer."
    atsFieldMappings: [ID!]!
    "The ATS field mappings with a mapping option for one of its answers."
    optionAtsFieldMappings: [ID!]!
  }

  extend type ScalarName {
    "The ATS field mappings that take this variable's value."
    atsFieldMappings: [ID!]!
  }

  extend type Option {
    "The ATS field mappings this answer holds fixed: they write their own value when a candidate gives it."
    fixedAtsFieldMappings: [ID!]!
  }

  type FixedAtsFieldMappingsAnswer {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    "What the flow or answer holds now, in order."
    mappingIds: [ID!]!
  }

  extend type Query {
    "The ATS field mappings a flow (kind FLOW) or an answer (kind OPTION) holds fixed; null when it does not exist."
    fixedAtsFieldMappings(kind: String!, id: ID!): [ID!]
    "The conversations a dry run can use, newest first (at most 50)."
    atsDryRunConversations: [AtsDryRunConversation!]!
    "What every mapping of the conversation's flows would write to the ATS, and which required fields stay empty."
    atsDryRun(conversationId: ID!): AtsDryRun
    "The chatbot's ATS field mappings in full, by ordering and path."
    atsMappings: [AtsMapping!]!
    atsMapping(id: ID!): AtsMapping
    "What loses the mapping when it goes (processors, states, flows, automations)."
    atsMappingImpact(id: ID!): AtsMappingImpact
    creatableAtsEntities(targetHandler: String): [AtsEntityType!]!
    "A page (at most 20) of an entity type's fields whose path or name contains search."
    creatableAtsFieldsOptimized(
      entityTypeId: ID!
      search: String
      targetHandler: String
      pageSize: Int
      page: Int
    ): AtsFieldsPage!
    currentAtsFieldMappingContext(stateId: ID!): AtsFieldMappingContext
  }

  extend type Mutation {
    createAtsFieldMapping(input: AtsMappingCreateInput!): AtsMappingAnswer!
    updateAtsFieldMapping(id: ID!, input: AtsMappingSettingsInput!): AtsMappingAnswer!
    cloneAtsFieldMapping(id: ID!): AtsMappingAnswer!
    "Detaches it from processors, flows and automations. A locked mapping stays."
    deleteAtsFieldMapping(id: ID!): AtsOkAnswer!
    """
    Another ATS field or type: deletes the old mapping first, then creates the new one in its place; when
    the create fails the old one is restored (restored: true).
    """
    replaceAtsFieldMapping(id: ID!, input: AtsMappingCreateInput!): AtsMappingAnswer!
    "A mapping of the state's variable to the candidate field that matches it."
    autoCreateAtsFieldMapping(stateId: ID!): AtsMappingAnswer!
    createAtsOption(mappingId: ID!, value: String!, humanReadableName: String!): AtsMappingAnswer!
    updateAtsOption(id: ID!, value: String!, humanReadableName: String!): AtsMappingAnswer!
    deleteAtsOption(id: ID!): AtsMappingAnswer!
    createAtsMappingOption(
      mappingId: ID!
      option: ID!
      doStoreValue: Boolean!
      atsOptionId: ID
    ): AtsMappingAnswer!
    updateAtsMappingOption(id: ID!, doStoreValue: Boolean!, atsOptionId: ID): AtsMappingAnswer!
    deleteAtsMappingOption(id: ID!): AtsMappingAnswer!
    syncOptions(stateId: ID!): AtsFieldMappingContext
    """
    The mappings a flow (kind FLOW) or an answer (kind OPTION) holds fixed from now on, in order (at most 50):
    only the chatbot's mappings of a type that writes its own value.
    """
    setFixedAtsFieldMappings(kind: String!, id: ID!, mappingIds: [ID!]!): FixedAtsFieldMappingsAnswer!
    "A custom field of an entity type; only where the chatbot supportsMappingCreation, under a new name."
    createAtsField(entityTypeId: ID!, name: String!, dataType: String!): AtsFieldAnswer!
  }
`

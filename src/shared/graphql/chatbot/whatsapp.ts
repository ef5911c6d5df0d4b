/**
 * WhatsApp channels, profiles and templates (spec 000 §3, §4; spec 001 §4, §7.3, §7.4). Reads:
 * WhatsApp (channels) and WhatsAppTemplate (templates) rights; writes: the same subjects' update rights
 * (MANAGER and up). A chatbot without a WhatsApp provider lists nothing and refuses writes with
 * functionality_unavailable. Times are ISO 8601.
 */
export const whatsappTypeDefs = /* GraphQL */ `
  "The business profile of a channel (spec 000 §3 'Profile')."
  type WhatsappProfile {
    profileText: String!
    description: String!
    "Valid http(s) URLs."
    websites: [String!]!
    "URL of a 640x640 JPG or PNG of the image hosting service, or null."
    profilePicture: String
    companyName: String!
    address: String!
  }

  "A WhatsApp channel (spec 000 §3). status is the provider's status text: 'Setting up' or 'Connected'."
  type WhatsappChannel {
    id: ID!
    name: String!
    channelId: String!
    whatsappNumber: String!
    createdAt: String!
    status: String!
    profile: WhatsappProfile!
  }

  type WhatsappButton {
    id: ID!
    "PHONE_NUMBER or URL for a call to action; null for a quick reply."
    actionType: String
    text: String!
    phoneNumber: String
    url: String
    "STATIC or DYNAMIC."
    urlType: String
  }

  type WhatsappParameter {
    id: ID!
    name: String!
    "The variable's number: {{index}}."
    index: Int!
    scalarName: String
    atsFieldMapping: String
    "A sample value for the preview and the provider's review."
    example: String
  }

  "A language variant (spec 000 §3 'Variation'); status CONCEPT, APPROVED, REJECTED or RESUBMITTED."
  type WhatsappVariation {
    id: ID!
    "The provider's language code (nl, en_US, …)."
    language: String!
    "BCP 47 (nl-NL, en-US, …)."
    languageTag: String!
    content: String!
    status: String!
    attachmentTitle: String
    attachmentUrl: String
    attachmentMimeType: String
    footer: String
    "The provider's reason when status is REJECTED."
    rejectionReason: String
    "When the provider last reviewed this language, as the portal knows from its last sync."
    lastReviewedAt: String
    parameters: [WhatsappParameter!]!
    buttons: [WhatsappButton!]!
  }

  "A version of a definition (spec 000 §3 'WhatsApp template'); status CONCEPT, SUBMITTED, ACCEPTED, REJECTED or ACTIVE."
  type WhatsappTemplate {
    id: ID!
    definitionId: ID
    templateName: String!
    facebookName: String!
    description: String!
    category: String!
    scalarNames: [String!]!
    additionalData: JSON!
    "TEXT, IMAGE, VIDEO, DOCUMENT or null (no header)."
    attachmentType: String
    version: Int!
    status: String!
    creatorEmail: String!
    "NONE, CALL_TO_ACTION or QUICK_REPLY."
    buttonType: String!
    created: String!
    modified: String!
    submittedAt: String
    flow: ID
    variations: [WhatsappVariation!]!
    parameters: [WhatsappParameter!]!
  }

  "A WhatsApp definition (spec 000 §3): its versions, at most one active."
  type WhatsappDefinition {
    id: ID!
    name: String!
    supportsBatchAction: Boolean!
    versionsHistoricallyCreated: Int!
    isSmartInboxTemplate: Boolean!
    templateIdentifier: String!
    created: String!
    activeTemplate: WhatsappTemplate
    "Every version, newest first."
    availableTemplates: [WhatsappTemplate!]!
    "The active version, else the newest."
    displayTemplate: WhatsappTemplate
  }

  """
  A WhatsApp Business account of the chatbot at its provider (spec 001 §4 'accounts'): the account its
  channels and templates belong to. One per chatbot with a provider.
  """
  type WhatsappAccount {
    id: ID!
    "The chatbot's WhatsApp provider."
    provider: String!
    "The business name: the first channel's company name, else the chatbot's project name."
    name: String!
    "The numbers of its channels, oldest first."
    whatsappNumbers: [String!]!
    "How many of its channels are connected ('Connected')."
    connectedChannels: Int!
    "How many templates (definitions) it has."
    templateCount: Int!
  }
  "A readable name of an ATS field in one language (nl, en)."
  type WhatsappAtsFieldName {
    language: String!
    name: String!
  }
  """
  An ATS field a template variable can be filled from (spec 001 §7.4 'get ATS field options'): a field
  mapping of the chatbot that takes its value from a scalar. value is the ATS field's path, which a
  parameter's atsFieldMapping holds.
  """
  type WhatsappAtsFieldOption {
    value: String!
    scalarName: String!
    names: [WhatsappAtsFieldName!]!
  }
  "One invalid field, with the rule codes of @shared/domain/whatsapp-templates (messages in English)."
  type WhatsappFieldError {
    field: String!
    messages: [String!]!
    codes: [String!]!
  }

  """
  The provider's answer (spec 001 §7.4: ok, errors, errorMessage). stage names where a failed creation
  stopped: BUTTON, VARIATION, PARAMETER, TEMPLATE, SUBMIT, DEFINITION or UNKNOWN.
  """
  type WhatsappResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
  }

  type WhatsappChannelResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    channel: WhatsappChannel
  }

  type WhatsappVariationsResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    variationIds: [ID!]!
  }

  type WhatsappParametersResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    parameterIds: [ID!]!
  }

  type WhatsappTemplateResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    template: WhatsappTemplate
  }

  type WhatsappDefinitionResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    definition: WhatsappDefinition
  }

  type WhatsappSyncResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    "How many languages changed status."
    updated: Int!
  }

  type WhatsappDefinitionsResult {
    ok: Boolean!
    stage: String
    errors: [WhatsappFieldError!]!
    errorMessage: String
    definitionIds: [ID!]!
  }

  input WhatsappChannelInput {
    name: String
    profileText: String
    description: String
    websites: [String!]
    "A URL from the image hosting service (kind profile_picture); empty removes the picture."
    profilePicture: String
    companyName: String
    address: String
  }

  input WhatsappButtonInput {
    actionType: String
    text: String!
    phoneNumber: String
    url: String
    urlType: String
  }

  input WhatsappVariationInput {
    languageTag: String!
    content: String!
    attachmentTitle: String
    attachmentUrl: String
    attachmentMimeType: String
    footer: String
    buttons: [WhatsappButtonInput!]
  }

  input WhatsappParameterInput {
    name: String!
    index: Int!
    scalarName: String
    atsFieldMapping: String
    example: String
  }

  input WhatsappTemplateInput {
    templateName: String!
    description: String
    category: String!
    buttonType: String!
    attachmentType: String
    scalarNames: [String!]
    variationIds: [ID!]!
    parameterIds: [ID!]!
    "Set to add a version to this definition."
    definitionId: ID
  }

  input WhatsappDefinitionInput {
    name: String
    supportsBatchAction: Boolean
    isSmartInboxTemplate: Boolean
  }

  input WhatsappVariationUpdateInput {
    content: String
    attachmentTitle: String
    attachmentUrl: String
    footer: String
  }

  extend type Query {
    "The chatbot's WhatsApp channels, oldest first."
    allWhatsappChannels: [WhatsappChannel!]!
    whatsappChannel(id: ID!): WhatsappChannel!
    "Definitions by name; filters: name substring, the shown version's status, a language tag."
    allWhatsappDefinitions(search: String, status: String, languageTag: String): [WhatsappDefinition!]!
    whatsappDefinition(id: ID!): WhatsappDefinition!
    "A definition's versions, newest first."
    allWhatsappTemplates(definitionId: ID!): [WhatsappTemplate!]!
    whatsappTemplate(id: ID!): WhatsappTemplate!
    allWhatsappVariations(templateId: ID!): [WhatsappVariation!]!
    allWhatsappButtons(variationId: ID!): [WhatsappButton!]!
    allWhatsappParameters(templateId: ID!): [WhatsappParameter!]!
    "The chatbot's WhatsApp Business accounts at its provider."
    allWhatsappAccounts: [WhatsappAccount!]!
    "The ATS fields a template variable can be filled from, by readable name."
    whatsappAtsFieldOptions: [WhatsappAtsFieldOption!]!
  }

  extend type Mutation {
    "Configures a channel on a WhatsApp number; 'Setting up' until connected (about 2 minutes)."
    configureWhatsappChannel(name: String!, whatsappNumber: String!): WhatsappChannelResult!
    "Edits a channel's name and business profile."
    updateWhatsappChannel(id: ID!, input: WhatsappChannelInput!): WhatsappChannelResult!
    "Creation step 1/4: the languages with their buttons (stages VARIATION, BUTTON)."
    createWhatsappVariations(variations: [WhatsappVariationInput!]!): WhatsappVariationsResult!
    "Creation step 2/4: the parameters (stage PARAMETER)."
    createWhatsappParameters(parameters: [WhatsappParameterInput!]!): WhatsappParametersResult!
    "Creation step 3/4: the template, checked with every rule (stage TEMPLATE)."
    createWhatsappTemplate(input: WhatsappTemplateInput!): WhatsappTemplateResult!
    "Creation step 4/4: a new definition, or a new version of definitionId (stage DEFINITION)."
    createWhatsappDefinition(templateId: ID!, definitionId: ID): WhatsappDefinitionResult!
    "Removes what a failed creation left; parts of a definition are never touched."
    discardWhatsappCreation(variationIds: [ID!]!, parameterIds: [ID!]!, templateId: ID): WhatsappResult!
    "Creates the version at the provider: submit for approval (stage SUBMIT)."
    createWhatsappTemplateAtProvider(templateId: ID!): WhatsappResult!
    "Deletes one version at the provider (not the active one)."
    deleteWhatsappTemplateAtProvider(templateId: ID!): WhatsappResult!
    "Activates an accepted version; the previous active one becomes ACCEPTED."
    activateWhatsappTemplate(templateId: ID!): WhatsappDefinitionResult!
    "Definition update: name, batch action, Smart Inbox flag."
    updateWhatsappDefinition(id: ID!, input: WhatsappDefinitionInput!): WhatsappDefinitionResult!
    "Variation update: a language of a concept or rejected version."
    updateWhatsappVariation(id: ID!, input: WhatsappVariationUpdateInput!): WhatsappTemplateResult!
    "Definition sync: the provider's verdicts for one definition, or all when id is omitted."
    syncWhatsappDefinition(id: ID): WhatsappSyncResult!
    "Clone: a concept copy of the shown version under a new name."
    cloneWhatsappDefinition(id: ID!, newName: String!): WhatsappDefinitionResult!
    "Copy: the definitions to another chatbot of the user."
    copyWhatsappDefinitions(ids: [ID!]!, destinationProjectId: String!): WhatsappDefinitionsResult!
    "Deletes a definition: its buttons, parameters, variations and templates first."
    deleteWhatsappDefinition(id: ID!): WhatsappResult!
    """
    ATS sync of template variables: each variable of the version whose scalar name, or failing that its
    name, is the scalar of an ATS field mapping is linked to that mapping's ATS field; updated counts the
    variables that changed. Any version: the link is the portal's own, not part of the provider's review.
    """
    syncWhatsappAtsVariables(templateId: ID!): WhatsappSyncResult!
    "Delete all: the given definitions, each as deleteWhatsappDefinition."
    deleteAllWhatsappDefinitions(ids: [ID!]!): WhatsappDefinitionsResult!
  }
`

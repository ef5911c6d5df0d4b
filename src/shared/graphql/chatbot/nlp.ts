/**
 * NLP (spec 000 §3 'NLP', §4 'Chatbot publishing', §5 'Intents'; spec 001 §7.3 `detectIntent(text)` and the
 * train status, §7.4 'NLP', §8 'Deletion and model'), and the conversation engine's "Try it" chat. Reads
 * need NlpIntents or NlpEntities 'read'; changes, Train and Publish 'update'. A sentence or keyword similar
 * to one of another intent is refused with `similar_nlp_text` (extensions: field, similarTo).
 */
export const nlpTypeDefs = /* GraphQL */ `
  type NlpText {
    id: ID!
    text: String!
  }

  "Intent: spec 000 §3 NLP."
  type Intent {
    id: ID!
    name: String!
    sentences: [NlpText!]!
    keywords: [NlpText!]!
  }

  type ListEntitySynonym {
    id: ID!
    name: String!
  }

  type ListEntityValue {
    id: ID!
    name: String!
    synonyms: [ListEntitySynonym!]!
  }

  "List entity: spec 000 §3 NLP."
  type ListEntity {
    id: ID!
    name: String!
    values: [ListEntityValue!]!
  }

  "The chatbot's model (spec 000 §4 'Chatbot publishing')."
  type NlpTrainStatus {
    "NEEDS_TRAINING, PUBLISHING, PUBLISHED or ERROR"
    status: String!
    "The draft model: UNTRAINED, TRAINING, TRAINED or FAILED (the badge: Training, Trained, Failed Training)"
    training: String!
    "ISO 8601"
    trainedAt: String
    "ISO 8601"
    publishedAt: String
    error: String
  }

  type DetectedEntity {
    entity: String!
    option: String!
    sourceText: String!
  }

  "detectIntent's answer: intentName is null when the model recognises nothing."
  type DetectedIntent {
    intentName: String
    score: Float!
    languageTag: String
    entities: [DetectedEntity!]!
  }

  type NlpOk {
    ok: Boolean!
  }

  "A button the bot offers."
  type TryItButton {
    optionId: ID!
    label: String!
  }

  "One message of the bot, with the state it belongs to."
  type TryItReply {
    stateId: ID!
    stateName: String!
    stateMachineId: ID!
    stateMachineName: String!
    "TEXT, IMAGE, VIDEO, DOCUMENT, LINK or GEOLOCATION"
    type: String!
    text: String!
    buttons: [TryItButton!]!
  }

  "Why the bot answered as it did: the state the candidate answered, the option chosen and how."
  type TryItTrace {
    stateId: ID
    stateName: String
    optionId: ID
    optionName: String
    "BUTTON, TEXT, INTENT, DEFAULT, FALLBACK, START, ENDED, BOOKED (a slot offered was booked) or SLOT_TAKEN (it was gone: the rest is offered)"
    matchedBy: String!
    intentName: String
    "The scalar name the answer was stored under."
    storedAs: String
  }

  type TryItTurn {
    sessionId: ID!
    languageTag: String!
    input: String
    trace: TryItTrace!
    replies: [TryItReply!]!
    "The state the bot now waits in; null when the conversation ended or was handed over."
    waitingStateId: ID
    finished: Boolean!
    handedOver: Boolean!
    "The Smart Inbox conversation after a handover."
    clientId: String!
    answers: JSON!
  }

  extend type Query {
    allIntents: [Intent!]!
    intent(id: ID!): Intent!
    allListEntities: [ListEntity!]!
    nlpTrainStatus: NlpTrainStatus!
    "Spec 001 §7.3. 'No default model to get intents' (no_default_model_intents) before a first Publish."
    detectIntent(text: String!, languageTag: String): DetectedIntent!
  }

  extend type Mutation {
    createIntent(name: String!): Intent!
    updateIntent(id: ID!, name: String!): Intent!
    deleteIntent(id: ID!): NlpOk!
    createSentence(intentId: ID!, text: String!): NlpText!
    updateSentence(id: ID!, text: String!): NlpText!
    deleteSentence(id: ID!): NlpOk!
    createKeyword(intentId: ID!, text: String!): NlpText!
    updateKeyword(id: ID!, text: String!): NlpText!
    deleteKeyword(id: ID!): NlpOk!
    createListEntity(name: String!): ListEntity!
    updateListEntity(id: ID!, name: String!): ListEntity!
    deleteListEntity(id: ID!): NlpOk!
    createListEntityValue(listEntityId: ID!, name: String!, synonyms: [String!]!): ListEntityValue!
    updateListEntityValue(id: ID!, name: String!): ListEntityValue!
    deleteListEntityValue(id: ID!): NlpOk!
    updateListEntitySynonyms(id: ID!, synonyms: [String!]!): ListEntityValue!
    "Starts training the draft model in the background; 'Could not train model' when it cannot."
    train: NlpTrainStatus!
    "Publishes the trained draft (status PUBLISHING, then PUBLISHED or ERROR); 'Could not publish model' without one."
    publish: NlpTrainStatus!
    """
    "Try it": the manager as a candidate. Without sessionId a new conversation starts in the start flow
    (text is then ignored); with it, the candidate's answer: optionId for a button, else text.
    """
    tryItMessage(sessionId: ID, languageTag: String!, text: String, optionId: ID): TryItTurn!
  }
`

/**
 * Chatbot settings and the widget's launcher teaser on the chatbot service (spec 000 §3, 001 §7.3, §7.4).
 * Reads: SettingsChatbot / SettingsWidgetPreview read rights (team leads and up); writes: their update
 * rights (managers and up); an adminOnly setting only superusers change (AdminOnlySetting). The widget's
 * own configuration is REST: GET/PUT /api/v1/chatbots/{id}/config/.
 */
export const settingsTypeDefs = /* GraphQL */ `
  """
  A chatbot setting. settingType FREETEXT, BOOLEAN ('true' or 'false'), INT or JSON; value is its text.
  valid: the server's verdict on the stored value. mayEdit: whether this viewer's save would be taken.
  version: give it back on save; a save over a newer version is refused (setting_changed).
  """
  type ChatbotSetting {
    id: ID!
    key: String!
    value: String!
    settingType: String!
    adminOnly: Boolean!
    helpText: String!
    valid: Boolean!
    section: String!
    version: Int!
    mayEdit: Boolean!
  }

  input ChatbotSettingInput {
    id: ID!
    value: String!
    version: Int!
  }

  """
  The answer of UpdateSettings: all settings saved or none. code invalid_input (errors name the keys),
  setting_changed (someone saved one meanwhile; settings holds the current ones), forbidden (an adminOnly
  setting) or not_found.
  """
  type UpdateSettingsResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    settings: [ChatbotSetting!]!
  }

  type WidgetPreviewButton {
    text: String!
    "The id of the flow the button starts."
    flow: ID!
  }

  """
  The launcher teaser of the web widget (spec 000 §3 'Widget preview'). autoOpenTime in seconds (0: never).
  widgetIconStartFlow: the flow the widget icon starts, or null.
  """
  type WidgetPreview {
    text: String!
    autoOpenTime: Int!
    buttons: [WidgetPreviewButton!]!
    widgetIconStartFlow: ID
    isRectangle: Boolean!
    botAvatar: String
    "Raised by every save (0: never saved); give it back on save to be refused over a newer one."
    version: Int!
  }

  input WidgetPreviewButtonInput {
    text: String!
    flow: ID!
  }

  input WidgetPreviewInput {
    text: String!
    autoOpenTime: Int!
    buttons: [WidgetPreviewButtonInput!]!
    widgetIconStartFlow: ID
    isRectangle: Boolean!
    botAvatar: String
    "The version this save was made from; omitted: the teaser is replaced whatever its version."
    version: Int
  }

  "code: invalid_input, or widget_changed (someone saved the teaser meanwhile)."
  type WidgetPreviewResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    widgetPreview: WidgetPreview
  }

  extend type Query {
    "The chatbot's settings by section and position; of one section when given."
    allChatbotSettings(section: String): [ChatbotSetting!]!
    widgetPreview: WidgetPreview!
  }

  extend type Mutation {
    "Several settings in one batch (spec 001 §4)."
    updateSettings(settings: [ChatbotSettingInput!]!): UpdateSettingsResult!
    updateWidgetPreview(input: WidgetPreviewInput!): WidgetPreviewResult!
    """
    The widget preview's conversation, run by the same engine as Try it: without sessionId a new one
    starting in flowId (the teaser button's flow; the start flow when absent), else the visitor's answer.
    """
    widgetPreviewMessage(
      flowId: ID
      sessionId: ID
      languageTag: String!
      text: String
      optionId: ID
    ): TryItTurn!
  }
`

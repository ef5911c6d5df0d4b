/**
 * Setting automations up (spec 000 §3 'Automation template', 'Query and query statement', §4, §5
 * 'Automation', 'Queries'; spec 001 §7.3 automation templates, getAllQueryConditions, allAtsFieldMappings,
 * §7.4 query statement create, update, delete, updateQuery, testSearch, testMatch, §8 campaign and template
 * import). Reads need the Campaigns read right, writes its update (imports: create) right. Refusals answer
 * ok false with errors per field whose messages are keys of `automationMessageTexts`, `templateMessageTexts`
 * or `queryMessageTexts`.
 */
export const automationsTemplatesTypeDefs = /* GraphQL */ `
  type AutomationTemplateStep {
    title: String!
    description: String!
  }

  "An automation template (spec 000 §3): a new automation of its type takes over its flow and settings."
  type AutomationTemplate {
    id: ID!
    name: String!
    description: String!
    tags: [String!]!
    "Ordered steps to finish the automation; optional steps after them."
    steps: [AutomationTemplateStep!]!
    optionalSteps: [AutomationTemplateStep!]!
    "The campaign type a template creates."
    type: String!
    flowId: ID
    "What the new automation takes over: type, description, flowName, schedule, queries, requiredData."
    campaign: JSON!
    created: String!
  }

  type AutomationTemplateAnswer {
    ok: Boolean!
    errorMessage: String
    errors: [CampaignFieldError!]!
    template: AutomationTemplate
  }

  "A condition of a query statement (spec 000 §3); offered for fields whose data type, lowercased, it allows."
  type QueryCondition {
    id: ID!
    name: String!
    description: String!
    allowedDataTypes: [String!]!
    "The comparison the ATS connector applies (exact, icontains, gt, within_days, …)."
    value: String!
  }

  "A statement of an automatch query; statements are joined with operator AND in their order."
  type AutomatchQueryStatement {
    id: ID!
    negate: Boolean!
    order: Int!
    condition: QueryCondition
    operator: String!
    value: String!
    "The ATS field the statement compares."
    atsFieldMapping: String!
    "Match and facets: compare with this field of the searched record instead of value."
    scalarName: String
  }

  "The search, match or facets query of an automatch configuration; id is <automatch id>:<kind>."
  type AutomatchQuery {
    id: ID!
    kind: String!
    "vacancy or candidate."
    baseAtsEntityType: String!
    targetHandler: String!
    queryStatements: [AutomatchQueryStatement!]!
  }

  input QueryStatementInput {
    "Kept by updateQuery for a statement that exists; new statements have none."
    id: ID
    atsFieldMapping: String!
    conditionId: ID!
    negate: Boolean!
    value: String!
    scalarName: String
  }

  type QueryAnswer {
    ok: Boolean!
    errorMessage: String
    "field: queryStatements.<index> (testSearch, testMatch: search., match. or facets. before it)."
    errors: [CampaignFieldError!]!
    query: AutomatchQuery
  }

  "An ATS field an automatch query can use."
  type AtsQueryFieldMapping {
    id: ID!
    name: String!
    humanReadableName: String!
    "As the ATS spells it (String, Integer, Float, Date, Boolean, Choice)."
    dataType: String!
    "vacancy or candidate."
    entityType: String!
    choices: [String!]!
  }

  "A record of the ATS (a vacancy or a candidate) with its field values."
  type AtsRecord {
    id: ID!
    entityType: String!
    title: String!
    values: JSON!
  }

  type QueryTestAnswer {
    ok: Boolean!
    errorMessage: String
    errors: [CampaignFieldError!]!
    "How many records the query selects (records holds at most 50)."
    total: Int!
    records: [AtsRecord!]!
  }

  extend type Query {
    "Without a WhatsApp provider only automatch templates (spec 000 §4)."
    allAutomationTemplates: [AutomationTemplate!]!
    automationTemplate(id: ID!): AutomationTemplate!
    "The automation as an import file."
    exportCampaign(id: ID!): JSON!
    "The template as an import file."
    exportAutomationTemplate(id: ID!): JSON!
    getAllQueryConditions: [QueryCondition!]!
    "The ATS fields automatch queries use."
    allAtsFieldMappings(isDefaultMapping: Boolean, targetHandler: String): [AtsQueryFieldMapping!]!
  }

  extend type Mutation {
    "Imports an automation file under name (not the name of an existing automation)."
    importCampaign(name: String!, file: String!): CampaignAnswer!
    "Clones the automation under name (the import's name rules); its links are copied, it starts on hold."
    cloneCampaign(id: ID!, name: String!): CampaignAnswer!
    "Imports a template file under name (unique among the templates)."
    importAutomationTemplate(name: String!, file: String!): AutomationTemplateAnswer!
    createQueryStatement(queryId: ID!, statement: QueryStatementInput!): QueryAnswer!
    updateQueryStatement(id: ID!, statement: QueryStatementInput!): QueryAnswer!
    deleteQueryStatement(id: ID!): QueryAnswer!
    "Replaces the statements of a draft query, in this order."
    updateQuery(id: ID!, queryStatements: [QueryStatementInput!]!): QueryAnswer!
    "The records the search query selects; searchStatements tests unsaved statements."
    testSearch(automatchId: ID!, searchStatements: [QueryStatementInput!]): QueryTestAnswer!
    "For one searched record, the records match and facets queries select (the page limit applied)."
    testMatch(
      automatchId: ID!
      recordId: ID!
      matchStatements: [QueryStatementInput!]
      facetsStatements: [QueryStatementInput!]
    ): QueryTestAnswer!
  }
`

/**
 * E-mail templates and mappers (spec 000 §3 "Email template", "Mapper", "Processor" dependencies; spec 001
 * §7: lists and gets, "email template update", "mapper update"). A processor that sends mail or maps
 * fields names them as its dependencies.
 */
export const emailTemplatesTypeDefs = /* GraphQL */ `
  "An e-mail a processor sends (spec 000 §3 'Email template')."
  type EmailTemplate {
    id: ID!
    "Recipients, comma separated: addresses or {{variables}} filled in when the mail is sent."
    toEmail: String!
    fromEmail: String!
    subject: String!
    plainText: String!
    htmlTemplate: String!
    isHtml: Boolean!
    isText: Boolean!
    "What a processor names the template by; unique per chatbot."
    templateKey: String!
    useNewEditor: Boolean!
  }

  "Field names to the labels an e-mail shows them under (spec 000 §3 'Mapper'); data is a JSON object."
  type Mapper {
    id: ID!
    name: String!
    data: JSON!
  }

  "What a processor depends on: an e-mail template or a mapper (spec 000 §3 'Processor' dependencies)."
  type ProcessorDependency {
    "EMAIL_TEMPLATE or MAPPER."
    kind: String!
    id: ID!
    "The template's subject or the mapper's name."
    name: String!
  }

  extend type Processor {
    "Always a list; nullable only so the builder's resolvers, which know nothing of it, still type-check."
    dependencies: [ProcessorDependency!]
  }

  input EmailTemplateInput {
    toEmail: String!
    fromEmail: String!
    subject: String!
    plainText: String!
    htmlTemplate: String!
    isHtml: Boolean!
    isText: Boolean!
    templateKey: String!
    useNewEditor: Boolean!
  }

  input MapperInput {
    name: String!
    data: JSON!
  }

  type EmailTemplateAnswer {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    emailTemplate: EmailTemplate
  }

  type MapperAnswer {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    mapper: Mapper
  }

  extend type Query {
    "The chatbot's e-mail templates by template key."
    emailTemplates: [EmailTemplate!]!
    emailTemplate(id: ID!): EmailTemplate
    "The chatbot's mappers by name."
    mappers: [Mapper!]!
    mapper(id: ID!): Mapper
  }

  extend type Mutation {
    updateEmailTemplate(id: ID!, input: EmailTemplateInput!): EmailTemplateAnswer!
    updateMapper(id: ID!, input: MapperInput!): MapperAnswer!
  }
`

import { requireActive } from '../chatbots/chatbot-access-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import {
  dependenciesOf,
  getEmailTemplate,
  getMapper,
  listEmailTemplates,
  listMappers,
  updateEmailTemplate,
  updateMapper,
  type Refusal,
} from './email-templates-service'

/*
 * E-mail templates and mappers (src/shared/graphql/chatbot/email-templates.ts). They are chatbot settings:
 * whoever reads the chatbot's settings reads them (team leads and up), whoever changes those changes these
 * (docs/decisions/email-templates.md).
 */

const refused = (answer: Refusal) => ({ ...answer })

export const emailTemplatesResolvers: Resolvers = {
  Query: {
    emailTemplates: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsChatbot')
      return listEmailTemplates(services.db, chatbot)
    },
    emailTemplate: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsChatbot')
      return getEmailTemplate(services.db, chatbot, id)
    },
    mappers: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsChatbot')
      return listMappers(services.db, chatbot)
    },
    mapper: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsChatbot')
      return getMapper(services.db, chatbot, id)
    },
  },
  Mutation: {
    updateEmailTemplate: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsChatbot')
      const answer = await updateEmailTemplate(services.db, requireActive(chatbot), id, input)
      return answer.ok
        ? { ok: true, code: null, errorMessage: null, errors: [], emailTemplate: answer.emailTemplate }
        : { ...refused(answer), emailTemplate: null }
    },
    updateMapper: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsChatbot')
      const answer = await updateMapper(services.db, requireActive(chatbot), id, input)
      return answer.ok
        ? { ok: true, code: null, errorMessage: null, errors: [], mapper: answer.mapper }
        : { ...refused(answer), mapper: null }
    },
  },
  Processor: {
    // The builder lists a chatbot's processors (a dozen or two); one small indexed query each.
    dependencies: async (processor, _, { services }) =>
      (await dependenciesOf(services.db, [processor.id])).get(processor.id) ?? [],
  },
}

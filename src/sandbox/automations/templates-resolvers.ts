import * as aq from './automatch-queries-service'
import * as at from './automation-templates-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { campaignAnswer } from './resolvers'

/**
 * Automation templates, import and export, automatch queries (src/shared/graphql/chatbot/automations-templates.ts;
 * automation-templates-service.ts, automatch-queries-service.ts).
 */

const template = (view: at.TemplateView) => ({ ...view, created: new Date(view.created).toISOString() })

const statementList = (
  statements: readonly { id?: string | null; scalarName?: string | null }[] | null | undefined,
) =>
  statements?.map(({ id: _id, ...rest }) => ({ ...rest, scalarName: rest.scalarName ?? null })) ?? undefined

export const automationsTemplatesResolvers: Resolvers = {
  Query: {
    allAutomationTemplates: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return (await at.listTemplates(services.db, requireActive(chatbot))).map(template)
    },
    automationTemplate: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return template(await at.getTemplate(services.db, requireActive(chatbot), id))
    },
    exportCampaign: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return at.exportCampaign(services, requireActive(chatbot), id)
    },
    exportAutomationTemplate: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return at.exportAutomationTemplate(services, requireActive(chatbot), id)
    },
    getAllQueryConditions: (_, __, { user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      requireActive(chatbot)
      return aq.allQueryConditions().map((c) => ({ ...c, allowedDataTypes: [...c.allowedDataTypes] }))
    },
    allAtsFieldMappings: (_, { targetHandler }, { user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      requireActive(chatbot)
      return aq.automatchFieldMappings({ targetHandler })
    },
  },
  Mutation: {
    importCampaign: async (_, { name, file }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'Campaigns')
      return campaignAnswer(await at.importCampaign(services, requireActive(chatbot), { name, file }))
    },
    cloneCampaign: async (_, { id, name }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'Campaigns')
      return campaignAnswer(await at.cloneCampaign(services, requireActive(chatbot), id, name))
    },
    importAutomationTemplate: async (_, { name, file }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'Campaigns')
      const answer = await at.importAutomationTemplate(services, requireActive(chatbot), { name, file })
      return { ...answer, template: answer.template && template(answer.template) }
    },
    createQueryStatement: (_, { queryId, statement }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return aq.createQueryStatement(
        services,
        requireActive(chatbot),
        queryId,
        statementList([statement])![0],
      )
    },
    updateQueryStatement: (_, { id, statement }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return aq.updateQueryStatement(services, requireActive(chatbot), id, statementList([statement])![0])
    },
    deleteQueryStatement: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return aq.deleteQueryStatement(services, requireActive(chatbot), id)
    },
    updateQuery: (_, { id, queryStatements }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return aq.updateQuery(services, requireActive(chatbot), id, {
        queryStatements: queryStatements.map((s) => ({ ...s, scalarName: s.scalarName ?? null })),
      })
    },
    testSearch: (_, { automatchId, searchStatements }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return aq.testSearch(services, requireActive(chatbot), automatchId, statementList(searchStatements))
    },
    testMatch: (
      _,
      { automatchId, recordId, matchStatements, facetsStatements },
      { services, user, chatbot },
    ) => {
      assertAllowed(user, 'read', 'Campaigns')
      return aq.testMatch(services, requireActive(chatbot), automatchId, recordId, {
        matchStatements: statementList(matchStatements),
        facetsStatements: statementList(facetsStatements),
      })
    },
  },
}

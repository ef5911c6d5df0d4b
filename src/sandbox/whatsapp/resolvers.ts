import { requireActive } from '../chatbots/chatbot-access-service'
import { assertAllowed } from '../permissions'
import { type ProviderAnswer } from './whatsapp-provider'
import {
  type WhatsappChannelView,
  configureChannel,
  getChannel,
  listChannels,
  updateChannel,
} from './whatsapp-channels-service'
import {
  type WhatsappDefinitionView,
  type WhatsappTemplateView,
  getDefinition,
  getTemplate,
  listDefinitions,
  listTemplates,
} from './whatsapp-templates-service'
import {
  activateTemplate,
  deleteTemplateAtProvider,
  submitTemplate,
  syncDefinitions,
} from './whatsapp-review-service'
import {
  cloneDefinition,
  copyDefinitions,
  deleteAllDefinitions,
  deleteDefinition,
  listButtons,
  updateDefinition,
  updateVariation,
} from './whatsapp-definitions-service'
import {
  createDefinition,
  createParameters,
  createTemplate,
  createVariations,
  discardCreation,
} from './whatsapp-creation-service'
import { atsFieldOptions, listAccounts, syncAtsVariables } from './whatsapp-accounts-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

/** WhatsApp channels and templates (src/shared/graphql/chatbot/whatsapp.ts; whatsapp/whatsapp-*-service.ts). */

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

function channel(view: WhatsappChannelView) {
  return { ...view, createdAt: iso(view.createdAt) }
}

function template(view: WhatsappTemplateView) {
  return {
    ...view,
    created: iso(view.created),
    modified: iso(view.modified),
    submittedAt: isoOrNull(view.submittedAt),
    variations: view.variations.map((v) => ({ ...v, lastReviewedAt: isoOrNull(v.lastReviewedAt) })),
  }
}

function definition(view: WhatsappDefinitionView) {
  return {
    ...view,
    created: iso(view.created),
    activeTemplate: view.activeTemplate && template(view.activeTemplate),
    displayTemplate: view.displayTemplate && template(view.displayTemplate),
    availableTemplates: view.availableTemplates.map(template),
  }
}

const withChannel = (answer: Awaited<ReturnType<typeof updateChannel>>) => ({
  ...answer,
  channel: answer.channel && channel(answer.channel),
})
const withTemplate = (answer: ProviderAnswer & { template: WhatsappTemplateView | null }) => ({
  ...answer,
  template: answer.template && template(answer.template),
})
const withDefinition = (answer: ProviderAnswer & { definition: WhatsappDefinitionView | null }) => ({
  ...answer,
  definition: answer.definition && definition(answer.definition),
})

export const whatsappResolvers: Resolvers = {
  Query: {
    allWhatsappChannels: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsApp')
      return (await listChannels(services.db, requireActive(chatbot))).map(channel)
    },
    whatsappChannel: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsApp')
      return channel(await getChannel(services.db, requireActive(chatbot), id))
    },
    allWhatsappDefinitions: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return (await listDefinitions(services.db, requireActive(chatbot), args)).map(definition)
    },
    whatsappDefinition: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return definition(await getDefinition(services.db, requireActive(chatbot), id))
    },
    allWhatsappTemplates: async (_, { definitionId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return (await listTemplates(services.db, requireActive(chatbot), definitionId)).map(template)
    },
    whatsappTemplate: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return template(await getTemplate(services.db, requireActive(chatbot), id))
    },
    allWhatsappVariations: async (_, { templateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return template(await getTemplate(services.db, requireActive(chatbot), templateId)).variations
    },
    allWhatsappButtons: async (_, { variationId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return listButtons(services.db, requireActive(chatbot), variationId)
    },
    allWhatsappParameters: async (_, { templateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return (await getTemplate(services.db, requireActive(chatbot), templateId)).parameters
    },
    allWhatsappAccounts: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsApp')
      return listAccounts(services.db, requireActive(chatbot))
    },
    whatsappAtsFieldOptions: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return atsFieldOptions(services.db, requireActive(chatbot))
    },
  },
  Mutation: {
    configureWhatsappChannel: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsApp')
      return withChannel(await configureChannel(services, requireActive(chatbot), args))
    },
    updateWhatsappChannel: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsApp')
      return withChannel(await updateChannel(services, requireActive(chatbot), id, input))
    },
    createWhatsappVariations: (_, { variations }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return createVariations(services, requireActive(chatbot), variations)
    },
    createWhatsappParameters: (_, { parameters }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return createParameters(services, requireActive(chatbot), parameters)
    },
    createWhatsappTemplate: async (_, { input }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return withTemplate(await createTemplate(services, requireActive(chatbot), user, input))
    },
    createWhatsappDefinition: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return withDefinition(await createDefinition(services, requireActive(chatbot), args))
    },
    discardWhatsappCreation: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return discardCreation(services, requireActive(chatbot), args)
    },
    createWhatsappTemplateAtProvider: (_, { templateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsAppTemplate')
      return submitTemplate(services, requireActive(chatbot), templateId)
    },
    deleteWhatsappTemplateAtProvider: (_, { templateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'WhatsAppTemplate')
      return deleteTemplateAtProvider(services, requireActive(chatbot), templateId)
    },
    activateWhatsappTemplate: async (_, { templateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsAppTemplate')
      return withDefinition(await activateTemplate(services, requireActive(chatbot), templateId))
    },
    updateWhatsappDefinition: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsAppTemplate')
      return withDefinition(await updateDefinition(services, requireActive(chatbot), id, input))
    },
    updateWhatsappVariation: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsAppTemplate')
      return withTemplate(await updateVariation(services, requireActive(chatbot), id, input))
    },
    syncWhatsappDefinition: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'WhatsAppTemplate')
      return syncDefinitions(services, requireActive(chatbot), id)
    },
    syncWhatsappAtsVariables: (_, { templateId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'WhatsAppTemplate')
      return syncAtsVariables(services, requireActive(chatbot), templateId)
    },
    cloneWhatsappDefinition: async (_, { id, newName }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return withDefinition(await cloneDefinition(services, requireActive(chatbot), user, id, newName))
    },
    copyWhatsappDefinitions: (_, { ids, destinationProjectId }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'WhatsAppTemplate')
      return copyDefinitions(services, requireActive(chatbot), user, ids, destinationProjectId)
    },
    deleteWhatsappDefinition: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'WhatsAppTemplate')
      return deleteDefinition(services, requireActive(chatbot), id)
    },
    deleteAllWhatsappDefinitions: async (_, { ids }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'WhatsAppTemplate')
      const answer = await deleteAllDefinitions(services, requireActive(chatbot), ids)
      return { ...answer, definitionIds: answer.deleted }
    },
  },
}

import { requireActive } from '../chatbots/chatbot-access-service'
import { removeLabelFromConversations, setConversationLabel } from './inbox-labels-service'
import * as settings from './inbox-settings-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

/** Inbox labels, inbox companies and the Smart Inbox configuration (src/shared/graphql/chatbot/inbox.ts). */
const allLabels: NonNullable<Resolvers['Query']>['allLabels'] = (_, __, { services, user, chatbot }) => {
  assertAllowed(user, 'read', 'SmartInbox')
  return settings.labels(services.db, requireActive(chatbot).id)
}

export const inboxResolvers: Resolvers = {
  Query: {
    // The spec's name (spec 001 §7.3); allInboxLabels stays as a deprecated alias.
    allLabels,
    allInboxLabels: allLabels,
    allInboxCompanies: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SmartInbox')
      return settings.companies(services.db, requireActive(chatbot).id)
    },
    smartInboxConfiguration: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SmartInbox')
      return settings.configuration(services.db, requireActive(chatbot).id)
    },
  },
  Mutation: {
    createInboxLabel: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsChatbot')
      return settings.createLabel(services.db, requireActive(chatbot), args)
    },
    updateInboxLabel: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsChatbot')
      return settings.updateLabel(services.db, requireActive(chatbot), args)
    },
    deleteInboxLabel: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsChatbot')
      const active = requireActive(chatbot)
      const result = await settings.deleteLabel(services.db, active, args.id)
      if (result.ok) await removeLabelFromConversations(services, active, args.id)
      return result
    },
    setConversationLabel: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SmartInbox')
      const labelIds = await setConversationLabel(services, user, requireActive(chatbot), args)
      return { ok: true, errors: [], errorMessage: null, labelIds }
    },
    configureSmartInbox: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return settings.configure(services.db, services.clock.now(), requireActive(chatbot), args)
    },
    autoConfigureSmartInbox: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsAts')
      return settings.autoConfigure(services.db, services.clock.now(), requireActive(chatbot), args)
    },
  },
}

import { requireActive } from '../chatbots/chatbot-access-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { listSettings, updateSettings } from './settings-service'
import { getWidgetPreview, putWidgetPreview } from './widget-service'

/** Chatbot settings and the widget's teaser (src/shared/graphql/chatbot/settings.ts). */
export const settingsResolvers: Resolvers = {
  Query: {
    allChatbotSettings: (_, { section }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsChatbot')
      return listSettings(services, chatbot, user, section)
    },
    widgetPreview: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsWidgetPreview')
      return getWidgetPreview(services, chatbot)
    },
  },
  Mutation: {
    updateSettings: (_, { settings }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsChatbot')
      return updateSettings(services, requireActive(chatbot), user, settings)
    },
    updateWidgetPreview: (_, { input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsWidgetPreview')
      return putWidgetPreview(services, requireActive(chatbot), input)
    },
  },
}

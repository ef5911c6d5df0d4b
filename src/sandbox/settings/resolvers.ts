import { requireActive } from '../chatbots/chatbot-access-service'
import { tryItMessage } from '../conversation-engine/conversation-service'
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
    widgetPreviewMessage: async (_, { flowId, ...args }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsWidgetPreview')
      const turn = await tryItMessage(services, requireActive(chatbot), { ...args, startFlowId: flowId })
      return { ...turn, replies: turn.replies.map((r) => ({ ...r, buttons: [...r.buttons] })) }
    },
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

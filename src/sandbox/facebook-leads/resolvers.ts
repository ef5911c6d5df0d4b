import { requireActive } from '../chatbots/chatbot-access-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import { connectPages, deletePage, getPage, listPages, updatePage } from './facebook-pages-service'

/** Facebook lead pages (src/shared/graphql/chatbot/facebook-leads.ts): parse, authorise, call the service. */
export const facebookLeadsResolvers: Resolvers = {
  Query: {
    allFacebookPages: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsFacebookLeads')
      return listPages(services.db, chatbot)
    },
    facebookPage: (_, { pageId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SettingsFacebookLeads')
      return getPage(services.db, chatbot, pageId)
    },
  },
  Mutation: {
    facebookPageUpdate: (_, { shortLivedUserAccessToken }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'SettingsFacebookLeads')
      return connectPages(services, requireActive(chatbot), shortLivedUserAccessToken)
    },
    updateFacebookPage: (_, { data }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'SettingsFacebookLeads')
      return updatePage(services, requireActive(chatbot), data)
    },
    deleteFacebookPage: (_, { data }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'SettingsFacebookLeads')
      return deletePage(services, requireActive(chatbot), data)
    },
  },
}

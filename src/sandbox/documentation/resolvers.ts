import { currentUser } from '../chatbots/directory-service'
import type { Resolvers } from '../graphql/generated/router-resolvers-types'
import { ApiError } from '../errors'
import { markPageVisited } from './pages-visited-service'

/** First-visit flags (src/shared/graphql/router/pages-visited.ts): identity, so every signed-in user. */
export const pagesVisitedResolvers: Resolvers = {
  Mutation: {
    markPageVisited: async (_, { page }, { services, user }) => {
      await markPageVisited(services.db, user, page)
      const me = await currentUser(services.db, user, services.baseUrl())
      if (!me) throw new ApiError('not_found')
      return me
    },
  },
}

import { assertAllowed } from '../permissions'
import { stateGroupTemplates } from './templates-service'
import type { Resolvers } from '../graphql/generated/templates-resolvers-types'

/** State group templates (src/shared/graphql/templates/templates.ts). */
export const templatesResolvers: Resolvers = {
  Query: {
    allTemplates: (_, args, { services, user }) => {
      assertAllowed(user, 'read', 'Builder')
      return stateGroupTemplates(services.db, args.isBetaTemplate === true)
    },
  },
}

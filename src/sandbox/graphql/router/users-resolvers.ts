import { currentUser, organizationUsers } from '../../services/directory-service'
import { assertAllowed } from '../../services/permissions'
import type { Resolvers } from '../generated/router-resolvers-types'

/** Portal users (src/shared/graphql/router/users.ts). */
export const usersResolvers: Resolvers = {
  Query: {
    // Identity, not a permission area: every signed-in user (even one with no rights) reads themself.
    user: (_, __, { services, user }) => currentUser(services.db, user, services.baseUrl()),
    users: (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'UsersManagement')
      return organizationUsers(services.db, user, services.baseUrl())
    },
  },
}

import { asc, eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { Resolvers } from '../generated/router-resolvers-types'
import { userGql } from '../loaders'
import { gqlAssert } from '../yoga'

/** Portal users (src/shared/graphql/router/users.ts). */
export const usersResolvers: Resolvers = {
  Query: {
    // Identity, not a permission area: every signed-in user (even one with no rights) reads themself.
    user: async (_, __, { services, user }) => {
      const [row] = await services.db.select().from(t.users).where(eq(t.users.id, user.id))
      return row ? userGql(services.db, row, services.baseUrl()) : null
    },
    users: async (_, __, { services, user }) => {
      gqlAssert(user, 'read', 'UsersManagement')
      const rows = await services.db
        .select()
        .from(t.users)
        .where(eq(t.users.organizationId, user.organizationId))
        .orderBy(asc(t.users.username))
      return Promise.all(rows.map((row) => userGql(services.db, row, services.baseUrl())))
    },
  },
}

import { asc, eq } from 'drizzle-orm'
import { routerTypeDefs } from '@shared/graphql/router-schema'
import * as t from '../db/schema'
import { calendarUserGql, chatbotFieldResolvers, userGql } from './loaders'
import { createService, gqlAssert, jsonScalar, type GraphqlContext } from './yoga'

export const routerEndpoint = '/router/graphql'

export function createRouterService() {
  return createService(
    routerTypeDefs,
    {
      JSON: jsonScalar,
      Chatbot: chatbotFieldResolvers,
      Query: {
        // Identity, not a permission area: every signed-in user (even one with no rights) reads themself.
        user: async (_: unknown, __: unknown, { services, user }: GraphqlContext) => {
          const [row] = await services.db.select().from(t.users).where(eq(t.users.id, user.id))
          return row ? userGql(services.db, row, services.baseUrl()) : null
        },
        users: async (_: unknown, __: unknown, { services, user }: GraphqlContext) => {
          gqlAssert(user, 'read', 'UsersManagement')
          const rows = await services.db
            .select()
            .from(t.users)
            .where(eq(t.users.organizationId, user.organizationId))
            .orderBy(asc(t.users.username))
          return Promise.all(rows.map((row) => userGql(services.db, row, services.baseUrl())))
        },
        allCalendarUsers: async (_: unknown, __: unknown, { services, user }: GraphqlContext) => {
          gqlAssert(user, 'read', 'Calendar')
          const rows = await services.db
            .select({ user: t.users })
            .from(t.calendarUsers)
            .innerJoin(t.users, eq(t.users.id, t.calendarUsers.userId))
            .where(eq(t.users.organizationId, user.organizationId))
            .orderBy(asc(t.users.username))
          const all = await Promise.all(rows.map((r) => calendarUserGql(services.db, r.user)))
          return all.filter((c) => c !== null)
        },
      },
    },
    routerEndpoint,
  )
}

import { asc, eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { Resolvers } from '../generated/router-resolvers-types'
import { calendarUserGql } from '../loaders'
import { gqlAssert } from '../yoga'

/** Calendar users (src/shared/graphql/router/calendar.ts). */
export const calendarResolvers: Resolvers = {
  Query: {
    allCalendarUsers: async (_, __, { services, user }) => {
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
}

import { organizationCalendarUsers } from '../chatbots/directory-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/router-resolvers-types'

/** Calendar users (src/shared/graphql/router/calendar.ts). */
export const calendarResolvers: Resolvers = {
  Query: {
    allCalendarUsers: (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      return organizationCalendarUsers(services.db, user)
    },
  },
}

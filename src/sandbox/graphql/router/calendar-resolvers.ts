import { organizationCalendarUsers } from '../../services/directory-service'
import { assertAllowed } from '../../services/permissions'
import type { Resolvers } from '../generated/router-resolvers-types'

/** Calendar users (src/shared/graphql/router/calendar.ts). */
export const calendarResolvers: Resolvers = {
  Query: {
    allCalendarUsers: (_, __, { services, user }) => {
      assertAllowed(user, 'read', 'Calendar')
      return organizationCalendarUsers(services.db, user)
    },
  },
}

import { commonTypeDefs } from '../common'
import { rootTypeDefs, type GraphqlDomainTypeDefs } from '../domains'
import { calendarTypeDefs } from './calendar'
import { usersTypeDefs } from './users'

/** The router service (users, calendar users): POST /router/graphql on the sandbox. One SDL per domain. */
export const routerDomains = {
  common: commonTypeDefs,
  users: usersTypeDefs,
  calendar: calendarTypeDefs,
} as const satisfies GraphqlDomainTypeDefs

export const routerSchema: readonly string[] = [
  rootTypeDefs.queryAndMutation,
  ...Object.values(routerDomains),
]

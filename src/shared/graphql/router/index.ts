import { rootTypeDefs, type GraphqlDomainTypeDefs } from '../domains'
import * as domains from './domain-list'

/**
 * The router service (users, calendar users): POST /router/graphql on the sandbox. One SDL per domain, those
 * of domain-list.ts (a new domain is one line there).
 */
export const routerDomains = { ...domains } as const satisfies GraphqlDomainTypeDefs

export const routerSchema: readonly string[] = [
  rootTypeDefs.queryAndMutation,
  ...Object.values(routerDomains),
]

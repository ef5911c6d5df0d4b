import { rootTypeDefs, type GraphqlDomainTypeDefs } from '../domains'
import * as domains from './domain-list'

/**
 * The templates service: state group templates, behind its fixed access key. One SDL per domain, those of
 * domain-list.ts (a new domain is one line there).
 */
export const templatesDomains = { ...domains } as const satisfies GraphqlDomainTypeDefs

export const templatesSchema: readonly string[] = [rootTypeDefs.query, ...Object.values(templatesDomains)]

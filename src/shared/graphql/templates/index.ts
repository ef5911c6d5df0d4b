import { rootTypeDefs, type GraphqlDomainTypeDefs } from '../domains'
import { templatesTypeDefs } from './templates'

/** The templates service: state group templates, behind its fixed access key. One SDL per domain. */
export const templatesDomains = {
  templates: templatesTypeDefs,
} as const satisfies GraphqlDomainTypeDefs

export const templatesSchema: readonly string[] = [rootTypeDefs.query, ...Object.values(templatesDomains)]

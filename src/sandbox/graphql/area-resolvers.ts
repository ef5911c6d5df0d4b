import type { AreaResolvers } from '../area'
import { sandboxAreas } from '../areas'

type Service = keyof AreaResolvers

let loading: Promise<readonly { readonly area: string; readonly resolvers: AreaResolvers }[]> | undefined

/** Every area's resolvers, loaded once (in the background once the server listens, see graphql-routes.ts). */
export function loadAreaResolvers(): Promise<
  readonly { readonly area: string; readonly resolvers: AreaResolvers }[]
> {
  loading ??= Promise.all(
    sandboxAreas.map(async (area) => ({ area: area.name, resolvers: (await area.resolvers?.()) ?? {} })),
  )
  return loading
}

/**
 * The resolver set of each domain of one GraphQL service, gathered from the areas' manifests (ARCHITECTURE
 * §8: nothing central lists them). Throws when a domain of the service's SDL gets no resolvers or gets them
 * from two areas, or when an area gives resolvers for a domain the SDL does not have: a schema would
 * otherwise be served with fields that always answer null.
 */
export async function domainResolvers(
  service: Service,
  domains: readonly string[],
): Promise<Record<string, object>> {
  const resolvers: Record<string, object> = {}
  const owners: Record<string, string> = {}
  for (const { area, resolvers: given } of await loadAreaResolvers()) {
    for (const [domain, set] of Object.entries(given[service] ?? {})) {
      if (!domains.includes(domain))
        throw new Error(
          `The ${area} area gives resolvers for ${domain}, not a domain of the ${service} service.`,
        )
      const owner = owners[domain]
      if (owner)
        throw new Error(
          `The ${domain} domain of the ${service} service gets resolvers from both ${owner} and ${area}.`,
        )
      owners[domain] = area
      resolvers[domain] = set as object
    }
  }
  const missing = domains.filter((domain) => !(domain in resolvers))
  if (missing.length > 0)
    throw new Error(
      `No area gives resolvers for the ${missing.join(', ')} domain(s) of the ${service} service.`,
    )
  return resolvers
}

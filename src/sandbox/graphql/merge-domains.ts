import { parse } from 'graphql'

/** A resolver set of one domain: per type, its field resolvers (or a scalar's resolver object). */
type ResolverSet = object

/** One domain of a GraphQL service: its SDL and its resolver set. */
export interface GraphqlDomain<R extends ResolverSet> {
  readonly typeDefs: string
  readonly resolvers: R
}

const withFields = new Set([
  'ObjectTypeDefinition',
  'ObjectTypeExtension',
  'InterfaceTypeDefinition',
  'InterfaceTypeExtension',
  'InputObjectTypeDefinition',
  'InputObjectTypeExtension',
])

/**
 * Merges the domains of one service into one SDL list and one resolver map (ARCHITECTURE §3, §8). Throws
 * when two domains define the same type, the same field of a type (`extend type Query` included) or a
 * resolver for the same field: graphql-tools would otherwise merge them silently and the last one would win.
 */
export function mergeDomains<R extends ResolverSet>(
  root: string,
  domains: Readonly<Record<string, GraphqlDomain<R>>>,
): { readonly typeDefs: string[]; readonly resolvers: R } {
  const types = new Map<string, string>()
  const fields = new Map<string, string>()
  const resolvers: Record<string, Record<string, unknown>> = {}
  const resolverOwner = new Map<string, string>()

  for (const [name, domain] of Object.entries(domains)) {
    const definitions = domain.typeDefs.trim() ? parse(domain.typeDefs).definitions : []
    for (const definition of definitions) {
      if (!('name' in definition) || !definition.name) continue
      const typeName = definition.name.value
      // String kinds rather than graphql's Kind enum: under Vitest two graphql instances may be loaded.
      if (definition.kind.endsWith('Definition') && definition.kind !== 'DirectiveDefinition') {
        const owner = types.get(typeName)
        if (owner)
          throw new Error(`GraphQL type ${typeName} is defined by both the ${owner} and ${name} domains.`)
        types.set(typeName, name)
      }
      if (!withFields.has(definition.kind) || !('fields' in definition)) continue
      for (const field of definition.fields ?? []) {
        const key = `${typeName}.${field.name.value}`
        const owner = fields.get(key)
        if (owner)
          throw new Error(`GraphQL field ${key} is defined by both the ${owner} and ${name} domains.`)
        fields.set(key, name)
      }
    }
    for (const [typeName, typeResolvers] of Object.entries(domain.resolvers as Record<string, unknown>)) {
      if (typeResolvers === undefined) continue
      const merged = (resolvers[typeName] ??= {})
      // A scalar's resolver object (serialize/parseValue/parseLiteral) belongs to one domain as a whole.
      const entries =
        typeof (typeResolvers as { serialize?: unknown }).serialize === 'function'
          ? [['', typeResolvers] as const]
          : Object.entries(typeResolvers as Record<string, unknown>)
      for (const [field, resolver] of entries) {
        const key = field ? `${typeName}.${field}` : typeName
        const owner = resolverOwner.get(key)
        if (owner) throw new Error(`GraphQL resolver ${key} is set by both the ${owner} and ${name} domains.`)
        resolverOwner.set(key, name)
        if (field) merged[field] = resolver
        else resolvers[typeName] = resolver as Record<string, unknown>
      }
    }
  }
  return {
    typeDefs: [root, ...Object.values(domains).map((domain) => domain.typeDefs)],
    // The domains' maps were typed R each; their union by type and field is R as well.
    resolvers: resolvers as R,
  }
}

/** The SDL check alone, for the code generator: the same errors as mergeDomains for the given domains. */
export function checkDomainTypeDefs(root: string, typeDefs: Readonly<Record<string, string>>): string[] {
  const domains = Object.fromEntries(
    Object.entries(typeDefs).map(([name, sdl]) => [name, { typeDefs: sdl, resolvers: {} }]),
  )
  return mergeDomains(root, domains).typeDefs
}

/**
 * Pairs each domain's SDL with its resolver set, by domain name: a service keeps two lists (the shared
 * SDL list and its own resolver list, typed to have the same keys), and this joins them for `mergeDomains`.
 */
export function pairDomains<D extends string, R extends ResolverSet>(
  typeDefs: Readonly<Record<D, string>>,
  resolvers: Readonly<Record<D, R>>,
): Record<D, GraphqlDomain<R>> {
  const entries = (Object.keys(typeDefs) as D[]).map((name) => [
    name,
    { typeDefs: typeDefs[name], resolvers: resolvers[name] },
  ])
  return Object.fromEntries(entries) as Record<D, GraphqlDomain<R>>
}

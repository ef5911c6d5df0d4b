import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql'
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga'
import { errorCatalogue, type ErrorCode } from '@shared/domain/auth'
import type { PermissionAction, PermissionSubject } from '@shared/domain/permissions'
import { defineAbilityFor } from '@shared/domain/permissions'
import type { AuthenticatedUser } from '../services/auth-service'
import type { SandboxServices } from '../services/services'

export interface GraphqlContext {
  readonly services: SandboxServices
  readonly user: AuthenticatedUser
  readonly projectId?: string
}

/** A GraphQL error carrying the same stable code (and HTTP status) the REST answers use. */
export function gqlError(code: ErrorCode, extra: Record<string, unknown> = {}): GraphQLError {
  return new GraphQLError(errorCatalogue[code].en, {
    extensions: { ...extra, code, http: { status: errorCatalogue[code].status } },
  })
}

export function gqlAssert(user: AuthenticatedUser, action: PermissionAction, subject: PermissionSubject): void {
  if (!defineAbilityFor(user).can(action, subject)) throw gqlError('forbidden', { required: { action, subject } })
}

function literal(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value)
    case Kind.NULL:
      return null
    case Kind.LIST:
      return node.values.map(literal)
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]))
    default:
      return undefined
  }
}

export const jsonScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
})

export function createService(
  typeDefs: string,
  resolvers: Record<string, unknown>,
  graphqlEndpoint: string,
): YogaServerInstance<GraphqlContext, object> {
  return createYoga<GraphqlContext>({
    schema: createSchema<GraphqlContext>({ typeDefs, resolvers: resolvers as never }),
    graphqlEndpoint,
    graphiql: false,
    landingPage: false,
    // Unexpected errors are masked ("Unexpected error."); our GraphQLErrors keep their code.
    maskedErrors: true,
    logging: false,
  })
}

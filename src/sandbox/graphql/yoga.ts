import type { GraphQLError, ValueNode } from 'graphql'
import { createGraphQLError, createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga'
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

/**
 * A GraphQL error carrying the same stable code (and HTTP status) the REST answers use. Built through
 * Yoga's own helper: under Vitest our `graphql` import and Yoga's can be two module instances, and Yoga
 * masks any error that is not an instance of its GraphQLError.
 */
export function gqlError(code: ErrorCode, extra: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(errorCatalogue[code].en, {
    extensions: { ...extra, code, http: { status: errorCatalogue[code].status } },
  })
}

export function gqlAssert(
  user: AuthenticatedUser,
  action: PermissionAction,
  subject: PermissionSubject,
): void {
  if (!defineAbilityFor(user).can(action, subject))
    throw gqlError('forbidden', { required: { action, subject } })
}

function literal(node: ValueNode): unknown {
  // String kinds rather than graphql's Kind enum, for the same two-instances reason as above.
  switch (node.kind) {
    case 'StringValue':
    case 'BooleanValue':
      return node.value
    case 'IntValue':
    case 'FloatValue':
      return Number(node.value)
    case 'NullValue':
      return null
    case 'ListValue':
      return node.values.map(literal)
    case 'ObjectValue':
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literal(f.value)]))
    default:
      return undefined
  }
}

/** Any JSON value; a plain resolver object, which graphql-tools copies onto the schema's scalar. */
export const jsonScalar = {
  serialize: (value: unknown) => value,
  parseValue: (value: unknown) => value,
  parseLiteral: literal,
}

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

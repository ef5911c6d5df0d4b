import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor'
import type { ASTNode, GraphQLError, ValueNode } from 'graphql'
import {
  createGraphQLError,
  createSchema,
  createYoga,
  maskError,
  type Plugin,
  type YogaServerInstance,
} from 'graphql-yoga'
import { errorCatalogue, type ErrorCode } from '@shared/domain/errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

export interface GraphqlContext {
  readonly services: SandboxServices
  readonly user: AuthenticatedUser
  readonly projectId?: string
}

/**
 * The context of the chatbot service: the route loaded the chatbot once for the request through the
 * chatbot-access service (it exists, is not deleted, and the user may use it); resolvers that work on it
 * call `requireActive(ctx.chatbot)`.
 */
export interface ChatbotContext extends GraphqlContext {
  readonly projectId: string
  readonly chatbot: ChatbotRow
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

/**
 * Services throw ApiError (errors.ts); inside GraphQL it becomes an error with the same code in
 * `extensions` and the same HTTP status, at the field that failed. Anything else is masked as before.
 */
const maskServiceErrors: typeof maskError = (error, message, isDev) => {
  const original = (error as { originalError?: unknown } | null)?.originalError
  if (!(original instanceof ApiError)) return maskError(error, message, isDev)
  const located = error as GraphQLError
  return createGraphQLError(original.message, {
    nodes: located.nodes ?? null,
    source: located.source ?? null,
    positions: located.positions ?? null,
    path: located.path ?? null,
    extensions: { ...original.extra, code: original.code, http: { status: original.status } },
  })
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

/**
 * SEC-10: what one operation may ask for, checked before it runs (docs/decisions/security.md). Our own
 * documents use at most 3 levels, ~70 tokens and no aliases; the limits leave room for the areas to come
 * while a flood of aliases, a deep nesting or a megabyte of tokens is refused at validation.
 */
export const graphqlLimits = {
  maxAliases: 15,
  maxDepth: 10,
  maxTokens: 2000,
  maxDirectives: 50,
  maxCost: 5000,
} as const

/**
 * The argument whose inline string literal holds a NUL, or null. Variables are checked at the door
 * (http/request-guard.ts); literals are parsed here, and Postgres refuses NUL in text with a 500.
 * The document is already capped by maxTokens, so the walk is small.
 */
export function argumentWithNul(node: ASTNode, argument = 'query'): string | null {
  if (node.kind === 'StringValue') return node.value.includes('\u0000') ? argument : null
  const name = node.kind === 'Argument' || node.kind === 'ObjectField' ? node.name.value : argument
  for (const value of Object.values(node) as unknown[]) {
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child === null || typeof child !== 'object' || !('kind' in child) || child === node.loc) continue
      const found = argumentWithNul(child as ASTNode, name)
      if (found) return found
    }
  }
  return null
}

const refuseNulLiterals: Plugin = {
  onExecute({ args }) {
    const field = argumentWithNul(args.document)
    if (field) throw gqlError('invalid_input', { fields: { [field]: ['NUL characters are not allowed.'] } })
  },
}

/** What graphql-tools accepts as one resolver map for a schema with context C. */
type ServiceResolvers<C extends GraphqlContext> = Exclude<
  NonNullable<Parameters<typeof createSchema<C>>[0]['resolvers']>,
  readonly unknown[]
>

/**
 * One Yoga service from its merged domains (mergeDomains): resolvers typed with the service's generated
 * Resolvers and context, plus the scalars whose resolver objects graphql-tools copies onto the schema.
 */
export function createService<C extends GraphqlContext>(
  schema: { readonly typeDefs: string[]; readonly resolvers: ServiceResolvers<C> },
  graphqlEndpoint: string,
  scalars: Readonly<Record<string, typeof jsonScalar>> = {},
): YogaServerInstance<C, object> {
  return createYoga<C>({
    schema: createSchema<C>({ typeDefs: schema.typeDefs, resolvers: [schema.resolvers, scalars] }),
    graphqlEndpoint,
    graphiql: false,
    landingPage: false,
    // Unexpected errors are masked ("Unexpected error."); ours (GraphQLErrors, ApiErrors) keep their code.
    maskedErrors: { maskError: maskServiceErrors },
    logging: false,
    plugins: [
      refuseNulLiterals,
      EnvelopArmorPlugin({
        maxAliases: { n: graphqlLimits.maxAliases },
        // Depth is the nesting of the answer: a fragment spread adds no level to it (unflattened, each spread
        // counted two, and a document written with fragments failed where the same fields inline passed).
        maxDepth: { n: graphqlLimits.maxDepth, flattenFragments: true },
        maxTokens: { n: graphqlLimits.maxTokens },
        maxDirectives: { n: graphqlLimits.maxDirectives },
        costLimit: { maxCost: graphqlLimits.maxCost },
        // "Did you mean …" would spell out the schema to anyone who guesses near a field name.
        blockFieldSuggestion: { enabled: true },
      }),
    ],
  })
}

import * as v from 'valibot'
import { command } from './contract'

/**
 * Server data through main (ARCHITECTURE §3): the renderer names a call from this closed list, never a URL;
 * main resolves the host, attaches the session's token and answers with the server's JSON, which the
 * renderer validates with its own schema (bad server replies must never crash a screen, QUALITY REL-9).
 */
const params = v.record(
  v.pipe(v.string(), v.maxLength(64)),
  v.union([v.string(), v.number(), v.boolean(), v.null()]),
)

/** REST calls of spec 001 §7.2 the portal makes, with method and path on the portal API host. */
export const restCalls = {
  clientMessages: { method: 'GET', path: '/api/v1/client-messages/' },
  conversations: { method: 'POST', path: '/api/v1/conversations/' },
  whatsapp: { method: 'POST', path: '/api/v1/whatsapp/' },
  whatsappTemplates: { method: 'GET', path: '/api/v1/whatsapp/templates/' },
  analytics: { method: 'POST', path: '/api/v1/analytics/' },
  portalAnalytics: { method: 'POST', path: '/api/v1/portal-analytics/' },
  campaignConversations: { method: 'GET', path: '/api/v1/campaign/conversations/' },
  campaignConversation: { method: 'GET', path: '/api/v1/campaign/conversation/' },
  campaignAnalytics: { method: 'GET', path: '/api/v1/campaign/analytics/' },
  actions: { method: 'GET', path: '/api/v1/actions/' },
  actionsSuccessful: { method: 'GET', path: '/api/v1/actions/get-successful' },
} as const
export type RestCallName = keyof typeof restCalls

/** GraphQL services of spec 001 §7.1; main resolves each to its host (chatbot: the selected chatbot's server). */
export const graphqlServices = ['chatbot', 'router', 'templates'] as const
export type GraphqlService = (typeof graphqlServices)[number]

export const apiErrorCodes = {
  serverError: 'server_error',
  forbidden: 'forbidden',
  notFound: 'not_found',
  noChatbotSelected: 'no_chatbot_selected',
  /** The selected chatbot's server is neither the portal server nor trusted by IT (QUALITY SEC-8). */
  untrustedChatbotServer: 'untrusted_chatbot_server',
  /** Any other address main would send the token to failed the same rule. */
  untrustedServer: 'untrusted_server',
} as const

/**
 * A key the renderer makes per user action (a UUID); main runs the call once per key and answers repeats
 * with the first result (QUALITY REL-11). Send buttons pass one so a double-click sends once.
 */
const idempotencyKey = v.optional(v.pipe(v.string(), v.uuid()))

export const apiContract = {
  /**
   * A REST call. `query` becomes the query string, `body` the JSON body (POST); values are plain scalars or
   * nested JSON for bodies. The answer is the server's JSON.
   */
  rest: command<unknown>()(
    'api:rest',
    v.strictObject({
      call: v.picklist(Object.keys(restCalls) as [RestCallName, ...RestCallName[]]),
      query: v.optional(params, {}),
      body: v.optional(v.unknown()),
      idempotencyKey,
    }),
  ),
  /** A GraphQL operation against one of the portal's services. The answer is `data`; errors are thrown. */
  graphql: command<unknown>()(
    'api:graphql',
    v.strictObject({
      service: v.picklist(graphqlServices),
      document: v.pipe(v.string(), v.minLength(1), v.maxLength(64 * 1024)),
      variables: v.optional(v.record(v.string(), v.unknown()), {}),
      idempotencyKey,
    }),
  ),
} as const

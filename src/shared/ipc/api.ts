import * as v from 'valibot'
import { widgetConfigSchema } from '../domain/settings'
import {
  analyticsFunctions,
  analyticsPeriods,
  analyticsResults,
  freetextMessagesSchema,
  portalAnalyticsFunctions,
  portalAnalyticsResults,
} from '../domain/analytics'
import {
  actionCountsSchema,
  actionResultsPageSchema,
  campaignAnalyticsSchema,
  campaignConversationDetailSchema,
  campaignConversationsPageSchema,
} from '../domain/automations-conversations'
import {
  analyticsRangeLimit,
  boundedDay,
  inboxWireRangeDays,
  isBoundedDay,
  rangeCheck,
  rangeLimits,
  rangeText,
} from '../domain/date-ranges'
import {
  conversationBriefPageSchema,
  conversationSchema,
  inboxPageSchema,
  whatsappSendReplySchema,
} from '../domain/inbox'
import { inboxTemplatesReplySchema } from '../domain/inbox-templates'
import { command } from './contract'

/**
 * Server data through main (ARCHITECTURE §3): the renderer names a call from this closed list, never a URL;
 * main resolves the host, attaches the session's token, checks the request against the call's schema before
 * anything is sent and the server's reply against the call's reply schema before anyone reads it (a reply
 * of another shape is a typed error, never a crash: QUALITY REL-9). Callers get the parsed, typed reply.
 */
type Scalar = string | number | boolean | null
const scalar = v.union([v.pipe(v.string(), v.maxLength(20_000)), v.number(), v.boolean(), v.null()])
/** Every query string: short names, plain values (main leaves out nulls). */
const params = v.record(v.pipe(v.string(), v.maxLength(64)), scalar)
const requiredParam = v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(256)), v.number()])
const optionalParam = v.optional(scalar)

/**
 * A call's query string: the parameters it has (each a plain value; `required` ones present), nothing else.
 * Typed as a record for callers, since the shared builders (clientMessagesParams, …) make records.
 */
function queryOf<const R extends string, const O extends string>(
  required: readonly R[],
  optional: readonly O[],
) {
  const entries = {
    ...Object.fromEntries(required.map((key) => [key, requiredParam])),
    ...Object.fromEntries(optional.map((key) => [key, optionalParam])),
  } as { [K in R]: typeof requiredParam } & { [K in O]: typeof optionalParam }
  return v.pipe(params, v.strictObject(entries))
}
const noQuery = v.strictObject({})

/**
 * A query's start_date and end_date (when given): days within the bounds, in order, at most `maxDays` apart
 * (QUALITY SEC-13: the server refuses the same with the same message).
 */
function withDateRange<S extends v.GenericSchema<Record<string, Scalar>, Record<string, Scalar | undefined>>>(
  schema: S,
  maxDays: number,
) {
  const dayParam = (key: 'start_date' | 'end_date') =>
    v.rawCheck<v.InferOutput<S>>(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const value = dataset.value[key]
      if (value === undefined || value === null || value === '') return
      if (typeof value === 'string' && isBoundedDay(value)) return
      addIssue({
        message: rangeText('day', maxDays),
        path: [{ type: 'object', origin: 'value', input: dataset.value, key, value }],
      })
    })
  return v.pipe(
    schema,
    dayParam('start_date'),
    dayParam('end_date'),
    rangeCheck<v.InferOutput<S>>({ start: 'start_date', end: 'end_date' }, maxDays),
  )
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const id = v.pipe(v.string(), v.minLength(1), v.maxLength(256))

const clientMessagesQuery = withDateRange(
  queryOf(
    ['project_id'],
    [
      'page_num',
      'page_size',
      'fetch_options',
      'export',
      'start_date',
      'end_date',
      'is_inbound',
      'is_sent',
      'is_read',
      'is_replied',
      'template_names',
      'human_readable_types',
      'team_names',
      'assigned_to',
      'sender_entities',
      'candidate_id',
      'assigned_to_me',
      'label_ids',
    ],
  ),
  inboxWireRangeDays,
)

/** POST conversations with `brief`: a page of conversations, the Smart Inbox's filters as `filters`. */
const conversationBriefsBody = v.strictObject({
  project_id: id,
  brief: v.strictObject({
    page: v.pipe(v.number(), v.integer(), v.minValue(1)),
    page_size: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
  }),
  contacts_info: v.optional(
    v.strictObject({ project_id: v.optional(id), users: v.optional(v.array(text(256))) }),
  ),
  filters: v.optional(withDateRange(v.record(text(64), text(20_000)), inboxWireRangeDays)),
})

/** POST conversations with `conversation`: one conversation with all its messages. */
const conversationBody = v.strictObject({
  project_id: id,
  conversation: v.strictObject({ conversation_id: id, project_id: v.optional(id) }),
})

/** POST whatsapp: a free-form `text`, or (outside the 24-hour window) a `template` with its values in order. */
const whatsappBody = v.union([
  v.strictObject({ project_id: id, client_id: id, text: text(20_000) }),
  v.strictObject({
    project_id: id,
    client_id: id,
    template: v.strictObject({
      template_id: id,
      language_tag: text(64),
      parameters: v.array(text(20_000)),
    }),
  }),
])

const analyticsRange = {
  project_id: id,
  start_date: v.optional(boundedDay),
  end_date: v.optional(boundedDay),
  flow_ids: v.optional(v.array(text(256))),
}
/** Whether a user's calendar link works (spec 001 §7.2); main reports it after a link or unlink. */
const calendarAuthenticatedBody = v.strictObject({
  calendarIsAuthenticated: v.boolean(),
  userId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
})

/** The range's longest span depends on the function (and the period of activeUsersPerPeriod). */
const analyticsRangeCheck = <T extends { analyticsFunction: string; period?: string }>() =>
  rangeCheck<T>({ start: 'start_date', end: 'end_date' }, (body) =>
    analyticsRangeLimit(body.analyticsFunction, body.period),
  )
const analyticsBody = v.pipe(
  v.strictObject({ analyticsFunction: v.picklist(analyticsFunctions), ...analyticsRange }),
  analyticsRangeCheck(),
)
const portalAnalyticsBody = v.pipe(
  v.strictObject({
    analyticsFunction: v.picklist(portalAnalyticsFunctions),
    period: v.optional(v.picklist(analyticsPeriods)),
    ...analyticsRange,
  }),
  analyticsRangeCheck(),
)

type QuerySchema = v.GenericSchema<Record<string, Scalar>, Record<string, Scalar | undefined>>
type BodySchema = v.GenericSchema

/** A GET has no body to pass; a POST's body is required. */
type BodyInput<B> = undefined extends B ? { body?: B } : { body: B }

/** One REST call: where it goes, what it may carry, and the shape of its reply. */
export interface RestCallSpec<Q extends QuerySchema, B extends BodySchema, R> {
  readonly method: 'GET' | 'POST' | 'PUT'
  /** A `{name}` in the path is the query parameter of that name (sent in the path, not the query string). */
  readonly path: string
  /** `{ query, body }`: the query string and the JSON body (none for a GET). */
  readonly request: v.GenericSchema<
    { query?: v.InferInput<Q> } & BodyInput<v.InferInput<B>>,
    { query: v.InferOutput<Q>; body: v.InferOutput<B> }
  >
  /** The reply's schema, for this request (the analytics calls answer per function). */
  readonly replyFor: (request: {
    query: v.InferOutput<Q>
    body: v.InferOutput<B>
  }) => v.GenericSchema<unknown, R>
}

const noBody = v.optional(v.undefined())

function restCall<Q extends QuerySchema, B extends BodySchema, R>(spec: {
  readonly method: 'GET' | 'POST' | 'PUT'
  readonly path: string
  readonly query: Q
  readonly body: B
  readonly reply:
    | v.GenericSchema<unknown, R>
    | ((request: { query: v.InferOutput<Q>; body: v.InferOutput<B> }) => v.GenericSchema<unknown, R>)
}): RestCallSpec<Q, B, R> {
  const { reply } = spec
  return {
    method: spec.method,
    path: spec.path,
    // A call without parameters may leave out `query`; a required parameter then fails as missing.
    request: v.strictObject({ query: v.optional(spec.query, {}), body: spec.body }) as RestCallSpec<
      Q,
      B,
      R
    >['request'],
    replyFor: typeof reply === 'function' ? reply : () => reply,
  }
}

/** REST calls of spec 001 §7.2 the portal makes, with method and path on the portal API host. */
export const restCalls = {
  clientMessages: restCall({
    method: 'GET',
    path: '/api/v1/client-messages/',
    query: clientMessagesQuery,
    body: noBody,
    reply: inboxPageSchema,
  }),
  /** POST conversations with `conversation`: one conversation with all its messages. */
  conversations: restCall({
    method: 'POST',
    path: '/api/v1/conversations/',
    query: queryOf([], ['project_id']),
    body: conversationBody,
    reply: conversationSchema,
  }),
  /** The same path with `brief`: a page of conversations (the "Gesprekken" view). */
  conversationBriefs: restCall({
    method: 'POST',
    path: '/api/v1/conversations/',
    query: queryOf([], ['project_id']),
    body: conversationBriefsBody,
    reply: conversationBriefPageSchema,
  }),
  whatsapp: restCall({
    method: 'POST',
    path: '/api/v1/whatsapp/',
    query: noQuery,
    body: whatsappBody,
    reply: whatsappSendReplySchema,
  }),
  whatsappTemplates: restCall({
    method: 'GET',
    path: '/api/v1/whatsapp/templates/',
    query: queryOf(['project_id', 'client_id'], []),
    body: noBody,
    reply: inboxTemplatesReplySchema,
  }),
  analytics: restCall({
    method: 'POST',
    path: '/api/v1/analytics/',
    query: noQuery,
    body: analyticsBody,
    reply: ({ body }) => v.object({ results: analyticsResults[body.analyticsFunction] }),
  }),
  portalAnalytics: restCall({
    method: 'POST',
    path: '/api/v1/portal-analytics/',
    query: noQuery,
    body: portalAnalyticsBody,
    reply: ({ body }) => v.object({ results: portalAnalyticsResults[body.analyticsFunction] }),
  }),
  freetextMessages: restCall({
    method: 'GET',
    path: '/api/v1/freetext-messages/',
    query: queryOf(['project_id', 'state_id'], []),
    body: noBody,
    reply: freetextMessagesSchema,
  }),
  campaignConversations: restCall({
    method: 'GET',
    path: '/api/v1/campaign/conversations/',
    query: withDateRange(
      queryOf(
        ['project_id', 'campaign_id'],
        [
          'page_num',
          'page_size',
          'start_date',
          'end_date',
          'phone_number',
          'status_filter',
          'kpi_filter',
          'user_data_filter',
          'sort_field',
          'sort_direction',
          'fetch_options',
          'export',
          'conversation_data_fields',
        ],
      ),
      rangeLimits.campaign,
    ),
    body: noBody,
    reply: campaignConversationsPageSchema,
  }),
  campaignConversation: restCall({
    method: 'GET',
    path: '/api/v1/campaign/conversation/',
    query: queryOf(['project_id', 'conversation_id'], []),
    body: noBody,
    reply: campaignConversationDetailSchema,
  }),
  campaignAnalytics: restCall({
    method: 'GET',
    path: '/api/v1/campaign/analytics/',
    query: queryOf(['project_id', 'document_id'], []),
    body: noBody,
    reply: campaignAnalyticsSchema,
  }),
  actions: restCall({
    method: 'GET',
    path: '/api/v1/actions/',
    query: withDateRange(
      queryOf(
        ['project_id'],
        ['processor_id', 'campaign_id', 'client_id', 'start_date', 'end_date', 'page_num', 'page_size'],
      ),
      rangeLimits.campaign,
    ),
    body: noBody,
    reply: actionResultsPageSchema,
  }),
  isCalendarAuthenticated: restCall({
    method: 'POST',
    path: '/api/v1/user/is-calendar-authenticated/',
    query: noQuery,
    body: calendarAuthenticatedBody,
    reply: v.object({ calendarIsAuthenticated: v.boolean() }),
  }),
  /** The web widget's configuration (spec 001 §7.2), `{project_id}` the chatbot's project id. */
  widgetConfig: restCall({
    method: 'GET',
    path: '/api/v1/chatbots/{project_id}/config/',
    query: queryOf(['project_id'], []),
    body: noBody,
    reply: widgetConfigSchema,
  }),
  updateWidgetConfig: restCall({
    method: 'PUT',
    path: '/api/v1/chatbots/{project_id}/config/',
    query: queryOf(['project_id'], []),
    body: widgetConfigSchema,
    reply: widgetConfigSchema,
  }),
  actionsSuccessful: restCall({
    method: 'GET',
    path: '/api/v1/actions/get-successful',
    query: queryOf(['project_id', 'campaign_id'], []),
    body: noBody,
    reply: actionCountsSchema,
  }),
} as const
export type RestCallName = keyof typeof restCalls
const restCallNames = Object.keys(restCalls) as [RestCallName, ...RestCallName[]]

/** What a caller passes for a call: `query` (the query string) and `body` (the JSON body). */
export type RestRequest<C extends RestCallName> = v.InferInput<(typeof restCalls)[C]['request']>
/** The request after its check. */
export type RestParsedRequest<C extends RestCallName> = v.InferOutput<(typeof restCalls)[C]['request']>
/** The call's reply, parsed. */
export type RestReply<C extends RestCallName> = v.InferOutput<ReturnType<(typeof restCalls)[C]['replyFor']>>

/**
 * The request checked against its call's schema, with the schema its reply must match; or the problems,
 * per field (`query.project_id`, `body.text`, …). Main runs this before anything is sent.
 */
export function checkRestRequest<C extends RestCallName>(
  call: C,
  request: unknown,
):
  | {
      readonly ok: true
      readonly request: RestParsedRequest<C>
      readonly reply: v.GenericSchema<unknown, RestReply<C>>
    }
  | { readonly ok: false; readonly fields: Readonly<Record<string, string>> } {
  const spec = restCalls[call] as unknown as RestCallSpec<QuerySchema, BodySchema, RestReply<C>>
  const parsed = v.safeParse(spec.request, request)
  if (!parsed.success) {
    const fields: Record<string, string> = {}
    for (const issue of parsed.issues) fields[v.getDotPath(issue) ?? ''] ??= issue.message
    return { ok: false, fields }
  }
  return {
    ok: true,
    request: parsed.output as RestParsedRequest<C>,
    reply: spec.replyFor(parsed.output),
  }
}

/** GraphQL services of spec 001 §7.1; main resolves each to its host (chatbot: the selected chatbot's server). */
export const graphqlServices = ['chatbot', 'router', 'templates'] as const
export type GraphqlService = (typeof graphqlServices)[number]

export const apiErrorCodes = {
  serverError: 'server_error',
  forbidden: 'forbidden',
  notFound: 'not_found',
  /** The server's reply does not have the shape of its call's reply schema (QUALITY REL-9). */
  badServerReply: 'bad_server_reply',
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
   * A REST call. `query` becomes the query string, `body` the JSON body (POST); main checks both against
   * the call's request schema (restCalls) before sending. The answer is the reply parsed with the call's
   * reply schema (RestReply of the call; the renderer's `rest()` helper types it).
   */
  rest: command<unknown>()(
    'api:rest',
    v.strictObject({
      call: v.picklist(restCallNames),
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

import * as v from 'valibot'
import { commonErrorCodes, PortalError } from '@shared/ipc/errors'
import {
  apiErrorCodes,
  checkRestRequest,
  restCalls,
  type GraphqlService,
  type RestCallName,
  type RestReply,
  type RestRequest,
} from '@shared/ipc/api'
import { sessionErrorCodes } from '@shared/ipc/session'
import type { UploadKindName } from '@shared/domain/uploads'
import { HttpUnreachableError, type HttpClient, type HttpResponse } from './http-client'
import { UnauthorizedError, type SessionService } from '../session/session-service'
import { isIdempotentDocument } from './graphql-operation'
import { createIdempotentCalls, type IdempotentCalls } from './idempotency'
import { requireTrustedTokenUrl, tokenTrustOf } from './trusted-origins'

/**
 * `portal.api`: the renderer names a call or a service; main resolves the host from the session (the
 * portal API host, the selected chatbot's server address, the router, the templates service with its
 * access key), attaches the access token and sends it only to trusted origins (ARCHITECTURE §3,
 * QUALITY SEC-8). A call that carries an idempotency key runs once per key (QUALITY REL-11).
 */
export interface PortalApi {
  /**
   * A REST call of the closed list: the request is checked against the call's schema before anything is
   * sent (invalid_input, per field), the reply against its reply schema (bad_server_reply, QUALITY REL-9).
   */
  rest<C extends RestCallName>(call: C, request: RestRequest<C>, options?: CallOptions): Promise<RestReply<C>>
  graphql(
    service: GraphqlService,
    document: string,
    variables: Record<string, unknown>,
    options?: CallOptions,
  ): Promise<unknown>
  /**
   * Uploads an image main has read itself to the image hosting service (spec 001 §7.1), as `kind` (the
   * service applies that kind's limits again). Answers the hosted image's address.
   */
  uploadImage(upload: ImageUpload): Promise<string>
  /** Forgets idempotency keys and their results: the session changed (SEC-11). */
  forgetCalls(): void
}

export interface ImageUpload {
  readonly kind: UploadKindName
  readonly fileName: string
  readonly contentType: string
  readonly data: Uint8Array<ArrayBuffer>
  /** The folder on the image hosting service, e.g. `whatsapp-profile`. */
  readonly folder: string
}

/**
 * The image hosting service's cloud name and upload path (Cloudinary's shape), served next to the portal
 * API; the token goes there only when that origin is trusted like every other (SEC-8).
 */
export const imageHostingCloud = 'portal'
export const imageUploadPath = `/image-hosting/v1_1/${imageHostingCloud}/image/upload`

export interface CallOptions {
  /** The renderer's key for one user action: repeats get the first call's result (see ./idempotency). */
  readonly idempotencyKey?: string | undefined
}

export interface PortalApiDeps {
  /** Chatbot servers IT trusts besides the portal server (managed policy `trustedChatbotServers`). */
  readonly trustedOrigins: () => readonly string[]
  readonly idempotentCalls?: IdempotentCalls
}

export function createPortalApi(
  session: () => Promise<SessionService>,
  http: HttpClient,
  deps: PortalApiDeps,
): PortalApi {
  const oncePerKey = deps.idempotentCalls ?? createIdempotentCalls()
  // Scoped by call, so a key reused on another call can never answer with the wrong call's result.
  const keyOf = (scope: string, options?: CallOptions) =>
    options?.idempotencyKey === undefined ? undefined : `${scope}|${options.idempotencyKey}`
  const keyHeader = (options?: CallOptions): Record<string, string> =>
    options?.idempotencyKey === undefined ? {} : { 'Idempotency-Key': options.idempotencyKey }

  async function send(request: Parameters<HttpClient['request']>[0]): Promise<HttpResponse> {
    try {
      const response = await http.request(request)
      if (response.status === 401) throw new UnauthorizedError()
      return response
    } catch (error) {
      if (error instanceof HttpUnreachableError) {
        throw new PortalError(sessionErrorCodes.serverUnreachable, 'The portal server cannot be reached.')
      }
      throw error
    }
  }

  return {
    rest(call, request, options) {
      const checked = checkRestRequest(call, request)
      if (!checked.ok)
        return Promise.reject(
          new PortalError(
            commonErrorCodes.invalidInput,
            `The ${call} request does not fit the call.`,
            checked.fields,
          ),
        )
      const { query, body } = checked.request as { query: Record<string, unknown>; body: unknown }
      return oncePerKey.run(keyOf(`rest:${call}`, options), async () => {
        const { method, path } = restCalls[call]
        const service = await session()
        const response = await service.withAccessToken(async (token, connection) => {
          const trust = tokenTrustOf(connection, deps.trustedOrigins())
          // `{name}` in the path takes that parameter (encoded); the others go in the query string.
          const inPath = new Set<string>()
          const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
            inPath.add(name)
            return encodeURIComponent(String(query[name] ?? ''))
          })
          const base = requireTrustedTokenUrl(
            `${connection.endpoints.api}${filled}`,
            trust,
            apiErrorCodes.untrustedServer,
          )
          const url = new URL(base)
          for (const [key, value] of Object.entries(query))
            if (value !== null && value !== undefined && !inPath.has(key))
              url.searchParams.set(key, String(value))
          const headers = { Authorization: `Bearer ${token}`, ...keyHeader(options) }
          return send({ method, url: url.toString(), headers, body })
        })
        return parseServerReply(call, checked.reply, answerOf(response))
      })
    },
    graphql: (serviceName, document, variables, options) =>
      oncePerKey.run(keyOf(`graphql:${serviceName}`, options), () =>
        graphql(serviceName, document, variables, options),
      ),
    async uploadImage(upload) {
      const service = await session()
      const response = await service.withAccessToken(async (token, connection) => {
        const trust = tokenTrustOf(connection, deps.trustedOrigins())
        const url = requireTrustedTokenUrl(
          `${connection.endpoints.api}${imageUploadPath}`,
          trust,
          apiErrorCodes.untrustedServer,
        )
        // A new FormData per attempt: a refreshed token sends the request again.
        const form = new FormData()
        form.set('file', new Blob([upload.data], { type: upload.contentType }), upload.fileName)
        form.set('upload_preset', upload.kind)
        form.set('kind', upload.kind)
        form.set('folder', upload.folder)
        return send({
          method: 'POST',
          url,
          headers: { Authorization: `Bearer ${token}` },
          body: form,
          timeoutMs: 60_000,
        })
      })
      const answer = answerOf(response) as { secure_url?: unknown } | null
      if (typeof answer?.secure_url !== 'string')
        throw new PortalError(apiErrorCodes.serverError, 'The image hosting service sent no address')
      return answer.secure_url
    },
    forgetCalls: () => oncePerKey.clear(),
  }

  async function graphql(
    serviceName: GraphqlService,
    document: string,
    variables: Record<string, unknown>,
    options: CallOptions | undefined,
  ): Promise<unknown> {
    const service = await session()
    const response = await service.withAccessToken(async (token, connection) => {
      const trust = tokenTrustOf(connection, deps.trustedOrigins())
      const headers: Record<string, string> = { Authorization: `Bearer ${token}`, ...keyHeader(options) }
      let url: string
      if (serviceName === 'router') {
        url = requireTrustedTokenUrl(connection.endpoints.routerGraphql, trust, apiErrorCodes.untrustedServer)
      } else if (serviceName === 'templates') {
        url = requireTrustedTokenUrl(
          connection.endpoints.templatesGraphql,
          trust,
          apiErrorCodes.untrustedServer,
        )
        headers['X-Access-Key'] = connection.endpoints.templatesAccessKey
      } else {
        const address = service.selectedChatbot()?.serverAddress
        if (!address) throw new PortalError(apiErrorCodes.noChatbotSelected, 'Select a chatbot first.')
        // The address comes from the server: it is checked, never trusted because the server named it.
        url = requireTrustedTokenUrl(address, trust, apiErrorCodes.untrustedChatbotServer)
      }
      // Queries may be retried; a document with a mutation is sent once (QUALITY REL-3).
      const idempotent = isIdempotentDocument(document)
      return send({ method: 'POST', url, headers, body: { query: document, variables }, idempotent })
    })
    const answer = answerOf(response) as { data?: unknown; errors?: unknown } | null
    const failure = graphqlFailureOf(answer?.errors)
    if (failure) throw failure
    return answer?.data ?? null
  }
}

/** The reply parsed with its call's schema; another shape is a typed error, never a crash (QUALITY REL-9). */
export function parseServerReply<R>(call: string, schema: v.GenericSchema<unknown, R>, answer: unknown): R {
  const parsed = v.safeParse(schema, answer)
  if (parsed.success) return parsed.output
  const problems = parsed.issues
    .slice(0, 5)
    .map((issue) => `${v.getDotPath(issue) ?? '(reply)'}: ${issue.message}`)
    .join('; ')
  throw new PortalError(apiErrorCodes.badServerReply, `Unexpected ${call} reply: ${problems}`.slice(0, 500))
}

/**
 * A server's error code, when it is one: a short snake_case word. Anything else (missing, a number, prose,
 * something long) is not passed on as a code, so the renderer only ever looks up keys of this shape.
 */
const serverCodePattern = /^[a-z][a-z0-9_]{0,63}$/

function serverCodeOf(value: unknown): string | null {
  return typeof value === 'string' && serverCodePattern.test(value) ? value : null
}

/**
 * GraphQL `errors[]` as one PortalError: the first error's `extensions.code` survives (ARCHITECTURE §3),
 * so `chatbot_suspended` or `not_assigned_to_chatbot` reach the screen; without a code it is `server_error`.
 */
function graphqlFailureOf(errors: unknown): PortalError | null {
  if (!Array.isArray(errors) || errors.length === 0) return null
  const list = errors.filter(isFieldMap)
  const code =
    list
      .map((e) => serverCodeOf(isFieldMap(e['extensions']) ? e['extensions']['code'] : undefined))
      .find(Boolean) ?? apiErrorCodes.serverError
  const message = list
    .map((e) => (typeof e['message'] === 'string' ? e['message'] : ''))
    .join('; ')
    .slice(0, 500)
  return new PortalError(code, message || 'The server answered with an error')
}

/**
 * The body of a 2xx answer, else a PortalError with the server's own code: REST `code`, or the GraphQL
 * `errors[].extensions.code` of a non-2xx GraphQL answer. Only an answer without a code falls back on the
 * status: 403 `forbidden`, 404 `not_found`, anything else `server_error`.
 */
function answerOf(response: HttpResponse): unknown {
  if (response.status >= 200 && response.status < 300) return response.body
  const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as Record<
    string,
    unknown
  >
  const graphqlFailure = serverCodeOf(body['code']) ? null : graphqlFailureOf(body['errors'])
  if (graphqlFailure && graphqlFailure.code !== apiErrorCodes.serverError) throw graphqlFailure
  const code =
    serverCodeOf(body['code']) ??
    (response.status === 403
      ? apiErrorCodes.forbidden
      : response.status === 404
        ? apiErrorCodes.notFound
        : apiErrorCodes.serverError)
  const message =
    typeof body['message'] === 'string' ? body['message'] : `The server answered ${response.status}`
  const fields = body['fields']
  throw new PortalError(code, message, isFieldMap(fields) ? flattenFields(fields) : undefined)
}

function isFieldMap(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function flattenFields(fields: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value[0] ?? '') : String(value),
    ]),
  )
}

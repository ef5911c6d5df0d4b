import * as v from 'valibot'
import {
  deletionConfirmed,
  deploymentFixes,
  deploymentStates,
  type ManagedChatbot,
} from '@shared/domain/deployments'
import type { SupportTicket } from '@shared/domain/support-tickets'
import { apiErrorCodes } from '@shared/ipc/api'
import { deploymentsErrorCodes, type SecretState } from '@shared/ipc/deployments'
import { PortalError } from '@shared/ipc/errors'
import { sessionErrorCodes } from '@shared/ipc/session'
import { HttpUnreachableError, type HttpClient, type HttpResponse } from '../api/http-client'
import { createIdempotentCalls } from '../api/idempotency'
import { parseServerReply } from '../api/portal-api'
import { requireTrustedTokenUrl, tokenTrustOf } from '../api/trusted-origins'
import type { MainModule } from '../modules/main-module'
import { UnauthorizedError, type SessionService } from '../session/session-service'
import { keychainAccount, type SecretStore } from '../session/token-vault'

export interface DeploymentsModuleDeps {
  readonly session: Promise<Pick<SessionService, 'info' | 'connection' | 'withAccessToken'>>
  readonly http: HttpClient
  readonly trustedOrigins: () => readonly string[]
  /** The OS keychain (null: none answered; the secret then lasts until the app quits). */
  readonly secrets: SecretStore | null
  readonly log: (message: string, detail?: unknown) => void
}

/**
 * The keychain account of the management secret: per server and user, beside the session's tokens, which
 * sign-out clears with them (token-vault.ts `userSecretKinds`).
 */
export function secretAccount(origin: string, username: string): string {
  return keychainAccount({ origin, username }, 'management-secret')
}

const managedChatbotSchema = v.object({
  projectId: v.string(),
  projectName: v.string(),
  serverId: v.string(),
  serverAddress: v.string(),
  template: v.nullable(v.object({ id: v.string(), name: v.string() })),
  state: v.picklist(deploymentStates),
  createdAt: v.number(),
})
const listReply = v.object({ chatbots: v.array(managedChatbotSchema) })
const projectReply = v.object({ projectId: v.string() })
const fixReply = v.object({
  projectId: v.string(),
  // A fix the portal does not know yet is still shown (by its code) rather than refused.
  fixed: v.array(v.union([v.picklist(deploymentFixes), v.string()])),
})
const nullableText = v.nullable(v.string())
const ticketsReply = v.object({
  tickets: v.array(
    v.object({
      id: v.string(),
      username: nullableText,
      subject: v.string(),
      contactEmail: v.string(),
      message: v.string(),
      imageUrl: nullableText,
      projectId: nullableText,
      clientId: nullableText,
      screen: nullableText,
      appVersion: nullableText,
      createdAt: v.number(),
    }),
  ),
})

/**
 * Deployments in main (spec 001 §7.1/§7.2): the chatbot-management calls carry the user's token and the
 * management header secret. The secret is typed once by a superuser, checked with the service before it
 * is kept (a refused one is never stored), kept in the OS keychain per server and user, and never sent to
 * the renderer nor logged. A call the service refuses for the secret forgets it, so the screen asks again.
 */
export function createDeploymentsModule(deps: DeploymentsModuleDeps): MainModule {
  const oncePerKey = createIdempotentCalls()
  // Without a keychain, and as a cache in front of it: per account, for this run of the app only.
  const memory = new Map<string, string>()

  async function owner(): Promise<{ account: string; origin: string }> {
    const session = await deps.session
    const state = session.info().state
    const connection = session.connection()
    if (state.status !== 'signed-in' || !connection)
      throw new PortalError(sessionErrorCodes.notSignedIn, 'Sign in first.')
    return { account: secretAccount(connection.origin, state.user.username), origin: connection.origin }
  }

  async function storedSecret(account: string): Promise<string | null> {
    const cached = memory.get(account)
    if (cached !== undefined) return cached
    if (!deps.secrets) return null
    try {
      const secret = await deps.secrets.get(account)
      if (secret) memory.set(account, secret)
      return secret
    } catch (error) {
      deps.log(
        'Could not read the management secret from the keychain',
        error instanceof Error ? error.message : '',
      )
      return null
    }
  }

  async function forget(account: string): Promise<void> {
    memory.delete(account)
    if (deps.secrets) await deps.secrets.delete(account).catch(() => undefined)
  }

  const stateOf = (stored: boolean): SecretState => ({ stored, storage: deps.secrets ? 'os' : 'memory' })

  /** One call of the management service (or the support-ticket list) with the token and, if given, the secret. */
  async function send(
    method: 'GET' | 'POST',
    path: string,
    secret: string | null,
    body?: unknown,
  ): Promise<unknown> {
    const session = await deps.session
    let response: HttpResponse
    try {
      response = await session.withAccessToken(async (token, connection) => {
        const trust = tokenTrustOf(connection, deps.trustedOrigins())
        const url = requireTrustedTokenUrl(
          `${connection.endpoints.api}${path}`,
          trust,
          apiErrorCodes.untrustedServer,
        )
        const headers: Record<string, string> = { Authorization: `Bearer ${token}` }
        if (secret !== null) headers['x-management-secret'] = secret
        const answer = await deps.http.request({ method, url, headers, body, timeoutMs: 20_000 })
        // A refused secret is the service's answer, not an expired token: no refresh, no retry.
        if (answer.status === 401 && codeOf(answer) !== deploymentsErrorCodes.secretRefused)
          throw new UnauthorizedError()
        return answer
      })
    } catch (error) {
      if (error instanceof HttpUnreachableError)
        throw new PortalError(sessionErrorCodes.serverUnreachable, 'The portal server cannot be reached.')
      throw error
    }
    if (response.status >= 200 && response.status < 300) return response.body
    const code =
      codeOf(response) ??
      (response.status === 403
        ? apiErrorCodes.forbidden
        : response.status === 404
          ? apiErrorCodes.notFound
          : apiErrorCodes.serverError)
    const answer = response.body as { message?: unknown; fields?: unknown } | null
    throw new PortalError(
      code,
      typeof answer?.message === 'string'
        ? answer.message.slice(0, 300)
        : `The server answered ${response.status}`,
      fieldsOf(answer?.fields),
    )
  }

  /** A management call with the kept secret; a refused secret is forgotten, so the screen asks again. */
  async function manage(method: 'GET' | 'POST', path: string, body?: unknown): Promise<unknown> {
    const { account } = await owner()
    const secret = await storedSecret(account)
    if (!secret)
      throw new PortalError(deploymentsErrorCodes.secretMissing, 'Enter the management secret first.')
    try {
      return await send(method, path, secret, body)
    } catch (error) {
      if (error instanceof PortalError && error.code === deploymentsErrorCodes.secretRefused)
        await forget(account)
      throw error
    }
  }

  const once = <T>(key: string, action: () => Promise<T>) => oncePerKey.run(key, action)

  return {
    name: 'deployments',
    handlers: {
      deployments: {
        secretState: async () => stateOf((await storedSecret((await owner()).account)) !== null),
        saveSecret: async ({ secret }) => {
          const { account } = await owner()
          // Checked first: the service lists the chatbots only for a secret it accepts.
          parseServerReply('chatbot list', listReply, await send('GET', '/chatbot/list', secret))
          memory.set(account, secret)
          if (deps.secrets) {
            try {
              await deps.secrets.set(account, secret)
            } catch (error) {
              deps.log(
                'Could not keep the management secret in the keychain',
                error instanceof Error ? error.message : '',
              )
              return { stored: true, storage: 'memory' }
            }
          }
          return stateOf(true)
        },
        forgetSecret: async () => {
          await forget((await owner()).account)
          return stateOf(false)
        },
        list: async () =>
          parseServerReply('chatbot list', listReply, await manage('GET', '/chatbot/list'))
            .chatbots as ManagedChatbot[],
        create: ({ deployment, idempotencyKey }) =>
          once(`create|${idempotencyKey}`, async () => {
            const { projectName, ...rest } = deployment
            const reply = await manage('POST', '/chatbot/create', {
              projectId: rest.projectId,
              template: {
                ...rest.template,
                projectName,
                ats: rest.ats,
                defaultLanguageTag: rest.defaultLanguageTag,
              },
            })
            return { projectId: parseServerReply('chatbot create', projectReply, reply).projectId }
          }),
        remove: ({ projectId, confirmation, idempotencyKey }) =>
          once(`remove|${idempotencyKey}`, async () => {
            if (!deletionConfirmed(confirmation, projectId))
              throw new PortalError(
                deploymentsErrorCodes.confirmationMismatch,
                'Type the chatbot name to delete it.',
              )
            const reply = await manage('POST', '/chatbot/delete', { projectId })
            return { projectId: parseServerReply('chatbot delete', projectReply, reply).projectId }
          }),
        recover: ({ projectId, idempotencyKey }) =>
          once(`recover|${idempotencyKey}`, async () => {
            const reply = await manage('POST', '/chatbot/recover', { projectId })
            return { projectId: parseServerReply('chatbot recover', projectReply, reply).projectId }
          }),
        fix: ({ projectId, idempotencyKey }) =>
          once(`fix|${idempotencyKey}`, async () => {
            const reply = parseServerReply(
              'chatbot fix',
              fixReply,
              await manage('POST', '/chatbot/fix', { projectId }),
            )
            return { projectId: reply.projectId, fixed: reply.fixed as never }
          }),
        supportTickets: async () =>
          parseServerReply(
            'support tickets',
            ticketsReply,
            await send('GET', '/api/v1/support-ticket/', null),
          ).tickets as SupportTicket[],
      },
    },
    forgetUser() {
      // The session's sign-out clears the keychain entry with the tokens; this run's copies and results go.
      memory.clear()
      oncePerKey.clear()
    },
  }
}

function codeOf(response: HttpResponse): string | null {
  const code = (response.body as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(code) ? code : null
}

function fieldsOf(fields: unknown): Record<string, string> | undefined {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      String(Array.isArray(value) ? (value[0] ?? '') : value),
    ]),
  )
}

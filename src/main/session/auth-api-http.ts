import { randomUUID } from 'node:crypto'
import { routerGraphql } from '@shared/graphql/generated/router'
import type { CurrentUserQuery } from '@shared/graphql/generated/router/graphql'
import { PortalError } from '@shared/ipc/errors'
import { sessionErrorCodes, type ChatbotSummary } from '@shared/ipc/session'
import { toInterfaceLanguage, isInterfaceLanguage } from '@shared/domain/languages'
import { loginStepTypes } from '@shared/domain/auth'
import { HttpUnreachableError, type HttpClient, type HttpResponse } from '../api/http-client'
import type { AuthApi, FirstStep, PortalEndpoints, PortalUser } from './auth-api'
import { UnauthorizedError } from './session-service'
import { RefreshRejectedError } from './token-refresher'
import type { SessionTokens } from './token-vault'

/** The router's `user` query: everything spec 000 §3 lists for User that the session needs. */
const userQuery = routerGraphql(`
  query CurrentUser {
    user {
      id
      username
      firstName
      lastName
      email
      language
      isSuperuser
      role
      requiresPasswordReset
      organization {
        id
        name
      }
      chatbots {
        id
        name
        projectId
        projectName
        suspended
        deleted
        defaultLanguageTag
        serverAddress
      }
    }
  }
`)

/**
 * The fields of the reply the session reads, named after the generated type: a field renamed or dropped in
 * the document fails the type check here. The values are still checked one by one (QUALITY REL-9).
 */
type CurrentUser = NonNullable<CurrentUserQuery['user']>
type Unchecked<T> = { readonly [K in keyof T]?: unknown }

/**
 * Names this app to the server's sign-in limits, which count failures per username *and* client: a team
 * behind one office address is then told apart, and a colleague's typos or a stranger's guesses never stop
 * this desk's right password (docs/decisions/session-and-sign-in.md). New each start of the app: it names a
 * client, not a person, and carries nothing to track.
 */
export const signInClientId = randomUUID()

/** The spec's error codes pass through; anything else becomes a code the renderer knows. */
const knownCodes = new Set<string>(Object.values(sessionErrorCodes))

export function createHttpAuthApi(
  endpoints: PortalEndpoints,
  http: HttpClient,
  now: () => number = Date.now,
): AuthApi {
  async function post(
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ): Promise<HttpResponse> {
    try {
      return await http.request({ method: 'POST', url: `${endpoints.api}${path}`, body, headers })
    } catch (error) {
      if (error instanceof HttpUnreachableError) {
        throw new PortalError(sessionErrorCodes.serverUnreachable, 'The portal server cannot be reached.')
      }
      throw error
    }
  }

  function failure(response: HttpResponse, fallbackCode: string, fallbackMessage: string): PortalError {
    const body = (typeof response.body === 'object' && response.body !== null ? response.body : {}) as Record<
      string,
      unknown
    >
    const raw = [body['error_code'], body['code'], body['error']].find(
      (value) => typeof value === 'string',
    ) as string | undefined
    const code = raw && knownCodes.has(raw) ? raw : fallbackCode
    const message = typeof body['message'] === 'string' ? body['message'] : fallbackMessage
    return new PortalError(code, message)
  }

  const ok = (response: HttpResponse) => response.status >= 200 && response.status < 300

  function tokensFrom(body: unknown): SessionTokens | null {
    const b = (body ?? {}) as Record<string, unknown>
    const access = b['access'] ?? b['access_token']
    const refresh = b['refresh'] ?? b['refresh_token']
    if (typeof access !== 'string' || typeof refresh !== 'string' || access.length === 0) return null
    const expiresAt = b['access_expires_at'] ?? b['access_expiry']
    const expiresIn = b['access_expires_in'] ?? b['expires_in']
    const accessExpiresAt =
      typeof expiresAt === 'string'
        ? Date.parse(expiresAt)
        : typeof expiresAt === 'number'
          ? expiresAt < 1e12
            ? expiresAt * 1000
            : expiresAt
          : typeof expiresIn === 'number'
            ? now() + expiresIn * 1000
            : now() + 5 * 60_000
    return {
      access,
      refresh,
      accessExpiresAt: Number.isFinite(accessExpiresAt) ? accessExpiresAt : now() + 5 * 60_000,
    }
  }

  function firstStep(body: unknown): FirstStep {
    const tokens = tokensFrom(body)
    if (tokens) return { kind: 'tokens', tokens }
    const b = (body ?? {}) as Record<string, unknown>
    const authToken = b['token'] ?? b['auth_token']
    if (typeof authToken !== 'string') {
      throw new PortalError(
        sessionErrorCodes.invalidToken,
        'Something went wrong please refresh the page and try again.',
      )
    }
    // Spec 001 §4: the second-step type "change-phone-number" asks for a phone number before a code is sent.
    if (b['type'] === loginStepTypes.changePhoneNumber) return { kind: 'change-phone', authToken }
    return { kind: 'code', authToken, codeTimeoutSeconds: Number(b['login_code_timeout'] ?? 600) }
  }

  const codeTimeout = (body: unknown) => ({
    codeTimeoutSeconds: Number((body as Record<string, unknown> | null)?.['login_code_timeout'] ?? 600),
  })

  return {
    async cookieLogin(username, password) {
      const response = await post(
        '/api/cookie-login/',
        { username, password },
        { 'X-Client-Id': signInClientId },
      )
      if (!ok(response))
        throw failure(response, sessionErrorCodes.incorrectCredentials, 'Incorrect username or password')
      return firstStep(response.body)
    },
    async changePhone(authToken, phoneNumber) {
      const response = await post(
        '/api/change-phone/',
        { phone_number: phoneNumber },
        { Authorization: `Token ${authToken}` },
      )
      if (!ok(response))
        throw failure(
          response,
          sessionErrorCodes.invalidToken,
          'Something went wrong please refresh the page and try again.',
        )
      return codeTimeout(response.body)
    },
    async resendCode(authToken) {
      const response = await post('/api/resend-login-code/', {}, { Authorization: `Token ${authToken}` })
      if (!ok(response))
        throw failure(
          response,
          sessionErrorCodes.codeAlreadySent,
          "You've sent a code recently, please try again.",
        )
      return codeTimeout(response.body)
    },
    async loginWithCode(authToken, code) {
      const response = await post(
        '/api/login-with-code/',
        { login_code: code },
        { Authorization: `Token ${authToken}` },
      )
      if (!ok(response))
        throw failure(response, sessionErrorCodes.invalidLoginCode, 'The code you entered is invalid.')
      // Spec 001 §7.2: no access token in the answer means failure.
      const tokens = tokensFrom(response.body)
      if (!tokens)
        throw new PortalError(
          sessionErrorCodes.invalidToken,
          'Something went wrong please refresh the page and try again.',
        )
      return tokens
    },
    async refresh(refreshToken) {
      const response = await post('/api/login-refresh/', { refresh: refreshToken, useCookies: false })
      if (response.status === 400 || response.status === 401 || response.status === 403)
        throw new RefreshRejectedError()
      if (!ok(response)) throw new Error(`Refresh failed with status ${response.status}`)
      const tokens = tokensFrom(response.body)
      if (!tokens) throw new RefreshRejectedError('The refresh answer had no access token')
      return tokens
    },
    async validateToken(accessToken) {
      const response = await post(
        '/api/validate-token/',
        { token: accessToken },
        { Authorization: `Bearer ${accessToken}` },
      )
      if (response.status === 401 || response.status === 403) return false
      if (!ok(response)) throw new Error(`Token validation failed with status ${response.status}`)
      return (response.body as { valid?: unknown } | null)?.valid !== false
    },
    async logout(tokens) {
      await post('/api/logout/', { refresh: tokens.refresh }, { Authorization: `Bearer ${tokens.access}` })
    },
    async oktaLogin(accessToken) {
      const response = await post('/api/v1/okta-login/', { accessToken })
      if (!ok(response)) throw failure(response, sessionErrorCodes.ssoUnexpected, 'Single sign-on failed.')
      return firstStep(response.body)
    },
    async forgotPassword(email) {
      const response = await post('/api/v1/forgot-password/', { email })
      // Spec 001 §8: password reset fails unless status 200.
      if (response.status !== 200)
        throw failure(response, sessionErrorCodes.resetFailed, 'Something went wrong.')
    },
    async resetPassword(guid, password) {
      const response = await post('/api/v1/reset-password/', { GUID: guid, password })
      // Spec 001 §8, as for the request above: only a 200 is a reset.
      if (response.status !== 200)
        throw failure(response, sessionErrorCodes.resetFailed, 'Something went wrong.')
    },
    async setFirstPassword(accessToken, userId, password) {
      const response = await post(
        '/api/v1/reset-password-first-time-login/',
        { id: userId, password },
        { Authorization: `Bearer ${accessToken}` },
      )
      if (response.status === 401) throw new UnauthorizedError()
      if (!ok(response))
        throw failure(response, sessionErrorCodes.passwordChangeFailed, 'Failed to change the password.')
    },
    async changePassword(accessToken, userId, oldPassword, newPassword) {
      const response = await post(
        '/api/v1/change-password/',
        { id: userId, old_password: oldPassword, new_password: newPassword },
        { Authorization: `Bearer ${accessToken}` },
      )
      if (response.status === 401) throw new UnauthorizedError()
      if (!ok(response))
        throw failure(response, sessionErrorCodes.passwordChangeFailed, 'Failed to change the password.')
    },
    async fetchUser(accessToken) {
      let response: HttpResponse
      try {
        response = await http.request({
          method: 'POST',
          url: endpoints.routerGraphql,
          body: { query: userQuery.toString() },
          headers: { Authorization: `Bearer ${accessToken}` },
          idempotent: true,
        })
      } catch (error) {
        if (error instanceof HttpUnreachableError) {
          throw new PortalError(sessionErrorCodes.serverUnreachable, 'The portal server cannot be reached.')
        }
        throw error
      }
      if (response.status === 401) throw new UnauthorizedError()
      const user = (response.body as { data?: { user?: Unchecked<CurrentUser> | null } } | null)?.data?.user
      if (!ok(response) || !user) throw new UnauthorizedError()
      return toPortalUser(user)
    },
  }
}

function toPortalUser(raw: Unchecked<CurrentUser>): PortalUser {
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  const organization = raw.organization as Unchecked<CurrentUser['organization']> | null | undefined
  const chatbots = Array.isArray(raw.chatbots)
    ? (raw.chatbots as Unchecked<CurrentUser['chatbots'][number]>[])
    : []
  return {
    id: String(raw.id ?? ''),
    username: text(raw.username),
    firstName: text(raw.firstName),
    lastName: text(raw.lastName),
    email: text(raw.email),
    role: text(raw.role),
    isSuperuser: raw.isSuperuser === true,
    language: isInterfaceLanguage(raw.language)
      ? raw.language
      : raw.language
        ? toInterfaceLanguage(text(raw.language))
        : null,
    requiresPasswordReset: raw.requiresPasswordReset === true,
    organization: organization ? { id: String(organization.id ?? ''), name: text(organization.name) } : null,
    chatbots: chatbots
      .filter((chatbot) => chatbot.deleted !== true)
      .map((chatbot): ChatbotSummary => ({
        id: String(chatbot.id ?? chatbot.projectId ?? ''),
        // The spec's chatbot `name` is its project id; prefer the explicit field where the server has it.
        name: text(chatbot.projectId) || text(chatbot.name),
        projectName: text(chatbot.projectName) || text(chatbot.name),
        suspended: chatbot.suspended === true,
        defaultLanguageTag:
          typeof chatbot.defaultLanguageTag === 'string' ? chatbot.defaultLanguageTag : null,
        serverAddress: typeof chatbot.serverAddress === 'string' ? chatbot.serverAddress : null,
      })),
  }
}

import * as v from 'valibot'
import { command, event } from './contract'
import type { InterfaceLanguage } from '../domain/languages'

/**
 * Sign-in, the session and chatbot selection (ARCHITECTURE §5). Tokens never cross this bridge: the
 * renderer sees who is signed in and what to show next, main keeps the tokens in the OS keychain.
 */

/** Where the user signs in: the demo workspace on this computer, or a portal server. */
export type ServerChoice = { readonly kind: 'demo' } | { readonly kind: 'remote'; readonly address: string }

export interface ServerSettings {
  /** The current choice, or null before the user chose (first start). */
  readonly choice: ServerChoice | null
  /** A managed policy fixed the server: the renderer hides the server field. */
  readonly serverLocked: boolean
  /** The demo workspace may be offered (a policy can hide it). */
  readonly demoAllowed: boolean
}

export interface ChatbotSummary {
  readonly id: string
  /** The chatbot's project id, as the spec's `name`. */
  readonly name: string
  readonly projectName: string
  readonly suspended: boolean
  readonly defaultLanguageTag: string | null
  /** The chatbot's own GraphQL server (spec 001 §7.1); main sends chatbot queries there. */
  readonly serverAddress: string | null
}

export interface SessionUser {
  readonly id: string
  readonly username: string
  readonly firstName: string
  readonly lastName: string
  readonly email: string
  readonly role: string
  readonly isSuperuser: boolean
  readonly language: InterfaceLanguage | null
  readonly organization: { readonly id: string; readonly name: string } | null
  readonly chatbots: readonly ChatbotSummary[]
}

export type SessionState =
  | { readonly status: 'starting' }
  | { readonly status: 'signed-out'; readonly reason: SignedOutReason | null }
  | {
      readonly status: 'signed-in'
      readonly user: SessionUser
      /** The selected chatbot's id (saved selection, else the first chatbot); null if the user has none. */
      readonly chatbotId: string | null
      /** The user must set a new password before anything else (requiresPasswordReset). */
      readonly passwordResetRequired: boolean
    }

/** Why the user is on the sign-in screen: shown there once. */
export type SignedOutReason = 'logged-out' | 'session-expired' | 'refresh-failed'

export interface SessionInfo {
  readonly state: SessionState
  readonly server: ServerSettings
  /** 'os': tokens in the OS keychain; 'memory': no keychain answered, sign-in lasts until the app quits. */
  readonly tokenStorage: 'os' | 'memory'
  readonly demo: boolean
}

/**
 * Whose data may be held: the signed-in user on the chosen server, or null. Main and the renderer drop
 * everything they hold for a user when this changes (QUALITY SEC-11).
 */
export function sessionOwnerOf(info: SessionInfo | undefined): string | null {
  if (info?.state.status !== 'signed-in') return null
  return JSON.stringify([info.server.choice, info.state.user.id])
}

/** What the sign-in screen shows after a step. */
export type LoginStep =
  | { readonly step: 'signed-in' }
  | {
      readonly step: 'code'
      /** Seconds the code stays valid (login_code_timeout). */
      readonly codeTimeoutSeconds: number
      /** Epoch ms from which "resend" is enabled (about one minute after sending). */
      readonly resendAvailableAt: number
    }
  | { readonly step: 'change-phone' }

/** Error codes of this domain (messages: locales/<lng>/session.json, spec 001 §8 "Login"). */
export const sessionErrorCodes = {
  incorrectCredentials: 'incorrect_credentials',
  expired: 'expired',
  invalidToken: 'invalid_token',
  invalidLoginCode: 'invalid_login_code',
  codeAlreadySent: 'code_already_sent',
  tooManyAttempts: 'too_many_attempts',
  ssoAccessDenied: 'sso_access_denied',
  ssoUnexpected: 'sso_unexpected_error',
  ssoNotEnabled: 'sso_not_enabled',
  passwordCriteria: 'password_criteria',
  passwordChangeFailed: 'password_change_failed',
  resetFailed: 'reset_failed',
  functionalityUnavailable: 'functionality_unavailable',
  chatbotSuspended: 'chatbot_suspended',
  serverUnreachable: 'server_unreachable',
  invalidServerAddress: 'invalid_server_address',
  invalidPhoneNumber: 'invalid_phone_number',
  notSignedIn: 'not_signed_in',
} as const

const username = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(254))
const password = v.pipe(v.string(), v.minLength(1), v.maxLength(256))
const serverAddress = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(2048))

export const sessionContract = {
  /** The session, the server settings and where tokens are kept. */
  getInfo: command<SessionInfo>()('session:get-info', v.strictObject({})),
  /**
   * Chooses where to sign in. Demo starts the embedded sandbox server on this computer; a remote address
   * must be https (http only for 127.0.0.1). Refused when a policy fixes the server or forbids the demo.
   */
  chooseServer: command<SessionInfo>()(
    'session:choose-server',
    v.variant('kind', [
      v.strictObject({ kind: v.literal('demo') }),
      v.strictObject({ kind: v.literal('remote'), address: serverAddress }),
    ]),
  ),
  /** Username and password (POST /api/cookie-login/). */
  login: command<LoginStep>()('session:login', v.strictObject({ username, password })),
  /** The phone number for the change-phone-number step (POST /api/change-phone/). */
  submitPhone: command<LoginStep>()(
    'session:submit-phone',
    v.strictObject({ phoneNumber: v.pipe(v.string(), v.trim(), v.regex(/^\+?[0-9 ()-]{8,20}$/)) }),
  ),
  /** The two-factor code (POST /api/login-with-code/). */
  submitCode: command<LoginStep>()(
    'session:submit-code',
    v.strictObject({ code: v.pipe(v.string(), v.trim(), v.regex(/^[0-9]{6}$/)) }),
  ),
  /** Sends a new code (POST /api/resend-login-code/); `code_already_sent` within about a minute. */
  resendCode: command<LoginStep>()('session:resend-code', v.strictObject({})),
  /** Leaves the two-factor step and forgets its auth token. */
  cancelLogin: command<void>()('session:cancel-login', v.strictObject({})),
  /** Opens single sign-on for a client in the system browser; the answer arrives as a deep link. */
  startSso: command<void>()(
    'session:start-sso',
    v.strictObject({ client: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)) }),
  ),
  /** Completes single sign-on from a callback route (/okta/SAML/callback/{refreshToken} or /auth/callback). */
  completeSso: command<LoginStep>()(
    'session:complete-sso',
    v.variant('kind', [
      v.strictObject({
        kind: v.literal('refresh-token'),
        refreshToken: v.pipe(v.string(), v.minLength(1), v.maxLength(4096)),
      }),
      v.strictObject({
        kind: v.literal('access-token'),
        accessToken: v.pipe(v.string(), v.minLength(1), v.maxLength(8192)),
      }),
      v.strictObject({ kind: v.literal('error'), error: v.pipe(v.string(), v.maxLength(200)) }),
    ]),
  ),
  /** Emails a reset link (POST /api/v1/forgot-password/). */
  forgotPassword: command<void>()(
    'session:forgot-password',
    v.strictObject({ email: v.pipe(v.string(), v.trim(), v.email(), v.maxLength(254)) }),
  ),
  /** Sets a new password from the emailed link (POST /api/v1/reset-password/). */
  resetPassword: command<void>()(
    'session:reset-password',
    v.strictObject({ guid: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)), password }),
  ),
  /** First-time password when requiresPasswordReset is set (POST /api/v1/reset-password-first-time-login/). */
  setFirstPassword: command<SessionInfo>()('session:set-first-password', v.strictObject({ password })),
  /** Changes the signed-in user's password (POST /api/v1/change-password/). */
  changePassword: command<void>()(
    'session:change-password',
    v.strictObject({ oldPassword: password, newPassword: password }),
  ),
  /** Signs out (POST /api/logout/), clears the keychain entries and local session data. */
  logout: command<void>()('session:logout', v.strictObject({})),
  /** Selects the chatbot to work on; suspended chatbots are refused. Saved for the next start. */
  selectChatbot: command<SessionInfo>()(
    'session:select-chatbot',
    v.strictObject({ chatbotId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)) }),
  ),
  /** The session changed: signed in or out, chatbot selected, server chosen. */
  onDidChange: event<SessionInfo>('session:did-change'),
  /**
   * Demo workspace only: a text message or e-mail the sandbox "sent" (login code, reset link), so a
   * newcomer can sign in without a phone. Never emitted against a real server.
   */
  onDidReceiveDemoMessage: event<DemoMessage>('session:did-receive-demo-message'),
  /** Single sign-on came back through a deep link with an error (one of the ssoErrorCodes). */
  onDidFailSso: event<{ readonly code: string }>('session:did-fail-sso'),
  /** Shown once: no OS keychain answered, so the session lives in memory only. */
  onDidFallBackToMemory: event<Record<string, never>>('session:did-fall-back-to-memory'),
} as const

export interface DemoMessage {
  readonly kind: 'login-code' | 'reset-link' | 'other'
  /** The code or the link's reset identifier, ready to paste. */
  readonly value: string
  readonly text: string
}

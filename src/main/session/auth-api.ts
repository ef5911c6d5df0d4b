import type { SessionUser } from '@shared/ipc/session'
import type { SessionTokens } from './token-vault'

/** Where the portal's services live, resolved from the chosen server (ARCHITECTURE §3: never from the renderer). */
export interface PortalEndpoints {
  /** The portal REST API host (paths /api/...). */
  readonly api: string
  /** The router GraphQL service (users, calendar users). */
  readonly routerGraphql: string
  /** The templates GraphQL service (state group templates) and its fixed access key. */
  readonly templatesGraphql: string
  readonly templatesAccessKey: string
}

/**
 * The portal's authentication calls (spec 001 §7.2) in domain terms. The HTTP implementation
 * (auth-api-http.ts) maps them onto the REST paths and payload names; tests use fakes.
 * Failures are thrown as PortalError with a code from sessionErrorCodes.
 */
export type FirstStep =
  | { readonly kind: 'tokens'; readonly tokens: SessionTokens }
  | { readonly kind: 'code'; readonly authToken: string; readonly codeTimeoutSeconds: number }
  | { readonly kind: 'change-phone'; readonly authToken: string }

export interface PortalUser extends SessionUser {
  readonly requiresPasswordReset: boolean
}

export interface AuthApi {
  /** POST /api/cookie-login/ */
  cookieLogin(username: string, password: string): Promise<FirstStep>
  /** POST /api/change-phone/ — then a code is sent to the new number. */
  changePhone(authToken: string, phoneNumber: string): Promise<{ codeTimeoutSeconds: number }>
  /** POST /api/resend-login-code/ */
  resendCode(authToken: string): Promise<{ codeTimeoutSeconds: number }>
  /** POST /api/login-with-code/ */
  loginWithCode(authToken: string, code: string): Promise<SessionTokens>
  /** POST /api/login-refresh/ — throws RefreshRejectedError when refused. */
  refresh(refreshToken: string): Promise<SessionTokens>
  /**
   * POST /api/validate-token/: whether the server still takes this access token (a kept one may have
   * been revoked by a sign-out elsewhere or a server reset while the app was closed). False when refused.
   */
  validateToken(accessToken: string): Promise<boolean>
  /** POST /api/logout/ */
  logout(tokens: SessionTokens): Promise<void>
  /** POST /api/v1/okta-login/ */
  oktaLogin(accessToken: string): Promise<FirstStep>
  /** POST /api/v1/forgot-password/ */
  forgotPassword(email: string): Promise<void>
  /** POST /api/v1/reset-password/ */
  resetPassword(guid: string, password: string): Promise<void>
  /** POST /api/v1/reset-password-first-time-login/ */
  setFirstPassword(accessToken: string, userId: string, password: string): Promise<void>
  /** POST /api/v1/change-password/ */
  changePassword(accessToken: string, userId: string, oldPassword: string, newPassword: string): Promise<void>
  /** The router service's `user` query. */
  fetchUser(accessToken: string): Promise<PortalUser>
}

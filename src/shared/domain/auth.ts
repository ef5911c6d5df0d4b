/**
 * Sign-in constants (spec 001 §4, §9). Its error codes and messages are in errors/auth.ts.
 */

/** Two-factor codes: 6 digits, single use, valid 10 minutes. */
export const loginCodeLength = 6
export const loginCodeTtlMs = 10 * 60_000
/** Spec: a code can be resent after about one minute. */
export const loginCodeResendWaitMs = 60_000
/** A pending sign-in (the auth token of the second step); long enough for a resend or two. */
export const pendingLoginTtlMs = 30 * 60_000

export const defaultAccessTokenTtlMs = 15 * 60_000
/** The spec leaves the refresh lifetime open; see docs/decisions/session-and-sign-in.md. */
export const refreshTokenTtlMs = 30 * 24 * 60 * 60_000
/** Password-reset links from forgot-password. */
export const passwordResetTtlMs = 24 * 60 * 60_000

/**
 * Lockouts (QUALITY SEC-7; docs/decisions/session-and-sign-in.md). Failed logins count per username *and*
 * client: 10 stop that client for that username for 15 minutes, never the account for everyone.
 */
export const maxWrongCodes = 5
export const maxFailedLogins = 10
export const attemptWindowMs = 15 * 60_000
export const lockoutMs = 15 * 60_000
/**
 * Guessing spread over many clients: from this many failures for one username within the window, a client
 * that has not signed in as that user before waits `loginSlowdownMs` after the username's last failure.
 */
export const usernameSlowdownFailures = 30
export const loginSlowdownMs = 10_000
/** A client that signed in as a user is known for that user this long (not slowed down). */
export const knownClientTtlMs = 30 * 24 * 60 * 60_000

/**
 * Where single sign-on comes back to: the app's own deep link (main's deep-link scheme), the one
 * `redirect_uri` the portal server's start page sends its answer to (the demo's: sandbox auth/sso-pages.ts).
 */
export const ssoCallbackUrl = 'chatbot-portal://okta/SAML/callback/'

/**
 * Spec 000 §9's "time constant of 120 used in sessions", in seconds: main refreshes the access token this
 * long before it expires (token-refresher.ts), so no request leaves with a token about to lapse.
 */
export const sessionTimeConstantSeconds = 120

/**
 * The second-step `type` values of POST /api/cookie-login/. `change-phone-number` is the spec's own value
 * (spec 001 §4, spec 000 §4 "Login"); the spec does not name the plain code step, `login_code` is ours.
 */
export const loginStepTypes = {
  loginCode: 'login_code',
  changePhoneNumber: 'change-phone-number',
} as const
export type LoginStepType = (typeof loginStepTypes)[keyof typeof loginStepTypes]

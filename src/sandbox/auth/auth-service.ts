import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { and, desc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm'
import {
  attemptWindowMs,
  knownClientTtlMs,
  loginCodeResendWaitMs,
  loginSlowdownMs,
  loginCodeTtlMs,
  loginStepTypes,
  lockoutMs,
  maxFailedLogins,
  maxWrongCodes,
  passwordResetTtlMs,
  pendingLoginTtlMs,
  refreshTokenTtlMs,
  usernameSlowdownFailures,
} from '@shared/domain/auth'
import { errorCatalogue } from '@shared/domain/errors'
import { checkPassword, meetsPasswordCriteria } from '@shared/domain/password-policy'
import { normalizePhoneNumber } from '@shared/domain/users'
import type { SandboxDb } from '../db/sandbox-db'
import { hashPassword, verifyPassword } from '../db/passwords'
import * as t from './schema'
import * as chatbotsSchema from '../chatbots/schema'
import { ApiError } from '../errors'
import type { Outbox } from '../outbox'
import { hashToken, newLoginCode, newToken } from './tokens'

export interface AuthenticatedUser {
  readonly id: string
  readonly username: string
  readonly role: string
  readonly isSuperuser: boolean
  readonly organizationId: string
  readonly familyId: string
  readonly accessExpiresAt: number
}

/** The token answer of login-with-code, direct login, okta-login and login-refresh. */
export interface TokenAnswer {
  readonly access: string
  readonly refresh: string
  /** ISO 8601, UTC. */
  readonly access_expires_at: string
  /** Seconds from the moment of the answer. */
  readonly access_expires_in: number
  readonly refresh_expires_at: string
}

export interface SecondStepAnswer {
  readonly type: (typeof loginStepTypes)[keyof typeof loginStepTypes]
  readonly token: string
  /** Seconds the code stays valid; null while no code has been sent (change-phone step). */
  readonly login_code_timeout: number | null
  /** Seconds until /api/resend-login-code/ accepts a new request; null while no code has been sent. */
  readonly resend_available_in: number | null
}

export interface AuthOptions {
  readonly accessTokenTtlMs: number
  /** Signs the simulated identity provider's tokens (okta-login). */
  readonly ssoSecret: string
}

type UserRow = typeof chatbotsSchema.users.$inferSelect
type ChallengeRow = typeof t.loginChallenges.$inferSelect

const phonePattern = /^\+?[0-9][0-9 ()-]{7,19}$/
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// Compared against when the username is unknown, so a wrong username costs as much time as a wrong password.
const unknownUserHash = hashPassword('unknown-user-placeholder')

const seconds = (ms: number) => Math.max(0, Math.ceil(ms / 1000))
const iso = (ms: number) => new Date(ms).toISOString()

export class AuthService {
  constructor(
    private readonly db: SandboxDb,
    private readonly now: () => number,
    private readonly outbox: Outbox,
    private readonly options: AuthOptions,
  ) {}

  // ---- sign-in -------------------------------------------------------------------------------------

  /**
   * `client` names the caller (its address and the client id it sends, see http/request.ts): failed logins
   * stop that client for that username, never the account for everyone (docs/decisions/session-and-sign-in.md).
   */
  async cookieLogin(
    rawUsername: string,
    password: string,
    client = 'unknown',
  ): Promise<SecondStepAnswer | TokenAnswer> {
    const username = rawUsername.trim().toLowerCase()
    const key = clientKey(username, client)
    // A code lock stops every client: whoever reached the code step knew the password.
    await this.assertNotLocked(username)
    await this.assertNotLocked(key)
    const known = await this.isKnownClient(key)
    if (!known) await this.assertNotSlowedDown(username)
    const user = await this.findUserByUsername(username)
    const valid = user
      ? await verifyPassword(password, user.passwordHash)
      : (await verifyPassword(password, await unknownUserHash), false)
    if (!user || !valid) {
      await this.db.insert(t.authAttempts).values({ username, kind: 'login-any', at: this.now() })
      if (await this.recordFailure(key, 'login', maxFailedLogins)) throw tooManyAttempts()
      throw new ApiError('incorrect_credentials')
    }
    await this.db
      .delete(t.authAttempts)
      .where(and(eq(t.authAttempts.username, key), inArray(t.authAttempts.kind, ['login', 'known'])))
    await this.db.insert(t.authAttempts).values({ username: key, kind: 'known', at: this.now() })
    if (!user.twoFactorEnabled) return this.issueTokens(user.id)
    if (user.requiresPhoneChange || !user.phoneNumber)
      return this.startChallenge(user, loginStepTypes.changePhoneNumber)
    return this.startChallenge(user, loginStepTypes.loginCode)
  }

  async changePhone(authToken: string | null, phoneNumber: unknown): Promise<SecondStepAnswer> {
    const { challenge, user } = await this.openChallenge(authToken)
    if (challenge.step !== loginStepTypes.changePhoneNumber) throw new ApiError('invalid_token')
    const phone = typeof phoneNumber === 'string' ? phoneNumber.trim() : ''
    if (!phonePattern.test(phone)) {
      throw new ApiError('invalid_phone_number', {
        fields: { phone_number: ['Please enter a valid phone number.'] },
      })
    }
    const normalized = phone.replace(/[\s()-]/g, '')
    await this.db
      .update(t.loginChallenges)
      .set({ step: loginStepTypes.loginCode, pendingPhone: normalized })
      .where(eq(t.loginChallenges.tokenHash, challenge.tokenHash))
    return this.sendCode(
      { ...challenge, step: loginStepTypes.loginCode, pendingPhone: normalized },
      user,
      authToken ?? '',
    )
  }

  async resendLoginCode(authToken: string | null): Promise<SecondStepAnswer> {
    const { challenge, user } = await this.openChallenge(authToken)
    if (challenge.step !== loginStepTypes.loginCode) throw new ApiError('invalid_token')
    const waited = this.now() - (challenge.codeSentAt ?? 0)
    if (waited < loginCodeResendWaitMs) {
      throw new ApiError('code_already_sent', { retry_after: seconds(loginCodeResendWaitMs - waited) })
    }
    return this.sendCode(challenge, user, authToken ?? '')
  }

  async loginWithCode(authToken: string | null, loginCode: unknown): Promise<TokenAnswer> {
    const { challenge, user } = await this.openChallenge(authToken)
    if (challenge.step !== loginStepTypes.loginCode || !challenge.codeHash)
      throw new ApiError('invalid_token')
    if ((challenge.codeExpiresAt ?? 0) <= this.now()) throw new ApiError('expired')
    const code =
      typeof loginCode === 'string' || typeof loginCode === 'number' ? String(loginCode).trim() : ''
    if (!safeEqual(hashToken(`${challenge.tokenHash}:${code}`), challenge.codeHash)) {
      if (await this.recordFailure(user.username, 'code', maxWrongCodes)) {
        // The pending sign-in dies with the lock: after it, the user starts again from the password.
        await this.useChallenge(challenge.tokenHash)
        throw tooManyAttempts()
      }
      throw new ApiError('invalid_login_code')
    }
    if (!(await this.useChallenge(challenge.tokenHash))) throw new ApiError('invalid_token')
    await this.db
      .delete(t.authAttempts)
      .where(and(eq(t.authAttempts.username, user.username), eq(t.authAttempts.kind, 'code')))
    if (challenge.pendingPhone) {
      await this.db
        .update(chatbotsSchema.users)
        .set({ phoneNumber: challenge.pendingPhone, requiresPhoneChange: false })
        .where(eq(chatbotsSchema.users.id, user.id))
    }
    return this.issueTokens(user.id)
  }

  // ---- tokens --------------------------------------------------------------------------------------

  async refresh(refreshToken: unknown): Promise<TokenAnswer> {
    if (typeof refreshToken !== 'string' || refreshToken.length === 0) {
      throw new ApiError('invalid_input', { fields: { refresh: ['This field is required.'] } })
    }
    const hash = hashToken(refreshToken)
    const [row] = await this.db.select().from(t.refreshTokens).where(eq(t.refreshTokens.tokenHash, hash))
    if (!row) throw new ApiError('token_not_valid')
    const [family] = await this.db.select().from(t.tokenFamilies).where(eq(t.tokenFamilies.id, row.familyId))
    if (!family || family.revokedAt !== null) throw new ApiError('token_not_valid')
    if (row.expiresAt <= this.now()) throw new ApiError('token_not_valid')
    // Claiming the token and detecting reuse in one statement: two racing refreshes cannot both win.
    const claimed = await this.db
      .update(t.refreshTokens)
      .set({ usedAt: this.now() })
      .where(and(eq(t.refreshTokens.tokenHash, hash), isNull(t.refreshTokens.usedAt)))
      .returning({ familyId: t.refreshTokens.familyId })
    if (claimed.length === 0) {
      await this.revokeFamily(row.familyId, 'refresh-token-reuse')
      throw new ApiError('refresh_token_reused')
    }
    return this.issueTokens(row.userId, row.familyId)
  }

  /** The answer of validate-token for an authenticated user: who, and until when the access token lasts. */
  tokenValidity(user: AuthenticatedUser) {
    return {
      valid: true,
      user_id: user.id,
      username: user.username,
      access_expires_at: new Date(user.accessExpiresAt).toISOString(),
      access_expires_in: Math.max(0, Math.ceil((user.accessExpiresAt - this.now()) / 1000)),
    }
  }

  async authenticate(accessToken: string | null): Promise<AuthenticatedUser> {
    if (!accessToken) throw new ApiError('not_authenticated')
    const [row] = await this.db
      .select({
        expiresAt: t.accessTokens.expiresAt,
        familyId: t.accessTokens.familyId,
        revokedAt: t.tokenFamilies.revokedAt,
        user: chatbotsSchema.users,
      })
      .from(t.accessTokens)
      .innerJoin(t.tokenFamilies, eq(t.tokenFamilies.id, t.accessTokens.familyId))
      .innerJoin(chatbotsSchema.users, eq(chatbotsSchema.users.id, t.accessTokens.userId))
      .where(eq(t.accessTokens.tokenHash, hashToken(accessToken)))
    if (!row || row.revokedAt !== null) throw new ApiError('token_not_valid')
    if (row.expiresAt <= this.now()) throw new ApiError('token_expired')
    return {
      id: row.user.id,
      username: row.user.username,
      role: row.user.role,
      isSuperuser: row.user.isSuperuser,
      organizationId: row.user.organizationId,
      familyId: row.familyId,
      accessExpiresAt: row.expiresAt,
    }
  }

  /** Ends the session the access or refresh token belongs to. Idempotent. */
  async logout(accessToken: string | null, refreshToken: unknown): Promise<void> {
    const families = new Set<string>()
    if (accessToken) {
      const [row] = await this.db
        .select()
        .from(t.accessTokens)
        .where(eq(t.accessTokens.tokenHash, hashToken(accessToken)))
      if (row) families.add(row.familyId)
    }
    if (typeof refreshToken === 'string' && refreshToken) {
      const [row] = await this.db
        .select()
        .from(t.refreshTokens)
        .where(eq(t.refreshTokens.tokenHash, hashToken(refreshToken)))
      if (row) families.add(row.familyId)
    }
    for (const family of families) await this.revokeFamily(family, 'logout')
  }

  // ---- passwords -----------------------------------------------------------------------------------

  async forgotPassword(email: unknown): Promise<void> {
    const address = typeof email === 'string' ? email.trim().toLowerCase() : ''
    if (!emailPattern.test(address)) {
      throw new ApiError('invalid_input', { fields: { email: ['Please enter a valid email address.'] } })
    }
    const [user] = await this.db
      .select()
      .from(chatbotsSchema.users)
      .where(sql`lower(${chatbotsSchema.users.email}) = ${address}`)
    // Same answer whether or not the address is known, so the call cannot be used to list users.
    if (!user) return
    const guid = randomUUID()
    await this.db.insert(t.passwordResets).values({
      guidHash: hashToken(guid),
      userId: user.id,
      expiresAt: this.now() + passwordResetTtlMs,
    })
    await this.outbox.send({
      to: user.username,
      channel: 'email',
      address: user.email,
      subject: 'Wachtwoord opnieuw instellen / Reset your password',
      body:
        `Hallo ${user.firstName},\n\nStel je wachtwoord opnieuw in via deze link (24 uur geldig):\n` +
        `chatbot-portal://reset-password/${guid}\n\nCode / GUID: ${guid}`,
      kind: 'reset-link',
      value: guid,
    })
  }

  async resetPassword(guid: unknown, password: unknown): Promise<void> {
    if (typeof guid !== 'string' || !guid.trim())
      throw new ApiError('invalid_input', { fields: { GUID: ['This field is required.'] } })
    const [reset] = await this.db
      .select()
      .from(t.passwordResets)
      .where(eq(t.passwordResets.guidHash, hashToken(guid.trim())))
    if (!reset || reset.usedAt !== null) throw new ApiError('reset_failed', { reason: 'invalid_link' })
    if (reset.expiresAt <= this.now()) throw new ApiError('reset_failed', { reason: 'expired_link' })
    const newPassword = this.requireCriteria(password)
    const claimed = await this.db
      .update(t.passwordResets)
      .set({ usedAt: this.now() })
      .where(and(eq(t.passwordResets.guidHash, reset.guidHash), isNull(t.passwordResets.usedAt)))
      .returning()
    if (claimed.length === 0) throw new ApiError('reset_failed', { reason: 'invalid_link' })
    await this.setPassword(reset.userId, newPassword)
    await this.revokeAllSessions(reset.userId, 'password-reset')
  }

  async resetPasswordFirstTimeLogin(actor: AuthenticatedUser, id: unknown, password: unknown): Promise<void> {
    if (String(id ?? '') !== actor.id) throw new ApiError('forbidden')
    const newPassword = this.requireCriteria(password)
    const user = await this.getUser(actor.id)
    if (!user.requiresPasswordReset) throw new ApiError('password_change_failed', { reason: 'not_required' })
    if (await verifyPassword(newPassword, user.passwordHash)) {
      throw new ApiError('password_change_failed', {
        reason: 'same_password',
        fields: { password: ['Choose a password you have not used here.'] },
      })
    }
    await this.setPassword(user.id, newPassword)
    await this.revokeOtherSessions(user.id, actor.familyId, 'password-change')
  }

  async changePassword(
    actor: AuthenticatedUser,
    id: unknown,
    oldPassword: unknown,
    newPassword: unknown,
  ): Promise<void> {
    if (String(id ?? '') !== actor.id) throw new ApiError('forbidden')
    const key = sessionKey(actor)
    await this.assertNotLocked(key)
    const user = await this.getUser(actor.id)
    if (typeof oldPassword !== 'string' || !(await verifyPassword(oldPassword, user.passwordHash))) {
      // Counts towards a lockout of this session: otherwise this call would be an unthrottled password oracle.
      if (await this.recordFailure(key, 'login', maxFailedLogins)) throw tooManyAttempts()
      throw new ApiError('password_change_failed', {
        reason: 'wrong_old_password',
        fields: { old_password: ['The current password is incorrect.'] },
      })
    }
    const password = this.requireCriteria(newPassword, 'new_password')
    await this.setPassword(user.id, password)
    // ASVS: a changed password ends every other session (a thief's included); the one that changed it stays.
    await this.revokeOtherSessions(user.id, actor.familyId, 'password-change')
  }

  /**
   * 'Your info': the signed-in user changes their own phone number, the number sign-in codes go to. It is
   * the second sign-in factor, so the current password is asked (as for a password change; wrong ones
   * count towards a lockout of this session). Always the actor's own account: the call takes no user id.
   */
  async changeOwnPhoneNumber(
    actor: AuthenticatedUser,
    phoneNumber: unknown,
    currentPassword: unknown,
  ): Promise<void> {
    const normalized = typeof phoneNumber === 'string' ? normalizePhoneNumber(phoneNumber) : null
    if (!normalized) {
      throw new ApiError('invalid_phone_number', {
        fields: { phoneNumber: [errorCatalogue.invalid_phone_number.en] },
      })
    }
    const key = sessionKey(actor)
    await this.assertNotLocked(key)
    const user = await this.getUser(actor.id)
    if (typeof currentPassword !== 'string' || !(await verifyPassword(currentPassword, user.passwordHash))) {
      if (await this.recordFailure(key, 'login', maxFailedLogins)) throw tooManyAttempts()
      throw new ApiError('wrong_current_password', {
        fields: { currentPassword: [errorCatalogue.wrong_current_password.en] },
      })
    }
    await this.db
      .update(chatbotsSchema.users)
      .set({ phoneNumber: normalized, requiresPhoneChange: false })
      .where(eq(chatbotsSchema.users.id, user.id))
  }

  // ---- single sign-on ------------------------------------------------------------------------------

  /** Issues what the simulated identity provider would: a signed access token for a username. */
  issueSsoToken(username: string, ttlMs = 5 * 60_000): string {
    const payload = Buffer.from(
      JSON.stringify({ sub: username.trim().toLowerCase(), exp: this.now() + ttlMs }),
    ).toString('base64url')
    return `${payload}.${this.sign(payload)}`
  }

  async oktaLogin(accessToken: unknown): Promise<TokenAnswer> {
    if (typeof accessToken !== 'string' || !accessToken) {
      throw new ApiError('invalid_input', { fields: { accessToken: ['This field is required.'] } })
    }
    const [payload, signature] = accessToken.split('.')
    if (!payload || !signature || !safeEqual(this.sign(payload), signature))
      throw new ApiError('sso_unexpected_error')
    let claims: { sub?: unknown; exp?: unknown }
    try {
      claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as typeof claims
    } catch {
      throw new ApiError('sso_unexpected_error')
    }
    if (typeof claims.exp !== 'number' || claims.exp <= this.now() || typeof claims.sub !== 'string') {
      throw new ApiError('sso_unexpected_error')
    }
    const user = await this.findUserByUsername(claims.sub)
    if (!user) throw new ApiError('sso_access_denied')
    const [sso] = await this.db
      .select({ id: chatbotsSchema.chatbots.id })
      .from(chatbotsSchema.userChatbots)
      .innerJoin(
        chatbotsSchema.chatbots,
        eq(chatbotsSchema.chatbots.id, chatbotsSchema.userChatbots.chatbotId),
      )
      .where(
        and(
          eq(chatbotsSchema.userChatbots.userId, user.id),
          eq(chatbotsSchema.chatbots.ssoEnabled, true),
          eq(chatbotsSchema.chatbots.deleted, false),
          // Only a chatbot of the user's own organisation counts (superusers: any).
          user.isSuperuser ? undefined : eq(chatbotsSchema.chatbots.organizationId, user.organizationId),
        ),
      )
      .limit(1)
    if (!sso) throw new ApiError('sso_not_enabled')
    return this.issueTokens(user.id)
  }

  // ---- internals -----------------------------------------------------------------------------------

  private sign(payload: string): string {
    return createHmac('sha256', this.options.ssoSecret).update(payload).digest('base64url')
  }

  private async findUserByUsername(username: string): Promise<UserRow | undefined> {
    const [user] = await this.db
      .select()
      .from(chatbotsSchema.users)
      .where(sql`lower(${chatbotsSchema.users.username}) = ${username.trim().toLowerCase()}`)
    return user
  }

  private async getUser(id: string): Promise<UserRow> {
    const [user] = await this.db.select().from(chatbotsSchema.users).where(eq(chatbotsSchema.users.id, id))
    if (!user) throw new ApiError('token_not_valid')
    return user
  }

  private requireCriteria(password: unknown, field = 'password'): string {
    if (typeof password !== 'string' || password.length === 0) {
      throw new ApiError('invalid_input', { fields: { [field]: ['Please enter a password.'] } })
    }
    if (!meetsPasswordCriteria(password)) {
      const unmet = Object.entries(checkPassword(password))
        .filter(([, ok]) => !ok)
        .map(([id]) => id)
      throw new ApiError('password_criteria', { unmet, fields: { [field]: unmet } })
    }
    return password
  }

  private async setPassword(userId: string, password: string): Promise<void> {
    await this.db
      .update(chatbotsSchema.users)
      .set({ passwordHash: await hashPassword(password), requiresPasswordReset: false })
      .where(eq(chatbotsSchema.users.id, userId))
  }

  private async assertNotLocked(username: string): Promise<void> {
    const [lock] = await this.db.select().from(t.lockouts).where(eq(t.lockouts.username, username))
    if (lock && lock.lockedUntil > this.now()) {
      throw new ApiError('too_many_attempts', { retry_after: seconds(lock.lockedUntil - this.now()) })
    }
  }

  /** Whether this client signed in as this user within `knownClientTtlMs`. */
  private async isKnownClient(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ at: t.authAttempts.at })
      .from(t.authAttempts)
      .where(
        and(
          eq(t.authAttempts.username, key),
          eq(t.authAttempts.kind, 'known'),
          gt(t.authAttempts.at, this.now() - knownClientTtlMs),
        ),
      )
      .limit(1)
    return row !== undefined
  }

  /**
   * Guessing spread over many clients: once a username has `usernameSlowdownFailures` failures within the
   * window, an unknown client waits `loginSlowdownMs` after the last one. A slow-down, not a lock: the right
   * password gets through after the wait, and clients known for the user are never slowed.
   */
  private async assertNotSlowedDown(username: string): Promise<void> {
    const since = this.now() - attemptWindowMs
    const where = and(
      eq(t.authAttempts.username, username),
      eq(t.authAttempts.kind, 'login-any'),
      gt(t.authAttempts.at, since),
    )
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.authAttempts)
      .where(where)
    if ((count?.n ?? 0) < usernameSlowdownFailures) return
    const [last] = await this.db
      .select({ at: t.authAttempts.at })
      .from(t.authAttempts)
      .where(where)
      .orderBy(desc(t.authAttempts.at))
      .limit(1)
    const wait = (last?.at ?? 0) + loginSlowdownMs - this.now()
    if (wait > 0) throw new ApiError('too_many_attempts', { retry_after: seconds(wait) })
  }

  /** Records a failure; on reaching the limit within the window, locks the key. Returns whether it locked. */
  private async recordFailure(username: string, kind: 'login' | 'code', limit: number): Promise<boolean> {
    const now = this.now()
    await this.db.insert(t.authAttempts).values({ username, kind, at: now })
    const [count] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(t.authAttempts)
      .where(
        and(
          eq(t.authAttempts.username, username),
          eq(t.authAttempts.kind, kind),
          gt(t.authAttempts.at, now - attemptWindowMs),
        ),
      )
    if ((count?.n ?? 0) < limit) return false
    await this.db
      .insert(t.lockouts)
      .values({ username, lockedUntil: now + lockoutMs, reason: kind })
      .onConflictDoUpdate({
        target: t.lockouts.username,
        set: { lockedUntil: now + lockoutMs, reason: kind },
      })
    // A fresh window after the lock: the next failures count from zero.
    await this.db
      .delete(t.authAttempts)
      .where(and(eq(t.authAttempts.username, username), eq(t.authAttempts.kind, kind)))
    return true
  }

  private async startChallenge(user: UserRow, step: SecondStepAnswer['type']): Promise<SecondStepAnswer> {
    const token = newToken()
    const challenge: ChallengeRow = {
      tokenHash: hashToken(token),
      userId: user.id,
      step,
      codeHash: null,
      pendingPhone: null,
      codeSentAt: null,
      codeExpiresAt: null,
      expiresAt: this.now() + pendingLoginTtlMs,
      usedAt: null,
    }
    await this.db.insert(t.loginChallenges).values(challenge)
    if (step === loginStepTypes.loginCode) return this.sendCode(challenge, user, token)
    return { type: step, token, login_code_timeout: null, resend_available_in: null }
  }

  private async sendCode(challenge: ChallengeRow, user: UserRow, token: string): Promise<SecondStepAnswer> {
    const code = newLoginCode()
    const now = this.now()
    await this.db
      .update(t.loginChallenges)
      .set({
        codeHash: hashToken(`${challenge.tokenHash}:${code}`),
        codeSentAt: now,
        codeExpiresAt: now + loginCodeTtlMs,
      })
      .where(eq(t.loginChallenges.tokenHash, challenge.tokenHash))
    await this.outbox.send({
      to: user.username,
      channel: 'sms',
      address: challenge.pendingPhone ?? user.phoneNumber ?? '',
      body: `Je inlogcode voor Chatbot Portal is ${code}. Deze code is 10 minuten geldig.`,
      kind: 'login-code',
      value: code,
    })
    return {
      type: loginStepTypes.loginCode,
      token,
      login_code_timeout: seconds(loginCodeTtlMs),
      resend_available_in: seconds(loginCodeResendWaitMs),
    }
  }

  private async openChallenge(authToken: string | null): Promise<{ challenge: ChallengeRow; user: UserRow }> {
    if (!authToken) throw new ApiError('invalid_token')
    const [challenge] = await this.db
      .select()
      .from(t.loginChallenges)
      .where(eq(t.loginChallenges.tokenHash, hashToken(authToken)))
    if (!challenge || challenge.usedAt !== null) throw new ApiError('invalid_token')
    if (challenge.expiresAt <= this.now()) throw new ApiError('expired')
    const user = await this.getUser(challenge.userId).catch(() => {
      throw new ApiError('invalid_token')
    })
    await this.assertNotLocked(user.username)
    return { challenge, user }
  }

  private async useChallenge(tokenHash: string): Promise<boolean> {
    const used = await this.db
      .update(t.loginChallenges)
      .set({ usedAt: this.now() })
      .where(and(eq(t.loginChallenges.tokenHash, tokenHash), isNull(t.loginChallenges.usedAt)))
      .returning()
    return used.length > 0
  }

  private async issueTokens(userId: string, existingFamily?: string): Promise<TokenAnswer> {
    const now = this.now()
    const familyId = existingFamily ?? randomUUID()
    if (!existingFamily)
      await this.db.insert(t.tokenFamilies).values({ id: familyId, userId, createdAt: now })
    const access = newToken()
    const refresh = newToken()
    const accessExpiresAt = now + this.options.accessTokenTtlMs
    const refreshExpiresAt = now + refreshTokenTtlMs
    await this.db
      .insert(t.accessTokens)
      .values({ tokenHash: hashToken(access), familyId, userId, expiresAt: accessExpiresAt })
    await this.db
      .insert(t.refreshTokens)
      .values({ tokenHash: hashToken(refresh), familyId, userId, expiresAt: refreshExpiresAt })
    return {
      access,
      refresh,
      access_expires_at: iso(accessExpiresAt),
      access_expires_in: seconds(this.options.accessTokenTtlMs),
      refresh_expires_at: iso(refreshExpiresAt),
    }
  }

  private async revokeFamily(familyId: string, reason: string): Promise<void> {
    await this.db
      .update(t.tokenFamilies)
      .set({ revokedAt: this.now(), revokeReason: reason })
      .where(and(eq(t.tokenFamilies.id, familyId), isNull(t.tokenFamilies.revokedAt)))
  }

  private async revokeOtherSessions(userId: string, keepFamilyId: string, reason: string): Promise<void> {
    await this.db
      .update(t.tokenFamilies)
      .set({ revokedAt: this.now(), revokeReason: reason })
      .where(
        and(
          eq(t.tokenFamilies.userId, userId),
          isNull(t.tokenFamilies.revokedAt),
          ne(t.tokenFamilies.id, keepFamilyId),
        ),
      )
  }

  private async revokeAllSessions(userId: string, reason: string): Promise<void> {
    await this.db
      .update(t.tokenFamilies)
      .set({ revokedAt: this.now(), revokeReason: reason })
      .where(and(eq(t.tokenFamilies.userId, userId), isNull(t.tokenFamilies.revokedAt)))
  }
}

/**
 * The key failed logins count under: username and client together. The attempts and lockouts tables keep
 * it in their `username` column. A tab separates the two: a client name never holds one (http/request.ts), so
 * no username can be chosen to hit another username's key.
 */
const clientKey = (username: string, client: string) => `${username}\t${client}`
/** A signed-in session checking its own password (change-password, own phone number) is its own client. */
const sessionKey = (actor: AuthenticatedUser) => clientKey(actor.username, `session:${actor.familyId}`)

const tooManyAttempts = () => new ApiError('too_many_attempts', { retry_after: seconds(lockoutMs) })

function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

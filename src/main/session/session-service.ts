import { PortalError } from '@shared/ipc/errors'
import {
  sessionErrorCodes,
  type ChatbotSummary,
  type DemoMessage,
  type LoginStep,
  type ServerChoice,
  type SessionInfo,
  type SessionState,
  type SignedOutReason,
} from '@shared/ipc/session'
import { meetsPasswordCriteria } from '@shared/domain/password-policy'
import type { KeyValueStore } from '../prefs/key-value-store'
import type { DemoSupervisor } from '../demo/demo-supervisor'
import type { AuthApi, FirstStep, PortalEndpoints, PortalUser } from './auth-api'
import type { ServerChoiceStore } from './server-choice'
import { createPendingCallback } from '../security/pending-callback'
import { ssoPendingLifetimeMs, type SsoCallback } from './sso'
import {
  createTokenRefresher,
  RefreshRejectedError,
  type Timers,
  type TokenRefresher,
} from './token-refresher'
import type { SessionTokens, TokenOwner, TokenVault } from './token-vault'

/** The spec's "about one minute" before a code may be resent. */
export const resendCodeWaitMs = 60_000

export type DemoWorkspace = Pick<DemoSupervisor, 'status' | 'onDidChange' | 'restart' | 'pid'>

/** A live link to the chosen server: its auth calls, and in demo mode the sandbox's outbox. */
export interface ServerConnection {
  /** Origin used in keychain account names, e.g. https://portal.example.nl */
  readonly origin: string
  /** The embedded demo workspace (a loopback sandbox over http), not a real portal server. */
  readonly demo: boolean
  readonly endpoints: PortalEndpoints
  readonly auth: AuthApi
  /** Present only for the embedded demo workspace: reads what the sandbox "sent" to a user. */
  readonly demoOutbox: ((recipient: string) => Promise<DemoMessage[]>) | null
  /** Present only for the embedded demo workspace: its server's supervisor (REL-12). */
  readonly demoWorkspace?: DemoWorkspace
  close(): Promise<void>
}

export interface SessionServiceDeps {
  readonly store: KeyValueStore
  readonly servers: ServerChoiceStore
  readonly vault: TokenVault
  readonly connect: (choice: ServerChoice) => Promise<ServerConnection>
  readonly now: () => number
  readonly timers: Timers
  readonly onChange: (info: SessionInfo) => void
  readonly onDemoMessage: (message: DemoMessage) => void
  readonly log: (message: string, detail?: unknown) => void
}

export interface SessionService {
  /** Restores the last session without typing while its refresh token is valid. */
  start(): Promise<void>
  info(): SessionInfo
  chooseServer(choice: ServerChoice): Promise<SessionInfo>
  login(username: string, password: string): Promise<LoginStep>
  submitPhone(phoneNumber: string): Promise<LoginStep>
  submitCode(code: string): Promise<LoginStep>
  resendCode(): Promise<LoginStep>
  cancelLogin(): void
  /**
   * Starts single sign-on: returns the `state` to send with it. Refused while signed in (a different user
   * replaces the current one only after signing out). One pending sign-on at a time; a new start replaces it.
   */
  beginSso(): string
  /** Whether a single sign-on this app started is waiting for its callback (and has not expired). */
  isSsoPending(): boolean
  /**
   * Completes the pending single sign-on (QUALITY SEC-9): single use, within 10 minutes of its start, and
   * when the callback carries a `state`, only if it is the one sent. Without one it fails and changes nothing.
   */
  completeSso(callback: SsoCallback): Promise<LoginStep>
  forgotPassword(email: string): Promise<void>
  resetPassword(guid: string, password: string): Promise<void>
  setFirstPassword(password: string): Promise<SessionInfo>
  changePassword(oldPassword: string, newPassword: string): Promise<void>
  selectChatbot(chatbotId: string): Promise<SessionInfo>
  logout(): Promise<void>
  /** The machine woke from sleep. */
  onResume(): void
  /**
   * Runs `call` with a valid access token; on 401 it refreshes once and retries (a 401 means the server did
   * not act, so even a mutation is safe to send again). For the API domains built on the session.
   */
  withAccessToken<T>(call: (accessToken: string, connection: ServerConnection) => Promise<T>): Promise<T>
  /** The connection in use (for the API domains). */
  connection(): ServerConnection | null
  /** The chosen server's origin, connecting first (the demo workspace's loopback address once it runs). */
  serverOrigin(): Promise<string>
  /** The selected chatbot (its project id is `name`, its GraphQL server `serverAddress`), or null. */
  selectedChatbot(): ChatbotSummary | null
  dispose(): Promise<void>
}

interface PendingLogin {
  readonly username: string
  readonly authToken: string
  readonly step: 'code' | 'change-phone'
  codeTimeoutSeconds: number
  resendAvailableAt: number
}

interface Active {
  readonly owner: TokenOwner
  readonly refresher: TokenRefresher
  user: PortalUser
  chatbotId: string | null
}

/** Non-secret session data in the preferences store; cleared with the tokens. */
const lastSessionKey = 'last-session'
const chatbotSelectionKey = 'chatbot-selection'

/** Thrown by `api` adapters when the server answered 401: the token is not (or no longer) accepted. */
export class UnauthorizedError extends Error {
  constructor() {
    super('Unauthorized')
    this.name = 'UnauthorizedError'
  }
}

export function createSessionService(deps: SessionServiceDeps): SessionService {
  let state: SessionState = { status: 'starting' }
  let connection: ServerConnection | null = null
  let pending: PendingLogin | null = null
  let active: Active | null = null
  let demoMessagesSeen = new Set<string>()
  const pendingSso = createPendingCallback<true>({ now: deps.now, lifetimeMs: ssoPendingLifetimeMs })

  const info = (): SessionInfo => ({
    state,
    server: deps.servers.settings(),
    tokenStorage: deps.vault.storage,
    demo: deps.servers.settings().choice?.kind === 'demo',
  })
  const publish = () => deps.onChange(info())
  const setState = (next: SessionState) => {
    state = next
    publish()
  }

  async function ensureConnection(): Promise<ServerConnection> {
    if (connection) return connection
    const choice = deps.servers.settings().choice
    if (!choice) throw new PortalError(sessionErrorCodes.notSignedIn, 'Choose where to sign in first.')
    connection = await deps.connect(choice)
    return connection
  }

  function signedInState(current: Active): SessionState {
    return {
      status: 'signed-in',
      user: stripPrivate(current.user),
      chatbotId: current.chatbotId,
      passwordResetRequired: current.user.requiresPasswordReset,
    }
  }

  function savedChatbot(owner: TokenOwner, user: PortalUser): string | null {
    const saved = (deps.store.get(chatbotSelectionKey) as Record<string, string> | undefined)?.[
      accountKey(owner)
    ]
    const openable = user.chatbots.filter((chatbot) => !chatbot.suspended)
    if (saved && openable.some((chatbot) => chatbot.id === saved)) return saved
    return openable[0]?.id ?? null
  }

  async function activate(
    conn: ServerConnection,
    tokens: SessionTokens,
    knownUsername?: string,
  ): Promise<void> {
    // Never two sessions at once: the one being replaced is ended at the server and leaves no entries.
    await retireActive(conn)
    const user = await conn.auth.fetchUser(tokens.access)
    const owner: TokenOwner = { origin: conn.origin, username: knownUsername ?? user.username }
    await deps.vault.save(owner, tokens)
    deps.store.set(lastSessionKey, { origin: owner.origin, username: owner.username })
    active = {
      owner,
      user,
      chatbotId: savedChatbot(owner, user),
      refresher: createRefresher(conn, owner, tokens),
    }
    pending = null
    setState(signedInState(active))
  }

  function createRefresher(conn: ServerConnection, owner: TokenOwner, tokens: SessionTokens): TokenRefresher {
    return createTokenRefresher(tokens, {
      now: deps.now,
      timers: deps.timers,
      refresh: (refreshToken) => conn.auth.refresh(refreshToken),
      persist: (next) => deps.vault.save(owner, next),
      onRejected: () => void endSession('refresh-failed'),
    })
  }

  /** Logs the active session out at the server and removes its keychain entries, without a state change. */
  async function retireActive(conn: ServerConnection): Promise<void> {
    const current = active
    if (!current) return
    active = null
    current.refresher.stop()
    await conn.auth
      .logout(current.refresher.current())
      .catch((error: unknown) => deps.log('Logout call failed', error))
    await deps.vault
      .clear(current.owner)
      .catch((error: unknown) => deps.log('Could not clear keychain entries', error))
  }

  /** Ends the session locally: timers stopped, keychain entries and local session data removed. */
  async function endSession(reason: SignedOutReason): Promise<void> {
    const ending = active
    active = null
    pending = null
    pendingSso.cancel()
    ending?.refresher.stop()
    if (ending) {
      await deps.vault
        .clear(ending.owner)
        .catch((error: unknown) => deps.log('Could not clear keychain entries', error))
    }
    deps.store.set(lastSessionKey, null)
    setState({ status: 'signed-out', reason })
  }

  async function afterFirstStep(
    conn: ServerConnection,
    username: string,
    step: FirstStep,
  ): Promise<LoginStep> {
    if (step.kind === 'tokens') {
      await activate(conn, step.tokens, username)
      return { step: 'signed-in' }
    }
    pending = {
      username,
      authToken: step.authToken,
      step: step.kind,
      codeTimeoutSeconds: step.kind === 'code' ? step.codeTimeoutSeconds : 0,
      resendAvailableAt: deps.now() + resendCodeWaitMs,
    }
    if (step.kind === 'change-phone') return { step: 'change-phone' }
    await relayDemoMessages(conn, username)
    return codeStep(pending)
  }

  function codeStep(current: PendingLogin): LoginStep {
    return {
      step: 'code',
      codeTimeoutSeconds: current.codeTimeoutSeconds,
      resendAvailableAt: current.resendAvailableAt,
    }
  }

  /** Demo workspace only: shows the newcomer the code or link the sandbox "sent". */
  async function relayDemoMessages(conn: ServerConnection, recipient: string): Promise<void> {
    if (!conn.demoOutbox) return
    try {
      for (const message of await conn.demoOutbox(recipient)) {
        const key = `${message.kind}|${message.value}|${message.text}`
        if (demoMessagesSeen.has(key)) continue
        demoMessagesSeen.add(key)
        deps.onDemoMessage(message)
      }
    } catch (error) {
      deps.log('Could not read the demo outbox', error)
    }
  }

  /** Consumes the pending single sign-on (single use) or throws; a returned state must match the sent one. */
  function takePendingSso(returnedState: string | undefined): void {
    if (!pendingSso.take(returnedState, { stateOptional: true }))
      throw new PortalError(sessionErrorCodes.ssoUnexpected, 'No single sign-on is waiting.')
  }

  function requirePending(step: PendingLogin['step']): PendingLogin {
    if (!pending || pending.step !== step) {
      throw new PortalError(
        sessionErrorCodes.invalidToken,
        'Something went wrong please refresh the page and try again.',
      )
    }
    return pending
  }

  function requireActive(): Active {
    if (!active) throw new PortalError(sessionErrorCodes.notSignedIn, 'You are not signed in.')
    return active
  }

  async function withAccessToken<T>(
    call: (accessToken: string, conn: ServerConnection) => Promise<T>,
  ): Promise<T> {
    const current = requireActive()
    const conn = await ensureConnection()
    try {
      return await call(await current.refresher.accessToken(), conn)
    } catch (error) {
      if (!(error instanceof UnauthorizedError)) throw error
      return call(await current.refresher.refreshNow(), conn)
    }
  }

  return {
    async start() {
      const choice = deps.servers.settings().choice
      const last = deps.store.get(lastSessionKey) as TokenOwner | null | undefined
      if (!choice || !last) return setState({ status: 'signed-out', reason: null })
      try {
        const conn = await ensureConnection()
        if (conn.origin !== last.origin) return setState({ status: 'signed-out', reason: null })
        const tokens = await deps.vault.load(last)
        if (!tokens) return setState({ status: 'signed-out', reason: null })
        const refresher = createRefresher(conn, last, tokens)
        try {
          // A kept access token that has not expired here may have been revoked at the server (a
          // sign-out elsewhere, a reset server): the server says so (validate-token), and the kept
          // refresh token gets a new one; a refused refresh ends in 'session-expired' below.
          let access = await refresher.accessToken()
          if (!(await conn.auth.validateToken(access))) access = await refresher.refreshNow()
          const user = await conn.auth.fetchUser(access)
          active = { owner: last, refresher, user, chatbotId: savedChatbot(last, user) }
          setState(signedInState(active))
        } catch (error) {
          refresher.stop()
          throw error
        }
      } catch (error) {
        deps.log('Could not restore the previous session', error)
        if (error instanceof RefreshRejectedError || error instanceof UnauthorizedError) {
          await deps.vault.clear(last).catch(() => undefined)
          deps.store.set(lastSessionKey, null)
          return setState({ status: 'signed-out', reason: 'session-expired' })
        }
        setState({ status: 'signed-out', reason: null })
      }
    },
    info,
    async chooseServer(choice) {
      if (active)
        throw new PortalError(
          sessionErrorCodes.functionalityUnavailable,
          'Sign out before choosing another server.',
        )
      const previous = deps.servers.settings().choice
      const next = deps.servers.choose(choice)
      const changed = JSON.stringify(previous) !== JSON.stringify(next)
      if (changed && connection) {
        await connection.close()
        connection = null
      }
      pending = null
      demoMessagesSeen = new Set()
      await ensureConnection()
      setState({ status: 'signed-out', reason: null })
      return info()
    },
    async login(username, password) {
      const conn = await ensureConnection()
      pending = null
      return afterFirstStep(conn, username, await conn.auth.cookieLogin(username, password))
    },
    async submitPhone(phoneNumber) {
      const current = requirePending('change-phone')
      const conn = await ensureConnection()
      const { codeTimeoutSeconds } = await conn.auth.changePhone(current.authToken, phoneNumber)
      pending = {
        ...current,
        step: 'code',
        codeTimeoutSeconds,
        resendAvailableAt: deps.now() + resendCodeWaitMs,
      }
      await relayDemoMessages(conn, current.username)
      return codeStep(pending)
    },
    async submitCode(code) {
      const current = requirePending('code')
      const conn = await ensureConnection()
      const tokens = await conn.auth.loginWithCode(current.authToken, code).catch((error: unknown) => {
        // Spec 001 §8: an answer without an access token (or a sign-in token the server no longer knows)
        // ends this sign-in: a new code cannot help, the user starts again from the password.
        if (error instanceof PortalError && error.code === sessionErrorCodes.invalidToken) pending = null
        throw error
      })
      await activate(conn, tokens, current.username)
      return { step: 'signed-in' }
    },
    async resendCode() {
      const current = requirePending('code')
      if (deps.now() < current.resendAvailableAt) {
        throw new PortalError(
          sessionErrorCodes.codeAlreadySent,
          "You've sent a code recently, please try again.",
        )
      }
      const conn = await ensureConnection()
      const { codeTimeoutSeconds } = await conn.auth.resendCode(current.authToken)
      current.codeTimeoutSeconds = codeTimeoutSeconds
      current.resendAvailableAt = deps.now() + resendCodeWaitMs
      await relayDemoMessages(conn, current.username)
      return codeStep(current)
    },
    cancelLogin() {
      pending = null
    },
    beginSso() {
      if (active)
        throw new PortalError(
          sessionErrorCodes.functionalityUnavailable,
          'Sign out before signing in as someone else.',
        )
      return pendingSso.begin(true).state
    },
    isSsoPending: () => pendingSso.current() !== null,
    async completeSso(callback) {
      takePendingSso(callback.state)
      if (callback.kind === 'error') throw new PortalError(callback.code, 'Single sign-on failed.')
      const conn = await ensureConnection()
      if (callback.kind === 'access-token') {
        const step = await conn.auth.oktaLogin(callback.accessToken)
        if (step.kind !== 'tokens') return afterFirstStep(conn, '', step)
        await activate(conn, step.tokens)
        return { step: 'signed-in' }
      }
      const tokens = await conn.auth.refresh(callback.refreshToken).catch((error: unknown) => {
        if (error instanceof RefreshRejectedError) {
          throw new PortalError(sessionErrorCodes.ssoUnexpected, 'Single sign-on failed.')
        }
        throw error
      })
      await activate(conn, tokens)
      return { step: 'signed-in' }
    },
    async forgotPassword(email) {
      const conn = await ensureConnection()
      await conn.auth.forgotPassword(email)
      await relayDemoMessages(conn, email)
    },
    async resetPassword(guid, password) {
      requireCriteria(password)
      const conn = await ensureConnection()
      await conn.auth.resetPassword(guid, password)
    },
    async setFirstPassword(password) {
      requireCriteria(password)
      const current = requireActive()
      await withAccessToken((token, conn) => conn.auth.setFirstPassword(token, current.user.id, password))
      current.user = await withAccessToken((token, conn) => conn.auth.fetchUser(token))
      setState(signedInState(current))
      return info()
    },
    async changePassword(oldPassword, newPassword) {
      requireCriteria(newPassword)
      const current = requireActive()
      await withAccessToken((token, conn) =>
        conn.auth.changePassword(token, current.user.id, oldPassword, newPassword),
      )
    },
    async selectChatbot(chatbotId) {
      const current = requireActive()
      const chatbot = current.user.chatbots.find((candidate) => candidate.id === chatbotId)
      if (!chatbot)
        throw new PortalError(
          sessionErrorCodes.functionalityUnavailable,
          'This chatbot is not available to you.',
        )
      if (chatbot.suspended)
        throw new PortalError(sessionErrorCodes.chatbotSuspended, 'This chatbot is suspended.')
      current.chatbotId = chatbotId
      const selections = {
        ...((deps.store.get(chatbotSelectionKey) as Record<string, string> | undefined) ?? {}),
      }
      selections[accountKey(current.owner)] = chatbotId
      deps.store.set(chatbotSelectionKey, selections)
      setState(signedInState(current))
      return info()
    },
    async logout() {
      const current = active
      if (current && connection) {
        // Tell the server, but never let an unreachable server keep the tokens on this machine.
        await connection.auth
          .logout(current.refresher.current())
          .catch((error: unknown) => deps.log('Logout call failed', error))
      }
      await endSession('logged-out')
    },
    onResume() {
      active?.refresher.onResume()
    },
    withAccessToken,
    connection: () => connection,
    serverOrigin: async () => (await ensureConnection()).origin,
    selectedChatbot() {
      return active?.user.chatbots.find((candidate) => candidate.id === active?.chatbotId) ?? null
    },
    async dispose() {
      active?.refresher.stop()
      await connection?.close()
      connection = null
    },
  }
}

/** The spec's password criteria, checked in main too: the renderer's checklist is a convenience. */
function requireCriteria(password: string): void {
  if (!meetsPasswordCriteria(password)) {
    throw new PortalError(sessionErrorCodes.passwordCriteria, 'The password does not meet the criteria.', {
      password: 'criteria',
    })
  }
}

function accountKey(owner: TokenOwner): string {
  return `${owner.origin}|${owner.username}`
}

function stripPrivate(user: PortalUser) {
  const { requiresPasswordReset: _ignored, ...visible } = user
  return visible
}

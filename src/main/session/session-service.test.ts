import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { PortalError } from '@shared/ipc/errors'
import type { DemoMessage, SessionInfo } from '@shared/ipc/session'
import { createMemoryStore } from '../prefs/key-value-store'
import type { AuthApi, FirstStep, PortalUser } from './auth-api'
import { createServerChoiceStore } from './server-choice'
import { endpointsFor } from './server-connection'
import { createSessionService, resendCodeWaitMs, type ServerConnection } from './session-service'
import { RefreshRejectedError } from './token-refresher'
import { createKeychainVault, type SecretStore, type SessionTokens } from './token-vault'

const lifetime = 15 * 60_000

const manager: PortalUser = {
  id: 'u-manager',
  username: 'manager@demo.nl',
  firstName: 'Mila',
  lastName: 'de Vries',
  email: 'manager@demo.nl',
  role: 'MANAGER',
  isSuperuser: false,
  language: 'nl-NL',
  organization: { id: 'org-1', name: 'Werkt Goed Uitzendbureau' },
  chatbots: [
    {
      id: 'cb-suspended',
      name: 'oud-project',
      projectName: 'Oud',
      suspended: true,
      defaultLanguageTag: 'nl',
      serverAddress: null,
    },
    {
      id: 'cb-1',
      name: 'werving',
      projectName: 'Werving',
      suspended: false,
      defaultLanguageTag: 'nl',
      serverAddress: null,
    },
    {
      id: 'cb-2',
      name: 'techniek',
      projectName: 'Techniek',
      suspended: false,
      defaultLanguageTag: 'en',
      serverAddress: null,
    },
  ],
  requiresPasswordReset: false,
}

function fakeSecrets(): SecretStore & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    get: async (account) => entries.get(account) ?? null,
    set: async (account, secret) => void entries.set(account, secret),
    delete: async (account) => void entries.delete(account),
  }
}

function fakeAuth(overrides: Partial<AuthApi> = {}) {
  let generation = 0
  const issue = (): SessionTokens => {
    generation++
    return {
      access: `access-${generation}`,
      refresh: `refresh-${generation}`,
      accessExpiresAt: Date.now() + lifetime,
    }
  }
  const auth: AuthApi = {
    cookieLogin: vi.fn(async (username: string, password: string): Promise<FirstStep> => {
      if (password !== 'Welkom-Demo-2026!')
        throw new PortalError('incorrect_credentials', 'Incorrect username or password')
      return username === 'newphone@demo.nl'
        ? { kind: 'change-phone', authToken: 'auth-1' }
        : { kind: 'code', authToken: 'auth-1', codeTimeoutSeconds: 600 }
    }),
    changePhone: vi.fn(async () => ({ codeTimeoutSeconds: 600 })),
    resendCode: vi.fn(async () => ({ codeTimeoutSeconds: 600 })),
    loginWithCode: vi.fn(async (_token: string, code: string) => {
      if (code !== '123456') throw new PortalError('invalid_login_code', 'The code you entered is invalid.')
      return issue()
    }),
    refresh: vi.fn(async (refreshToken: string) => {
      if (refreshToken !== `refresh-${generation}`) throw new RefreshRejectedError()
      return issue()
    }),
    logout: vi.fn(async () => undefined),
    validateToken: vi.fn(async () => true),
    oktaLogin: vi.fn(async () => ({ kind: 'tokens' as const, tokens: issue() })),
    forgotPassword: vi.fn(async () => undefined),
    resetPassword: vi.fn(async () => undefined),
    setFirstPassword: vi.fn(async () => undefined),
    changePassword: vi.fn(async () => undefined),
    fetchUser: vi.fn(async () => manager),
    ...overrides,
  }
  return auth
}

function setup(
  options: {
    auth?: AuthApi
    secrets?: ReturnType<typeof fakeSecrets>
    store?: ReturnType<typeof createMemoryStore>
    demo?: boolean
  } = {},
) {
  const store = options.store ?? createMemoryStore()
  const secrets = options.secrets ?? fakeSecrets()
  const auth = options.auth ?? fakeAuth()
  const servers = createServerChoiceStore(store, null)
  const events: SessionInfo[] = []
  const demoMessages: DemoMessage[] = []
  const connection: ServerConnection = {
    origin: 'https://portal.example.nl',
    demo: options.demo ?? false,
    endpoints: endpointsFor('https://portal.example.nl', 'key'),
    auth,
    demoOutbox: options.demo
      ? async () => [{ kind: 'login-code', value: '123456', text: 'Your code is 123456' }]
      : null,
    close: vi.fn(async () => undefined),
  }
  const service = createSessionService({
    store,
    servers,
    vault: createKeychainVault(secrets),
    connect: vi.fn(async () => connection),
    now: () => Date.now(),
    timers: globalThis,
    onChange: (info) => events.push(info),
    onDemoMessage: (message) => demoMessages.push(message),
    log: () => undefined,
  })
  return { service, store, secrets, auth, events, demoMessages, connection }
}

async function signIn(service: ReturnType<typeof setup>['service']) {
  await service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl/' })
  await service.login('manager@demo.nl', 'Welkom-Demo-2026!')
  return service.submitCode('123456')
}

describe('session service', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  it('signs in with password and code, keeping the tokens only in the keychain, one entry per token', async () => {
    const { service, secrets, store } = setup()
    await expect(signIn(service)).resolves.toEqual({ step: 'signed-in' })
    expect([...secrets.entries.keys()].sort()).toEqual([
      'https://portal.example.nl|manager@demo.nl|access',
      'https://portal.example.nl|manager@demo.nl|refresh',
    ])
    expect(JSON.stringify(store.get('last-session'))).not.toMatch(/access-|refresh-/)
    expect(JSON.stringify(service.info())).not.toMatch(/access-1|refresh-1/)
    expect(service.info().state).toMatchObject({ status: 'signed-in', user: { username: 'manager@demo.nl' } })
    await service.dispose()
  })

  it('selects the saved chatbot, else the first one that is not suspended', async () => {
    const store = createMemoryStore()
    const first = setup({ store })
    await signIn(first.service)
    expect(first.service.info().state).toMatchObject({ chatbotId: 'cb-1' })
    await expect(first.service.selectChatbot('cb-suspended')).rejects.toMatchObject({
      code: 'chatbot_suspended',
    })
    await first.service.selectChatbot('cb-2')
    await first.service.dispose()

    const second = setup({ store, secrets: first.secrets })
    await second.service.start()
    expect(second.service.info().state).toMatchObject({ status: 'signed-in', chatbotId: 'cb-2' })
    await second.service.dispose()
  })

  it('asks for a phone number first when the server says so, then for the code', async () => {
    const { service } = setup()
    await service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl' })
    await expect(service.login('newphone@demo.nl', 'Welkom-Demo-2026!')).resolves.toEqual({
      step: 'change-phone',
    })
    await expect(service.submitCode('123456')).rejects.toMatchObject({ code: 'invalid_token' })
    await expect(service.submitPhone('+31612345678')).resolves.toMatchObject({
      step: 'code',
      codeTimeoutSeconds: 600,
    })
    await expect(service.submitCode('123456')).resolves.toEqual({ step: 'signed-in' })
    await service.dispose()
  })

  it('passes the server errors through and stays on the code step after a wrong code', async () => {
    const { service } = setup()
    await service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl' })
    await expect(service.login('manager@demo.nl', 'wrong')).rejects.toMatchObject({
      code: 'incorrect_credentials',
    })
    await service.login('manager@demo.nl', 'Welkom-Demo-2026!')
    await expect(service.submitCode('000000')).rejects.toMatchObject({ code: 'invalid_login_code' })
    await expect(service.submitCode('123456')).resolves.toEqual({ step: 'signed-in' })
    await service.dispose()
  })

  it('ends the sign-in when the code answer has no access token: the next try needs the password again', async () => {
    const auth = fakeAuth()
    vi.mocked(auth.loginWithCode).mockRejectedValueOnce(
      new PortalError('invalid_token', 'Something went wrong please refresh the page and try again.'),
    )
    const { service } = setup({ auth })
    await service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl' })
    await service.login('manager@demo.nl', 'Welkom-Demo-2026!')
    await expect(service.submitCode('123456')).rejects.toMatchObject({ code: 'invalid_token' })
    // The right code no longer helps: the sign-in step is gone, not kept for another try.
    await expect(service.submitCode('123456')).rejects.toMatchObject({ code: 'invalid_token' })
    expect(auth.loginWithCode).toHaveBeenCalledTimes(1)
    await service.login('manager@demo.nl', 'Welkom-Demo-2026!')
    await expect(service.submitCode('123456')).resolves.toEqual({ step: 'signed-in' })
    await service.dispose()
  })

  it('refuses to resend a code within about a minute, and allows it after', async () => {
    const { service, auth } = setup()
    await service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl' })
    const step = await service.login('manager@demo.nl', 'Welkom-Demo-2026!')
    expect(step).toMatchObject({ step: 'code', resendAvailableAt: Date.now() + resendCodeWaitMs })
    await expect(service.resendCode()).rejects.toMatchObject({ code: 'code_already_sent' })
    expect(auth.resendCode).not.toHaveBeenCalled()
    vi.setSystemTime(Date.now() + resendCodeWaitMs)
    await expect(service.resendCode()).resolves.toMatchObject({ step: 'code' })
    await service.dispose()
  })

  it('restores the session at start without typing, refreshing an expired access token', async () => {
    const first = setup()
    await signIn(first.service)
    await first.service.dispose()
    vi.setSystemTime(Date.now() + 2 * lifetime)

    const second = setup({ store: first.store, secrets: first.secrets, auth: first.auth })
    await second.service.start()
    expect(second.service.info().state).toMatchObject({ status: 'signed-in' })
    expect(first.auth.refresh).toHaveBeenCalledTimes(1)
    expect(first.auth.fetchUser).toHaveBeenLastCalledWith('access-2')
    await second.service.dispose()
  })

  it('asks the server whether a kept, unexpired access token still counts, and refreshes it when not', async () => {
    const first = setup()
    await signIn(first.service)
    await first.service.dispose()

    const revoked = fakeAuth({ validateToken: vi.fn(async () => false) })
    const refreshed = vi.mocked(first.auth.refresh)
    vi.mocked(first.auth.validateToken).mockImplementation(async (token) => token !== 'access-1')
    const second = setup({ store: first.store, secrets: first.secrets, auth: first.auth })
    await second.service.start()
    expect(first.auth.validateToken).toHaveBeenCalledWith('access-1')
    expect(refreshed).toHaveBeenCalledTimes(1)
    expect(first.auth.fetchUser).toHaveBeenLastCalledWith('access-2')
    expect(second.service.info().state).toMatchObject({ status: 'signed-in' })
    await second.service.dispose()

    // Refused, and its refresh token too: the session is over, and nothing of it stays in the keychain.
    vi.mocked(revoked.refresh).mockRejectedValue(new RefreshRejectedError())
    const third = setup({ store: first.store, secrets: first.secrets, auth: revoked })
    await third.service.start()
    expect(third.service.info().state).toEqual({ status: 'signed-out', reason: 'session-expired' })
    expect(first.secrets.entries.size).toBe(0)
  })

  it('a refused refresh at start clears the keychain and says the session expired', async () => {
    const first = setup()
    await signIn(first.service)
    await first.service.dispose()
    vi.setSystemTime(Date.now() + 2 * lifetime)
    const refusing = fakeAuth({ refresh: vi.fn(async () => Promise.reject(new RefreshRejectedError())) })
    const second = setup({ store: first.store, secrets: first.secrets, auth: refusing })
    await second.service.start()
    expect(second.service.info().state).toEqual({ status: 'signed-out', reason: 'session-expired' })
    expect(first.secrets.entries.size).toBe(0)
  })

  it('a refused refresh while working logs out, clears keychain and local session data', async () => {
    const auth = fakeAuth()
    const { service, secrets, store, events } = setup({ auth })
    await signIn(service)
    vi.mocked(auth.refresh).mockRejectedValue(new RefreshRejectedError())
    await vi.advanceTimersByTimeAsync(lifetime)
    expect(service.info().state).toEqual({ status: 'signed-out', reason: 'refresh-failed' })
    expect(secrets.entries.size).toBe(0)
    expect(store.get('last-session')).toBeNull()
    expect(events.at(-1)?.state).toEqual({ status: 'signed-out', reason: 'refresh-failed' })
  })

  it('logout calls the server, clears the keychain and stops refreshing, even when the server is unreachable', async () => {
    const auth = fakeAuth({ logout: vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))) })
    const { service, secrets } = setup({ auth })
    await signIn(service)
    await service.logout()
    expect(auth.logout).toHaveBeenCalledOnce()
    expect(secrets.entries.size).toBe(0)
    expect(service.info().state).toEqual({ status: 'signed-out', reason: 'logged-out' })
    await vi.advanceTimersByTimeAsync(3 * lifetime)
    expect(auth.refresh).not.toHaveBeenCalled()
  })

  it('retries a call once with a fresh token when the server answers 401', async () => {
    const { service, auth } = setup()
    await signIn(service)
    const { UnauthorizedError } = await import('./session-service')
    const seen: string[] = []
    const result = await service.withAccessToken(async (token) => {
      seen.push(token)
      if (seen.length === 1) throw new UnauthorizedError()
      return 'done'
    })
    expect(result).toBe('done')
    expect(seen).toEqual(['access-1', 'access-2'])
    expect(auth.refresh).toHaveBeenCalledOnce()
    await service.dispose()
  })

  it('relays the demo outbox (login code) only in demo mode', async () => {
    const demo = setup({ demo: true })
    await demo.service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl' })
    await demo.service.login('manager@demo.nl', 'Welkom-Demo-2026!')
    expect(demo.demoMessages).toEqual([{ kind: 'login-code', value: '123456', text: 'Your code is 123456' }])
    const real = setup()
    await real.service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl' })
    await real.service.login('manager@demo.nl', 'Welkom-Demo-2026!')
    expect(real.demoMessages).toEqual([])
  })

  it('refuses server addresses that are not https (except on this machine)', async () => {
    const { service } = setup()
    await expect(
      service.chooseServer({ kind: 'remote', address: 'http://portal.example.nl' }),
    ).rejects.toMatchObject({ code: 'invalid_server_address' })
    await expect(
      service.chooseServer({ kind: 'remote', address: 'https://user:pw@portal.example.nl' }),
    ).rejects.toMatchObject({ code: 'invalid_server_address' })
    await expect(
      service.chooseServer({ kind: 'remote', address: 'http://127.0.0.1:4100' }),
    ).resolves.toMatchObject({ server: { choice: { address: 'http://127.0.0.1:4100' } } })
  })
})

describe('password changes', () => {
  it('refuse passwords that miss a criterion before calling the server', async () => {
    const { service, auth } = setup()
    await signIn(service)
    for (const weak of ['Short1!', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoDigits!!', 'NoSpecial123']) {
      await expect(service.changePassword('Welkom-Demo-2026!', weak)).rejects.toMatchObject({
        code: 'password_criteria',
      })
      await expect(service.resetPassword('guid-1', weak)).rejects.toMatchObject({ code: 'password_criteria' })
    }
    expect(auth.changePassword).not.toHaveBeenCalled()
    expect(auth.resetPassword).not.toHaveBeenCalled()
    await service.changePassword('Welkom-Demo-2026!', 'Nieuw-Wachtwoord-1!')
    expect(auth.changePassword).toHaveBeenCalledWith(
      'access-1',
      'u-manager',
      'Welkom-Demo-2026!',
      'Nieuw-Wachtwoord-1!',
    )
    await service.dispose()
  })
})

describe('single sign-on callbacks (QUALITY SEC-9)', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00Z') }))
  afterEach(() => vi.useRealTimers())

  async function chooseRemote(service: ReturnType<typeof setup>['service']) {
    await service.chooseServer({ kind: 'remote', address: 'https://portal.example.nl/' })
  }

  it('ignores a callback when no sign-on was started: nobody is signed in, no call is made', async () => {
    const { service, auth, secrets } = setup()
    await chooseRemote(service)
    expect(service.isSsoPending()).toBe(false)
    await expect(
      service.completeSso({ kind: 'refresh-token', refreshToken: 'stolen' }),
    ).rejects.toMatchObject({
      code: 'sso_unexpected_error',
    })
    await expect(service.completeSso({ kind: 'access-token', accessToken: 'stolen' })).rejects.toMatchObject({
      code: 'sso_unexpected_error',
    })
    expect(auth.refresh).not.toHaveBeenCalled()
    expect(auth.oktaLogin).not.toHaveBeenCalled()
    expect(secrets.entries.size).toBe(0)
    expect(service.info().state.status).toBe('signed-out')
  })

  it('completes a started sign-on once: the same link a second time is refused', async () => {
    const { service, auth } = setup()
    await chooseRemote(service)
    const state = service.beginSso()
    expect(service.isSsoPending()).toBe(true)
    await expect(service.completeSso({ kind: 'access-token', accessToken: 'sso-1', state })).resolves.toEqual(
      {
        step: 'signed-in',
      },
    )
    expect(service.isSsoPending()).toBe(false)
    await service.logout()
    await expect(
      service.completeSso({ kind: 'access-token', accessToken: 'sso-1', state }),
    ).rejects.toMatchObject({
      code: 'sso_unexpected_error',
    })
    expect(auth.oktaLogin).toHaveBeenCalledOnce()
  })

  it('expires a pending sign-on after 10 minutes', async () => {
    const { service, auth } = setup()
    await chooseRemote(service)
    service.beginSso()
    vi.setSystemTime(Date.now() + 10 * 60_000)
    expect(service.isSsoPending()).toBe(false)
    await expect(service.completeSso({ kind: 'access-token', accessToken: 'late' })).rejects.toMatchObject({
      code: 'sso_unexpected_error',
    })
    expect(auth.oktaLogin).not.toHaveBeenCalled()
  })

  it('refuses a callback whose state is not the one sent, and that spends the pending sign-on', async () => {
    const { service, auth } = setup()
    await chooseRemote(service)
    const state = service.beginSso()
    await expect(
      service.completeSso({ kind: 'access-token', accessToken: 'sso-1', state: `${state}x` }),
    ).rejects.toMatchObject({ code: 'sso_unexpected_error' })
    await expect(
      service.completeSso({ kind: 'access-token', accessToken: 'sso-1', state }),
    ).rejects.toMatchObject({
      code: 'sso_unexpected_error',
    })
    expect(auth.oktaLogin).not.toHaveBeenCalled()
  })

  it('cannot start a sign-on while signed in, so no link can switch the account silently', async () => {
    const { service } = setup()
    await signIn(service)
    expect(() => service.beginSso()).toThrow(PortalError)
    expect(service.isSsoPending()).toBe(false)
    await expect(
      service.completeSso({ kind: 'refresh-token', refreshToken: 'other-user' }),
    ).rejects.toMatchObject({
      code: 'sso_unexpected_error',
    })
    expect(service.info().state).toMatchObject({ status: 'signed-in', user: { username: 'manager@demo.nl' } })
    await service.dispose()
  })

  it('a sign-in that replaces a session first logs that one out at the server and removes its entries', async () => {
    const other: PortalUser = {
      ...manager,
      id: 'u-other',
      username: 'teamlead@demo.nl',
      email: 'teamlead@demo.nl',
    }
    const auth = fakeAuth()
    const { service, secrets } = setup({ auth })
    await signIn(service)
    vi.mocked(auth.fetchUser).mockResolvedValue(other)
    // A second sign-in while signed in (no UI offers it; main must still never hold two sessions).
    await service.login('teamlead@demo.nl', 'Welkom-Demo-2026!')
    await service.submitCode('123456')
    expect(auth.logout).toHaveBeenCalledWith(expect.objectContaining({ refresh: 'refresh-1' }))
    expect([...secrets.entries.keys()].sort()).toEqual([
      'https://portal.example.nl|teamlead@demo.nl|access',
      'https://portal.example.nl|teamlead@demo.nl|refresh',
    ])
    await service.dispose()
  })
})

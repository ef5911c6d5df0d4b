/**
 * The session against a started sandbox and a real Secret Service (QUALITY SEC-5, REL-1): the README's
 * test command runs this inside a private D-Bus session with gnome-keyring (scripts/with-keychain.mjs).
 */
import { keychainEntries } from '../harness/keychain-entries'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { createSandboxServer, sandboxSecretHeader, type SandboxServer } from '../../src/sandbox/index'
import { createHttpClient } from '../../src/main/api/http-client'
import { createMemoryStore } from '../../src/main/prefs/key-value-store'
import { createServerChoiceStore } from '../../src/main/session/server-choice'
import { createServerConnector } from '../../src/main/session/server-connection'
import {
  createSessionService,
  UnauthorizedError,
  type SessionService,
} from '../../src/main/session/session-service'
import { createOsKeychain } from '../../src/main/session/os-keychain'
import { chooseTokenVault, keychainService, type SecretStore } from '../../src/main/session/token-vault'

const password = 'Welkom-Demo-2026!'
const hasKeychain = process.env['PORTAL_TEST_KEYCHAIN'] === '1'
let sandbox: SandboxServer
// The simulator paths answer only with this, as in the harness (QUALITY SEC-10).
const sandboxSecret = randomBytes(16).toString('hex')

beforeAll(async () => {
  sandbox = await createSandboxServer({ port: 0, sandboxSecret })
})
afterAll(async () => {
  await sandbox.close()
})

async function latestCode(username: string): Promise<string> {
  const answer = (await (
    await fetch(`${sandbox.url}/__sandbox/outbox?to=${encodeURIComponent(username)}`, {
      headers: { [sandboxSecretHeader]: sandboxSecret },
    })
  ).json()) as {
    messages: { kind: string; value: string }[]
  }
  const code = answer.messages.filter((m) => m.kind === 'login-code').at(-1)?.value
  if (!code) throw new Error(`no code for ${username}`)
  return code
}

async function newSession(secrets: SecretStore | null, store = createMemoryStore()) {
  const vault = await chooseTokenVault(secrets, () => undefined)
  const http = createHttpClient()
  const service = createSessionService({
    store,
    servers: createServerChoiceStore(store, null),
    vault,
    connect: createServerConnector({
      http,
      launchSandbox: null,
      demoDataDir: '',
      templatesAccessKey: { remote: '', demo: '' },
      log: () => undefined,
    }),
    now: Date.now,
    timers: globalThis,
    onChange: () => undefined,
    onDemoMessage: () => undefined,
    log: () => undefined,
  })
  await service.chooseServer({ kind: 'remote', address: sandbox.url })
  return { service, vault, store }
}

async function signIn(service: SessionService, username = 'manager@demo.nl') {
  const step = await service.login(username, password)
  expect(step).toMatchObject({ step: 'code' })
  await service.submitCode(await latestCode(username))
}

const ourEntries = () => keychainEntries(keychainService, `${sandbox.url}|`)

describe.runIf(hasKeychain)('tokens in the OS keychain (Secret Service)', () => {
  it('signs in: one entry per token under service "Chatbot Portal", account "<origin>|<username>|<kind>"', async () => {
    const { service, vault } = await newSession(createOsKeychain())
    expect(vault.storage).toBe('os')
    await signIn(service)
    expect(service.info().state).toMatchObject({ status: 'signed-in', user: { username: 'manager@demo.nl' } })
    expect(
      ourEntries()
        .map((c) => c.account)
        .sort(),
    ).toEqual([`${sandbox.url}|manager@demo.nl|access`, `${sandbox.url}|manager@demo.nl|refresh`])
    await service.logout()
    expect(ourEntries()).toEqual([])
    await service.dispose()
  })

  it('restores the session in a new run without typing, from the keychain alone', async () => {
    const store = createMemoryStore()
    const first = await newSession(createOsKeychain(), store)
    await signIn(first.service)
    await first.service.dispose()
    const second = await newSession(createOsKeychain(), store)
    await second.service.start()
    expect(second.service.info().state).toMatchObject({ status: 'signed-in' })
    await second.service.logout()
    expect(ourEntries()).toEqual([])
  })

  it('a failed refresh logs out and removes the keychain entries', async () => {
    const { service } = await newSession(createOsKeychain())
    await signIn(service)
    expect(ourEntries()).toHaveLength(2)
    // Someone replays the stored refresh token: the server revokes the family; our next refresh fails.
    const refresh = ourEntries().find((c) => c.account.endsWith('|refresh'))!.password
    await fetch(`${sandbox.url}/api/login-refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    })
    await fetch(`${sandbox.url}/api/login-refresh/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refresh }),
    })
    // The next call is answered 401, so the session refreshes with its (now revoked) token.
    await expect(service.withAccessToken(() => Promise.reject(new UnauthorizedError()))).rejects.toBeDefined()
    await expect.poll(() => service.info().state.status).toBe('signed-out')
    expect(service.info().state).toEqual({ status: 'signed-out', reason: 'refresh-failed' })
    expect(ourEntries()).toEqual([])
    await service.dispose()
  })
})

describe('without an OS keychain', () => {
  it('still signs in, keeping the session in memory only', async () => {
    const broken: SecretStore = {
      get: () => Promise.reject(new Error('Platform secure storage failure: no D-Bus session')),
      set: () => Promise.reject(new Error('Platform secure storage failure: no D-Bus session')),
      delete: () => Promise.reject(new Error('Platform secure storage failure: no D-Bus session')),
    }
    const { service, vault } = await newSession(broken)
    expect(vault.storage).toBe('memory')
    await signIn(service, 'teamlead@demo.nl')
    expect(service.info()).toMatchObject({ tokenStorage: 'memory', state: { status: 'signed-in' } })
    // The router's user: deleted chatbots left out, each with the server its GraphQL queries go to.
    const state = service.info().state
    if (state.status !== 'signed-in') throw new Error('not signed in')
    expect(state.user.chatbots.length).toBeGreaterThan(0)
    for (const chatbot of state.user.chatbots) {
      expect(chatbot.name).not.toBe('talentbrug-archief')
      expect(chatbot.serverAddress).toBe(`${sandbox.url}/chatbot-server/${chatbot.name}/graphql`)
    }
    await service.logout()
    await service.dispose()
  })
})

import { describe, expect, it } from 'vitest'
import type { HttpClient, HttpRequest } from '../api/http-client'
import type { SessionService } from '../session/session-service'
import type { SecretStore } from '../session/token-vault'
import { createDeploymentsModule, secretAccount } from './deployments-module'

const origin = 'http://127.0.0.1:4100'
const goodSecret = 'management-secret-1'
const chatbot = {
  projectId: 'talentbrug-werving',
  projectName: 'Werving',
  serverId: 'sandbox-1',
  serverAddress: `${origin}/chatbot-server/talentbrug-werving/graphql`,
  template: null,
  state: 'active',
  createdAt: 1,
}
const key = () => crypto.randomUUID()

function setup(options: { keychain?: boolean } = {}) {
  const requests: HttpRequest[] = []
  const entries = new Map<string, string>()
  const secrets: SecretStore | null =
    options.keychain === false
      ? null
      : {
          get: async (account) => entries.get(account) ?? null,
          set: async (account, secret) => void entries.set(account, secret),
          delete: async (account) => void entries.delete(account),
        }
  let release: (() => void) | null = null
  const http: HttpClient = {
    request: async (request) => {
      requests.push(request)
      const headers = (request.headers ?? {}) as Record<string, string>
      const answer = (status: number, body: unknown) => ({ status, body, headers: new Headers() })
      if (request.url.endsWith('/api/v1/support-ticket/')) return answer(200, { tickets: [] })
      if (headers['x-management-secret'] !== goodSecret)
        return answer(401, {
          code: 'invalid_management_secret',
          message: 'The management secret is missing or invalid.',
        })
      if (request.url.endsWith('/chatbot/list')) return answer(200, { chatbots: [chatbot] })
      if (request.url.endsWith('/chatbot/create')) {
        // Held until released, so a double-click arrives while the first create is still in flight.
        await new Promise<void>((resolve) => (release = resolve))
        return answer(201, { ok: true, projectId: 'talentbrug-retail', serverAddress: 'x' })
      }
      if (request.url.endsWith('/chatbot/fix'))
        return answer(200, { ok: true, projectId: 'talentbrug-werving', fixed: ['realtime_node'] })
      return answer(200, { ok: true, projectId: 'talentbrug-werving', deleted: true })
    },
  }
  const session = Promise.resolve({
    info: () => ({ state: { status: 'signed-in', user: { username: 'superuser@demo.nl' } } }),
    connection: () => ({ origin, demo: true, endpoints: { api: origin } }),
    withAccessToken: async <T>(call: (token: string, connection: unknown) => Promise<T>) =>
      call('access-token', { origin, demo: true, endpoints: { api: origin } }),
  } as unknown as SessionService)
  const module = createDeploymentsModule({
    session,
    http,
    trustedOrigins: () => [],
    secrets,
    log: () => undefined,
  })
  const handlers = module.handlers.deployments!
  return { module, handlers, requests, entries, release: () => release?.() }
}

async function codeOf(promise: unknown): Promise<string> {
  try {
    await promise
    return 'ok'
  } catch (error) {
    return (error as { code?: string }).code ?? String(error)
  }
}

describe('deployments module: the management secret', () => {
  it('asks for the secret before any management call, and sends nothing without it', async () => {
    const { handlers, requests } = setup()
    expect(await handlers.secretState!({})).toEqual({ stored: false, storage: 'os' })
    expect(await codeOf(handlers.list!({}))).toBe('management_secret_missing')
    expect(requests).toHaveLength(0)
  })

  it('keeps a secret the service accepts in the keychain, and never answers it to the renderer', async () => {
    const { handlers, entries, requests } = setup()
    const saved = await handlers.saveSecret!({ secret: goodSecret })
    expect(saved).toEqual({ stored: true, storage: 'os' })
    expect(JSON.stringify(saved)).not.toContain(goodSecret)
    expect(entries.get(secretAccount(origin, 'superuser@demo.nl'))).toBe(goodSecret)
    const listed = await handlers.list!({})
    expect(listed).toEqual([chatbot])
    expect(JSON.stringify(listed)).not.toContain(goodSecret)
    expect(requests.at(-1)?.headers).toMatchObject({
      Authorization: 'Bearer access-token',
      'x-management-secret': goodSecret,
    })
  })

  it('stores nothing when the service refuses the secret, and passes the refusal on (no token refresh)', async () => {
    const { handlers, entries } = setup()
    expect(await codeOf(handlers.saveSecret!({ secret: 'wrong-secret' }))).toBe('invalid_management_secret')
    expect(entries.size).toBe(0)
    expect(await handlers.secretState!({})).toMatchObject({ stored: false })
  })

  it('forgets a kept secret the service stops accepting, so the screen asks again', async () => {
    const { handlers, entries } = setup()
    entries.set(secretAccount(origin, 'superuser@demo.nl'), 'rotated-away')
    expect(await codeOf(handlers.list!({}))).toBe('invalid_management_secret')
    expect(entries.size).toBe(0)
    expect(await handlers.secretState!({})).toMatchObject({ stored: false })
  })

  it('without a keychain keeps the secret in memory for this run only', async () => {
    const { handlers } = setup({ keychain: false })
    expect(await handlers.saveSecret!({ secret: goodSecret })).toEqual({ stored: true, storage: 'memory' })
    expect(await handlers.list!({})).toHaveLength(1)
  })
})

describe('deployments module: the calls', () => {
  it('a double-click on create sends once; the template travels in the payload', async () => {
    const { handlers, requests, release } = setup()
    await handlers.saveSecret!({ secret: goodSecret })
    const idempotencyKey = key()
    const deployment = {
      projectId: 'talentbrug-retail',
      projectName: 'Retail',
      template: { id: 'tpl-1', name: 'Naam' },
      ats: 'OTYS' as const,
      defaultLanguageTag: 'nl' as const,
    }
    const first = handlers.create!({ deployment, idempotencyKey })
    const second = handlers.create!({ deployment, idempotencyKey })
    await new Promise((resolve) => setTimeout(resolve, 0))
    release()
    expect(await first).toEqual({ projectId: 'talentbrug-retail' })
    expect(await second).toEqual({ projectId: 'talentbrug-retail' })
    const creates = requests.filter((r) => r.url.endsWith('/chatbot/create'))
    expect(creates).toHaveLength(1)
    expect(creates[0]?.body).toEqual({
      projectId: 'talentbrug-retail',
      template: { id: 'tpl-1', name: 'Naam', projectName: 'Retail', ats: 'OTYS', defaultLanguageTag: 'nl' },
    })
  })

  it('deletes only when the typed name is the chatbot’s, and sends nothing otherwise', async () => {
    const { handlers, requests } = setup()
    await handlers.saveSecret!({ secret: goodSecret })
    const before = requests.length
    expect(
      await codeOf(
        handlers.remove!({
          projectId: 'talentbrug-werving',
          confirmation: 'talentbrug',
          idempotencyKey: key(),
        }),
      ),
    ).toBe('deletion_not_confirmed')
    expect(requests).toHaveLength(before)
    await handlers.remove!({
      projectId: 'talentbrug-werving',
      confirmation: ' talentbrug-werving ',
      idempotencyKey: key(),
    })
    expect(requests.at(-1)?.url).toBe(`${origin}/chatbot/delete`)
  })

  it('answers what fix changed', async () => {
    const { handlers } = setup()
    await handlers.saveSecret!({ secret: goodSecret })
    expect(await handlers.fix!({ projectId: 'talentbrug-werving', idempotencyKey: key() })).toEqual({
      projectId: 'talentbrug-werving',
      fixed: ['realtime_node'],
    })
  })
})

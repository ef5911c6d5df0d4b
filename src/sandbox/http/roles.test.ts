import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../chatbots/schema'
import { defaultManagementSecret, defaultTemplatesAccessKey } from '../server'
import { startTestServer, type TestServer } from '../test-support'

/**
 * SEC-6: the server enforces roles itself. For each call, every role below the one it needs is refused
 * (403 forbidden), and the lowest role that may make it succeeds.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const users = ['superuser', 'admin', 'manager', 'teamlead', 'employee', 'partner', 'unknown'] as const
type Who = (typeof users)[number]

const png = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
)

beforeAll(async () => {
  s = await startTestServer()
  // A role the system does not know (the original gave it manage-all): stored as such, refused everything.
  await s.db.update(t.users).set({ role: 'RECRUITER' }).where(eq(t.users.id, 'u-reset'))
  await s.db.update(t.users).set({ requiresPasswordReset: false }).where(eq(t.users.id, 'u-reset'))
  for (const who of users) {
    const username = who === 'unknown' ? 'reset@demo.nl' : `${who}@demo.nl`
    tokens[who] = (await s.signIn(username)).access
  }
}, 60_000)
afterAll(() => s.close())

const emptyUserProfile =
  '{ email: "", role: "EMPLOYEE", name: "", chatbots: [], language: "nl-NL", allTeams: true, teams: [] }'
const emptyUserForm =
  '{ email: "", password: "", confirmPassword: "", role: "EMPLOYEE", name: "", chatbots: [], language: "nl-NL", allTeams: true, teams: [] }'

const chatbotUrl = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

/** Each call: who may make it (lowest role first), and how to make it. Returns the HTTP status and code. */
const calls: {
  name: string
  allowed: readonly Who[]
  denied: readonly Who[]
  run: (token: string) => Promise<{ status: number; code?: string }>
}[] = [
  {
    name: 'router users (users management)',
    allowed: ['manager', 'admin', 'superuser'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) => gqlStatus(await s.graphql('/router/graphql', '{ users { id } }', { token })),
  },
  {
    name: 'router userList (users management)',
    allowed: ['manager', 'admin', 'superuser'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) =>
      gqlStatus(await s.graphql('/router/graphql', '{ userList(pageSize: 5) { totalCount } }', { token })),
  },
  // The user mutations below run with input the form refuses (ok: false), so the allowed roles change nothing;
  // the user rules themselves are tested in users/users-service.test.ts.
  {
    name: 'router createUser (users management)',
    allowed: ['manager', 'admin', 'superuser'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) =>
      gqlStatus(
        await s.graphql('/router/graphql', `mutation { createUser(input: ${emptyUserForm}) { ok code } }`, {
          token,
        }),
      ),
  },
  {
    name: 'router updateUser (users management)',
    allowed: ['manager', 'admin', 'superuser'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) =>
      gqlStatus(
        await s.graphql(
          '/router/graphql',
          `mutation { updateUser(id: "u-newphone", input: ${emptyUserProfile}) { ok code } }`,
          { token },
        ),
      ),
  },
  {
    name: 'router deleteUser (users management)',
    allowed: ['manager', 'admin', 'superuser'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) =>
      gqlStatus(
        await s.graphql('/router/graphql', 'mutation { deleteUser(id: "u-nobody") { ok code } }', { token }),
      ),
  },
  {
    name: 'router allCalendarUsers (calendar)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner', 'unknown'],
    run: async (token) =>
      gqlStatus(await s.graphql('/router/graphql', '{ allCalendarUsers { id email } }', { token })),
  },
  {
    name: 'chatbot mainChatbot (chatbots)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner'],
    run: async (token) => gqlStatus(await s.graphql(chatbotUrl(), '{ mainChatbot { id } }', { token })),
  },
  {
    name: 'chatbot allAgents (users management)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner'],
    run: async (token) => gqlStatus(await s.graphql(chatbotUrl(), '{ allAgents { id } }', { token })),
  },
  {
    name: 'chatbot updateAgent (users management)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner'],
    run: async (token) =>
      gqlStatus(
        await s.graphql(
          chatbotUrl(),
          'mutation { updateAgent(id: "agent-employee", isActive: true) { ok } }',
          { token },
        ),
      ),
  },
  {
    name: 'templates allTemplates (builder)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) =>
      gqlStatus(
        await s.graphql('/templates/graphql', '{ allTemplates { id } }', {
          token,
          headers: { 'x-access-key': defaultTemplatesAccessKey },
        }),
      ),
  },
  {
    name: 'management /chatbot/fix (deployments)',
    allowed: ['superuser'],
    denied: ['admin', 'manager', 'teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) =>
      status(
        await s.post(
          '/chatbot/fix',
          { projectId: 'talentbrug-werving' },
          { authorization: `Bearer ${token}`, 'x-management-secret': defaultManagementSecret },
        ),
      ),
  },
  {
    name: 'image upload (widget settings)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner', 'unknown'],
    run: async (token) => {
      const form = new FormData()
      form.set('file', new Blob([png], { type: 'image/png' }), 'avatar.png')
      form.set('upload_preset', 'widget')
      const response = await fetch(`${s.url}/image-hosting/v1_1/demo/image/upload`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      })
      return { status: response.status, code: ((await response.json()) as { code?: string }).code }
    },
  },
  {
    name: 'fire-login (dashboard)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner', 'unknown'],
    run: async (token) =>
      status(
        await s.post(
          '/api/v1/fire-login/',
          { project_id: 'talentbrug-werving', firebase_app: 'portal' },
          { authorization: `Bearer ${token}` },
        ),
      ),
  },
  {
    name: 'client-messages (smart inbox)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner', 'unknown'],
    run: async (token) =>
      status(
        await s.request(
          'GET',
          '/api/v1/client-messages/?project_id=talentbrug-werving&page_size=1&page_num=1',
          {
            headers: { authorization: `Bearer ${token}` },
          },
        ),
      ),
  },
  {
    name: 'conversations (smart inbox)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner', 'unknown'],
    run: async (token) =>
      status(
        await s.post(
          '/api/v1/conversations/',
          { brief: { page: 1, page_size: 1 }, contacts_info: { project_id: 'talentbrug-werving' } },
          { authorization: `Bearer ${token}` },
        ),
      ),
  },
  {
    name: 'whatsapp (smart inbox takeover)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner', 'unknown'],
    run: async (token) =>
      status(
        await s.post(
          '/api/v1/whatsapp/',
          { project_id: 'talentbrug-werving', client_id: 'client-0001', text: 'Hoi' },
          { authorization: `Bearer ${token}` },
        ),
      ),
  },
  {
    name: 'chatbot allInboxLabels (smart inbox)',
    allowed: ['employee', 'teamlead', 'manager', 'admin'],
    denied: ['partner'],
    run: async (token) => gqlStatus(await s.graphql(chatbotUrl(), '{ allInboxLabels { id } }', { token })),
  },
  {
    name: 'chatbot autoConfigureSmartInbox (ATS settings)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner'],
    run: async (token) =>
      gqlStatus(
        await s.graphql(
          chatbotUrl(),
          'mutation { autoConfigureSmartInbox(username: "a", password: "b") { ok } }',
          {
            token,
          },
        ),
      ),
  },
  {
    name: 'chatbot allStateMachines (builder)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner'],
    run: async (token) => gqlStatus(await s.graphql(chatbotUrl(), '{ allStateMachines { id } }', { token })),
  },
  // Refused by the form (an empty name: ok false), so the allowed roles change nothing.
  {
    name: 'chatbot addStateMachine (builder)',
    allowed: ['manager', 'admin'],
    denied: ['teamlead', 'employee', 'partner'],
    run: async (token) =>
      gqlStatus(await s.graphql(chatbotUrl(), 'mutation { addStateMachine(name: " ") { ok } }', { token })),
  },
]

function status(response: { status: number; body: { code?: string } }) {
  return { status: response.status, ...(response.body?.code ? { code: response.body.code } : {}) }
}

function gqlStatus(response: { status: number; body: { errors?: { extensions?: { code?: string } }[] } }) {
  const code = response.body?.errors?.[0]?.extensions?.code
  return { status: response.status, ...(code ? { code } : {}) }
}

describe('roles enforced by the server', () => {
  for (const call of calls) {
    it(`${call.name}: refused below ${call.allowed[0]}`, async () => {
      for (const who of call.denied) {
        const result = await call.run(tokens[who] as string)
        expect({ who, ...result }).toEqual({ who, status: 403, code: 'forbidden' })
      }
      for (const who of call.allowed) {
        const result = await call.run(tokens[who] as string)
        expect({ who, status: result.status }).toEqual({ who, status: 200 })
      }
    })
  }

  it('lets every signed-in user, even one with an unknown role, read only themself', async () => {
    const me = await s.graphql('/router/graphql', '{ user { username role } }', {
      token: tokens['unknown'] as string,
    })
    expect(me.body.data.user).toEqual({ username: 'reset@demo.nl', role: 'RECRUITER' })
  })

  it('refuses a chatbot the user is not assigned to, and an unknown chatbot', async () => {
    const techniek = `${s.url}/chatbot-server/talentbrug-techniek/graphql`
    expect(
      gqlStatus(await s.graphql(techniek, '{ mainChatbot { id } }', { token: tokens['employee'] as string })),
    ).toEqual({ status: 403, code: 'not_assigned_to_chatbot' })
    const unknown = `${s.url}/chatbot-server/nope/graphql`
    expect(
      gqlStatus(await s.graphql(unknown, '{ mainChatbot { id } }', { token: tokens['manager'] as string })),
    ).toEqual({ status: 404, code: 'not_found' })
  })

  it('requires the templates access key and the management secret', async () => {
    const token = tokens['superuser'] as string
    expect(gqlStatus(await s.graphql('/templates/graphql', '{ allTemplates { id } }', { token }))).toEqual({
      status: 401,
      code: 'invalid_access_key',
    })
    expect(
      status(
        await s.post(
          '/chatbot/fix',
          { projectId: 'talentbrug-werving' },
          { authorization: `Bearer ${token}`, 'x-management-secret': 'wrong' },
        ),
      ),
    ).toEqual({
      status: 401,
      code: 'invalid_management_secret',
    })
  })
})

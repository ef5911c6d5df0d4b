import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from '../chatbots/schema'
import { demoPassword } from '../chatbots/seed-data'
import { startTestServer, type TestServer } from '../test-support'

/**
 * Users management through the router: the list, and the user rules the service enforces with
 * the shared functions (user-rules.ts, users.ts).
 */
let s: TestServer
const tokens: Record<string, string> = {}
const router = '/router/graphql'
const chatbotUrl = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`
const strong = 'Nieuw!Wacht1'

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['superuser', 'admin', 'manager', 'teamlead', 'employee'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

const gql = async (who: string, query: string, variables?: Record<string, unknown>) => {
  const response = await s.graphql(router, query, { token: tokens[who] ?? who, variables })
  return response.body
}

const userFields =
  'ok code errorMessage errors { field messages } user { id email role allTeams teams { id } }'
const createUser = (who: string, input: Record<string, unknown>) =>
  gql(who, `mutation ($input: CreateUserInput!) { createUser(input: $input) { ${userFields} } }`, { input })

const form = (overrides: Record<string, unknown> = {}) => ({
  email: 'nieuw.collega@talentbrug.nl',
  password: strong,
  confirmPassword: strong,
  role: 'EMPLOYEE',
  name: 'Nieuwe de Collega',
  chatbots: ['cb-werving'],
  language: 'en-US',
  allTeams: false,
  teams: ['team-werving-zuid'],
  ...overrides,
})

describe('users list', () => {
  const list = (args: string) =>
    gql(
      'manager',
      `{ userList${args ? `(${args})` : ''} { totalCount page pageSize pageCount users { email role } } }`,
    )

  it('pages on the server, 20 by default, pages from 1', async () => {
    const all = (await list('')).data.userList
    expect(all).toMatchObject({ page: 1, pageSize: 20, pageCount: 1 })
    expect(all.totalCount).toBeGreaterThanOrEqual(14)
    const second = (await list('page: 2, pageSize: 5')).data.userList
    expect(second.users).toHaveLength(5)
    expect(second.pageCount).toBe(Math.ceil(all.totalCount / 5))
    expect(second.users.map((u: { email: string }) => u.email)).toEqual(
      all.users.slice(5, 10).map((u: { email: string }) => u.email),
    )
    expect((await list('page: 0')).errors[0].extensions.code).toBe('invalid_input')
    expect((await list('pageSize: 101')).errors[0].extensions.code).toBe('invalid_input')
  })

  it('searches names and emails, filters by role and chatbot', async () => {
    const emails = async (args: string) =>
      (await list(args)).data.userList.users.map((u: { email: string }) => u.email)
    expect(await emails('search: "VISSER"')).toEqual(['daan.visser@talentbrug.nl'])
    expect(await emails('search: "de groot"')).toEqual(['lars.degroot@talentbrug.nl'])
    expect(await emails('search: "%"')).toEqual([])
    expect(
      (await list('role: "TEAM_LEAD"')).data.userList.users.every(
        (u: { role: string }) => u.role === 'TEAM_LEAD',
      ),
    ).toBe(true)
    const zorg = await emails('chatbotId: "cb-zorg"')
    expect(zorg).toContain('sophie.mulder@talentbrug.nl')
    expect(zorg).not.toContain('daan.visser@talentbrug.nl')
  })
})

describe('creating users', () => {
  it('answers every broken field with the form message, and the overall invalid_input', async () => {
    const body = await createUser(
      'manager',
      form({
        email: 'geen-adres',
        password: '',
        confirmPassword: 'x',
        name: ' ',
        chatbots: [],
        language: '',
      }),
    )
    expect(body.data.createUser.ok).toBe(false)
    expect(body.data.createUser.code).toBe('invalid_input')
    const fields = Object.fromEntries(
      body.data.createUser.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
    )
    expect(fields).toMatchObject({
      email: 'Please enter a valid email address.',
      name: 'Please enter a username.',
      chatbots: 'Please select at least one chatbot.',
      language: 'Please pick a language.',
    })
    const mismatch = (await createUser('manager', form({ confirmPassword: 'Nieuw!Wacht2' }))).data.createUser
    expect(mismatch.errors).toEqual([
      { field: 'confirmPassword', messages: ['Entered value does not match the password entered above.'] },
    ])
  })

  it('refuses roles above the actor: a manager never creates an ADMIN or a PARTNER, an admin no ADMIN', async () => {
    for (const [who, role] of [
      ['manager', 'ADMIN'],
      ['manager', 'PARTNER'],
      ['admin', 'ADMIN'],
    ] as const) {
      const result = (await createUser(who, form({ role, email: `${who}-${role}@talentbrug.nl` }))).data
        .createUser
      expect({ who, role, code: result.code, ok: result.ok }).toEqual({
        who,
        role,
        code: 'role_not_allowed',
        ok: false,
      })
    }
    const asSuper = await createUser(
      'superuser',
      form({ role: 'ADMIN', email: 'tweede.admin@talentbrug.nl', allTeams: true }),
    )
    expect(asSuper.data.createUser).toMatchObject({ ok: true, user: { role: 'ADMIN' } })
  })

  it('refuses teams and chatbots out of reach, unknown teams and teams of other chatbots', async () => {
    const teamlead = (await s.signIn('teamlead@demo.nl')).access
    expect((await createUser(teamlead, form())).errors[0].extensions.code).toBe('forbidden')
    const cases: [Record<string, unknown>, string][] = [
      [{ teams: ['team-bestaat-niet'] }, 'unknown_team'],
      [{ teams: ['team-techniek'] }, 'team_outside_chatbots'],
      [{ chatbots: ['cb-onbekend'], teams: [], allTeams: true }, 'chatbot_not_assignable'],
    ]
    for (const [overrides, code] of cases)
      expect((await createUser('manager', form(overrides))).data.createUser.code).toBe(code)
  })

  it('creates an employee for one chatbot and one team; that user sees only that team', async () => {
    const created = (await createUser('manager', form())).data.createUser
    expect(created).toMatchObject({
      ok: true,
      user: {
        email: 'nieuw.collega@talentbrug.nl',
        role: 'EMPLOYEE',
        allTeams: false,
        teams: [{ id: 'team-werving-zuid' }],
      },
    })
    const again = (await createUser('manager', form({ email: ' Nieuw.Collega@TalentBrug.nl ' }))).data
      .createUser
    expect(again.code).toBe('email_already_exists')
    const session = await s.signIn('nieuw.collega@talentbrug.nl', strong)
    const teams = await s.graphql(chatbotUrl(), '{ allTeams { id } }', { token: session.access })
    expect(teams.body.data.allTeams).toEqual([{ id: 'team-werving-zuid' }])
  })
})

describe('changing and removing users', () => {
  const idOf = async (email: string) => {
    const [row] = await s.db.select().from(t.users).where(eq(t.users.email, email))
    return row?.id as string
  }
  const employeeOf = async (email: string) => {
    const [row] = await s.db
      .select({ id: t.employees.id })
      .from(t.employees)
      .innerJoin(t.users, eq(t.users.id, t.employees.userId))
      .where(eq(t.users.email, email))
    return row?.id as string
  }
  const update = (who: string, id: string, input: Record<string, unknown>) =>
    gql(
      who,
      `mutation ($id: ID!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { ${userFields} } }`,
      {
        id,
        input,
      },
    )
  const profile = (overrides: Record<string, unknown> = {}) => {
    const { password: _p, confirmPassword: _c, ...rest } = form(overrides)
    return rest
  }

  it("refuses assigning another organisation's chatbot, even by a superuser", async () => {
    const [werving] = await s.db.select().from(t.chatbots).where(eq(t.chatbots.id, 'cb-werving'))
    await s.db.insert(t.organizations).values({ id: 'org-elders', name: 'Elders B.V.' })
    await s.db.insert(t.chatbots).values({
      ...werving!,
      id: 'cb-elders',
      organizationId: 'org-elders',
      projectId: 'elders-werving',
      apiToken: 'elders-token',
    })
    const made = await createUser(
      'superuser',
      form({
        email: 'elders@talentbrug.nl',
        chatbots: ['cb-werving', 'cb-elders'],
        allTeams: true,
        teams: [],
      }),
    )
    expect(made.data.createUser).toMatchObject({ ok: false, code: 'chatbot_not_assignable' })
    const employee = await update(
      'superuser',
      'u-employee',
      profile({
        email: 'employee@demo.nl',
        name: 'Emma Employee',
        chatbots: ['cb-werving', 'cb-elders'],
        allTeams: true,
        teams: [],
      }),
    )
    expect(employee.data.updateUser).toMatchObject({ ok: false, code: 'chatbot_not_assignable' })
  })

  it('nobody changes their own role; a manager does not edit an admin', async () => {
    const self = await update('manager', 'u-manager', profile({ email: 'manager@demo.nl', role: 'ADMIN' }))
    expect(self.data.updateUser.code).toBe('cannot_change_own_role')
    const admin = await update('manager', 'u-admin', profile({ email: 'admin@demo.nl', role: 'MANAGER' }))
    expect(admin.data.updateUser.code).toBe('forbidden')
    const daan = await update(
      'manager',
      'u-daan',
      profile({ email: 'daan.visser@talentbrug.nl', name: 'Daan  Visser', role: 'TEAM_LEAD' }),
    )
    expect(daan.data.updateUser).toMatchObject({ ok: true, user: { role: 'TEAM_LEAD' } })
  })

  it('sets another user’s password (their sessions end), never one’s own in the drawer', async () => {
    const daan = await s.signIn('daan.visser@talentbrug.nl')
    const set = (who: string, id: string, password: string, confirmPassword = password) =>
      gql(
        who,
        `mutation ($id: ID!, $p: String, $c: String) { updateEmployee(id: $id, password: $p, confirmPassword: $c) { ok code errors { field messages } } }`,
        { id, p: password, c: confirmPassword },
      )
    expect(
      (await set('manager', await employeeOf('daan.visser@talentbrug.nl'), 'zwak')).data.updateEmployee.code,
    ).toBe('invalid_input')
    expect((await set('manager', 'emp-manager', strong)).data.updateEmployee.code).toBe(
      'use_own_password_change',
    )
    expect((await set('manager', 'emp-admin', strong)).data.updateEmployee.code).toBe('forbidden')
    expect(
      (await set('manager', await employeeOf('daan.visser@talentbrug.nl'), strong)).data.updateEmployee.ok,
    ).toBe(true)
    expect((await s.post('/api/login-refresh/', { refresh: daan.refresh })).status).toBe(401)
    await s.signIn('daan.visser@talentbrug.nl', strong)
  })

  it('refuses a name with a bidi control (it would read reversed in lists and exports)', async () => {
    const body = await gql(
      'employee',
      'mutation ($n: String) { updateEmployee(id: "emp-employee", name: $n) { ok code errors { field messages } } }',
      { n: 'Jan \u202Egnp.exe\u202C Bakker' },
    )
    expect(body.data.updateEmployee).toMatchObject({
      ok: false,
      errors: [{ field: 'name', messages: ['Remove the invisible or control characters from this name.'] }],
    })
  })

  it('updates one’s own name and language without the users-management right', async () => {
    const body = await gql(
      'employee',
      'mutation { updateEmployee(id: "emp-employee", name: "Eva O\'Brien-de Vries", language: "en-US") { ok user { language } } }',
    )
    expect(body.data.updateEmployee).toEqual({ ok: true, user: { language: 'en-US' } })
    const other = await gql(
      'employee',
      'mutation { updateEmployee(id: "emp-daan", language: "en-US") { ok code } }',
    )
    expect(other.data.updateEmployee).toEqual({ ok: false, code: 'forbidden' })
  })

  it('refuses every users operation of a partner at the door, before any user rule', async () => {
    const partner = (await s.signIn('partner@demo.nl')).access
    const forbidden = (body: { errors?: { extensions: { code: string; required?: unknown } }[] }) => {
      expect(body.errors?.[0]?.extensions).toMatchObject({
        code: 'forbidden',
        required: { subject: 'UsersManagement' },
      })
    }
    const employee = await employeeOf('daan.visser@talentbrug.nl')
    forbidden(await gql(partner, `mutation { deleteEmployee(id: "${employee}") }`))
    forbidden(
      await gql(partner, `mutation { updateEmployee(id: "${employee}", language: "en-US") { ok code } }`),
    )
    forbidden(await gql(partner, 'mutation { updateEmployee(id: "emp-nope", name: "X") { ok code } }'))
    const calendar = await s.post(
      '/api/v1/user/is-calendar-authenticated/',
      { calendarIsAuthenticated: true, userId: 'u-employee' },
      { authorization: `Bearer ${partner}` },
    )
    expect(calendar.status).toBe(403)
    expect(calendar.body.code).toBe('forbidden')
  })

  it('nobody removes themselves or the last admin; removing a user ends their sessions', async () => {
    const remove = (who: string, id: string) => gql(who, `mutation { deleteUser(id: "${id}") { ok code } }`)
    expect((await remove('manager', 'u-manager')).data.deleteUser.code).toBe('cannot_delete_self')
    expect((await remove('manager', 'u-admin')).data.deleteUser.code).toBe('forbidden')
    expect((await gql('manager', 'mutation { deleteEmployee(id: "emp-manager") }')).data.deleteEmployee).toBe(
      false,
    )
    // Without the right: refused at the door, like every role check.
    expect(
      (await gql('employee', 'mutation { deleteEmployee(id: "emp-daan") }')).errors[0].extensions.code,
    ).toBe('forbidden')

    const session = await s.signIn('nieuw.collega@talentbrug.nl', strong)
    expect((await remove('manager', await idOf('nieuw.collega@talentbrug.nl'))).data.deleteUser.ok).toBe(true)
    expect((await s.post('/api/login-refresh/', { refresh: session.refresh })).status).toBe(401)
    expect((await s.graphql(router, '{ user { id } }', { token: session.access })).status).toBe(401)

    expect(
      (
        await gql(
          'manager',
          `mutation { deleteEmployee(id: "${await employeeOf('lotte.dekker@talentbrug.nl')}") }`,
        )
      ).data.deleteEmployee,
    ).toBe(true)

    // Two admins (the superuser's role is ADMIN too): one may go, then the last stays.
    expect((await remove('superuser', await idOf('tweede.admin@talentbrug.nl'))).data.deleteUser.ok).toBe(
      true,
    )
    await s.db.update(t.users).set({ role: 'MANAGER' }).where(eq(t.users.id, 'u-superuser'))
    expect((await remove('superuser', 'u-admin')).data.deleteUser.code).toBe('last_admin')
    await s.db.update(t.users).set({ role: 'ADMIN' }).where(eq(t.users.id, 'u-superuser'))
  })
})

describe('POST /api/v1/user/is-calendar-authenticated/', () => {
  const path = '/api/v1/user/is-calendar-authenticated/'
  const auth = (who: string) => ({ authorization: `Bearer ${tokens[who]}` })

  it('records one’s own calendar link, or that of an account one manages', async () => {
    expect(
      (await s.post(path, { userId: 'u-employee', calendarIsAuthenticated: false }, auth('employee'))).status,
    ).toBe(200)
    const [row] = await s.db.select().from(t.users).where(eq(t.users.id, 'u-employee'))
    expect(row?.calendarIsAuthenticated).toBe(false)
    expect(
      (await s.post(path, { userId: 'u-employee', calendarIsAuthenticated: true }, auth('manager'))).status,
    ).toBe(200)
    const refused = await s.post(
      path,
      { userId: 'u-manager', calendarIsAuthenticated: true },
      auth('employee'),
    )
    expect(refused.status).toBe(403)
    const invalid = await s.post(
      path,
      { userId: 'u-employee', calendarIsAuthenticated: 'ja' },
      auth('employee'),
    )
    expect(invalid.status).toBe(400)
    expect(invalid.body.fields).toHaveProperty('calendarIsAuthenticated')
  })
})

describe('agents (chatbot updateAgent)', () => {
  const updateAgent = (args: string) =>
    s.graphql(
      chatbotUrl(),
      `mutation { updateAgent(${args}) { ok errors { field messages } agent { isAdmin teams { id hasAccess } } } }`,
      {
        token: tokens['manager'] as string,
      },
    )

  it('keeps team access within the manager’s own teams', async () => {
    await s.db.update(t.users).set({ allTeams: false }).where(eq(t.users.id, 'u-manager'))
    await s.db.insert(t.userTeams).values({ userId: 'u-manager', teamId: 'team-werving-noord' })
    try {
      const admin = await updateAgent('id: "agent-daan", isAdmin: true')
      expect(admin.body.data.updateAgent).toMatchObject({ ok: false, errors: [{ field: 'isAdmin' }] })
      const zuid = await updateAgent(
        'id: "agent-daan", teams: [{ id: "team-werving-zuid", hasAccess: false }]',
      )
      expect(zuid.body.data.updateAgent).toMatchObject({ ok: false, errors: [{ field: 'teams' }] })
      const noord = await updateAgent(
        'id: "agent-daan", teams: [{ id: "team-werving-zuid", hasAccess: true }, { id: "team-werving-noord", hasAccess: true }], phone: "+31612345620", isActive: false, devices: ["desktop"]',
      )
      expect(noord.body.data.updateAgent.ok).toBe(true)
      expect(noord.body.data.updateAgent.agent.teams).toHaveLength(2)
    } finally {
      await s.db.delete(t.userTeams).where(eq(t.userTeams.userId, 'u-manager'))
      await s.db.update(t.users).set({ allTeams: true }).where(eq(t.users.id, 'u-manager'))
    }
    const admin = await updateAgent('id: "agent-daan", isAdmin: true')
    expect(admin.body.data.updateAgent).toMatchObject({ ok: true, agent: { isAdmin: true } })
  })
})

describe('assignableTeams (the user form team picker)', () => {
  const teams = async (who: string) => gql(who, '{ assignableTeams { id name chatbotId } }')

  it("offers the teams of the manager's chatbots, each with its chatbot", async () => {
    const body = await teams('manager')
    const ids = body.data.assignableTeams.map((team: { id: string }) => team.id)
    expect(ids).toEqual(expect.arrayContaining(['team-werving-noord', 'team-werving-zuid', 'team-zorg']))
    expect(body.data.assignableTeams).toContainEqual({
      id: 'team-werving-zuid',
      name: 'Team Zuid',
      chatbotId: 'cb-werving',
    })
  })

  it('is refused without the users-management right', async () => {
    const body = await teams('employee')
    expect(body.data).toBeNull()
    expect(body.errors[0].extensions.code).toBe('forbidden')
  })
})

describe("'Your info' reads the sign-in phone number", () => {
  it('answers the number codes go to, and null before the first sign-in asks for one', async () => {
    expect((await gql('manager', '{ user { phoneNumber } }')).data.user.phoneNumber).toBe('+31612345602')
    const created = await createUser('manager', form({ email: 'zonder.telefoon@talentbrug.nl' }))
    expect(created.data.createUser.ok).toBe(true)
    const list = await gql('manager', '{ userList(search: "zonder.telefoon") { users { phoneNumber } } }')
    expect(list.data.userList.users).toEqual([{ phoneNumber: null }])
  })
})

describe("changing one's own phone number ('Your info')", () => {
  const change = (who: string, phoneNumber: string, currentPassword: string) =>
    gql(
      who,
      `mutation ($phoneNumber: String!, $currentPassword: String!) {
        changeOwnPhoneNumber(phoneNumber: $phoneNumber, currentPassword: $currentPassword) { id phoneNumber }
      }`,
      { phoneNumber, currentPassword },
    )
  const phoneOf = async (username: string) =>
    (await s.db.select().from(t.users).where(eq(t.users.username, username)))[0]?.phoneNumber

  it('refuses a wrong current password with the catalogue error and keeps the number', async () => {
    const before = await phoneOf('teamlead@demo.nl')
    const body = await change('teamlead', '+31 6 11112222', 'Niet-Het-Wachtwoord1!')
    expect(body.data).toBeNull()
    expect(body.errors[0].extensions).toMatchObject({
      code: 'wrong_current_password',
      fields: { currentPassword: ['The current password is incorrect.'] },
    })
    expect(body.errors[0].message).toBe('The current password is incorrect.')
    expect(await phoneOf('teamlead@demo.nl')).toBe(before)
  })

  it('refuses an invalid number, even with the right password', async () => {
    const before = await phoneOf('teamlead@demo.nl')
    for (const bad of ['0612345678', '+31 6', 'bel me', '+31 6 1234 5678 9012 34']) {
      const body = await change('teamlead', bad, demoPassword)
      expect(body.errors[0].extensions.code, bad).toBe('invalid_phone_number')
    }
    expect(await phoneOf('teamlead@demo.nl')).toBe(before)
  })

  it("changes only the caller's own number, and the next sign-in code goes to it", async () => {
    const others = {
      employee: await phoneOf('employee@demo.nl'),
      manager: await phoneOf('manager@demo.nl'),
    }
    const body = await change('teamlead', '+31 6-1111.2222', demoPassword)
    expect(body.errors).toBeUndefined()
    expect(body.data.changeOwnPhoneNumber.phoneNumber).toBe('+31611112222')
    expect(await phoneOf('teamlead@demo.nl')).toBe('+31611112222')
    // The call takes no id: nobody, not even a manager, changes another user's number this way.
    await change('manager', '+31 6 99998888', demoPassword)
    expect(await phoneOf('employee@demo.nl')).toBe(others.employee)
    expect(await phoneOf('manager@demo.nl')).toBe('+31699998888')
    expect(await phoneOf('teamlead@demo.nl')).toBe('+31611112222')

    s.clock.advance(2 * 60_000) // past the resend wait of the sign-in at the start
    await s.signIn('teamlead@demo.nl')
    const { body: outbox } = await s.request(
      'GET',
      `/__sandbox/outbox?to=${encodeURIComponent('teamlead@demo.nl')}`,
    )
    const codes = (outbox.messages as { kind: string; address: string }[]).filter(
      (m) => m.kind === 'login-code',
    )
    expect(codes.at(-1)?.address).toBe('+31611112222')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestServer, type TestServer } from '../test-support'
import * as t from './schema'

/**
 * Group appointments through the chatbot GraphQL service as managers and team leads use them: the rules of
 * spec 000 §5 refused with field errors, the calendar token that goes in and never comes out, the refused
 * delete of a connected appointment, and the roles.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const url = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
  // The first GraphQL call loads Yoga and the schemas: here, not inside a test's time.
  await raw('{ allGroupAppointments { id } }')
}, 120_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { message: string; extensions: { code: string } }[] }
const raw = async (query: string, variables?: Record<string, unknown>, who = 'manager') =>
  (await s.graphql(url(), query, { token: tokens[who], variables })).body as Body
const code = (body: Body) => body.errors?.[0]?.extensions.code

const fields =
  'id type maxNrAttendees planRange offsetDays maxNrEventToShow calendarAuthHandler filterMap calendarIsAuthenticated'
const answer = `ok errorMessage errors { field messages } groupAppointment { ${fields} }`
const valid = {
  type: 'Open dag',
  maxNrAttendees: 30,
  planRange: 4,
  offsetDays: 1,
  maxNrEventToShow: 3,
  calendarAuthHandler: 'GOOGLE',
  filterMap: '{ "location": "Utrecht" }',
}
const create = (input: Record<string, unknown>, who = 'manager') =>
  raw(
    `mutation ($input: GroupAppointmentInput!) { createGroupAppointment(input: $input) { ${answer} } }`,
    { input },
    who,
  )
const setToken = (id: string, token: string) =>
  raw(`mutation ($id: ID!, $token: String!) { updateCalendarToken(id: $id, token: $token) { ${answer} } }`, {
    id,
    token,
  })
const remove = (id: string) => raw('mutation ($id: ID!) { deleteGroupAppointment(id: $id) { ok } }', { id })

describe('group appointments', () => {
  it('lists the seeded ones for a team lead with only whether a calendar is connected, never its token', async () => {
    const list = await raw(`{ allGroupAppointments { ${fields} } }`, undefined, 'teamlead')
    expect(list.errors).toBeUndefined()
    expect(list.data.allGroupAppointments).toMatchObject([
      { type: 'Groepsassessment magazijn', calendarIsAuthenticated: false },
      { type: 'Informatieavond chauffeurs', calendarIsAuthenticated: true },
    ])
    expect(JSON.stringify(list)).not.toContain('sandbox-group-calendar-token')
    // The schema has no field that could carry it.
    expect(code(await raw('{ allGroupAppointments { calendarAuthToken } }'))).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    )
  })

  it('refuses what the spec requires, field by field, and a filter map with an empty or repeated key', async () => {
    const refused = await create({
      ...valid,
      type: '  ',
      maxNrAttendees: null,
      planRange: 0,
      offsetDays: null,
      maxNrEventToShow: null,
      filterMap: '{ "team": "Noord", "team": "Zuid" }',
    })
    expect(refused.data.createGroupAppointment.ok).toBe(false)
    const byField = Object.fromEntries(
      (refused.data.createGroupAppointment.errors as { field: string; messages: string[] }[]).map((e) => [
        e.field,
        e.messages[0],
      ]),
    )
    expect(byField).toEqual({
      type: 'This field is required.',
      maxNrAttendees: 'This field is required.',
      planRange: 'Enter a number from 1 to 26.',
      offsetDays: 'This field is required.',
      maxNrEventToShow: 'This field is required.',
      filterMap: 'The key "team" occurs more than once.',
    })
    const emptyValue = await create({ ...valid, filterMap: '{ "team": " " }' })
    expect(emptyValue.data.createGroupAppointment.errors).toEqual([
      { field: 'filterMap', messages: ['The key "team" needs a value.'] },
    ])
    const emptyKey = await create({ ...valid, filterMap: '{ "": "Noord" }' })
    expect(emptyKey.data.createGroupAppointment.errors[0].field).toBe('filterMap')
  })

  it('connects a calendar without the token ever coming back, and refuses to delete it until disconnected', async () => {
    const created = (await create(valid)).data.createGroupAppointment
    expect(created).toMatchObject({
      ok: true,
      groupAppointment: { type: 'Open dag', calendarIsAuthenticated: false },
    })
    expect(JSON.parse(created.groupAppointment.filterMap)).toEqual({ location: 'Utrecht' })
    const id = created.groupAppointment.id as string

    const connected = await setToken(id, 'secret-oauth-token-123')
    expect(connected.data.updateCalendarToken.groupAppointment.calendarIsAuthenticated).toBe(true)
    expect(JSON.stringify(connected)).not.toContain('secret-oauth-token-123')
    const [stored] = await s.services.db
      .select()
      .from(t.groupAppointments)
      .where(eq(t.groupAppointments.id, id))
    expect(stored?.calendarAuthToken).toBe('secret-oauth-token-123')

    const refused = await remove(id)
    expect(code(refused)).toBe('cannot_delete_group_appointment')
    expect(refused.errors?.[0]?.message).toBe('can not delete group appointment')

    expect((await setToken(id, '')).data.updateCalendarToken.groupAppointment.calendarIsAuthenticated).toBe(
      false,
    )
    expect((await remove(id)).data.deleteGroupAppointment.ok).toBe(true)
    expect(code(await remove(id))).toBe('cannot_delete_group_appointment')
  })

  it('updates the fields and keeps the filter map as written', async () => {
    const id = 'ga-werving-assessment'
    const updated = await raw(
      `mutation ($id: ID!, $input: GroupAppointmentInput!) { updateGroupAppointment(id: $id, input: $input) { ${answer} } }`,
      { id, input: { ...valid, type: 'Groepsassessment', filterMap: '{"z": 1, "a": true}' } },
    )
    expect(updated.data.updateGroupAppointment.groupAppointment).toMatchObject({
      id,
      type: 'Groepsassessment',
    })
    expect(Object.keys(JSON.parse(updated.data.updateGroupAppointment.groupAppointment.filterMap))).toEqual([
      'z',
      'a',
    ])
  })

  it('lets a team lead read but not change, and an employee not even read', async () => {
    expect(code(await create(valid, 'teamlead'))).toBe('forbidden')
    expect(
      code(
        await raw(
          'mutation { deleteGroupAppointment(id: "ga-werving-assessment") { ok } }',
          undefined,
          'teamlead',
        ),
      ),
    ).toBe('forbidden')
    expect(code(await raw('{ allGroupAppointments { id } }', undefined, 'employee'))).toBe('forbidden')
  })
})

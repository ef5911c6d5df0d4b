import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { startTestServer, type TestServer } from '../test-support'
import { appointmentOffer, explainOffer } from './booking-service'
import { eventConfigurations } from './schema'

/**
 * Calendar through the router as each role calls it: who sees and changes which calendar user, the
 * schema, slot and preference rules (spec 000 §6), and the switch between custom and shared availability.
 */
let s: TestServer
const tokens: Record<string, string> = {}

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['admin', 'manager', 'teamlead', 'employee'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

const gql = async (who: string, query: string, variables?: Record<string, unknown>) =>
  (await s.graphql('/router/graphql', query, { token: tokens[who] ?? who, variables })).body

const result = `ok code errorMessage errors { field messages }
  calendarUser { id timeZone excludedDays spokenLanguages mayEdit
    availabilitySchemas { id name isDefault timeZone usedBy scheduleAvailabilities { day startTime endTime } }
    eventPreferences { id version dailyLimit enabled scheduleAvailabilitySchema { id }
      scheduleAvailabilities { day startTime endTime } eventConfiguration { id name } } }`

const weekdays = (startTime: string, endTime: string) =>
  ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({ day, startTime, endTime }))

const createSchema = (who: string, calendarUserId: string, input: Record<string, unknown>) =>
  gql(
    who,
    `mutation ($id: ID!, $input: AvailabilitySchemaInput!) {
      createAvailabilitySchema(calendarUserId: $id, input: $input) { ${result} } }`,
    { id: calendarUserId, input: { timeZone: 'Europe/Amsterdam', isDefault: false, ...input } },
  ).then((body) => body.data.createAvailabilitySchema)

describe('who sees and changes which calendar user', () => {
  const visible = async (who: string) =>
    (await gql(who, '{ allCalendarUsers { id mayEdit } }')).data.allCalendarUsers as {
      id: string
      mayEdit: boolean
    }[]

  it('shows an employee and a team lead only their own calendar user, managers and admins everyone', async () => {
    expect(await visible('employee')).toEqual([{ id: 'cal-employee', mayEdit: true }])
    expect(await visible('teamlead')).toEqual([{ id: 'cal-teamlead', mayEdit: true }])
    for (const who of ['manager', 'admin']) {
      const all = await visible(who)
      expect(all.map((user) => user.id).sort()).toEqual(['cal-employee', 'cal-manager', 'cal-teamlead'])
      expect(all.every((user) => user.mayEdit)).toBe(true)
    }
  })

  it("refuses an employee's change to a colleague's calendar, as if it did not exist", async () => {
    const answer = await createSchema('employee', 'cal-manager', { name: 'Avonden', slots: [] })
    expect(answer).toMatchObject({ ok: false, code: 'not_found', calendarUser: null })
    const direct = await gql('employee', '{ calendarUser(id: "cal-manager") { id } }')
    expect(direct.data.calendarUser).toBeNull()
  })

  it('lets only managers and up create event configurations', async () => {
    const input = {
      name: 'Proefdag',
      color: '#4b0082',
      duration: 30,
      location: 'GOOGLE_MEET',
      customLocation: '',
      isEnabled: true,
    }
    const mutation = `mutation ($input: EventConfigurationInput!) {
      createEventConfiguration(input: $input) { ok code eventConfiguration { id name } } }`
    expect((await gql('employee', mutation, { input })).data.createEventConfiguration).toMatchObject({
      ok: false,
      code: 'forbidden',
    })
    expect((await gql('manager', mutation, { input })).data.createEventConfiguration).toMatchObject({
      ok: true,
      eventConfiguration: { name: 'Proefdag' },
    })
    const again = (await gql('admin', mutation, { input: { ...input, name: ' proefdag ' } })).data
      .createEventConfiguration
    expect(again).toMatchObject({ ok: false, code: 'invalid_input' })
  })
})

describe('availability schemas (spec 000 §6)', () => {
  it('needs a name of at least 3 characters, unique per calendar user regardless of case', async () => {
    const short = await createSchema('employee', 'cal-employee', { name: 'Ab', slots: [] })
    expect(short).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(short.errors).toEqual([{ field: 'name', messages: ['At least 3 characters.'] }])
    const duplicate = await createSchema('employee', 'cal-employee', { name: ' kantooruren ', slots: [] })
    expect(duplicate.errors).toEqual([{ field: 'name', messages: ['This name is already in use.'] }])
    // Another calendar user may use the same name.
    expect((await createSchema('manager', 'cal-teamlead', { name: 'Avonden', slots: [] })).ok).toBe(true)
  })

  it('refuses reversed and overlapping slots and unknown time zones, and saves nothing of it', async () => {
    const answer = await createSchema('employee', 'cal-employee', {
      name: 'Avonden',
      timeZone: 'Europe/Atlantis',
      slots: [
        { day: 'MONDAY', startTime: '18:00:00', endTime: '21:00:00' },
        { day: 'MONDAY', startTime: '20:00:00', endTime: '22:00:00' },
        { day: 'TUESDAY', startTime: '21:00:00', endTime: '18:00:00' },
        { day: 'WEDNESDAY', startTime: '12:00:00', endTime: '13:00:00' },
        { day: 'WEDNESDAY', startTime: '13:00:00', endTime: '14:00:00' },
      ],
    })
    expect(answer.ok).toBe(false)
    expect(
      Object.fromEntries(
        answer.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
      ),
    ).toEqual({
      timeZone: 'Unknown time zone.',
      'slots.1': 'Overlaps another slot of this day.',
      'slots.2': 'The end must be after the start.',
    })
    const names = (
      await gql('employee', `{ calendarUser(id: "cal-employee") { availabilitySchemas { name } } }`)
    ).data.calendarUser.availabilitySchemas
    expect(names).toEqual([{ name: 'Kantooruren' }])
  })

  it('keeps one default: making another the default takes it from the first', async () => {
    const answer = await createSchema('manager', 'cal-manager', {
      name: 'Lange dagen',
      isDefault: true,
      slots: weekdays('08:00', '18:00'),
    })
    expect(answer.ok).toBe(true)
    const schemas = answer.calendarUser.availabilitySchemas
    expect(
      schemas
        .filter((schema: { isDefault: boolean }) => schema.isDefault)
        .map((x: { name: string }) => x.name),
    ).toEqual(['Lange dagen'])
    expect(schemas.find((x: { name: string }) => x.name === 'Lange dagen').scheduleAvailabilities[0]).toEqual(
      {
        day: 'MONDAY',
        startTime: '08:00:00',
        endTime: '18:00:00',
      },
    )
  })

  it('will not delete a schema an event preference uses, and names who uses it', async () => {
    const answer = await gql(
      'employee',
      `mutation { deleteAvailabilitySchema(id: "schema-cal-employee") { ${result} } }`,
    )
    expect(answer.data.deleteAvailabilitySchema).toMatchObject({ ok: false, code: 'schema_in_use' })
    expect(answer.data.deleteAvailabilitySchema.errorMessage).toContain('Kennismakingsgesprek')
  })
})

describe('event preferences', () => {
  const preference = (overrides: Record<string, unknown> = {}) => ({
    dailyLimit: 10,
    planOffsetDays: 1,
    sameDayOffsetHours: 0,
    planRange: 4,
    timeBeforeEvent: 0,
    timeAfterEvent: 0,
    enabled: true,
    scheduleAvailabilitySchemaId: 'schema-cal-employee',
    ...overrides,
  })
  const update = (who: string, version: number, input: Record<string, unknown>) =>
    gql(
      who,
      `mutation ($version: Int!, $input: EventPreferenceInput!) {
        updateEventPreference(id: "pref-cal-employee-kennismaking", version: $version, input: $input) { ${result} } }`,
      { version, input },
    ).then((body) => body.data.updateEventPreference)

  it('takes -1 as no limit and refuses 0 and -2 (spec 000 §6)', async () => {
    for (const dailyLimit of [0, -2]) {
      const refused = await update('employee', 1, preference({ dailyLimit }))
      expect(refused.errors).toEqual([{ field: 'dailyLimit', messages: ['From 1 to 100.'] }])
    }
    const unlimited = await update('employee', 1, preference({ dailyLimit: -1 }))
    expect(unlimited.ok).toBe(true)
    expect(unlimited.calendarUser.eventPreferences[0]).toMatchObject({ dailyLimit: -1, version: 2 })
  })

  it('refuses a save over a newer version (two windows on one preference)', async () => {
    const stale = await update('employee', 1, preference({ dailyLimit: 5 }))
    expect(stale).toMatchObject({ ok: false, code: 'stale_version' })
  })

  it('copies the schema slots when switching to custom, and drops its own when switching back', async () => {
    const custom = await update('employee', 2, preference({ scheduleAvailabilitySchemaId: null }))
    const own = custom.calendarUser.eventPreferences[0]
    expect(own.scheduleAvailabilitySchema).toBeNull()
    expect(own.scheduleAvailabilities).toHaveLength(5)
    expect(own.scheduleAvailabilities[0]).toEqual({
      day: 'MONDAY',
      startTime: '09:00:00',
      endTime: '17:00:00',
    })
    const edited = await update(
      'employee',
      3,
      preference({
        scheduleAvailabilitySchemaId: null,
        slots: [{ day: 'FRIDAY', startTime: '13:00', endTime: '15:00' }],
      }),
    )
    expect(edited.calendarUser.eventPreferences[0].scheduleAvailabilities).toEqual([
      { day: 'FRIDAY', startTime: '13:00:00', endTime: '15:00:00' },
    ])
    const shared = await update('employee', 4, preference())
    expect(shared.calendarUser.eventPreferences[0].scheduleAvailabilitySchema).toEqual({
      id: 'schema-cal-employee',
    })
    const rows = await s.services.db.execute(
      "select count(*)::int as n from schedule_availabilities where event_preference_id = 'pref-cal-employee-kennismaking'",
    )
    expect(rows.rows[0]).toEqual({ n: 0 })
  })
})

describe('calendar user', () => {
  it('takes valid unique excluded days and known languages and time zones only', async () => {
    const mutation = `mutation ($days: [String!]!, $languages: [String!]!, $zone: String!) {
      updateCalendarUser(id: "cal-employee", timeZone: $zone, spokenLanguages: $languages, excludedDays: $days) { ${result} } }`
    const bad = (
      await gql('employee', mutation, {
        days: ['2026-12-24', '2026-02-30', '2026-12-24'],
        languages: ['nl', 'xx'],
        zone: 'Mars/Olympus',
      })
    ).data.updateCalendarUser
    expect(bad.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'excludedDays.1',
      'excludedDays.2',
      'spokenLanguages',
      'timeZone',
    ])
    const good = (
      await gql('employee', mutation, {
        days: ['2026-12-31', '2026-12-24'],
        languages: ['nl', 'pl'],
        zone: 'Europe/Warsaw',
      })
    ).data.updateCalendarUser
    expect(good.calendarUser).toMatchObject({
      timeZone: 'Europe/Warsaw',
      spokenLanguages: ['nl', 'pl'],
      excludedDays: ['2026-12-24', '2026-12-31'],
    })
  })
})

describe('the slots the bot offers, and why not the others', () => {
  const slots = (who: string, args: Record<string, unknown>) =>
    gql(
      who,
      `query ($user: ID!, $configuration: ID!, $from: String!, $to: String!, $language: String) {
        calendarSlots(calendarUserId: $user, eventConfigurationId: $configuration, from: $from, to: $to, language: $language) {
          timeZone blockedBy days { day offered { start end } removed { start end reason } } } }`,
      args,
    )
  /** The next Monday to Friday at least two days ahead, in Amsterdam: inside the plan, with the seed's meetings. */
  function workingDayAhead(): string {
    for (let ahead = 2; ; ahead++) {
      const date = new Date(s.services.clock.now() + ahead * 86_400_000)
      const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam', weekday: 'short' })
      if (!['Sat', 'Sun'].includes(parts.format(date)))
        return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(date)
    }
  }
  const local = (iso: string) =>
    new Date(iso).toLocaleTimeString('nl-NL', {
      timeZone: 'Europe/Amsterdam',
      hour: '2-digit',
      minute: '2-digit',
    })

  it("offers the manager's working day around the weekly meeting, and names every rule that removed a slot", async () => {
    const day = workingDayAhead()
    const answer = (
      await slots('manager', { user: 'cal-manager', configuration: 'evc-kennismaking', from: day, to: day })
    ).data.calendarSlots
    expect(answer.blockedBy).toBeNull()
    const [only] = answer.days
    const offered = only.offered.map((slot: { start: string }) => local(slot.start))
    expect(offered[0]).toBe('09:00')
    expect(offered).not.toContain('10:00')
    expect(offered).not.toContain('10:30')
    const reasons = Object.fromEntries(
      only.removed.map((slot: { start: string; reason: string }) => [local(slot.start), slot.reason]),
    )
    expect(reasons).toMatchObject({
      '08:00': 'outsideSchema',
      '10:00': 'busy',
      '10:30': 'busy',
      '17:00': 'outsideSchema',
    })
  })

  it('offers nothing to a candidate whose language nobody speaks there, and says why', async () => {
    const day = workingDayAhead()
    const answer = (
      await slots('manager', {
        user: 'cal-manager',
        configuration: 'evc-kennismaking',
        from: day,
        to: day,
        language: 'pl',
      })
    ).data.calendarSlots
    expect(answer.days[0].offered).toEqual([])
    expect(new Set(answer.days[0].removed.map((slot: { reason: string }) => slot.reason))).toEqual(
      new Set(['language']),
    )
  })

  it('says when the person is not bookable for that kind of appointment at all', async () => {
    const day = workingDayAhead()
    const answer = (
      await slots('teamlead', { user: 'cal-teamlead', configuration: 'evc-kennismaking', from: day, to: day })
    ).data.calendarSlots
    expect(answer).toMatchObject({ blockedBy: 'noPreference', days: [] })
  })

  it("does not explain a colleague's calendar to an employee, and bounds the range", async () => {
    const day = workingDayAhead()
    const foreign = await slots('employee', {
      user: 'cal-manager',
      configuration: 'evc-kennismaking',
      from: day,
      to: day,
    })
    expect(foreign.errors[0].extensions.code).toBe('not_found')
    const long = await slots('manager', {
      user: 'cal-manager',
      configuration: 'evc-kennismaking',
      from: '2026-01-01',
      to: '2026-12-31',
    })
    expect(long.errors[0].extensions.code).toBe('invalid_input')
  })
})

describe('team coverage', () => {
  const coverage = (who: string, variables: Record<string, unknown>) =>
    gql(
      who,
      `query ($configuration: ID!, $from: String!, $days: Int!, $language: String) {
        calendarCoverage(eventConfigurationId: $configuration, from: $from, days: $days, language: $language) {
          days rows { calendarUserId blockedBy offered } } }`,
      variables,
    )
  const tomorrow = () =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(
      new Date(s.services.clock.now() + 86_400_000),
    )

  it('counts the offered slots per person and day for everyone a manager sees, and only oneself for an employee', async () => {
    const from = tomorrow()
    const all = (await coverage('manager', { configuration: 'evc-kennismaking', from, days: 7 })).data
      .calendarCoverage
    expect(all.days).toHaveLength(7)
    const byUser = Object.fromEntries(
      all.rows.map((row: { calendarUserId: string }) => [row.calendarUserId, row]),
    )
    expect(byUser['cal-teamlead']).toMatchObject({
      blockedBy: 'noPreference',
      offered: [0, 0, 0, 0, 0, 0, 0],
    })
    // Working days offer slots, the weekend none.
    expect(byUser['cal-manager'].offered.filter((count: number) => count > 0)).toHaveLength(5)
    const own = (await coverage('employee', { configuration: 'evc-kennismaking', from, days: 7 })).data
      .calendarCoverage
    expect(own.rows.map((row: { calendarUserId: string }) => row.calendarUserId)).toEqual(['cal-employee'])
  })

  it('offers nothing for a language nobody speaks, and bounds the period', async () => {
    const from = tomorrow()
    // Ukrainian: nobody of the demo speaks it (the employee learnt Polish above).
    const ukrainian = (
      await coverage('manager', { configuration: 'evc-kennismaking', from, days: 7, language: 'uk' })
    ).data.calendarCoverage
    expect(
      ukrainian.rows.flatMap((row: { offered: number[] }) => row.offered).every((n: number) => n === 0),
    ).toBe(true)
    const long = await coverage('manager', { configuration: 'evc-kennismaking', from, days: 43 })
    expect(long.errors[0].extensions.code).toBe('invalid_input')
  })
})

describe('one preference per calendar user and kind of appointment', () => {
  it('refuses a second one with its own code, and the screen has its words in both languages', async () => {
    const answer = (
      await gql(
        'manager',
        `mutation ($input: EventPreferenceInput!) {
          createEventPreference(calendarUserId: "cal-manager", eventConfigurationId: "evc-kennismaking", input: $input) {
            ok code errorMessage } }`,
        {
          input: {
            dailyLimit: 10,
            planOffsetDays: 1,
            sameDayOffsetHours: 0,
            planRange: 4,
            timeBeforeEvent: 0,
            timeAfterEvent: 0,
            enabled: true,
            scheduleAvailabilitySchemaId: null,
          },
        },
      )
    ).data.createEventPreference
    expect(answer).toMatchObject({ ok: false, code: 'already_bookable' })
  })
})

describe('linking a calendar (consent page, authenticate calendar, unlink)', () => {
  const callback = 'chatbot-portal://calendar/callback'
  /** What the consent page answers the browser for one decision: the deep link it sends it to. */
  const answer = async (provider: string, decision: string, redirectUri = callback) => {
    const query = new URLSearchParams({ redirect_uri: redirectUri, state: 'state-1', decision })
    const response = await s.request('GET', `/calendar-link/${provider}/consent/answer?${query.toString()}`)
    return { status: response.status, link: new URL(response.headers.get('location') ?? 'x:') }
  }
  const authenticate = (who: string, variables: Record<string, string>) =>
    gql(
      who,
      `mutation ($code: String!, $userId: ID!, $calendarType: String!, $referer: String!) {
        authenticateCalendar(code: $code, userId: $userId, calendarType: $calendarType, referer: $referer) {
          ok code errors { field messages } calendarUser { id isCalendarAuthenticated calendar { product } } } }`,
      { userId: 'u-employee', calendarType: 'GOOGLE', referer: callback, ...variables },
    ).then((body) => body.data.authenticateCalendar)
  const reason = (result: { errors: { field: string; messages: string[] }[] }) =>
    result.errors.find((error) => error.field === 'reason')?.messages[0]

  it('shows a consent page only for the app’s own callback, and answers it with a code or a refusal', async () => {
    const page = await s.request(
      'GET',
      `/calendar-link/google/consent?${new URLSearchParams({ redirect_uri: callback, state: 's' }).toString()}`,
    )
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const foreign = await answer('google', 'allow', 'https://evil.example/steal')
    expect(foreign.status).toBe(400)
    const denied = await answer('microsoft', 'deny')
    expect(denied.status).toBe(303)
    expect(`${denied.link.protocol}//${denied.link.host}${denied.link.pathname}`).toBe(callback)
    expect(denied.link.searchParams.get('error')).toBe('access_denied')
    expect(denied.link.searchParams.get('state')).toBe('state-1')
    expect((await answer('outlook', 'allow')).status).toBe(404)
  })

  it('links with a fresh code once; a replayed, expired, foreign or unknown code fails with its reason', async () => {
    const code = (await answer('google', 'allow')).link.searchParams.get('code')!
    expect(reason(await authenticate('employee', { code, calendarType: 'MICROSOFT' }))).toBe('mismatch')
    // Single use, even after a failed exchange.
    expect(reason(await authenticate('employee', { code }))).toBe('used')
    const expired = (await answer('google', 'expire')).link.searchParams.get('code')!
    expect(reason(await authenticate('employee', { code: expired }))).toBe('expired')
    expect(reason(await authenticate('employee', { code: 'made-up' }))).toBe('unknown')

    const fresh = (await answer('google', 'allow')).link.searchParams.get('code')!
    // Someone else's calendar user: refused as if it did not exist, and the code is not spent.
    expect(await authenticate('employee', { code: fresh, userId: 'u-manager' })).toMatchObject({
      ok: false,
      code: 'not_found',
    })
    expect(await authenticate('employee', { code: fresh })).toMatchObject({
      ok: true,
      calendarUser: { id: 'cal-employee', isCalendarAuthenticated: true, calendar: { product: 'GOOGLE' } },
    })
    expect(reason(await authenticate('employee', { code: fresh }))).toBe('used')
  })

  it('unlinks with the empty token only; a provider revoking the link leaves the calendar known but broken', async () => {
    const unlink = (token: string) =>
      gql(
        'manager',
        `mutation ($token: String!) { updateCalendarToken(token: $token, userId: "u-employee") {
          ok code calendarUser { isCalendarAuthenticated calendar { product } } } }`,
        { token },
      ).then((body) => body.data.updateCalendarToken)
    expect(await unlink('ya29.some-token')).toMatchObject({ ok: false, code: 'calendar_auth_failed' })
    const code = (await answer('microsoft', 'allow')).link.searchParams.get('code')!
    await authenticate('employee', { code, calendarType: 'MICROSOFT' })
    const broken = await s.post('/__sandbox/calendar-link-broken', { calendar_user_id: 'cal-employee' })
    expect(broken.status).toBe(200)
    const [mine] = (
      await gql('employee', '{ allCalendarUsers { isCalendarAuthenticated calendar { product } } }')
    ).data.allCalendarUsers
    expect(mine).toEqual({ isCalendarAuthenticated: false, calendar: { product: 'MICROSOFT' } })
    expect(await unlink('')).toMatchObject({
      ok: true,
      calendarUser: { isCalendarAuthenticated: false, calendar: null },
    })
  })
})

// Several calls each; the limit is for a loaded machine.
describe('reminders of an event configuration (spec 000 §3 event notification, §6)', () => {
  const fields = `ok code errorMessage errors { field messages }
    eventConfiguration { id name reminders notifications { type minutes } }`
  const base = {
    color: '#4b0082',
    duration: 30,
    location: 'GOOGLE_MEET',
    customLocation: '',
    isEnabled: true,
  }
  const create = (input: Record<string, unknown>) =>
    gql(
      'manager',
      `mutation ($input: EventConfigurationInput!) { createEventConfiguration(input: $input) { ${fields} } }`,
      { input: { ...base, ...input } },
    ).then((body) => body.data.createEventConfiguration)
  const update = (id: string, input: Record<string, unknown>) =>
    gql(
      'manager',
      `mutation ($id: ID!, $input: EventConfigurationInput!) {
        updateEventConfiguration(id: $id, input: $input) { ${fields} } }`,
      { id, input: { ...base, ...input } },
    ).then((body) => body.data.updateEventConfiguration)
  const configuration = async (id: string) =>
    (
      (
        await gql(
          'manager',
          `{ allEventConfigurations { id name reminders notifications { type minutes } } }`,
        )
      ).data.allEventConfigurations as { id: string }[]
    ).find((one) => one.id === id)

  it('makes one reminder row an EMAIL and a PUSH notification', async () => {
    const answer = await create({ name: 'Belafspraak', reminders: [60, 15] })
    expect(answer.ok).toBe(true)
    expect(answer.eventConfiguration.reminders).toEqual([15, 60])
    expect(answer.eventConfiguration.notifications).toEqual([
      { type: 'EMAIL', minutes: 15 },
      { type: 'PUSH', minutes: 15 },
      { type: 'EMAIL', minutes: 60 },
      { type: 'PUSH', minutes: 60 },
    ])
  }, 20_000)

  it('refuses negative, absurd, fractional and repeated minutes, and creates nothing', async () => {
    const answer = await create({ name: 'Kennismaking', reminders: [-5, 50_000, 15, 15] })
    expect(answer).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(
      Object.fromEntries(
        answer.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
      ),
    ).toEqual({
      'reminders.0': 'Minutes cannot be negative.',
      'reminders.1': 'At most 40320 minutes (four weeks).',
      'reminders.3': 'This reminder is already set.',
    })
    const names = (await gql('manager', '{ allEventConfigurations { name } }')).data.allEventConfigurations
    expect(names.map((one: { name: string }) => one.name)).not.toContain('Kennismaking')
  }, 20_000)

  it('keeps nothing of a save whose second notification type fails, then saves when it works', async () => {
    const created = await create({ name: 'Nagesprek', reminders: [15, 60] })
    const id = created.eventConfiguration.id
    expect(
      (await s.post('/__sandbox/calendar-fault', { operation: 'createEventNotification.PUSH' })).status,
    ).toBe(200)
    const failed = await update(id, { name: 'Nagesprek kort', reminders: [30] })
    expect(failed).toMatchObject({ ok: false, code: 'reminders_not_saved', eventConfiguration: null })
    // Not half-saved: no lone EMAIL for 30, the old reminders and the old name are all still there.
    expect(await configuration(id)).toMatchObject({ name: 'Nagesprek', reminders: [15, 60] })
    expect((await configuration(id)) as unknown).toHaveProperty('notifications.length', 4)
    const saved = await update(id, { name: 'Nagesprek kort', reminders: [30] })
    expect(saved.eventConfiguration).toMatchObject({
      name: 'Nagesprek kort',
      notifications: [
        { type: 'EMAIL', minutes: 30 },
        { type: 'PUSH', minutes: 30 },
      ],
    })
    // Left out, the reminders stay as they are.
    expect((await update(id, { name: 'Nagesprek kort' })).eventConfiguration.reminders).toEqual([30])
  }, 20_000)

  it('gives a copy the reminders of the original', async () => {
    const created = await create({ name: 'Intake', reminders: [1440] })
    const clone = await gql(
      'manager',
      `mutation ($id: ID!) { cloneEventConfiguration(id: $id, newName: "Intake 2") { ${fields} } }`,
      { id: created.eventConfiguration.id },
    )
    expect(clone.data.cloneEventConfiguration.eventConfiguration.reminders).toEqual([1440])
  }, 20_000)
})

// Several calls each; the limit is for a loaded machine.
describe('translated texts, default attendees and the variable link of an event configuration', () => {
  const fields = `ok code errors { field messages } eventConfiguration { id name
    subject { tags content } description { tags content } customLocationTranslations { tags content }
    defaultAttendees scalarNameSelector selectorValues }`
  const base = {
    color: '#4b0082',
    duration: 30,
    location: 'LOCATION',
    customLocation: 'Kantoor',
    isEnabled: true,
  }
  const save = (id: string | null, input: Record<string, unknown>) =>
    gql(
      'manager',
      id
        ? `mutation ($id: ID!, $input: EventConfigurationInput!) {
            updateEventConfiguration(id: $id, input: $input) { ${fields} } }`
        : `mutation ($input: EventConfigurationInput!) { createEventConfiguration(input: $input) { ${fields} } }`,
      { ...(id ? { id } : {}), input: { ...base, ...input } },
    ).then((body) => (id ? body.data.updateEventConfiguration : body.data.createEventConfiguration))

  it('keeps the texts with content (blank ones skipped), the attendees and the linked values', async () => {
    const answer = await save(null, {
      name: 'Vestigingsbezoek',
      subject: [
        { tags: ['nl'], content: ' Bezoek aan de vestiging ' },
        { tags: ['en'], content: 'Branch visit' },
      ],
      description: [{ tags: ['nl', 'en'], content: '   ' }],
      customLocationTranslations: [{ tags: ['en'], content: 'Office, 2nd floor' }],
      defaultAttendees: ['Planning@Talentbrug.nl'],
      scalarNameSelector: 'vestiging',
      selectorValues: ['Utrecht', 'Zwolle'],
    })
    expect(answer.ok).toBe(true)
    expect(answer.eventConfiguration).toMatchObject({
      subject: [
        { tags: ['nl'], content: 'Bezoek aan de vestiging' },
        { tags: ['en'], content: 'Branch visit' },
      ],
      description: [],
      customLocationTranslations: [{ tags: ['en'], content: 'Office, 2nd floor' }],
      defaultAttendees: ['planning@talentbrug.nl'],
      scalarNameSelector: 'vestiging',
      selectorValues: ['Utrecht', 'Zwolle'],
    })
  }, 20_000)

  it('refuses a language twice, an unknown one, a bad or repeated address and a variable without values', async () => {
    const answer = await save(null, {
      name: 'Groepsintake',
      subject: [
        { tags: ['nl'], content: 'Intake' },
        { tags: ['nl'], content: 'Nog een' },
        { tags: ['xx'], content: 'Onbekend' },
      ],
      defaultAttendees: ['planning@demo.nl', 'geen-adres', 'PLANNING@demo.nl'],
      scalarNameSelector: 'vestiging',
      selectorValues: [],
    })
    expect(answer).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(
      Object.fromEntries(
        answer.errors.map((e: { field: string; messages: string[] }) => [e.field, e.messages[0]]),
      ),
    ).toEqual({
      'subject.1': 'This language already has a text.',
      'subject.2': 'Unknown language.',
      'defaultAttendees.1': 'Not an e-mail address.',
      'defaultAttendees.2': 'This address is already invited.',
      selectorValues: 'Add at least one value of the variable.',
    })
    const names = (await gql('manager', '{ allEventConfigurations { name } }')).data.allEventConfigurations
    expect(names.map((one: { name: string }) => one.name)).not.toContain('Groepsintake')
  }, 20_000)

  it('removes the texts a failing save created and keeps the old ones', async () => {
    const created = await save(null, {
      name: 'Proefplaatsing',
      subject: [{ tags: ['nl'], content: 'Proef' }],
    })
    const id = created.eventConfiguration.id
    const read = async () =>
      (
        await gql(
          'manager',
          `{ allEventConfigurations { id name subject { content } description { content } } }`,
        )
      ).data.allEventConfigurations.find((one: { id: string }) => one.id === id)
    const change = {
      name: 'Proefplaatsing kort',
      subject: [{ tags: ['nl'], content: 'Kort' }],
      description: [{ tags: ['nl'], content: 'Uitleg' }],
      reminders: [10],
    }
    // The texts are written, then the reminder after them fails: the texts it created must not stay.
    await s.post('/__sandbox/calendar-fault', { operation: 'createEventNotification.PUSH' })
    expect(await save(id, change)).toMatchObject({ ok: false, code: 'reminders_not_saved' })
    const unchanged = { id, name: 'Proefplaatsing', subject: [{ content: 'Proef' }], description: [] }
    expect(await read()).toEqual(unchanged)
    // A text that cannot be written: the spec's failed save, nothing kept either.
    await s.post('/__sandbox/calendar-fault', { operation: 'createTranslation' })
    expect(await save(id, change)).toMatchObject({ ok: false, code: 'event_configuration_not_saved' })
    expect(await read()).toEqual(unchanged)
  }, 20_000)
})

describe('single schedule availabilities (spec 001 §7.4 create, update, delete)', () => {
  const slotResult = `ok code errorMessage errors { field messages }
    calendarUser { availabilitySchemas { id scheduleAvailabilities { id day startTime endTime } }
      eventPreferences { id version scheduleAvailabilities { id day startTime endTime } } }`
  const create = (who: string, owner: Record<string, string>, input: Record<string, string>) =>
    gql(
      who,
      `mutation ($schemaId: ID, $eventPreferenceId: ID, $input: ScheduleSlotInput!) {
        createScheduleAvailability(schemaId: $schemaId, eventPreferenceId: $eventPreferenceId, input: $input) { ${slotResult} } }`,
      { ...owner, input },
    ).then((body) => body.data.createScheduleAvailability)
  const update = (who: string, id: string, input: Record<string, string>) =>
    gql(
      who,
      `mutation ($id: ID!, $input: ScheduleSlotInput!) { updateScheduleAvailability(id: $id, input: $input) { ${slotResult} } }`,
      { id, input },
    ).then((body) => body.data.updateScheduleAvailability)
  const remove = (who: string, id: string) =>
    gql(who, `mutation ($id: ID!) { deleteScheduleAvailability(id: $id) { ${slotResult} } }`, { id }).then(
      (body) => body.data.deleteScheduleAvailability,
    )
  const mornings = { schemaId: 'schema-teamlead-mornings' }
  const saturday = (startTime: string, endTime: string) => ({ day: 'SATURDAY', startTime, endTime })
  type Slot = { id: string; day: string; startTime: string }
  const saturdaysOf = (answer: {
    calendarUser: { availabilitySchemas: { id: string; scheduleAvailabilities: Slot[] }[] }
  }) =>
    answer.calendarUser.availabilitySchemas
      .find((schema) => schema.id === mornings.schemaId)!
      .scheduleAvailabilities.filter((slot) => slot.day === 'SATURDAY')

  it("adds, moves and deletes one slot of a schema by the week's rules, leaving the others alone", async () => {
    const created = await create('teamlead', mornings, saturday('09:00', '11:00'))
    expect(created.ok).toBe(true)
    const [slot] = saturdaysOf(created)
    expect(slot).toMatchObject({ startTime: '09:00:00', endTime: '11:00:00' })
    expect(
      created.calendarUser.availabilitySchemas.find((s: { id: string }) => s.id === mornings.schemaId)
        .scheduleAvailabilities,
    ).toHaveLength(6)

    expect((await create('teamlead', mornings, saturday('10:30', '12:00'))).errors).toEqual([
      { field: 'startTime', messages: ['Overlaps another slot of this day.'] },
    ])
    expect((await create('teamlead', mornings, saturday('13:00', '12:00'))).errors).toEqual([
      { field: 'endTime', messages: ['The end must be after the start.'] },
    ])
    expect(
      (await create('teamlead', mornings, { day: 'saturday', startTime: '13:00', endTime: '14:00' })).errors,
    ).toEqual([{ field: 'day', messages: ['Unknown day.'] }])
    // Moving a slot over where it was is no overlap.
    const moved = await update('teamlead', slot!.id, saturday('10:00', '12:00'))
    expect(saturdaysOf(moved)).toEqual([
      { id: slot!.id, day: 'SATURDAY', startTime: '10:00:00', endTime: '12:00:00' },
    ])
    // A colleague's schema is not an employee's to change: as if it did not exist.
    expect(await update('employee', slot!.id, saturday('10:00', '12:30'))).toMatchObject({
      ok: false,
      code: 'not_found',
    })
    expect(await remove('employee', slot!.id)).toMatchObject({ ok: false, code: 'not_found' })

    expect(saturdaysOf(await remove('teamlead', slot!.id))).toEqual([])
    expect(await remove('teamlead', slot!.id)).toMatchObject({ ok: false, code: 'not_found' })
    expect(
      (
        await create(
          'teamlead',
          { ...mornings, eventPreferenceId: 'pref-cal-teamlead-sollicitatie' },
          saturday('09:00', '10:00'),
        )
      ).errors[0].field,
    ).toBe('schemaId')
  })

  it("changes a custom preference's own slots only, and moves its version on", async () => {
    const prefId = 'pref-cal-teamlead-sollicitatie'
    // On a shared schema the preference has no slots of its own to change.
    expect(
      (await create('teamlead', { eventPreferenceId: prefId }, saturday('09:00', '10:00'))).errors,
    ).toEqual([{ field: 'eventPreferenceId', messages: ['This preference uses a shared schema.'] }])
    const read = await gql(
      'teamlead',
      `{ calendarUser(id: "cal-teamlead") { eventPreferences { id version } } }`,
    )
    const { version } = read.data.calendarUser.eventPreferences.find((p: { id: string }) => p.id === prefId)
    const input = {
      dailyLimit: 2,
      planOffsetDays: 1,
      sameDayOffsetHours: 0,
      planRange: 4,
      timeBeforeEvent: 15,
      timeAfterEvent: 15,
      enabled: true,
      scheduleAvailabilitySchemaId: null,
    }
    const switched = await gql(
      'teamlead',
      `mutation ($v: Int!, $input: EventPreferenceInput!) { updateEventPreference(id: "${prefId}", version: $v, input: $input) { ok } }`,
      { v: version, input },
    )
    expect(switched.data.updateEventPreference.ok).toBe(true)
    const added = await create('teamlead', { eventPreferenceId: prefId }, saturday('09:00', '10:00'))
    const own = added.calendarUser.eventPreferences.find((p: { id: string }) => p.id === prefId)
    expect(own.version).toBe(version + 2)
    expect(own.scheduleAvailabilities.filter((slot: Slot) => slot.day === 'SATURDAY')).toHaveLength(1)
    // The schema it was copied from keeps its week.
    expect(saturdaysOf(added)).toEqual([])
    // A window still holding the week before the single change is refused, not put back.
    const stale = await gql(
      'teamlead',
      `mutation ($v: Int!, $input: EventPreferenceInput!) { updateEventPreference(id: "${prefId}", version: $v, input: $input) { ok code } }`,
      { v: version + 1, input },
    )
    expect(stale.data.updateEventPreference).toEqual({ ok: false, code: 'stale_version' })
  })
})

describe("an event configuration's variable link filters what the bot offers (spec 000 §3)", () => {
  it('offers its slots only to a candidate whose answer is one of the values, and explains the others', async () => {
    const db = s.services.db
    const id = 'evc-kennismaking'
    const [configuration] = await db.select().from(eventConfigurations).where(eq(eventConfigurations.id, id))
    const link = (scalarNameSelector: string | null, selectorValues: string[]) =>
      db
        .update(eventConfigurations)
        .set({ scalarNameSelector, selectorValues })
        .where(eq(eventConfigurations.id, id))
    const now = s.services.clock.now()
    const offer = (answers?: Record<string, string>) =>
      appointmentOffer(db, {
        organizationId: configuration!.organizationId,
        eventConfigurationId: id,
        languageTag: 'nl-NL',
        now,
        ...(answers ? { answers } : {}),
      })
    const unlinked = await offer({})
    expect(unlinked.length).toBeGreaterThan(0)
    await link('vestiging', ['Utrecht', 'Zwolle'])
    try {
      expect(await offer({ vestiging: 'utrecht' })).toEqual(unlinked)
      expect(await offer({ vestiging: 'Amersfoort' })).toEqual([])
      expect(await offer({})).toEqual([])
      const viewer = await s.services.auth.authenticate(tokens['manager']!)
      const explained = await explainOffer(db, viewer, {
        eventConfigurationId: id,
        languageTag: 'nl-NL',
        from: '2000-01-03',
        to: '2000-01-04',
        now,
        answers: { vestiging: 'Amersfoort' },
      })
      expect(explained.explanations.map((one) => one.blockedBy)).toEqual([
        'variableMismatch',
        'variableMismatch',
      ])
    } finally {
      await link(configuration!.scalarNameSelector, configuration!.selectorValues)
    }
  })
})

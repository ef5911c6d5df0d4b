import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * Settings › Availabilities through the chatbot GraphQL service: who may read and change them, the
 * availability's rules (categories default 'generic', bounds, time zone), and each block call on its own
 * (start earlier than end, no overlap, working days only, the last block refused with 'can not delete block').
 */
let s: TestServer
const tokens: Record<string, string> = {}
const url = (project = 'talentbrug-werving') => `${s.url}/chatbot-server/${project}/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
  // The chatbot service's schema loads on its first request: not inside a test's time.
  await s.graphql(url(), '{ __typename }', { token: tokens.manager })
}, 120_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager'): Promise<any> =>
  (await s.graphql(url(), query, { token: tokens[who], variables })).body

const result = 'ok code errorMessage errors { field messages }'
const blockCall = (mutation: 'createBlock' | 'updateBlock', id: string, input: object, who = 'manager') =>
  gql(
    mutation === 'createBlock'
      ? `mutation ($id: ID!, $input: AvailabilityBlockInput!) { createBlock(availabilityId: $id, input: $input) { ${result} block { id day startTime endTime } } }`
      : `mutation ($id: ID!, $input: AvailabilityBlockInput!) { updateBlock(id: $id, input: $input) { ${result} block { id day startTime endTime } } }`,
    { id, input },
    who,
  ).then((body) => body.data?.[mutation] ?? body)
const deleteBlock = (id: string) =>
  gql(`mutation ($id: ID!) { deleteBlock(id: $id) { ${result} } }`, { id }).then((b) => b.data.deleteBlock)
const blocksOf = async (id: string): Promise<{ id: string; day: string }[]> =>
  (await gql(`query ($id: ID!) { availability(id: $id) { blocks { id day startTime endTime } } }`, { id }))
    .data.availability.blocks

const settings = {
  appointmentType: {
    type: 'Kennismakingsgesprek',
    preTime: 15,
    postTime: 15,
    planRange: 4,
    workingDaysOnly: true,
    offsetDays: 1,
    slotDuration: 30,
    isDefault: true,
  },
  interviewType: 'Op locatie',
  categories: ['generic'],
  timeZone: 'Europe/Amsterdam',
  maxDailyAppointments: 6,
}
const update = (input: object, who = 'manager') =>
  gql(
    `mutation ($input: CalendarAvailabilityInput!) {
      updateCalendarAvailability(id: "avail-werving-manager", input: $input) {
        ${result} availability { categories timeZone maxDailyAppointments appointmentType { type slotDuration } } } }`,
    { input },
    who,
  ).then((body) => body.data?.updateCalendarAvailability ?? body)

describe('availabilities', () => {
  it("lists only the selected chatbot's availabilities, days upper-case in week order", async () => {
    const list = (await gql('{ allAvailabilities { id contactName blocks { day } } }')).data.allAvailabilities
    expect(list.map((a: { id: string }) => a.id)).toEqual(['avail-werving-employee', 'avail-werving-manager'])
    expect(list[0].blocks.map((b: { day: string }) => b.day)).toEqual([
      'MONDAY',
      'WEDNESDAY',
      'FRIDAY',
      'SATURDAY',
    ])
  })

  it('lets a team lead read but not change them', async () => {
    expect((await gql('{ allAvailabilities { id } }', {}, 'teamlead')).data.allAvailabilities).toHaveLength(2)
    const refused = await update(settings, 'teamlead')
    expect(refused.errors[0].extensions.code).toBe('forbidden')
    const block = await blockCall(
      'createBlock',
      'avail-werving-manager',
      {
        day: 'SATURDAY',
        startTime: '09:00',
        endTime: '10:00',
      },
      'teamlead',
    )
    expect(block.errors[0].extensions.code).toBe('forbidden')
  })

  it("saves the settings, stores no categories as 'generic' and refuses values out of bounds", async () => {
    const saved = await update({ ...settings, categories: [' ', ''], maxDailyAppointments: -1 })
    expect(saved.ok).toBe(true)
    expect(saved.availability.categories).toEqual(['generic'])
    expect(saved.availability.maxDailyAppointments).toBe(-1)
    const bad = await update({
      ...settings,
      timeZone: 'Mars/Olympus',
      maxDailyAppointments: 0,
      appointmentType: { ...settings.appointmentType, slotDuration: 1 },
    })
    expect(bad.ok).toBe(false)
    expect(bad.code).toBe('invalid_input')
    expect(bad.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'maxDailyAppointments',
      'slotDuration',
      'timeZone',
    ])
  })

  it('creates, changes and refuses blocks by the rules, each by its own call', async () => {
    const id = 'avail-werving-manager'
    const created = await blockCall('createBlock', id, {
      day: 'MONDAY',
      startTime: '17:00',
      endTime: '18:30',
    })
    expect(created.ok).toBe(true)
    expect(created.block).toMatchObject({ day: 'MONDAY', startTime: '17:00:00', endTime: '18:30:00' })

    const backwards = await blockCall('createBlock', id, {
      day: 'TUESDAY',
      startTime: '18:00',
      endTime: '17:30',
    })
    expect(backwards).toMatchObject({ ok: false, code: 'block_invalid', errors: [{ field: 'endTime' }] })
    const equal = await blockCall('createBlock', id, { day: 'TUESDAY', startTime: '18:00', endTime: '18:00' })
    expect(equal.errors[0].messages).toEqual(['endBeforeStart'])
    const overlap = await blockCall('createBlock', id, {
      day: 'MONDAY',
      startTime: '11:30',
      endTime: '12:30',
    })
    expect(overlap.errors[0].messages).toEqual(['overlap'])
    // Working days only: no Saturday for this appointment type.
    const weekend = await blockCall('createBlock', id, {
      day: 'SATURDAY',
      startTime: '09:00',
      endTime: '10:00',
    })
    expect(weekend.errors[0]).toEqual({ field: 'day', messages: ['notPlannedDay'] })
    const lower = await blockCall('createBlock', id, { day: 'monday', startTime: '19:00', endTime: '20:00' })
    expect(lower.errors[0]).toEqual({ field: 'day', messages: ['invalidDay'] })

    // Moving a block over itself is no overlap; onto its neighbour is.
    const moved = await blockCall('updateBlock', created.block.id, {
      day: 'MONDAY',
      startTime: '17:30',
      endTime: '19:00',
    })
    expect(moved.block.startTime).toBe('17:30:00')
    const onto = await blockCall('updateBlock', created.block.id, {
      day: 'MONDAY',
      startTime: '16:00',
      endTime: '19:00',
    })
    expect(onto.errors[0].messages).toEqual(['overlap'])
  })

  it("deletes blocks but refuses the last one with 'can not delete block'", async () => {
    const id = 'avail-techniek-manager'
    const techniek = async (query: string, variables: Record<string, unknown>) =>
      (await s.graphql(url('talentbrug-techniek'), query, { token: tokens.manager, variables })).body.data
    const blocks = (await techniek('query ($id: ID!) { availability(id: $id) { blocks { id } } }', { id }))
      .availability.blocks as { id: string }[]
    expect(blocks).toHaveLength(5)
    // Another chatbot's block is not this chatbot's to delete.
    expect(await deleteBlock(blocks[0]!.id)).toMatchObject({ ok: false, code: 'block_not_deleted' })
    const del = (blockId: string) =>
      techniek(`mutation ($id: ID!) { deleteBlock(id: $id) { ${result} } }`, { id: blockId }).then(
        (d) => d.deleteBlock,
      )
    for (const block of blocks.slice(0, 4)) expect((await del(block.id)).ok).toBe(true)
    expect(await del(blocks[4]!.id)).toEqual({
      ok: false,
      code: 'block_not_deleted',
      errorMessage: 'can not delete block',
      errors: [],
    })
    expect(await del(blocks[0]!.id)).toMatchObject({ ok: false, code: 'block_not_deleted' })
    expect((await blocksOf('avail-werving-employee')).length).toBe(4)
  })

  it("creates a whole availability for one of the chatbot's staff and deletes it, else 'can not delete calendar'", async () => {
    const fields = `${result} availability { id userId contactName calendarEmail categories appointmentType { type } blocks { day startTime endTime } }`
    const create = (userId: string, input: object, who = 'manager') =>
      gql(
        `mutation ($userId: ID!, $input: CalendarAvailabilityInput!) { createCalendarAvailability(userId: $userId, input: $input) { ${fields} } }`,
        { userId, input },
        who,
      ).then((body) => body.data?.createCalendarAvailability ?? body)
    const remove = (id: string, who = 'manager') =>
      gql(`mutation ($id: ID!) { deleteCalendarAvailability(id: $id) { ${result} } }`, { id }, who).then(
        (body) => body.data?.deleteCalendarAvailability ?? body,
      )
    const staff = (await gql('{ availabilityStaff { id name email } }')).data.availabilityStaff
    expect(staff).toContainEqual({ id: 'u-teamlead', name: expect.any(String), email: 'teamlead@demo.nl' })

    const input = { ...settings, appointmentType: { ...settings.appointmentType, type: ' Tweede gesprek ' } }
    expect((await create('u-teamlead', input, 'teamlead')).errors[0].extensions.code).toBe('forbidden')
    const created = await create('u-teamlead', input)
    expect(created.ok).toBe(true)
    expect(created.availability).toMatchObject({
      userId: 'u-teamlead',
      calendarEmail: 'teamlead@demo.nl',
      appointmentType: { type: 'Tweede gesprek' },
    })
    // Working days only: the spec's default availability on Monday to Friday.
    expect(created.availability.blocks).toHaveLength(5)
    expect(created.availability.blocks[0]).toEqual({
      day: 'MONDAY',
      startTime: '09:00:00',
      endTime: '17:00:00',
    })

    const again = await create('u-teamlead', {
      ...input,
      appointmentType: { ...input.appointmentType, type: 'tweede GESPREK' },
    })
    expect(again).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: [{ field: 'type', messages: ['duplicate'] }],
    })
    const stranger = await create('u-nobody', input)
    expect(stranger.errors).toEqual([{ field: 'userId', messages: ['unknownUser'] }])

    expect(await remove(created.availability.id, 'teamlead')).toMatchObject({
      errors: [{ extensions: { code: 'forbidden' } }],
    })
    expect(await remove(created.availability.id)).toMatchObject({ ok: true })
    expect((await gql('{ allAvailabilities { id } }')).data.allAvailabilities).toHaveLength(2)
    expect(await remove(created.availability.id)).toEqual({
      ok: false,
      code: 'calendar_not_deleted',
      errorMessage: 'can not delete calendar',
      errors: [],
    })
    // Another chatbot's availability is not this chatbot's to delete.
    expect((await remove('avail-techniek-manager')).code).toBe('calendar_not_deleted')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { appointments } from '../calendar/schema'
import { offerPerDay, offerSize } from '../calendar/booking-service'
import { startTestServer, type TestServer } from '../test-support'
import { bookingStartOptionId } from './seed'

/**
 * The bot books for real, through "Try it" on the demo flow that books (seed.ts): the slots offered are the
 * calendar's, picking one creates the appointment in the calendar, the booked slot leaves every later
 * offer, and of two candidates racing for one slot one books and the other is offered the rest.
 */
let s: TestServer
let token = ''
let employee = ''
const werving = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.signIn('manager@demo.nl')).access
  employee = (await s.signIn('employee@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

interface TurnBody {
  sessionId: string
  clientId: string
  waitingStateId: string | null
  finished: boolean
  answers: Record<string, string>
  trace: { matchedBy: string }
  replies: { text: string; buttons: { optionId: string; label: string }[] }[]
}

const turn = `sessionId clientId waitingStateId finished answers trace { matchedBy }
  replies { text buttons { optionId label } }`
async function say(vars: { s?: string; t?: string; o?: string }): Promise<TurnBody> {
  const body = (
    await s.graphql(
      werving(),
      `mutation($s: ID, $l: String!, $t: String, $o: ID) {
        tryItMessage(sessionId: $s, languageTag: $l, text: $t, optionId: $o) { ${turn} } }`,
      { token, variables: { l: 'nl-NL', ...vars } },
    )
  ).body
  expect(body.errors).toBeUndefined()
  return body.data.tryItMessage
}

async function booking(as: string, clientId: string) {
  const body = (
    await s.graphql(
      werving(),
      `query($c: ID!) { conversationBooking(clientId: $c) {
        appointments { start end calendarUserName eventConfigurationName }
        offer { eventConfigurationName hiddenCalendarUsers slots { label calendarUserName }
          explanations { calendarUserId blockedBy days { day removed { start end reason } } } } } }`,
      { token: as, variables: { c: clientId } },
    )
  ).body
  expect(body.errors).toBeUndefined()
  return body.data.conversationBooking
}

const slotsOf = (answer: TurnBody) =>
  (answer.replies.at(-1)?.buttons ?? []).filter((button) => button.optionId.startsWith('slot:'))

/** A new Try-it chat at the booking question. */
async function atBookingQuestion(): Promise<TurnBody> {
  const start = await say({})
  expect(start.replies.at(-1)!.buttons.map((b) => b.label)).toContain('Kennismaking plannen')
  return say({ s: start.sessionId, o: bookingStartOptionId })
}

describe('the bot books an appointment', { timeout: 30_000 }, () => {
  it("offers the calendar's free slots, books the one picked and never offers it again", async () => {
    const asked = await atBookingQuestion()
    const offered = slotsOf(asked)
    expect(offered).toHaveLength(offerSize)
    // At most offerPerDay a day: the candidate sees several days.
    const days = new Set(offered.map((slot) => slot.label.split(' ').slice(0, 3).join(' ')))
    expect(days.size).toBeGreaterThanOrEqual(offerSize / offerPerDay)
    const picked = offered[0]!
    const booked = await say({ s: asked.sessionId, o: picked.optionId })
    expect(booked.trace.matchedBy).toBe('BOOKED')
    expect(booked.replies[0]!.text).toBe(`Je afspraak staat ingepland: ${picked.label}.`)
    expect(booked.finished).toBe(true)
    const [, calendarUserId, start] = picked.optionId.split(':')
    const rows = await s.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, asked.clientId))
    expect(rows).toMatchObject([
      {
        calendarUserId,
        startsAt: Number(start),
        eventConfigurationId: 'evc-kennismaking',
        chatbotId: 'cb-werving',
      },
    ])
    const later = slotsOf(await atBookingQuestion())
    expect(later.map((slot) => slot.optionId)).not.toContain(picked.optionId)

    // The Smart Inbox conversation shows the appointment, the offer, and why the other slots were not offered.
    const seen = await booking(token, asked.clientId)
    expect(seen.appointments).toMatchObject([
      { start: new Date(Number(start)).toISOString(), eventConfigurationName: 'Kennismakingsgesprek' },
    ])
    expect(seen.appointments[0].calendarUserName).not.toBe('')
    expect(seen.offer.slots.map((slot: { label: string }) => slot.label)).toEqual(
      offered.map((slot) => slot.label),
    )
    expect(
      seen.offer.explanations.map((one: { calendarUserId: string }) => one.calendarUserId).sort(),
    ).toEqual(['cal-employee', 'cal-manager'])
    const reasons = seen.offer.explanations.flatMap(
      (one: { days: { removed: { reason: string; start: string }[] }[] }) =>
        one.days.flatMap((day) => day.removed),
    )
    // The slot it booked is now the calendar user's appointment: busy, explained as such.
    expect(reasons).toContainEqual({
      start: new Date(Number(start)).toISOString(),
      reason: 'busy',
      end: expect.any(String),
    })
    // An employee sees only their own calendar's explanation; the colleague is only counted.
    const own = await booking(employee, asked.clientId)
    expect(own.offer.explanations.map((one: { calendarUserId: string }) => one.calendarUserId)).toEqual([
      'cal-employee',
    ])
    expect(own.offer.hiddenCalendarUsers).toBe(1)
  })

  it('of two candidates picking the same slot, books one and offers the other the rest', async () => {
    const [first, second] = await Promise.all([atBookingQuestion(), atBookingQuestion()])
    const slot = slotsOf(first!)[0]!
    expect(slotsOf(second!)[0]!.optionId).toBe(slot.optionId)
    const answers = await Promise.all([
      say({ s: first!.sessionId, o: slot.optionId }),
      say({ s: second!.sessionId, o: slot.optionId }),
    ])
    expect(answers.map((one) => one.trace.matchedBy).sort()).toEqual(['BOOKED', 'SLOT_TAKEN'])
    const loser = answers.find((one) => one.trace.matchedBy === 'SLOT_TAKEN')!
    expect(loser.replies[0]!.text).toBe(
      'Dat tijdstip is net door iemand anders geboekt. Kies een ander moment.',
    )
    expect(loser.waitingStateId).toBe(first!.waitingStateId)
    const rest = slotsOf(loser)
    expect(rest.length).toBeGreaterThan(0)
    expect(rest.map((one) => one.optionId)).not.toContain(slot.optionId)
    const [, calendarUserId, start] = slot.optionId.split(':')
    const booked = await s.services.db
      .select()
      .from(appointments)
      .where(eq(appointments.startsAt, Number(start)))
    expect(booked.filter((row) => row.calendarUserId === calendarUserId)).toHaveLength(1)
  })

  it('books a slot picked by its number too', async () => {
    const asked = await atBookingQuestion()
    const second = slotsOf(asked)[1]!
    const booked = await say({ s: asked.sessionId, t: '2' })
    expect(booked.trace.matchedBy).toBe('BOOKED')
    expect(booked.answers).toEqual({ afspraak: second.label })
  })
})

import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  blockProblem,
  isWireDay,
  newAvailabilityBlocks,
  newAvailabilityProblems,
  normalCategories,
  settingsProblems,
  type AvailabilitySettings,
  type BlockProblem,
  type NewAvailabilityProblem,
  type SettingsField,
  type SettingsProblem,
} from '@shared/domain/availabilities'
import { minutesOfDay, weekDays, wireTime } from '@shared/domain/calendar'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import { userChatbots, users } from '../chatbots/schema'
import * as t from './schema'

type AvailabilityRow = typeof t.calendarAvailabilities.$inferSelect
type BlockRow = typeof t.availabilityBlocks.$inferSelect

export interface BlockView {
  readonly id: string
  /** Upper-case, as on the wire. */
  readonly day: string
  readonly startTime: string
  readonly endTime: string
}
export type AvailabilityView = Omit<AvailabilityRow, 'chatbotId'> & { readonly blocks: BlockView[] }

export type Refusal =
  | {
      readonly ok: false
      readonly code: 'invalid_input'
      readonly problems: Partial<Record<SettingsField | 'userId', SettingsProblem | NewAvailabilityProblem>>
    }
  | {
      readonly ok: false
      readonly code: 'block_invalid'
      readonly field: 'day' | 'startTime' | 'endTime'
      readonly problem: BlockProblem
    }
  | { readonly ok: false; readonly code: 'block_not_deleted' | 'calendar_not_deleted' | 'not_found' }

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`
const dayOrder = (day: string) => weekDays.indexOf(day as (typeof weekDays)[number])
const byDayAndStart = (a: BlockView, b: BlockView) =>
  dayOrder(a.day) - dayOrder(b.day) || (minutesOfDay(a.startTime) ?? 0) - (minutesOfDay(b.startTime) ?? 0)
const blockView = ({ id, day, startTime, endTime }: BlockRow): BlockView => ({ id, day, startTime, endTime })

async function withBlocks(db: DbOrTx, rows: readonly AvailabilityRow[]): Promise<AvailabilityView[]> {
  if (rows.length === 0) return []
  const blocks = await db
    .select()
    .from(t.availabilityBlocks)
    .where(
      inArray(
        t.availabilityBlocks.availabilityId,
        rows.map((row) => row.id),
      ),
    )
  return rows.map(({ chatbotId: _chatbot, ...row }) => ({
    ...row,
    blocks: blocks
      .filter((b) => b.availabilityId === row.id)
      .map(blockView)
      .sort(byDayAndStart),
  }))
}

/** The chatbot's availabilities by contact name, each with its blocks in week order. */
export async function listAvailabilities(db: SandboxDb, chatbot: ChatbotRow): Promise<AvailabilityView[]> {
  const rows = await db
    .select()
    .from(t.calendarAvailabilities)
    .where(eq(t.calendarAvailabilities.chatbotId, chatbot.id))
    .orderBy(asc(t.calendarAvailabilities.contactName), asc(t.calendarAvailabilities.id))
  return withBlocks(db, rows)
}

async function findAvailability(db: DbOrTx, chatbot: ChatbotRow, id: string) {
  const [row] = await db
    .select()
    .from(t.calendarAvailabilities)
    .where(and(eq(t.calendarAvailabilities.id, id), eq(t.calendarAvailabilities.chatbotId, chatbot.id)))
  return row ?? null
}

export async function getAvailability(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  const row = await findAvailability(db, chatbot, id)
  return row ? ((await withBlocks(db, [row]))[0] ?? null) : null
}

/**
 * Saves the appointment type, interview type, categories (none: 'generic'), time zone and daily maximum.
 * Turning workingDaysOnly on keeps weekend blocks (they are not planned meanwhile, and return when it is
 * turned off again), so the switch loses nothing.
 */
export async function updateAvailability(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  input: AvailabilitySettings,
): Promise<{ ok: true; availability: AvailabilityView } | Refusal> {
  const problems = settingsProblems(input)
  if (Object.keys(problems).length > 0) return { ok: false, code: 'invalid_input', problems }
  return db.transaction(async (tx) => {
    const row = await findAvailability(tx, chatbot, id)
    if (!row) return { ok: false, code: 'not_found' } as const
    const [saved] = await tx
      .update(t.calendarAvailabilities)
      .set({
        appointmentType: { ...input.appointmentType, type: input.appointmentType.type.trim() },
        interviewType: input.interviewType.trim(),
        categories: normalCategories(input.categories),
        timeZone: input.timeZone,
        maxDailyAppointments: input.maxDailyAppointments,
      })
      .where(eq(t.calendarAvailabilities.id, id))
      .returning()
    return { ok: true, availability: (await withBlocks(tx, [saved!]))[0]! } as const
  })
}

export interface StaffMember {
  readonly id: string
  readonly name: string
  readonly email: string
}

/** Who may get an availability on this chatbot: its organisation's users assigned to it, by name. */
export async function listStaff(db: DbOrTx, chatbot: ChatbotRow): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .innerJoin(userChatbots, eq(userChatbots.userId, users.id))
    .where(and(eq(userChatbots.chatbotId, chatbot.id), eq(users.organizationId, chatbot.organizationId)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
  return rows.map(({ id, firstName, lastName, email }) => ({
    id,
    name: `${firstName} ${lastName}`.trim(),
    email,
  }))
}

/**
 * A new availability (spec 001 §7.4 "calendar availability create") for one of the chatbot's staff: contact
 * name and calendar e-mail are the person's, the settings follow the update's rules, and it starts with the
 * default 09:00–17:00 on every planned day (an availability never has no block, see `deleteBlock`).
 */
export async function createAvailability(
  db: SandboxDb,
  chatbot: ChatbotRow,
  userId: string,
  input: AvailabilitySettings,
): Promise<{ ok: true; availability: AvailabilityView } | Refusal> {
  return db.transaction(async (tx) => {
    const staff = await listStaff(tx, chatbot)
    const existing = await tx
      .select()
      .from(t.calendarAvailabilities)
      .where(eq(t.calendarAvailabilities.chatbotId, chatbot.id))
    const problems = {
      ...settingsProblems(input),
      ...newAvailabilityProblems({ userId, type: input.appointmentType.type }, staff, existing),
    }
    if (Object.keys(problems).length > 0) return { ok: false, code: 'invalid_input', problems } as const
    const person = staff.find((p) => p.id === userId)!
    const [row] = await tx
      .insert(t.calendarAvailabilities)
      .values({
        id: newId('avail'),
        chatbotId: chatbot.id,
        userId,
        contactName: person.name,
        calendarEmail: person.email,
        appointmentType: { ...input.appointmentType, type: input.appointmentType.type.trim() },
        interviewType: input.interviewType.trim(),
        categories: normalCategories(input.categories),
        timeZone: input.timeZone,
        maxDailyAppointments: input.maxDailyAppointments,
      })
      .returning()
    await tx.insert(t.availabilityBlocks).values(
      newAvailabilityBlocks(input.appointmentType.workingDaysOnly).map((block) => ({
        id: newId('blk'),
        availabilityId: row!.id,
        ...block,
      })),
    )
    return { ok: true, availability: (await withBlocks(tx, [row!]))[0]! } as const
  })
}

/**
 * Deletes a whole availability with its blocks (spec 001 §7.4 "calendar availability delete"). One that is
 * not there (already deleted, or another chatbot's) is refused with the spec's 'can not delete calendar'
 * (docs/decisions/availabilities.md).
 */
export async function deleteAvailability(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
): Promise<{ ok: true; availability: AvailabilityView } | Refusal> {
  return db.transaction(async (tx) => {
    const row = await findAvailability(tx, chatbot, id)
    if (!row) return { ok: false, code: 'calendar_not_deleted' } as const
    const [view] = await withBlocks(tx, [row])
    // Blocks go with it (on delete cascade).
    await tx.delete(t.calendarAvailabilities).where(eq(t.calendarAvailabilities.id, id))
    return { ok: true, availability: view! } as const
  })
}

export interface BlockInput {
  readonly day: string
  readonly startTime: string
  readonly endTime: string
}

const problemField = (problem: BlockProblem) =>
  problem === 'invalidDay' || problem === 'notPlannedDay'
    ? 'day'
    : problem === 'endBeforeStart'
      ? 'endTime'
      : 'startTime'

/** HH:mm or HH:mm:ss in, HH:mm:ss stored. */
const stored = (input: BlockInput) => ({
  day: input.day.toUpperCase(),
  startTime: wireTime(minutesOfDay(input.startTime)!),
  endTime: wireTime(minutesOfDay(input.endTime)!),
})

async function checkBlock(
  tx: DbOrTx,
  availability: AvailabilityRow,
  input: BlockInput,
  exceptId: string | null,
): Promise<Refusal | null> {
  const others = (
    await tx
      .select()
      .from(t.availabilityBlocks)
      .where(eq(t.availabilityBlocks.availabilityId, availability.id))
  ).filter((b) => b.id !== exceptId)
  // Only a day on the wire's upper-case spelling is a day (spec 000 §3: stored upper-case).
  const problem = isWireDay(input.day)
    ? blockProblem(input, others, availability.appointmentType.workingDaysOnly)
    : 'invalidDay'
  return problem ? { ok: false, code: 'block_invalid', field: problemField(problem), problem } : null
}

/** A new block (spec 001 §7.4 "block create"): its own call, checked against the availability's others. */
export async function createBlock(
  db: SandboxDb,
  chatbot: ChatbotRow,
  availabilityId: string,
  input: BlockInput,
): Promise<{ ok: true; block: BlockView } | Refusal> {
  return db.transaction(async (tx) => {
    const availability = await findAvailability(tx, chatbot, availabilityId)
    if (!availability) return { ok: false, code: 'not_found' } as const
    const refusal = await checkBlock(tx, availability, input, null)
    if (refusal) return refusal
    const [row] = await tx
      .insert(t.availabilityBlocks)
      .values({ id: newId('blk'), availabilityId, ...stored(input) })
      .returning()
    return { ok: true, block: blockView(row!) } as const
  })
}

async function findBlock(tx: DbOrTx, chatbot: ChatbotRow, id: string) {
  const [found] = await tx
    .select({ block: t.availabilityBlocks, availability: t.calendarAvailabilities })
    .from(t.availabilityBlocks)
    .innerJoin(t.calendarAvailabilities, eq(t.calendarAvailabilities.id, t.availabilityBlocks.availabilityId))
    .where(and(eq(t.availabilityBlocks.id, id), eq(t.calendarAvailabilities.chatbotId, chatbot.id)))
  return found ?? null
}

export async function updateBlock(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  input: BlockInput,
): Promise<{ ok: true; block: BlockView } | Refusal> {
  return db.transaction(async (tx) => {
    const found = await findBlock(tx, chatbot, id)
    if (!found) return { ok: false, code: 'not_found' } as const
    const refusal = await checkBlock(tx, found.availability, input, id)
    if (refusal) return refusal
    const [row] = await tx
      .update(t.availabilityBlocks)
      .set(stored(input))
      .where(eq(t.availabilityBlocks.id, id))
      .returning()
    return { ok: true, block: blockView(row!) } as const
  })
}

/**
 * Deletes a block, except an availability's last one: without any block the chatbot has no time left to
 * plan the appointment type in and would offer candidates nothing, so the server refuses with the spec's
 * 'can not delete block' (docs/decisions/availabilities.md). A block that is not there (already deleted, or
 * another chatbot's) gets the same refusal, as the legacy server's only answer to a failed delete.
 */
export async function deleteBlock(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
): Promise<{ ok: true; block: BlockView } | Refusal> {
  return db.transaction(async (tx) => {
    const found = await findBlock(tx, chatbot, id)
    if (!found) return { ok: false, code: 'block_not_deleted' } as const
    const siblings = await tx
      .select({ id: t.availabilityBlocks.id })
      .from(t.availabilityBlocks)
      .where(eq(t.availabilityBlocks.availabilityId, found.availability.id))
    if (siblings.length <= 1) return { ok: false, code: 'block_not_deleted' } as const
    await tx.delete(t.availabilityBlocks).where(eq(t.availabilityBlocks.id, id))
    return { ok: true, block: blockView(found.block) } as const
  })
}

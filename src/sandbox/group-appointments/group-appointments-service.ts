import { and, asc, eq } from 'drizzle-orm'
import {
  groupAppointmentProblems,
  parseFilterMap,
  problemMessage,
  type GroupAppointmentInput,
} from '@shared/domain/group-appointments'
import { hasInvisibleCharacters } from '@shared/domain/visible-text'
import type { SandboxDb } from '../db/sandbox-db'
import { ApiError } from '../errors'
import * as t from './schema'

/**
 * Group appointments of one chatbot (spec 000 §3, §5; 001 §7.3–7.4). The calendar token goes in through
 * `setCalendarToken` and never comes out: every answer is a `GroupAppointmentView`, which has only whether
 * one is set.
 */

type Row = typeof t.groupAppointments.$inferSelect

export interface GroupAppointmentView {
  readonly id: string
  readonly type: string
  readonly maxNrAttendees: number
  readonly planRange: number
  readonly offsetDays: number
  readonly maxNrEventToShow: number
  readonly calendarAuthHandler: string
  /** JSON text, two-space indented, as the form edits it. */
  readonly filterMap: string
  readonly calendarIsAuthenticated: boolean
}

export interface GroupAppointmentAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: { field: string; messages: string[] }[]
  readonly groupAppointment: GroupAppointmentView | null
}

/** The longest calendar token taken (an OAuth access or refresh token is far shorter). */
export const maxCalendarTokenLength = 4096

export function viewOf(row: Row): GroupAppointmentView {
  return {
    id: row.id,
    type: row.type,
    maxNrAttendees: row.maxNrAttendees,
    planRange: row.planRange,
    offsetDays: row.offsetDays,
    maxNrEventToShow: row.maxNrEventToShow,
    calendarAuthHandler: row.calendarAuthHandler,
    filterMap: JSON.stringify(row.filterMap, null, 2),
    calendarIsAuthenticated: row.calendarAuthToken !== '',
  }
}

const ok = (row: Row): GroupAppointmentAnswer => ({
  ok: true,
  errorMessage: null,
  errors: [],
  groupAppointment: viewOf(row),
})

/** The input's broken rules as the answer's field errors, or null when it holds. */
function refusal(input: GroupAppointmentInput): GroupAppointmentAnswer | null {
  const problems = Object.entries(groupAppointmentProblems(input))
  if (problems.length === 0) return null
  return {
    ok: false,
    errorMessage: 'Please check if all required fields have values and that there are no validation errors.',
    errors: problems.map(([field, problem]) => ({ field, messages: [problemMessage(problem)] })),
    groupAppointment: null,
  }
}

function values(input: GroupAppointmentInput) {
  return {
    type: input.type.trim(),
    // refusal() has checked these are whole numbers.
    maxNrAttendees: input.maxNrAttendees as number,
    planRange: input.planRange as number,
    offsetDays: input.offsetDays as number,
    maxNrEventToShow: input.maxNrEventToShow as number,
    calendarAuthHandler: input.calendarAuthHandler,
    filterMap: parseFilterMap(input.filterMap),
  }
}

async function row(db: SandboxDb, chatbotId: string, id: string): Promise<Row | undefined> {
  const [found] = await db
    .select()
    .from(t.groupAppointments)
    .where(and(eq(t.groupAppointments.chatbotId, chatbotId), eq(t.groupAppointments.id, id)))
  return found
}

export async function listGroupAppointments(
  db: SandboxDb,
  chatbotId: string,
): Promise<GroupAppointmentView[]> {
  const rows = await db
    .select()
    .from(t.groupAppointments)
    .where(eq(t.groupAppointments.chatbotId, chatbotId))
    .orderBy(asc(t.groupAppointments.type), asc(t.groupAppointments.id))
  return rows.map(viewOf)
}

export async function getGroupAppointment(
  db: SandboxDb,
  chatbotId: string,
  id: string,
): Promise<GroupAppointmentView | null> {
  const found = await row(db, chatbotId, id)
  return found ? viewOf(found) : null
}

export async function createGroupAppointment(
  db: SandboxDb,
  chatbotId: string,
  now: number,
  input: GroupAppointmentInput,
): Promise<GroupAppointmentAnswer> {
  const refused = refusal(input)
  if (refused) return refused
  const [created] = await db
    .insert(t.groupAppointments)
    .values({ id: `ga-${crypto.randomUUID()}`, chatbotId, createdAt: now, ...values(input) })
    .returning()
  return ok(created as Row)
}

export async function updateGroupAppointment(
  db: SandboxDb,
  chatbotId: string,
  id: string,
  input: GroupAppointmentInput,
): Promise<GroupAppointmentAnswer> {
  if (!(await row(db, chatbotId, id))) throw new ApiError('not_found')
  const refused = refusal(input)
  if (refused) return refused
  const [updated] = await db
    .update(t.groupAppointments)
    .set(values(input))
    .where(and(eq(t.groupAppointments.chatbotId, chatbotId), eq(t.groupAppointments.id, id)))
    .returning()
  return ok(updated as Row)
}

/** updateCalendarToken(token, id): connects the calendar; an empty token disconnects it. */
export async function setCalendarToken(
  db: SandboxDb,
  chatbotId: string,
  id: string,
  token: string,
): Promise<GroupAppointmentAnswer> {
  if (!(await row(db, chatbotId, id))) throw new ApiError('not_found')
  const value = token.trim()
  if (value.length > maxCalendarTokenLength || hasInvisibleCharacters(value))
    // The message never repeats the token: it is a secret.
    throw new ApiError('invalid_input', { fields: { token: ['This is not a calendar token.'] } })
  const [updated] = await db
    .update(t.groupAppointments)
    .set({ calendarAuthToken: value })
    .where(and(eq(t.groupAppointments.chatbotId, chatbotId), eq(t.groupAppointments.id, id)))
    .returning()
  return ok(updated as Row)
}

/**
 * Deletes a group appointment. Refused ('can not delete group appointment', spec 001 §8) while its
 * calendar is connected, so its token is never dropped unseen (disconnect first), and when it does not
 * exist (docs/decisions/group-appointments.md).
 */
export async function deleteGroupAppointment(
  db: SandboxDb,
  chatbotId: string,
  id: string,
): Promise<{ ok: true }> {
  const found = await row(db, chatbotId, id)
  if (!found || found.calendarAuthToken !== '') throw new ApiError('cannot_delete_group_appointment')
  await db
    .delete(t.groupAppointments)
    .where(and(eq(t.groupAppointments.chatbotId, chatbotId), eq(t.groupAppointments.id, id)))
  return { ok: true }
}

import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import {
  calendarBounds,
  defaultAvailability,
  excludedDayProblems,
  isHexColour,
  isSpokenLanguage,
  isTimeZone,
  locationTypes,
  managesAllCalendars,
  mayEditCalendarUser,
  noDailyLimit,
  schemaNameProblem,
  slotProblems,
  weekDays,
  workingDays,
  type EventConfigurationFields,
  type EventPreferenceRules,
  type LocationType,
  type ScheduleSlot,
  type WeekDay,
} from '@shared/domain/calendar'
import { errorCatalogue, type ErrorCode } from '@shared/domain/errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import * as directory from '../chatbots/schema'
import type { DbOrTx, SandboxDb } from '../db/sandbox-db'
import { CalendarWriteFailed } from './calendar-faults'
import {
  notificationsOfMany,
  reminderFieldErrors,
  remindersOf,
  replaceReminders,
} from './event-notification-service'
import {
  extraColumns,
  extraFieldErrors,
  textsOf,
  translationsOfMany,
  writeTranslations,
} from './event-translation-service'
import * as t from './schema'

/*
 * Calendar users, their availability schemas and event preferences, and the organisation's event
 * configurations (spec 000 §3, §6). Every write checks who may make it (mayEditCalendarUser) and the
 * shared rules (shared/domain/calendar.ts), and answers the spec's result shape instead of throwing.
 */

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`

export interface FieldErrors {
  readonly errors: { field: string; messages: string[] }[]
}

export interface Refusal extends FieldErrors {
  readonly ok: false
  readonly code: string
  readonly errorMessage: string
}

const refusal = (code: ErrorCode, errorMessage: string = errorCatalogue[code].en): Refusal => ({
  ok: false,
  code,
  errorMessage,
  errors: [],
})

const invalid = (fields: Record<string, string>): Refusal => ({
  ...refusal('invalid_input'),
  errors: Object.entries(fields).map(([field, message]) => ({ field, messages: [message] })),
})

/** The English wording of each rule's problem, for the server's field errors (the screen has its own). */
const problemText: Record<string, string> = {
  invalidTime: 'Not a time of day.',
  endBeforeStart: 'The end must be after the start.',
  overlap: 'Overlaps another slot of this day.',
  tooShort: 'At least 3 characters.',
  taken: 'This name is already in use.',
  invalidDate: 'Not a valid date.',
  duplicate: 'This date is already excluded.',
}

// ---- reading --------------------------------------------------------------------------------------

/** The calendar users the viewer may see: their own, or every one of the organisation for managers up. */
export async function visibleCalendarUsers(db: SandboxDb, viewer: AuthenticatedUser) {
  const rows = await db
    .select({ calendarUser: directory.calendarUsers, user: directory.users })
    .from(directory.calendarUsers)
    .innerJoin(directory.users, eq(directory.users.id, directory.calendarUsers.userId))
    .where(
      managesAllCalendars(viewer)
        ? eq(directory.users.organizationId, viewer.organizationId)
        : eq(directory.users.id, viewer.id),
    )
    .orderBy(asc(directory.users.firstName), asc(directory.users.lastName))
  return rows
}

/** One calendar user the viewer may see, or null (not found and not visible look the same). */
export async function visibleCalendarUser(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const rows = await visibleCalendarUsers(db, viewer)
  return rows.find((row) => row.calendarUser.id === id) ?? null
}

export type SchemaWithUse = Awaited<ReturnType<typeof schemasOfMany>>[number]
export type PreferenceWithSlots = Awaited<ReturnType<typeof preferencesOfMany>>[number]

export const schemasOf = (db: DbOrTx, calendarUserId: string) => schemasOfMany(db, [calendarUserId])

/** The availability schemas of several calendar users in three queries, whatever their number. */
export async function schemasOfMany(db: DbOrTx, calendarUserIds: readonly string[]) {
  if (calendarUserIds.length === 0) return []
  const schemas = await db
    .select()
    .from(t.availabilitySchemas)
    .where(inArray(t.availabilitySchemas.calendarUserId, [...calendarUserIds]))
    .orderBy(asc(t.availabilitySchemas.createdAt), asc(t.availabilitySchemas.id))
  if (schemas.length === 0) return []
  const ids = schemas.map((schema) => schema.id)
  const [slots, users] = await Promise.all([
    db.select().from(t.scheduleAvailabilities).where(inArray(t.scheduleAvailabilities.schemaId, ids)),
    db
      .select({
        schemaId: t.eventPreferences.scheduleAvailabilitySchemaId,
        name: t.eventConfigurations.name,
      })
      .from(t.eventPreferences)
      .innerJoin(t.eventConfigurations, eq(t.eventConfigurations.id, t.eventPreferences.eventConfigurationId))
      .where(inArray(t.eventPreferences.scheduleAvailabilitySchemaId, ids)),
  ])
  return schemas.map((schema) => ({
    ...schema,
    scheduleAvailabilities: sortSlots(slots.filter((slot) => slot.schemaId === schema.id)),
    usedBy: users.filter((use) => use.schemaId === schema.id).map((use) => use.name),
  }))
}

export const preferencesOf = (db: DbOrTx, calendarUserId: string) => preferencesOfMany(db, [calendarUserId])

/** The event preferences of several calendar users (with their own slots) in two queries. */
export async function preferencesOfMany(db: DbOrTx, calendarUserIds: readonly string[]) {
  if (calendarUserIds.length === 0) return []
  const rows = await db
    .select({ preference: t.eventPreferences, configuration: t.eventConfigurations })
    .from(t.eventPreferences)
    .innerJoin(t.eventConfigurations, eq(t.eventConfigurations.id, t.eventPreferences.eventConfigurationId))
    .where(inArray(t.eventPreferences.calendarUserId, [...calendarUserIds]))
    .orderBy(asc(t.eventConfigurations.name))
  if (rows.length === 0) return []
  const slots = await db
    .select()
    .from(t.scheduleAvailabilities)
    .where(
      inArray(
        t.scheduleAvailabilities.eventPreferenceId,
        rows.map((row) => row.preference.id),
      ),
    )
  return rows.map(({ preference, configuration }) => ({
    ...preference,
    eventConfiguration: configuration,
    ownSlots: sortSlots(slots.filter((slot) => slot.eventPreferenceId === preference.id)),
  }))
}

function sortSlots<S extends ScheduleSlot>(slots: S[]): S[] {
  return slots.sort(
    (a, b) => weekDays.indexOf(a.day) - weekDays.indexOf(b.day) || a.startTime.localeCompare(b.startTime),
  )
}

export async function organizationEventConfigurations(db: SandboxDb, viewer: AuthenticatedUser) {
  return db
    .select()
    .from(t.eventConfigurations)
    .where(eq(t.eventConfigurations.organizationId, viewer.organizationId))
    .orderBy(asc(t.eventConfigurations.name))
}

// ---- calendar user --------------------------------------------------------------------------------

export type CalendarUserChanges = {
  readonly timeZone: string
  readonly spokenLanguages: readonly string[]
  readonly excludedDays: readonly string[]
}

type VisibleCalendarUser = NonNullable<Awaited<ReturnType<typeof visibleCalendarUser>>>

/** Guards a write to one calendar user: visible, and the viewer's own or a manager's. */
async function editable(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  calendarUserId: string,
): Promise<{ refused: Refusal; row?: never } | { refused?: never; row: VisibleCalendarUser }> {
  const row = await visibleCalendarUser(db, viewer, calendarUserId)
  if (!row) return { refused: refusal('not_found') }
  if (!mayEditCalendarUser(viewer, row.user.id)) return { refused: refusal('forbidden') }
  return { row }
}

/** The same guard, for the calls that name the calendar user's person (authenticate calendar: userId). */
export async function editableCalendarUserOf(db: SandboxDb, viewer: AuthenticatedUser, userId: string) {
  const rows = await visibleCalendarUsers(db, viewer)
  const row = rows.find((one) => one.user.id === userId)
  return editable(db, viewer, row?.calendarUser.id ?? '')
}

export async function updateCalendarUser(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  changes: CalendarUserChanges,
) {
  const guard = await editable(db, viewer, id)
  if (guard.refused) return guard.refused
  const fields: Record<string, string> = {}
  if (!isTimeZone(changes.timeZone)) fields['timeZone'] = 'Unknown time zone.'
  const languages = changes.spokenLanguages
  if (languages.some((code) => !isSpokenLanguage(code)) || new Set(languages).size !== languages.length)
    fields['spokenLanguages'] = 'Choose each language once, from the list.'
  if (changes.excludedDays.length > 366) fields['excludedDays'] = 'At most 366 days.'
  for (const [index, problem] of excludedDayProblems(changes.excludedDays))
    fields[`excludedDays.${index}`] = problemText[problem] ?? problem
  if (Object.keys(fields).length > 0) return invalid(fields)
  await db
    .update(directory.calendarUsers)
    .set({
      timeZone: changes.timeZone,
      spokenLanguages: [...languages],
      excludedDays: [...changes.excludedDays].sort(),
    })
    .where(eq(directory.calendarUsers.id, id))
  return { ok: true as const, calendarUserId: id }
}

// ---- availability schemas -------------------------------------------------------------------------

export interface AvailabilitySchemaInput {
  readonly name: string
  readonly timeZone: string
  readonly isDefault: boolean
  readonly slots: readonly { day: string; startTime: string; endTime: string }[]
}

/** One weekly slot as a call sends it: day MONDAY…SUNDAY, times HH:mm or HH:mm:ss. */
export interface ScheduleSlotInput {
  readonly day: string
  readonly startTime: string
  readonly endTime: string
}

/** At most one slot per quarter of an hour of a week: more is a mistake, not a schedule. */
const maxSlots = 7 * 24 * 4

function slotFieldErrors(slots: AvailabilitySchemaInput['slots'], prefix = 'slots') {
  const fields: Record<string, string> = {}
  if (slots.length > maxSlots) fields[prefix] = `At most ${maxSlots} slots.`
  const typed: ScheduleSlot[] = []
  slots.forEach((slot, index) => {
    if (!(weekDays as readonly string[]).includes(slot.day)) fields[`${prefix}.${index}`] = 'Unknown day.'
    typed.push({ ...slot, day: slot.day as WeekDay })
  })
  for (const [index, problem] of slotProblems(typed))
    fields[`${prefix}.${index}`] ??= problemText[problem] ?? problem
  return { fields, typed }
}

function schemaFieldErrors(input: AvailabilitySchemaInput, otherNames: readonly string[]) {
  const { fields, typed } = slotFieldErrors(input.slots)
  const nameProblem = schemaNameProblem(input.name, otherNames)
  if (nameProblem) fields['name'] = problemText[nameProblem] ?? nameProblem
  if (input.name.trim().length > 80) fields['name'] = 'At most 80 characters.'
  if (!isTimeZone(input.timeZone)) fields['timeZone'] = 'Unknown time zone.'
  return { fields, typed }
}

async function writeSchema(
  tx: DbOrTx,
  calendarUserId: string,
  schemaId: string,
  input: AvailabilitySchemaInput,
  slots: readonly ScheduleSlot[],
) {
  if (input.isDefault)
    await tx
      .update(t.availabilitySchemas)
      .set({ isDefault: false })
      .where(
        and(eq(t.availabilitySchemas.calendarUserId, calendarUserId), ne(t.availabilitySchemas.id, schemaId)),
      )
  await tx.delete(t.scheduleAvailabilities).where(eq(t.scheduleAvailabilities.schemaId, schemaId))
  if (slots.length > 0)
    await tx
      .insert(t.scheduleAvailabilities)
      .values(slots.map((slot) => ({ id: newId('slot'), schemaId, ...normalisedSlot(slot) })))
}

/** The wire format: HH:mm:ss (the screens may send HH:mm). */
function normalisedSlot(slot: ScheduleSlot): ScheduleSlot {
  const seconds = (time: string) => (time.length === 5 ? `${time}:00` : time)
  return { day: slot.day, startTime: seconds(slot.startTime), endTime: seconds(slot.endTime) }
}

export async function createAvailabilitySchema(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  calendarUserId: string,
  input: AvailabilitySchemaInput,
  now: number,
) {
  const guard = await editable(db, viewer, calendarUserId)
  if (guard.refused) return guard.refused
  const existing = await schemasOf(db, calendarUserId)
  const { fields, typed } = schemaFieldErrors(
    input,
    existing.map((schema) => schema.name),
  )
  if (Object.keys(fields).length > 0) return invalid(fields)
  const id = newId('schema')
  await db.transaction(async (tx) => {
    await tx.insert(t.availabilitySchemas).values({
      id,
      calendarUserId,
      name: input.name.trim(),
      timeZone: input.timeZone,
      // The first schema is the default: a calendar user always has one to fall back on.
      isDefault: input.isDefault || existing.length === 0,
      createdAt: now,
    })
    await writeSchema(tx, calendarUserId, id, { ...input, isDefault: input.isDefault }, typed)
  })
  return { ok: true as const, calendarUserId }
}

async function schemaOwner(db: SandboxDb, schemaId: string) {
  const [row] = await db.select().from(t.availabilitySchemas).where(eq(t.availabilitySchemas.id, schemaId))
  return row ?? null
}

export async function updateAvailabilitySchema(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  input: AvailabilitySchemaInput,
) {
  const schema = await schemaOwner(db, id)
  if (!schema) return refusal('not_found')
  const guard = await editable(db, viewer, schema.calendarUserId)
  if (guard.refused) return guard.refused
  const others = (await schemasOf(db, schema.calendarUserId)).filter((other) => other.id !== id)
  const { fields, typed } = schemaFieldErrors(
    input,
    others.map((other) => other.name),
  )
  if (Object.keys(fields).length > 0) return invalid(fields)
  await db.transaction(async (tx) => {
    // The default cannot be switched off here: another schema becomes the default by being made one.
    await tx
      .update(t.availabilitySchemas)
      .set({
        name: input.name.trim(),
        timeZone: input.timeZone,
        isDefault: input.isDefault || schema.isDefault,
      })
      .where(eq(t.availabilitySchemas.id, id))
    await writeSchema(tx, schema.calendarUserId, id, input, typed)
  })
  return { ok: true as const, calendarUserId: schema.calendarUserId }
}

export async function deleteAvailabilitySchema(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const schema = await schemaOwner(db, id)
  if (!schema) return refusal('not_found')
  const guard = await editable(db, viewer, schema.calendarUserId)
  if (guard.refused) return guard.refused
  const all = await schemasOf(db, schema.calendarUserId)
  const usedBy = all.find((other) => other.id === id)?.usedBy ?? []
  if (usedBy.length > 0)
    return refusal('schema_in_use', `${errorCatalogue.schema_in_use.en} It is used by: ${usedBy.join(', ')}.`)
  await db.transaction(async (tx) => {
    await tx.delete(t.availabilitySchemas).where(eq(t.availabilitySchemas.id, id))
    // The oldest remaining schema takes over as the default.
    const next = all.find((other) => other.id !== id)
    if (schema.isDefault && next)
      await tx
        .update(t.availabilitySchemas)
        .set({ isDefault: true })
        .where(eq(t.availabilitySchemas.id, next.id))
  })
  return { ok: true as const, calendarUserId: schema.calendarUserId }
}

// ---- event configurations -------------------------------------------------------------------------

export type EventConfigurationInput = EventConfigurationFields

async function configurationFieldErrors(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  input: EventConfigurationInput,
  ownId: string | null,
) {
  const fields: Record<string, string> = {}
  const name = input.name.trim()
  if (name.length === 0) fields['name'] = 'Required.'
  else if (name.length > 80) fields['name'] = 'At most 80 characters.'
  else if (await configurationNameTaken(db, viewer, name, ownId)) fields['name'] = problemText['taken']!
  if (!isHexColour(input.color)) fields['color'] = 'A colour as #rrggbb.'
  const { min, max } = calendarBounds.durationMinutes
  if (!Number.isInteger(input.duration) || input.duration < min || input.duration > max)
    fields['duration'] = `From ${min} to ${max} minutes.`
  if (!(locationTypes as readonly string[]).includes(input.location)) fields['location'] = 'Unknown location.'
  else if (input.location === 'LOCATION' && input.customLocation.trim().length === 0)
    fields['customLocation'] = 'Required.'
  if (input.customLocation.length > 200) fields['customLocation'] = 'At most 200 characters.'
  if (input.reminders) Object.assign(fields, reminderFieldErrors(input.reminders))
  Object.assign(fields, extraFieldErrors(input))
  return fields
}

/**
 * Runs one event configuration save in a transaction: a write that fails (a reminder's second
 * notification type, say) leaves nothing of the save behind and answers its refusal.
 */
async function savedWhole<R>(
  db: SandboxDb,
  code: 'reminders_not_saved' | 'event_configuration_not_saved',
  write: (tx: DbOrTx) => Promise<R>,
): Promise<{ ok: true; value: R } | Refusal> {
  try {
    return { ok: true, value: await db.transaction(write) }
  } catch (error) {
    if (!(error instanceof CalendarWriteFailed)) throw error
    return refusal(error.operation.startsWith('createEventNotification') ? 'reminders_not_saved' : code)
  }
}

async function configurationNameTaken(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  name: string,
  ownId: string | null,
) {
  const all = await organizationEventConfigurations(db, viewer)
  const key = name.toLocaleLowerCase()
  return all.some((other) => other.id !== ownId && other.name.trim().toLocaleLowerCase() === key)
}

const configurationWriter = (viewer: AuthenticatedUser) =>
  managesAllCalendars(viewer) ? null : refusal('forbidden')

async function ownConfiguration(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const [row] = await db
    .select()
    .from(t.eventConfigurations)
    .where(
      and(eq(t.eventConfigurations.id, id), eq(t.eventConfigurations.organizationId, viewer.organizationId)),
    )
  return row ?? null
}

export async function createEventConfiguration(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  input: EventConfigurationInput,
  now: number,
) {
  const refused = configurationWriter(viewer)
  if (refused) return refused
  const fields = await configurationFieldErrors(db, viewer, input, null)
  if (Object.keys(fields).length > 0) return invalid(fields)
  const saved = await savedWhole(db, 'event_configuration_not_saved', async (tx) => {
    const [row] = await tx
      .insert(t.eventConfigurations)
      .values({
        id: newId('evc'),
        organizationId: viewer.organizationId,
        name: input.name.trim(),
        color: input.color.toLowerCase(),
        duration: input.duration,
        locationType: input.location as LocationType,
        customLocation: input.location === 'LOCATION' ? input.customLocation.trim() : '',
        isEnabled: input.isEnabled,
        ...extraColumns(input),
        createdAt: now,
      })
      .returning()
    await writeTranslations(tx, db, row!.id, input)
    if (input.reminders) await replaceReminders(tx, db, row!.id, input.reminders)
    return row!
  })
  if (!saved.ok) return saved
  return { ok: true as const, eventConfiguration: saved.value }
}

export async function updateEventConfiguration(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  input: EventConfigurationInput,
) {
  const refused = configurationWriter(viewer)
  if (refused) return refused
  if (!(await ownConfiguration(db, viewer, id))) return refusal('not_found')
  const fields = await configurationFieldErrors(db, viewer, input, id)
  if (Object.keys(fields).length > 0) return invalid(fields)
  const saved = await savedWhole(db, 'event_configuration_not_saved', async (tx) => {
    const [row] = await tx
      .update(t.eventConfigurations)
      .set({
        name: input.name.trim(),
        color: input.color.toLowerCase(),
        duration: input.duration,
        locationType: input.location as LocationType,
        customLocation: input.location === 'LOCATION' ? input.customLocation.trim() : '',
        isEnabled: input.isEnabled,
        ...extraColumns(input),
      })
      .where(eq(t.eventConfigurations.id, id))
      .returning()
    await writeTranslations(tx, db, id, input)
    if (input.reminders) await replaceReminders(tx, db, id, input.reminders)
    return row!
  })
  if (!saved.ok) return saved
  return { ok: true as const, eventConfiguration: saved.value }
}

export async function deleteEventConfiguration(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const refused = configurationWriter(viewer)
  if (refused) return refused
  const row = await ownConfiguration(db, viewer, id)
  if (!row) return refusal('not_found')
  await db.delete(t.eventConfigurations).where(eq(t.eventConfigurations.id, id))
  return { ok: true as const, eventConfiguration: row }
}

export async function cloneEventConfiguration(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  newName: string,
  now: number,
) {
  const refused = configurationWriter(viewer)
  if (refused) return refused
  const source = await ownConfiguration(db, viewer, id)
  if (!source) return refusal('not_found')
  // A copy reminds, invites, reads and links as the original does.
  const reminders = remindersOf(await notificationsOfMany(db, [id]))
  const translations = await translationsOfMany(db, [id])
  return createEventConfiguration(
    db,
    viewer,
    {
      name: newName,
      color: source.color,
      duration: source.duration,
      location: source.locationType,
      customLocation: source.customLocation,
      isEnabled: source.isEnabled,
      reminders,
      subject: textsOf(translations, 'subject'),
      description: textsOf(translations, 'description'),
      customLocationTranslations: textsOf(translations, 'customLocation'),
      defaultAttendees: source.defaultAttendees,
      scalarNameSelector: source.scalarNameSelector ?? '',
      selectorValues: source.selectorValues,
    },
    now,
  )
}

// ---- event preferences ----------------------------------------------------------------------------

export interface EventPreferenceInput extends EventPreferenceRules {
  /** Own slots as sent (days checked here); null: keep or copy them (writeOwnSlots). */
  readonly slots: readonly { day: string; startTime: string; endTime: string }[] | null
}

function preferenceFieldErrors(input: EventPreferenceInput) {
  const fields: Record<string, string> = {}
  const within = (field: keyof EventPreferenceInput, value: number, bounds: { min: number; max: number }) => {
    if (!Number.isInteger(value) || value < bounds.min || value > bounds.max)
      fields[field] = `From ${bounds.min} to ${bounds.max}.`
  }
  // Spec §6: required; -1 means no limit (0 would offer nothing and -2 means nothing).
  if (input.dailyLimit !== noDailyLimit) within('dailyLimit', input.dailyLimit, calendarBounds.dailyLimit)
  within('planOffsetDays', input.planOffsetDays, calendarBounds.planOffsetDays)
  within('sameDayOffsetHours', input.sameDayOffsetHours, calendarBounds.sameDayOffsetHours)
  within('planRange', input.planRange, calendarBounds.planRangeWeeks)
  within('timeBeforeEvent', input.timeBeforeEvent, calendarBounds.bufferMinutes)
  within('timeAfterEvent', input.timeAfterEvent, calendarBounds.bufferMinutes)
  return fields
}

/** The disabled switch is locked on where the chatbot says so (Chatbot.disallowDisableEventPreference). */
async function disablingAllowed(db: SandboxDb, viewer: AuthenticatedUser) {
  const locked = await db
    .select({ id: directory.chatbots.id })
    .from(directory.chatbots)
    .where(
      and(
        eq(directory.chatbots.organizationId, viewer.organizationId),
        eq(directory.chatbots.disallowDisableEventPreference, true),
      ),
    )
    .limit(1)
  return locked.length === 0
}

async function checkPreference(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  calendarUserId: string,
  input: EventPreferenceInput,
) {
  const fields = preferenceFieldErrors(input)
  let slots: ScheduleSlot[] | null = null
  if (input.scheduleAvailabilitySchemaId !== null) {
    const schema = await schemaOwner(db, input.scheduleAvailabilitySchemaId)
    if (!schema || schema.calendarUserId !== calendarUserId)
      fields['scheduleAvailabilitySchemaId'] = 'Not a schema of this calendar user.'
  } else if (input.slots) {
    const checked = slotFieldErrors(input.slots)
    Object.assign(fields, checked.fields)
    slots = checked.typed
  }
  if (!input.enabled && !(await disablingAllowed(db, viewer)))
    fields['enabled'] = 'This organisation keeps event preferences enabled.'
  return { fields, slots }
}

/**
 * The preference's own slots after a save (spec §6). With a shared schema it has none: switching to one
 * deletes them. With custom availability it keeps the slots the screen sent; switching from a schema (or
 * creating one without slots) copies that schema's slots, or the default schema's, or 09:00–17:00.
 */
async function writeOwnSlots(
  tx: DbOrTx,
  preferenceId: string,
  calendarUserId: string,
  input: EventPreferenceInput,
  sent: ScheduleSlot[] | null,
  previous: { schemaId: string | null } | 'new',
) {
  const mine = eq(t.scheduleAvailabilities.eventPreferenceId, preferenceId)
  if (input.scheduleAvailabilitySchemaId !== null) {
    await tx.delete(t.scheduleAvailabilities).where(mine)
    return
  }
  let slots = sent
  if (!slots) {
    if (previous !== 'new' && previous.schemaId === null) return
    const from = previous === 'new' ? null : previous.schemaId
    const schemas = await schemasOf(tx, calendarUserId)
    const source = schemas.find((schema) => schema.id === from) ?? schemas.find((schema) => schema.isDefault)
    slots = source
      ? source.scheduleAvailabilities
      : workingDays.map((day) => ({ day, ...defaultAvailability }))
  }
  await tx.delete(t.scheduleAvailabilities).where(mine)
  if (slots.length > 0)
    await tx.insert(t.scheduleAvailabilities).values(
      slots.map((slot) => ({
        id: newId('slot'),
        eventPreferenceId: preferenceId,
        ...normalisedSlot(slot),
      })),
    )
}

export async function createEventPreference(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  calendarUserId: string,
  eventConfigurationId: string,
  input: EventPreferenceInput,
) {
  const guard = await editable(db, viewer, calendarUserId)
  if (guard.refused) return guard.refused
  if (!(await ownConfiguration(db, viewer, eventConfigurationId))) return refusal('not_found')
  const { fields, slots } = await checkPreference(db, viewer, calendarUserId, input)
  if (Object.keys(fields).length > 0) return invalid(fields)
  const [existing] = await db
    .select({ id: t.eventPreferences.id })
    .from(t.eventPreferences)
    .where(
      and(
        eq(t.eventPreferences.calendarUserId, calendarUserId),
        eq(t.eventPreferences.eventConfigurationId, eventConfigurationId),
      ),
    )
  if (existing) return refusal('already_bookable')
  const id = newId('pref')
  await db.transaction(async (tx) => {
    await tx.insert(t.eventPreferences).values({
      id,
      calendarUserId,
      eventConfigurationId,
      ...preferenceColumns(input),
    })
    await writeOwnSlots(tx, id, calendarUserId, input, slots, 'new')
  })
  return { ok: true as const, calendarUserId }
}

function preferenceColumns(input: EventPreferenceInput) {
  return {
    dailyLimit: input.dailyLimit,
    planOffsetDays: input.planOffsetDays,
    sameDayOffsetHours: input.sameDayOffsetHours,
    planRange: input.planRange,
    timeBeforeEvent: input.timeBeforeEvent,
    timeAfterEvent: input.timeAfterEvent,
    enabled: input.enabled,
    scheduleAvailabilitySchemaId: input.scheduleAvailabilitySchemaId,
  }
}

export async function updateEventPreference(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  version: number,
  input: EventPreferenceInput,
) {
  const [preference] = await db.select().from(t.eventPreferences).where(eq(t.eventPreferences.id, id))
  if (!preference) return refusal('not_found')
  const guard = await editable(db, viewer, preference.calendarUserId)
  if (guard.refused) return guard.refused
  const { fields, slots } = await checkPreference(db, viewer, preference.calendarUserId, input)
  if (Object.keys(fields).length > 0) return invalid(fields)
  const saved = await db.transaction(async (tx) => {
    // Compare-and-set on the version: a second window's save over a newer one changes nothing.
    const updated = await tx
      .update(t.eventPreferences)
      .set({ ...preferenceColumns(input), version: version + 1 })
      .where(and(eq(t.eventPreferences.id, id), eq(t.eventPreferences.version, version)))
      .returning({ id: t.eventPreferences.id })
    if (updated.length === 0) return false
    await writeOwnSlots(tx, id, preference.calendarUserId, input, slots, {
      schemaId: preference.scheduleAvailabilitySchemaId,
    })
    return true
  })
  if (!saved) return refusal('stale_version')
  return { ok: true as const, calendarUserId: preference.calendarUserId }
}

export async function deleteEventPreference(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const [preference] = await db.select().from(t.eventPreferences).where(eq(t.eventPreferences.id, id))
  if (!preference) return refusal('not_found')
  const guard = await editable(db, viewer, preference.calendarUserId)
  if (guard.refused) return guard.refused
  await db.delete(t.eventPreferences).where(eq(t.eventPreferences.id, id))
  return { ok: true as const, calendarUserId: preference.calendarUserId }
}

// ---- single schedule availabilities ---------------------------------------------------------------

/** Where a single slot belongs: exactly one of a schema and an event preference with custom availability. */
export interface SlotOwner {
  readonly schemaId?: string | null
  readonly eventPreferenceId?: string | null
}

type OwnerFound =
  | { refused: Refusal }
  | {
      refused?: never
      calendarUserId: string
      mine: ReturnType<typeof eq>
      /** The preference whose version a change of its own slots moves on (null: a schema's slot). */
      preferenceId: string | null
    }

async function slotOwner(db: SandboxDb, viewer: AuthenticatedUser, owner: SlotOwner): Promise<OwnerFound> {
  const { schemaId, eventPreferenceId } = owner
  if (!schemaId === !eventPreferenceId)
    return { refused: invalid({ schemaId: 'Give either a schema or an event preference.' }) }
  let calendarUserId: string
  if (schemaId) {
    const schema = await schemaOwner(db, schemaId)
    if (!schema) return { refused: refusal('not_found') }
    calendarUserId = schema.calendarUserId
  } else {
    const [preference] = await db
      .select()
      .from(t.eventPreferences)
      .where(eq(t.eventPreferences.id, eventPreferenceId!))
    if (!preference) return { refused: refusal('not_found') }
    // A preference on a shared schema has no slots of its own: they would never be used.
    if (preference.scheduleAvailabilitySchemaId !== null)
      return { refused: invalid({ eventPreferenceId: 'This preference uses a shared schema.' }) }
    calendarUserId = preference.calendarUserId
  }
  const guard = await editable(db, viewer, calendarUserId)
  if (guard.refused) return { refused: guard.refused }
  return {
    calendarUserId,
    mine: schemaId
      ? eq(t.scheduleAvailabilities.schemaId, schemaId)
      : eq(t.scheduleAvailabilities.eventPreferenceId, eventPreferenceId!),
    preferenceId: eventPreferenceId ?? null,
  }
}

/** The slot's own problem among its owner's other slots (same rules as a whole week: spec 000 §6). */
async function singleSlotErrors(
  tx: DbOrTx,
  mine: OwnerFound & { refused?: never },
  slot: ScheduleSlot,
  exceptId: string | null,
) {
  if (!(weekDays as readonly string[]).includes(slot.day)) return { day: 'Unknown day.' }
  const others = (await tx.select().from(t.scheduleAvailabilities).where(mine.mine)).filter(
    (other) => other.id !== exceptId,
  )
  // Last in the list: an overlap is reported on the later slot, so on this one.
  const problem = slotProblems([...others, slot]).get(others.length)
  if (!problem) return null
  return { [problem === 'endBeforeStart' ? 'endTime' : 'startTime']: problemText[problem] ?? problem }
}

/**
 * A preference's own slots changed one by one move its version on, as a whole save does: a window still
 * holding the older week is refused (stale_version) instead of putting it back.
 */
async function touchPreference(tx: DbOrTx, preferenceId: string | null) {
  if (!preferenceId) return
  const [row] = await tx
    .select({ version: t.eventPreferences.version })
    .from(t.eventPreferences)
    .where(eq(t.eventPreferences.id, preferenceId))
  if (row)
    await tx
      .update(t.eventPreferences)
      .set({ version: row.version + 1 })
      .where(eq(t.eventPreferences.id, preferenceId))
}

/** Spec 001 §7.4 "schedule availability create": one slot added to a schema or a custom preference. */
export async function createScheduleAvailability(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  owner: SlotOwner,
  input: ScheduleSlotInput,
) {
  const found = await slotOwner(db, viewer, owner)
  if (found.refused) return found.refused
  const slot = { ...input, day: input.day as WeekDay }
  return db.transaction(async (tx) => {
    const fields = await singleSlotErrors(tx, found, slot, null)
    if (fields) return invalid(fields)
    if (
      (await tx.select({ id: t.scheduleAvailabilities.id }).from(t.scheduleAvailabilities).where(found.mine))
        .length >= maxSlots
    )
      return invalid({ slots: `At most ${maxSlots} slots.` })
    await tx.insert(t.scheduleAvailabilities).values({
      id: newId('slot'),
      schemaId: owner.schemaId || null,
      eventPreferenceId: owner.eventPreferenceId || null,
      ...normalisedSlot(slot),
    })
    await touchPreference(tx, found.preferenceId)
    return { ok: true as const, calendarUserId: found.calendarUserId }
  })
}

async function slotById(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const [row] = await db.select().from(t.scheduleAvailabilities).where(eq(t.scheduleAvailabilities.id, id))
  if (!row) return { refused: refusal('not_found') } as const
  const found = await slotOwner(db, viewer, {
    schemaId: row.schemaId,
    eventPreferenceId: row.eventPreferenceId,
  })
  return found.refused ? found : { ...found, row }
}

/** Spec 001 §7.4 "schedule availability update": one slot's day and times. */
export async function updateScheduleAvailability(
  db: SandboxDb,
  viewer: AuthenticatedUser,
  id: string,
  input: ScheduleSlotInput,
) {
  const found = await slotById(db, viewer, id)
  if (found.refused) return found.refused
  const slot = { ...input, day: input.day as WeekDay }
  return db.transaction(async (tx) => {
    const fields = await singleSlotErrors(tx, found, slot, id)
    if (fields) return invalid(fields)
    await tx
      .update(t.scheduleAvailabilities)
      .set(normalisedSlot(slot))
      .where(eq(t.scheduleAvailabilities.id, id))
    await touchPreference(tx, found.preferenceId)
    return { ok: true as const, calendarUserId: found.calendarUserId }
  })
}

/** Spec 001 §7.4 "schedule availability delete": one slot (a week may end up empty, as a whole save allows). */
export async function deleteScheduleAvailability(db: SandboxDb, viewer: AuthenticatedUser, id: string) {
  const found = await slotById(db, viewer, id)
  if (found.refused) return found.refused
  await db.transaction(async (tx) => {
    await tx.delete(t.scheduleAvailabilities).where(eq(t.scheduleAvailabilities.id, id))
    await touchPreference(tx, found.preferenceId)
  })
  return { ok: true as const, calendarUserId: found.calendarUserId }
}

import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  attendeeProblems,
  keptTranslations,
  maxDefaultAttendees,
  translatedFields,
  translationBounds,
  translationProblems,
  variableLinkProblem,
  type EventConfigurationFields,
  type TranslatedField,
  type TranslatedText,
} from '@shared/domain/calendar'
import type { DbOrTx } from '../db/sandbox-db'
import { CalendarWriteFailed, takeCalendarFault } from './calendar-faults'
import * as t from './schema'

/*
 * An event configuration's translated subject, description and custom location, its default attendees and
 * its link to a variable (spec 000 §3, §6; 001 §5). The translations are written inside the save's
 * transaction: "saving an event configuration: if it fails, the created translations are removed" holds
 * because a failed save rolls back every translation it created, and the old ones are still there.
 */

const newId = () => `evt-${randomBytes(8).toString('hex')}`

/** The input's name of each translated field (customLocation is the place itself on the input). */
const inputField = {
  subject: 'subject',
  description: 'description',
  customLocation: 'customLocationTranslations',
} as const satisfies Record<TranslatedField, keyof EventConfigurationFields>

const problemText: Record<string, string> = {
  noLanguage: 'Choose a language.',
  unknownLanguage: 'Unknown language.',
  languageTwice: 'This language already has a text.',
  tooLong: 'Too long.',
  invalidEmail: 'Not an e-mail address.',
  duplicate: 'This address is already invited.',
  valueRequired: 'Add at least one value of the variable.',
  blankValue: 'A value cannot be empty.',
  valueTwice: 'Each value once.',
}

/** The server's field errors for the translated texts, attendees and variable link. */
export function extraFieldErrors(input: EventConfigurationFields): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const field of translatedFields) {
    const entries = input[inputField[field]] as readonly TranslatedText[] | null | undefined
    if (!entries) continue
    if (entries.length > translationBounds.entries)
      fields[inputField[field]] = `At most ${translationBounds.entries} texts.`
    for (const [index, problem] of translationProblems(field, entries))
      fields[`${inputField[field]}.${index}`] =
        problem === 'tooLong' ? `At most ${translationBounds[field]} characters.` : problemText[problem]!
  }
  if (input.defaultAttendees) {
    if (input.defaultAttendees.length > maxDefaultAttendees)
      fields['defaultAttendees'] = `At most ${maxDefaultAttendees} addresses.`
    for (const [index, problem] of attendeeProblems(input.defaultAttendees))
      fields[`defaultAttendees.${index}`] = problemText[problem]!
  }
  if (input.scalarNameSelector != null || input.selectorValues != null) {
    const variable = input.scalarNameSelector ?? ''
    if (variable.length > 100) fields['scalarNameSelector'] = 'At most 100 characters.'
    const problem = variableLinkProblem(variable, input.selectorValues ?? [])
    if (problem) fields['selectorValues'] = problemText[problem]!
  }
  return fields
}

/** The columns the input changes: attendees and the variable link when given (left out: kept). */
export function extraColumns(input: EventConfigurationFields) {
  const variable = input.scalarNameSelector?.trim() ?? null
  return {
    ...(input.defaultAttendees
      ? { defaultAttendees: [...new Set(input.defaultAttendees.map((email) => email.trim().toLowerCase()))] }
      : {}),
    ...(input.scalarNameSelector != null || input.selectorValues != null
      ? {
          scalarNameSelector: variable || null,
          selectorValues: variable ? (input.selectorValues ?? []).map((value) => value.trim()) : [],
        }
      : {}),
  }
}

/**
 * Replaces the translated fields the input gives (blank entries skipped), inside `tx`. A translation that
 * cannot be written throws, so the transaction keeps none of the save.
 */
export async function writeTranslations(
  tx: DbOrTx,
  faultKey: object,
  eventConfigurationId: string,
  input: EventConfigurationFields,
) {
  for (const field of translatedFields) {
    // The custom location's texts belong to a place: another kind of location has none.
    const given = field === 'customLocation' && input.location !== 'LOCATION' ? [] : input[inputField[field]]
    if (!given) continue
    await tx
      .delete(t.eventConfigurationTranslations)
      .where(
        and(
          eq(t.eventConfigurationTranslations.eventConfigurationId, eventConfigurationId),
          eq(t.eventConfigurationTranslations.field, field),
        ),
      )
    let position = 0
    for (const entry of keptTranslations(given as readonly TranslatedText[])) {
      if (takeCalendarFault(faultKey, 'createTranslation')) throw new CalendarWriteFailed('createTranslation')
      await tx.insert(t.eventConfigurationTranslations).values({
        id: newId(),
        eventConfigurationId,
        field,
        tags: [...entry.tags],
        content: entry.content,
        position: position++,
      })
    }
  }
}

export type TranslationRow = typeof t.eventConfigurationTranslations.$inferSelect

/** The translations of several configurations in one query, in their order. */
export async function translationsOfMany(db: DbOrTx, eventConfigurationIds: readonly string[]) {
  if (eventConfigurationIds.length === 0) return []
  return db
    .select()
    .from(t.eventConfigurationTranslations)
    .where(inArray(t.eventConfigurationTranslations.eventConfigurationId, [...eventConfigurationIds]))
    .orderBy(asc(t.eventConfigurationTranslations.position))
}

/** One field's texts as the API shows them. */
export const textsOf = (rows: readonly TranslationRow[], field: TranslatedField) =>
  rows.filter((row) => row.field === field).map((row) => ({ tags: row.tags, content: row.content }))

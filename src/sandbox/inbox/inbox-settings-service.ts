import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import { errorCatalogue } from '@shared/domain/errors'
import { inboxLabelPalette, labelColour } from '@shared/domain/inbox'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import * as chatbotsSchema from '../chatbots/schema'
import { demoInboxCompanies } from './seed'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { hasInvisibleCharacters } from '@shared/domain/visible-text'
import { fieldMessage } from '../errors'

type FieldError = { field: string; messages: string[] }

/** Spec 001 §8's configuration failures, in the catalogue's wording (the desktop translates the code). */
const smartInboxErrors = {
  missing_ats_credentials: errorCatalogue.missing_ats_credentials.en,
  smart_inbox_configuration_failed: errorCatalogue.smart_inbox_configuration_failed.en,
} as const
const invalidFields = errorCatalogue.invalid_input.en
const maxLabelName = 40

/** The chatbot's inbox labels in their order (spec 001 §7.3 `allLabels`). */
export async function labels(db: SandboxDb, chatbotId: string) {
  return db
    .select({ id: t.inboxLabels.id, name: t.inboxLabels.name, color: t.inboxLabels.color })
    .from(t.inboxLabels)
    .where(eq(t.inboxLabels.chatbotId, chatbotId))
    .orderBy(asc(t.inboxLabels.position), asc(t.inboxLabels.name))
}

/** The companies of the chatbot's ATS (`allInboxCompanies`). */
export async function companies(db: SandboxDb, chatbotId: string) {
  return db
    .select({
      id: t.inboxCompanies.id,
      identifier: t.inboxCompanies.identifier,
      companyName: t.inboxCompanies.companyName,
      linked: t.inboxCompanies.linked,
    })
    .from(t.inboxCompanies)
    .where(eq(t.inboxCompanies.chatbotId, chatbotId))
    .orderBy(asc(t.inboxCompanies.identifier))
}

/** The chatbot's Smart Inbox configuration (`smartInboxConfiguration`), also before it is configured. */
export async function configuration(db: SandboxDb, chatbotId: string) {
  const [row] = await db
    .select()
    .from(t.smartInboxConfigs)
    .where(eq(t.smartInboxConfigs.chatbotId, chatbotId))
  return {
    configured: row !== undefined,
    enabled: row?.enabled ?? false,
    autoConfigured: row?.autoConfigured ?? false,
    atsUsername: row?.atsUsername ?? null,
    teamNames: row?.teamNames ?? [],
    companies: await companies(db, chatbotId),
    updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
  }
}

function checkLabel(
  name: string | null | undefined,
  color: string | null | undefined,
  taken: readonly string[],
): FieldError[] {
  const errors: FieldError[] = []
  if (name !== undefined && name !== null) {
    const trimmed = name.trim()
    if (!trimmed) errors.push({ field: 'name', messages: [fieldMessage('required_field')] })
    else if ([...trimmed].length > maxLabelName)
      errors.push({ field: 'name', messages: [fieldMessage('label_name_too_long')] })
    else if (hasInvisibleCharacters(trimmed))
      errors.push({ field: 'name', messages: [fieldMessage('invisible_characters')] })
    else if (taken.some((other) => other.toLocaleLowerCase('nl') === trimmed.toLocaleLowerCase('nl')))
      errors.push({ field: 'name', messages: [fieldMessage('label_name_taken')] })
  }
  if (
    color !== undefined &&
    color !== null &&
    !(inboxLabelPalette as readonly string[]).includes(color.toLowerCase())
  )
    errors.push({ field: 'color', messages: [fieldMessage('label_colour_invalid')] })
  return errors
}

const failed = (errors: FieldError[]) => ({ ok: false, errors, errorMessage: invalidFields, label: null })

/** Inbox labels, inbox companies and the Smart Inbox configuration (spec 001 §7.3, §7.4), per chatbot. */

export interface LabelInput {
  readonly name: string
  readonly color?: string | null
}

export async function createLabel(db: SandboxDb, chatbot: ChatbotRow, args: LabelInput) {
  const existing = await labels(db, chatbot.id)
  const errors = checkLabel(
    args.name,
    args.color,
    existing.map((l) => l.name),
  )
  if (errors.length > 0) return failed(errors)
  const [{ next } = { next: 0 }] = await db
    .select({ next: sql<number>`coalesce(max(${t.inboxLabels.position}) + 1, 0)::int` })
    .from(t.inboxLabels)
    .where(eq(t.inboxLabels.chatbotId, chatbot.id))
  const label = {
    id: `label-${randomBytes(6).toString('hex')}`,
    chatbotId: chatbot.id,
    name: args.name.trim(),
    // By default the palette colour of the label's index (spec 000 §9).
    color: args.color?.toLowerCase() ?? labelColour(next),
    position: next,
  }
  await db.insert(t.inboxLabels).values(label)
  return { ok: true, errors: [], errorMessage: null, label }
}

export async function updateLabel(
  db: SandboxDb,
  chatbot: ChatbotRow,
  args: { readonly id: string; readonly name?: string | null; readonly color?: string | null },
) {
  const existing = await labels(db, chatbot.id)
  const label = existing.find((l) => l.id === args.id)
  if (!label) return failed([{ field: 'id', messages: [fieldMessage('not_found')] }])
  const errors = checkLabel(
    args.name,
    args.color,
    existing.filter((l) => l.id !== args.id).map((l) => l.name),
  )
  if (errors.length > 0) return failed(errors)
  const changes = {
    ...(args.name != null ? { name: args.name.trim() } : {}),
    ...(args.color != null ? { color: args.color.toLowerCase() } : {}),
  }
  if (Object.keys(changes).length > 0)
    await db.update(t.inboxLabels).set(changes).where(eq(t.inboxLabels.id, label.id))
  return { ok: true, errors: [], errorMessage: null, label: { ...label, ...changes } }
}

export async function deleteLabel(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  const deleted = await db
    .delete(t.inboxLabels)
    .where(and(eq(t.inboxLabels.id, id), eq(t.inboxLabels.chatbotId, chatbot.id)))
    .returning({ id: t.inboxLabels.id })
  return deleted.length > 0
    ? { ok: true, errors: [], errorMessage: null }
    : {
        ok: false,
        errors: [{ field: 'id', messages: [fieldMessage('not_found')] }],
        errorMessage: fieldMessage('not_found'),
      }
}

/** Links the given companies and routes the given teams (`configureSmartInbox`). */
export async function configure(
  db: SandboxDb,
  now: number,
  chatbot: ChatbotRow,
  args: {
    readonly companyIds?: readonly string[] | null
    readonly teamNames?: readonly string[] | null
    readonly enabled?: boolean | null
  },
) {
  const errors: FieldError[] = []
  const known = await companies(db, chatbot.id)
  if (args.companyIds?.some((id) => !known.some((c) => c.id === id)))
    errors.push({ field: 'companyIds', messages: [fieldMessage('unknown_company')] })
  if (args.teamNames) {
    const teams = await db
      .select({ name: chatbotsSchema.teams.name })
      .from(chatbotsSchema.teams)
      .where(eq(chatbotsSchema.teams.chatbotId, chatbot.id))
    if (args.teamNames.some((name) => !teams.some((team) => team.name === name)))
      errors.push({ field: 'teamNames', messages: [fieldMessage('unknown_team')] })
  }
  if (errors.length > 0)
    return {
      ok: false,
      errors,
      errorMessage: invalidFields,
      errorCode: 'invalid_input',
      configuration: null,
    }
  const current = await configuration(db, chatbot.id)
  await db.transaction(async (tx) => {
    if (args.companyIds) {
      await tx
        .update(t.inboxCompanies)
        .set({ linked: false })
        .where(eq(t.inboxCompanies.chatbotId, chatbot.id))
      if (args.companyIds.length > 0)
        await tx
          .update(t.inboxCompanies)
          .set({ linked: true })
          .where(
            and(
              eq(t.inboxCompanies.chatbotId, chatbot.id),
              inArray(t.inboxCompanies.id, [...args.companyIds]),
            ),
          )
    }
    const values = {
      enabled: args.enabled ?? (current.configured ? current.enabled : true),
      teamNames: args.teamNames ? [...args.teamNames] : current.teamNames,
      updatedAt: now,
    }
    await saveConfiguration(tx, chatbot.id, values)
  })
  return configured(db, chatbot.id)
}

/** Signs in to the ATS and links every company it knows (`autoConfigureSmartInbox`). */
export async function autoConfigure(
  db: SandboxDb,
  now: number,
  chatbot: ChatbotRow,
  args: { readonly username?: string | null; readonly password?: string | null },
) {
  const username = args.username?.trim() ?? ''
  const password = args.password ?? ''
  const errors: FieldError[] = []
  if (!username) errors.push({ field: 'username', messages: [smartInboxErrors.missing_ats_credentials] })
  if (!password.trim())
    errors.push({ field: 'password', messages: [smartInboxErrors.missing_ats_credentials] })
  if (errors.length > 0) {
    return {
      ok: false,
      errors,
      errorMessage: smartInboxErrors.missing_ats_credentials,
      errorCode: 'missing_ats_credentials',
      configuration: null,
    }
  }
  // The sandbox's stand-in ATS refuses users whose name starts with "invalid", so the failure can be shown.
  if (username.toLowerCase().startsWith('invalid')) {
    return {
      ok: false,
      errors: [],
      errorMessage: smartInboxErrors.smart_inbox_configuration_failed,
      errorCode: 'smart_inbox_configuration_failed',
      configuration: null,
    }
  }
  const teams = await db
    .select({ name: chatbotsSchema.teams.name })
    .from(chatbotsSchema.teams)
    .where(eq(chatbotsSchema.teams.chatbotId, chatbot.id))
  await db.transaction(async (tx) => {
    // The ATS tells which companies exist; all of them are linked.
    await tx
      .insert(t.inboxCompanies)
      .values(demoInboxCompanies.map((c) => ({ ...c, chatbotId: chatbot.id, linked: true })))
      .onConflictDoUpdate({
        target: [t.inboxCompanies.chatbotId, t.inboxCompanies.id],
        set: { linked: true },
      })
    const values = {
      enabled: true,
      autoConfigured: true,
      atsUsername: username,
      teamNames: teams.map((team) => team.name),
      updatedAt: now,
    }
    await saveConfiguration(tx, chatbot.id, values)
  })
  return configured(db, chatbot.id)
}

/** Inserts or updates the chatbot's Smart Inbox configuration row. */
async function saveConfiguration(
  tx: Parameters<Parameters<SandboxDb['transaction']>[0]>[0],
  chatbotId: string,
  values: Omit<typeof t.smartInboxConfigs.$inferInsert, 'chatbotId'>,
): Promise<void> {
  await tx
    .insert(t.smartInboxConfigs)
    .values({ chatbotId, ...values })
    .onConflictDoUpdate({ target: t.smartInboxConfigs.chatbotId, set: values })
}

/** The spec's mutation result shape with the configuration as it now is. */
async function configured(db: SandboxDb, chatbotId: string) {
  return {
    ok: true,
    errors: [],
    errorMessage: null,
    errorCode: null,
    configuration: await configuration(db, chatbotId),
  }
}

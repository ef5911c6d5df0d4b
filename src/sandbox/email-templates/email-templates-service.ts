import { and, asc, eq, inArray, ne } from 'drizzle-orm'
import {
  emailFieldProblemText,
  emailTemplateProblems,
  hasMapperProblems,
  mapperDataOf,
  mapperProblems,
  mapperRowsOf,
  type EmailFieldProblem,
  type EmailTemplateEdit,
} from '@shared/domain/email-templates'
import { errorCatalogue } from '@shared/domain/errors'
import { fieldMessage } from '../errors'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'

export type EmailTemplateRow = typeof t.emailTemplates.$inferSelect
export type MapperRow = typeof t.mappers.$inferSelect

export interface FieldErrorView {
  readonly field: string
  readonly messages: string[]
}

/** A refusal as the update mutations answer it: the code, its message, and the fields at fault. */
export interface Refusal {
  readonly ok: false
  readonly code: 'invalid_input' | 'already_exists' | 'not_found'
  readonly errorMessage: string
  readonly errors: FieldErrorView[]
}

const refusal = (code: Refusal['code'], errors: FieldErrorView[] = []): Refusal => ({
  ok: false,
  code,
  errorMessage: errorCatalogue[code].en,
  errors,
})

const fieldErrors = (problems: Record<string, EmailFieldProblem | undefined>): FieldErrorView[] =>
  Object.entries(problems)
    .filter((entry): entry is [string, EmailFieldProblem] => entry[1] !== undefined)
    .map(([field, problem]) => ({ field, messages: [emailFieldProblemText[problem]] }))

export function listEmailTemplates(db: SandboxDb, chatbot: ChatbotRow): Promise<EmailTemplateRow[]> {
  return db
    .select()
    .from(t.emailTemplates)
    .where(eq(t.emailTemplates.chatbotId, chatbot.id))
    .orderBy(asc(t.emailTemplates.templateKey))
}

export async function getEmailTemplate(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
): Promise<EmailTemplateRow | null> {
  const [row] = await db
    .select()
    .from(t.emailTemplates)
    .where(and(eq(t.emailTemplates.chatbotId, chatbot.id), eq(t.emailTemplates.id, id)))
  return row ?? null
}

/**
 * "Email template update" (spec 001 §7): the whole template, checked by the shared rules (recipients valid
 * and not twice, a sender address, a subject, text and/or HTML as isText/isHtml say) and a template key no
 * other template of the chatbot has ('Key already exists'). Another chatbot's template is not found.
 */
export async function updateEmailTemplate(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  edit: EmailTemplateEdit,
): Promise<{ ok: true; emailTemplate: EmailTemplateRow } | Refusal> {
  const problems = emailTemplateProblems(edit)
  if (Object.keys(problems).length > 0) return refusal('invalid_input', fieldErrors(problems))
  if (!(await getEmailTemplate(db, chatbot, id))) return refusal('not_found')
  const templateKey = edit.templateKey.trim()
  const [taken] = await db
    .select({ id: t.emailTemplates.id })
    .from(t.emailTemplates)
    .where(
      and(
        eq(t.emailTemplates.chatbotId, chatbot.id),
        eq(t.emailTemplates.templateKey, templateKey),
        ne(t.emailTemplates.id, id),
      ),
    )
  if (taken) return refusal('already_exists', fieldErrors({ templateKey: 'key_exists' }))
  const [row] = await db
    .update(t.emailTemplates)
    .set({
      toEmail: edit.toEmail.trim(),
      fromEmail: edit.fromEmail.trim(),
      subject: edit.subject.trim(),
      plainText: edit.plainText,
      htmlTemplate: edit.htmlTemplate,
      isHtml: edit.isHtml,
      isText: edit.isText,
      templateKey,
      useNewEditor: edit.useNewEditor,
    })
    .where(eq(t.emailTemplates.id, id))
    .returning()
  return { ok: true, emailTemplate: row! }
}

export function listMappers(db: SandboxDb, chatbot: ChatbotRow): Promise<MapperRow[]> {
  return db
    .select()
    .from(t.mappers)
    .where(eq(t.mappers.chatbotId, chatbot.id))
    .orderBy(asc(t.mappers.name), asc(t.mappers.id))
}

export async function getMapper(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<MapperRow | null> {
  const [row] = await db
    .select()
    .from(t.mappers)
    .where(and(eq(t.mappers.chatbotId, chatbot.id), eq(t.mappers.id, id)))
  return row ?? null
}

/**
 * "Mapper update" (spec 001 §7): a name and `data`, a JSON object of field → label. Each field once ('Key
 * already exists'), each label once, both filled in; anything but an object is refused.
 */
export async function updateMapper(
  db: SandboxDb,
  chatbot: ChatbotRow,
  id: string,
  input: { name: string; data: unknown },
): Promise<{ ok: true; mapper: MapperRow } | Refusal> {
  const { data } = input
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return refusal('invalid_input', [{ field: 'data', messages: [fieldMessage('email_labels_not_object')] }])
  const entries = Object.entries(data as Record<string, unknown>)
  if (entries.some(([, value]) => typeof value !== 'string'))
    return refusal('invalid_input', [{ field: 'data', messages: [fieldMessage('email_label_not_text')] }])
  const rows = mapperRowsOf(data)
  const problems = mapperProblems(input.name, rows)
  if (hasMapperProblems(problems)) {
    const errors = fieldErrors({ name: problems.name, data: problems.data })
    problems.rows.forEach((row, index) =>
      errors.push(...fieldErrors({ [`data.${index}.key`]: row.key, [`data.${index}.label`]: row.label })),
    )
    const keyTaken = problems.rows.some((row) => row.key === 'key_exists')
    return refusal(keyTaken ? 'already_exists' : 'invalid_input', errors)
  }
  if (!(await getMapper(db, chatbot, id))) return refusal('not_found')
  const [row] = await db
    .update(t.mappers)
    .set({ name: input.name.trim(), data: mapperDataOf(rows) })
    .where(eq(t.mappers.id, id))
    .returning()
  return { ok: true, mapper: row! }
}

export interface DependencyView {
  readonly kind: 'EMAIL_TEMPLATE' | 'MAPPER'
  readonly id: string
  readonly name: string
}

/**
 * The dependencies of processors (Processor.dependencies), for many processors in two queries: the
 * builder lists every processor of a chatbot with them.
 */
export async function dependenciesOf(
  db: SandboxDb,
  processorIds: readonly string[],
): Promise<Map<string, DependencyView[]>> {
  const byProcessor = new Map<string, DependencyView[]>(processorIds.map((id) => [id, []]))
  if (processorIds.length === 0) return byProcessor
  const rows = await db
    .select({
      processorId: t.processorDependencies.processorId,
      templateId: t.emailTemplates.id,
      subject: t.emailTemplates.subject,
      mapperId: t.mappers.id,
      mapperName: t.mappers.name,
    })
    .from(t.processorDependencies)
    .leftJoin(t.emailTemplates, eq(t.emailTemplates.id, t.processorDependencies.emailTemplateId))
    .leftJoin(t.mappers, eq(t.mappers.id, t.processorDependencies.mapperId))
    .where(inArray(t.processorDependencies.processorId, [...processorIds]))
    .orderBy(asc(t.processorDependencies.position), asc(t.processorDependencies.id))
  for (const row of rows) {
    const list = byProcessor.get(row.processorId)
    if (!list) continue
    if (row.templateId) list.push({ kind: 'EMAIL_TEMPLATE', id: row.templateId, name: row.subject ?? '' })
    else if (row.mapperId) list.push({ kind: 'MAPPER', id: row.mapperId, name: row.mapperName ?? '' })
  }
  return byProcessor
}

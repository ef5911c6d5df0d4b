import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  queryMessageTexts,
  maxQueryStatements,
  queryConditionCatalogue,
  queryEntityType,
  queryHolds,
  queryKinds,
  queryStatementInputSchema,
  statementProblem,
  type AtsEntityType,
  type AtsQueryField,
  type AtsRecordValues,
  type QueryMessage,
  type EvaluatedStatement,
  type QueryCondition,
  type QueryKind,
  type StoredStatement,
} from '@shared/domain/automations-queries'
import { isAutomatchType } from '@shared/domain/automations'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { StoredAutomatchQuery } from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/**
 * Automatch queries (spec 000 §3 'Query and query statement', §5 'Queries'; spec 001 §7.3
 * getAllQueryConditions, §7.4 query statement create, update, delete, updateQuery, testSearch, testMatch).
 * A query is one of the search, match and facets queries of an automatch configuration, stored as
 * statements in its jsonb column; its id is `<automatch id>:<kind>`. Only the draft configuration changes
 * (publishing copies it); every change makes the draft newer, so the automatch needs publishing.
 * testSearch and testMatch evaluate the queries against the sandbox ATS (vacancies, candidates).
 */

type AutomatchRow = typeof t.campaignAutomatches.$inferSelect

/** The sandbox ATS's field mappings an automatch query can use; data types as the ATS spells them. */
export const atsQueryFields: readonly AtsQueryField[] = [
  { entityType: 'vacancy', name: 'title', humanReadableName: 'Vacaturetitel', dataType: 'String' },
  { entityType: 'vacancy', name: 'function', humanReadableName: 'Functie', dataType: 'String' },
  { entityType: 'vacancy', name: 'city', humanReadableName: 'Plaats', dataType: 'String' },
  { entityType: 'vacancy', name: 'hours_per_week', humanReadableName: 'Uren per week', dataType: 'Integer' },
  { entityType: 'vacancy', name: 'salary_max', humanReadableName: 'Maximumsalaris', dataType: 'Float' },
  { entityType: 'vacancy', name: 'published_at', humanReadableName: 'Gepubliceerd op', dataType: 'Date' },
  {
    entityType: 'vacancy',
    name: 'contract_type',
    humanReadableName: 'Contractvorm',
    dataType: 'Choice',
    choices: ['vast', 'tijdelijk', 'uitzend'],
  },
  {
    entityType: 'vacancy',
    name: 'status',
    humanReadableName: 'Status',
    dataType: 'Choice',
    choices: ['open', 'gesloten'],
  },
  {
    entityType: 'vacancy',
    name: 'driving_licence_required',
    humanReadableName: 'Rijbewijs C vereist',
    dataType: 'Boolean',
  },
  { entityType: 'candidate', name: 'first_name', humanReadableName: 'Voornaam', dataType: 'String' },
  { entityType: 'candidate', name: 'function', humanReadableName: 'Functie', dataType: 'String' },
  { entityType: 'candidate', name: 'city', humanReadableName: 'Woonplaats', dataType: 'String' },
  {
    entityType: 'candidate',
    name: 'language',
    humanReadableName: 'Taal',
    dataType: 'Choice',
    choices: ['nl-NL', 'en-US', 'pl'],
  },
  {
    entityType: 'candidate',
    name: 'vacancy_title',
    humanReadableName: 'Gewenste vacature',
    dataType: 'String',
  },
  { entityType: 'candidate', name: 'created_at', humanReadableName: 'Ingeschreven op', dataType: 'Date' },
]

const fieldsOf = (entityType: AtsEntityType) => atsQueryFields.filter((f) => f.entityType === entityType)

/** getAllQueryConditions (spec 001 §7.3). */
export const allQueryConditions = () => queryConditionCatalogue

export interface QueryStatementView {
  readonly id: string
  readonly negate: boolean
  readonly order: number
  readonly condition: (Omit<QueryCondition, 'allowedDataTypes'> & { allowedDataTypes: string[] }) | null
  readonly operator: 'AND'
  readonly value: string
  readonly atsFieldMapping: string
  readonly scalarName: string | null
}

export interface QueryView {
  readonly id: string
  readonly kind: QueryKind
  readonly baseAtsEntityType: AtsEntityType
  readonly targetHandler: string
  readonly queryStatements: QueryStatementView[]
}

/** A condition of the catalogue, as a GraphQL answer (mutable lists). */
const conditionView = (id: string) => {
  const found = queryConditionCatalogue.find((c) => c.id === id)
  return found ? { ...found, allowedDataTypes: [...found.allowedDataTypes] } : null
}

const columnOf = { search: 'searchQuery', match: 'matchQuery', facets: 'facetsQuery' } as const

/** The stored statements of a query; rows written before queries had statements hold none. */
const statementsOf = (row: AutomatchRow, kind: QueryKind): StoredAutomatchQuery['statements'] => {
  const stored: unknown = row[columnOf[kind]]
  return stored && typeof stored === 'object' && 'statements' in stored
    ? (stored as StoredAutomatchQuery).statements
    : []
}

/** A query of an automatch configuration as GraphQL answers it. */
export function queryView(row: AutomatchRow, campaignType: string, kind: QueryKind): QueryView {
  return {
    id: `${row.id}:${kind}`,
    kind,
    baseAtsEntityType: queryEntityType(campaignType, kind),
    targetHandler: 'ATS',
    queryStatements: statementsOf(row, kind).map((s, order) => ({
      id: s.id,
      negate: s.negate,
      order,
      condition: conditionView(s.conditionId),
      operator: 'AND',
      value: s.value,
      atsFieldMapping: s.atsFieldMapping,
      scalarName: s.scalarName,
    })),
  }
}

async function automatchOfChatbot(db: SandboxDb, chatbot: ChatbotRow, automatchId: string) {
  const [row] = await db
    .select({ automatch: t.campaignAutomatches, type: t.campaigns.type })
    .from(t.campaignAutomatches)
    .innerJoin(t.campaigns, eq(t.campaigns.id, t.campaignAutomatches.campaignId))
    .where(and(eq(t.campaignAutomatches.chatbotId, chatbot.id), eq(t.campaignAutomatches.id, automatchId)))
  if (!row || !isAutomatchType(row.type)) throw new ApiError('not_found')
  return row
}

function parseQueryId(id: string): { automatchId: string; kind: QueryKind } {
  const at = id.lastIndexOf(':')
  const kind = id.slice(at + 1)
  if (at <= 0 || !(queryKinds as readonly string[]).includes(kind)) throw new ApiError('not_found')
  return { automatchId: id.slice(0, at), kind: kind as QueryKind }
}

export interface QueryFieldError {
  readonly field: string
  readonly messages: string[]
}
export interface QueryAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: QueryFieldError[]
  readonly query: QueryView | null
}

const refusal = (errors: QueryFieldError[]): QueryAnswer => {
  const first = errors[0]?.messages[0] as QueryMessage | undefined
  return {
    ok: false,
    errorMessage: first ? queryMessageTexts[first] : null,
    errors,
    query: null,
  }
}

const statementListSchema = v.array(queryStatementInputSchema)

/**
 * Checks statements for a query of `campaignType`: each against the fields of the query's entity type and,
 * for match and facets, the searched record's fields as scalar names. Errors per `queryStatements.<i>`.
 */
function checkStatements(campaignType: string, kind: QueryKind, input: unknown) {
  const parsed = v.safeParse(statementListSchema, input)
  if (!parsed.success) {
    const errors = parsed.issues.map((issue) => ({
      field: ['queryStatements', ...(issue.path?.map((p) => String(p.key)) ?? [])].join('.'),
      messages: [issue.message],
    }))
    return { errors }
  }
  if (parsed.output.length > maxQueryStatements)
    return { errors: [{ field: 'queryStatements', messages: ['queryTooManyStatements'] }] }
  const fields = fieldsOf(queryEntityType(campaignType, kind))
  const scalars = kind === 'search' ? [] : fieldsOf(queryEntityType(campaignType, 'search'))
  const errors: QueryFieldError[] = []
  parsed.output.forEach((statement, i) => {
    const problem = statementProblem(statement, fields, queryConditionCatalogue, scalars)
    if (problem) errors.push({ field: `queryStatements.${i}`, messages: [problem] })
  })
  return errors.length > 0 ? { errors } : { statements: parsed.output }
}

async function writeStatements(
  services: SandboxServices,
  row: AutomatchRow,
  kind: QueryKind,
  statements: StoredAutomatchQuery['statements'],
) {
  await services.db
    .update(t.campaignAutomatches)
    .set({ [columnOf[kind]]: { statements }, modified: services.clock.now() })
    .where(eq(t.campaignAutomatches.id, row.id))
  const [updated] = await services.db
    .select()
    .from(t.campaignAutomatches)
    .where(eq(t.campaignAutomatches.id, row.id))
  return updated!
}

async function draftQuery(services: SandboxServices, chatbot: ChatbotRow, queryId: string) {
  const { automatchId, kind } = parseQueryId(queryId)
  const { automatch, type } = await automatchOfChatbot(services.db, chatbot, automatchId)
  return { automatch, type, kind }
}

const readOnly = () => refusal([{ field: 'queryStatements', messages: ['queryActiveReadOnly'] }])

const stored = (
  s: v.InferOutput<typeof queryStatementInputSchema>,
  id: string,
): StoredStatement & { id: string } => ({
  id,
  atsFieldMapping: s.atsFieldMapping,
  conditionId: s.conditionId,
  negate: s.negate,
  value: s.value,
  scalarName: s.scalarName || null,
})

/** updateQuery: the query's statements, replaced in this order (ids kept for statements that have one). */
export async function updateQuery(
  services: SandboxServices,
  chatbot: ChatbotRow,
  queryId: string,
  input: { queryStatements: readonly (Record<string, unknown> & { id?: string | null })[] },
): Promise<QueryAnswer> {
  const { automatch, type, kind } = await draftQuery(services, chatbot, queryId)
  if (automatch.kind !== 'draft') return readOnly()
  const withoutIds = input.queryStatements.map(({ id: _id, ...rest }) => rest)
  const checked = checkStatements(type, kind, withoutIds)
  if (!checked.statements) return refusal(checked.errors)
  const known = new Set(statementsOf(automatch, kind).map((s) => s.id))
  const statements = checked.statements.map((s, i) => {
    const id = input.queryStatements[i]?.id
    return stored(s, id && known.has(id) ? id : `qs-${randomUUID()}`)
  })
  const updated = await writeStatements(services, automatch, kind, statements)
  return { ok: true, errorMessage: null, errors: [], query: queryView(updated, type, kind) }
}

/** Query statement create: appended to the query. */
export async function createQueryStatement(
  services: SandboxServices,
  chatbot: ChatbotRow,
  queryId: string,
  statement: unknown,
): Promise<QueryAnswer> {
  const { automatch, type, kind } = await draftQuery(services, chatbot, queryId)
  if (automatch.kind !== 'draft') return readOnly()
  const current = statementsOf(automatch, kind)
  const checked = checkStatements(type, kind, [...current, statement])
  if (!checked.statements) return refusal(checked.errors)
  const added = stored(checked.statements.at(-1)!, `qs-${randomUUID()}`)
  const updated = await writeStatements(services, automatch, kind, [...current, added])
  return { ok: true, errorMessage: null, errors: [], query: queryView(updated, type, kind) }
}

/** Finds the draft query holding a statement. */
async function queryOfStatement(services: SandboxServices, chatbot: ChatbotRow, statementId: string) {
  const rows = await services.db
    .select({ automatch: t.campaignAutomatches, type: t.campaigns.type })
    .from(t.campaignAutomatches)
    .innerJoin(t.campaigns, eq(t.campaigns.id, t.campaignAutomatches.campaignId))
    .where(eq(t.campaignAutomatches.chatbotId, chatbot.id))
  for (const { automatch, type } of rows)
    for (const kind of queryKinds) {
      const statements = statementsOf(automatch, kind)
      const index = statements.findIndex((s) => s.id === statementId)
      if (index >= 0) return { automatch, type, kind, statements, index }
    }
  throw new ApiError('not_found')
}

/** Query statement update. */
export async function updateQueryStatement(
  services: SandboxServices,
  chatbot: ChatbotRow,
  statementId: string,
  statement: unknown,
): Promise<QueryAnswer> {
  const { automatch, type, kind, statements, index } = await queryOfStatement(services, chatbot, statementId)
  if (automatch.kind !== 'draft') return readOnly()
  const next: unknown[] = [...statements]
  next[index] = statement
  const checked = checkStatements(type, kind, next)
  if (!checked.statements) return refusal(checked.errors)
  const replaced = statements.map((s, i) => (i === index ? stored(checked.statements[i]!, s.id) : s))
  const updated = await writeStatements(services, automatch, kind, replaced)
  return { ok: true, errorMessage: null, errors: [], query: queryView(updated, type, kind) }
}

/** Query statement delete. */
export async function deleteQueryStatement(
  services: SandboxServices,
  chatbot: ChatbotRow,
  statementId: string,
): Promise<QueryAnswer> {
  const { automatch, type, kind, statements } = await queryOfStatement(services, chatbot, statementId)
  if (automatch.kind !== 'draft') return readOnly()
  const updated = await writeStatements(
    services,
    automatch,
    kind,
    statements.filter((s) => s.id !== statementId),
  )
  return { ok: true, errorMessage: null, errors: [], query: queryView(updated, type, kind) }
}

// ---- testSearch and testMatch ---------------------------------------------------------------------------

export interface AtsRecordView {
  readonly id: string
  readonly entityType: AtsEntityType
  readonly title: string
  readonly values: AtsRecordValues
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/** The sandbox ATS's records of one entity type, with their field values. */
async function atsRecords(
  db: SandboxDb,
  chatbot: ChatbotRow,
  entityType: AtsEntityType,
): Promise<AtsRecordView[]> {
  if (entityType === 'vacancy') {
    const rows = await db
      .select()
      .from(t.atsVacancies)
      .where(eq(t.atsVacancies.chatbotId, chatbot.id))
      .orderBy(asc(t.atsVacancies.externalId))
    return rows.map((r) => ({
      id: r.id,
      entityType,
      title: `${r.title} (${r.externalId})`,
      values: { ...r.data, published_at: isoDate(r.createdAt) },
    }))
  }
  const rows = await db
    .select()
    .from(t.campaignCandidates)
    .where(eq(t.campaignCandidates.chatbotId, chatbot.id))
    .orderBy(asc(t.campaignCandidates.id))
  return rows.map((r) => ({
    id: r.id,
    entityType,
    title: r.name,
    values: {
      first_name: r.data['first_name'] ?? r.name,
      function: r.data['function'] ?? null,
      city: r.data['city'] ?? null,
      language: r.language,
      vacancy_title: r.data['vacancy_title'] ?? null,
      created_at: isoDate(r.createdAt),
    },
  }))
}

const evaluated = (statements: readonly StoredStatement[]): EvaluatedStatement[] =>
  statements.map((s) => ({
    ...s,
    condition: queryConditionCatalogue.find((c) => c.id === s.conditionId) ?? { value: 'never' },
  }))

/** How many records a test answers at most (the total is counted in full). */
export const testResultLimit = 50

export interface QueryTestAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: QueryFieldError[]
  readonly total: number
  readonly records: AtsRecordView[]
}

/** Statements to test: the given (unsaved) ones after the same checks as a save, else the stored ones. */
function statementsToTest(row: AutomatchRow, type: string, kind: QueryKind, given: unknown) {
  if (given === undefined || given === null) return { statements: statementsOf(row, kind) }
  const checked = checkStatements(type, kind, given)
  if (!checked.statements)
    return { errors: checked.errors.map((e) => ({ ...e, field: `${kind}.${e.field}` })) }
  return { statements: checked.statements }
}

const testRefusal = (errors: QueryFieldError[]): QueryTestAnswer => ({
  ...refusal(errors),
  total: 0,
  records: [],
})

/**
 * testSearch: the records the search query selects now (the draft's statements, or `searchStatements`
 * being edited).
 */
export async function testSearch(
  services: SandboxServices,
  chatbot: ChatbotRow,
  automatchId: string,
  searchStatements?: unknown,
): Promise<QueryTestAnswer> {
  const { automatch, type } = await automatchOfChatbot(services.db, chatbot, automatchId)
  const search = statementsToTest(automatch, type, 'search', searchStatements)
  if (!search.statements) return testRefusal(search.errors)
  const now = services.clock.now()
  const records = await atsRecords(services.db, chatbot, queryEntityType(type, 'search'))
  const found = records.filter((r) => queryHolds(evaluated(search.statements), r.values, null, now))
  return {
    ok: true,
    errorMessage: null,
    errors: [],
    total: found.length,
    records: found.slice(0, testResultLimit),
  }
}

/**
 * testMatch: for one searched record, the records the match query selects, narrowed by the facets query,
 * at most the automatch's page limit of them (0: no limit, spec 000 §9).
 */
export async function testMatch(
  services: SandboxServices,
  chatbot: ChatbotRow,
  automatchId: string,
  recordId: string,
  overrides: { matchStatements?: unknown; facetsStatements?: unknown } = {},
): Promise<QueryTestAnswer> {
  const { automatch, type } = await automatchOfChatbot(services.db, chatbot, automatchId)
  const match = statementsToTest(automatch, type, 'match', overrides.matchStatements)
  if (!match.statements) return testRefusal(match.errors)
  const facets = statementsToTest(automatch, type, 'facets', overrides.facetsStatements)
  if (!facets.statements) return testRefusal(facets.errors)
  const searched = (await atsRecords(services.db, chatbot, queryEntityType(type, 'search'))).find(
    (r) => r.id === recordId,
  )
  if (!searched) throw new ApiError('not_found')
  const now = services.clock.now()
  const statements = evaluated([...match.statements, ...facets.statements])
  const candidates = await atsRecords(services.db, chatbot, queryEntityType(type, 'match'))
  const matched = candidates.filter((r) => queryHolds(statements, r.values, searched.values, now))
  const limited = automatch.matchPageLimit > 0 ? matched.slice(0, automatch.matchPageLimit) : matched
  return {
    ok: true,
    errorMessage: null,
    errors: [],
    total: limited.length,
    records: limited.slice(0, testResultLimit),
  }
}

/** allAtsFieldMappings for automatch queries: the ATS fields with their data types. */
export function automatchFieldMappings(filter: { targetHandler?: string | null }) {
  if (filter.targetHandler && filter.targetHandler !== 'ATS') return []
  return atsQueryFields.map((f) => ({
    ...f,
    id: `atsf-${f.entityType}-${f.name}`,
    choices: [...(f.choices ?? [])],
  }))
}

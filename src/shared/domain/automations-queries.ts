import * as v from 'valibot'

/**
 * Automatch queries (spec 000 §3 'Query and query statement', §5 'Queries'): the conditions a statement may
 * use by its field's data type, and how a statement is evaluated against an ATS record (the sandbox's
 * testSearch and testMatch use the same rule the editor explains).
 */

export const queryKinds = ['search', 'match', 'facets'] as const
export type QueryKind = (typeof queryKinds)[number]

/** The ATS entity types an automatch searches and matches. */
export const atsEntityTypes = ['vacancy', 'candidate'] as const
export type AtsEntityType = (typeof atsEntityTypes)[number]

/**
 * What a query of an automatch looks at: vacancy-to-candidate searches new vacancies and matches candidates
 * to each; candidate-to-vacancy the other way round. Facets narrow the matches, so they look at what is
 * matched.
 */
export function queryEntityType(campaignType: string, kind: QueryKind): AtsEntityType {
  const searched: AtsEntityType = campaignType === 'automatch_cand2vac' ? 'candidate' : 'vacancy'
  const matched: AtsEntityType = searched === 'vacancy' ? 'candidate' : 'vacancy'
  return kind === 'search' ? searched : matched
}

/** Statements are joined with AND (spec 000 §3), the only operator. */
export const queryOperators = ['AND'] as const

/** A condition (spec 000 §3): `value` is the comparison the ATS connector applies. */
export interface QueryCondition {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly allowedDataTypes: readonly string[]
  readonly value: string
}

/** The ATS data types of fields, lowercased as the condition list compares them. */
export const atsDataTypes = ['string', 'integer', 'float', 'date', 'boolean', 'choice'] as const
export type AtsDataType = (typeof atsDataTypes)[number]

/**
 * The conditions getAllQueryConditions answers. `exists` needs no value; `within_last_days` takes a number
 * of days; `one_of` a comma separated list.
 */
export const queryConditionCatalogue: readonly QueryCondition[] = [
  {
    id: 'cond-equals',
    name: 'equals',
    description: 'The field has exactly this value (not case-sensitive).',
    allowedDataTypes: ['string', 'integer', 'float', 'date', 'boolean', 'choice'],
    value: 'exact',
  },
  {
    id: 'cond-contains',
    name: 'contains',
    description: 'The field contains this text (not case-sensitive).',
    allowedDataTypes: ['string'],
    value: 'icontains',
  },
  {
    id: 'cond-starts-with',
    name: 'starts_with',
    description: 'The field starts with this text (not case-sensitive).',
    allowedDataTypes: ['string'],
    value: 'istartswith',
  },
  {
    id: 'cond-one-of',
    name: 'one_of',
    description: 'The field has one of these comma separated values.',
    allowedDataTypes: ['string', 'choice'],
    value: 'in',
  },
  {
    id: 'cond-greater-than',
    name: 'greater_than',
    description: 'The field is greater than (a date: later than) this value.',
    allowedDataTypes: ['integer', 'float', 'date'],
    value: 'gt',
  },
  {
    id: 'cond-less-than',
    name: 'less_than',
    description: 'The field is less than (a date: earlier than) this value.',
    allowedDataTypes: ['integer', 'float', 'date'],
    value: 'lt',
  },
  {
    id: 'cond-within-last-days',
    name: 'within_last_days',
    description: 'The date lies within this many days before now.',
    allowedDataTypes: ['date'],
    value: 'within_days',
  },
  {
    id: 'cond-exists',
    name: 'exists',
    description: 'The field has a value.',
    allowedDataTypes: ['string', 'integer', 'float', 'date', 'boolean', 'choice'],
    value: 'isnull_false',
  },
]

/** Conditions that compare with no value. */
export const conditionTakesValue = (condition: Pick<QueryCondition, 'value'>): boolean =>
  condition.value !== 'isnull_false'

/** Spec 000 §5: the conditions of a statement are chosen by the field's data type, lowercased. */
export function conditionsForDataType<C extends Pick<QueryCondition, 'allowedDataTypes'>>(
  conditions: readonly C[],
  dataType: string | null | undefined,
): C[] {
  if (!dataType) return []
  const type = dataType.toLowerCase()
  return conditions.filter((c) => c.allowedDataTypes.some((allowed) => allowed.toLowerCase() === type))
}

/** An ATS field a statement compares (an ATS field mapping of the automatch's entity type). */
export interface AtsQueryField {
  readonly name: string
  readonly humanReadableName: string
  readonly dataType: string
  readonly entityType: AtsEntityType
  /** For choice fields: the values. */
  readonly choices?: readonly string[]
}

/** A statement as the editor holds it: the field, the condition, and a value or the scalar it comes from. */
export interface StatementDraft {
  readonly atsFieldMapping: string | null
  readonly conditionId: string | null
  readonly negate: boolean
  readonly value: string
  /** Match and facets: compare with this field of the searched record instead of a fixed value. */
  readonly scalarName: string | null
}

/**
 * Choosing another field (spec 000 §5): when its data type differs from the previous field's, the
 * condition and value reset; the same type keeps them.
 */
export function statementWithField(
  statement: StatementDraft,
  field: string | null,
  fields: readonly Pick<AtsQueryField, 'name' | 'dataType'>[],
): StatementDraft {
  const typeOf = (name: string | null) => fields.find((f) => f.name === name)?.dataType.toLowerCase() ?? null
  const sameType = statement.atsFieldMapping !== null && typeOf(statement.atsFieldMapping) === typeOf(field)
  return sameType
    ? { ...statement, atsFieldMapping: field }
    : { ...statement, atsFieldMapping: field, conditionId: null, value: '', scalarName: null }
}

/** Query statement rules; messages are keys of `queryMessageTexts`. */
export const queryStatementInputSchema = v.object({
  atsFieldMapping: v.pipe(
    v.string('queryFieldRequired' satisfies QueryMessage),
    v.trim(),
    v.minLength(1, 'queryFieldRequired' satisfies QueryMessage),
    v.maxLength(100),
  ),
  conditionId: v.pipe(
    v.string('queryConditionRequired' satisfies QueryMessage),
    v.minLength(1, 'queryConditionRequired' satisfies QueryMessage),
  ),
  negate: v.boolean(),
  value: v.pipe(v.string(), v.trim(), v.maxLength(500)),
  scalarName: v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100))),
})
export type QueryStatementInput = v.InferOutput<typeof queryStatementInputSchema>

/** At most this many statements per query (the spec names no limit; an ATS query stays readable). */
export const maxQueryStatements = 30

/**
 * The problem of a statement against the fields and conditions it may use: an unknown field, a condition
 * not allowed for the field's type, a value the condition needs but lacks, or a number or date that is none.
 */
export function statementProblem(
  statement: QueryStatementInput,
  fields: readonly Pick<AtsQueryField, 'name' | 'dataType'>[],
  conditions: readonly QueryCondition[],
  scalarFields: readonly Pick<AtsQueryField, 'name'>[] = [],
): QueryMessage | null {
  const field = fields.find((f) => f.name === statement.atsFieldMapping)
  if (!field) return 'queryFieldRequired'
  const condition = conditionsForDataType(conditions, field.dataType).find(
    (c) => c.id === statement.conditionId,
  )
  if (!condition) return 'queryConditionRequired'
  if (!conditionTakesValue(condition)) return null
  if (statement.scalarName) {
    return scalarFields.some((f) => f.name === statement.scalarName) ? null : 'queryScalarUnknown'
  }
  if (statement.value === '') return 'queryValueRequired'
  const type = field.dataType.toLowerCase()
  if (condition.value === 'within_days') return /^\d{1,4}$/.test(statement.value) ? null : 'queryValueNumber'
  if ((type === 'integer' || type === 'float') && condition.value !== 'in')
    return Number.isFinite(Number(statement.value.replace(',', '.'))) ? null : 'queryValueNumber'
  if (type === 'date') return Number.isNaN(Date.parse(statement.value)) ? 'queryValueDate' : null
  if (type === 'boolean') return ['true', 'false'].includes(statement.value) ? null : 'queryValueBoolean'
  return null
}

/** An ATS record as testSearch and testMatch read it: values by field name. */
export type AtsRecordValues = Readonly<Record<string, string | number | boolean | null>>

export interface EvaluatedStatement {
  readonly atsFieldMapping: string
  readonly negate: boolean
  readonly value: string
  readonly scalarName: string | null
  readonly condition: Pick<QueryCondition, 'value'>
}

const day = 86_400_000

/**
 * Whether a record meets one statement. `searched` is the searched record whose field `scalarName` names
 * (match and facets queries); `now` for `within_last_days`. Text compares without case; a missing value
 * meets nothing but a negated statement.
 */
export function statementHolds(
  statement: EvaluatedStatement,
  record: AtsRecordValues,
  searched: AtsRecordValues | null,
  now: number,
): boolean {
  const raw = record[statement.atsFieldMapping]
  const compared = statement.scalarName ? String(searched?.[statement.scalarName] ?? '') : statement.value
  const holds = ((): boolean => {
    if (statement.condition.value === 'isnull_false') return raw !== null && raw !== undefined && raw !== ''
    if (raw === null || raw === undefined || raw === '') return false
    const text = String(raw).toLocaleLowerCase()
    const wanted = compared.trim().toLocaleLowerCase()
    // Dates (ISO, as the ATS stores them) compare as times, everything else as numbers.
    const isDate = typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw)
    const number = (s: string) => (isDate ? Date.parse(s) : Number(s.replace(',', '.')))
    switch (statement.condition.value) {
      case 'exact':
        return typeof raw === 'number' ? raw === Number(wanted.replace(',', '.')) : text === wanted
      case 'icontains':
        return text.includes(wanted)
      case 'istartswith':
        return text.startsWith(wanted)
      case 'in':
        return wanted
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)
          .includes(text)
      case 'gt':
        return number(String(raw)) > number(compared)
      case 'lt':
        return number(String(raw)) < number(compared)
      case 'within_days': {
        const at = Date.parse(String(raw))
        return !Number.isNaN(at) && at <= now && at >= now - Number(wanted) * day
      }
      default:
        return false
    }
  })()
  return statement.negate ? !holds : holds
}

/** All statements hold (AND, spec 000 §3); a query without statements selects every record. */
export function queryHolds(
  statements: readonly EvaluatedStatement[],
  record: AtsRecordValues,
  searched: AtsRecordValues | null,
  now: number,
): boolean {
  return statements.every((s) => statementHolds(s, record, searched, now))
}

/** A query statement as an automation, a template or an import file stores it. */
export const storedStatementSchema = v.object({
  atsFieldMapping: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  conditionId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  negate: v.boolean(),
  value: v.pipe(v.string(), v.maxLength(500)),
  scalarName: v.nullable(v.pipe(v.string(), v.maxLength(100))),
})
export type StoredStatement = v.InferOutput<typeof storedStatementSchema>

// ---- messages --------------------------------------------------------------------------------------------

/**
 * The queries' message keys (locales/<lng>/automations.json `setup.messages.<key>`) with the English text the
 * sandbox answers.
 */
export const queryMessageTexts = {
  queryFieldRequired: 'Please choose a field.',
  queryConditionRequired: 'Please choose a condition for this field.',
  queryValueRequired: 'Please enter a value.',
  queryValueNumber: 'Please enter a number.',
  queryValueDate: 'Please enter a date (YYYY-MM-DD).',
  queryValueBoolean: 'Please choose yes or no.',
  queryScalarUnknown: 'Please choose a field of the searched record.',
  queryTooManyStatements: 'A query can have at most 30 statements.',
  queryActiveReadOnly: 'Only the draft configuration can be changed.',
  testSearchFailed: 'The search could not be tested.',
} as const
export type QueryMessage = keyof typeof queryMessageTexts

import * as v from 'valibot'
import { automationNameSchema, campaignTypes, isAutomatchType, type AutomationMessage } from './automations'
import { broadcastScheduleSchema } from './automations-schedule'

/**
 * Setting automations up: automation templates and the create modal's choices (spec 000 §3
 * 'Automation template', §4 last transition), the import file and its duplicate-name rules (spec 000 §5
 * 'Automation'), and the automatch queries (spec 000 §3 'Query and query statement', §5 'Queries'): the
 * conditions a statement may use by its field's data type, and how a statement is evaluated against an ATS
 * record (the sandbox's testSearch and testMatch use the same rule the editor explains).
 */

// ---- automation templates ----------------------------------------------------------------------------

export interface TemplateStep {
  readonly title: string
  readonly description: string
}

const stepSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200)),
  description: v.pipe(v.string(), v.trim(), v.maxLength(1000)),
})

/** Templates with these types need WhatsApp: the others (automatch) are offered to every chatbot. */
export const templateNeedsWhatsapp = (type: string): boolean => !isAutomatchType(type)

/**
 * The templates the create modal offers (spec 000 §4): without a WhatsApp provider only automatch campaign
 * templates.
 */
export function offeredTemplates<T extends { readonly campaign: { readonly type: string } }>(
  templates: readonly T[],
  hasWhatsappProvider: boolean,
): T[] {
  return templates.filter((template) => hasWhatsappProvider || !templateNeedsWhatsapp(template.campaign.type))
}

/**
 * The flow a new automation gets (spec 000 §4): a smart inbox campaign has none; otherwise the chosen flow,
 * or the template's when none was chosen.
 */
export function flowForNewCampaign(
  type: string,
  chosenFlowId: string | null | undefined,
  templateFlowId: string | null | undefined,
): string | null {
  if (type === 'smart_inbox_batch_action') return null
  return chosenFlowId || templateFlowId || null
}

// ---- automatch queries ---------------------------------------------------------------------------------

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

/** Query statement rules; messages are keys of `automationSetupMessageTexts`. */
export const queryStatementInputSchema = v.object({
  atsFieldMapping: v.pipe(
    v.string('queryFieldRequired' satisfies AutomationSetupMessage),
    v.trim(),
    v.minLength(1, 'queryFieldRequired' satisfies AutomationSetupMessage),
    v.maxLength(100),
  ),
  conditionId: v.pipe(
    v.string('queryConditionRequired' satisfies AutomationSetupMessage),
    v.minLength(1, 'queryConditionRequired' satisfies AutomationSetupMessage),
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
): AutomationSetupMessage | null {
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

// ---- import ---------------------------------------------------------------------------------------------

/** The formats of an import file: an exported automation or an exported automation template. */
export const automationFileFormat = 'chatbot-portal/automation'
export const templateFileFormat = 'chatbot-portal/automation-template'

const storedStatementSchema = v.object({
  atsFieldMapping: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  conditionId: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  negate: v.boolean(),
  value: v.pipe(v.string(), v.maxLength(500)),
  scalarName: v.nullable(v.pipe(v.string(), v.maxLength(100))),
})
export type StoredStatement = v.InferOutput<typeof storedStatementSchema>

const queriesSchema = v.object({
  search: v.pipe(v.array(storedStatementSchema), v.maxLength(maxQueryStatements)),
  match: v.pipe(v.array(storedStatementSchema), v.maxLength(maxQueryStatements)),
  facets: v.pipe(v.array(storedStatementSchema), v.maxLength(maxQueryStatements)),
})

/**
 * What an automation carries into a template or a file: its type and settings. Flows belong to a chatbot,
 * so a file names the flow and the import looks it up by name.
 */
export const templateCampaignSchema = v.object({
  type: v.picklist(campaignTypes),
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  flowName: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(200))), null),
  schedule: v.optional(v.nullable(broadcastScheduleSchema), null),
  queries: v.optional(v.nullable(queriesSchema), null),
  requiredData: v.optional(
    v.pipe(
      v.array(
        v.object({
          name: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
          humanReadableName: v.pipe(v.string(), v.maxLength(200)),
          description: v.pipe(v.string(), v.maxLength(1000)),
        }),
      ),
      v.maxLength(50),
    ),
    [],
  ),
})
export type TemplateCampaign = v.InferOutput<typeof templateCampaignSchema>

const templateNameSchema = v.pipe(
  v.string('templateNameRequired' satisfies AutomationSetupMessage),
  v.trim(),
  v.minLength(1, 'templateNameRequired' satisfies AutomationSetupMessage),
  v.maxLength(100, 'nameTooLong' satisfies AutomationMessage),
)

export const automationTemplateSchema = v.object({
  name: templateNameSchema,
  description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(1000)), ''),
  tags: v.optional(
    v.pipe(v.array(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40))), v.maxLength(10)),
    [],
  ),
  steps: v.optional(v.pipe(v.array(stepSchema), v.maxLength(20)), []),
  optionalSteps: v.optional(v.pipe(v.array(stepSchema), v.maxLength(20)), []),
  campaign: templateCampaignSchema,
})
export type AutomationTemplateValues = v.InferOutput<typeof automationTemplateSchema>

/** An import file: an automation or a template, as `exportCampaign` / `exportAutomationTemplate` write them. */
export const importFileSchema = v.variant('format', [
  v.object({
    format: v.literal(automationFileFormat),
    version: v.literal(1),
    automation: v.object({
      name: v.pipe(v.string(), v.maxLength(200)),
      campaign: templateCampaignSchema,
    }),
  }),
  v.object({
    format: v.literal(templateFileFormat),
    version: v.literal(1),
    template: v.object({ ...automationTemplateSchema.entries, name: v.pipe(v.string(), v.maxLength(200)) }),
  }),
])
export type ImportFile = v.InferOutput<typeof importFileSchema>

/** Import files are small JSON documents. */
export const importFileMaxBytes = 1024 * 1024

/** Reads an import file's text: the file, or why it is not one (spec 001 §8: "Error! Please select a valide file"). */
export function readImportFile(text: string): { ok: true; file: ImportFile } | { ok: false } {
  let json: unknown
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''))
  } catch {
    return { ok: false }
  }
  const parsed = v.safeParse(importFileSchema, json)
  return parsed.success ? { ok: true, file: parsed.output } : { ok: false }
}

/** The import modal's form: the name the import gets (the file's, editable). */
export const campaignImportFormSchema = v.object({ name: automationNameSchema })
export const templateImportFormSchema = v.object({ name: templateNameSchema })

const fileTextSchema = v.pipe(
  v.string('invalidFile' satisfies AutomationSetupMessage),
  v.check((text) => readImportFile(text).ok, 'invalidFile' satisfies AutomationSetupMessage),
)

/**
 * The import modal's form: the file's text (a valid import file) and the name it gets, checked by the rules
 * of what the file holds (an automation's name rules, or a template name).
 */
export const importFormSchema = v.variant('kind', [
  v.object({ kind: v.literal('automation'), name: automationNameSchema, file: fileTextSchema }),
  v.object({ kind: v.literal('template'), name: templateNameSchema, file: fileTextSchema }),
])
export interface ImportFormValues {
  kind: 'automation' | 'template'
  name: string
  file: string
}

/** What kind of import a file is, and the name it brings. */
export function importFileSummary(file: ImportFile): {
  kind: ImportFormValues['kind']
  name: string
  type: string
} {
  return file.format === automationFileFormat
    ? { kind: 'automation', name: file.automation.name, type: file.automation.campaign.type }
    : { kind: 'template', name: file.template.name, type: file.template.campaign.type }
}

/**
 * Spec 000 §5: an imported automation's name must not duplicate an existing automation's, an imported
 * template's name an existing template's (compared without case and surrounding spaces).
 */
export function importNameProblem(
  kind: 'automation' | 'template',
  name: string,
  existing: readonly string[],
): AutomationSetupMessage | AutomationMessage | null {
  const key = name.trim().toLocaleLowerCase()
  if (!existing.some((other) => other.trim().toLocaleLowerCase() === key)) return null
  return kind === 'automation' ? 'nameDuplicate' : 'templateNameDuplicate'
}

// ---- messages --------------------------------------------------------------------------------------------

/**
 * The setup's own message keys (locales/<lng>/automations.json `messages.<key>`) with the English text the
 * sandbox answers; the import's duplicate and failure messages are in `automationMessageTexts`.
 */
export const automationSetupMessageTexts = {
  invalidFile: 'Error! Please select a valide file',
  templateNameRequired: 'Please enter a template name.',
  templateNeedsWhatsapp: 'This template needs a WhatsApp provider.',
  templateTypeMismatch: 'The template is for another type of automation.',
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
export type AutomationSetupMessage = keyof typeof automationSetupMessageTexts

import * as v from 'valibot'
import { automationNameSchema, campaignTypes, isAutomatchType, type AutomationMessage } from './automations'
import { maxQueryStatements, storedStatementSchema } from './automations-queries'
import { broadcastScheduleSchema } from './automations-schedule'
import { hasInvisibleCharacters, invisibleCharactersMessage } from './visible-text'

/**
 * Automation templates and the create modal's choices (spec 000 §3 'Automation template', §4 last
 * transition), and the import file of an automation or a template with its duplicate-name rules (spec 000
 * §5 'Automation').
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

// ---- import ---------------------------------------------------------------------------------------------

/** The formats of an import file: an exported automation or an exported automation template. */
export const automationFileFormat = 'chatbot-portal/automation'
export const templateFileFormat = 'chatbot-portal/automation-template'

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
  v.string('templateNameRequired' satisfies TemplateMessage),
  v.trim(),
  v.minLength(1, 'templateNameRequired' satisfies TemplateMessage),
  v.maxLength(100, 'nameTooLong' satisfies AutomationMessage),
  v.check((name) => !hasInvisibleCharacters(name), 'invisibleCharacters' satisfies TemplateMessage),
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
  v.string('invalidFile' satisfies TemplateMessage),
  v.check((text) => readImportFile(text).ok, 'invalidFile' satisfies TemplateMessage),
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
): TemplateMessage | AutomationMessage | null {
  const key = name.trim().toLocaleLowerCase()
  if (!existing.some((other) => other.trim().toLocaleLowerCase() === key)) return null
  return kind === 'automation' ? 'nameDuplicate' : 'templateNameDuplicate'
}

// ---- messages --------------------------------------------------------------------------------------------

/**
 * The templates' and import's own message keys (locales/<lng>/automations.json `setup.messages.<key>`) with
 * the English text the sandbox answers; the import's duplicate and failure messages are in
 * `automationMessageTexts`.
 */
export const templateMessageTexts = {
  invalidFile: 'Error! Please select a valide file',
  templateNameRequired: 'Please enter a template name.',
  invisibleCharacters: invisibleCharactersMessage.en,
  templateNeedsWhatsapp: 'This template needs a WhatsApp provider.',
  templateTypeMismatch: 'The template is for another type of automation.',
} as const
export type TemplateMessage = keyof typeof templateMessageTexts

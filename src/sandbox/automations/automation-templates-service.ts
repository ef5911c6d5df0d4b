import { randomUUID } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import * as v from 'valibot'
import {
  automationMessageTexts,
  campaignCreateSchema,
  isAutomatchType,
  type AutomationMessage,
  type CampaignType,
} from '@shared/domain/automations'
import { queryKinds, type StoredStatement } from '@shared/domain/automations-queries'
import {
  automationFileFormat,
  templateMessageTexts,
  campaignImportFormSchema,
  flowForNewCampaign,
  importNameProblem,
  offeredTemplates,
  readImportFile,
  templateFileFormat,
  templateImportFormSchema,
  templateNeedsWhatsapp,
  type TemplateMessage,
  type ImportFile,
  type TemplateCampaign,
} from '@shared/domain/automations-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import { builderFlows } from '../builder/schema'
import type { StoredAutomatchQuery } from './schema'
import { type CampaignAnswer, getCampaign, listCampaigns } from './campaign-views'
import { createCampaign, updateBroadcast, updateCampaign } from './campaigns-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/**
 * Automation templates, creating an automation from one, and import and export (spec 000 §3
 * 'Automation template', §4, §5 'Automation'; spec 001 §7.3 automation templates, §8 campaign and template
 * import). Templates belong to a chatbot, so their flow is one of its flows; files name the flow and an
 * import looks it up by name in the importing chatbot.
 */

type TemplateRow = typeof t.automationTemplates.$inferSelect

export interface TemplateView {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly tags: string[]
  readonly steps: { title: string; description: string }[]
  readonly optionalSteps: { title: string; description: string }[]
  readonly type: CampaignType
  readonly flowId: string | null
  readonly campaign: TemplateCampaign
  readonly created: number
}

const templateView = (row: TemplateRow): TemplateView => ({
  id: row.id,
  name: row.name,
  description: row.description,
  tags: row.tags,
  steps: row.steps.map((s) => ({ ...s })),
  optionalSteps: row.optionalSteps.map((s) => ({ ...s })),
  type: row.campaign.type,
  flowId: row.flowId,
  campaign: row.campaign,
  created: row.createdAt,
})

const hasWhatsapp = (chatbot: ChatbotRow) => chatbot.whatsappProvider != null

async function templateRows(db: SandboxDb, chatbot: ChatbotRow) {
  return db
    .select()
    .from(t.automationTemplates)
    .where(eq(t.automationTemplates.chatbotId, chatbot.id))
    .orderBy(asc(t.automationTemplates.name), asc(t.automationTemplates.id))
}

/** The templates the chatbot is offered: without a WhatsApp provider only automatch ones (spec 000 §4). */
export async function listTemplates(db: SandboxDb, chatbot: ChatbotRow): Promise<TemplateView[]> {
  return offeredTemplates((await templateRows(db, chatbot)).map(templateView), hasWhatsapp(chatbot))
}

export async function getTemplate(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<TemplateView> {
  const found = (await listTemplates(db, chatbot)).find((template) => template.id === id)
  if (!found) throw new ApiError('not_found')
  return found
}

type Message = AutomationMessage | TemplateMessage

const textOf = (message: Message): string =>
  message in templateMessageTexts
    ? templateMessageTexts[message as TemplateMessage]
    : automationMessageTexts[message as AutomationMessage]

function refusedWith(field: string, message: Message): CampaignAnswer {
  return {
    ok: false,
    errorMessage: textOf(message),
    errors: [{ field, messages: [message as AutomationMessage] }],
    campaign: null,
  }
}

const withIds = (statements: readonly StoredStatement[]): StoredAutomatchQuery['statements'] =>
  statements.map((s) => ({ ...s, id: `qs-${randomUUID()}` }))

/** What a new automation takes over from a template or a file: schedule, automatch queries, required data. */
async function applySettings(
  services: SandboxServices,
  chatbot: ChatbotRow,
  campaignId: string,
  settings: TemplateCampaign,
) {
  if (settings.requiredData.length > 0)
    await services.db
      .update(t.campaigns)
      .set({ requiredData: settings.requiredData.map((d) => ({ ...d })) })
      .where(eq(t.campaigns.id, campaignId))
  if (settings.schedule && settings.type === 'broadcast')
    await updateBroadcast(services, chatbot, campaignId, { schedule: settings.schedule })
  if (settings.queries && isAutomatchType(settings.type)) {
    const queries = settings.queries
    await services.db
      .update(t.campaignAutomatches)
      .set({
        searchQuery: { statements: withIds(queries.search) },
        matchQuery: { statements: withIds(queries.match) },
        facetsQuery: { statements: withIds(queries.facets) },
      })
      .where(and(eq(t.campaignAutomatches.campaignId, campaignId), eq(t.campaignAutomatches.kind, 'draft')))
  }
  return getCampaign(services.db, chatbot, campaignId)
}

/**
 * createCampaign with an optional template (spec 000 §4): the template must be offered to the chatbot and
 * be of the chosen type; the flow is the chosen one or else the template's (none for a smart inbox
 * campaign); an empty description takes the template campaign's; schedule, queries and required data come along.
 */
export async function createAutomation(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: unknown,
): Promise<CampaignAnswer> {
  const parsed = v.safeParse(campaignCreateSchema, input)
  if (!parsed.success || !parsed.output.templateId) return createCampaign(services, chatbot, input)
  const values = parsed.output
  const [row] = (await templateRows(services.db, chatbot)).filter((r) => r.id === values.templateId)
  if (!row) throw new ApiError('not_found')
  if (templateNeedsWhatsapp(row.campaign.type) && !hasWhatsapp(chatbot))
    return refusedWith('templateId', 'templateNeedsWhatsapp')
  if (row.campaign.type !== values.type) return refusedWith('templateId', 'templateTypeMismatch')
  const created = await createCampaign(services, chatbot, {
    ...values,
    description: values.description || row.campaign.description || row.description,
    flowId: flowForNewCampaign(values.type, values.flowId, row.flowId),
  })
  if (!created.ok || !created.campaign) return created
  return { ...created, campaign: await applySettings(services, chatbot, created.campaign.id, row.campaign) }
}

// ---- import and export ------------------------------------------------------------------------------------

async function flowIdByName(db: SandboxDb, chatbot: ChatbotRow, name: string | null) {
  if (!name) return null
  const flows = await db
    .select({ id: builderFlows.id, name: builderFlows.name })
    .from(builderFlows)
    .where(eq(builderFlows.chatbotId, chatbot.id))
  const key = name.trim().toLocaleLowerCase()
  return flows.find((f) => f.name.trim().toLocaleLowerCase() === key)?.id ?? null
}

async function flowNameOf(db: SandboxDb, chatbot: ChatbotRow, flowId: string | null) {
  if (!flowId) return null
  const [flow] = await db
    .select({ name: builderFlows.name })
    .from(builderFlows)
    .where(and(eq(builderFlows.chatbotId, chatbot.id), eq(builderFlows.id, flowId)))
  return flow?.name ?? null
}

function readFile(file: string): ImportFile | null {
  const read = readImportFile(file)
  return read.ok ? read.file : null
}

/**
 * Import of an automation file (spec 000 §5): the name (the file's, as the modal may change it) follows the
 * name rules and must not duplicate an existing automation's. The flow is the chatbot's flow of the
 * file's flow name, if it has one.
 */
export async function importCampaign(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: { name: string; file: string },
): Promise<CampaignAnswer> {
  const file = readFile(input.file)
  if (!file || file.format !== automationFileFormat) return refusedWith('file', 'invalidFile')
  const name = v.safeParse(campaignImportFormSchema, { name: input.name })
  if (!name.success) return refusedWith('name', name.issues[0].message as Message)
  const existing = (await listCampaigns(services.db, chatbot)).map((c) => c.name)
  const duplicate = importNameProblem('automation', name.output.name, existing)
  if (duplicate) return refusedWith('name', duplicate)
  const settings = file.automation.campaign
  if (templateNeedsWhatsapp(settings.type) && !hasWhatsapp(chatbot))
    return refusedWith('file', 'templateNeedsWhatsapp')
  const created = await createCampaign(services, chatbot, {
    name: name.output.name,
    type: settings.type,
    description: settings.description,
    flowId: await flowIdByName(services.db, chatbot, settings.flowName),
  })
  if (!created.ok || !created.campaign)
    return { ...created, errorMessage: automationMessageTexts.campaignImportFailed }
  return { ...created, campaign: await applySettings(services, chatbot, created.campaign.id, settings) }
}

export interface TemplateAnswer {
  readonly ok: boolean
  readonly errorMessage: string | null
  readonly errors: { field: string; messages: string[] }[]
  readonly template: TemplateView | null
}

const templateRefusal = (field: string, message: Message): TemplateAnswer => ({
  ok: false,
  errorMessage: textOf(message),
  errors: [{ field, messages: [message] }],
  template: null,
})

/** Import of a template file (spec 000 §5): its name must be unique among the chatbot's templates. */
export async function importAutomationTemplate(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: { name: string; file: string },
): Promise<TemplateAnswer> {
  const file = readFile(input.file)
  if (!file || file.format !== templateFileFormat) return templateRefusal('file', 'invalidFile')
  const name = v.safeParse(templateImportFormSchema, { name: input.name })
  if (!name.success) return templateRefusal('name', name.issues[0].message as Message)
  // Unique among every template of the chatbot, also those not offered without a WhatsApp provider.
  const existing = (await templateRows(services.db, chatbot)).map((r) => r.name)
  const duplicate = importNameProblem('template', name.output.name, existing)
  if (duplicate) return templateRefusal('name', duplicate)
  const template = file.template
  const id = `atpl-${randomUUID()}`
  await services.db.insert(t.automationTemplates).values({
    id,
    chatbotId: chatbot.id,
    name: name.output.name,
    description: template.description,
    tags: [...template.tags],
    steps: template.steps.map((s) => ({ ...s })),
    optionalSteps: template.optionalSteps.map((s) => ({ ...s })),
    campaign: template.campaign,
    flowId: await flowIdByName(services.db, chatbot, template.campaign.flowName),
    createdAt: services.clock.now(),
  })
  const [row] = await services.db.select().from(t.automationTemplates).where(eq(t.automationTemplates.id, id))
  return { ok: true, errorMessage: null, errors: [], template: templateView(row!) }
}

const storedOnly = (statements: readonly StoredStatement[]): StoredStatement[] =>
  statements.map(({ atsFieldMapping, conditionId, negate, value, scalarName }) => ({
    atsFieldMapping,
    conditionId,
    negate,
    value,
    scalarName,
  }))

/** exportCampaign: the automation as an import file (its draft queries, schedule, flow by name). */
export async function exportCampaign(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
): Promise<ImportFile> {
  const campaign = await getCampaign(services.db, chatbot, id)
  const draft = campaign.draftAutomatch
  const queries = draft
    ? Object.fromEntries(
        queryKinds.map((kind) => [
          kind,
          storedOnly(
            draft[`${kind}Query`].queryStatements.map((s) => ({
              atsFieldMapping: s.atsFieldMapping,
              conditionId: s.condition?.id ?? '',
              negate: s.negate,
              value: s.value,
              scalarName: s.scalarName,
            })),
          ),
        ]),
      )
    : null
  const b = campaign.broadcast
  return {
    format: automationFileFormat,
    version: 1,
    automation: {
      name: campaign.name,
      campaign: {
        type: campaign.type,
        description: campaign.description,
        flowName: await flowNameOf(services.db, chatbot, campaign.flowId),
        schedule: b
          ? {
              interval: b.interval,
              allowedDays: b.allowedDays,
              minExecutionTime: b.minExecutionTime,
              maxExecutionTime: b.maxExecutionTime,
              approachLimit: b.approachLimit,
            }
          : null,
        queries: queries as TemplateCampaign['queries'],
        requiredData: campaign.requiredData,
      },
    },
  }
}

/**
 * Clone (spec 001 'Campaigns: clone'): the automation under a new name, with the name rules of an import.
 * What its export file carries (type, flow, schedule, draft queries, required data) comes through the
 * import; its links (WhatsApp template, on-finish and on-fail actions, labels, Engage, ATS field mappings)
 * are copied after. Not copied: its conversations, its own follow-up (one per automation) and the
 * published automatch (the clone's draft needs publishing). It starts on hold, so a clone of a running
 * broadcast does not reach the same candidates before anyone looked at it.
 */
export async function cloneCampaign(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  name: string,
): Promise<CampaignAnswer> {
  const original = await getCampaign(services.db, chatbot, id)
  const file = await exportCampaign(services, chatbot, id)
  const imported = await importCampaign(services, chatbot, { name, file: JSON.stringify(file) })
  if (!imported.ok || !imported.campaign) return imported
  return updateCampaign(services, chatbot, imported.campaign.id, {
    name: imported.campaign.name,
    description: original.description,
    status: 'A_0',
    flowId: imported.campaign.flowId,
    onFinishProcessorId: original.onFinishProcessorId,
    onFailProcessorId: original.onFailProcessorId,
    whatsappDefinitionId: original.whatsappDefinitionId,
    followUpId: null,
    smartInboxLabels: original.smartInboxLabels,
    removeSmartInboxLabels: original.removeSmartInboxLabels,
    engageEnabled: original.engageEnabled,
    atsFieldMappingIds: original.atsFieldMappings.map((m) => m.id),
  })
}

/** exportAutomationTemplate: the template as an import file. */
export async function exportAutomationTemplate(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
): Promise<ImportFile> {
  const template = await getTemplate(services.db, chatbot, id)
  return {
    format: templateFileFormat,
    version: 1,
    template: {
      name: template.name,
      description: template.description,
      tags: template.tags,
      steps: template.steps,
      optionalSteps: template.optionalSteps,
      campaign: {
        ...template.campaign,
        flowName: await flowNameOf(services.db, chatbot, template.flowId),
      },
    },
  }
}

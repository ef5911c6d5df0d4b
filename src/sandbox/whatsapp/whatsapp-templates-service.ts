import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { ButtonType, HeaderType, TemplateDraft } from '@shared/domain/whatsapp-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'

// ---- reading templates --------------------------------------------------------------------------------

export type DefinitionRow = typeof t.whatsappDefinitions.$inferSelect
type TemplateRow = typeof t.whatsappTemplates.$inferSelect
type VariationRow = typeof t.whatsappVariations.$inferSelect
type ButtonRow = typeof t.whatsappButtons.$inferSelect
type ParameterRow = typeof t.whatsappParameters.$inferSelect

export function buttonView(b: ButtonRow) {
  return {
    id: b.id,
    actionType: b.actionType,
    text: b.text,
    phoneNumber: b.phoneNumber,
    url: b.url,
    urlType: b.urlType,
  }
}

export function parameterView(p: ParameterRow) {
  return {
    id: p.id,
    name: p.name,
    index: p.index,
    scalarName: p.scalarName,
    atsFieldMapping: p.atsFieldMapping,
    example: p.example,
  }
}

interface Loaded {
  readonly templates: TemplateRow[]
  readonly variations: Map<string, VariationRow[]>
  readonly buttons: Map<string, ButtonRow[]>
  readonly parameters: Map<string, ParameterRow[]>
}

export function group<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list) list.push(row)
    else out.set(k, [row])
  }
  return out
}

/** Templates with everything below them, in four queries. */
async function loadTemplates(db: SandboxDb, templates: TemplateRow[]): Promise<Loaded> {
  const ids = templates.map((tpl) => tpl.id)
  if (ids.length === 0) return { templates, variations: new Map(), buttons: new Map(), parameters: new Map() }
  const variations = await db
    .select()
    .from(t.whatsappVariations)
    .where(inArray(t.whatsappVariations.templateId, ids))
    .orderBy(asc(t.whatsappVariations.position), asc(t.whatsappVariations.languageTag))
  const buttons = variations.length
    ? await db
        .select()
        .from(t.whatsappButtons)
        .where(
          inArray(
            t.whatsappButtons.variationId,
            variations.map((v) => v.id),
          ),
        )
        .orderBy(asc(t.whatsappButtons.position))
    : []
  const parameters = await db
    .select()
    .from(t.whatsappParameters)
    .where(inArray(t.whatsappParameters.templateId, ids))
    .orderBy(asc(t.whatsappParameters.index))
  return {
    templates,
    variations: group(variations, (v) => v.templateId!),
    buttons: group(buttons, (b) => b.variationId),
    parameters: group(parameters, (p) => p.templateId!),
  }
}

function templateView(tpl: TemplateRow, loaded: Loaded) {
  const parameters = (loaded.parameters.get(tpl.id) ?? []).map(parameterView)
  return {
    id: tpl.id,
    definitionId: tpl.definitionId,
    templateName: tpl.templateName,
    facebookName: tpl.facebookName,
    description: tpl.description,
    category: tpl.category,
    scalarNames: tpl.scalarNames,
    additionalData: tpl.additionalData,
    attachmentType: tpl.attachmentType,
    version: tpl.version,
    status: tpl.status,
    creatorEmail: tpl.creatorEmail,
    buttonType: tpl.buttonType,
    created: tpl.created,
    modified: tpl.modified,
    submittedAt: tpl.submittedAt,
    flow: tpl.flowId,
    parameters,
    variations: (loaded.variations.get(tpl.id) ?? []).map((v) => ({
      id: v.id,
      language: v.language,
      languageTag: v.languageTag,
      content: v.content,
      status: v.status,
      attachmentTitle: v.attachmentTitle,
      attachmentUrl: v.attachmentUrl,
      attachmentMimeType: v.attachmentMimeType,
      footer: v.footer,
      rejectionReason: v.rejectionReason,
      lastReviewedAt: v.reviewedAt,
      parameters,
      buttons: (loaded.buttons.get(v.id) ?? []).map(buttonView),
    })),
  }
}
export type WhatsappTemplateView = ReturnType<typeof templateView>

function definitionView(def: DefinitionRow, templates: WhatsappTemplateView[]) {
  const versions = templates
    .filter((tpl) => tpl.definitionId === def.id)
    .sort((a, b) => b.version - a.version)
  const active = versions.find((tpl) => tpl.id === def.activeTemplateId) ?? null
  return {
    id: def.id,
    name: def.name,
    supportsBatchAction: def.supportsBatchAction,
    versionsHistoricallyCreated: def.versionsHistoricallyCreated,
    isSmartInboxTemplate: def.isSmartInboxTemplate,
    templateIdentifier: def.templateIdentifier,
    created: def.createdAt,
    activeTemplate: active,
    availableTemplates: versions,
    // What the list shows: the active version, else the newest.
    displayTemplate: active ?? versions[0] ?? null,
  }
}
export type WhatsappDefinitionView = ReturnType<typeof definitionView>

export interface DefinitionFilters {
  readonly search?: string | null
  readonly status?: string | null
  readonly languageTag?: string | null
}

/** The chatbot's definitions with their versions, filtered on name, display status and language. */
export async function listDefinitions(db: SandboxDb, chatbot: ChatbotRow, filters: DefinitionFilters = {}) {
  if (!chatbot.whatsappProvider) return []
  const defs = await db
    .select()
    .from(t.whatsappDefinitions)
    .where(eq(t.whatsappDefinitions.chatbotId, chatbot.id))
    .orderBy(asc(t.whatsappDefinitions.name), asc(t.whatsappDefinitions.id))
  const templates = await db
    .select()
    .from(t.whatsappTemplates)
    .where(and(eq(t.whatsappTemplates.chatbotId, chatbot.id), isNotNull(t.whatsappTemplates.definitionId)))
  const loaded = await loadTemplates(db, templates)
  const views = loaded.templates.map((tpl) => templateView(tpl, loaded))
  const search = filters.search?.trim().toLowerCase() ?? ''
  return defs
    .map((def) => definitionView(def, views))
    .filter((def) => search === '' || def.name.toLowerCase().includes(search))
    .filter((def) => !filters.status || def.displayTemplate?.status === filters.status)
    .filter(
      (def) =>
        !filters.languageTag ||
        def.displayTemplate?.variations.some((v) => v.languageTag === filters.languageTag),
    )
}

export async function definitionRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<DefinitionRow> {
  const [row] = await db
    .select()
    .from(t.whatsappDefinitions)
    .where(and(eq(t.whatsappDefinitions.id, id), eq(t.whatsappDefinitions.chatbotId, chatbot.id)))
  if (!row) throw new ApiError('not_found')
  return row
}

export async function getDefinition(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  const def = await definitionRow(db, chatbot, id)
  const templates = await db
    .select()
    .from(t.whatsappTemplates)
    .where(eq(t.whatsappTemplates.definitionId, id))
  const loaded = await loadTemplates(db, templates)
  return definitionView(
    def,
    templates.map((tpl) => templateView(tpl, loaded)),
  )
}

export async function templateRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(t.whatsappTemplates)
    .where(and(eq(t.whatsappTemplates.id, id), eq(t.whatsappTemplates.chatbotId, chatbot.id)))
  if (!row) throw new ApiError('not_found')
  return row
}

export async function getTemplate(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  const row = await templateRow(db, chatbot, id)
  const loaded = await loadTemplates(db, [row])
  return templateView(row, loaded)
}

export async function listTemplates(db: SandboxDb, chatbot: ChatbotRow, definitionId: string) {
  await definitionRow(db, chatbot, definitionId)
  return (await getDefinition(db, chatbot, definitionId)).availableTemplates
}

/** The draft the shared rules check, from a stored template. */
export function draftOf(view: WhatsappTemplateView): TemplateDraft {
  return {
    templateName: view.templateName,
    category: view.category,
    buttonType: view.buttonType as ButtonType,
    attachmentType: view.attachmentType as HeaderType | null,
    parameters: view.parameters,
    variations: view.variations.map((v) => ({
      languageTag: v.languageTag,
      content: v.content,
      attachmentTitle: v.attachmentTitle,
      attachmentUrl: v.attachmentUrl,
      footer: v.footer,
      buttons: v.buttons.map((b) => ({
        actionType: b.actionType as 'PHONE_NUMBER' | 'URL' | null,
        text: b.text,
        phoneNumber: b.phoneNumber,
        url: b.url,
        urlType: b.urlType as 'STATIC' | 'DYNAMIC' | null,
      })),
    })),
  }
}

/**
 * What a template is compared with: the names and texts of the chatbot's other definitions (versions of
 * the same definition may keep its name and texts).
 */
export async function ruleContext(db: SandboxDb, chatbot: ChatbotRow, definitionId: string | null) {
  const defs = await db
    .select({ id: t.whatsappDefinitions.id, name: t.whatsappDefinitions.name })
    .from(t.whatsappDefinitions)
    .where(eq(t.whatsappDefinitions.chatbotId, chatbot.id))
  const others = defs.filter((d) => d.id !== definitionId)
  const texts = await db
    .select({ content: t.whatsappVariations.content, definitionId: t.whatsappTemplates.definitionId })
    .from(t.whatsappVariations)
    .innerJoin(t.whatsappTemplates, eq(t.whatsappTemplates.id, t.whatsappVariations.templateId))
    .where(eq(t.whatsappVariations.chatbotId, chatbot.id))
  return {
    otherNames: others.map((d) => d.name),
    otherTexts: texts
      .filter((row) => row.definitionId !== null && row.definitionId !== definitionId)
      .map((r) => r.content),
  }
}

import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm'
import { checkProfile, pictureProblem } from '@shared/domain/whatsapp-channels'
import {
  buttonActionTypes,
  buttonTypes,
  checkTemplate,
  checkTemplateName,
  facebookNameOf,
  failureStages,
  headerTypes,
  providerLanguage,
  reviewedTemplateStatus,
  ruleMessage,
  urlTypes,
  violationsAsErrors,
  type ButtonType,
  type FailureStage,
  type HeaderType,
  type RuleViolation,
  type TemplateDraft,
  type TemplateStatus,
  type VariationStatus,
} from '@shared/domain/whatsapp-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { findUpload } from '../uploads/upload-service'

/**
 * WhatsApp channels, profiles and templates (issue 13; spec 000 §3–§5, spec 001 §4, §7.4, §8), with the
 * provider simulated on the sandbox clock: a submitted version is reviewed per language after a delay and
 * approved or rejected with a reason; the portal learns the verdicts when it syncs (at once with "Sync
 * now", else automatically a little later). Every template is checked with the shared rules
 * (@shared/domain/whatsapp-templates) before it is stored or submitted.
 */

// ---- the simulation's settings and injected faults ------------------------------------------------------

/** Stages a fault can be injected at: the creation stages, plus the batch-action flag, channel, sync. */
export const faultStages = [...failureStages, 'UNKNOWN', 'BATCH_ACTION', 'CHANNEL', 'SYNC'] as const
export type FaultStage = (typeof faultStages)[number]

export interface WhatsappSimulation {
  /** Delay before the provider reviews a submitted language; each next language a delay later. */
  reviewDelayMs: number
  /** Delay after a review before the portal syncs by itself (spec 000 §9: up to 5 minutes). */
  syncDelayMs: number
  /** Delay before a configured channel is connected (spec 000 §9: about 2 minutes). */
  channelSetupMs: number
  /** Faults to answer with, per project id: the next call at that stage fails, once per entry. */
  readonly faults: Map<string, FaultStage[]>
}

/** Demo defaults: review in seconds, not working days (docs/decisions/whatsapp.md). */
export const defaultSimulation = { reviewDelayMs: 6_000, syncDelayMs: 30_000, channelSetupMs: 120_000 }

const simulations = new WeakMap<SandboxServices, WhatsappSimulation>()

export function whatsappSimulation(services: SandboxServices): WhatsappSimulation {
  let sim = simulations.get(services)
  if (!sim) {
    sim = { ...defaultSimulation, faults: new Map() }
    simulations.set(services, sim)
  }
  return sim
}

export function injectFault(services: SandboxServices, projectId: string, stage: FaultStage, times = 1) {
  const faults = whatsappSimulation(services).faults
  faults.set(projectId, [...(faults.get(projectId) ?? []), ...Array.from({ length: times }, () => stage)])
}

/** Whether an injected fault answers this call (and uses it up). */
function takeFault(services: SandboxServices, chatbot: ChatbotRow, stage: FaultStage): boolean {
  const list = whatsappSimulation(services).faults.get(chatbot.projectId)
  const at = list?.indexOf(stage) ?? -1
  if (!list || at < 0) return false
  list.splice(at, 1)
  return true
}

// ---- answers ----------------------------------------------------------------------------------------

export interface FieldErrors {
  readonly field: string
  readonly messages: string[]
  readonly codes: string[]
}

/** The provider's answer (spec 001 §7.4: ok, errors, errorMessage), with the failure stage when it failed. */
export interface ProviderAnswer {
  readonly ok: boolean
  readonly stage: FailureStage | 'UNKNOWN' | null
  readonly errors: FieldErrors[]
  readonly errorMessage: string | null
}

const okAnswer: ProviderAnswer = { ok: true, stage: null, errors: [], errorMessage: null }

/** Spec 001 §8: the channel failure's text. */
export const channelUpdateFailed =
  'Something went wrong while updating the WhatsApp channel. Please try again later!'

const stageMessages: Record<FailureStage | 'UNKNOWN', string> = {
  BUTTON: 'The provider could not create the buttons.',
  VARIATION: 'The provider could not create the languages.',
  PARAMETER: 'The provider could not create the parameters.',
  TEMPLATE: 'The provider could not create the template.',
  SUBMIT: 'Failed to submit template in provider',
  DEFINITION: 'The provider could not create the definition.',
  UNKNOWN: 'The cause of the error is unknown.',
}

function failed(
  stage: FailureStage | 'UNKNOWN' | null,
  errors: FieldErrors[] = [],
  errorMessage?: string,
): ProviderAnswer {
  return {
    ok: false,
    stage,
    errors,
    errorMessage: errorMessage ?? (stage ? stageMessages[stage] : 'Please check the fields.'),
  }
}

function ruleFailure(stage: FailureStage, violations: RuleViolation[]): ProviderAnswer {
  return failed(stage, violationsAsErrors(violations), ruleMessage(violations[0]!, 'en'))
}

/** An injected fault at `stage` (or an injected UNKNOWN one), as the answer to give; null when none. */
function injected(
  services: SandboxServices,
  chatbot: ChatbotRow,
  stage: FailureStage,
): ProviderAnswer | null {
  if (takeFault(services, chatbot, stage)) return failed(stage)
  if (takeFault(services, chatbot, 'UNKNOWN')) return failed('UNKNOWN')
  return null
}

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`

/** WhatsApp needs a provider on the chatbot (spec 000 §4: without one only automatch templates). */
function requireProvider(chatbot: ChatbotRow) {
  if (!chatbot.whatsappProvider) throw new ApiError('functionality_unavailable')
}

// ---- channels ---------------------------------------------------------------------------------------

type ChannelRow = typeof t.whatsappChannels.$inferSelect

function channelView(row: ChannelRow) {
  return {
    id: row.id,
    name: row.name,
    channelId: row.channelId,
    whatsappNumber: row.whatsappNumber,
    createdAt: row.createdAt,
    status: row.status,
    profile: {
      profileText: row.profileText,
      description: row.description,
      websites: row.websites,
      profilePicture: row.profilePicture,
      companyName: row.companyName,
      address: row.address,
    },
  }
}
export type WhatsappChannelView = ReturnType<typeof channelView>

export const channelStatus = { settingUp: 'Setting up', connected: 'Connected' } as const

export async function listChannels(db: SandboxDb, chatbot: ChatbotRow) {
  if (!chatbot.whatsappProvider) return []
  const rows = await db
    .select()
    .from(t.whatsappChannels)
    .where(eq(t.whatsappChannels.chatbotId, chatbot.id))
    .orderBy(asc(t.whatsappChannels.createdAt), asc(t.whatsappChannels.id))
  return rows.map(channelView)
}

async function channelRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(t.whatsappChannels)
    .where(and(eq(t.whatsappChannels.id, id), eq(t.whatsappChannels.chatbotId, chatbot.id)))
  if (!row) throw new ApiError('not_found')
  return row
}

export async function getChannel(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  return channelView(await channelRow(db, chatbot, id))
}

export interface ChannelInput {
  readonly name?: string | null
  readonly whatsappNumber?: string | null
  readonly profileText?: string | null
  readonly description?: string | null
  readonly websites?: readonly string[] | null
  readonly profilePicture?: string | null
  readonly companyName?: string | null
  readonly address?: string | null
}

type ChannelAnswer = ProviderAnswer & { channel: WhatsappChannelView | null }

/**
 * Configures a new channel on the chatbot's WhatsApp number: it is 'Setting up' until the provider has
 * connected it (spec 000 §9: about 2 minutes).
 */
export async function configureChannel(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: { name: string; whatsappNumber: string },
): Promise<ChannelAnswer> {
  requireProvider(chatbot)
  const errors: FieldErrors[] = []
  if (input.name.trim() === '') errors.push(fieldError('name', 'required'))
  if (!/^\+[1-9]\d{7,14}$/.test(input.whatsappNumber.replace(/[\s.-]/g, '')))
    errors.push(fieldError('whatsappNumber', 'invalid_phone_number'))
  if (errors.length > 0) return { ...failed(null, errors, errors[0]!.messages[0]), channel: null }
  if (takeFault(services, chatbot, 'CHANNEL'))
    return { ...failed(null, [], channelUpdateFailed), channel: null }
  const id = newId('wa-channel')
  const row: typeof t.whatsappChannels.$inferInsert = {
    id,
    chatbotId: chatbot.id,
    name: input.name.trim(),
    channelId: randomBytes(6).toString('hex'),
    whatsappNumber: input.whatsappNumber.trim(),
    status: channelStatus.settingUp,
    createdAt: services.clock.now(),
    companyName: chatbot.projectName,
  }
  await services.db.insert(t.whatsappChannels).values(row)
  const { channelSetupMs } = whatsappSimulation(services)
  services.scheduler.after(channelSetupMs, `whatsapp-channel-${id}`, async () => {
    await services.db
      .update(t.whatsappChannels)
      .set({ status: channelStatus.connected })
      .where(eq(t.whatsappChannels.id, id))
  })
  return { ...okAnswer, channel: await getChannel(services.db, chatbot, id) }
}

function fieldError(field: string, code: RuleViolation['code']): FieldErrors {
  return { field, messages: [ruleMessage({ code }, 'en')], codes: [code] }
}

/**
 * Edits a channel's name and business profile. Websites must be valid URLs; the picture must be an image
 * of the image hosting service that is a JPG or PNG of exactly 640x640 under 5 MB, checked on the stored
 * bytes' size and format, not on what the client says.
 */
export async function updateChannel(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: ChannelInput,
): Promise<ChannelAnswer> {
  requireProvider(chatbot)
  const row = await channelRow(services.db, chatbot, id)
  const next = {
    name: input.name?.trim() ?? row.name,
    profileText: input.profileText ?? row.profileText,
    description: input.description ?? row.description,
    websites: (input.websites ?? row.websites).map((w) => w.trim()).filter((w) => w !== ''),
    profilePicture: input.profilePicture === undefined ? row.profilePicture : input.profilePicture || null,
    companyName: input.companyName ?? row.companyName,
    address: input.address ?? row.address,
  }
  const errors: FieldErrors[] = violationsAsErrors(checkProfile(next))
  if (next.name === '') errors.push(fieldError('name', 'required'))
  if (next.profilePicture && next.profilePicture !== row.profilePicture) {
    const problem = await hostedPictureProblem(services, next.profilePicture)
    if (problem) errors.push(fieldError('profilePicture', problem))
  }
  if (errors.length > 0) return { ...failed(null, errors, errors[0]!.messages[0]), channel: null }
  if (takeFault(services, chatbot, 'CHANNEL'))
    return { ...failed(null, [], channelUpdateFailed), channel: null }
  await services.db.update(t.whatsappChannels).set(next).where(eq(t.whatsappChannels.id, id))
  return { ...okAnswer, channel: await getChannel(services.db, chatbot, id) }
}

/** What is wrong with a picture URL for the profile: it must be one of ours, and pass the picture rules. */
async function hostedPictureProblem(services: SandboxServices, url: string) {
  const prefix = `${services.baseUrl()}/image-hosting/`
  const match = url.startsWith(prefix)
    ? /^([^/]+)\/image\/upload\/(.+)$/.exec(url.slice(prefix.length))
    : null
  if (!match) return 'picture_upload_failed' as const
  try {
    const upload = await findUpload(services, match[1]!, match[2]!)
    return pictureProblem({
      bytes: upload.bytes,
      format: upload.format,
      width: upload.width,
      height: upload.height,
    })
  } catch {
    return 'picture_upload_failed' as const
  }
}

// ---- reading templates --------------------------------------------------------------------------------

type DefinitionRow = typeof t.whatsappDefinitions.$inferSelect
type TemplateRow = typeof t.whatsappTemplates.$inferSelect
type VariationRow = typeof t.whatsappVariations.$inferSelect
type ButtonRow = typeof t.whatsappButtons.$inferSelect
type ParameterRow = typeof t.whatsappParameters.$inferSelect

function buttonView(b: ButtonRow) {
  return {
    id: b.id,
    actionType: b.actionType,
    text: b.text,
    phoneNumber: b.phoneNumber,
    url: b.url,
    urlType: b.urlType,
  }
}

function parameterView(p: ParameterRow) {
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

function group<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
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

async function definitionRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<DefinitionRow> {
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

async function templateRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<TemplateRow> {
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
function draftOf(view: WhatsappTemplateView): TemplateDraft {
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
async function ruleContext(db: SandboxDb, chatbot: ChatbotRow, definitionId: string | null) {
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

// ---- creation in four steps -----------------------------------------------------------------------------

export interface ButtonInput {
  readonly actionType?: string | null
  readonly text: string
  readonly phoneNumber?: string | null
  readonly url?: string | null
  readonly urlType?: string | null
}

export interface VariationInput {
  readonly languageTag: string
  readonly content: string
  readonly attachmentTitle?: string | null
  readonly attachmentUrl?: string | null
  readonly attachmentMimeType?: string | null
  readonly footer?: string | null
  readonly buttons?: readonly ButtonInput[] | null
}

export interface ParameterInput {
  readonly name: string
  readonly index: number
  readonly scalarName?: string | null
  readonly atsFieldMapping?: string | null
  readonly example?: string | null
}

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): value is T =>
  value !== null && value !== undefined && (list as readonly string[]).includes(value)

/**
 * Step 1/4, languages and buttons: stores the language variants (CONCEPT, not yet part of a template)
 * and their buttons. Fails at VARIATION or BUTTON.
 */
export async function createVariations(
  services: SandboxServices,
  chatbot: ChatbotRow,
  variations: readonly VariationInput[],
): Promise<ProviderAnswer & { variationIds: string[] }> {
  requireProvider(chatbot)
  const fault = injected(services, chatbot, 'VARIATION')
  if (fault) return { ...fault, variationIds: [] }
  const badTag = variations.findIndex((v) => !providerLanguage(v.languageTag))
  if (badTag >= 0 || variations.length === 0)
    return {
      ...ruleFailure('VARIATION', [
        variations.length === 0
          ? { code: 'languages_required', field: 'variations' }
          : { code: 'language_tag_required', field: `variations.${badTag}.languageTag` },
      ]),
      variationIds: [],
    }
  const badButton = variations.flatMap((v, i) =>
    (v.buttons ?? []).flatMap((b, j) =>
      (b.actionType && !oneOf(buttonActionTypes, b.actionType)) || (b.urlType && !oneOf(urlTypes, b.urlType))
        ? [{ code: 'button_action_mismatch' as const, field: `variations.${i}.buttons.${j}.actionType` }]
        : [],
    ),
  )
  if (badButton.length > 0) return { ...ruleFailure('BUTTON', badButton), variationIds: [] }
  if (variations.some((v) => (v.buttons ?? []).length > 0) && takeFault(services, chatbot, 'BUTTON'))
    return { ...failed('BUTTON'), variationIds: [] }
  const ids: string[] = []
  await services.db.transaction(async (tx) => {
    for (const [position, v] of variations.entries()) {
      const id = newId('wa-var')
      ids.push(id)
      await tx.insert(t.whatsappVariations).values({
        id,
        chatbotId: chatbot.id,
        position,
        language: providerLanguage(v.languageTag)!,
        languageTag: v.languageTag,
        content: v.content,
        status: 'CONCEPT',
        attachmentTitle: v.attachmentTitle ?? null,
        attachmentUrl: v.attachmentUrl ?? null,
        attachmentMimeType: v.attachmentMimeType ?? null,
        footer: v.footer ?? null,
      })
      const buttons = v.buttons ?? []
      if (buttons.length > 0)
        await tx.insert(t.whatsappButtons).values(
          buttons.map((b, i) => ({
            id: newId('wa-btn'),
            variationId: id,
            position: i,
            actionType: b.actionType ?? null,
            text: b.text,
            phoneNumber: b.phoneNumber ?? null,
            url: b.url ?? null,
            urlType: b.urlType ?? null,
          })),
        )
    }
  })
  return { ...okAnswer, variationIds: ids }
}

/** Step 2/4, parameters: stores the variables {{1}} … with their names and scalar names. */
export async function createParameters(
  services: SandboxServices,
  chatbot: ChatbotRow,
  parameters: readonly ParameterInput[],
): Promise<ProviderAnswer & { parameterIds: string[] }> {
  requireProvider(chatbot)
  const fault = injected(services, chatbot, 'PARAMETER')
  if (fault) return { ...fault, parameterIds: [] }
  const bad = parameters.flatMap((p, i) =>
    p.name.trim() === '' || !Number.isInteger(p.index) || p.index < 1
      ? [{ code: 'required' as const, field: `parameters.${i}.name` }]
      : [],
  )
  if (bad.length > 0) return { ...ruleFailure('PARAMETER', bad), parameterIds: [] }
  const rows = parameters.map((p) => ({
    id: newId('wa-par'),
    chatbotId: chatbot.id,
    name: p.name.trim(),
    index: p.index,
    scalarName: p.scalarName ?? null,
    atsFieldMapping: p.atsFieldMapping ?? null,
    example: p.example ?? null,
  }))
  if (rows.length > 0) await services.db.insert(t.whatsappParameters).values(rows)
  return { ...okAnswer, parameterIds: rows.map((r) => r.id) }
}

export interface TemplateInput {
  readonly templateName: string
  readonly description?: string | null
  readonly category: string
  readonly buttonType: string
  readonly attachmentType?: string | null
  readonly scalarNames?: readonly string[] | null
  readonly variationIds: readonly string[]
  readonly parameterIds: readonly string[]
  /** A new version of this definition; omitted for a new definition (step 4 creates it). */
  readonly definitionId?: string | null
}

/**
 * Step 3/4, template: joins the variations and parameters of steps 1 and 2 into a CONCEPT version and
 * checks it with every template rule. Fails at TEMPLATE.
 */
export async function createTemplate(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  input: TemplateInput,
): Promise<ProviderAnswer & { template: WhatsappTemplateView | null }> {
  requireProvider(chatbot)
  const { db, clock } = services
  const fault = injected(services, chatbot, 'TEMPLATE')
  if (fault) return { ...fault, template: null }
  if (
    !oneOf(buttonTypes, input.buttonType) ||
    (input.attachmentType && !oneOf(headerTypes, input.attachmentType))
  )
    return { ...failed('TEMPLATE', [], 'Unknown button or header type.'), template: null }
  const definition = input.definitionId ? await definitionRow(db, chatbot, input.definitionId) : null
  const variations = input.variationIds.length
    ? await db
        .select()
        .from(t.whatsappVariations)
        .where(
          and(
            inArray(t.whatsappVariations.id, [...input.variationIds]),
            eq(t.whatsappVariations.chatbotId, chatbot.id),
            isNull(t.whatsappVariations.templateId),
          ),
        )
    : []
  const parameters = input.parameterIds.length
    ? await db
        .select()
        .from(t.whatsappParameters)
        .where(
          and(
            inArray(t.whatsappParameters.id, [...input.parameterIds]),
            eq(t.whatsappParameters.chatbotId, chatbot.id),
            isNull(t.whatsappParameters.templateId),
          ),
        )
    : []
  if (variations.length !== input.variationIds.length || parameters.length !== input.parameterIds.length)
    throw new ApiError('not_found')
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
  const byVariation = group(buttons, (b) => b.variationId)
  const ordered = [...variations].sort((a, b) => a.position - b.position)
  const draft: TemplateDraft = {
    templateName: definition ? definition.name : input.templateName,
    category: input.category,
    buttonType: input.buttonType,
    attachmentType: (input.attachmentType ?? null) as HeaderType | null,
    parameters: parameters.map(parameterView),
    variations: ordered.map((v) => ({
      languageTag: v.languageTag,
      content: v.content,
      attachmentTitle: v.attachmentTitle,
      attachmentUrl: v.attachmentUrl,
      footer: v.footer,
      buttons: (byVariation.get(v.id) ?? []).map((b) => ({
        actionType: b.actionType as 'PHONE_NUMBER' | 'URL' | null,
        text: b.text,
        phoneNumber: b.phoneNumber,
        url: b.url,
        urlType: b.urlType as 'STATIC' | 'DYNAMIC' | null,
      })),
    })),
  }
  const violations = checkTemplate(draft, await ruleContext(db, chatbot, definition?.id ?? null))
  if (violations.length > 0) return { ...ruleFailure('TEMPLATE', violations), template: null }
  const id = newId('wa-tpl')
  const now = clock.now()
  await db.transaction(async (tx) => {
    await tx.insert(t.whatsappTemplates).values({
      id,
      chatbotId: chatbot.id,
      definitionId: null,
      templateName: draft.templateName.trim(),
      facebookName: facebookNameOf(draft.templateName),
      description: input.description ?? '',
      category: input.category,
      scalarNames: [
        ...(input.scalarNames ?? parameters.flatMap((p) => (p.scalarName ? [p.scalarName] : []))),
      ],
      attachmentType: input.attachmentType ?? null,
      // The version number is given when step 4 joins it to its definition.
      version: 0,
      status: 'CONCEPT',
      creatorEmail: user.username,
      buttonType: input.buttonType,
      created: now,
      modified: now,
    })
    await tx
      .update(t.whatsappVariations)
      .set({ templateId: id })
      .where(inArray(t.whatsappVariations.id, [...input.variationIds]))
    if (input.parameterIds.length)
      await tx
        .update(t.whatsappParameters)
        .set({ templateId: id })
        .where(inArray(t.whatsappParameters.id, [...input.parameterIds]))
  })
  return { ...okAnswer, template: await getTemplate(db, chatbot, id) }
}

/**
 * Step 4/4, definition: a new definition for the template, or the template as the next version of
 * `definitionId`. Fails at DEFINITION.
 */
export async function createDefinition(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: { templateId: string; definitionId?: string | null },
): Promise<ProviderAnswer & { definition: WhatsappDefinitionView | null }> {
  requireProvider(chatbot)
  const { db, clock } = services
  const fault = injected(services, chatbot, 'DEFINITION')
  if (fault) return { ...fault, definition: null }
  const template = await templateRow(db, chatbot, input.templateId)
  if (template.definitionId)
    return { ...failed('DEFINITION', [], 'The template already has a definition.'), definition: null }
  let definitionId = input.definitionId ?? null
  const existing = definitionId ? await definitionRow(db, chatbot, definitionId) : null
  await db.transaction(async (tx) => {
    const versions = existing?.versionsHistoricallyCreated ?? 0
    if (!definitionId) {
      definitionId = newId('wa-def')
      await tx.insert(t.whatsappDefinitions).values({
        id: definitionId,
        chatbotId: chatbot.id,
        name: template.templateName,
        templateIdentifier: template.facebookName,
        createdAt: clock.now(),
      })
    }
    await tx
      .update(t.whatsappDefinitions)
      .set({ versionsHistoricallyCreated: versions + 1 })
      .where(eq(t.whatsappDefinitions.id, definitionId))
    await tx
      .update(t.whatsappTemplates)
      .set({ definitionId, version: versions + 1, modified: clock.now() })
      .where(eq(t.whatsappTemplates.id, template.id))
  })
  return { ...okAnswer, definition: await getDefinition(db, chatbot, definitionId!) }
}

/**
 * Removes what a failed creation left behind (variations, buttons, parameters and a template without a
 * definition); parts that already belong to a definition are never touched.
 */
export async function discardCreation(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: { variationIds: readonly string[]; parameterIds: readonly string[]; templateId?: string | null },
) {
  const { db } = services
  await db.transaction(async (tx) => {
    let variationIds = [...input.variationIds]
    let parameterIds = [...input.parameterIds]
    if (input.templateId) {
      const [tpl] = await tx
        .select()
        .from(t.whatsappTemplates)
        .where(
          and(eq(t.whatsappTemplates.id, input.templateId), eq(t.whatsappTemplates.chatbotId, chatbot.id)),
        )
      if (tpl && tpl.definitionId === null) {
        variationIds = [...variationIds, ...(await partIds(tx, t.whatsappVariations, { templateId: tpl.id }))]
        parameterIds = [...parameterIds, ...(await partIds(tx, t.whatsappParameters, { templateId: tpl.id }))]
        await deleteTemplateParts(tx, [tpl.id], variationIds, parameterIds)
        return
      }
    }
    const loose = { chatbotId: chatbot.id }
    const looseVariations = await partIds(tx, t.whatsappVariations, { ...loose, ids: variationIds })
    const looseParameters = await partIds(tx, t.whatsappParameters, { ...loose, ids: parameterIds })
    await deleteTemplateParts(tx, [], looseVariations, looseParameters)
  })
  return okAnswer
}

type Tx = Parameters<Parameters<SandboxDb['transaction']>[0]>[0]

/**
 * The ids of a template's parts (its variations or its parameters), or of those among `ids` that belong to
 * no template yet (what a failed creation left) on this chatbot.
 */
async function partIds(
  tx: Tx,
  table: typeof t.whatsappVariations | typeof t.whatsappParameters,
  of: { readonly templateId: string } | { readonly ids: readonly string[]; readonly chatbotId: string },
): Promise<string[]> {
  if ('ids' in of && of.ids.length === 0) return []
  const where =
    'templateId' in of
      ? eq(table.templateId, of.templateId)
      : and(inArray(table.id, [...of.ids]), eq(table.chatbotId, of.chatbotId), isNull(table.templateId))
  return (await tx.select({ id: table.id }).from(table).where(where)).map((row) => row.id)
}

/** Deletes buttons, parameters, variations, then templates: the order spec 000 §4 gives. */
async function deleteTemplateParts(
  tx: Tx,
  templateIds: string[],
  variationIds: string[],
  parameterIds: string[],
) {
  if (variationIds.length)
    await tx.delete(t.whatsappButtons).where(inArray(t.whatsappButtons.variationId, variationIds))
  if (parameterIds.length)
    await tx.delete(t.whatsappParameters).where(inArray(t.whatsappParameters.id, parameterIds))
  if (variationIds.length)
    await tx.delete(t.whatsappVariations).where(inArray(t.whatsappVariations.id, variationIds))
  if (templateIds.length)
    await tx.delete(t.whatsappTemplates).where(inArray(t.whatsappTemplates.id, templateIds))
}

// ---- the provider: submit, review, sync ----------------------------------------------------------------

/**
 * Words the simulated provider treats as promotional: such a language is rejected
 * (docs/decisions/whatsapp.md).
 */
const promotional = /\b(gratis|korting|aanbieding|free|discount|offer|promo\w*)\b/i

/** The simulated review of one language: approved, or rejected with the provider's reason. */
export function reviewVerdict(content: string): { status: 'APPROVED' | 'REJECTED'; reason: string | null } {
  if (promotional.test(content))
    return {
      status: 'REJECTED',
      reason: 'INCORRECT_CATEGORY: the message reads as promotional, which this category does not allow.',
    }
  return { status: 'APPROVED', reason: null }
}

/**
 * Creates the version at the provider (submit for approval): checks every rule again, marks it SUBMITTED
 * and schedules the review of each language. Answers ok, errors, errorMessage (stage SUBMIT).
 */
export async function submitTemplate(
  services: SandboxServices,
  chatbot: ChatbotRow,
  templateId: string,
): Promise<ProviderAnswer> {
  requireProvider(chatbot)
  const { db, clock } = services
  const template = await getTemplate(db, chatbot, templateId)
  if (!template.definitionId) return failed('SUBMIT', [], 'The template has no definition yet.')
  if (template.status !== 'CONCEPT' && template.status !== 'REJECTED')
    return failed('SUBMIT', [], 'Only a concept or rejected version can be submitted.')
  const violations = checkTemplate(draftOf(template), await ruleContext(db, chatbot, template.definitionId))
  if (violations.length > 0) return ruleFailure('SUBMIT', violations)
  if (takeFault(services, chatbot, 'SUBMIT')) return failed('SUBMIT')
  if (takeFault(services, chatbot, 'UNKNOWN')) return failed('UNKNOWN')
  const now = clock.now()
  const resubmit = template.status === 'REJECTED'
  await db.transaction(async (tx) => {
    await tx
      .update(t.whatsappTemplates)
      .set({ status: 'SUBMITTED', submittedAt: now, modified: now })
      .where(eq(t.whatsappTemplates.id, templateId))
    for (const v of template.variations) {
      if (v.status === 'APPROVED') continue
      await tx
        .update(t.whatsappVariations)
        .set({
          status: resubmit || v.status === 'REJECTED' ? 'RESUBMITTED' : 'CONCEPT',
          providerStatus: null,
          providerReason: null,
        })
        .where(eq(t.whatsappVariations.id, v.id))
    }
  })
  scheduleReviews(
    services,
    template.variations.filter((v) => v.status !== 'APPROVED').map((v) => v.id),
  )
  return okAnswer
}

/** The provider reviews each language after the review delay, one delay apart; a sync follows later. */
function scheduleReviews(services: SandboxServices, variationIds: string[]) {
  const sim = whatsappSimulation(services)
  variationIds.forEach((id, i) => {
    services.scheduler.after(sim.reviewDelayMs * (i + 1), `whatsapp-review-${id}`, async () => {
      const [v] = await services.db.select().from(t.whatsappVariations).where(eq(t.whatsappVariations.id, id))
      if (!v || !v.templateId) return
      const verdict = reviewVerdict(v.content)
      await services.db
        .update(t.whatsappVariations)
        .set({
          providerStatus: verdict.status,
          providerReason: verdict.reason,
          providerReviewedAt: services.clock.now(),
        })
        .where(eq(t.whatsappVariations.id, id))
      const templateId = v.templateId
      services.scheduler.after(sim.syncDelayMs, `whatsapp-auto-sync-${templateId}`, async () => {
        await syncTemplates(services.db, services.clock.now(), [templateId])
      })
    })
  })
}

/** Copies the provider's verdicts into the portal's statuses and derives each version's status. */
async function syncTemplates(db: SandboxDb, now: number, templateIds: string[]): Promise<number> {
  if (templateIds.length === 0) return 0
  let changed = 0
  await db.transaction(async (tx) => {
    const variations = await tx
      .select()
      .from(t.whatsappVariations)
      .where(inArray(t.whatsappVariations.templateId, templateIds))
    for (const v of variations) {
      if (!v.providerStatus || (v.providerStatus === v.status && v.providerReviewedAt === v.reviewedAt))
        continue
      changed++
      await tx
        .update(t.whatsappVariations)
        .set({
          status: v.providerStatus,
          rejectionReason: v.providerReason,
          reviewedAt: v.providerReviewedAt,
        })
        .where(eq(t.whatsappVariations.id, v.id))
      v.status = v.providerStatus
    }
    const templates = await tx
      .select()
      .from(t.whatsappTemplates)
      .where(inArray(t.whatsappTemplates.id, templateIds))
    for (const tpl of templates) {
      if (tpl.status !== 'SUBMITTED' && tpl.status !== 'REJECTED' && tpl.status !== 'ACCEPTED') continue
      const next = reviewedTemplateStatus(
        variations.filter((v) => v.templateId === tpl.id).map((v) => v.status as VariationStatus),
      )
      if (next !== tpl.status)
        await tx
          .update(t.whatsappTemplates)
          .set({ status: next, modified: now })
          .where(eq(t.whatsappTemplates.id, tpl.id))
    }
  })
  return changed
}

/**
 * Sync (spec 001 §7.4 'definition sync'): fetches the provider's verdicts for one definition, or for all
 * of the chatbot's definitions when `definitionId` is omitted.
 */
export async function syncDefinitions(
  services: SandboxServices,
  chatbot: ChatbotRow,
  definitionId?: string | null,
): Promise<ProviderAnswer & { updated: number }> {
  requireProvider(chatbot)
  const { db } = services
  if (definitionId) await definitionRow(db, chatbot, definitionId)
  if (takeFault(services, chatbot, 'SYNC'))
    return { ...failed(null, [], 'Syncing the templates failed.'), updated: 0 }
  const templates = await db
    .select({ id: t.whatsappTemplates.id })
    .from(t.whatsappTemplates)
    .where(
      definitionId
        ? eq(t.whatsappTemplates.definitionId, definitionId)
        : eq(t.whatsappTemplates.chatbotId, chatbot.id),
    )
  const updated = await syncTemplates(
    db,
    services.clock.now(),
    templates.map((tpl) => tpl.id),
  )
  return { ...okAnswer, updated }
}

// ---- versions ---------------------------------------------------------------------------------------

/** Activates an accepted version; the definition's previously active version goes back to ACCEPTED. */
export async function activateTemplate(services: SandboxServices, chatbot: ChatbotRow, templateId: string) {
  requireProvider(chatbot)
  const { db, clock } = services
  const template = await templateRow(db, chatbot, templateId)
  if (!template.definitionId) throw new ApiError('not_found')
  if (template.status === 'ACTIVE')
    return { ...okAnswer, definition: await getDefinition(db, chatbot, template.definitionId) }
  if (template.status !== 'ACCEPTED')
    return {
      ...failed(null, [], 'Only a version whose languages are all approved can be activated.'),
      definition: null,
    }
  await db.transaction(async (tx) => {
    await tx
      .update(t.whatsappTemplates)
      .set({ status: 'ACCEPTED', modified: clock.now() })
      .where(
        and(
          eq(t.whatsappTemplates.definitionId, template.definitionId!),
          eq(t.whatsappTemplates.status, 'ACTIVE'),
        ),
      )
    await tx
      .update(t.whatsappTemplates)
      .set({ status: 'ACTIVE', modified: clock.now() })
      .where(eq(t.whatsappTemplates.id, templateId))
    await tx
      .update(t.whatsappDefinitions)
      .set({ activeTemplateId: templateId })
      .where(eq(t.whatsappDefinitions.id, template.definitionId!))
  })
  return { ...okAnswer, definition: await getDefinition(db, chatbot, template.definitionId) }
}

/** Deletes one version at the provider (not the active one): its buttons, parameters, variations, itself. */
export async function deleteTemplateAtProvider(
  services: SandboxServices,
  chatbot: ChatbotRow,
  templateId: string,
): Promise<ProviderAnswer> {
  requireProvider(chatbot)
  const { db } = services
  const template = await getTemplate(db, chatbot, templateId)
  if (template.status === 'ACTIVE')
    return failed(null, [], 'The active version cannot be deleted; activate another version first.')
  await db.transaction(async (tx) => {
    await deleteTemplateParts(
      tx,
      [template.id],
      template.variations.map((v) => v.id),
      template.parameters.map((p) => p.id),
    )
  })
  return okAnswer
}

// ---- definitions --------------------------------------------------------------------------------------

/**
 * Definition update (spec 001 §7.4): name, the batch-action flag, the Smart Inbox flag. The renderer flips
 * the batch-action flag at once and reverts it when this answers not ok (spec 000 §4).
 */
export async function updateDefinition(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: {
    name?: string | null
    supportsBatchAction?: boolean | null
    isSmartInboxTemplate?: boolean | null
  },
): Promise<ProviderAnswer & { definition: WhatsappDefinitionView | null }> {
  requireProvider(chatbot)
  const { db } = services
  const def = await definitionRow(db, chatbot, id)
  const patch: Partial<DefinitionRow> = {}
  if (input.name !== undefined && input.name !== null) {
    const violations = nameViolations(input.name, await ruleContext(db, chatbot, id))
    if (violations.length > 0) return { ...ruleFailure('DEFINITION', violations), definition: null }
    patch.name = input.name.trim()
  }
  if (input.supportsBatchAction !== undefined && input.supportsBatchAction !== null) {
    if (takeFault(services, chatbot, 'BATCH_ACTION'))
      return { ...failed(null, [], 'The batch action could not be changed.'), definition: null }
    patch.supportsBatchAction = input.supportsBatchAction
  }
  if (input.isSmartInboxTemplate !== undefined && input.isSmartInboxTemplate !== null)
    patch.isSmartInboxTemplate = input.isSmartInboxTemplate
  if (Object.keys(patch).length > 0)
    await db.update(t.whatsappDefinitions).set(patch).where(eq(t.whatsappDefinitions.id, def.id))
  return { ...okAnswer, definition: await getDefinition(db, chatbot, id) }
}

/**
 * Deletes a definition at the provider: first its buttons, parameters, variations and templates, then the
 * definition itself (spec 000 §4).
 */
export async function deleteDefinition(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
): Promise<ProviderAnswer> {
  requireProvider(chatbot)
  const { db } = services
  const def = await getDefinition(db, chatbot, id)
  await db.transaction(async (tx) => {
    await tx
      .update(t.whatsappDefinitions)
      .set({ activeTemplateId: null })
      .where(eq(t.whatsappDefinitions.id, id))
    await deleteTemplateParts(
      tx,
      def.availableTemplates.map((tpl) => tpl.id),
      def.availableTemplates.flatMap((tpl) => tpl.variations.map((v) => v.id)),
      def.availableTemplates.flatMap((tpl) => tpl.parameters.map((p) => p.id)),
    )
    await tx.delete(t.whatsappDefinitions).where(eq(t.whatsappDefinitions.id, id))
  })
  return okAnswer
}

/** Delete all (spec 001 §7.4): deletes each of the given definitions; the answer lists those that failed. */
export async function deleteAllDefinitions(
  services: SandboxServices,
  chatbot: ChatbotRow,
  ids: readonly string[],
): Promise<ProviderAnswer & { deleted: string[] }> {
  const deleted: string[] = []
  const errors: FieldErrors[] = []
  for (const id of ids) {
    try {
      await deleteDefinition(services, chatbot, id)
      deleted.push(id)
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      errors.push({ field: id, messages: [error.message], codes: [error.code] })
    }
  }
  return errors.length
    ? { ...failed(null, errors, `Failed to delete ${errors.length} templates.`), deleted }
    : { ...okAnswer, deleted }
}

/** Copies a definition's shown version (with its languages, buttons, parameters) as a new CONCEPT. */
async function copyInto(
  services: SandboxServices,
  source: WhatsappDefinitionView,
  target: ChatbotRow,
  name: string,
  creatorEmail: string,
  sameChatbot: boolean,
): Promise<string> {
  const template = source.displayTemplate
  const now = services.clock.now()
  const definitionId = newId('wa-def')
  const templateId = newId('wa-tpl')
  await services.db.transaction(async (tx) => {
    await tx.insert(t.whatsappDefinitions).values({
      id: definitionId,
      chatbotId: target.id,
      name,
      supportsBatchAction: source.supportsBatchAction,
      isSmartInboxTemplate: source.isSmartInboxTemplate,
      versionsHistoricallyCreated: template ? 1 : 0,
      templateIdentifier: facebookNameOf(name),
      createdAt: now,
    })
    if (!template) return
    await tx.insert(t.whatsappTemplates).values({
      id: templateId,
      chatbotId: target.id,
      definitionId,
      templateName: name,
      facebookName: facebookNameOf(name),
      description: template.description,
      category: template.category,
      scalarNames: template.scalarNames,
      additionalData: template.additionalData,
      attachmentType: template.attachmentType,
      version: 1,
      status: 'CONCEPT',
      creatorEmail,
      buttonType: template.buttonType,
      created: now,
      modified: now,
    })
    if (template.parameters.length)
      await tx.insert(t.whatsappParameters).values(
        template.parameters.map((p) => ({
          id: newId('wa-par'),
          chatbotId: target.id,
          templateId,
          name: p.name,
          index: p.index,
          scalarName: p.scalarName,
          // ATS field mappings belong to the source chatbot's ATS; a copy elsewhere starts without.
          atsFieldMapping: sameChatbot ? p.atsFieldMapping : null,
          example: p.example,
        })),
      )
    for (const [position, v] of template.variations.entries()) {
      const variationId = newId('wa-var')
      await tx.insert(t.whatsappVariations).values({
        id: variationId,
        chatbotId: target.id,
        templateId,
        position,
        language: v.language,
        languageTag: v.languageTag,
        content: v.content,
        status: 'CONCEPT',
        attachmentTitle: v.attachmentTitle,
        attachmentUrl: v.attachmentUrl,
        attachmentMimeType: v.attachmentMimeType,
        footer: v.footer,
      })
      if (v.buttons.length)
        await tx.insert(t.whatsappButtons).values(
          v.buttons.map((b, i) => ({
            id: newId('wa-btn'),
            variationId,
            position: i,
            actionType: b.actionType,
            text: b.text,
            phoneNumber: b.phoneNumber,
            url: b.url,
            urlType: b.urlType,
          })),
        )
    }
  })
  return definitionId
}

/** Clone (spec 001 §7.4): a new definition on the same chatbot under a new, valid, unique name. */
export async function cloneDefinition(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  id: string,
  newName: string,
): Promise<ProviderAnswer & { definition: WhatsappDefinitionView | null }> {
  requireProvider(chatbot)
  const source = await getDefinition(services.db, chatbot, id)
  const violations = nameViolations(newName, await ruleContext(services.db, chatbot, null))
  if (violations.length > 0)
    return {
      ...ruleFailure('DEFINITION', violations),
      errorMessage: 'Could not clone Template',
      definition: null,
    }
  const created = await copyInto(services, source, chatbot, newName.trim(), user.username, true)
  return { ...okAnswer, definition: await getDefinition(services.db, chatbot, created) }
}

function nameViolations(name: string, context: { otherNames: readonly string[] }) {
  return checkTemplateName(name, context.otherNames)
}

/**
 * Copy (spec 001 §7.4): the definitions to another chatbot the user may reach, keeping their names; a
 * name the destination already has is refused ('Copying failed' with the names).
 */
export async function copyDefinitions(
  services: SandboxServices,
  chatbot: ChatbotRow,
  user: AuthenticatedUser,
  ids: readonly string[],
  destinationProjectId: string,
): Promise<ProviderAnswer & { definitionIds: string[] }> {
  requireProvider(chatbot)
  const destination = await services.chatbots.activeForUser(user, destinationProjectId)
  if (!destination.whatsappProvider) throw new ApiError('functionality_unavailable')
  const sources = await Promise.all(ids.map((id) => getDefinition(services.db, chatbot, id)))
  const context = await ruleContext(services.db, destination, null)
  const clashes = sources.filter((s) => nameViolations(s.name, context).length > 0)
  if (clashes.length > 0)
    return {
      ...failed(
        null,
        clashes.map((s) => ({
          field: s.id,
          messages: [ruleMessage({ code: 'name_not_unique' }, 'en')],
          codes: ['name_not_unique'],
        })),
        'Copying failed',
      ),
      definitionIds: [],
    }
  const created: string[] = []
  for (const source of sources)
    created.push(
      await copyInto(
        services,
        source,
        destination,
        source.name,
        user.username,
        destination.id === chatbot.id,
      ),
    )
  return { ...okAnswer, definitionIds: created }
}

// ---- variation update -------------------------------------------------------------------------------

/**
 * Variation update (spec 001 §7.4): the text, header and footer of a language of a CONCEPT or REJECTED
 * version, checked with every rule of the whole template. A rejected language becomes RESUBMITTED on the
 * next submit.
 */
export async function updateVariation(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: {
    content?: string | null
    attachmentTitle?: string | null
    attachmentUrl?: string | null
    footer?: string | null
  },
): Promise<ProviderAnswer & { template: WhatsappTemplateView | null }> {
  requireProvider(chatbot)
  const { db, clock } = services
  const [variation] = await db
    .select()
    .from(t.whatsappVariations)
    .where(and(eq(t.whatsappVariations.id, id), eq(t.whatsappVariations.chatbotId, chatbot.id)))
  if (!variation?.templateId) throw new ApiError('not_found')
  const template = await getTemplate(db, chatbot, variation.templateId)
  if (template.status !== 'CONCEPT' && template.status !== 'REJECTED')
    return {
      ...failed('VARIATION', [], 'Only a concept or rejected version can be changed; save a new version.'),
      template: null,
    }
  const patch = {
    content: input.content ?? variation.content,
    attachmentTitle: input.attachmentTitle === undefined ? variation.attachmentTitle : input.attachmentTitle,
    attachmentUrl: input.attachmentUrl === undefined ? variation.attachmentUrl : input.attachmentUrl,
    footer: input.footer === undefined ? variation.footer : input.footer,
  }
  const draft = draftOf({
    ...template,
    variations: template.variations.map((v) => (v.id === id ? { ...v, ...patch } : v)),
  })
  const violations = checkTemplate(draft, await ruleContext(db, chatbot, template.definitionId))
  if (violations.length > 0) return { ...ruleFailure('VARIATION', violations), template: null }
  await db.update(t.whatsappVariations).set(patch).where(eq(t.whatsappVariations.id, id))
  await db
    .update(t.whatsappTemplates)
    .set({ modified: clock.now() })
    .where(eq(t.whatsappTemplates.id, template.id))
  return { ...okAnswer, template: await getTemplate(db, chatbot, template.id) }
}

export type { TemplateStatus }

/** A variation's buttons in order. */
export async function listButtons(db: SandboxDb, chatbot: ChatbotRow, variationId: string) {
  const [variation] = await db
    .select({ id: t.whatsappVariations.id })
    .from(t.whatsappVariations)
    .where(and(eq(t.whatsappVariations.id, variationId), eq(t.whatsappVariations.chatbotId, chatbot.id)))
  if (!variation) throw new ApiError('not_found')
  const rows = await db
    .select()
    .from(t.whatsappButtons)
    .where(eq(t.whatsappButtons.variationId, variationId))
    .orderBy(asc(t.whatsappButtons.position))
  return rows.map(buttonView)
}

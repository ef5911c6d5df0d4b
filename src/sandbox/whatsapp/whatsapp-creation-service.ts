import { and, asc, eq, inArray, isNull } from 'drizzle-orm'
import {
  buttonActionTypes,
  buttonTypes,
  checkTemplate,
  facebookNameOf,
  headerTypes,
  providerLanguage,
  urlTypes,
  type HeaderType,
  type TemplateDraft,
} from '@shared/domain/whatsapp-templates'
import type { DbOrTx } from '../db/sandbox-db'
import * as t from './schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import {
  takeFault,
  type ProviderAnswer,
  okAnswer,
  failed,
  ruleFailure,
  injected,
  newId,
  requireProvider,
} from './whatsapp-provider'
import {
  parameterView,
  group,
  type WhatsappTemplateView,
  type WhatsappDefinitionView,
  definitionRow,
  getDefinition,
  templateRow,
  getTemplate,
  ruleContext,
} from './whatsapp-templates-service'

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

/**
 * The ids of a template's parts (its variations or its parameters), or of those among `ids` that belong to
 * no template yet (what a failed creation left) on this chatbot.
 */
async function partIds(
  tx: DbOrTx,
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
export async function deleteTemplateParts(
  tx: DbOrTx,
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

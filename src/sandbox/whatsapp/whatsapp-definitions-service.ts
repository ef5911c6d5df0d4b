import { and, asc, eq } from 'drizzle-orm'
import {
  checkTemplate,
  checkTemplateName,
  facebookNameOf,
  ruleMessage,
  type TemplateStatus,
} from '@shared/domain/whatsapp-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import {
  takeFault,
  type FieldErrors,
  type ProviderAnswer,
  okAnswer,
  failed,
  ruleFailure,
  newId,
  requireProvider,
} from './whatsapp-provider'
import {
  type DefinitionRow,
  buttonView,
  type WhatsappTemplateView,
  type WhatsappDefinitionView,
  definitionRow,
  getDefinition,
  getTemplate,
  draftOf,
  ruleContext,
} from './whatsapp-templates-service'
import { deleteTemplateParts } from './whatsapp-creation-service'

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

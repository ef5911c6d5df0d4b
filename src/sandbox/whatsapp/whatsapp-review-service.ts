import { and, eq, inArray } from 'drizzle-orm'
import {
  checkTemplate,
  reviewedTemplateStatus,
  type VariationStatus,
} from '@shared/domain/whatsapp-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import type { JobKind } from '../jobs'
import {
  whatsappSimulation,
  takeFault,
  type ProviderAnswer,
  okAnswer,
  failed,
  ruleFailure,
  requireProvider,
} from './whatsapp-provider'
import {
  definitionRow,
  getDefinition,
  templateRow,
  getTemplate,
  draftOf,
  ruleContext,
} from './whatsapp-templates-service'
import { deleteTemplateParts } from './whatsapp-creation-service'

// ---- the provider: submit, review, sync ----------------------------------------------------------------

/** Words the simulated provider treats as promotional: such a language is rejected (docs/decisions/whatsapp.md). */
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
  const sim = whatsappSimulation(services)
  await db.transaction(async (tx) => {
    await tx
      .update(t.whatsappTemplates)
      .set({ status: 'SUBMITTED', submittedAt: now, modified: now })
      .where(eq(t.whatsappTemplates.id, templateId))
    // The provider reviews each language after the review delay, one delay apart; a sync follows later.
    let position = 0
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
      await services.jobs.start(tx, whatsappJobKinds.review, v.id, sim.reviewDelayMs * ++position)
    }
  })
  return okAnswer
}

/** The kinds of job of the simulated provider (jobs.ts). */
export const whatsappJobKinds = {
  /** The review of one language, keyed by the variation's id. */
  review: 'whatsapp-review',
  /** The automatic sync after a review, keyed by the template's id. */
  sync: 'whatsapp-sync',
} as const

/**
 * The provider's review of one language: its verdict, then the automatic sync a while later. The provider
 * reviews whatever happens to this server, so these jobs have no failed state: they always resume.
 */
const reviewJob: JobKind = {
  kind: whatsappJobKinds.review,
  async run(services, id) {
    const [v] = await services.db.select().from(t.whatsappVariations).where(eq(t.whatsappVariations.id, id))
    if (!v?.templateId) return
    const templateId = v.templateId
    await services.db.transaction(async (tx) => {
      if (v.providerStatus === null) {
        const verdict = reviewVerdict(v.content)
        await tx
          .update(t.whatsappVariations)
          .set({
            providerStatus: verdict.status,
            providerReason: verdict.reason,
            providerReviewedAt: services.clock.now(),
          })
          .where(eq(t.whatsappVariations.id, id))
      }
      await services.jobs.start(
        tx,
        whatsappJobKinds.sync,
        templateId,
        whatsappSimulation(services).syncDelayMs,
      )
    })
  },
}

const syncJob: JobKind = {
  kind: whatsappJobKinds.sync,
  async run(services, templateId) {
    await syncTemplates(services.db, services.clock.now(), [templateId])
  },
}

/** The simulated provider's long jobs (the whatsapp manifest lists them, with the channel set-up). */
export const whatsappReviewJobs: readonly JobKind[] = [reviewJob, syncJob]

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

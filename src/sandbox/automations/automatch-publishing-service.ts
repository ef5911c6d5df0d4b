import { randomUUID } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import {
  automatchPublishMaxMs,
  effectiveCampaignStatus,
  isAutomatchType,
  type CampaignStatus,
  type PublishStage,
} from '@shared/domain/automations'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import type { JobKind } from '../jobs'
import { automatchTimings, automatchView, campaignRow, getCampaign } from './campaign-views'

// ---- automatch publishing ------------------------------------------------------------------------------

/** Faults to answer with, per campaign id: the next publish of that campaign fails. */
const publishFaults = new WeakMap<SandboxServices, Set<string>>()
export function failNextPublish(services: SandboxServices, campaignId: string) {
  let set = publishFaults.get(services)
  if (!set) publishFaults.set(services, (set = new Set()))
  set.add(campaignId)
}

async function automatchOf(db: SandboxDb, campaignId: string, kind: 'draft' | 'active') {
  return (
    await db
      .select()
      .from(t.campaignAutomatches)
      .where(and(eq(t.campaignAutomatches.campaignId, campaignId), eq(t.campaignAutomatches.kind, kind)))
  )[0]
}

/** The kinds of job of automatch publishing (jobs.ts), keyed by the campaign's id. */
export const automatchJobKinds = { publish: 'automatch-publish', toggle: 'automatch-toggle' } as const

/**
 * cloneConfiguration (publish): the draft is cloned into the active configuration. It takes time: the
 * stage is CLONE_CONNECTOR_SETTINGS until the job ends PUBLISHED (both refreshed) or FAILED.
 */
export async function cloneConfiguration(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  if (!isAutomatchType(campaign.type)) throw new ApiError('invalid_input')
  const draft = await automatchOf(services.db, campaignId, 'draft')
  if (!draft) throw new ApiError('not_found')
  if (draft.publishStage === 'CLONE_CONNECTOR_SETTINGS') return { ok: true, publishJobId: draft.publishJobId }
  const jobId = `pub-${randomUUID()}`
  const delay = Math.min(automatchTimings.publishMs, automatchPublishMaxMs)
  await services.db.transaction(async (tx) => {
    await tx
      .update(t.campaignAutomatches)
      .set({ publishStage: 'CLONE_CONNECTOR_SETTINGS', publishJobId: jobId })
      .where(eq(t.campaignAutomatches.campaignId, campaignId))
    await services.jobs.start(tx, automatchJobKinds.publish, campaignId, delay)
  })
  return { ok: true, publishJobId: jobId }
}

const failedStage = async (services: SandboxServices, campaignId: string, from: PublishStage) =>
  services.db
    .update(t.campaignAutomatches)
    .set({ publishStage: 'FAILED' })
    .where(
      and(eq(t.campaignAutomatches.campaignId, campaignId), eq(t.campaignAutomatches.publishStage, from)),
    )

/** The clone: the draft as it is now becomes the active configuration, in one transaction. */
const publishJob: JobKind = {
  kind: automatchJobKinds.publish,
  async run(services, campaignId) {
    const current = await automatchOf(services.db, campaignId, 'draft')
    if (current?.publishStage !== 'CLONE_CONNECTOR_SETTINGS') return
    if (publishFaults.get(services)?.delete(campaignId)) {
      await failedStage(services, campaignId, 'CLONE_CONNECTOR_SETTINGS')
      return
    }
    const now = services.clock.now()
    const { id: _id, kind: _kind, created: _created, ...copy } = current
    await services.db.transaction(async (tx) => {
      const [active] = await tx
        .select()
        .from(t.campaignAutomatches)
        .where(
          and(eq(t.campaignAutomatches.campaignId, campaignId), eq(t.campaignAutomatches.kind, 'active')),
        )
      const values = {
        ...copy,
        version: (active?.version ?? 0) + 1,
        modified: now,
        publishStage: 'PUBLISHED',
      }
      if (active)
        await tx.update(t.campaignAutomatches).set(values).where(eq(t.campaignAutomatches.id, active.id))
      else
        await tx
          .insert(t.campaignAutomatches)
          .values({ ...values, id: `am-${campaignId}-active`, kind: 'active', created: now })
      // The draft is refreshed too: same time, so it is not newer than what is active.
      await tx
        .update(t.campaignAutomatches)
        .set({ publishStage: 'PUBLISHED', modified: now })
        .where(eq(t.campaignAutomatches.id, current.id))
    })
  },
  // FAILED: the screen shows the publication failed, and Publish is open again.
  fail: (services, campaignId) =>
    failedStage(services, campaignId, 'CLONE_CONNECTOR_SETTINGS').then(() => undefined),
}

/** pollAutomatchPublishStatus: null while publishing, then the outcome with the refreshed campaign. */
export async function pollPublishStatus(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  await campaignRow(services.db, chatbot, campaignId)
  const draft = await automatchOf(services.db, campaignId, 'draft')
  if (!draft || draft.publishStage === 'CLONE_CONNECTOR_SETTINGS' || draft.publishStage === null) return null
  if (draft.publishStage === 'TOGGLE_SCHEDULE') return null
  return {
    stage: draft.publishStage as PublishStage,
    campaign: await getCampaign(services.db, chatbot, campaignId),
  }
}

/** toggleConfigurationSchedule: passes through TOGGLE_SCHEDULE, then the schedule runs (A_1) or stops (A_0). */
export async function toggleSchedule(services: SandboxServices, chatbot: ChatbotRow, campaignId: string) {
  const campaign = await campaignRow(services.db, chatbot, campaignId)
  const active = await automatchOf(services.db, campaignId, 'active')
  if (!isAutomatchType(campaign.type) || !active) throw new ApiError('invalid_input')
  await services.db.transaction(async (tx) => {
    await tx
      .update(t.campaignAutomatches)
      .set({ publishStage: 'TOGGLE_SCHEDULE' })
      .where(eq(t.campaignAutomatches.campaignId, campaignId))
    await services.jobs.start(tx, automatchJobKinds.toggle, campaignId, automatchTimings.toggleMs)
  })
  return automatchView({ ...active, publishStage: 'TOGGLE_SCHEDULE' }, campaign.type)
}

/** The toggle: the status flips and the stage ends PUBLISHED together, so a step run again flips nothing. */
const toggleJob: JobKind = {
  kind: automatchJobKinds.toggle,
  async run(services, campaignId) {
    const draft = await automatchOf(services.db, campaignId, 'draft')
    if (draft?.publishStage !== 'TOGGLE_SCHEDULE') return
    await services.db.transaction(async (tx) => {
      const [row] = await tx.select().from(t.campaigns).where(eq(t.campaigns.id, campaignId))
      if (!row) return
      const status: CampaignStatus =
        effectiveCampaignStatus(row.type, row.status as CampaignStatus) === 'A_1' ? 'A_0' : 'A_1'
      await tx.update(t.campaigns).set({ status }).where(eq(t.campaigns.id, campaignId))
      await tx
        .update(t.campaignAutomatches)
        .set({ publishStage: 'PUBLISHED' })
        .where(eq(t.campaignAutomatches.campaignId, campaignId))
    })
  },
  // The schedule stays as it was; FAILED tells the user, who can toggle again.
  fail: (services, campaignId) => failedStage(services, campaignId, 'TOGGLE_SCHEDULE').then(() => undefined),
}

/** Automatch publishing's long jobs (the automations manifest lists them). */
export const automatchJobs: readonly JobKind[] = [publishJob, toggleJob]

import * as v from 'valibot'
import { campaignStatusFilters, type CampaignStatusFilter } from '@shared/domain/automations'
import { type PreflightResult } from '@shared/domain/automations-sending'
import { createAutomation } from './automation-templates-service'
import {
  type AutomatchView,
  type CampaignAnswer,
  type BroadcastView,
  type CampaignView,
  getCampaign,
  listCampaigns,
} from './campaign-views'
import { cloneConfiguration, pollPublishStatus, toggleSchedule } from './automatch-publishing-service'
import {
  deleteCampaign,
  syncAutomationRequiredData,
  updateBroadcast,
  updateCampaign,
} from './campaigns-service'
import { deleteConversation, replayAction } from './campaign-conversations-service'
import { destinationTargets, sendMessages, sendPreflight } from './campaign-sends-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

/** Automations (src/shared/graphql/chatbot/automations.ts; campaign*-service.ts). */

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

const automatch = (a: AutomatchView) => ({ ...a, created: iso(a.created), modified: iso(a.modified) })

const broadcast = (b: BroadcastView) => ({
  ...b,
  nextBroadcast: isoOrNull(b.nextBroadcast),
  lastBroadcast: isoOrNull(b.lastBroadcast),
})

function campaign(c: CampaignView) {
  return {
    ...c,
    created: iso(c.created),
    broadcast: c.broadcast && broadcast(c.broadcast),
    followUp: c.followUp && broadcast(c.followUp),
    draftAutomatch: c.draftAutomatch && automatch(c.draftAutomatch),
    activeAutomatch: c.activeAutomatch && automatch(c.activeAutomatch),
  }
}

export const campaignAnswer = (a: CampaignAnswer) => ({
  ...a,
  campaign: a.campaign && campaign(a.campaign),
})
const answer = campaignAnswer

const statusFilter = (status: string | null | undefined): CampaignStatusFilter => {
  if (!status) return 'all'
  if (!(campaignStatusFilters as readonly string[]).includes(status)) throw new ApiError('invalid_input')
  return status as CampaignStatusFilter
}

export const sources = v.picklist(['csv', 'form'])

/** The preflight as GraphQL lists (mutable arrays). */
export const preflight = (p: PreflightResult) => ({
  totals: p.totals,
  lines: p.lines.map((line) => ({ ...line, missing: [...line.missing] })),
})

export const automationsResolvers: Resolvers = {
  Query: {
    allCampaigns: async (_, { search, type, status }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      const filter = { search: search ?? '', type: type ?? '', status: statusFilter(status) }
      return (await listCampaigns(services.db, requireActive(chatbot), filter)).map(campaign)
    },
    campaign: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return campaign(await getCampaign(services.db, requireActive(chatbot), id))
    },
    campaignPreflight: async (_, { campaignId, recipients, at }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      const when = at ? Date.parse(at) : services.clock.now()
      if (!Number.isFinite(when)) throw new ApiError('invalid_input')
      return preflight(await sendPreflight(services, requireActive(chatbot), campaignId, recipients, when))
    },
    executeDestinationGetter: async (_, { broadcastId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return destinationTargets(services.db, requireActive(chatbot), broadcastId, services.clock.now())
    },
    pollAutomatchPublishStatus: async (_, { campaignId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      const status = await pollPublishStatus(services, requireActive(chatbot), campaignId)
      return status && { ...status, campaign: campaign(status.campaign) }
    },
  },
  Mutation: {
    createCampaign: async (_, { input }, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'Campaigns')
      // A template brings its flow and settings (automation-templates-service.ts).
      return answer(await createAutomation(services, requireActive(chatbot), input))
    },
    updateCampaign: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return answer(await updateCampaign(services, requireActive(chatbot), id, input))
    },
    syncAutomationRequiredData: async (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return answer(await syncAutomationRequiredData(services, requireActive(chatbot), id))
    },
    deleteCampaign: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'Campaigns')
      return deleteCampaign(services, requireActive(chatbot), id)
    },
    updateBroadcast: async (_, { campaignId, schedule, targetQuery }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return answer(
        await updateBroadcast(services, requireActive(chatbot), campaignId, {
          schedule,
          targetQuery: targetQuery ?? undefined,
        }),
      )
    },
    sendCampaignMessages: async (_, { campaignId, recipients, source }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      if (!v.is(sources, source)) throw new ApiError('invalid_input')
      const sent = await sendMessages(services, requireActive(chatbot), campaignId, recipients, source)
      return { ...sent, preflight: preflight(sent.preflight) }
    },
    cloneConfiguration: (_, { campaignId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return cloneConfiguration(services, requireActive(chatbot), campaignId)
    },
    toggleConfigurationSchedule: async (_, { campaignId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return automatch(await toggleSchedule(services, requireActive(chatbot), campaignId))
    },
    replayAction: (_, { actionResultId }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return replayAction(services, requireActive(chatbot), actionResultId)
    },
    deleteCampaignConversation: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'Campaigns')
      return deleteConversation(services, requireActive(chatbot), id)
    },
  },
}

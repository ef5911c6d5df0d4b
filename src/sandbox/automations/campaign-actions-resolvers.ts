import * as v from 'valibot'
import { listAtsFieldMappings } from './ats-field-mappings-service'
import * as batchActions from './ats-batch-actions-service'
import * as followUps from './follow-ups-service'
import * as scheduledSends from './scheduled-sends-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { preflight, sources } from './resolvers'

/** Follow-ups, scheduled sends and ATS batch actions (src/shared/graphql/chatbot/automations-campaign-actions.ts). */

const iso = (ms: number) => new Date(ms).toISOString()
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms))

const followUp = (f: followUps.FollowUpView) => ({
  ...f,
  nextBroadcast: isoOrNull(f.nextBroadcast),
  lastBroadcast: isoOrNull(f.lastBroadcast),
})
const followUpAnswer = (a: followUps.FollowUpAnswer) => ({
  ...a,
  followUp: a.followUp && followUp(a.followUp),
})

const scheduledSend = (s: scheduledSends.ScheduledSend) => ({
  id: s.id,
  campaignId: s.campaignId,
  sendAt: iso(s.sendAt),
  source: s.source,
  recipients: s.recipients.length,
  created: iso(s.created),
  firedAt: isoOrNull(s.firedAt),
  sent: s.sent,
})

export const automationsCampaignActionsResolvers: Resolvers = {
  Query: {
    atsFieldMappings: (_, { isDefaultMapping }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return listAtsFieldMappings(services.db, requireActive(chatbot).id, { isDefaultMapping })
    },
    atsBatchActions: async (_, { campaignId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return batchActions.listAtsBatchActions(services, requireActive(chatbot), campaignId)
    },
    allFollowUps: async (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return (await followUps.listFollowUps(services, requireActive(chatbot))).map(followUp)
    },
    scheduledCampaignSends: async (_, { campaignId }, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'Campaigns')
      return (await scheduledSends.listScheduledSends(services, requireActive(chatbot), campaignId)).map(
        scheduledSend,
      )
    },
  },
  Mutation: {
    createFollowUp: async (_, { campaignId, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return followUpAnswer(
        await followUps.createFollowUp(services, requireActive(chatbot), campaignId, input),
      )
    },
    updateFollowUp: async (_, { id, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return followUpAnswer(await followUps.updateFollowUp(services, requireActive(chatbot), id, input))
    },
    deleteFollowUp: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return followUps.deleteFollowUp(services, requireActive(chatbot), id)
    },
    scheduleCampaignMessages: async (
      _,
      { campaignId, recipients, source, sendAt },
      { services, user, chatbot },
    ) => {
      assertAllowed(user, 'update', 'Campaigns')
      const at = Date.parse(sendAt)
      if (!v.is(sources, source) || !Number.isFinite(at)) throw new ApiError('invalid_input')
      const answer = await scheduledSends.scheduleSend(
        services,
        requireActive(chatbot),
        campaignId,
        recipients,
        source,
        at,
      )
      return {
        ...answer,
        preflight: preflight(answer.preflight),
        scheduledSend: answer.scheduledSend && scheduledSend(answer.scheduledSend),
      }
    },
    setupAtsBatchAction: (_, { campaignId, input }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return batchActions.setupAtsBatchAction(services, requireActive(chatbot), campaignId, input)
    },
    deleteAtsBatchAction: (_, { campaignId, id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return batchActions.deleteAtsBatchAction(services, requireActive(chatbot), campaignId, id)
    },
    setAtsBatchActionEnabled: (_, { campaignId, id, enabled }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return batchActions.setAtsBatchActionEnabled(services, requireActive(chatbot), campaignId, id, enabled)
    },
    cancelScheduledCampaignSend: (_, { id }, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'Campaigns')
      return scheduledSends.cancelScheduledSend(services, requireActive(chatbot), id)
    },
  },
}

import { analyticsConversationPageSize, defaultRangeDays } from '@shared/domain/analytics'
import {
  isBoundedDay,
  rangeLimits,
  rangeProblem,
  rangeProblemField,
  rangeText,
} from '@shared/domain/date-ranges'
import * as analytics from './analytics-service'
import { requireActive } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { addDays, calendarDayOf } from '../inbox/inbox-time'
import { openedConversations } from '../inbox/inbox-access'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'

const dayOrNull = (field: string, value: string | null | undefined): string | null => {
  if (value === null || value === undefined || value.trim() === '') return null
  if (!isBoundedDay(value.trim()))
    throw new ApiError('invalid_input', { fields: { [field]: [rangeText('day', 0)] } })
  return value.trim()
}

/** Analytics conversations, logs, events and custom reports (src/shared/graphql/chatbot/analytics.ts). */
export const analyticsResolvers: Resolvers = {
  Query: {
    analyticsConversations: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsConversations')
      const active = requireActive(chatbot)
      const endDate = dayOrNull('endDate', args.endDate) ?? calendarDayOf(services.clock.now())
      const startDate = dayOrNull('startDate', args.startDate) ?? addDays(endDate, -(defaultRangeDays - 1))
      const page = args.page ?? 1
      const pageSize = args.pageSize ?? analyticsConversationPageSize
      const fields: Record<string, string[]> = {}
      // In order and at most the analytics limit (shared/domain/date-ranges.ts: main refuses the same).
      const problem = rangeProblem(startDate, endDate, rangeLimits.analytics)
      if (problem)
        fields[rangeProblemField(problem, { start: 'startDate', end: 'endDate' }, startDate)] = [
          rangeText(problem, rangeLimits.analytics),
        ]
      if (!Number.isSafeInteger(page) || page < 1) fields['page'] = ['A whole number from 1.']
      if (!Number.isSafeInteger(pageSize) || pageSize < 1 || pageSize > analyticsConversationPageSize)
        fields['pageSize'] = [`A whole number from 1 to ${analyticsConversationPageSize}.`]
      if ((args.flowIds?.length ?? 0) > 200) fields['flowIds'] = ['At most 200 flow ids.']
      if ((args.search?.length ?? 0) > 200) fields['search'] = ['At most 200 characters.']
      if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields })
      return analytics.analyticsConversationPage(
        services.db,
        active,
        { startDate, endDate, flowIds: args.flowIds ?? [], page, pageSize, search: args.search ?? '' },
        openedConversations(services, active.projectId, user.id),
      )
    },
    analyticsConversation: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsConversations')
      const active = requireActive(chatbot)
      return analytics.analyticsConversation(
        services.db,
        active,
        args.clientId,
        openedConversations(services, active.projectId, user.id),
      )
    },
    allGoogleLogsClient: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsConversations')
      const detail = await analytics.analyticsConversation(
        services.db,
        requireActive(chatbot),
        args.clientId,
        new Set(),
      )
      if (!detail) return []
      const from = args.dateFirstMsg ? Date.parse(args.dateFirstMsg) : -Infinity
      const to = args.dateLastMsg ? Date.parse(args.dateLastMsg) : Infinity
      return detail.stepList.filter((s) => {
        const at = Date.parse(s.at)
        return !(at < from) && !(at > to)
      })
    },
    processors: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsSummary')
      // A longer list is refused, not cut short (QUALITY SEC-12: the work is bounded by the answer).
      if (args.ids.length > analytics.processorsPerRequest) throw new ApiError('invalid_input')
      return analytics.processorsByIds(services.db, requireActive(chatbot), args.ids)
    },
    allAnalyticsEvents: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsSummary')
      return analytics.listAnalyticsEvents(services.db, requireActive(chatbot))
    },
    allCustomReports: (_, __, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsExport')
      return analytics.listCustomReports(services.db, requireActive(chatbot))
    },
  },
  Mutation: {
    deleteClientStateByClientId: async (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'AnalyticsConversations')
      return {
        ...(await analytics.deleteClientState(services.db, requireActive(chatbot), args.clientId)),
        errors: [],
      }
    },
    createAnalyticsEvent: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'create', 'AnalyticsSummary')
      return analytics.saveAnalyticsEvent(services.db, requireActive(chatbot), args)
    },
    updateAnalyticsEvent: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'update', 'AnalyticsSummary')
      return analytics.saveAnalyticsEvent(services.db, requireActive(chatbot), args)
    },
    deleteAnalyticsEvent: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'delete', 'AnalyticsSummary')
      return analytics.deleteAnalyticsEvent(services.db, requireActive(chatbot), args.id)
    },
    generateCustomReport: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'AnalyticsExport')
      return analytics.generateCustomReport(services.db, requireActive(chatbot), args, services.clock.now())
    },
  },
}

import { requireActive } from '../chatbots/chatbot-access-service'
import { assertAllowed } from '../permissions'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import type { ChatbotContext } from '../graphql/yoga'
import * as service from './group-appointments-service'

/**
 * Group appointments (src/shared/graphql/chatbot/group-appointments.ts): SettingsGroupAppointment 'read'
 * to read, 'create' / 'update' / 'delete' to change (the calendar token is an update).
 */
function chatbotFor(ctx: ChatbotContext, action: 'read' | 'create' | 'update' | 'delete') {
  assertAllowed(ctx.user, action, 'SettingsGroupAppointment')
  return action === 'read' ? ctx.chatbot : requireActive(ctx.chatbot)
}

export const groupAppointmentsResolvers: Resolvers = {
  Query: {
    allGroupAppointments: (_, __, ctx) =>
      service.listGroupAppointments(ctx.services.db, chatbotFor(ctx, 'read').id),
    groupAppointment: (_, { id }, ctx) =>
      service.getGroupAppointment(ctx.services.db, chatbotFor(ctx, 'read').id, id),
  },
  Mutation: {
    createGroupAppointment: (_, { input }, ctx) =>
      service.createGroupAppointment(
        ctx.services.db,
        chatbotFor(ctx, 'create').id,
        ctx.services.clock.now(),
        input,
      ),
    updateGroupAppointment: (_, { id, input }, ctx) =>
      service.updateGroupAppointment(ctx.services.db, chatbotFor(ctx, 'update').id, id, input),
    updateCalendarToken: (_, { token, id }, ctx) =>
      service.setCalendarToken(ctx.services.db, chatbotFor(ctx, 'update').id, id, token),
    deleteGroupAppointment: (_, { id }, ctx) =>
      service.deleteGroupAppointment(ctx.services.db, chatbotFor(ctx, 'delete').id, id),
  },
}

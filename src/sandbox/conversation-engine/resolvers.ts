import { requireActive } from '../chatbots/chatbot-access-service'
import type { Resolvers } from '../graphql/generated/chatbot-resolvers-types'
import { assertAllowed } from '../permissions'
import { conversationBooking } from './conversation-booking'

/** A conversation's appointments and offer (src/shared/graphql/chatbot/booking.ts). */
export const bookingResolvers: Resolvers = {
  Query: {
    conversationBooking: (_, args, { services, user, chatbot }) => {
      assertAllowed(user, 'read', 'SmartInbox')
      return conversationBooking(
        services.db,
        user,
        requireActive(chatbot),
        args.clientId,
        services.clock.now(),
      )
    },
  },
}

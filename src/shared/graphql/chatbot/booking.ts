/**
 * What a candidate's conversation booked and was offered (the Smart Inbox conversation's "appointment"
 * part and "Why can't this candidate book?"): the appointments the conversation booked, the slots the bot
 * last offered in it, and for every calendar user the reader may see, each slot of those days the bot did
 * not offer with the rule that removed it, as the calendar computes it now. Needs SmartInbox 'read'.
 */
export const bookingTypeDefs = /* GraphQL */ `
  "An appointment a conversation booked: when, with whom, which event configuration."
  type ConversationAppointment {
    id: ID!
    "ISO instants"
    start: String!
    end: String!
    "The calendar user's zone"
    timeZone: String!
    calendarUserName: String!
    eventConfigurationName: String!
    color: String!
    "GOOGLE_MEET, MICROSOFT_TEAMS or LOCATION (then customLocation)"
    locationType: String!
    customLocation: String!
  }

  "A slot the bot offered the candidate."
  type ConversationOfferedSlot {
    start: String!
    end: String!
    timeZone: String!
    calendarUserId: ID!
    calendarUserName: String!
    "The button as the candidate saw it"
    label: String!
  }

  type ConversationSlotSpan {
    start: String!
    end: String!
  }

  "A slot not offered and the rule that removed it (the calendar's slot removal reasons)."
  type ConversationRemovedSlot {
    start: String!
    end: String!
    reason: String!
  }

  type ConversationSlotDay {
    "YYYY-MM-DD in the calendar user's zone"
    day: String!
    offered: [ConversationSlotSpan!]!
    removed: [ConversationRemovedSlot!]!
  }

  "One calendar user's slots over the offer's days; blockedBy when nothing at all is offered."
  type ConversationSlotExplanation {
    calendarUserId: ID!
    name: String!
    timeZone: String!
    "noPreference, preferenceDisabled, configurationDisabled or variableMismatch (the candidate's answer is none of the event configuration's values)"
    blockedBy: String
    days: [ConversationSlotDay!]!
  }

  "The last offer of the conversation, and why the other slots of its days were not offered."
  type ConversationSlotOffer {
    "When the bot offered (ISO)"
    at: String!
    eventConfigurationId: ID!
    eventConfigurationName: String!
    "The candidate's language (nl, en…), which calendar users must speak"
    language: String!
    slots: [ConversationOfferedSlot!]!
    "Computed now, for the calendar users the reader may see"
    explanations: [ConversationSlotExplanation!]!
    "Calendar users with a preference for it that the reader may not see"
    hiddenCalendarUsers: Int!
  }

  type ConversationBooking {
    appointments: [ConversationAppointment!]!
    "Null: the bot offered no appointment in this conversation"
    offer: ConversationSlotOffer
  }

  extend type Query {
    "What the conversation clientId booked and was offered (SmartInbox 'read')."
    conversationBooking(clientId: ID!): ConversationBooking!
  }
`

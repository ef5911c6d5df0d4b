/**
 * Group appointments on the chatbot service (spec 000 §3, 001 §7.3 lists and gets, §7.4 create, update,
 * updateCalendarToken, delete). Reads: SettingsGroupAppointment read (team leads and up); writes: its
 * create / update / delete rights (managers and up). The calendar token is write-only: no field returns it,
 * only whether one is set (calendarIsAuthenticated).
 */
export const groupAppointmentsTypeDefs = /* GraphQL */ `
  """
  A group appointment: a session many candidates book together. planRange in weeks; offsetDays: days from
  today before the first bookable session; maxNrEventToShow: the sessions of a day offered to a candidate.
  calendarAuthHandler GOOGLE or MICROSOFT. filterMap: the calendar filter as JSON text of an object.
  calendarIsAuthenticated: a calendar token is set (the token itself never leaves the server).
  """
  type GroupAppointment {
    id: ID!
    type: String!
    maxNrAttendees: Int!
    planRange: Int!
    offsetDays: Int!
    maxNrEventToShow: Int!
    calendarAuthHandler: String!
    filterMap: String!
    calendarIsAuthenticated: Boolean!
  }

  "A create's or an update's fields. filterMap is JSON text of an object of non-empty keys and values."
  input GroupAppointmentInput {
    type: String!
    maxNrAttendees: Int
    planRange: Int
    offsetDays: Int
    maxNrEventToShow: Int
    calendarAuthHandler: String!
    filterMap: String!
  }

  """
  The answer of a group appointment mutation: ok with the appointment, or not ok with the invalid fields
  (errors, English texts) and nothing changed.
  """
  type GroupAppointmentResult {
    ok: Boolean!
    errorMessage: String
    errors: [FieldError!]!
    groupAppointment: GroupAppointment
  }

  type DeleteGroupAppointmentResult {
    ok: Boolean!
  }

  extend type Query {
    "The chatbot's group appointments, by type."
    allGroupAppointments: [GroupAppointment!]!
    "One group appointment; null when the chatbot has none with this id."
    groupAppointment(id: ID!): GroupAppointment
  }

  extend type Mutation {
    createGroupAppointment(input: GroupAppointmentInput!): GroupAppointmentResult!
    updateGroupAppointment(id: ID!, input: GroupAppointmentInput!): GroupAppointmentResult!
    """
    Sets the calendar token of a group appointment (spec 001 §7.4; the router's updateCalendarToken is the
    calendar users'). An empty token disconnects its calendar. Answers only whether a calendar is connected.
    """
    updateCalendarToken(token: String!, id: ID!): GroupAppointmentResult!
    "Refused with cannot_delete_group_appointment while its calendar is connected, or when it does not exist."
    deleteGroupAppointment(id: ID!): DeleteGroupAppointmentResult!
  }
`

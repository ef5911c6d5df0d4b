/**
 * Settings › Availabilities (spec 000 §3 "Legacy calendar availability"; 001 §7.3 lists, §7.4 "block create,
 * update, delete; calendar availability create, update, delete"): a chatbot's calendar availabilities, each a calendar
 * user's appointment type with weekly blocks. Days are upper-case here (MONDAY…SUNDAY).
 */
export const availabilitiesTypeDefs = /* GraphQL */ `
  "One weekly block in which appointments may be planned; times HH:mm:ss, start earlier than end."
  type AvailabilityBlock {
    id: ID!
    "MONDAY … SUNDAY"
    day: String!
    startTime: String!
    endTime: String!
  }

  "The appointment type of a legacy availability. Times in minutes; planRange in weeks."
  type AppointmentType {
    type: String!
    preTime: Int!
    postTime: Int!
    planRange: Int!
    "Plans Monday to Friday only."
    workingDaysOnly: Boolean!
    offsetDays: Int!
    slotDuration: Int!
    isDefault: Boolean!
  }

  "A legacy calendar availability (spec 000 §3)."
  type CalendarAvailability {
    id: ID!
    userId: ID!
    contactName: String!
    calendarEmail: String!
    appointmentType: AppointmentType!
    interviewType: String!
    "At least one; 'generic' by default."
    categories: [String!]!
    blocks: [AvailabilityBlock!]!
    timeZone: String!
    "-1: no limit."
    maxDailyAppointments: Int!
  }

  input AppointmentTypeInput {
    type: String!
    preTime: Int!
    postTime: Int!
    planRange: Int!
    workingDaysOnly: Boolean!
    offsetDays: Int!
    slotDuration: Int!
    isDefault: Boolean!
  }

  input CalendarAvailabilityInput {
    appointmentType: AppointmentTypeInput!
    interviewType: String!
    categories: [String!]!
    timeZone: String!
    maxDailyAppointments: Int!
  }

  input AvailabilityBlockInput {
    "MONDAY … SUNDAY"
    day: String!
    startTime: String!
    endTime: String!
  }

  type CalendarAvailabilityResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    availability: CalendarAvailability
  }

  type AvailabilityBlockResult {
    ok: Boolean!
    code: String
    errorMessage: String
    errors: [FieldError!]!
    block: AvailabilityBlock
  }

  "One of the chatbot's staff, who may get an availability on it."
  type AvailabilityStaffMember {
    id: ID!
    name: String!
    email: String!
  }

  extend type Query {
    "The chatbot's legacy calendar availabilities, by contact name."
    allAvailabilities: [CalendarAvailability!]!
    availability(id: ID!): CalendarAvailability
    "Who may get an availability: the organisation's users assigned to the chatbot, by name."
    availabilityStaff: [AvailabilityStaffMember!]!
  }

  extend type Mutation {
    """
    A new availability for one of the chatbot's staff (contact name and e-mail are theirs), with 09:00–17:00
    on every planned day. Refused (invalid_input) for an unknown person or a type that person already has.
    """
    createCalendarAvailability(userId: ID!, input: CalendarAvailabilityInput!): CalendarAvailabilityResult!
    "Deletes an availability and its blocks; refused with 'can not delete calendar' when it is not there."
    deleteCalendarAvailability(id: ID!): CalendarAvailabilityResult!
    "Saves an availability's appointment type, categories, time zone and daily maximum (not its blocks)."
    updateCalendarAvailability(id: ID!, input: CalendarAvailabilityInput!): CalendarAvailabilityResult!
    createBlock(availabilityId: ID!, input: AvailabilityBlockInput!): AvailabilityBlockResult!
    updateBlock(id: ID!, input: AvailabilityBlockInput!): AvailabilityBlockResult!
    "Refused with 'can not delete block' for an availability's last block."
    deleteBlock(id: ID!): AvailabilityBlockResult!
  }
`

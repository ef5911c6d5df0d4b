/** Calendar users (the types are shared: CalendarUser lives in common.ts, an Employee carries one). */
export const calendarTypeDefs = /* GraphQL */ `
  extend type Query {
    "Calendar users of the organisation (calendar: EMPLOYEE and up)."
    allCalendarUsers: [CalendarUser!]!
  }
`

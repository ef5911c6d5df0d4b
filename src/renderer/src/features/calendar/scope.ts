/**
 * The calendar's queries. Calendar users and event configurations are the organisation's, not a chatbot's:
 * their keys have no chatbot scope, and another user signing in drops them with everything else.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  overview: ['calendar', 'overview'] as const,
}

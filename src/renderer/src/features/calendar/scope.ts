import { managesAllCalendars } from '@shared/domain/calendar'
import { signedInState, useSession } from '../../lib/session'

/**
 * The calendar's queries. Calendar users and event configurations are the organisation's, not a chatbot's:
 * their keys have no chatbot scope, and another user signing in drops them with everything else.
 */
export const calendarKeys = {
  all: ['calendar'] as const,
  overview: ['calendar', 'overview'] as const,
  user: (id: string) => ['calendar', 'user', id] as const,
}

/** The signed-in user as the calendar screens need them: may they configure everyone's calendar? */
export function useCalendarViewer(): { readonly userId: string; readonly managesAll: boolean } | null {
  const user = signedInState(useSession().data)?.user
  return user ? { userId: user.id, managesAll: managesAllCalendars(user) } : null
}

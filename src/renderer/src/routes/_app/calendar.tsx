import { createFileRoute } from '@tanstack/react-router'
import { calendarOverviewQuery } from '../../features/calendar/api/calendar-users'
import { CalendarPage } from '../../features/calendar/components/calendar-page'
import { validateCalendarSearch } from '../../features/calendar/search'
import { primeQuery } from '../../lib/route-data'
import { IconCalendarEvent } from '../../ui/icons'

/** Calendar (spec 000 §2): every role with the calendar right; what each may change, the server decides. */
export const Route = createFileRoute('/_app/calendar')({
  staticData: {
    permission: ['read', 'Calendar'],
    nav: { label: 'calendar.label', icon: IconCalendarEvent, group: 'frame.groups.people', order: 850 },
    texts: ['calendar'],
  },
  validateSearch: validateCalendarSearch,
  loader: ({ context, cause }) => primeQuery(context.queryClient, calendarOverviewQuery, cause),
  component: CalendarRoute,
})

function CalendarRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CalendarPage search={search} onSearch={(next) => void navigate({ to: '/calendar', search: next })} />
  )
}

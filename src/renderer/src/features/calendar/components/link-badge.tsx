import { Badge } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { calendarLinkStateOf } from '@shared/domain/calendar-link'
import type { CalendarUser } from '../api/calendar-users'

const productNames: Readonly<Record<string, string>> = { GOOGLE: 'Google', MICROSOFT: 'Microsoft' }
const colours = { linked: 'teal', broken: 'orange', none: 'gray' } as const

/** A calendar user's linked calendar: linked (with Google or Microsoft), link no longer works, not linked. */
export function LinkBadge({
  calendarUser,
}: {
  calendarUser: Pick<CalendarUser, 'isCalendarAuthenticated' | 'calendar'>
}) {
  const { t } = useTranslation('calendar')
  const state = calendarLinkStateOf(calendarUser)
  const product = calendarUser.calendar?.product
  return (
    <Badge
      size="sm"
      variant="light"
      color={colours[state]}
      tt="none"
      data-testid="calendar-link"
      data-state={state}
    >
      {state === 'linked' && product
        ? t('link.linkedWith', { product: productNames[product] ?? product })
        : t(`link.${state}`)}
    </Badge>
  )
}

import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { CalendarLinkOutcome } from '@shared/ipc/calendar'
import { portal, usePortalEvent } from '../../../lib/portal'
import { calendarKeys } from '../scope'
import { useLinkFailureText } from './calendar-link-controls'
import { isLinkShown, recordLinkOutcome } from './link-failures'

/**
 * How a calendar link ended (the answer came back from the browser, on any screen): the calendar is read
 * again and the app says so (a refusal in the drawer when it is open on that calendar user, once); the click on a "link no longer works" notification opens that calendar user
 * on the linked-calendars tab. Mounted once in the signed-in frame.
 */
export function CalendarLinkListener() {
  // Mounted on every screen: the calendar texts load in the background (lib/i18n.ts).
  const { t } = useTranslation('calendar', { useSuspense: false })
  const failureText = useLinkFailureText()
  const client = useQueryClient()
  const navigate = useNavigate()
  usePortalEvent(portal().calendar.onDidFinishLink, (outcome: CalendarLinkOutcome) => {
    void client.invalidateQueries({ queryKey: calendarKeys.all })
    recordLinkOutcome(outcome)
    // A refusal is said once: by the drawer when it shows this calendar user's link, else here.
    if (outcome.outcome === 'failed' && isLinkShown(outcome.calendarUserId)) return
    notifications.show({
      id: `calendar-link-${outcome.calendarUserId}`,
      color: outcome.outcome === 'linked' ? 'teal' : 'red',
      message:
        outcome.outcome === 'linked'
          ? t('linking.linked', { provider: t(`linking.providers.${outcome.calendarType}`) })
          : failureText(outcome),
    })
  })
  usePortalEvent(portal().calendar.onDidRequestCalendarUser, ({ calendarUserId }) => {
    void navigate({ to: '/calendar', search: { open: calendarUserId, tab: 'linked' } })
  })
  return null
}

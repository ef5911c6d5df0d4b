import { Notifications } from '@mantine/notifications'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import type { CalendarUser } from '../api/calendar-users'
import { CalendarLinkControls } from './calendar-link-controls'
import { CalendarLinkListener } from './calendar-link-listener'

const refused =
  'Something went wrong with authenticating, please try again. Permission was refused in the browser.'

function calendarUser(id: string): CalendarUser {
  return {
    id,
    userRouterId: `u-${id}`,
    email: `${id}@demo.nl`,
    firstName: 'Anouk',
    lastName: 'de Boer',
    isCalendarAuthenticated: false,
    calendar: null,
    timeZone: 'Europe/Amsterdam',
    spokenLanguages: ['nl'],
    excludedDays: [],
    mayEdit: true,
    availabilitySchemas: [],
    eventPreferences: [],
  }
}

function fakePortal() {
  return installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: {
          status: 'signed-in',
          user: testUser({ id: 'u-own' }),
          chatbotId: 'c1',
          passwordResetRequired: false,
        },
      }),
    'calendar:pending-link': () => null,
  })
}

describe('a refused calendar link', () => {
  it('is said once, in the drawer, when that calendar user’s link is on screen', async () => {
    const portal = fakePortal()
    renderWithRouter(
      <>
        <Notifications />
        <CalendarLinkListener />
        <CalendarLinkControls calendarUser={calendarUser('cal-shown')} />
      </>,
      'en-US',
    )
    await screen.findByTestId('calendar-link-google')
    portal.emit('calendar:did-finish-link', {
      calendarUserId: 'cal-shown',
      outcome: 'failed',
      reason: 'denied',
      detail: null,
    })
    expect(await screen.findByTestId('calendar-link-failed')).toHaveTextContent(refused)
    // Give a notification the time to appear: there is none.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getAllByText(refused)).toHaveLength(1)
  }, 30_000)

  it('is a notification when no drawer shows that calendar user, and the drawer shows it once opened', async () => {
    const portal = fakePortal()
    const { unmount } = renderWithRouter(
      <>
        <Notifications />
        <CalendarLinkListener />
      </>,
      'en-US',
    )
    await waitFor(() => expect(screen.queryByText('Loading')).toBeNull())
    portal.emit('calendar:did-finish-link', {
      calendarUserId: 'cal-elsewhere',
      outcome: 'failed',
      reason: 'denied',
      detail: null,
    })
    expect(await screen.findByText(refused)).toBeInTheDocument()
    unmount()
    renderWithRouter(
      <>
        <CalendarLinkListener />
        <CalendarLinkControls calendarUser={calendarUser('cal-elsewhere')} />
      </>,
      'en-US',
    )
    expect(await screen.findByTestId('calendar-link-failed')).toHaveTextContent(refused)
    // A later link that worked clears it.
    portal.emit('calendar:did-finish-link', {
      calendarUserId: 'cal-elsewhere',
      outcome: 'linked',
      calendarType: 'GOOGLE',
    })
    await waitFor(() => expect(screen.queryByTestId('calendar-link-failed')).toBeNull())
  }, 30_000)
})

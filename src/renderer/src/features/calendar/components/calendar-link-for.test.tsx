import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders, testSessionInfo, testUser } from '../../../test-utils'
import type { CalendarUser } from '../api/calendar-users'
import { CalendarLinkControls } from './calendar-link-controls'

const colleague: CalendarUser = {
  id: 'cal-2',
  userRouterId: 'u-2',
  email: 'anouk@demo.nl',
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

function signedInAs(id: string) {
  installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser({ id }), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'calendar:pending-link': () => null,
  })
}

describe('linking a colleague’s calendar', () => {
  it('tells a manager whose calendar the link connects, and says nothing for their own', async () => {
    signedInAs('u1')
    const { unmount } = renderWithProviders(<CalendarLinkControls calendarUser={colleague} />, 'en-US')
    expect(await screen.findByTestId('calendar-link-for')).toHaveTextContent(
      "This links the calendar of Anouk de Boer (anouk@demo.nl), not yours: in the browser, give consent with Anouk de Boer's own Google or Microsoft account.",
    )
    unmount()
    signedInAs('u-2')
    renderWithProviders(<CalendarLinkControls calendarUser={colleague} />, 'nl-NL')
    expect(await screen.findByTestId('calendar-link-google')).toBeInTheDocument()
    expect(screen.queryByTestId('calendar-link-for')).toBeNull()
  }, 30_000)
})

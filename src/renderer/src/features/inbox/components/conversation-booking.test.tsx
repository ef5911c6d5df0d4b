import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { signedIn } from './inbox-fixtures.test-helpers'
import { ConversationBookingCard } from './conversation-booking'

const scope = { chatbotId: 'cb-werving', projectId: 'talentbrug-werving' }
const booked = {
  appointments: [
    {
      id: 'appointment-1',
      start: '2026-03-03T08:00:00.000Z',
      end: '2026-03-03T08:30:00.000Z',
      timeZone: 'Europe/Amsterdam',
      calendarUserName: 'Marieke Jansen',
      eventConfigurationName: 'Kennismakingsgesprek',
      color: '#4b0082',
      locationType: 'GOOGLE_MEET',
      customLocation: '',
    },
  ],
  offer: {
    at: '2026-03-02T09:00:00.000Z',
    eventConfigurationName: 'Kennismakingsgesprek',
    language: 'en',
    hiddenCalendarUsers: 1,
    slots: [
      {
        start: '2026-03-03T08:00:00.000Z',
        end: '2026-03-03T08:30:00.000Z',
        timeZone: 'Europe/Amsterdam',
        calendarUserId: 'cal-manager',
        calendarUserName: 'Marieke Jansen',
        label: 'Tue 3 Mar, 09:00 · Marieke',
      },
    ],
    explanations: [
      {
        calendarUserId: 'cal-manager',
        name: 'Marieke Jansen',
        timeZone: 'Europe/Amsterdam',
        blockedBy: null,
        days: [
          {
            day: '2026-03-03',
            offered: [{ start: '2026-03-03T08:30:00.000Z', end: '2026-03-03T09:00:00.000Z' }],
            removed: [
              { start: '2026-03-03T08:00:00.000Z', end: '2026-03-03T08:30:00.000Z', reason: 'busy' },
              { start: '2026-03-03T09:00:00.000Z', end: '2026-03-03T09:30:00.000Z', reason: 'busy' },
              { start: '2026-03-03T09:30:00.000Z', end: '2026-03-03T10:00:00.000Z', reason: 'busy' },
            ],
          },
        ],
      },
    ],
  },
}

const withBooking = (answer: unknown) =>
  installFakePortal({
    'session:get-info': signedIn,
    'api:graphql': (input) => {
      const { document } = input as { document: string }
      if (document.includes('conversationBooking')) return { conversationBooking: answer }
      throw new Error(`unexpected ${document}`)
    },
  })

describe('ConversationBookingCard', { timeout: 20_000 }, () => {
  it('shows the appointment, what was offered, and on request why other times were not', async () => {
    withBooking(booked)
    renderWithProviders(<ConversationBookingCard scope={scope} clientId="try-it-1" />, 'en-US')
    const appointment = await screen.findByTestId('booking-appointment', {}, { timeout: 5000 })
    expect(appointment).toHaveTextContent('Kennismakingsgesprek')
    expect(appointment).toHaveTextContent('with Marieke Jansen')
    expect(appointment).toHaveTextContent('Google Meet')
    expect(appointment).toHaveTextContent('09:00')
    expect(screen.getByTestId('booking-offered-slot')).toHaveTextContent('Tue 3 Mar, 09:00 · Marieke')
    await userEvent.click(screen.getByTestId('booking-why'))
    const runs = within(screen.getByTestId('booking-explanation')).getAllByTestId('booking-run')
    // Neighbouring slots with the same rule are one line.
    expect(runs.map((run) => run.dataset['reason'])).toEqual(['busy', 'offered', 'busy'])
    expect(runs[2]).toHaveTextContent('10:00 AM–11:00 AM')
    expect(runs[2]).toHaveTextContent('Busy in the calendar')
    expect(screen.getByTestId('booking-hidden')).toHaveTextContent('1 colleague can be booked too')
  })

  it('shows nothing for a conversation that was offered and booked nothing', async () => {
    const portal = withBooking({ appointments: [], offer: null })
    const { container } = renderWithProviders(
      <ConversationBookingCard scope={scope} clientId="client-1" />,
      'nl-NL',
    )
    await vi.waitFor(() => expect(portal.calls.some((call) => call.channel === 'api:graphql')).toBe(true))
    await vi.waitFor(() => expect(screen.queryByTestId('booking-loading')).toBeNull())
    expect(container.querySelector('[data-testid="conversation-booking"]')).toBeNull()
  })
})

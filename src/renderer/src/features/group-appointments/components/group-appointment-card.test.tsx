import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { GroupAppointmentData } from '../api/group-appointments'
import { GroupAppointmentCard } from './group-appointment-card'

const appointment: GroupAppointmentData = {
  id: 'ga-1',
  type: 'Open dag',
  maxNrAttendees: 20,
  planRange: 4,
  offsetDays: 1,
  maxNrEventToShow: 3,
  calendarAuthHandler: 'GOOGLE',
  filterMap: '{\n  "location": "Utrecht"\n}',
  calendarIsAuthenticated: false,
}

const field = (name: string) => document.querySelector(`[data-field="${name}"]`) as HTMLInputElement
const noop = () => undefined

/** The card's form: the spec's rules shown per field, nothing sent while one is broken, then one save. */
describe('group appointment card', () => {
  it('sends nothing while a rule is broken, then the corrected values in one debounced save', async () => {
    const portal = installFakePortal({
      'api:graphql': (request) => {
        const { id, input } = (request as { variables: { id: string; input: Record<string, unknown> } })
          .variables
        return {
          updateGroupAppointment: {
            ok: true,
            errorMessage: null,
            errors: [],
            groupAppointment: { ...appointment, ...input, id },
          },
        }
      },
    })
    renderWithProviders(
      <GroupAppointmentCard
        chatbotId="cb-1"
        appointment={appointment}
        mayUpdate
        mayDelete
        onConnect={noop}
        onDisconnect={noop}
        onDelete={noop}
      />,
      'en-US',
    )
    fireEvent.change(field('maxNrAttendees'), { target: { value: '' } })
    fireEvent.change(field('filterMap'), { target: { value: '{ "team": "Noord", "team": "Zuid" }' } })
    expect(await screen.findByText('This field is required.')).toBeTruthy()
    expect(screen.getByText('The key "team" occurs more than once.')).toBeTruthy()
    expect(screen.getByTestId('save-status').getAttribute('data-status')).toBe('invalid')
    // Longer than the debounce (1300 ms): a broken edit is never sent.
    await new Promise((resolve) => setTimeout(resolve, 1500))
    expect(portal.calls.filter((call) => call.channel === 'api:graphql')).toHaveLength(0)

    fireEvent.change(field('maxNrAttendees'), { target: { value: '12' } })
    fireEvent.change(field('filterMap'), { target: { value: '{ "team": "Noord" }' } })
    expect(screen.getByTestId('save-status').textContent).toBe('Saving changes...')
    await waitFor(() => expect(screen.getByTestId('save-status').textContent).toBe('Settings updated!'), {
      timeout: 4000,
    })
    const sent = portal.calls.filter((call) => call.channel === 'api:graphql')
    expect(sent).toHaveLength(1)
    expect((sent[0]!.input as { variables: unknown }).variables).toEqual({
      id: 'ga-1',
      input: {
        type: 'Open dag',
        maxNrAttendees: 12,
        planRange: 4,
        offsetDays: 1,
        maxNrEventToShow: 3,
        calendarAuthHandler: 'GOOGLE',
        filterMap: '{ "team": "Noord" }',
      },
    })
  }, 15_000)

  it('is read-only without the update right: fields disabled, no calendar or delete buttons', () => {
    installFakePortal({})
    renderWithProviders(
      <GroupAppointmentCard
        chatbotId="cb-1"
        appointment={{ ...appointment, calendarIsAuthenticated: true }}
        mayUpdate={false}
        mayDelete={false}
        onConnect={noop}
        onDisconnect={noop}
        onDelete={noop}
      />,
      'nl-NL',
    )
    expect(field('type').disabled).toBe(true)
    expect(field('filterMap').disabled).toBe(true)
    expect(screen.getByTestId('calendar-status').textContent).toBe('Agenda gekoppeld')
    expect(screen.queryByTestId('calendar-disconnect')).toBeNull()
    expect(screen.queryByTestId('group-appointment-delete')).toBeNull()
  })
})

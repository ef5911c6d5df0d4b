import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { CalendarUser, EventConfiguration } from '../api/calendar-users'
import type { CalendarDrawerTab } from '../search'
import { CalendarUserDrawer } from './calendar-user-drawer'
import { PreferenceForm } from './preference-form'
import { SchemaModal } from './schema-modal'

const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => ({
  day,
  startTime: '09:00:00',
  endTime: '17:00:00',
}))

const configuration: EventConfiguration = {
  id: 'evc-1',
  name: 'Kennismakingsgesprek',
  color: '#4b0082',
  duration: 30,
  location: 'GOOGLE_MEET',
  customLocation: '',
  isEnabled: true,
  reminders: [],
  subject: [],
  description: [],
  customLocationTranslations: [],
  defaultAttendees: [],
  scalarNameSelector: null,
  selectorValues: [],
}

function calendarUser(overrides: Partial<CalendarUser> = {}): CalendarUser {
  return {
    id: 'cal-1',
    userRouterId: 'u-1',
    email: 'anouk@demo.nl',
    firstName: 'Anouk',
    lastName: 'de Boer',
    isCalendarAuthenticated: true,
    calendar: { product: 'GOOGLE' },
    timeZone: 'Europe/Amsterdam',
    spokenLanguages: ['nl'],
    excludedDays: [],
    mayEdit: true,
    availabilitySchemas: [
      {
        id: 'schema-1',
        name: 'Kantooruren',
        timeZone: 'Europe/Amsterdam',
        isDefault: true,
        usedBy: ['Kennismakingsgesprek'],
        scheduleAvailabilities: weekdays,
      },
    ],
    eventPreferences: [
      {
        id: 'pref-1',
        version: 3,
        dailyLimit: 10,
        planOffsetDays: 1,
        sameDayOffsetHours: 0,
        planRange: 4,
        timeBeforeEvent: 0,
        timeAfterEvent: 0,
        enabled: true,
        scheduleAvailabilitySchema: null,
        scheduleAvailabilities: [{ day: 'FRIDAY', startTime: '13:00:00', endTime: '15:00:00' }],
        eventConfiguration: { id: 'evc-1' },
      },
    ],
    ...overrides,
  }
}

/** A portal whose calendar mutations answer ok with the user as given, and which records them. */
function portalAnswering(user: CalendarUser) {
  const sent: { document: string; variables: Record<string, unknown> }[] = []
  const portal = installFakePortal({
    'api:graphql': async (input) => {
      const call = input as { document: string; variables: Record<string, unknown> }
      sent.push(call)
      // Slow enough that a double click arrives while the first save is under way.
      await new Promise((resolve) => setTimeout(resolve, 50))
      const field = /mutation \w+[^{]*\{\s*(\w+)/.exec(call.document)?.[1] ?? 'unknown'
      return { [field]: { ok: true, code: null, errorMessage: null, errors: [], calendarUser: user } }
    },
  })
  return { portal, sent }
}

// A modal of Mantine fields typed into key by key takes 2.5–3.7 s here on a quiet two-core machine, and
// over the default 5 s while the build runs beside the unit tests.
describe('availability schema modal (spec 000 §6)', { timeout: 30_000 }, () => {
  it('says a name needs 3 characters and sends nothing while it is too short', async () => {
    const user = calendarUser()
    const { sent } = portalAnswering(user)
    renderWithProviders(<SchemaModal calendarUser={user} schema={null} onClose={() => undefined} />, 'nl-NL')
    await userEvent.type(await screen.findByTestId('schema-name'), 'Ab')
    await userEvent.click(screen.getByTestId('schema-save'))
    expect(screen.getByTestId('schema-name')).toHaveAccessibleDescription(
      /De naam moet minstens 3 tekens hebben\./,
    )
    expect(sent).toEqual([])
  })

  it('refuses the name of another schema of the same person, in English too', async () => {
    const user = calendarUser()
    const { sent } = portalAnswering(user)
    renderWithProviders(<SchemaModal calendarUser={user} schema={null} onClose={() => undefined} />, 'en-US')
    await userEvent.type(await screen.findByTestId('schema-name'), ' kantooruren ')
    await userEvent.click(screen.getByTestId('schema-save'))
    expect(screen.getByTestId('schema-name')).toHaveAccessibleDescription(
      /You already have a schema with this name\./,
    )
    expect(sent).toEqual([])
  })

  it('marks overlapping slots on their row and will not save them', async () => {
    const user = calendarUser()
    const { sent } = portalAnswering(user)
    const overlapping = {
      ...user.availabilitySchemas[0]!,
      scheduleAvailabilities: [
        { day: 'MONDAY', startTime: '09:00:00', endTime: '12:00:00' },
        { day: 'MONDAY', startTime: '11:00:00', endTime: '13:00:00' },
        { day: 'TUESDAY', startTime: '12:00:00', endTime: '10:00:00' },
      ],
    }
    renderWithProviders(
      <SchemaModal calendarUser={user} schema={overlapping} onClose={() => undefined} />,
      'nl-NL',
    )
    const problems = await screen.findAllByTestId('slot-problem')
    expect(problems.map((problem) => problem.textContent)).toEqual([
      'Overlapt met een andere tijd op deze dag.',
      'De eindtijd moet na de begintijd liggen.',
    ])
    await userEvent.click(screen.getByTestId('schema-save'))
    expect(sent).toEqual([])
  })

  it('saves a valid new schema once on a double click, with the default week', async () => {
    const user = calendarUser()
    const { sent } = portalAnswering(user)
    let closed = 0
    renderWithProviders(
      <SchemaModal calendarUser={user} schema={null} onClose={() => (closed += 1)} />,
      'nl-NL',
    )
    await userEvent.type(await screen.findByTestId('schema-name'), 'Avonden')
    await userEvent.dblClick(screen.getByTestId('schema-save'))
    await waitFor(() => expect(closed).toBe(1))
    expect(sent).toHaveLength(1)
    expect(sent[0]!.variables).toEqual({
      calendarUserId: 'cal-1',
      input: { name: 'Avonden', timeZone: 'Europe/Amsterdam', isDefault: false, slots: weekdays },
    })
  })

  it('will not delete a schema in use and says what uses it', async () => {
    const user = calendarUser()
    portalAnswering(user)
    renderWithProviders(
      <SchemaModal calendarUser={user} schema={user.availabilitySchemas[0]!} onClose={() => undefined} />,
      'en-US',
    )
    expect(await screen.findByTestId('schema-delete')).toBeDisabled()
    expect(screen.getByTestId('schema-used-by')).toHaveTextContent('Used for: Kennismakingsgesprek.')
  })
})

describe('times to schedule (event preference)', { timeout: 30_000 }, () => {
  const render = (user: CalendarUser) =>
    renderWithProviders(
      <PreferenceForm
        calendarUser={user}
        preference={user.eventPreferences[0]!}
        configuration={configuration}
      />,
      'nl-NL',
    )

  it('sends "no limit" as -1 with the version it started from, once on a double click', async () => {
    const user = calendarUser()
    const { sent } = portalAnswering(user)
    render(user)
    await userEvent.click(await screen.findByTestId('preference-no-limit'))
    await userEvent.dblClick(screen.getByTestId('preference-save'))
    await screen.findByTestId('preference-saved')
    expect(sent).toHaveLength(1)
    expect(sent[0]!.variables).toMatchObject({
      id: 'pref-1',
      version: 3,
      input: {
        dailyLimit: -1,
        scheduleAvailabilitySchemaId: null,
        slots: [{ day: 'FRIDAY', startTime: '13:00:00', endTime: '15:00:00' }],
      },
    })
  })

  it('refuses a daily limit of 0 with the range, and sends nothing', async () => {
    const user = calendarUser()
    const { sent } = portalAnswering(user)
    render(user)
    const limit = await screen.findByTestId('preference-daily-limit')
    await userEvent.clear(limit)
    await userEvent.type(limit, '0')
    expect(limit).toHaveAccessibleDescription(/Kies een waarde van 1 tot en met 100\./)
    expect(screen.getByTestId('preference-save')).toBeDisabled()
    expect(sent).toEqual([])
  })

  it('asks before a schema replaces the own times, and keeps them when the user cancels', async () => {
    const user = calendarUser()
    portalAnswering(user)
    render(user)
    await userEvent.click(await screen.findByTestId('preference-use-schema'))
    const dialog = await screen.findByRole('dialog', { name: 'Eigen tijden verwijderen?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuleren' }))
    await act(async () => {})
    expect(screen.getByTestId('preference-slots')).toBeInTheDocument()
    await userEvent.click(screen.getByTestId('preference-use-schema'))
    await userEvent.click(await screen.findByTestId('preference-switch-confirm'))
    expect(await screen.findByTestId('preference-schema')).toHaveValue('Kantooruren')
    expect(screen.queryByTestId('preference-slots')).not.toBeInTheDocument()
  })
})

describe('calendar user drawer', { timeout: 30_000 }, () => {
  it('asks before a tab switch drops an unsaved edit, and switches after "Discard"', async () => {
    const user = calendarUser()
    portalAnswering(user)
    let tab: CalendarDrawerTab = 'times'
    const onTab = (next: CalendarDrawerTab) => (tab = next)
    renderWithProviders(
      <CalendarUserDrawer
        calendarUser={user}
        configurations={[configuration]}
        tab="times"
        onTab={onTab}
        onClose={() => undefined}
      />,
      'en-US',
    )
    await userEvent.click(await screen.findByTestId('preference-no-limit'))
    await userEvent.click(screen.getByTestId('tab-linked'))
    expect(tab).toBe('times')
    expect(screen.getByTestId('unsaved-question')).toHaveTextContent('Discard changes?')
    await userEvent.click(screen.getByTestId('unsaved-discard'))
    expect(tab).toBe('linked')
  })
})

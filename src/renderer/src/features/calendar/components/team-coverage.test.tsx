import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { EventConfiguration } from '../api/calendar-users'
import { TeamCoverage } from './team-coverage'

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

/** 50 colleagues; nobody can be booked on the second day, and only colleague 0 speaks Polish. */
function portalWithTeam() {
  const asked: Record<string, unknown>[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { variables } = input as { variables: { days: number; from: string; language: string | null } }
      asked.push(variables)
      const days = Array.from(
        { length: variables.days },
        (_, index) => `2026-12-${String(index + 1).padStart(2, '0')}`,
      )
      return {
        calendarCoverage: {
          days,
          rows: Array.from({ length: 50 }, (_, person) => ({
            calendarUserId: `cal-${person}`,
            name: `Collega ${person}`,
            blockedBy: null,
            offered: days.map((_, day) =>
              day === 1 || (variables.language === 'pl' && person > 0) ? 0 : ((person + day) % 16) + 1,
            ),
          })),
        },
      }
    },
  })
  return asked
}

describe('team coverage', () => {
  it('shows 50 people over three weeks within the DOM budget (1,400 elements)', async () => {
    portalWithTeam()
    renderWithProviders(<TeamCoverage configurations={[configuration]} />, 'nl-NL')
    await userEvent.click(await screen.findByRole('radio', { name: '3 weken' }))
    const table = await screen.findByTestId('coverage-table')
    await waitFor(() => expect(within(table).getAllByTestId('coverage-total')).toHaveLength(21))
    expect(within(table).getAllByTestId('coverage-row')).toHaveLength(50)
    expect(table.querySelectorAll('*').length).toBeLessThanOrEqual(1400)
  })

  it("marks a day nobody can be booked on, and asks again for a candidate's language", async () => {
    const asked = portalWithTeam()
    renderWithProviders(<TeamCoverage configurations={[configuration]} />, 'en-US')
    const totals = await screen.findAllByTestId('coverage-total')
    expect(totals[1]).toHaveTextContent('0')
    expect(totals[1]).toHaveAttribute('data-none', 'true')
    expect(totals[0]).toHaveTextContent('50')
    await userEvent.click(screen.getByRole('combobox', { name: "Candidate's language" }))
    await userEvent.click(await screen.findByRole('option', { name: 'Polish' }))
    await waitFor(() => expect(screen.getAllByTestId('coverage-total')[0]).toHaveTextContent('1'))
    expect(asked.at(-1)).toMatchObject({ eventConfigurationId: 'evc-1', days: 14, language: 'pl' })
  })
})

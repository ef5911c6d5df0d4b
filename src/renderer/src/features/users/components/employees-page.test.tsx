import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { EmployeesPage } from './employees-page'

const employee = (id: string, name: string, email: string, role: string) => ({
  id,
  name,
  email,
  role,
  language: 'nl-NL',
  calendarIsAuthenticated: false,
  agentId: null,
  calendarUser: null,
})

function renderPage() {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'api:graphql': async (input) => {
      const { document } = input as { document: string }
      if (document.includes('AllEmployees'))
        return {
          allEmployees: [
            employee('e-me', 'Marieke de Vries', 'manager@demo.nl', 'MANAGER'),
            employee('e-noor', 'Noor de Wit', 'noor@demo.nl', 'EMPLOYEE'),
            employee('e-admin', 'Ada Admin', 'admin@demo.nl', 'ADMIN'),
          ],
        }
      if (document.includes('YourInfo'))
        return {
          user: {
            id: 'u1',
            email: 'manager@demo.nl',
            firstName: 'Marieke',
            lastName: 'de Vries',
            language: 'nl-NL',
            role: 'MANAGER',
            isSuperuser: false,
            phoneNumber: null,
            allTeams: true,
            organization: { id: 'o1' },
            employee: { id: 'e-me' },
          },
        }
      if (document.includes('DeleteEmployee')) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        return { deleteEmployee: true }
      }
      throw { code: 'internal', message: 'not expected in this test' }
    },
  })
  renderWithRouter(<EmployeesPage />, 'en-US')
  return portal
}

const removals = (portal: ReturnType<typeof installFakePortal>) =>
  portal.calls.filter((call) => (call.input as { document?: string }).document?.includes('DeleteEmployee'))

describe("'All employees': removing an employee", { timeout: 30_000 }, () => {
  it('is offered for roles one may give, never for oneself, and sends once on a double click', async () => {
    const portal = renderPage()
    const rows = await screen.findAllByTestId('employee-row')
    const removable = () =>
      screen.getAllByTestId('employee-row').filter((row) => within(row).queryByTestId('employee-remove'))
    await waitFor(() => expect(removable().map((row) => row.dataset['email'])).toEqual(['noor@demo.nl']))
    expect(rows).toHaveLength(3)
    await userEvent.click(within(removable()[0]!).getByTestId('employee-remove'))
    const dialog = await screen.findByRole('dialog', { name: 'Remove user' })
    await userEvent.dblClick(within(dialog).getByTestId('remove-user-confirm'))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(removals(portal).map((call) => (call.input as { variables: unknown }).variables)).toEqual([
      { id: 'e-noor' },
    ])
  })
})

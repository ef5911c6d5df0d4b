import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { installFakePortal, renderWithRouter } from '../../../test-utils'
import { YourInfoPage } from './your-info-page'

const me = {
  id: 'u-manager',
  email: 'manager@demo.nl',
  firstName: 'Mark',
  lastName: 'Jansen',
  language: 'nl-NL',
  role: 'MANAGER',
  isSuperuser: false,
  phoneNumber: '+31612345602',
  allTeams: true,
  organization: { id: 'org' },
  employee: { id: 'e-manager' },
}

/** The page against a fake router: `refuse` answers the phone change with that catalogue code. */
function renderPage(language: InterfaceLanguage, refuse?: string) {
  let phoneNumber = me.phoneNumber
  const portal = installFakePortal({
    'api:graphql': async (input) => {
      const { document, variables } = input as { document: string; variables: Record<string, string> }
      if (document.includes('ChangeOwnPhoneNumber')) {
        await new Promise((resolve) => setTimeout(resolve, 50))
        if (refuse) throw { code: refuse, message: 'refused' }
        phoneNumber = '+31677778888'
        expect(variables).toEqual({ phoneNumber: '+31 6 7777 8888', currentPassword: 'Welkom-Demo-2026!' })
        return { changeOwnPhoneNumber: { id: me.id, phoneNumber } }
      }
      if (document.includes('YourInfo')) return { user: { ...me, phoneNumber } }
      throw { code: 'internal', message: 'not expected in this test' }
    },
  })
  renderWithRouter(<YourInfoPage />, language)
  return portal
}

const phoneChanges = (portal: ReturnType<typeof installFakePortal>) =>
  portal.calls.filter((call) =>
    (call.input as { document?: string }).document?.includes('ChangeOwnPhoneNumber'),
  )

describe("'Your info': changing one's own phone number", { timeout: 30_000 }, () => {
  it('asks for a valid number and the current password, then saves once on a double click', async () => {
    const portal = renderPage('en-US')
    await userEvent.click(await screen.findByRole('button', { name: 'Change phone number' }))
    const phone = screen.getByLabelText(/New phone number/)
    await userEvent.type(phone, '0612')
    await userEvent.tab()
    expect(
      await screen.findByText('Please enter a valid phone number, for example +31 6 12345678.'),
    ).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Save phone number' }))
    expect(await screen.findByText('Please enter your current password.')).toBeInTheDocument()
    expect(phoneChanges(portal)).toEqual([])
    await userEvent.clear(phone)
    await userEvent.type(phone, '+31 6 7777 8888')
    await userEvent.type(screen.getByLabelText(/Current password/), 'Welkom-Demo-2026!')
    await userEvent.dblClick(screen.getByRole('button', { name: 'Save phone number' }))
    await waitFor(() =>
      expect(screen.getByTestId('your-info-phone-number')).toHaveTextContent('+31677778888'),
    )
    expect(phoneChanges(portal)).toHaveLength(1)
    expect(screen.queryByTestId('your-info-phone-form')).not.toBeInTheDocument()
  })

  it('shows a wrong current password on its field, in Dutch, and keeps the number typed', async () => {
    renderPage('nl-NL', 'wrong_current_password')
    await userEvent.click(await screen.findByRole('button', { name: 'Telefoonnummer wijzigen' }))
    const phone = screen.getByLabelText(/Nieuw telefoonnummer/)
    await userEvent.type(phone, '+31 6 7777 8888')
    await userEvent.type(screen.getByLabelText(/Huidig wachtwoord/), 'fout')
    await userEvent.click(screen.getByRole('button', { name: 'Telefoonnummer opslaan' }))
    expect(await screen.findByText('Het huidige wachtwoord is onjuist.')).toBeInTheDocument()
    expect(phone).toHaveValue('+31 6 7777 8888')
    expect(screen.getByTestId('your-info-phone-number')).toHaveTextContent('+31612345602')
  })
})

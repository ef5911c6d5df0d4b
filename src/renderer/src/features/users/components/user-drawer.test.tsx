import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { ListedUser } from '../api/user-fields'
import type { FormActor } from '../forms/user-form'
import { RemoveUserModal } from './remove-user-modal'
import { UserDrawer } from './user-drawer'

const manager: FormActor = {
  id: 'u-manager',
  role: 'MANAGER',
  isSuperuser: false,
  organizationId: 'org',
  chatbotIds: ['cb-werving'],
  allTeams: true,
}

function renderCreate(language: InterfaceLanguage) {
  const portal = installFakePortal({
    'api:graphql': (input) => {
      const document = (input as { document: string }).document
      if (document.includes('AssignableTeams'))
        return { assignableTeams: [{ id: 't-zuid', name: 'Team Zuid', chatbotId: 'cb-werving' }] }
      throw { code: 'internal', message: 'not expected in this test' }
    },
  })
  renderWithProviders(
    <UserDrawer
      actor={manager}
      chatbots={[{ id: 'cb-werving', projectName: 'Talentbrug Werving' }]}
      account={null}
      onClose={() => undefined}
    />,
    language,
  )
  return portal
}

const mutations = (portal: ReturnType<typeof installFakePortal>) =>
  portal.calls.filter((call) => (call.input as { document?: string }).document?.includes('mutation'))

// The shared test machines are busy: a drawer with a dozen Mantine fields takes seconds to render there.
describe('the user drawer shows every user-form message (spec 000 §5)', { timeout: 30_000 }, () => {
  it("in English, the spec's exact strings, and sends nothing", async () => {
    const portal = renderCreate('en-US')
    const dialog = await screen.findByRole('dialog', { name: 'Add user' })
    // The new user will meet the phone step at their first sign-in: the manager is told beforehand.
    expect(within(dialog).getByTestId('user-first-sign-in')).toHaveTextContent(/register their mobile number/)
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }))
    for (const message of [
      'Please enter a valid email address.',
      'Please enter a username.',
      'Please enter a password.',
      'Entered value does not match the password entered above.',
      'Please select at least one chatbot.',
      'Please check if all required fields have values and that there are no validation errors.',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
    // "All teams" off without a team: the team rule's message at once.
    await userEvent.click(within(dialog).getByRole('switch', { name: /All teams/ }))
    expect(
      await within(dialog).findByText('Please select at least one team, or choose all teams.'),
    ).toBeInTheDocument()
    expect(mutations(portal)).toEqual([])
  })

  it('takes the user to the first problem: the first field in the form, also a select', async () => {
    const portal = renderCreate('en-US')
    const dialog = await screen.findByRole('dialog', { name: 'Add user' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }))
    // Everything empty: the email address, the form's first field, has the focus (the browser scrolls to it).
    await waitFor(() => expect(within(dialog).getByLabelText(/^Email address/)).toHaveFocus())
    // Pasted, not typed: typing four fields key by key takes long on a busy machine.
    for (const [label, value] of [
      [/^Email address/, 'noor@talentbrug.nl'],
      [/^Name/, 'Noor de Wit'],
      [/^Password/, 'Welkom-Noor-2026!'],
      [/^Confirm password/, 'Welkom-Noor-2026!'],
    ] as const) {
      await userEvent.click(within(dialog).getByLabelText(label))
      await userEvent.paste(value)
    }
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }))
    // Only the chatbots are missing: their select, far down the drawer, is where the user is taken.
    await waitFor(() => expect(within(dialog).getByTestId('user-chatbots')).toHaveFocus())
    expect(mutations(portal)).toEqual([])
  })

  it('in Dutch', async () => {
    renderCreate('nl-NL')
    const dialog = await screen.findByRole('dialog', { name: 'Gebruiker toevoegen' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gebruiker aanmaken' }))
    for (const message of [
      'Vul een geldig e-mailadres in.',
      'Vul een gebruikersnaam in.',
      'Vul een wachtwoord in.',
      'De ingevoerde waarde komt niet overeen met het wachtwoord hierboven.',
      'Selecteer minstens één chatbot.',
    ])
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
  })

  it('ticks the password criteria off while typing, and names a weak password and a mismatch together', async () => {
    renderCreate('en-US')
    const dialog = await screen.findByRole('dialog', { name: 'Add user' })
    const password = within(dialog).getByLabelText(/^Password/)
    await userEvent.type(password, 'abcdefgh')
    await userEvent.type(within(dialog).getByLabelText(/^Confirm password/), 'abcdefgi')
    const met = (criterion: string) =>
      dialog.querySelector(`[data-criterion="${criterion}"]`)?.getAttribute('data-met')
    expect(met('length')).toBe('true')
    expect(met('uppercase')).toBe('false')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create user' }))
    expect(
      await within(dialog).findByText('The password does not meet all the criteria below.'),
    ).toBeInTheDocument()
    // Both problems at once: the mismatch is not held back until the password itself passes.
    expect(
      within(dialog).getByText('Entered value does not match the password entered above.'),
    ).toBeInTheDocument()
    await userEvent.type(password, 'A1!')
    await waitFor(() => expect(met('special')).toBe('true'))
  })
})

const withoutLanguage: ListedUser = {
  id: 'u-zonder-taal',
  email: 'zonder.taal@talentbrug.nl',
  firstName: 'Zonder',
  lastName: 'Taal',
  language: null,
  role: 'EMPLOYEE',
  isSuperuser: false,
  organization: { id: 'org' },
  allTeams: true,
  teams: [],
  chatbots: [{ id: 'cb-werving', name: 'werving', projectName: 'Talentbrug Werving', deleted: false }],
  employee: { id: 'e-zonder-taal' },
}

describe("'Edit user' asks for a language (spec 000 §5)", { timeout: 30_000 }, () => {
  for (const [language, save, message] of [
    ['en-US', 'Save', 'Please pick a language.'],
    ['nl-NL', 'Opslaan', 'Kies een taal.'],
  ] as const) {
    it(`shows '${message}' for an empty language and sends nothing (${language})`, async () => {
      const portal = installFakePortal({
        'api:graphql': (input) => {
          const document = (input as { document: string }).document
          if (document.includes('AssignableTeams')) return { assignableTeams: [] }
          throw { code: 'internal', message: 'not expected in this test' }
        },
      })
      renderWithProviders(
        <UserDrawer
          actor={manager}
          chatbots={[{ id: 'cb-werving', projectName: 'Talentbrug Werving' }]}
          account={withoutLanguage}
          onClose={() => undefined}
        />,
        language,
      )
      const dialog = await screen.findByRole('dialog', { name: 'Zonder Taal' })
      await userEvent.click(within(dialog).getByRole('button', { name: save }))
      expect(await within(dialog).findByText(message)).toBeInTheDocument()
      expect(mutations(portal)).toEqual([])
    })
  }
})

describe('removing the last admin', { timeout: 30_000 }, () => {
  for (const [language, confirm, message] of [
    ['en-US', 'Remove', 'The organisation must keep at least one admin.'],
    ['nl-NL', 'Verwijderen', 'De organisatie moet minstens één beheerder houden.'],
  ] as const) {
    it(`shows the server's refusal in the modal in the interface language (${language})`, async () => {
      const portal = installFakePortal({
        'api:graphql': (input) => {
          const document = (input as { document: string }).document
          if (document.includes('DeleteUser'))
            return {
              deleteUser: {
                ok: false,
                code: 'last_admin',
                // The sandbox answers in English; the modal shows the catalogue's text for the code.
                errorMessage: 'The organisation must keep at least one admin.',
                errors: [],
                user: null,
              },
            }
          throw { code: 'internal', message: 'not expected in this test' }
        },
      })
      const admin: ListedUser = { ...withoutLanguage, id: 'u-admin', role: 'ADMIN', language: 'nl-NL' }
      renderWithProviders(<RemoveUserModal user={admin} onClose={() => undefined} />, language)
      const dialog = await screen.findByRole('dialog')
      await userEvent.click(within(dialog).getByRole('button', { name: confirm }))
      expect(await within(dialog).findByTestId('remove-user-error')).toHaveTextContent(message)
      expect(mutations(portal)).toHaveLength(1)
    })
  }
})

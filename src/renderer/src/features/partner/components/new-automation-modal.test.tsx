import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { NewAutomationModal } from './new-automation-modal'

const template = {
  id: 't1',
  name: 'Vacature-alert',
  description: 'Stuurt nieuwe vacatures',
  type: 'BROADCAST',
  tags: [],
}

function renderModal(create: () => unknown) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'api:graphql': (input) => {
      const { document } = input as { document: string }
      if (document.includes('partnerCreateAutomation')) return create()
      return { partnerAutomationTemplates: [template] }
    },
  })
  renderWithRouter(<NewAutomationModal chatbotId="c1" opened onClose={() => undefined} />, 'nl-NL')
  return portal
}
const creates = (portal: ReturnType<typeof installFakePortal>) =>
  portal.calls.filter((call) => JSON.stringify(call.input).includes('partnerCreateAutomation'))

describe('a partner starts an automation from a template', { timeout: 30_000 }, () => {
  it('checks the name with the automations rule before sending, and keeps what was typed when the server refuses', async () => {
    const portal = renderModal(() => ({
      partnerCreateAutomation: {
        ok: false,
        errorMessage: null,
        errors: [{ field: 'name', messages: ['nameTooLong'] }],
        automation: null,
      },
    }))
    const dialog = await screen.findByTestId('partner-new-automation')
    fireEvent.click(await within(dialog).findByTestId('partner-create-submit'))
    expect(await within(dialog).findByText('Kies een sjabloon.')).toBeInTheDocument()
    expect(within(dialog).getByText('Vul een naam in.')).toBeInTheDocument()
    expect(creates(portal)).toHaveLength(0)

    fireEvent.click(within(dialog).getByTestId('partner-template'))
    fireEvent.click(await screen.findByRole('option', { name: 'Vacature-alert' }))
    const name = within(dialog).getByTestId('partner-automation-name')
    fireEvent.change(name, { target: { value: 'Alert <script>' } })
    fireEvent.click(within(dialog).getByTestId('partner-create-submit'))
    expect(
      await within(dialog).findByText(
        'De naam mag alleen letters, cijfers, spaties, koppeltekens en underscores bevatten.',
      ),
    ).toBeInTheDocument()
    expect(creates(portal)).toHaveLength(0)

    fireEvent.change(name, { target: { value: 'Alert noord' } })
    const submit = within(dialog).getByTestId('partner-create-submit')
    fireEvent.click(submit)
    fireEvent.click(submit)
    expect(await within(dialog).findByText('De naam mag maximaal 100 tekens zijn.')).toBeInTheDocument()
    await waitFor(() => expect(creates(portal)).toHaveLength(1))
    expect(name).toHaveValue('Alert noord')
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineAbilityFor } from '@shared/domain/permissions'
import { installFakePortal, renderWithRouter, testSessionInfo, testUser } from '../../../test-utils'
import { WizardPage } from './wizard-page'

const step = (
  id: string,
  check: { key: string; available: boolean; passed: boolean } | null,
  isFinished = false,
) => ({
  id,
  title: `Stap ${id}`,
  description: '',
  isFinished,
  infoUrl: '',
  note: '',
  settings: { adminOnly: false },
  media: [],
  check,
})
const wizard = {
  id: 'w1',
  title: 'Snel aan de slag',
  order: 1,
  finishedTimestamp: null,
  skippedAt: null,
  processes: [
    {
      id: 'p1',
      identifier: 'live-gaan',
      title: 'Live gaan',
      description: '',
      isFinished: false,
      steps: [
        step('s1', { key: 'whatsapp-connected', available: true, passed: false }),
        step('s2', { key: 'widget-published', available: false, passed: false }),
        step('s3', { key: 'nlp-trained', available: true, passed: true }, true),
      ],
    },
  ],
}

function renderWizard(
  ability?: ReturnType<typeof defineAbilityFor>,
  updateStep: () => unknown = () => new Promise(() => undefined),
) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'api:graphql': (input) => {
      const { document } = input as { document: string }
      // The answer to a step update is never awaited for its shape here: the list is read again.
      if (document.includes('updateWizardStep')) return updateStep()
      if (document.includes('cloneDestinationWizards'))
        return { cloneDestinationWizards: [{ id: 'w9', title: 'Onboarding logistiek', order: 1 }] }
      if (document.includes('cloneWizardProcess')) return { cloneWizardProcess: { id: 'p9' } }
      return { allWizards: [wizard] }
    },
  })
  renderWithRouter(<WizardPage onChoose={() => undefined} />, 'nl-NL', '/', [], ability)
  return portal
}

describe('quick start', { timeout: 30_000 }, () => {
  it('says what a checked step misses and where to fix it, and offers no tick for it', async () => {
    renderWizard()
    const missing = await screen.findByTestId('wizard-step-s1')
    expect(within(missing).getByText(/Er is nog geen WhatsApp-kanaal verbonden/)).toBeInTheDocument()
    expect(within(missing).getByRole('link', { name: 'Ga erheen' })).toHaveAttribute(
      'href',
      '/whatsapp-channels',
    )
    expect(within(missing).queryByTestId('wizard-step-toggle')).toBeNull()
    expect(within(screen.getByTestId('wizard-step-s3')).queryByTestId('wizard-step-toggle')).toBeNull()
    expect(
      within(screen.getByTestId('wizard-step-s2')).getByText(/kan deze stap nog niet controleren/),
    ).toBeInTheDocument()
  })

  it('ticks off a step nothing checks by hand, and a double click sends once', async () => {
    const portal = renderWizard()
    const toggle = within(await screen.findByTestId('wizard-step-s2')).getByTestId('wizard-step-toggle')
    fireEvent.click(toggle)
    fireEvent.click(toggle)
    const updates = () =>
      portal.calls.filter(
        (call) => call.channel === 'api:graphql' && JSON.stringify(call.input).includes('updateWizardStep'),
      )
    await waitFor(() => expect(updates()).toHaveLength(1))
    fireEvent.click(toggle)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(updates()).toHaveLength(1)
    expect((updates()[0]!.input as { variables: unknown }).variables).toEqual({
      id: 's2',
      input: { isFinished: true },
    })
  })

  it("copies a process into another chatbot's wizard for a superuser, once for a double click", async () => {
    const portal = renderWizard()
    fireEvent.click(await screen.findByTestId('wizard-process-clone'))
    const modal = await screen.findByTestId('wizard-clone')
    expect(within(modal).getByTestId('wizard-clone-submit')).toBeDisabled()
    // The other chatbots of the user are the choice; the selected one is not.
    fireEvent.click(within(modal).getByTestId('wizard-clone-chatbot'))
    expect(screen.queryByRole('option', { name: /Werving Zorg/ })).toBeNull()
    fireEvent.click(await screen.findByRole('option', { name: 'Logistics EN (logistiek-en)' }))
    const wizardChoice = await within(modal).findByTestId('wizard-clone-wizard')
    // The other chatbot's wizards are read once it is chosen.
    await waitFor(() => expect(wizardChoice).toBeEnabled())
    fireEvent.click(wizardChoice)
    fireEvent.click(await screen.findByRole('option', { name: 'Onboarding logistiek' }))
    const submit = within(modal).getByTestId('wizard-clone-submit')
    await waitFor(() => expect(submit).toBeEnabled())
    fireEvent.click(submit)
    fireEvent.click(submit)
    const clones = () =>
      portal.calls.filter(
        (call) => call.channel === 'api:graphql' && JSON.stringify(call.input).includes('cloneWizardProcess'),
      )
    await waitFor(() => expect(clones()).toHaveLength(1))
    // Copied: the dialog closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((clones()[0]!.input as { variables: unknown }).variables).toEqual({
      destinationClient: 'logistiek-en',
      originClient: 'werving-zorg',
      originProcessIdentifier: 'live-gaan',
      destinationWizardId: 'w9',
    })
  })

  it('offers copying a process to superusers only', async () => {
    renderWizard(defineAbilityFor({ role: 'MANAGER', isSuperuser: false }))
    await screen.findByTestId('wizard-step-s1')
    expect(screen.queryByTestId('wizard-process-clone')).toBeNull()
  })

  it("lets a manager edit a step's texts, checked before sending, and saves once for a double click", async () => {
    const portal = renderWizard(defineAbilityFor({ role: 'MANAGER', isSuperuser: false }))
    fireEvent.click(within(await screen.findByTestId('wizard-step-s1')).getByTestId('wizard-step-edit'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByTestId('wizard-edit-title')).toHaveValue('Stap s1')
    fireEvent.change(within(dialog).getByTestId('wizard-edit-title'), { target: { value: '   ' } })
    fireEvent.change(within(dialog).getByTestId('wizard-edit-info-url'), {
      target: { value: 'javascript:alert(1)' },
    })
    const save = within(dialog).getByTestId('wizard-edit-save')
    fireEvent.click(save)
    expect(await within(dialog).findByText('Vul een titel in.')).toBeInTheDocument()
    expect(within(dialog).getByText(/Vul een webadres in/)).toBeInTheDocument()
    const updates = () =>
      portal.calls.filter(
        (call) => call.channel === 'api:graphql' && JSON.stringify(call.input).includes('updateWizardStep'),
      )
    expect(updates()).toHaveLength(0)
    fireEvent.change(within(dialog).getByTestId('wizard-edit-title'), {
      target: { value: 'Kanaal koppelen' },
    })
    fireEvent.change(within(dialog).getByTestId('wizard-edit-info-url'), {
      target: { value: 'https://docs.example.nl/kanaal' },
    })
    fireEvent.click(save)
    fireEvent.click(save)
    await waitFor(() => expect(updates()).toHaveLength(1))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(updates()).toHaveLength(1)
    expect((updates()[0]!.input as { variables: unknown }).variables).toEqual({
      id: 's1',
      input: { title: 'Kanaal koppelen', description: '', infoUrl: 'https://docs.example.nl/kanaal' },
    })
  })

  it('offers editing the texts to managers and up only', async () => {
    renderWizard(defineAbilityFor({ role: 'EMPLOYEE', isSuperuser: false }))
    await screen.findByTestId('wizard-step-s1')
    expect(screen.queryByTestId('wizard-step-edit')).toBeNull()
    expect(screen.queryByTestId('wizard-process-edit')).toBeNull()
    expect(screen.queryByTestId('wizard-edit-wizard')).toBeNull()
  })

  it("keeps a note that could not be saved and says 'Couldn't save note'", async () => {
    // jsdom has no document.fonts, which the note's autosizing field listens to.
    Object.defineProperty(document, 'fonts', {
      value: new EventTarget(),
      configurable: true,
    })
    renderWizard(undefined, () => {
      throw { code: 'internal', message: 'boom' }
    })
    const row = await screen.findByTestId('wizard-step-s2')
    fireEvent.click(within(row).getByRole('button', { name: 'Notitie toevoegen' }))
    fireEvent.change(within(row).getByLabelText('Notitie'), { target: { value: 'Bel de klant' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Notitie opslaan' }))
    expect(await within(row).findByTestId('wizard-note-error')).toHaveTextContent(
      'Kon de notitie niet opslaan',
    )
    expect(within(row).getByLabelText('Notitie')).toHaveValue('Bel de klant')
  })
})

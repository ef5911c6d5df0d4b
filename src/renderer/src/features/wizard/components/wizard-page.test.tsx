import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
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

function renderWizard(updateStep: () => unknown = () => new Promise(() => undefined)) {
  const portal = installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user: testUser(), chatbotId: 'c1', passwordResetRequired: false },
      }),
    'api:graphql': (input) => {
      const { document } = input as { document: string }
      // The answer to a step update is never awaited for its shape here: the list is read again.
      if (document.includes('updateWizardStep')) return updateStep()
      return { allWizards: [wizard] }
    },
  })
  renderWithRouter(<WizardPage onChoose={() => undefined} />, 'nl-NL')
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

  it("keeps a note that could not be saved and says 'Couldn't save note'", async () => {
    // jsdom has no document.fonts, which the note's autosizing field listens to.
    Object.defineProperty(document, 'fonts', {
      value: new EventTarget(),
      configurable: true,
    })
    renderWizard(() => {
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

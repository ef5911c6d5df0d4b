import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders, testSessionInfo } from '../../../test-utils'
import { ReportModal } from './report-modal'

const about = { projectId: 'talentbrug-werving', clientId: 'client-0516' }

function open(answers: Record<string, (input: unknown) => unknown>) {
  const fake = installFakePortal({ 'session:get-info': () => testSessionInfo(), ...answers })
  renderWithProviders(<ReportModal opened onClose={() => undefined} about={about} />)
  return fake
}

async function fill() {
  fireEvent.change(await screen.findByTestId('report-subject'), { target: { value: 'Dubbele vraag' } })
  fireEvent.change(screen.getByTestId('report-contact-email'), { target: { value: 'jan@demo.nl' } })
  fireEvent.change(screen.getByTestId('report-message'), { target: { value: 'Twee keer de postcode.' } })
}

describe('the report modal', () => {
  it('offers to save to a folder where the server does not know the calls, with everything typed', async () => {
    const fake = open({
      'report:send': () => ({ status: 'unknown_call' }),
      'report:save-to-folder': () => ({ status: 'saved', folder: '/home/jan/Melding 2026-11-28 09.30' }),
    })
    await fill()
    fireEvent.click(screen.getByTestId('report-send'))
    fireEvent.click(await screen.findByTestId('report-save-to-disk'))
    expect(await screen.findByTestId('report-done')).toHaveTextContent('/home/jan/Melding 2026-11-28 09.30')
    const saved = fake.calls.find((call) => call.channel === 'report:save-to-folder')
    expect(saved?.input).toEqual({
      draft: {
        subject: 'Dubbele vraag',
        contactEmail: 'jan@demo.nl',
        message: 'Twee keer de postcode.',
        imageId: null,
        ...about,
      },
      language: 'nl-NL',
    })
  })

  it('keeps the draft when sending fails, and sends once for a double-click', async () => {
    let release: () => void = () => undefined
    const fake = open({
      'report:send': () =>
        new Promise((_, reject) => {
          release = () => reject({ code: 'server_unreachable', message: 'down' })
        }),
    })
    await fill()
    fireEvent.click(screen.getByTestId('report-send'))
    fireEvent.click(screen.getByTestId('report-send'))
    await waitFor(() => expect(fake.calls.filter((c) => c.channel === 'report:send')).toHaveLength(1))
    release()
    expect(await screen.findByTestId('report-error')).toBeInTheDocument()
    expect(screen.getByTestId('report-subject')).toHaveValue('Dubbele vraag')
    expect(screen.getByTestId('report-message')).toHaveValue('Twee keer de postcode.')
  })
})

import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithRouter, testSessionInfo } from '../../../test-utils'
import { ReportModal } from './report-modal'

const about = { projectId: 'talentbrug-werving', clientId: 'client-0516' }

const png = 'data:image/png;base64,iVBORw0KGgo='
/** The router, Mantine's modal and the queries take a while on a loaded machine; the waits allow for it. */
const slow = { timeout: 10_000 }

function open(answers: Record<string, (input: unknown) => unknown>, options: { isDesktop?: boolean } = {}) {
  const fake = installFakePortal({
    'session:get-info': () => testSessionInfo(),
    'app:get-info': () => ({
      version: '1.4.0',
      platform: options.isDesktop ? 'linux' : 'browser',
      locale: 'nl-NL',
      isDesktop: options.isDesktop ?? false,
    }),
    'report:send': () => ({ status: 'sent', id: 'ticket-1' }),
    'report:drop-image': () => null,
    ...answers,
  })
  renderWithRouter(
    <ReportModal opened onClose={() => undefined} about={about} />,
    'nl-NL',
    '/inbox/client-0516',
  )
  return fake
}

const sentDraft = (fake: ReturnType<typeof open>) =>
  (fake.calls.find((call) => call.channel === 'report:send')?.input as { draft: Record<string, unknown> })
    .draft

async function fill() {
  fireEvent.change(await screen.findByTestId('report-subject', {}, slow), {
    target: { value: 'Dubbele vraag' },
  })
  fireEvent.change(screen.getByTestId('report-contact-email'), { target: { value: 'jan@demo.nl' } })
  fireEvent.change(screen.getByTestId('report-message'), { target: { value: 'Twee keer de postcode.' } })
}

describe('the report modal', { timeout: 30_000 }, () => {
  it('offers to save to a folder where the server does not know the calls, with everything typed', async () => {
    const fake = open({
      'report:send': () => ({ status: 'unknown_call' }),
      'report:save-to-folder': () => ({ status: 'saved', folder: '/home/jan/Melding 2026-11-28 09.30' }),
    })
    await fill()
    fireEvent.click(screen.getByTestId('report-send'))
    fireEvent.click(await screen.findByTestId('report-save-to-disk', {}, slow))
    expect(await screen.findByTestId('report-done', {}, slow)).toHaveTextContent(
      '/home/jan/Melding 2026-11-28 09.30',
    )
    const saved = fake.calls.find((call) => call.channel === 'report:save-to-folder')
    expect(saved?.input).toEqual({
      draft: {
        subject: 'Dubbele vraag',
        contactEmail: 'jan@demo.nl',
        message: 'Twee keer de postcode.',
        imageId: null,
        ...about,
        screen: '/inbox/client-0516',
        appVersion: '1.4.0',
      },
      language: 'nl-NL',
    })
  })

  it('shows every part it sends, and sends none of the parts the user unticked', async () => {
    const fake = open({})
    await fill()
    const parts = await screen.findByTestId('report-parts', {}, slow)
    await waitFor(() => expect(parts).toHaveTextContent('App-versie: 1.4.0'), slow)
    expect(parts).toHaveTextContent('Chatbot: talentbrug-werving')
    expect(parts).toHaveTextContent('Gesprek: client-0516')
    expect(parts).toHaveTextContent('Scherm: /inbox/client-0516')
    fireEvent.click(within(parts).getByRole('checkbox', { name: 'Gesprek: client-0516' }))
    fireEvent.click(within(parts).getByRole('checkbox', { name: 'Scherm: /inbox/client-0516' }))
    fireEvent.click(screen.getByTestId('report-send'))
    await screen.findByTestId('report-done', {}, slow)
    expect(sentDraft(fake)).toEqual({
      subject: 'Dubbele vraag',
      contactEmail: 'jan@demo.nl',
      message: 'Twee keer de postcode.',
      imageId: null,
      projectId: 'talentbrug-werving',
      clientId: null,
      screen: null,
      appVersion: '1.4.0',
    })
  })

  it('says plainly that the browser has no window screenshot, and offers none', async () => {
    open({})
    expect(await screen.findByTestId('report-capture-unavailable', {}, slow)).toHaveTextContent(
      'alleen in de desktop-app',
    )
    expect(screen.queryByTestId('report-capture')).not.toBeInTheDocument()
  })

  it('takes the window screenshot in the desktop app, shows it, and sends it unless removed', async () => {
    const shot = {
      status: 'chosen',
      imageId: 'a'.repeat(32),
      fileName: 'screenshot.png',
      bytes: 2048,
      preview: png,
    }
    const fake = open({ 'report:capture-window': () => shot }, { isDesktop: true })
    await fill()
    expect(screen.queryByTestId('report-capture-unavailable')).not.toBeInTheDocument()
    fireEvent.click(await screen.findByTestId('report-capture', {}, slow))
    expect(await screen.findByRole('img', { name: 'Voorbeeld van screenshot.png' }, slow)).toHaveAttribute(
      'src',
      png,
    )
    fireEvent.click(screen.getByTestId('report-send'))
    await screen.findByTestId('report-done', {}, slow)
    expect(sentDraft(fake)).toMatchObject({ imageId: 'a'.repeat(32) })
  })

  it('removes a chosen image before sending: it is dropped in main and not sent', async () => {
    const chosen = {
      status: 'chosen',
      imageId: 'b'.repeat(32),
      fileName: 'foto.jpg',
      bytes: 900_000,
      preview: null,
    }
    const fake = open({ 'report:choose-image': () => chosen })
    await fill()
    fireEvent.click(screen.getByTestId('report-choose-image'))
    expect(await screen.findByTestId('report-image', {}, slow)).toHaveTextContent('foto.jpg')
    expect(screen.getByTestId('report-image-no-preview')).toHaveTextContent('Geen voorbeeld')
    fireEvent.click(screen.getByTestId('report-image-remove'))
    expect(fake.calls.find((call) => call.channel === 'report:drop-image')?.input).toEqual({
      imageId: 'b'.repeat(32),
    })
    fireEvent.click(screen.getByTestId('report-send'))
    await screen.findByTestId('report-done', {}, slow)
    expect(sentDraft(fake)).toMatchObject({ imageId: null })
  })

  it("shows the spec's messages for a renamed SVG and a 20 MB image", async () => {
    const answers = [
      { status: 'refused', problem: 'wrong_format', fileName: 'logo.png' },
      { status: 'refused', problem: 'too_large', fileName: 'groot.png' },
    ]
    open({ 'report:choose-image': () => answers.shift() })
    fireEvent.click(await screen.findByTestId('report-choose-image', {}, slow))
    expect(await screen.findByTestId('report-image-error', {}, slow)).toHaveTextContent(
      'logo.png is geen PNG- of JPG-afbeelding.',
    )
    fireEvent.click(screen.getByTestId('report-choose-image'))
    await waitFor(
      () =>
        expect(screen.getByTestId('report-image-error')).toHaveTextContent('groot.png is groter dan 5 MB.'),
      slow,
    )
    expect(screen.queryByTestId('report-image')).not.toBeInTheDocument()
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
    await waitFor(() => expect(fake.calls.filter((c) => c.channel === 'report:send')).toHaveLength(1), slow)
    release()
    expect(await screen.findByTestId('report-error', {}, slow)).toBeInTheDocument()
    expect(screen.getByTestId('report-subject')).toHaveValue('Dubbele vraag')
    expect(screen.getByTestId('report-message')).toHaveValue('Twee keer de postcode.')
  })
})

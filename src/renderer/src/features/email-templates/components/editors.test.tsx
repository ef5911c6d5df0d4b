import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { flushPendingSaves, pendingSaveCount } from '../../../lib/pending-saves'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { EmailTemplateData } from '../api/email-templates'
import { DependencyOf } from './dependency-editor'
import { MapperEditor } from './mapper-editor'
import { TemplateEditor } from './template-editor'

beforeAll(() => {
  // jsdom has no FontFaceSet; the autosizing text areas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

beforeEach(() => sessionStorage.clear())

const hostile = '<h1>Hoi</h1><img src="x" onerror="window.__owned = 1"><script>window.__owned = 2</script>'
const template: EmailTemplateData = {
  id: 'et-1',
  toEmail: '{{email}}',
  fromEmail: 'werving@talentbrug.nl',
  subject: 'Bedankt voor je sollicitatie',
  plainText: 'Hoi {{first_name}}',
  htmlTemplate: hostile,
  isHtml: true,
  isText: true,
  templateKey: 'bevestiging',
  useNewEditor: false,
}

function fakePortal() {
  return installFakePortal({
    'api:graphql': (input) => {
      const document = (input as { document: string }).document
      if (document.includes('UpdateEmailTemplate'))
        return {
          updateEmailTemplate: {
            ok: true,
            code: null,
            errorMessage: null,
            errors: [],
            emailTemplate: { id: 'et-1' },
          },
        }
      if (document.includes('UpdateMapper'))
        return {
          updateMapper: { ok: true, code: null, errorMessage: null, errors: [], mapper: { id: 'mp-1' } },
        }
      return {
        emailTemplates: [template],
        mappers: [{ id: 'mp-1', name: 'Kandidaat', data: { first_name: 'Voornaam' } }],
      }
    },
  })
}
const mutations = (portal: ReturnType<typeof installFakePortal>) =>
  portal.calls.filter((call) => (call.input as { document?: string }).document?.includes('mutation'))

describe('the e-mail tab editors', { timeout: 30_000 }, () => {
  it("shows a template's HTML only in a frame with nothing allowed, never in the page (SEC-14)", () => {
    fakePortal()
    renderWithProviders(<TemplateEditor chatbotId="cb" template={template} takenKeys={[]} mayEdit />)
    const frame = screen.getByTestId('template-preview') as HTMLIFrameElement
    expect(frame.getAttribute('sandbox')).toBe('')
    expect(frame.getAttribute('srcdoc')).toContain(hostile)
    // The markup is the textarea's text and the frame's source, never elements of the portal's document.
    expect(document.querySelector('h1, img, script')).toBeNull()
    expect((window as { __owned?: number }).__owned).toBeUndefined()
  })

  it('refuses a repeated recipient and a taken key on their fields, sends nothing, then saves', async () => {
    const portal = fakePortal()
    renderWithProviders(
      <TemplateEditor chatbotId="cb" template={template} takenKeys={['herinnering']} mayEdit />,
    )
    fireEvent.change(screen.getByTestId('template-to'), {
      target: { value: 'a@talentbrug.nl, A@talentbrug.nl ' },
    })
    fireEvent.change(screen.getByTestId('template-key'), { target: { value: 'herinnering' } })
    fireEvent.click(screen.getByTestId('template-save'))
    expect(await screen.findByText('E-mailadres bestaat al / ongeldig e-mailadres')).toBeTruthy()
    expect(screen.getByText('Sleutel bestaat al')).toBeTruthy()
    expect(mutations(portal)).toHaveLength(0)

    fireEvent.change(screen.getByTestId('template-to'), { target: { value: 'a@talentbrug.nl' } })
    fireEvent.change(screen.getByTestId('template-key'), { target: { value: 'bevestiging-2' } })
    fireEvent.click(screen.getByTestId('template-save'))
    await waitFor(() => expect(screen.getByTestId('template-save-status').textContent).toBe('Opgeslagen'))
    const sent = mutations(portal)[0]?.input as { variables: { input: { toEmail: string } } }
    expect(sent.variables.input.toEmail).toBe('a@talentbrug.nl')
  })

  it('asks for the HTML when HTML is on, and hides Save from those who may only read', () => {
    fakePortal()
    const { unmount } = renderWithProviders(
      <TemplateEditor chatbotId="cb" template={{ ...template, htmlTemplate: '' }} takenKeys={[]} mayEdit />,
    )
    fireEvent.click(screen.getByTestId('template-save'))
    // Nothing changed: Save is disabled until an edit, so the rule is shown after a change.
    fireEvent.change(screen.getByTestId('template-subject'), { target: { value: 'Nieuw onderwerp' } })
    fireEvent.click(screen.getByTestId('template-save'))
    expect(screen.getByText('Vul de verplichte veld(en) in')).toBeTruthy()
    unmount()
    renderWithProviders(<TemplateEditor chatbotId="cb" template={template} takenKeys={[]} mayEdit={false} />)
    expect(screen.queryByTestId('template-save')).toBeNull()
    expect(screen.getByTestId('email-read-only')).toBeTruthy()
  })

  it("refuses a mapper field used twice ('Key already exists') and a label used twice, in English", () => {
    const portal = fakePortal()
    renderWithProviders(
      <MapperEditor
        chatbotId="cb"
        mapper={{ id: 'mp-1', name: 'Kandidaat', data: { first_name: 'Voornaam', last_name: 'Achternaam' } }}
        mayEdit
      />,
      'en-US',
    )
    expect(screen.getAllByTestId('mapper-key').map((input) => (input as HTMLInputElement).value)).toEqual([
      'first_name',
      'last_name',
    ])
    fireEvent.click(screen.getByTestId('mapper-add-row'))
    fireEvent.change(screen.getAllByTestId('mapper-key')[2]!, { target: { value: ' First_Name' } })
    fireEvent.change(screen.getAllByTestId('mapper-label')[2]!, { target: { value: 'achternaam' } })
    fireEvent.click(screen.getByTestId('mapper-save'))
    expect(screen.getByText('Key already exists')).toBeTruthy()
    expect(screen.getByText('Label already exists')).toBeTruthy()
    expect(mutations(portal)).toHaveLength(0)
  })

  it('keeps an unsaved template edit when the editor closes, and saves a valid one before the window closes', async () => {
    const portal = fakePortal()
    const first = renderWithProviders(
      <TemplateEditor chatbotId="cb" template={template} takenKeys={[]} mayEdit />,
    )
    fireEvent.change(screen.getByTestId('template-subject'), { target: { value: 'Nieuw onderwerp' } })
    // Closing the window (or quitting, signing out) saves the valid edit first.
    expect(pendingSaveCount()).toBe(1)
    await flushPendingSaves()
    const sent = mutations(portal)[0]?.input as { variables: { input: { subject: string } } }
    expect(sent.variables.input.subject).toBe('Nieuw onderwerp')
    // Another template opened (the editor unmounts) and this one again: the edit is still there.
    first.unmount()
    expect(pendingSaveCount()).toBe(0)
    renderWithProviders(<TemplateEditor chatbotId="cb" template={template} takenKeys={[]} mayEdit />)
    expect((screen.getByTestId('template-subject') as HTMLInputElement).value).toBe('Nieuw onderwerp')
    expect(screen.getByTestId('email-draft-restored')).toBeTruthy()
    fireEvent.click(screen.getByTestId('email-draft-discard'))
    expect((screen.getByTestId('template-subject') as HTMLInputElement).value).toBe(template.subject)
    expect(screen.queryByTestId('email-draft-restored')).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })

  it('keeps an invalid mapper edit when the editor closes, but never sends it', async () => {
    const portal = fakePortal()
    const mapper = { id: 'mp-1', name: 'Kandidaat', data: { first_name: 'Voornaam' } }
    const first = renderWithProviders(<MapperEditor chatbotId="cb" mapper={mapper} mayEdit />)
    fireEvent.click(screen.getByTestId('mapper-add-row'))
    fireEvent.change(screen.getAllByTestId('mapper-key')[1]!, { target: { value: 'first_name' } })
    fireEvent.change(screen.getAllByTestId('mapper-label')[1]!, { target: { value: 'Roepnaam' } })
    expect(pendingSaveCount()).toBe(0)
    await flushPendingSaves()
    expect(mutations(portal)).toHaveLength(0)
    first.unmount()
    renderWithProviders(<MapperEditor chatbotId="cb" mapper={mapper} mayEdit />)
    expect(screen.getAllByTestId('mapper-label').map((input) => (input as HTMLInputElement).value)).toEqual([
      'Voornaam',
      'Roepnaam',
    ])
    expect(screen.getByTestId('email-draft-restored')).toBeTruthy()
  })

  it("opens a processor's dependency in its own editor: a template's, a mapper's, or says it is gone", async () => {
    fakePortal()
    const one = renderWithProviders(
      <DependencyOf chatbotId="cb" dependency={{ kind: 'EMAIL_TEMPLATE', id: 'et-1' }} />,
    )
    expect(await screen.findByTestId('template-subject')).toHaveValue(template.subject)
    one.unmount()
    const two = renderWithProviders(
      <DependencyOf chatbotId="cb" dependency={{ kind: 'MAPPER', id: 'mp-1' }} />,
    )
    expect(
      (await screen.findAllByTestId('mapper-key')).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['first_name'])
    expect(screen.queryByTestId('template-editor')).toBeNull()
    two.unmount()
    renderWithProviders(<DependencyOf chatbotId="cb" dependency={{ kind: 'MAPPER', id: 'et-1' }} />)
    expect(await screen.findByTestId('email-dependency-missing')).toBeTruthy()
  })
})

import { Notifications } from '@mantine/notifications'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { WhatsappDefinitionData, WhatsappTemplateData } from '../api/schemas'
import { VersionsDrawer } from './versions-drawer'

const ok = { ok: true, stage: null, errors: [], errorMessage: null }

function version(id: string, n: number, status: string, content: string): WhatsappTemplateData {
  return {
    id,
    version: n,
    status,
    templateName: 'Uitnodiging gesprek',
    category: 'APPOINTMENT_UPDATE',
    buttonType: 'NONE',
    attachmentType: null,
    creatorEmail: 'manager@demo.nl',
    created: '2026-11-20T09:00:00.000Z',
    modified: '2026-11-20T09:00:00.000Z',
    submittedAt: status === 'SUBMITTED' ? '2026-11-21T09:00:00.000Z' : null,
    parameters: [
      {
        id: `${id}-p1`,
        name: 'voornaam',
        index: 1,
        scalarName: 'first_name',
        atsFieldMapping: null,
        example: 'Sanne',
      },
      {
        id: `${id}-p2`,
        name: 'woonplaats',
        index: 2,
        scalarName: null,
        atsFieldMapping: 'candidate.city',
        example: 'Utrecht',
      },
    ],
    variations: [
      {
        id: `${id}-nl`,
        languageTag: 'nl-NL',
        content,
        status: status === 'SUBMITTED' ? 'CONCEPT' : status === 'REJECTED' ? 'REJECTED' : 'CONCEPT',
        footer: 'Talentbrug',
        attachmentTitle: null,
        attachmentUrl: null,
        rejectionReason: null,
        lastReviewedAt: null,
        buttons: [],
      },
    ],
  }
}

const definition: WhatsappDefinitionData = {
  id: 'def-1',
  name: 'Uitnodiging gesprek',
  supportsBatchAction: false,
  isSmartInboxTemplate: false,
  activeTemplate: null,
  availableTemplates: [
    version('tpl-2', 2, 'CONCEPT', 'Hoi {{1}}, we zien je graag in {{2}} voor een kennismaking.'),
    version('tpl-1', 1, 'SUBMITTED', 'Hoi {{1}}, kom je langs op ons kantoor in {{2}}?'),
  ],
}

const other: WhatsappDefinitionData = {
  ...definition,
  id: 'def-other',
  name: 'Herinnering',
  availableTemplates: [version('tpl-o', 1, 'ACTIVE', 'Hoi {{1}}, denk je aan morgen in {{2}}?')],
}

const slow = () => new Promise((resolve) => setTimeout(resolve, 50))

function renderDrawer(
  language: InterfaceLanguage,
  answers: Record<string, () => unknown> = {},
  shown: WhatsappDefinitionData = definition,
) {
  const portal = installFakePortal({
    'api:graphql': async (input) => {
      const { document } = input as { document: string }
      for (const [name, answer] of Object.entries(answers)) if (document.includes(name)) return answer()
      if (document.includes('WhatsappAtsFieldOptions'))
        return {
          whatsappAtsFieldOptions: [
            {
              value: 'candidate.city',
              scalarName: 'woonplaats',
              names: [
                { language: 'nl', name: 'Woonplaats' },
                { language: 'en', name: 'City' },
              ],
            },
          ],
        }
      if (document.includes('SubmitWhatsappTemplate')) {
        await slow()
        return { createWhatsappTemplateAtProvider: ok }
      }
      if (document.includes('UpdateWhatsappVariation')) {
        await slow()
        return { updateWhatsappVariation: ok }
      }
      if (document.includes('UpdateWhatsappDefinitionSettings')) {
        await slow()
        return { updateWhatsappDefinition: ok }
      }
      if (document.includes('SyncWhatsappAtsVariables')) {
        await slow()
        return { syncWhatsappAtsVariables: { ...ok, updated: 1 } }
      }
      throw { code: 'internal', message: 'not expected in this test' }
    },
  })
  renderWithProviders(
    <>
      <Notifications />
      <VersionsDrawer
        chatbotId="cb-werving"
        definition={shown}
        definitions={[shown, other]}
        mayEdit
        onClose={() => undefined}
      />
    </>,
    language,
  )
  return portal
}

const sent = (portal: ReturnType<typeof installFakePortal>, name: string) =>
  portal.calls.filter((call) => (call.input as { document?: string }).document?.includes(name))

// The shared test machines are busy: a drawer of Mantine fields takes seconds to render there.
describe('the version viewer', { timeout: 30_000 }, () => {
  it('submits a concept once on a double click and says how long the review takes (en-US)', async () => {
    const portal = renderDrawer('en-US')
    const card = await screen.findByTestId('version-2')
    await userEvent.dblClick(within(card).getByTestId('submit-version'))
    expect(
      await screen.findByText(
        'Version 2 was submitted for approval. The provider reviews each language in about 3 working days; its verdict shows here up to 5 minutes later.',
      ),
    ).toBeInTheDocument()
    expect(sent(portal, 'SubmitWhatsappTemplate')).toHaveLength(1)
    // A version in review says so with the spec's duration.
    expect(within(screen.getByTestId('version-1')).getByTestId('in-review')).toHaveTextContent(
      'In review: about 3 working days per language.',
    )
  })

  it('says the review time in Dutch', async () => {
    renderDrawer('nl-NL')
    const card = await screen.findByTestId('version-2')
    await userEvent.click(within(card).getByTestId('submit-version'))
    expect(
      await screen.findByText(
        'Versie 2 is ingediend ter goedkeuring. De provider beoordeelt elke taal in ongeveer 3 werkdagen; het oordeel staat hier tot 5 minuten later.',
      ),
    ).toBeInTheDocument()
  })

  it('edits a language of a concept: checked with the template rules, saved once, confirmed', async () => {
    const portal = renderDrawer('en-US')
    const card = await screen.findByTestId('version-2')
    // A submitted version cannot be edited; the concept can.
    expect(within(screen.getByTestId('version-1')).queryByTestId('edit-language-nl-NL')).toBeNull()
    await userEvent.click(within(card).getByTestId('edit-language-nl-NL'))
    const editor = await within(card).findByTestId('language-editor')
    const body = within(editor).getByTestId('language-content')
    // The text of another template: the rule 'text unique' refuses it before anything is sent.
    await userEvent.clear(body)
    await userEvent.type(body, 'Hoi {{{{1}}, denk je aan morgen in {{{{2}}?')
    await userEvent.click(within(editor).getByTestId('language-save'))
    expect(await within(editor).findByText('Another template already uses this text.')).toBeInTheDocument()
    expect(sent(portal, 'UpdateWhatsappVariation')).toHaveLength(0)

    await userEvent.clear(body)
    await userEvent.type(body, 'Hoi {{{{1}}, we verwachten je graag in {{{{2}} voor een eerste gesprek.')
    await userEvent.dblClick(within(editor).getByTestId('language-save'))
    expect(await screen.findByText('Dutch (Netherlands) in version 2 was saved.')).toBeInTheDocument()
    const calls = sent(portal, 'UpdateWhatsappVariation')
    expect(calls).toHaveLength(1)
    expect((calls[0]!.input as { variables: unknown }).variables).toEqual({
      id: 'tpl-2-nl',
      input: {
        content: 'Hoi {{1}}, we verwachten je graag in {{2}} voor een eerste gesprek.',
        footer: 'Talentbrug',
      },
    })
  })

  it("shows each variable's ATS field by name and links them once per double click", async () => {
    const portal = renderDrawer('en-US')
    const card = await screen.findByTestId('version-2')
    expect(await within(card).findByText(/City/)).toHaveTextContent('{{2}} woonplaats · ATS field: City')
    expect(within(card).getByTestId('variable-1')).toHaveTextContent('{{1}} voornaam · No ATS field')
    await userEvent.dblClick(within(card).getByTestId('sync-ats'))
    expect(await screen.findByText('1 variable was linked to its ATS field.')).toBeInTheDocument()
    expect(sent(portal, 'SyncWhatsappAtsVariables')).toHaveLength(1)
  })

  it("saves the definition's name and Smart Inbox flag once and confirms it; refuses a taken name", async () => {
    const portal = renderDrawer('nl-NL')
    const form = await screen.findByTestId('definition-settings')
    const name = within(form).getByTestId('definition-name')
    await userEvent.clear(name)
    await userEvent.type(name, 'Herinnering')
    await userEvent.click(within(form).getByTestId('definition-settings-save'))
    expect(await within(form).findByText('Er bestaat al een template met deze naam.')).toBeInTheDocument()
    expect(sent(portal, 'UpdateWhatsappDefinitionSettings')).toHaveLength(0)
    await userEvent.clear(name)
    await userEvent.type(name, 'Uitnodiging kennismaking')
    const smartInbox = within(form).getByTestId('definition-smart-inbox')
    expect(smartInbox).not.toBeChecked()
    await userEvent.click(smartInbox)
    expect(smartInbox).toBeChecked()
    await userEvent.dblClick(within(form).getByTestId('definition-settings-save'))
    expect(await screen.findByText('Uitnodiging kennismaking is opgeslagen.')).toBeInTheDocument()
    await waitFor(() => expect(sent(portal, 'UpdateWhatsappDefinitionSettings')).toHaveLength(1))
    expect(
      (sent(portal, 'UpdateWhatsappDefinitionSettings')[0]!.input as { variables: unknown }).variables,
    ).toEqual({
      id: 'def-1',
      input: { name: 'Uitnodiging kennismaking', isSmartInboxTemplate: true },
    })
  })

  it('shows a Smart Inbox template as one', async () => {
    renderDrawer('en-US', {}, { ...definition, isSmartInboxTemplate: true })
    expect(await screen.findByTestId('definition-smart-inbox')).toBeChecked()
  })

  it("names the version in 'Failed to delete {name}.' when deleting it fails", async () => {
    renderDrawer('en-US', {
      DeleteWhatsappTemplateAtProvider: () => ({
        deleteWhatsappTemplateAtProvider: { ...ok, ok: false, errorMessage: null },
      }),
    })
    const card = await screen.findByTestId('version-2')
    await userEvent.click(within(card).getByTestId('delete-version'))
    expect(await screen.findByTestId('version-failed')).toHaveTextContent(
      'Failed to delete Uitnodiging gesprek, version 2.',
    )
  })

  it('activates a version once on a double click when none is active', async () => {
    const activate = async () => {
      await slow()
      return { activateWhatsappTemplate: ok }
    }
    const accepted = {
      ...definition,
      availableTemplates: [
        version('tpl-3', 3, 'ACCEPTED', 'Hoi {{1}}, tot in {{2}}!'),
        ...definition.availableTemplates,
      ],
    }
    const portal = renderDrawer('en-US', { ActivateWhatsappTemplate: activate }, accepted)
    // Both clicks of a double click arrive before React renders the first one's pending state.
    const button = within(await screen.findByTestId('version-3')).getByTestId('activate')
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() => expect(sent(portal, 'ActivateWhatsappTemplate')).toHaveLength(1))
    await slow()
    expect(sent(portal, 'ActivateWhatsappTemplate')).toHaveLength(1)
  })

  it('activates once when a double click confirms the switch from the active version', async () => {
    const activate = async () => {
      await slow()
      return { activateWhatsappTemplate: ok }
    }
    const active = version('tpl-a', 4, 'ACTIVE', 'Hoi {{1}}, welkom in {{2}}.')
    const accepted = {
      ...definition,
      activeTemplate: { id: 'tpl-a' },
      availableTemplates: [active, version('tpl-3', 3, 'ACCEPTED', 'Hoi {{1}}, tot in {{2}}!')],
    } as WhatsappDefinitionData
    const portal = renderDrawer('en-US', { ActivateWhatsappTemplate: activate }, accepted)
    await userEvent.click(within(await screen.findByTestId('version-3')).getByTestId('activate'))
    const confirm = await screen.findByTestId('confirm-activate-button')
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    await waitFor(() => expect(screen.queryByTestId('confirm-activate')).not.toBeInTheDocument())
    expect(sent(portal, 'ActivateWhatsappTemplate')).toHaveLength(1)
  })
})

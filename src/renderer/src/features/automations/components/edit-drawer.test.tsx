import { fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { Campaign } from '../api/campaigns'
import { EditDrawer } from './edit-drawer'

/**
 * The edit drawer's field rules (the shared campaignEditSchema) with the spec's messages in both languages:
 * checked here instead of walking the drawer in each language end to end. Nothing is sent while a rule
 * fails.
 */
beforeAll(() => {
  // jsdom has no FontFaceSet; the description's autosizing textarea listens to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  id: 'cp-1',
  name: 'Herinnering gesprek',
  description: '',
  type: 'flow',
  family: 'flow',
  status: 'A_1',
  created: '2026-01-05T09:00:00Z',
  isSmartInbox: false,
  analyticsDocumentId: 'doc-1',
  flowId: null,
  onFinishProcessorId: null,
  onFailProcessorId: null,
  whatsappDefinitionId: null,
  followUpId: null,
  smartInboxLabels: [],
  removeSmartInboxLabels: [],
  engageEnabled: false,
  whitelist: [],
  clientDescription: '',
  clientDescriptionImages: [],
  hasActiveTemplate: false,
  requiredData: [],
  atsFieldMappings: [],
  broadcast: null,
  followUp: null,
  draftAutomatch: null,
  activeAutomatch: null,
  derivedStatus: null,
  ...overrides,
})

function fakeServer() {
  const updates: unknown[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (/mutation/.test(document)) {
        updates.push(variables)
        return { updateCampaign: { ok: true, errors: [] } }
      }
      // The option lists (flows, processors, templates, labels) are not what these rules are about.
      throw { code: 'internal', message: 'not in this test' }
    },
  })
  return { updates }
}

const texts = {
  'nl-NL': {
    bothLabels: 'Een label kan niet tegelijk toegevoegd en verwijderd worden.',
    nameRequired: 'Vul een naam in.',
    nameSpecial: 'De naam mag alleen letters, cijfers, spaties, koppeltekens en underscores bevatten.',
    nameTooLong: 'De naam mag maximaal 100 tekens zijn.',
    whitelist: 'Vul geldige telefoonnummers in (+31612345678).',
    image: 'Vul adressen van afbeeldingen in die met https:// beginnen.',
  },
  'en-US': {
    bothLabels: 'A label cannot be both added and removed.',
    nameRequired: 'Please enter a name.',
    nameSpecial: 'The name may only contain letters, digits, spaces, hyphens and underscores.',
    nameTooLong: 'The name can be at most 100 characters.',
    whitelist: 'Please enter valid phone numbers (+31612345678).',
    image: 'Please enter image addresses starting with https://.',
  },
} as const

describe.each(['nl-NL', 'en-US'] as const)('the edit drawer (%s)', (language) => {
  const x = texts[language]

  it('refuses a label both added and removed, with the rule text, and sends nothing', async () => {
    const { updates } = fakeServer()
    renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({ smartInboxLabels: ['lb-1'], removeSmartInboxLabels: ['lb-1'] })}
        onClose={() => {}}
      />,
      language,
    )
    fireEvent.click(await screen.findByTestId('automation-edit-drawer-submit'))
    expect(await screen.findByText(x.bothLabels)).toBeTruthy()
    expect(updates).toEqual([])
  }, 20_000)

  it('requires a name of at most 100 characters without special characters', async () => {
    const { updates } = fakeServer()
    renderWithProviders(
      <EditDrawer chatbotId="talentbrug-werving" campaign={campaign()} onClose={() => {}} />,
      language,
    )
    const name = await screen.findByTestId('edit-name')
    const submit = screen.getByTestId('automation-edit-drawer-submit')
    for (const [value, message] of [
      ['   ', x.nameRequired],
      ['Herinnering <gesprek>', x.nameSpecial],
      ['a'.repeat(101), x.nameTooLong],
    ] as const) {
      fireEvent.change(name, { target: { value } })
      fireEvent.click(submit)
      await waitFor(() => expect(screen.getByText(message)).toBeTruthy())
    }
    expect(updates).toEqual([])
  }, 20_000)

  it('refuses a test number or an image address that is none, and sends nothing', async () => {
    const { updates } = fakeServer()
    renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({ whitelist: ['0612'], clientDescriptionImages: ['http://example.nl/a.png'] })}
        onClose={() => {}}
      />,
      language,
    )
    const submit = await screen.findByTestId('automation-edit-drawer-submit')
    fireEvent.click(submit)
    expect(await screen.findByText(x.whitelist)).toBeTruthy()
    expect(screen.getByText(x.image)).toBeTruthy()
    expect(updates).toEqual([])
  }, 20_000)

  it('sends the whitelist and the note with the settings, once for a double click', async () => {
    const { updates } = fakeServer()
    renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({
          whitelist: ['+31612345678'],
          clientDescriptionImages: ['https://example.nl/a.png'],
        })}
        onClose={() => {}}
      />,
      language,
    )
    fireEvent.change(await screen.findByTestId('edit-client-description'), {
      target: { value: 'Herinnert kandidaten aan hun gesprek.' },
    })
    const submit = screen.getByTestId('automation-edit-drawer-submit')
    fireEvent.click(submit)
    fireEvent.click(submit)
    await waitFor(() => expect(updates).toHaveLength(1))
    expect(updates[0]).toMatchObject({
      id: 'cp-1',
      input: {
        whitelist: ['+31612345678'],
        clientDescription: 'Herinnert kandidaten aan hun gesprek.',
        clientDescriptionImages: ['https://example.nl/a.png'],
      },
    })
  }, 20_000)
})

describe('required data taken over from the flow', { timeout: 30_000 }, () => {
  function syncServer(answer: () => unknown) {
    const syncs: unknown[] = []
    installFakePortal({
      'api:graphql': async (input) => {
        const { document, variables } = input as { document: string; variables: unknown }
        if (document.includes('SyncAutomationRequiredData')) {
          syncs.push(variables)
          await new Promise((resolve) => setTimeout(resolve, 50))
          return { syncAutomationRequiredData: answer() }
        }
        throw { code: 'internal', message: 'not in this test' }
      },
    })
    return { syncs }
  }
  const saved = [{ name: 'stad', humanReadableName: 'Stad', description: '' }]

  it('asks once on a double click and shows what the server saved', async () => {
    const { syncs } = syncServer(() => ({
      ok: true,
      errors: [],
      errorMessage: null,
      campaign: {
        id: 'cp-1',
        requiredData: [{ name: 'rijbewijs', humanReadableName: 'Rijbewijs', description: 'C of CE' }],
      },
    }))
    renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({ flowId: 'fl-1', requiredData: saved })}
        onClose={() => {}}
      />,
      'en-US',
    )
    const button = await screen.findByTestId('required-data-sync')
    expect(screen.getByTestId('required-data-sync-hint').textContent).toBe(
      "The variables of the flow's questions with a required answer; what you wrote for a name stays.",
    )
    // Both clicks arrive before React renders the pending state.
    fireEvent.click(button)
    fireEvent.click(button)
    await waitFor(() =>
      expect((screen.getByTestId('required-data-name-0') as HTMLInputElement).value).toBe('rijbewijs'),
    )
    expect(syncs).toEqual([{ id: 'cp-1' }])
    expect(screen.getByTestId('required-data-sync-result').textContent).toBe(
      '1 variable taken over from the flow and saved.',
    )
    // What the server saved is not an unsaved change: the button stays available.
    expect(screen.getByTestId('required-data-sync')).not.toBeDisabled()
  })

  it('waits for a flow, and for unsaved required data to be saved (nl-NL)', async () => {
    const { syncs } = syncServer(() => ({ ok: true, errors: [], errorMessage: null, campaign: null }))
    const { unmount } = renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({ requiredData: saved })}
        onClose={() => {}}
      />,
      'nl-NL',
    )
    expect(await screen.findByTestId('required-data-sync')).toBeDisabled()
    expect(screen.getByTestId('required-data-sync-hint').textContent).toBe(
      'Kies eerst een flow: de vereiste gegevens komen uit de vragen daarvan.',
    )
    unmount()
    renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({ flowId: 'fl-1', requiredData: saved })}
        onClose={() => {}}
      />,
      'nl-NL',
    )
    fireEvent.change(await screen.findByTestId('required-data-label-0'), { target: { value: 'Woonplaats' } })
    await waitFor(() => expect(screen.getByTestId('required-data-sync')).toBeDisabled())
    expect(screen.getByTestId('required-data-sync-hint').textContent).toBe(
      'Sla je wijzigingen eerst op: de opgeslagen flow en vereiste gegevens worden gebruikt.',
    )
    fireEvent.click(screen.getByTestId('required-data-sync'))
    expect(syncs).toEqual([])
  })

  it("shows the server's refusal in the interface language", async () => {
    syncServer(() => ({
      ok: false,
      errorMessage: 'Choose a flow first: the required data is taken from its questions.',
      errors: [{ field: 'flowId', messages: ['requiredDataNoFlow'] }],
      campaign: null,
    }))
    renderWithProviders(
      <EditDrawer
        chatbotId="talentbrug-werving"
        campaign={campaign({ flowId: 'fl-1' })}
        onClose={() => {}}
      />,
      'nl-NL',
    )
    fireEvent.click(await screen.findByTestId('required-data-sync'))
    expect((await screen.findByTestId('required-data-sync-error')).textContent).toBe(
      'Kies eerst een flow: de vereiste gegevens komen uit de vragen daarvan.',
    )
  })
})

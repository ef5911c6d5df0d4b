import { fireEvent, screen } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { defineAbilityFor } from '@shared/domain/permissions'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { AtsMappingData } from '../api/mappings'
import { StateMappingsOf } from './state-mappings'

beforeAll(() => {
  // jsdom has no FontFaceSet; the autosizing text areas listen to it.
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener() {}, removeEventListener() {}, ready: Promise.resolve() },
    })
})

const mapping = (id: string, path: string, states: string[]): AtsMappingData => ({
  id,
  type: 'REGULAR',
  dataType: 'STRING',
  value: '',
  isDefaultMapping: false,
  isLocked: false,
  prepend: '',
  append: '',
  prependAppendSeparator: ' ',
  scalarName: 'email',
  postModifiers: [],
  getModifiers: [],
  atsFieldOrdering: 0,
  atsFieldId: null,
  atsField: {
    path,
    dataType: 'STRING',
    required: false,
    entityType: 'candidate',
    humanReadableNames: [{ language: 'en', name: path === 'candidate.email' ? 'Email' : 'Phone' }],
  },
  states: states.map((state) => ({ id: state, name: state })),
  atsOptions: [],
  mappingOptions: [],
})

const all = [
  mapping('m-email', 'candidate.email', ['st-email']),
  mapping('m-phone', 'candidate.phone', ['st-phone']),
]

function fakePortal(autoCreate: 'ok' | 'refused' = 'ok') {
  return installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables?: { stateId?: string } }
      if (document.includes('AutoCreateAtsMapping'))
        return {
          autoCreateAtsFieldMapping:
            autoCreate === 'ok'
              ? { ok: true, code: null, errorMessage: null, errors: [], mapping: { id: 'm-new' } }
              : { ok: false, code: 'ats_no_matching_field', errorMessage: null, errors: [], mapping: null },
        }
      if (document.includes('AtsStateContext')) {
        const stateId = variables!.stateId!
        // The server's context: the state's answers and only the mappings that write it.
        return {
          currentAtsFieldMappingContext: {
            stateId,
            stateName: stateId,
            scalarName: null,
            options: [],
            atsFieldMappings: all.filter((m) => m.states.some((s) => s.id === stateId)),
          },
        }
      }
      return {
        mainChatbot: { id: 'cb', ats: 'OTYS', supportsMappingCreation: true },
        creatableAtsEntities: [],
        atsMappings: all,
      }
    },
  })
}

describe("a state's ATS mappings in the builder's state drawer", { timeout: 30_000 }, () => {
  it("lists the mappings of the state's mapping context and opens one in the mapping drawer", async () => {
    const portal = fakePortal()
    renderWithProviders(<StateMappingsOf chatbotId="cb" stateId="st-email" />, 'en-US')
    expect(await screen.findAllByTestId('state-ats-mapping')).toHaveLength(1)
    expect(screen.getByTestId('state-ats-mapping')).toHaveTextContent('candidate.email')
    // Read from the state's mapping context, not from the whole list of mappings.
    const asked = portal.calls.map((call) => (call.input as { document: string }).document)
    expect(asked.some((d) => d.includes('currentAtsFieldMappingContext'))).toBe(true)
    expect(asked.some((d) => d.includes('AtsSettingsOverview'))).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Edit the mapping to Email' }))
    expect(await screen.findByRole('dialog')).toBeTruthy()
  })

  it('shows a team lead the mappings without opening them, and says when none writes the state', async () => {
    fakePortal()
    const view = renderWithProviders(
      <StateMappingsOf chatbotId="cb" stateId="st-phone" />,
      'en-US',
      defineAbilityFor({ role: 'TEAM_LEAD', isSuperuser: false }),
    )
    expect(await screen.findByTestId('state-ats-mapping')).toHaveTextContent('candidate.phone')
    expect(screen.queryByTestId('state-ats-mapping-open')).toBeNull()
    view.unmount()
    renderWithProviders(
      <StateMappingsOf chatbotId="cb" stateId="st-other" />,
      'en-US',
      defineAbilityFor({ role: 'TEAM_LEAD', isSuperuser: false }),
    )
    expect(await screen.findByText('No ATS field mapping writes this answer yet.')).toBeTruthy()
    expect(screen.queryByTestId('state-ats-auto-create')).toBeNull()
  })

  it("maps a state without mappings to the matching field once, or says why it can't", async () => {
    const portal = fakePortal('refused')
    renderWithProviders(<StateMappingsOf chatbotId="cb" stateId="st-other" />, 'en-US')
    const button = await screen.findByTestId('state-ats-auto-create')
    fireEvent.click(button)
    fireEvent.click(button)
    expect(await screen.findByTestId('state-ats-auto-create-error')).toHaveTextContent(
      'No ATS field matches the variable of this question; pick one yourself.',
    )
    const sent = portal.calls.filter((call) =>
      (call.input as { document: string }).document.includes('AutoCreateAtsMapping'),
    )
    expect(sent).toHaveLength(1)
    expect((sent[0]!.input as { variables: unknown }).variables).toEqual({ stateId: 'st-other' })
  })
})

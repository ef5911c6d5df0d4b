import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { defineAbilityFor } from '@shared/domain/permissions'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { AtsMappingData } from '../api/mappings'
import { FixedMappingsOf } from './fixed-mappings'

const mapping = (id: string, type: string, value: string, name: string): AtsMappingData => ({
  id,
  type,
  dataType: 'STRING',
  value,
  isDefaultMapping: false,
  isLocked: false,
  prepend: '',
  append: '',
  prependAppendSeparator: ' ',
  scalarName: null,
  postModifiers: [],
  getModifiers: [],
  atsFieldOrdering: 0,
  atsFieldId: null,
  atsField: {
    path: `candidate.${id}`,
    dataType: 'STRING',
    required: false,
    entityType: 'candidate',
    humanReadableNames: [{ language: 'en', name }],
  },
  states: [],
  atsOptions: [],
  mappingOptions: [],
})

function fakePortal(setAnswer: 'ok' | 'refused' = 'ok') {
  return installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: { mappingIds?: string[] } }
      if (document.includes('SetFixedAtsMappings'))
        return {
          setFixedAtsFieldMappings:
            setAnswer === 'ok'
              ? { ok: true, code: null, errorMessage: null, errors: [], mappingIds: variables.mappingIds }
              : {
                  ok: false,
                  code: 'ats_mapping_not_fixed',
                  errorMessage: null,
                  errors: [
                    {
                      field: 'mappingIds',
                      messages: ['A flow or an answer can only hold mappings that write their own value.'],
                    },
                  ],
                  mappingIds: [],
                },
        }
      if (document.includes('FixedAtsMappings')) return { fixedAtsFieldMappings: [] }
      return {
        mainChatbot: { id: 'cb', ats: 'OTYS', supportsMappingCreation: true },
        creatableAtsEntities: [],
        atsMappings: [
          mapping('email', 'REGULAR', '', 'Email'),
          mapping('source', 'FIXED_VALUE', 'Chatbot', 'Source'),
        ],
      }
    },
  })
}

const sets = (portal: ReturnType<typeof fakePortal>) =>
  portal.calls
    .map((call) => call.input as { document: string; variables: unknown })
    .filter((input) => input.document.includes('SetFixedAtsMappings'))
    .map((input) => input.variables)

describe("a flow's or answer's fixed ATS mappings", { timeout: 60_000 }, () => {
  it('offers only mappings with their own value and saves the choice at once', async () => {
    const portal = fakePortal()
    renderWithProviders(<FixedMappingsOf chatbotId="cb" kind="OPTION" id="opt-1" />, 'en-US')
    fireEvent.click(await screen.findByRole('combobox', { name: 'Fixed ATS field mappings' }))
    expect(screen.queryByRole('option', { name: 'Email' })).toBeNull()
    fireEvent.click(await screen.findByRole('option', { name: 'Source: Chatbot' }))
    await waitFor(() =>
      expect(sets(portal)).toEqual([{ kind: 'OPTION', id: 'opt-1', mappingIds: ['source'] }]),
    )
  })

  it("shows the server's refusal and goes back to what is held", async () => {
    fakePortal('refused')
    renderWithProviders(<FixedMappingsOf chatbotId="cb" kind="FLOW" id="flow-1" />, 'en-US')
    expect(
      await screen.findByText('Written with their own value when a conversation passes this flow.'),
    ).toBeTruthy()
    fireEvent.click(screen.getByRole('combobox', { name: 'Fixed ATS field mappings' }))
    fireEvent.click(await screen.findByRole('option', { name: 'Source: Chatbot' }))
    expect(await screen.findByTestId('fixed-ats-mappings-error')).toHaveTextContent(
      'A flow or an answer can only hold mappings that write their own value.',
    )
    expect(screen.queryByText('Source: Chatbot', { selector: '.mantine-Pill-label' })).toBeNull()
  })

  it('lets a team lead see them without changing them', async () => {
    const portal = fakePortal()
    renderWithProviders(
      <FixedMappingsOf chatbotId="cb" kind="OPTION" id="opt-1" />,
      'en-US',
      defineAbilityFor({ role: 'TEAM_LEAD', isSuperuser: false }),
    )
    const input = await screen.findByRole('combobox', { name: 'Fixed ATS field mappings' })
    expect(input).toHaveAttribute('readonly')
    fireEvent.click(input)
    const option = screen.queryByRole('option', { name: 'Source: Chatbot' })
    if (option) fireEvent.click(option)
    expect(sets(portal)).toEqual([])
  })
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { AtsMappingData } from '../api/mappings'
import { MappingOptionsSection } from './mapping-options-section'

const mapping: AtsMappingData = {
  id: 'm-shift',
  type: 'OPTIONS',
  dataType: 'STRING',
  value: '',
  isDefaultMapping: false,
  isLocked: false,
  prepend: '',
  append: '',
  prependAppendSeparator: ' ',
  scalarName: 'shift',
  postModifiers: [],
  getModifiers: [],
  atsFieldOrdering: 0,
  atsFieldId: null,
  atsField: {
    path: 'candidate.shift',
    dataType: 'STRING',
    required: false,
    entityType: 'candidate',
    humanReadableNames: [{ language: 'en', name: 'Shift' }],
  },
  states: [{ id: 'st-shift', name: 'Which shift?' }],
  atsOptions: [{ id: 'ao-night', value: 'NIGHT', humanReadableName: 'Night' }],
  mappingOptions: [
    { id: 'mo-day', option: 'opt-day', optionName: 'Day', atsOptionId: null, doStoreValue: true },
  ],
}

const ok = { ok: true, code: null, errorMessage: null, errors: [], mapping: { id: 'm-shift' } }

function fakePortal() {
  return installFakePortal({
    'api:graphql': (input) => {
      const { document } = input as { document: string }
      if (document.includes('CreateAtsMappingOption')) return { createAtsMappingOption: ok }
      if (document.includes('UpdateAtsMappingOption')) return { updateAtsMappingOption: ok }
      if (document.includes('DeleteAtsMappingOption')) return { deleteAtsMappingOption: ok }
      if (document.includes('AtsStateContext'))
        return {
          currentAtsFieldMappingContext: {
            stateId: 'st-shift',
            stateName: 'Which shift?',
            scalarName: 'shift',
            options: [
              { id: 'opt-day', name: 'Day' },
              { id: 'opt-night', name: 'Night' },
            ],
            atsFieldMappings: [mapping],
          },
        }
      return {
        mainChatbot: { id: 'cb', ats: 'OTYS', supportsMappingCreation: true },
        creatableAtsEntities: [],
        atsMappings: [mapping],
      }
    },
  })
}

const sent = (portal: ReturnType<typeof fakePortal>, operation: string) =>
  portal.calls
    .map((call) => call.input as { document: string; variables: unknown })
    .filter((input) => input.document.includes(operation))
    .map((input) => input.variables)

describe("an answer-options mapping's mapping options", { timeout: 60_000 }, () => {
  it("adds one answer of the mapping's question once, with its ATS option and whether it is stored", async () => {
    const portal = fakePortal()
    renderWithProviders(<MappingOptionsSection chatbotId="cb" mappingId="m-shift" mayEdit />, 'en-US')
    const add = await screen.findByTestId('ats-mapping-option-add', {}, { timeout: 20_000 })
    expect(add).toBeDisabled()
    fireEvent.click(screen.getByRole('combobox', { name: 'Answer to add' }))
    // The answer that has its mapping option already is not offered again.
    expect(screen.queryByRole('option', { name: 'Day (Which shift?)' })).toBeNull()
    fireEvent.click(await screen.findByRole('option', { name: 'Night (Which shift?)' }))
    const newRow = screen.getByTestId('ats-mapping-option-new')
    fireEvent.click(newRow.querySelector('input[type="checkbox"]')!)
    fireEvent.click(add)
    fireEvent.click(add)
    await waitFor(() =>
      expect(sent(portal, 'CreateAtsMappingOption')).toEqual([
        { mappingId: 'm-shift', option: 'opt-night', doStoreValue: false, atsOptionId: null },
      ]),
    )
  })

  it('changes whether an answer is stored and removes it', async () => {
    const portal = fakePortal()
    renderWithProviders(<MappingOptionsSection chatbotId="cb" mappingId="m-shift" mayEdit />, 'en-US')
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Store the answer Day' }))
    await waitFor(() =>
      expect(sent(portal, 'UpdateAtsMappingOption')).toEqual([
        { id: 'mo-day', doStoreValue: false, atsOptionId: null },
      ]),
    )
    fireEvent.click(screen.getByRole('button', { name: 'Remove answer Day' }))
    await waitFor(() => expect(sent(portal, 'DeleteAtsMappingOption')).toEqual([{ id: 'mo-day' }]))
  })

  it('offers no new answer to someone who may not edit', async () => {
    fakePortal()
    renderWithProviders(<MappingOptionsSection chatbotId="cb" mappingId="m-shift" mayEdit={false} />, 'en-US')
    expect(await screen.findByTestId('ats-mapping-options')).toBeTruthy()
    expect(screen.queryByTestId('ats-mapping-option-new')).toBeNull()
  })

  it('keeps the add busy while an ATS option is being saved, so a click then is never silently dropped', async () => {
    let answer = () => {}
    const saved = new Promise<void>((resolve) => (answer = resolve))
    const portal = installFakePortal({
      'api:graphql': async (input) => {
        const { document } = input as { document: string }
        if (document.includes('CreateAtsOption')) {
          await saved
          return { createAtsOption: ok }
        }
        return {
          mainChatbot: { id: 'cb', ats: 'OTYS', supportsMappingCreation: true },
          creatableAtsEntities: [],
          atsMappings: [mapping],
        }
      },
    })
    renderWithProviders(<MappingOptionsSection chatbotId="cb" mappingId="m-shift" mayEdit />, 'en-US')
    const value = await screen.findByTestId('ats-option-new-value', {}, { timeout: 20_000 })
    fireEvent.change(value, { target: { value: 'DAY' } })
    const add = screen.getByTestId('ats-option-add')
    fireEvent.click(add)
    await waitFor(() => expect(add).toBeDisabled())
    answer()
    await waitFor(() => expect(sent(portal, 'CreateAtsOption')).toHaveLength(1))
    fireEvent.change(value, { target: { value: 'EVENING' } })
    await waitFor(() => expect(add).toBeEnabled())
  })
})

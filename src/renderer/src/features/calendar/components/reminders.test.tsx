import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import type { EventConfiguration } from '../api/calendar-users'
import { EventConfigurations } from './event-configurations'

const configuration: EventConfiguration = {
  id: 'evc-1',
  name: 'Kennismakingsgesprek',
  color: '#4b0082',
  duration: 30,
  location: 'GOOGLE_MEET',
  customLocation: '',
  isEnabled: true,
  reminders: [],
  subject: [],
  description: [],
  customLocationTranslations: [],
  defaultAttendees: [],
  scalarNameSelector: null,
  selectorValues: [],
}

function portalAnswering() {
  const sent: { document: string; variables: Record<string, unknown> }[] = []
  installFakePortal({
    'api:graphql': async (input) => {
      const call = input as { document: string; variables: Record<string, unknown> }
      sent.push(call)
      // Slow enough that a double click arrives while the first save is under way.
      await new Promise((resolve) => setTimeout(resolve, 50))
      return {
        updateEventConfiguration: {
          ok: true,
          code: null,
          errorMessage: null,
          errors: [],
          eventConfiguration: { ...configuration, reminders: [30] },
        },
      }
    },
  })
  return sent
}

const openEditor = async (language: 'nl-NL' | 'en-US') => {
  renderWithProviders(<EventConfigurations configurations={[configuration]} mayConfigure />, language)
  await userEvent.click(await screen.findByTestId('configuration-edit'))
}

// Typing into a few fields takes a second or two on an idle machine; the limit is for a loaded one.
describe('reminders of a kind of appointment (spec 000 §6)', () => {
  it('adds another reminder only once the first is filled, and refuses negative minutes', async () => {
    const sent = portalAnswering()
    await openEditor('en-US')
    await userEvent.click(screen.getByTestId('reminder-add'))
    expect(screen.getByTestId('reminder-add')).toBeDisabled()
    expect(screen.getByTestId('reminder-add-blocked')).toHaveTextContent(
      'Fill in the first reminder before adding another.',
    )
    await userEvent.type(screen.getByTestId('reminder-minutes'), '-5')
    expect(screen.getByTestId('reminder-add')).toBeEnabled()
    await userEvent.click(screen.getByTestId('configuration-save'))
    expect(screen.getByTestId('reminder-minutes')).toHaveAccessibleDescription('Minutes cannot be negative.')
    expect(sent).toEqual([])
  }, 30_000)

  it('sends the reminder rows once on a double click', async () => {
    const sent = portalAnswering()
    await openEditor('nl-NL')
    await userEvent.click(screen.getByTestId('reminder-add'))
    await userEvent.type(screen.getByTestId('reminder-minutes'), '30')
    await userEvent.dblClick(screen.getByTestId('configuration-save'))
    await waitFor(() => expect(screen.queryByTestId('configuration-modal')).toBeNull())
    expect(sent).toHaveLength(1)
    expect(sent[0]!.variables).toMatchObject({ id: 'evc-1', input: { reminders: [30] } })
  }, 30_000)
})

describe('texts per language and the variable link of a kind of appointment', () => {
  it('refuses a second text in the same language and a variable without values, and sends nothing', async () => {
    const sent = portalAnswering()
    const twice = {
      ...configuration,
      subject: [
        { tags: ['nl'], content: 'Kennismaking' },
        { tags: ['nl'], content: 'Nog een' },
      ],
      scalarNameSelector: 'vestiging',
    }
    renderWithProviders(<EventConfigurations configurations={[twice]} mayConfigure />, 'en-US')
    await userEvent.click(await screen.findByTestId('configuration-edit'))
    await userEvent.click(screen.getByTestId('configuration-save'))
    expect(screen.getAllByTestId('text-content')[1]).toHaveAccessibleDescription(
      'This language already has a text.',
    )
    expect(screen.getByTestId('configuration-values')).toHaveAccessibleDescription(
      /^Add at least one value of the variable\./,
    )
    expect(sent).toEqual([])
  }, 30_000)
})

import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { TestEditor } from './test-editor'

/**
 * The test editor's rules (the shared validator rules) with their messages in both languages: a test needs
 * a name, every step the state the bot waits in, and every step after the first what the candidate writes.
 * Nothing is sent while a rule fails.
 */
const texts = {
  'nl-NL': {
    name: 'Geef de test een naam.',
    state: 'Kies de state waarin de bot wacht.',
    input: 'Vul in wat de kandidaat schrijft.',
  },
  'en-US': {
    name: 'Give the test a name.',
    state: 'Choose the state the bot waits in.',
    input: 'Fill in what the candidate writes.',
  },
} as const

describe.each(['nl-NL', 'en-US'] as const)('the validator test editor (%s)', (language) => {
  it('names every missing field of a new test with two steps and saves nothing', async () => {
    const saves: unknown[] = []
    installFakePortal({
      'api:graphql': (input) => {
        const { document, variables } = input as { document: string; variables: unknown }
        if (/mutation/.test(document)) {
          saves.push(variables)
          return {}
        }
        // The state list is not what these rules are about.
        throw { code: 'internal', message: 'not in this test' }
      },
    })
    renderWithProviders(
      <TestEditor chatbotId="talentbrug-werving" test={null} opened onClose={() => {}} />,
      language,
    )
    fireEvent.click(await screen.findByTestId('add-step'))
    fireEvent.click(screen.getByTestId('save-test'))
    const x = texts[language]
    await waitFor(() => expect(screen.getByText(x.name)).toBeTruthy())
    expect(screen.getAllByText(x.state)).toHaveLength(2)
    expect(screen.getByText(x.input)).toBeTruthy()
    expect(saves).toEqual([])
  }, 20_000)
})

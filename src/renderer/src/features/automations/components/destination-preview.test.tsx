import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { DestinationPreview, destinationPreviewLimit } from './destination-preview'

/**
 * The destination getter from the schedule: asked only on the click, it names how many the saved targets
 * reach and the first few; a failure says the spec's 'Something went wrong'.
 */
function fakeServer(count: number | 'fails') {
  const asked: unknown[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (!/executeDestinationGetter/.test(document)) throw { code: 'internal', message: 'not here' }
      asked.push(variables)
      if (count === 'fails') throw { code: 'internal', message: 'broken' }
      return {
        executeDestinationGetter: Array.from({ length: count }, (_, i) => ({
          id: `cand-${i + 1}`,
          name: `Kandidaat ${i + 1}`,
          phoneNumber: `+316000000${String(i + 1).padStart(2, '0')}`,
        })),
      }
    },
  })
  return { asked }
}

describe.each([
  ['nl-NL', 'Nu 12 kandidaten:', 'en nog 2', 'Er is iets fout gegaan'],
  ['en-US', '12 candidates now:', 'and 2 more', 'Something went wrong'],
] as const)('who a broadcast reaches now (%s)', (language, count, more, failed) => {
  it('asks the server only on the click and names the first ones', async () => {
    const { asked } = fakeServer(12)
    renderWithProviders(<DestinationPreview chatbotId="cb" broadcastId="bc-1" />, language)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(asked).toEqual([])
    fireEvent.click(screen.getByTestId('destination-show'))
    expect(await screen.findByText(count)).toBeTruthy()
    expect(asked).toEqual([{ broadcastId: 'bc-1' }])
    expect(screen.getAllByRole('listitem')).toHaveLength(destinationPreviewLimit)
    expect(screen.getByText('Kandidaat 1 · +31600000001')).toBeTruthy()
    expect(screen.getByText(more)).toBeTruthy()
  }, 20_000)

  it("says 'Something went wrong' when the getter fails", async () => {
    fakeServer('fails')
    renderWithProviders(<DestinationPreview chatbotId="cb" broadcastId="bc-1" />, language)
    fireEvent.click(screen.getByTestId('destination-show'))
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(failed))
  }, 20_000)
})

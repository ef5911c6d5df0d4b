import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { CloneModal } from './clone-modal'

/**
 * Cloning an automation: the name rules of an import checked before anything is sent, the server's
 * refusal of an existing name on the field, and the clone opened when it is made.
 */
function fakeServer() {
  const clones: unknown[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: { name: string } }
      if (!/cloneCampaign/.test(document)) throw { code: 'internal', message: 'not here' }
      clones.push(variables)
      return variables.name === 'Herinnering gesprek'
        ? {
            cloneCampaign: {
              ok: false,
              errorMessage: 'An automation with this name already exists.',
              errors: [{ field: 'name', messages: ['nameDuplicate'] }],
              campaign: null,
            },
          }
        : { cloneCampaign: { ok: true, errorMessage: null, errors: [], campaign: { id: 'cp-2' } } }
    },
  })
  return { clones }
}

describe.each([
  ['nl-NL', 'Herinnering gesprek kopie', 'Er bestaat al een automatisering met deze naam.'],
  ['en-US', 'Herinnering gesprek copy', 'An automation with this name already exists.'],
] as const)('cloning an automation (%s)', (language, defaultName, duplicate) => {
  it('offers a name, refuses special characters and an existing name, then opens the clone', async () => {
    const { clones } = fakeServer()
    const onCloned = vi.fn()
    renderWithProviders(
      <CloneModal
        chatbotId="cb"
        campaign={{ id: 'cp-1', name: 'Herinnering gesprek' }}
        onClose={() => {}}
        onCloned={onCloned}
      />,
      language,
    )
    const name = (await screen.findByTestId('automation-clone-name')) as HTMLInputElement
    expect(name.value).toBe(defaultName)
    const submit = screen.getByTestId('automation-clone-submit')
    fireEvent.change(name, { target: { value: 'Kopie (2)' } })
    fireEvent.click(submit)
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'))
    expect(clones).toEqual([])
    fireEvent.change(name, { target: { value: 'Herinnering gesprek' } })
    fireEvent.click(submit)
    expect(await screen.findByText(duplicate)).toBeTruthy()
    fireEvent.change(name, { target: { value: 'Herinnering tweede gesprek' } })
    fireEvent.click(submit)
    await waitFor(() => expect(onCloned).toHaveBeenCalledWith('cp-2'))
    expect(clones).toEqual([
      { id: 'cp-1', name: 'Herinnering gesprek' },
      { id: 'cp-1', name: 'Herinnering tweede gesprek' },
    ])
  }, 20_000)
})

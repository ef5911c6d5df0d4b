import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithProviders, testSessionInfo, testUser } from '../../../test-utils'
import { OptionTranslations } from './option-translations'
import { StateTagsSection } from './state-tags'
import { TagsModal } from './tags-modal'

/** Every call the screen sends, by its first field; queries answer from `data`, mutations with ok. */
function fakeServer(data: Record<string, unknown>) {
  const sent: [string, unknown][] = []
  const user = testUser()
  installFakePortal({
    'session:get-info': () =>
      testSessionInfo({
        state: { status: 'signed-in', user, chatbotId: user.chatbots[0]!.id, passwordResetRequired: false },
      }),
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (document.trimStart().startsWith('query')) {
        const fields = Object.keys(data).filter((field) => new RegExp(`\\b${field}\\b`).test(document))
        return Object.fromEntries(fields.map((field) => [field, data[field]]))
      }
      const field = /mutation[^{]*\{\s*(\w+)/.exec(document)?.[1] ?? 'unknown'
      sent.push([field, variables])
      return { [field]: { ok: true, errors: [], translation: { id: 'tr-new' } } }
    },
  })
  return sent
}

const tags = [
  { id: 'tg-1', kind: 'TONE', content: 'Informeel', color: '#0ea5e9' },
  { id: 'tg-2', kind: 'CHANNEL', content: 'WhatsApp', color: '#22c55e' },
]

describe("the chatbot's tags", { timeout: 30_000 }, () => {
  beforeAll(() => void (Element.prototype.scrollIntoView = () => undefined))

  it('adds a tag with its kind and colour once, however often Add is clicked; a blank name sends nothing', async () => {
    const sent = fakeServer({ allTags: tags })
    renderWithProviders(<TagsModal onClose={() => {}} />, 'nl-NL')
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findAllByTestId('tag')).toHaveLength(2)
    fireEvent.click(within(dialog).getByTestId('tag-add'))
    expect(await within(dialog).findAllByText('Vul dit veld in.')).toHaveLength(2)
    expect(sent).toEqual([])
    fireEvent.change(within(dialog).getByTestId('tag-content'), { target: { value: 'Formeel' } })
    fireEvent.change(within(dialog).getByTestId('tag-kind'), { target: { value: 'TONE' } })
    fireEvent.click(within(dialog).getByTestId('tag-add'))
    fireEvent.click(within(dialog).getByTestId('tag-add'))
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent).toEqual([['createTag', { content: 'Formeel', kind: 'TONE', color: '#0ea5e9' }]])
  })

  it('renames a tag when its field is left and deletes one', async () => {
    const sent = fakeServer({ allTags: tags })
    renderWithProviders(<TagsModal onClose={() => {}} />, 'en-US')
    const dialog = await screen.findByRole('dialog')
    const [first] = await within(dialog).findAllByTestId('tag')
    const name = within(first!).getByTestId('tag-rename')
    fireEvent.change(name, { target: { value: 'Jij-vorm' } })
    fireEvent.blur(name)
    await waitFor(() => expect(sent).toEqual([['updateTag', { id: 'tg-1', content: 'Jij-vorm' }]]))
    fireEvent.click(within(first!).getByRole('button', { name: 'Delete tag Informeel' }))
    await waitFor(() => expect(sent[1]).toEqual(['deleteTag', { id: 'tg-1' }]))
  })
})

describe("a state's variable and tags", { timeout: 30_000 }, () => {
  beforeAll(() => void (Element.prototype.scrollIntoView = () => undefined))

  const data = (variableId: string | null) => ({
    state: { id: 'st-1', scalarName: variableId ? { id: variableId } : null },
    allScalarnames: [
      { id: 'sn-1', name: 'rijbewijs', humanReadableName: 'Rijbewijs', tags: [{ id: 'tg-1' }] },
      { id: 'sn-2', name: 'woonplaats', humanReadableName: 'Woonplaats', tags: [] },
    ],
    allTags: tags,
  })

  it('without a variable offers no tags; choosing one stores the answer there (stateMutation)', async () => {
    const sent = fakeServer(data(null))
    renderWithProviders(<StateTagsSection stateId="st-1" />, 'en-US')
    await screen.findByTestId('state-tags')
    expect(screen.getByTestId('state-tags-select')).toBeDisabled()
    expect(screen.getByText('Choose a variable first.')).toBeTruthy()
    fireEvent.click(screen.getByTestId('state-variable'))
    fireEvent.click(await screen.findByText('Woonplaats {woonplaats}'))
    await waitFor(() => expect(sent).toEqual([['stateMutation', { id: 'st-1', scalarName: 'sn-2' }]]))
  })

  it("shows the variable's tags and saves a change with updateScalarName", async () => {
    const sent = fakeServer(data('sn-1'))
    renderWithProviders(<StateTagsSection stateId="st-1" />, 'nl-NL')
    await screen.findByTestId('state-tags')
    fireEvent.click(screen.getByTestId('state-tags-select'))
    fireEvent.click(await screen.findByRole('option', { name: 'WhatsApp' }))
    await waitFor(() =>
      expect(sent).toEqual([['updateScalarName', { id: 'sn-1', tagsId: ['tg-1', 'tg-2'] }]]),
    )
  })
})

describe("an answer's translated description", { timeout: 30_000 }, () => {
  const data = {
    state: null,
    builderSettings: { languages: ['nl-NL', 'en-US'] },
    allTranslations: [
      { id: 'tr-1', field: 'OPTION_DESCRIPTION', languageTag: 'nl-NL', content: 'Met rijbewijs B' },
    ],
  }
  const open = async () => {
    renderWithProviders(<OptionTranslations optionId="op-1" stateId="st-1" />, 'en-US')
    const blocks = await screen.findAllByTestId('option-translation')
    expect(blocks.map((b) => b.dataset['language'])).toEqual(['nl-NL', 'en-US'])
    return blocks
  }

  it('is created in a language after the 2,000 ms for options, not before, once, with the last text', async () => {
    const sent = fakeServer(data)
    const [, english] = await open()
    const title = within(english!).getByTestId('translation-OPTION_DESCRIPTION_TITLE')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.change(title, { target: { value: 'Driving' } })
      await act(() => vi.advanceTimersByTimeAsync(1000))
      fireEvent.change(title, { target: { value: 'Driving licence' } })
      await act(() => vi.advanceTimersByTimeAsync(1999))
      expect(sent).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(sent).toEqual([
        [
          'createTranslation',
          {
            ownerId: 'op-1',
            field: 'OPTION_DESCRIPTION_TITLE',
            languageTag: 'en-US',
            content: 'Driving licence',
          },
        ],
      ])
      // Written again: the text now stored is changed, not created twice.
      fireEvent.change(title, { target: { value: 'Driving licence B' } })
      await act(() => vi.advanceTimersByTimeAsync(2000))
      expect(sent[1]).toEqual(['updateTranslation', { id: 'tr-new', content: 'Driving licence B' }])
    } finally {
      vi.useRealTimers()
    }
  })

  it('shows a stored text in its language and removes it when emptied', async () => {
    const sent = fakeServer(data)
    const [dutch] = await open()
    const description = within(dutch!).getByTestId('translation-OPTION_DESCRIPTION')
    expect(description).toHaveValue('Met rijbewijs B')
    fireEvent.change(description, { target: { value: '  ' } })
    await waitFor(() => expect(sent).toEqual([['deleteTranslation', { id: 'tr-1' }]]), { timeout: 4000 })
  })
})

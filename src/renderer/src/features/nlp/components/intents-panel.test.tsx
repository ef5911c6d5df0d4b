import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { installFakePortal, renderWithProviders } from '../../../test-utils'
import { IntentsPanel } from './intents-panel'

/**
 * The spec's debounces for the NLP editors (spec 000 §9 and 001 §9): intents 1,300 ms, sentences and
 * keywords 1,500 ms. Each: nothing is sent just before the time, one call at the time with the last
 * text, and edits within the window are that one call.
 */
const intents = [
  {
    id: 'in-1',
    name: 'solliciteren',
    sentences: [{ id: 'se-1', text: 'ik wil solliciteren' }],
    keywords: [{ id: 'kw-1', text: 'vacature' }],
  },
]

function fakeServer() {
  const sent: { mutation: string; variables: unknown }[] = []
  installFakePortal({
    'api:graphql': (input) => {
      const { document, variables } = input as { document: string; variables: unknown }
      if (document.includes('allIntents')) return { allIntents: intents }
      const mutation = /mutation[^{]*\{\s*(\w+)/.exec(document)?.[1] ?? 'unknown'
      sent.push({ mutation, variables })
      return { [mutation]: { id: 'x' } }
    },
  })
  return sent
}

const cases = [
  {
    name: 'an intent’s name',
    ms: 1300,
    field: () => screen.getByTestId('intent-name'),
    texts: ['sollicitatie', 'solliciteren nu'],
    mutation: 'updateIntent',
    variables: { id: 'in-1', name: 'solliciteren nu' },
  },
  {
    name: 'a training sentence',
    ms: 1500,
    field: () => within(screen.getByTestId('sentence-row')).getByRole('textbox'),
    texts: ['ik wil graag', 'ik wil graag reageren'],
    mutation: 'updateSentence',
    variables: { id: 'se-1', text: 'ik wil graag reageren' },
  },
  {
    name: 'a keyword',
    ms: 1500,
    field: () => within(screen.getByTestId('keyword-row')).getByRole('textbox'),
    texts: ['baan', 'baantje'],
    mutation: 'updateKeyword',
    variables: { id: 'kw-1', text: 'baantje' },
  },
] as const

describe.each(cases)('editing $name', ({ ms, field, texts, mutation, variables }) => {
  it(`is saved once, ${ms} ms after the last edit, with the last text`, async () => {
    const sent = fakeServer()
    renderWithProviders(<IntentsPanel chatbotId="cb-1" selected="in-1" onSelect={() => {}} />, 'nl-NL')
    await screen.findByTestId('intent-editor')
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    try {
      fireEvent.change(field(), { target: { value: texts[0] } })
      await act(() => vi.advanceTimersByTimeAsync(ms - 300))
      fireEvent.change(field(), { target: { value: texts[1] } })
      await act(() => vi.advanceTimersByTimeAsync(ms - 1))
      expect(sent).toEqual([])
      await act(() => vi.advanceTimersByTimeAsync(1))
      expect(sent).toEqual([{ mutation, variables }])
      await act(() => vi.advanceTimersByTimeAsync(ms * 3))
      expect(sent).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  }, 30_000)
})

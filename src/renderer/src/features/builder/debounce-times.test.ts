import { describe, expect, it } from 'vitest'
import { builderDebounceMs } from '@shared/domain/builder'
import { debounceMs } from '../../lib/debounce-times'

/**
 * Spec 000 §9 and 001 §9 "Debounces": options 2000 ms, sentences 1500 ms, intents 1300 ms, keywords 1500 ms,
 * state and option order 2000 ms, flow and state group order 2000 ms. The builder's saves (the option
 * drawer, the answer, state, question and flow order) and the NLP editors take their delay from here.
 * That each screen waits that long, sends once and folds the edits of the window into that one call is
 * shown beside each: option-drawer.test.tsx, answer-order.test.tsx, saved-order.test.tsx and the NLP
 * area's intents-panel.test.tsx.
 */
describe("the builder's and the NLP editors' debounce times", () => {
  it('are the spec’s', () => {
    expect({
      options: debounceMs.options,
      stateOrder: debounceMs.stateOrder,
      optionOrder: debounceMs.optionOrder,
      stateGroupOrder: debounceMs.stateGroupOrder,
      flowOrder: debounceMs.flowOrder,
      intents: debounceMs.intents,
      sentences: debounceMs.sentences,
      keywords: debounceMs.keywords,
    }).toEqual({
      options: 2000,
      stateOrder: 2000,
      optionOrder: 2000,
      stateGroupOrder: 2000,
      flowOrder: 2000,
      intents: 1300,
      sentences: 1500,
      keywords: 1500,
    })
  })

  it('are the same in the screens as in the shared builder rules', () => {
    for (const [name, ms] of Object.entries(builderDebounceMs))
      expect(debounceMs[name as keyof typeof builderDebounceMs], name).toBe(ms)
  })
})

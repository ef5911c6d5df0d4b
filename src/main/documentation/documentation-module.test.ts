import { describe, expect, it } from 'vitest'
import { documentationOf } from './documentation-module'

const store = {
  nl: {
    sections: [
      { id: 'builder', title: 'De builder', summary: 'Flows', body: 'Bouw flows.' },
      { id: 'Bad Id', title: 'Geen geldige id', body: 'x' },
      { id: 'inbox', title: '', body: 'geen titel' },
      { id: 'builder', title: 'Dubbel', body: 'tweede builder' },
      'geen artikel',
      { id: 'nlp', title: 'NLP', body: 'Intenties.' },
    ],
  },
  en: { sections: [{ id: 'builder', title: 'The builder', summary: '', body: 'Build flows.' }] },
}

describe('documentation from the realtime store', () => {
  it('takes the asked language, in the store’s order, leaving out malformed and repeated articles', () => {
    expect(documentationOf(store, 'nl-NL')).toEqual([
      { id: 'builder', title: 'De builder', summary: 'Flows', body: 'Bouw flows.' },
      { id: 'nlp', title: 'NLP', summary: '', body: 'Intenties.' },
    ])
    expect(documentationOf(store, 'en-US').map((a) => a.title)).toEqual(['The builder'])
  })

  it('falls back to Dutch when the language is missing, and answers [] for anything else', () => {
    expect(documentationOf({ nl: store.nl }, 'en-US').map((a) => a.id)).toEqual(['builder', 'nlp'])
    expect(documentationOf(null, 'nl-NL')).toEqual([])
    expect(documentationOf({ nl: { sections: 'nope' } }, 'nl-NL')).toEqual([])
  })
})

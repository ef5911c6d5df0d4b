import { describe, expect, it } from 'vitest'
import { bodyBlocks, searchArticles, searchTerms } from './search'

const article = (id: string, title: string, body: string, summary = '') => ({ id, title, summary, body })
const articles = [
  article('builder', 'De builder', 'Bouw flows met vragen. Test ze in de validator.'),
  article('validator', 'De validator', 'Speel gesprekken na.'),
  article('calendar', 'Agenda en afspraken', 'Koppel je agenda.', 'Plan een café-afspraak'),
]

describe('documentation search', () => {
  it('answers every article, in order, for a blank query', () => {
    expect(searchArticles(articles, '  ').map((a) => a.id)).toEqual(['builder', 'validator', 'calendar'])
  })

  it('searches title, summary and body, and puts title matches first', () => {
    expect(searchArticles(articles, 'validator').map((a) => a.id)).toEqual(['validator', 'builder'])
    expect(searchArticles(articles, 'gesprekken').map((a) => a.id)).toEqual(['validator'])
  })

  it('needs every word, ignoring case and accents', () => {
    expect(searchArticles(articles, 'KOPPEL cafe').map((a) => a.id)).toEqual(['calendar'])
    expect(searchArticles(articles, 'koppel flows')).toEqual([])
    expect(searchTerms(' Café  Agenda ')).toEqual(['cafe', 'agenda'])
  })
})

describe('article body', () => {
  it('splits paragraphs on blank lines and lines starting with "- " into a list, as plain text', () => {
    expect(bodyBlocks('Eerste\nregel.\n\n- een\n- <b>twee</b>\r\n\r\nSlot')).toEqual([
      { kind: 'paragraph', text: 'Eerste regel.' },
      { kind: 'list', items: ['een', '<b>twee</b>'] },
      { kind: 'paragraph', text: 'Slot' },
    ])
  })
})

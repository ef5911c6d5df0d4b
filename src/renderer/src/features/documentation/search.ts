import type { DocumentationArticle } from '@shared/ipc/documentation'

/** Lower case without accents, so "cafe" finds "café" and "Agenda" finds "agenda". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('nl-NL')
}

/** The search's words: what the user typed, folded, split on white space; nothing for blank input. */
export function searchTerms(query: string): string[] {
  return fold(query).split(/\s+/).filter(Boolean)
}

/**
 * The articles that hold every word of `query` in their title, summary or body, those with all words in the
 * title first, then in the store's order. A blank query answers every article.
 */
export function searchArticles(
  articles: readonly DocumentationArticle[],
  query: string,
): DocumentationArticle[] {
  const terms = searchTerms(query)
  if (terms.length === 0) return [...articles]
  const hits = articles.flatMap((article, index) => {
    const title = fold(article.title)
    const all = `${title}\n${fold(article.summary)}\n${fold(article.body)}`
    if (!terms.every((term) => all.includes(term))) return []
    return [{ article, index, inTitle: terms.every((term) => title.includes(term)) }]
  })
  hits.sort((a, b) => Number(b.inTitle) - Number(a.inTitle) || a.index - b.index)
  return hits.map((hit) => hit.article)
}

export type BodyBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: string[] }

/**
 * An article's body as blocks of plain text: paragraphs separated by a blank line, lines starting with
 * "- " as a list. Nothing is parsed as markup: the blocks are shown as React text.
 */
export function bodyBlocks(body: string): BodyBlock[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .flatMap((chunk): BodyBlock[] => {
      const lines = chunk.split('\n').map((l) => l.trim())
      if (lines.every((l) => l.startsWith('- ')))
        return [{ kind: 'list', items: lines.map((l) => l.slice(2).trim()) }]
      return [{ kind: 'paragraph', text: lines.join(' ') }]
    })
}

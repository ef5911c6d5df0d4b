import { XMLParser } from 'fast-xml-parser'
import sanitizeHtml from 'sanitize-html'
import { blogArticleCount } from '@shared/domain/analytics'
import type { BlogArticle } from '@shared/ipc/dashboard'

/** Tags a snippet may keep; every attribute goes, so no handler, style or link survives in it. */
const snippetTags = ['p', 'br', 'strong', 'b', 'em', 'i']
const maxSnippetLength = 600
const maxTitleLength = 300

/** An http(s) address, or null (javascript:, data:, relative and malformed addresses are dropped). */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null
  } catch {
    return null
  }
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value
  if (typeof value === 'number') return String(value)
  if (value && typeof value === 'object' && '#text' in value)
    return text((value as { '#text': unknown })['#text'])
  return ''
}

/** Plain text of a title: tags removed, entities decoded once, whitespace folded. */
const plain = (value: string) =>
  sanitizeHtml(value, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

const snippetOptions: sanitizeHtml.IOptions = {
  allowedTags: snippetTags,
  allowedAttributes: {},
  // Script and style bodies go with their tags instead of showing as text.
  nonTextTags: ['script', 'style', 'textarea', 'noscript', 'iframe'],
}

/**
 * A sanitised snippet over the limit becomes its text, still escaped, cut at the limit. Escaped markup is
 * text the feed wants shown as text: decoding it before cutting turned `&lt;img onerror&gt;` into a live tag
 * (SEC-14). The cut never splits an entity, and the result goes through the sanitiser once more, so what
 * leaves main is always the sanitiser's output.
 */
function shorten(snippet: string): string {
  if (snippet.length <= maxSnippetLength) return snippet
  const escapedText = sanitizeHtml(snippet, { allowedTags: [], allowedAttributes: {} })
    .replace(/\s+/g, ' ')
    .trim()
  const cut = escapedText.slice(0, maxSnippetLength - 1).replace(/&[#a-z0-9]*$/i, '')
  return sanitizeHtml(`${cut}…`, snippetOptions)
}

/**
 * Parses an RSS 2.0 or Atom feed with fast-xml-parser (no entity expansion beyond XML's own, no DTD), and
 * sanitises every article with sanitize-html: the snippet keeps a few inline tags and no attributes, the
 * title is plain text, link and image only http(s). The 5 newest, newest first; an unreadable feed is [].
 */
export function parseBlogFeed(xml: string): BlogArticle[] {
  let doc: Record<string, unknown>
  try {
    doc = new XMLParser({
      ignoreAttributes: false,
      attributeNamePrefix: '@',
      processEntities: true,
      htmlEntities: false,
      cdataPropName: false,
    }).parse(xml) as Record<string, unknown>
  } catch {
    return []
  }
  const list = (value: unknown): Record<string, unknown>[] =>
    (Array.isArray(value) ? value : value ? [value] : []).filter(
      (v): v is Record<string, unknown> => typeof v === 'object' && v !== null,
    )
  const rss = (doc['rss'] as Record<string, unknown> | undefined)?.['channel'] as
    Record<string, unknown> | undefined
  const atom = doc['feed'] as Record<string, unknown> | undefined
  const items = rss ? list(rss['item']) : list(atom?.['entry'])
  const articles = items.map((item, index) => {
    const enclosure = list(item['enclosure'])[0]
    const media = list(item['media:content'])[0] ?? list(item['media:thumbnail'])[0]
    const atomLink = list(item['link']).find((l) => typeof l['@href'] === 'string')
    const date = Date.parse(text(item['pubDate'] ?? item['updated'] ?? item['published']))
    const snippet = sanitizeHtml(
      text(item['description'] ?? item['summary'] ?? item['content']),
      snippetOptions,
    ).trim()
    return {
      index,
      article: {
        title: plain(text(item['title'])).slice(0, maxTitleLength),
        link: safeUrl(atomLink ? atomLink['@href'] : text(item['link'])),
        snippet: shorten(snippet),
        img: safeUrl(enclosure?.['@url'] ?? media?.['@url']),
        publishedAt: Number.isFinite(date) ? new Date(date).toISOString() : null,
      } satisfies BlogArticle,
    }
  })
  return articles
    .filter(({ article }) => article.title !== '')
    .sort((a, b) => {
      const da = a.article.publishedAt ?? ''
      const db = b.article.publishedAt ?? ''
      return da === db ? a.index - b.index : da < db ? 1 : -1
    })
    .slice(0, blogArticleCount)
    .map(({ article }) => article)
}

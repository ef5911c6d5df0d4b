import { describe, expect, it } from 'vitest'
import { parseBlogFeed, safeUrl } from './blog-feed'

const item = (fields: string) => `<item>${fields}</item>`
const rss = (...items: string[]) =>
  `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>${items.join('')}</channel></rss>`

describe('parseBlogFeed', () => {
  it('keeps the 5 newest articles, newest first, with snippet, link, title and image', () => {
    const feed = rss(
      ...[3, 1, 7, 2, 5, 4, 6].map((d) =>
        item(
          `<title>Artikel ${d}</title><link>https://blog.example/${d}</link><pubDate>${new Date(Date.UTC(2026, 0, d)).toUTCString()}</pubDate><description><![CDATA[<p>Tekst <strong>${d}</strong></p>]]></description><enclosure url="https://blog.example/${d}.jpg" type="image/jpeg"/>`,
        ),
      ),
    )
    const articles = parseBlogFeed(feed)
    expect(articles.map((a) => a.title)).toEqual([
      'Artikel 7',
      'Artikel 6',
      'Artikel 5',
      'Artikel 4',
      'Artikel 3',
    ])
    expect(articles[0]).toEqual({
      title: 'Artikel 7',
      link: 'https://blog.example/7',
      snippet: '<p>Tekst <strong>7</strong></p>',
      img: 'https://blog.example/7.jpg',
      publishedAt: '2026-01-07T00:00:00.000Z',
    })
  })

  it('sanitises a malicious feed: no script, handler, javascript: or data: address survives', () => {
    const feed = rss(
      item(
        `<title>&lt;img src=x onerror=alert(1)&gt;Gevaarlijk</title><link>javascript:alert(document.cookie)</link><pubDate>Mon, 05 Jan 2026 10:00:00 GMT</pubDate>` +
          `<description><![CDATA[<p onclick="steal()">Hoi<script>alert("xss")</script><img src=x onerror="alert(1)"><a href="javascript:alert(1)">klik</a><iframe src="https://evil.example"></iframe><style>body{display:none}</style></p>]]></description>` +
          `<enclosure url="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=" type="image/svg+xml"/>`,
      ),
    )
    const [article] = parseBlogFeed(feed)
    expect(article).toBeDefined()
    expect(article!.snippet).toBe('<p>Hoiklik</p>')
    expect(article!.title).toBe('Gevaarlijk')
    expect(article!.link).toBeNull()
    expect(article!.img).toBeNull()
    const all = JSON.stringify(article)
    for (const bad of [
      '<script',
      'onerror',
      'onclick',
      'javascript:',
      'data:',
      '<iframe',
      '<style',
      '<img',
      '<a ',
    ])
      expect(all).not.toContain(bad)
  })

  it('shortens a snippet over 600 characters without decoding escaped markup back into tags', () => {
    // Escaped markup is text in the feed; the old shortening decoded it into live tags (SEC-14).
    const hostile =
      '&lt;img src=x onerror="fetch(\'https://evil.example/t\')"&gt;' +
      '&lt;a href="https://evil.example/sign-in"&gt;Log opnieuw in&lt;/a&gt;' +
      '&lt;div style="position:fixed;inset:0;z-index:9999"&gt;Sessie verlopen&lt;/div&gt;'
    const feed = rss(
      item(
        `<title>Lang</title><pubDate>Mon, 05 Jan 2026 10:00:00 GMT</pubDate><description><![CDATA[<p>${'Tekst & meer. '.repeat(10)}${hostile}${'x'.repeat(400)}</p>]]></description>`,
      ),
    )
    const [article] = parseBlogFeed(feed)
    expect(article).toBeDefined()
    const snippet = article!.snippet
    expect(snippet.endsWith('…')).toBe(true)
    expect(snippet.length).toBeLessThanOrEqual(600)
    // No tag at all: every < in the shortened snippet is escaped.
    expect(snippet).not.toMatch(/<[a-z/!]/i)
    expect(snippet).toContain('&lt;img src=x onerror=')
    expect(snippet).toContain('&lt;div style=')
    // Never an entity cut in half.
    expect(snippet).not.toMatch(/&[#a-z0-9]*…$/i)
  })

  it('answers [] for a feed that is not XML, and ignores a DTD entity bomb', () => {
    expect(parseBlogFeed('not xml at all <<<')).toEqual([])
    const bomb = `<?xml version="1.0"?><!DOCTYPE r [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>${rss(item('<title>&b;</title>'))}`
    const started = performance.now()
    const result = parseBlogFeed(bomb)
    expect(performance.now() - started).toBeLessThan(1000)
    expect(JSON.stringify(result).length).toBeLessThan(2000)
  })

  it('safeUrl keeps only http(s)', () => {
    expect(safeUrl('https://a.example/x')).toBe('https://a.example/x')
    expect(safeUrl(' JAVASCRIPT:alert(1)')).toBeNull()
    expect(safeUrl('/relative')).toBeNull()
    expect(safeUrl(42)).toBeNull()
  })
})

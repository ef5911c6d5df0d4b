import { describe, expect, it } from 'vitest'
import { parseBlogFeed } from '../../src/main/dashboard/blog-feed'
import { blogFeedXml } from '../../src/sandbox/analytics/blog-feed'

/** The desktop's feed reader (main) on the feed the sandbox serves. */
describe('blog feed: sandbox to main', () => {
  it('reads the sandbox feed: five articles, the hostile ones made harmless', () => {
    const articles = parseBlogFeed(blogFeedXml(Date.parse('2026-03-01T12:00:00Z'), 'http://127.0.0.1:4100'))
    expect(articles).toHaveLength(5)
    expect(articles[1]!.snippet).not.toContain('script')
    expect(articles[2]!.link).toBeNull()
    expect(articles[2]!.img).toBeNull()
    expect(articles[0]!.img).toBe('http://127.0.0.1:4100/blog/images/tips.svg')
    // The long one is shortened to text: its escaped tags stay escaped.
    expect(articles[3]!.snippet).toMatch(/…$/)
    expect(articles[3]!.snippet).toContain('&lt;img')
    expect(articles[3]!.snippet).not.toMatch(/<(img|a|div)\b/)
  })
})

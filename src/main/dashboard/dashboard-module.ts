import type { BlogArticle } from '@shared/ipc/dashboard'
import type { HttpClient } from '../api/http-client'
import type { MainModule } from '../modules/main-module'
import type { SessionModule } from '../session/session-module'
import { parseBlogFeed } from './blog-feed'

const cacheMs = 10 * 60_000

export interface DashboardModuleDeps {
  readonly session: SessionModule['session']
  readonly http: HttpClient
  /** The blog feed's address for this portal server; the portal serves it at /blog/feed.xml. */
  readonly feedUrl?: (origin: string) => string
  readonly now?: () => number
  readonly log: (message: string, detail?: unknown) => void
}

/**
 * The dashboard's blog (spec 000 §2, §9): main fetches the XML feed with a plain GET, parses it with
 * fast-xml-parser and sanitises it with sanitize-html (blog-feed.ts); the renderer gets 5 plain articles.
 * Cached for 10 minutes; forgotten when the user changes. A feed that cannot be read answers [] (logged).
 */
export function createDashboardModule(deps: DashboardModuleDeps): MainModule {
  const now = deps.now ?? Date.now
  const feedUrl = deps.feedUrl ?? ((origin: string) => `${origin}/blog/feed.xml`)
  let cached: { at: number; articles: BlogArticle[] } | null = null
  return {
    name: 'dashboard',
    handlers: {
      dashboard: {
        blogArticles: async () => {
          if (cached && now() - cached.at < cacheMs) return cached.articles
          const connection = (await deps.session).connection()
          if (!connection) return []
          try {
            const response = await deps.http.request({
              method: 'GET',
              url: feedUrl(connection.origin),
              headers: { accept: 'application/rss+xml, application/atom+xml, application/xml, text/xml' },
              timeoutMs: 10_000,
            })
            const articles =
              response.status === 200 && typeof response.body === 'string' ? parseBlogFeed(response.body) : []
            cached = { at: now(), articles }
            return articles
          } catch (error) {
            deps.log('Could not read the blog feed', error)
            return []
          }
        },
      },
    },
    forgetUser() {
      cached = null
    },
  }
}

import * as v from 'valibot'
import type { InterfaceLanguage } from '@shared/domain/languages'
import type { BlogArticle, DashboardContent } from '@shared/ipc/dashboard'
import type { HttpClient } from '../api/http-client'
import { createRealtimeStore } from '../api/realtime-store'
import type { MainModule } from '../modules/main-module'
import type { SessionModule } from '../session/session-module'
import { parseBlogFeed } from './blog-feed'

const cacheMs = 10 * 60_000

export interface DashboardModuleDeps {
  readonly session: SessionModule['session']
  readonly http: HttpClient
  /** Origins IT trusts with tokens besides the portal server (QUALITY SEC-8): the realtime store's token. */
  readonly trustedOrigins: () => readonly string[]
  /** The blog feed's address for this portal server; the portal serves it at /blog/feed.xml. */
  readonly feedUrl?: (origin: string) => string
  readonly now?: () => number
  readonly log: (message: string, detail?: unknown) => void
}

const text = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500))
const stepsSchema = v.object({
  steps: v.array(v.object({ order: v.number(), title: text, done: v.optional(v.boolean(), false) })),
})
const releaseNoteSchema = v.object({ release: text, notes: v.array(text) })

/** The store's per-language node (`nl`, `en`): the asked language, then Dutch, then English (spec 000 §9). */
function inLanguage(node: unknown, language: InterfaceLanguage): unknown {
  if (!node || typeof node !== 'object') return null
  const byLanguage = node as Record<string, unknown>
  const order = [language.slice(0, 2), 'nl', 'en']
  return order.map((key) => byLanguage[key]).find((value) => value !== undefined && value !== null) ?? null
}

/** What the store holds, read leniently: a malformed entry is left out, never the whole card. */
export function dashboardContentOf(
  gettingStarted: unknown,
  releaseNotes: unknown,
  language: InterfaceLanguage,
): DashboardContent {
  const steps = v.safeParse(stepsSchema, inLanguage(gettingStarted, language))
  const notes = Array.isArray(releaseNotes) ? releaseNotes : []
  return {
    gettingStarted: steps.success ? [...steps.output.steps].sort((a, b) => a.order - b.order) : [],
    releaseNotes: notes.flatMap((note) => {
      const parsed = v.safeParse(releaseNoteSchema, note)
      return parsed.success ? [parsed.output] : []
    }),
  }
}

/**
 * The dashboard's data from main (spec 000 §2, §9):
 * - the blog: main fetches the XML feed with a plain GET, parses it with fast-xml-parser and sanitises it
 *   with sanitize-html (blog-feed.ts); the renderer gets 5 plain articles. Cached for 10 minutes; forgotten
 *   when the user changes. A feed that cannot be read answers [] (logged);
 * - getting started and release notes from the realtime store, with the selected chatbot's project token.
 */
export function createDashboardModule(deps: DashboardModuleDeps): MainModule {
  const now = deps.now ?? Date.now
  const feedUrl = deps.feedUrl ?? ((origin: string) => `${origin}/blog/feed.xml`)
  const store = createRealtimeStore(() => deps.session, deps.http, deps.trustedOrigins)
  let cached: { at: number; articles: BlogArticle[] } | null = null
  return {
    name: 'dashboard',
    handlers: {
      dashboard: {
        content: async ({ language }) => {
          const projectId = (await deps.session).selectedChatbot()?.name
          if (!projectId) return null
          const [gettingStarted, releaseNotes] = await Promise.all([
            store.read(projectId, ['gettingStarted']),
            store.read(projectId, ['releaseNotes']),
          ])
          return dashboardContentOf(gettingStarted, releaseNotes, language)
        },
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
      store.forgetTokens()
    },
  }
}

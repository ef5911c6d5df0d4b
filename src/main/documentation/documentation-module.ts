import * as v from 'valibot'
import type { InterfaceLanguage } from '@shared/domain/languages'
import type { DocumentationArticle } from '@shared/ipc/documentation'
import type { HttpClient } from '../api/http-client'
import { createRealtimeStore } from '../api/realtime-store'
import type { MainModule } from '../modules/main-module'
import type { SessionModule } from '../session/session-module'

export interface DocumentationModuleDeps {
  readonly session: SessionModule['session']
  readonly http: HttpClient
  /** Origins IT trusts with tokens besides the portal server (QUALITY SEC-8): the realtime store's token. */
  readonly trustedOrigins: () => readonly string[]
}

/** Bounds that keep one answer far below an IPC message's 64 KiB (QUALITY P-8) whatever the store holds. */
const maxArticles = 40
const line = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max))
const articleSchema = v.object({
  id: v.pipe(line(64), v.regex(/^[a-z0-9-]+$/)),
  title: line(200),
  summary: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
  body: v.pipe(v.string(), v.maxLength(4000)),
})

/** The store's per-language node (`nl`, `en`): the asked language, then Dutch, then English. */
function sectionsIn(node: unknown, language: InterfaceLanguage): unknown[] {
  if (!node || typeof node !== 'object') return []
  const byLanguage = node as Record<string, unknown>
  for (const key of [language.slice(0, 2), 'nl', 'en']) {
    const sections = (byLanguage[key] as { sections?: unknown } | undefined)?.sections
    if (Array.isArray(sections)) return sections
  }
  return []
}

/**
 * What the store holds, read leniently: a malformed article is left out, never the whole screen; an id seen
 * before is left out too (links from the screens name one article).
 */
export function documentationOf(node: unknown, language: InterfaceLanguage): DocumentationArticle[] {
  const seen = new Set<string>()
  const articles: DocumentationArticle[] = []
  for (const section of sectionsIn(node, language)) {
    const parsed = v.safeParse(articleSchema, section)
    if (!parsed.success || seen.has(parsed.output.id)) continue
    seen.add(parsed.output.id)
    articles.push(parsed.output)
    if (articles.length === maxArticles) break
  }
  return articles
}

/** The documentation screen's data: the realtime store's `documentation`, with the selected chatbot's project. */
export function createDocumentationModule(deps: DocumentationModuleDeps): MainModule {
  const store = createRealtimeStore(() => deps.session, deps.http, deps.trustedOrigins)
  return {
    name: 'documentation',
    handlers: {
      documentation: {
        articles: async ({ language }) => {
          const projectId = (await deps.session).selectedChatbot()?.name
          if (!projectId) return null
          return documentationOf(await store.read(projectId, ['documentation']), language)
        },
      },
    },
    forgetUser: () => store.forgetTokens(),
  }
}

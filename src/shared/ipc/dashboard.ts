import * as v from 'valibot'
import { command } from './contract'

/**
 * Spec 000 §3 Blog article (snippet, link, title, img): parsed and sanitised by main from the blog's XML
 * feed. `snippet` is safe HTML (a few inline tags, no attributes); `link` and `img` are http(s) addresses or
 * null; `publishedAt` ISO 8601 or null.
 */
export interface BlogArticle {
  readonly title: string
  readonly link: string | null
  readonly snippet: string
  readonly img: string | null
  readonly publishedAt: string | null
}

export const dashboardContract = {
  /** The 5 latest blog articles (spec §9), newest first; main caches them for 10 minutes per user. */
  blogArticles: command<readonly BlogArticle[]>()('dashboard:blog-articles', v.strictObject({})),
} as const

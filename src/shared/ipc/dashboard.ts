import * as v from 'valibot'
import { interfaceLanguages } from '../domain/languages'
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

/** A step of getting started (the realtime store's `gettingStarted`), in the asked language. */
export interface GettingStartedStep {
  readonly order: number
  readonly title: string
  readonly done: boolean
}

export interface ReleaseNote {
  readonly release: string
  readonly notes: readonly string[]
}

/** The dashboard's content from the realtime store (spec 001 §7.2): getting started and release notes. */
export interface DashboardContent {
  readonly gettingStarted: readonly GettingStartedStep[]
  readonly releaseNotes: readonly ReleaseNote[]
}

export const dashboardContract = {
  /** The 5 latest blog articles (spec §9), newest first; main caches them for 10 minutes per user. */
  blogArticles: command<readonly BlogArticle[]>()('dashboard:blog-articles', v.strictObject({})),
  /**
   * Getting started (steps in order) and release notes (newest first) in the language asked for (Dutch,
   * then English, when a text is missing), read with the selected chatbot's project; null without one.
   */
  content: command<DashboardContent | null>()(
    'dashboard:content',
    v.strictObject({ language: v.picklist(interfaceLanguages) }),
  ),
} as const

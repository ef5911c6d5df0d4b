import * as v from 'valibot'
import { interfaceLanguages } from '../domain/languages'
import { command } from './contract'

/**
 * One help article of the realtime store's `documentation` (spec 000 §1, 001 §7.2), in the asked language.
 * `id` is the area it explains (`builder`, `inbox`, …), so screens link to it. Every field is plain text:
 * the body's paragraphs are separated by a blank line, a line starting with "- " is a list item.
 */
export interface DocumentationArticle {
  readonly id: string
  readonly title: string
  readonly summary: string
  readonly body: string
}

export const documentationContract = {
  /**
   * The help articles in the asked language (Dutch, then English, when the store lacks it), in the store's
   * order, read with the selected chatbot's project; null without a selected chatbot.
   */
  articles: command<readonly DocumentationArticle[] | null>()(
    'documentation:articles',
    v.strictObject({ language: v.picklist(interfaceLanguages) }),
  ),
} as const

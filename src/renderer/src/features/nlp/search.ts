import * as v from 'valibot'

/**
 * The NLP screen's place in the URL: the tab and the chosen intent, so a reload keeps them. Its own module
 * because the route's search validator runs before the screen's chunk loads: importing the page for it would
 * pull the whole screen into the initial bundle (P-1).
 */
export const nlpTabs = ['intents', 'entities', 'try'] as const
export type NlpTab = (typeof nlpTabs)[number]

export const nlpSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(nlpTabs)), undefined),
  intent: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
})

export interface NlpSearch {
  readonly tab?: NlpTab | undefined
  readonly intent?: string | undefined
}

import { setImmediate as yieldToLoop } from 'node:timers/promises'
import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangNl } from '@nlpjs/lang-nl'
import { Nlp } from '@nlpjs/nlp'

/**
 * A chatbot's model, trained with nlp.js: one model per language (Dutch and English). The spec's intents
 * carry no language, so every sentence and keyword trains both models; detection asks both and keeps the
 * best score (docs/decisions.md). Training yields to the event loop between languages and between batches
 * of documents, so the sandbox keeps answering requests while it runs (each step is a few ms for a
 * chatbot's corpus; nlp-model.test.ts measures the longest stall).
 */

/** The model languages: nlp.js locale per language tag. */
export const modelLanguages = { 'nl-NL': 'nl', 'en-US': 'en' } as const
type ModelLanguage = keyof typeof modelLanguages

export interface TrainingCorpus {
  readonly intents: readonly { readonly name: string; readonly texts: readonly string[] }[]
  readonly entities: readonly {
    readonly name: string
    readonly values: readonly { readonly name: string; readonly synonyms: readonly string[] }[]
  }[]
}

/** nlp.js exports per language tag. */
export type ModelExport = Record<string, string>

/** Below this score detection answers no intent. */
export const minimumIntentScore = 0.5

const documentBatch = 50

async function newNlp(locale: string): Promise<Nlp> {
  const container = await containerBootstrap()
  container.use(locale === 'nl' ? LangNl : LangEn)
  return new Nlp({
    languages: [locale],
    autoSave: false,
    autoLoad: false,
    log: false,
    nlu: { log: false },
    container,
  })
}

export class TrainingError extends Error {}

/** Trains both language models; fails when there is nothing to learn (no intent with a text). */
export async function trainModel(corpus: TrainingCorpus): Promise<ModelExport> {
  const documents = corpus.intents.flatMap((intent) =>
    intent.texts.filter((text) => text.trim() !== '').map((text) => ({ intent: intent.name, text })),
  )
  if (new Set(documents.map((d) => d.intent)).size === 0) throw new TrainingError('No training sentences')
  const model: ModelExport = {}
  for (const [tag, locale] of Object.entries(modelLanguages)) {
    const nlp = await newNlp(locale)
    for (let i = 0; i < documents.length; i++) {
      const doc = documents[i] as { intent: string; text: string }
      nlp.addDocument(locale, doc.text, doc.intent)
      if (i % documentBatch === documentBatch - 1) await yieldToLoop()
    }
    for (const entity of corpus.entities)
      for (const value of entity.values)
        nlp.addNerRuleOptionTexts(locale, entity.name, value.name, [value.name, ...value.synonyms])
    await yieldToLoop()
    await nlp.train()
    await yieldToLoop()
    model[tag] = nlp.export(true)
    await yieldToLoop()
  }
  return model
}

export interface Detection {
  readonly intentName: string | null
  readonly score: number
  readonly languageTag: string | null
  readonly entities: { entity: string; option: string; sourceText: string }[]
}

const loaded = new Map<string, Promise<Map<ModelLanguage, Nlp>>>()

/** The models of an export, loaded once per cache key (the chatbot and its publish time). */
function load(cacheKey: string, model: ModelExport): Promise<Map<ModelLanguage, Nlp>> {
  let models = loaded.get(cacheKey)
  if (!models) {
    models = (async () => {
      const result = new Map<ModelLanguage, Nlp>()
      for (const [tag, locale] of Object.entries(modelLanguages) as [ModelLanguage, string][]) {
        const data = model[tag]
        if (!data) continue
        const nlp = await newNlp(locale)
        nlp.import(data)
        result.set(tag, nlp)
        await yieldToLoop()
      }
      return result
    })()
    // Keep a handful: one per chatbot in practice.
    if (loaded.size > 20) loaded.delete(loaded.keys().next().value as string)
    loaded.set(cacheKey, models)
  }
  return models
}

/**
 * The intent of `text` by the model: the best-scoring language (the candidate's first when scores tie),
 * or no intent below `minimumIntentScore` or when nlp.js answers None.
 */
export async function detect(
  cacheKey: string,
  model: ModelExport,
  text: string,
  preferredLanguage?: string | null,
): Promise<Detection> {
  const models = await load(cacheKey, model)
  const order = [...models.keys()].sort((a, b) =>
    a === preferredLanguage ? -1 : b === preferredLanguage ? 1 : 0,
  )
  let best: Detection = { intentName: null, score: 0, languageTag: null, entities: [] }
  for (const tag of order) {
    const nlp = models.get(tag) as Nlp
    const result = await nlp.process(modelLanguages[tag], text)
    const entities = (result.entities ?? []).map(({ entity, option, sourceText }) => ({
      entity,
      option,
      sourceText,
    }))
    if (best.entities.length === 0 && entities.length > 0) best = { ...best, entities }
    if (result.intent && result.intent !== 'None' && result.score > best.score)
      best = { intentName: result.intent, score: result.score, languageTag: tag, entities: best.entities }
  }
  return best.score >= minimumIntentScore ? best : { ...best, intentName: null, languageTag: null }
}

import { createRequire } from 'node:module'
import { setImmediate as yieldToLoop } from 'node:timers/promises'
import { Worker } from 'node:worker_threads'
import { containerBootstrap } from '@nlpjs/core'
import { LangEn } from '@nlpjs/lang-en-min'
import { LangNl } from '@nlpjs/lang-nl'
import { Nlp } from '@nlpjs/nlp'

/**
 * A chatbot's model, trained with nlp.js: one model per language (Dutch and English). The spec's intents
 * carry no language, so every sentence and keyword trains both models; detection asks both and keeps the
 * best score (docs/decisions/nlp.md). Training runs in a worker thread; loading a published model yields
 * between the languages.
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

/**
 * The training itself runs in a worker thread (CommonJS source below, loading nlp.js by the paths this
 * module resolves), so the sandbox's event loop only receives the finished export: requests keep being
 * answered while a model trains (nlp-model.test.ts measures the longest stall).
 */
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads')
const { Nlp } = require(workerData.paths.nlp)
const { containerBootstrap } = require(workerData.paths.core)
const { LangNl } = require(workerData.paths.nl)
const { LangEn } = require(workerData.paths.en)
;(async () => {
  const model = {}
  for (const [tag, locale] of Object.entries(workerData.languages)) {
    const container = await containerBootstrap()
    container.use(locale === 'nl' ? LangNl : LangEn)
    const nlp = new Nlp({ languages: [locale], autoSave: false, autoLoad: false, log: false, nlu: { log: false }, container })
    for (const d of workerData.documents) nlp.addDocument(locale, d.text, d.intent)
    for (const e of workerData.entities)
      for (const v of e.values) nlp.addNerRuleOptionTexts(locale, e.name, v.name, [v.name, ...v.synonyms])
    await nlp.train()
    model[tag] = nlp.export(true)
  }
  parentPort.postMessage(model)
})()
`

const requireHere = createRequire(import.meta.url)
const nlpjsPaths = () => ({
  nlp: requireHere.resolve('@nlpjs/nlp'),
  core: requireHere.resolve('@nlpjs/core'),
  nl: requireHere.resolve('@nlpjs/lang-nl'),
  en: requireHere.resolve('@nlpjs/lang-en-min'),
})

/** A training that takes longer than this fails (the worker is stopped). */
export const trainingTimeoutMs = 120_000

/** Trains both language models; fails when there is nothing to learn (no intent with a text). */
export function trainModel(corpus: TrainingCorpus): Promise<ModelExport> {
  const documents = corpus.intents.flatMap((intent) =>
    intent.texts.filter((text) => text.trim() !== '').map((text) => ({ intent: intent.name, text })),
  )
  if (documents.length === 0) return Promise.reject(new TrainingError('No training sentences'))
  return new Promise<ModelExport>((resolve, reject) => {
    const worker = new Worker(workerSource, {
      eval: true,
      workerData: {
        paths: nlpjsPaths(),
        languages: modelLanguages,
        documents,
        entities: corpus.entities,
      },
    })
    const timer = setTimeout(() => {
      void worker.terminate()
      reject(new TrainingError('Training took too long'))
    }, trainingTimeoutMs)
    timer.unref()
    worker.once('message', (model: ModelExport) => {
      clearTimeout(timer)
      resolve(model)
      void worker.terminate()
    })
    worker.once('error', (error) => {
      clearTimeout(timer)
      reject(error instanceof Error ? error : new TrainingError(String(error)))
    })
    worker.once('exit', (code) => {
      clearTimeout(timer)
      reject(new TrainingError(`Training stopped (exit code ${code})`))
    })
  })
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

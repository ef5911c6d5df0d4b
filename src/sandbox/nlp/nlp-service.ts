import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, max, ne, sql } from 'drizzle-orm'
import {
  findSimilarText,
  intentNameProblem,
  nlpCaps,
  nlpLimits,
  type IntentTexts,
  type PublishingStatus,
  type TrainingStatus,
} from '@shared/domain/nlp'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import { detect, trainModel, type Detection, type ModelExport } from './nlp-model'
import type { SandboxServices } from '../services'
import type { JobKind } from '../jobs'
import { chatbots } from '../chatbots/schema'
import { invisibleCharactersMessage } from '@shared/domain/visible-text'

/**
 * NLP (spec 000 §3 'NLP', §4 'Chatbot publishing', §5 'Intents'; spec 001 §4 'Model training',
 * §7.3 detectIntent and the train status, §7.4 'NLP', §8 'Deletion and model'). Every change to intents or
 * entities makes the model NEEDS_TRAINING. Train learns a draft model with nlp.js in the background on the
 * sandbox clock (training TRAINING → TRAINED or FAILED); Publish makes the draft the model detectIntent
 * answers from (status PUBLISHING → PUBLISHED or ERROR).
 */

type Db = SandboxDb

/** Sandbox-time delays of the background jobs (docs/decisions/nlp.md). */
export const nlpDelays = { trainMs: 2_000, publishMs: 3_000 } as const

const newId = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`

export interface NlpTextGql {
  id: string
  text: string
}
export interface IntentGql {
  id: string
  name: string
  sentences: NlpTextGql[]
  keywords: NlpTextGql[]
}
export interface ListEntityGql {
  id: string
  name: string
  values: { id: string; name: string; synonyms: { id: string; name: string }[] }[]
}
export interface NlpStatusGql {
  status: PublishingStatus
  training: TrainingStatus
  trainedAt: number | null
  publishedAt: number | null
  error: string | null
}

// ---- faults and the edit counter (in memory, per server) ----------------------------------------------

interface NlpRuntime {
  /** Changes per chatbot: a training that finishes after a change does not count as trained. */
  readonly revisions: Map<string, number>
  /** Injected failures per project id: the next training or publishing fails. */
  readonly faults: Map<string, ('TRAIN' | 'PUBLISH')[]>
}
const runtimes = new WeakMap<SandboxServices | Db, NlpRuntime>()
function runtime(key: SandboxServices | Db): NlpRuntime {
  let r = runtimes.get(key)
  if (!r) {
    r = { revisions: new Map(), faults: new Map() }
    runtimes.set(key, r)
  }
  return r
}

export function injectNlpFault(services: SandboxServices, projectId: string, stage: 'TRAIN' | 'PUBLISH') {
  const faults = runtime(services.db).faults
  faults.set(projectId, [...(faults.get(projectId) ?? []), stage])
}

function takeFault(db: Db, projectId: string | null, stage: 'TRAIN' | 'PUBLISH'): boolean {
  const list = projectId === null ? undefined : runtime(db).faults.get(projectId)
  const at = list?.indexOf(stage) ?? -1
  if (!list || at < 0) return false
  list.splice(at, 1)
  return true
}

// ---- reads ----------------------------------------------------------------------------------------

export async function allIntents(db: Db, chatbotId: string): Promise<IntentGql[]> {
  const [intents, texts] = await Promise.all([
    db
      .select()
      .from(t.nlpIntents)
      .where(eq(t.nlpIntents.chatbotId, chatbotId))
      .orderBy(asc(t.nlpIntents.name)),
    db
      .select()
      .from(t.nlpIntentTexts)
      .where(eq(t.nlpIntentTexts.chatbotId, chatbotId))
      .orderBy(asc(t.nlpIntentTexts.position), asc(t.nlpIntentTexts.id)),
  ])
  const byIntent = new Map<string, IntentGql>(
    intents.map((i) => [i.id, { id: i.id, name: i.name, sentences: [], keywords: [] }]),
  )
  for (const row of texts) {
    const intent = byIntent.get(row.intentId)
    if (!intent) continue
    ;(row.kind === 'KEYWORD' ? intent.keywords : intent.sentences).push({ id: row.id, text: row.text })
  }
  return [...byIntent.values()]
}

export async function intent(db: Db, chatbotId: string, id: string): Promise<IntentGql> {
  const found = (await allIntents(db, chatbotId)).find((i) => i.id === id)
  if (!found) throw new ApiError('not_found')
  return found
}

export async function allListEntities(db: Db, chatbotId: string): Promise<ListEntityGql[]> {
  const [entities, values] = await Promise.all([
    db
      .select()
      .from(t.nlpListEntities)
      .where(eq(t.nlpListEntities.chatbotId, chatbotId))
      .orderBy(asc(t.nlpListEntities.name)),
    db
      .select()
      .from(t.nlpEntityValues)
      .where(eq(t.nlpEntityValues.chatbotId, chatbotId))
      .orderBy(asc(t.nlpEntityValues.position), asc(t.nlpEntityValues.id)),
  ])
  const byEntity = new Map<string, ListEntityGql>(
    entities.map((e) => [e.id, { id: e.id, name: e.name, values: [] }]),
  )
  for (const v of values)
    byEntity.get(v.entityId)?.values.push({ id: v.id, name: v.name, synonyms: v.synonyms })
  return [...byEntity.values()]
}

async function modelRow(db: Db, chatbotId: string) {
  const [row] = await db.select().from(t.nlpModels).where(eq(t.nlpModels.chatbotId, chatbotId))
  if (row) return row
  const [created] = await db.insert(t.nlpModels).values({ chatbotId }).onConflictDoNothing().returning()
  if (created) return created
  const [again] = await db.select().from(t.nlpModels).where(eq(t.nlpModels.chatbotId, chatbotId))
  return again as typeof t.nlpModels.$inferSelect
}

export async function nlpTrainStatus(db: Db, chatbotId: string): Promise<NlpStatusGql> {
  const row = await modelRow(db, chatbotId)
  return {
    status: row.status as PublishingStatus,
    training: row.training as TrainingStatus,
    trainedAt: row.trainedAt,
    publishedAt: row.publishedAt,
    error: row.error,
  }
}

// ---- changes --------------------------------------------------------------------------------------

/** A change to what the model learns: the draft is stale, the model needs training. */
async function changed(db: Db, chatbotId: string) {
  const revisions = runtime(db).revisions
  revisions.set(chatbotId, (revisions.get(chatbotId) ?? 0) + 1)
  await modelRow(db, chatbotId)
  await db
    .update(t.nlpModels)
    .set({ training: 'UNTRAINED', draftModel: null, trainedAt: null })
    .where(eq(t.nlpModels.chatbotId, chatbotId))
  // A publish in progress finishes with the draft it took; otherwise the chatbot needs training again.
  await db
    .update(t.nlpModels)
    .set({ status: 'NEEDS_TRAINING' })
    .where(and(eq(t.nlpModels.chatbotId, chatbotId), ne(t.nlpModels.status, 'PUBLISHING')))
}

function cleanName(name: string): string {
  const problem = intentNameProblem(name)
  if (problem === 'required') throw new ApiError('invalid_input', { field: 'name' })
  if (problem === 'too_long') throw new ApiError('invalid_input', { field: 'name' })
  if (problem === 'invisible_characters')
    throw new ApiError('invalid_input', { fields: { name: [invisibleCharactersMessage.en] } })
  return name.trim()
}

function cleanText(text: string, field = 'text'): string {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed.length > nlpLimits.text) throw new ApiError('invalid_input', { field })
  return trimmed
}

async function intentRow(db: Db, chatbotId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.nlpIntents)
    .where(and(eq(t.nlpIntents.chatbotId, chatbotId), eq(t.nlpIntents.id, id)))
  return row ?? null
}

export async function createIntent(db: Db, chatbotId: string, now: number, name: string): Promise<IntentGql> {
  const clean = cleanName(name)
  const existing = await allIntents(db, chatbotId)
  if (existing.some((i) => i.name.toLowerCase() === clean.toLowerCase()))
    throw new ApiError('duplicate_nlp_name', { field: 'name' })
  if (existing.length >= nlpCaps.intents) throw new ApiError('too_many_intents', { field: 'name' })
  const id = newId('in')
  await db.insert(t.nlpIntents).values({ id, chatbotId, name: clean, createdAt: now })
  await changed(db, chatbotId)
  return { id, name: clean, sentences: [], keywords: [] }
}

export async function updateIntent(db: Db, chatbotId: string, id: string, name: string): Promise<IntentGql> {
  const clean = cleanName(name)
  if (!(await intentRow(db, chatbotId, id))) throw new ApiError('not_found')
  const existing = await allIntents(db, chatbotId)
  if (existing.some((i) => i.id !== id && i.name.toLowerCase() === clean.toLowerCase()))
    throw new ApiError('duplicate_nlp_name', { field: 'name' })
  await db.update(t.nlpIntents).set({ name: clean }).where(eq(t.nlpIntents.id, id))
  await changed(db, chatbotId)
  return intent(db, chatbotId, id)
}

export async function deleteIntent(db: Db, chatbotId: string, id: string) {
  if (!(await intentRow(db, chatbotId, id))) throw new ApiError('cannot_delete_intent')
  await db.delete(t.nlpIntents).where(eq(t.nlpIntents.id, id))
  await changed(db, chatbotId)
  return { ok: true }
}

export type TextKind = 'SENTENCE' | 'KEYWORD'

/** Refuses a text similar to a sentence or keyword of another intent (spec 000 §5), naming the match. */
async function assertNotSimilar(
  db: Db,
  chatbotId: string,
  intentId: string,
  text: string,
  ignoreId?: string,
) {
  const intents: IntentTexts[] = await allIntents(db, chatbotId)
  const similar = findSimilarText(text, intentId, intents, ignoreId)
  if (similar)
    throw new ApiError('similar_nlp_text', {
      field: 'text',
      similarTo: { intentName: similar.intentName, text: similar.text },
    })
}

export async function createText(
  db: Db,
  chatbotId: string,
  kind: TextKind,
  intentId: string,
  text: string,
): Promise<NlpTextGql> {
  const clean = cleanText(text)
  if (!(await intentRow(db, chatbotId, intentId))) throw new ApiError('not_found')
  const [held] = await db
    .select({ n: count() })
    .from(t.nlpIntentTexts)
    .where(and(eq(t.nlpIntentTexts.chatbotId, chatbotId), eq(t.nlpIntentTexts.kind, kind)))
  if ((held?.n ?? 0) >= (kind === 'KEYWORD' ? nlpCaps.keywords : nlpCaps.sentences))
    throw new ApiError(kind === 'KEYWORD' ? 'too_many_keywords' : 'too_many_sentences', { field: 'text' })
  await assertNotSimilar(db, chatbotId, intentId, clean)
  const [last] = await db
    .select({ position: max(t.nlpIntentTexts.position) })
    .from(t.nlpIntentTexts)
    .where(eq(t.nlpIntentTexts.intentId, intentId))
  const id = newId(kind === 'KEYWORD' ? 'kw' : 'se')
  await db
    .insert(t.nlpIntentTexts)
    .values({ id, chatbotId, intentId, kind, text: clean, position: (last?.position ?? -1) + 1 })
  await changed(db, chatbotId)
  return { id, text: clean }
}

async function textRow(db: Db, chatbotId: string, kind: TextKind, id: string) {
  const [row] = await db
    .select()
    .from(t.nlpIntentTexts)
    .where(
      and(
        eq(t.nlpIntentTexts.chatbotId, chatbotId),
        eq(t.nlpIntentTexts.id, id),
        eq(t.nlpIntentTexts.kind, kind),
      ),
    )
  return row ?? null
}

export async function updateText(
  db: Db,
  chatbotId: string,
  kind: TextKind,
  id: string,
  text: string,
): Promise<NlpTextGql> {
  const clean = cleanText(text)
  const row = await textRow(db, chatbotId, kind, id)
  if (!row) throw new ApiError('not_found')
  await assertNotSimilar(db, chatbotId, row.intentId, clean, id)
  await db.update(t.nlpIntentTexts).set({ text: clean }).where(eq(t.nlpIntentTexts.id, id))
  await changed(db, chatbotId)
  return { id, text: clean }
}

export async function deleteText(db: Db, chatbotId: string, kind: TextKind, id: string) {
  if (!(await textRow(db, chatbotId, kind, id)))
    throw new ApiError(kind === 'KEYWORD' ? 'cannot_delete_keyword' : 'cannot_delete_sentence')
  await db.delete(t.nlpIntentTexts).where(eq(t.nlpIntentTexts.id, id))
  await changed(db, chatbotId)
  return { ok: true }
}

async function entityRow(db: Db, chatbotId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.nlpListEntities)
    .where(and(eq(t.nlpListEntities.chatbotId, chatbotId), eq(t.nlpListEntities.id, id)))
  return row ?? null
}

export async function createListEntity(db: Db, chatbotId: string, now: number, name: string) {
  const clean = cleanName(name)
  const existing = await allListEntities(db, chatbotId)
  if (existing.some((e) => e.name.toLowerCase() === clean.toLowerCase()))
    throw new ApiError('duplicate_nlp_name', { field: 'name' })
  const id = newId('le')
  await db.insert(t.nlpListEntities).values({ id, chatbotId, name: clean, createdAt: now })
  await changed(db, chatbotId)
  return { id, name: clean, values: [] }
}

export async function updateListEntity(db: Db, chatbotId: string, id: string, name: string) {
  const clean = cleanName(name)
  if (!(await entityRow(db, chatbotId, id))) throw new ApiError('not_found')
  const existing = await allListEntities(db, chatbotId)
  if (existing.some((e) => e.id !== id && e.name.toLowerCase() === clean.toLowerCase()))
    throw new ApiError('duplicate_nlp_name', { field: 'name' })
  await db.update(t.nlpListEntities).set({ name: clean }).where(eq(t.nlpListEntities.id, id))
  await changed(db, chatbotId)
  return (await allListEntities(db, chatbotId)).find((e) => e.id === id) as ListEntityGql
}

export async function deleteListEntity(db: Db, chatbotId: string, id: string) {
  if (!(await entityRow(db, chatbotId, id))) throw new ApiError('not_found')
  await db.delete(t.nlpListEntities).where(eq(t.nlpListEntities.id, id))
  await changed(db, chatbotId)
  return { ok: true }
}

/** Refuses `added` more synonyms when the chatbot would pass its cap (fewer, or none, always go). */
async function assertSynonymRoom(db: Db, chatbotId: string, added: number) {
  if (added <= 0) return
  const [held] = await db
    .select({ n: sql<number>`coalesce(sum(jsonb_array_length(${t.nlpEntityValues.synonyms})), 0)::int` })
    .from(t.nlpEntityValues)
    .where(eq(t.nlpEntityValues.chatbotId, chatbotId))
  if ((held?.n ?? 0) + added > nlpCaps.synonyms)
    throw new ApiError('too_many_synonyms', { field: 'synonyms' })
}

function cleanSynonyms(synonyms: readonly string[]) {
  const seen = new Set<string>()
  const result: { id: string; name: string }[] = []
  for (const raw of synonyms) {
    const name = raw.trim()
    if (name === '' || seen.has(name.toLowerCase())) continue
    if (name.length > nlpLimits.text)
      throw new ApiError('cannot_update_list_entity_synonyms', { field: 'synonyms' })
    seen.add(name.toLowerCase())
    result.push({ id: newId('sy'), name })
  }
  return result
}

export async function createListEntityValue(
  db: Db,
  chatbotId: string,
  entityId: string,
  name: string,
  synonyms: readonly string[],
) {
  const clean = cleanText(name, 'name')
  if (!(await entityRow(db, chatbotId, entityId))) throw new ApiError('not_found')
  const [last] = await db
    .select({ position: max(t.nlpEntityValues.position) })
    .from(t.nlpEntityValues)
    .where(eq(t.nlpEntityValues.entityId, entityId))
  const id = newId('ev')
  const value = { id, name: clean, synonyms: cleanSynonyms(synonyms) }
  await assertSynonymRoom(db, chatbotId, value.synonyms.length)
  await db
    .insert(t.nlpEntityValues)
    .values({ ...value, chatbotId, entityId, position: (last?.position ?? -1) + 1 })
  await changed(db, chatbotId)
  return value
}

async function valueRow(db: Db, chatbotId: string, id: string) {
  const [row] = await db
    .select()
    .from(t.nlpEntityValues)
    .where(and(eq(t.nlpEntityValues.chatbotId, chatbotId), eq(t.nlpEntityValues.id, id)))
  return row ?? null
}

export async function updateListEntityValue(db: Db, chatbotId: string, id: string, name: string) {
  const clean = cleanText(name, 'name')
  const row = await valueRow(db, chatbotId, id)
  if (!row) throw new ApiError('not_found')
  await db.update(t.nlpEntityValues).set({ name: clean }).where(eq(t.nlpEntityValues.id, id))
  await changed(db, chatbotId)
  return { id, name: clean, synonyms: row.synonyms }
}

export async function updateListEntitySynonyms(
  db: Db,
  chatbotId: string,
  id: string,
  synonyms: readonly string[],
) {
  const row = await valueRow(db, chatbotId, id)
  if (!row) throw new ApiError('cannot_update_list_entity_synonyms')
  // Keep the ids of synonyms that stay.
  const kept = new Map(row.synonyms.map((s) => [s.name.toLowerCase(), s.id]))
  const next = cleanSynonyms(synonyms).map((s) => ({ ...s, id: kept.get(s.name.toLowerCase()) ?? s.id }))
  await assertSynonymRoom(db, chatbotId, next.length - row.synonyms.length)
  await db.update(t.nlpEntityValues).set({ synonyms: next }).where(eq(t.nlpEntityValues.id, id))
  await changed(db, chatbotId)
  return { id, name: row.name, synonyms: next }
}

export async function deleteListEntityValue(db: Db, chatbotId: string, id: string) {
  if (!(await valueRow(db, chatbotId, id))) throw new ApiError('cannot_delete_list_entity_value')
  await db.delete(t.nlpEntityValues).where(eq(t.nlpEntityValues.id, id))
  await changed(db, chatbotId)
  return { ok: true }
}

// ---- training and publishing ----------------------------------------------------------------------

/** What the model learns from a chatbot: every intent's sentences and keywords, every list entity. */
export async function trainingCorpus(db: Db, chatbotId: string) {
  const [intents, entities] = await Promise.all([allIntents(db, chatbotId), allListEntities(db, chatbotId)])
  return {
    intents: intents.map((i) => ({
      name: i.name,
      texts: [...i.sentences, ...i.keywords].map((x) => x.text),
    })),
    entities: entities.map((e) => ({
      name: e.name,
      values: e.values.map((v) => ({ name: v.name, synonyms: v.synonyms.map((s) => s.name) })),
    })),
  }
}

/** The kinds of job of NLP (jobs.ts), keyed by the chatbot's id. */
export const nlpJobKinds = { train: 'nlp-train', publish: 'nlp-publish' } as const

/**
 * Train (spec 001 §7.4): refused with 'Could not train model' when there is nothing to learn or a training
 * already runs; otherwise the training starts in the background and the status answers TRAINING.
 */
export async function train(services: SandboxServices, chatbot: ChatbotRow): Promise<NlpStatusGql> {
  const { db, jobs } = services
  const row = await modelRow(db, chatbot.id)
  if (row.training === 'TRAINING') throw new ApiError('could_not_train_model')
  const corpus = await trainingCorpus(db, chatbot.id)
  if (!corpus.intents.some((i) => i.texts.length > 0)) throw new ApiError('could_not_train_model')
  await db.transaction(async (tx) => {
    await tx
      .update(t.nlpModels)
      .set({ training: 'TRAINING', error: null })
      .where(eq(t.nlpModels.chatbotId, chatbot.id))
    await jobs.start(tx, nlpJobKinds.train, chatbot.id, nlpDelays.trainMs)
  })
  return nlpTrainStatus(db, chatbot.id)
}

async function projectIdOf(db: Db, chatbotId: string): Promise<string | null> {
  const [row] = await db
    .select({ projectId: chatbots.projectId })
    .from(chatbots)
    .where(eq(chatbots.id, chatbotId))
  return row?.projectId ?? null
}

/** The training itself: learns from the corpus as it is now; TRAINED, or Failed Training with the reason. */
const trainJob: JobKind = {
  kind: nlpJobKinds.train,
  async run(services, chatbotId) {
    const { db } = services
    const [row] = await db.select().from(t.nlpModels).where(eq(t.nlpModels.chatbotId, chatbotId))
    // Done already, or a change to the intents made the model untrained meanwhile.
    if (row?.training !== 'TRAINING') return
    const revision = runtime(db).revisions.get(chatbotId) ?? 0
    let model: ModelExport | null = null
    let error: string | null = null
    try {
      if (takeFault(db, await projectIdOf(db, chatbotId), 'TRAIN')) throw new Error('Injected training fault')
      model = await trainModel(await trainingCorpus(db, chatbotId))
    } catch (e) {
      error = e instanceof Error ? e.message : String(e)
    }
    // A change during training made this model stale: that change left it untrained (`changed`), and a
    // training started since is a job of its own.
    if ((runtime(db).revisions.get(chatbotId) ?? 0) !== revision) return
    await db
      .update(t.nlpModels)
      .set(
        model
          ? { training: 'TRAINED', draftModel: model, trainedAt: services.clock.now(), error: null }
          : { training: 'FAILED', error },
      )
      .where(and(eq(t.nlpModels.chatbotId, chatbotId), eq(t.nlpModels.training, 'TRAINING')))
  },
  async fail(services, chatbotId, reason) {
    await services.db
      .update(t.nlpModels)
      .set({ training: 'FAILED', error: reason })
      .where(and(eq(t.nlpModels.chatbotId, chatbotId), eq(t.nlpModels.training, 'TRAINING')))
  },
}

/**
 * Publish (spec 001 §7.4, §4 'Model training'): the status becomes PUBLISHING; after a while the trained
 * draft is the chatbot's model and the status PUBLISHED, or ERROR when publishing failed. Refused with
 * 'Could not publish model' without a trained draft or while publishing.
 */
export async function publish(services: SandboxServices, chatbot: ChatbotRow): Promise<NlpStatusGql> {
  const { db, jobs } = services
  const row = await modelRow(db, chatbot.id)
  if (row.training !== 'TRAINED' || !row.draftModel || row.status === 'PUBLISHING')
    throw new ApiError('could_not_publish_model')
  await db.transaction(async (tx) => {
    // The draft it takes is kept with the status: a change meanwhile does not alter what is published.
    await tx
      .update(t.nlpModels)
      .set({ status: 'PUBLISHING', publishingModel: row.draftModel, error: null })
      .where(eq(t.nlpModels.chatbotId, chatbot.id))
    await jobs.start(tx, nlpJobKinds.publish, chatbot.id, nlpDelays.publishMs)
  })
  return nlpTrainStatus(db, chatbot.id)
}

const publishJob: JobKind = {
  kind: nlpJobKinds.publish,
  async run(services, chatbotId) {
    const { db, clock } = services
    const [row] = await db.select().from(t.nlpModels).where(eq(t.nlpModels.chatbotId, chatbotId))
    if (row?.status !== 'PUBLISHING') return
    const failed = takeFault(db, await projectIdOf(db, chatbotId), 'PUBLISH') || !row.publishingModel
    await db
      .update(t.nlpModels)
      .set(
        failed
          ? { status: 'ERROR', publishingModel: null, error: publishFailed }
          : {
              status: 'PUBLISHED',
              publishedModel: row.publishingModel,
              publishingModel: null,
              publishedAt: clock.now(),
              error: null,
            },
      )
      .where(and(eq(t.nlpModels.chatbotId, chatbotId), eq(t.nlpModels.status, 'PUBLISHING')))
  },
  // ERROR is what the screen shows for a failed publish; Publish is open again from there.
  async fail(services, chatbotId) {
    await services.db
      .update(t.nlpModels)
      .set({ status: 'ERROR', publishingModel: null, error: publishFailed })
      .where(and(eq(t.nlpModels.chatbotId, chatbotId), eq(t.nlpModels.status, 'PUBLISHING')))
  },
}

/** The spec's message of a failed publish (spec 001, the error catalogue). */
const publishFailed = 'Could not publish model'

/** NLP's long jobs (its area manifest lists them). */
export const nlpJobs: readonly JobKind[] = [trainJob, publishJob]

/** detectIntent(text) (spec 001 §7.3): from the published model; 'No default model to get intents' without one. */
export async function detectIntent(
  db: Db,
  chatbotId: string,
  text: string,
  languageTag?: string | null,
): Promise<Detection> {
  const row = await modelRow(db, chatbotId)
  if (!row.publishedModel || row.publishedAt === null) throw new ApiError('no_default_model_intents')
  return detect(`${chatbotId}@${row.publishedAt}`, row.publishedModel, text, languageTag)
}

/** The intent of a text for the conversation engine: null without a published model. */
export async function intentOf(
  db: Db,
  chatbotId: string,
  text: string,
  languageTag: string,
): Promise<string | null> {
  const row = await modelRow(db, chatbotId)
  if (!row.publishedModel || row.publishedAt === null) return null
  return (await detect(`${chatbotId}@${row.publishedAt}`, row.publishedModel, text, languageTag)).intentName
}

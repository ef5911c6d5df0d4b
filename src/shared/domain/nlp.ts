import { hasInvisibleCharacters } from './visible-text'

/**
 * NLP (spec 000 §3 'NLP', §4 'Chatbot publishing', §5 'Intents'; spec 001 §4 'Model training', §7.3
 * `detectIntent`, §7.4 'NLP', §8 'Deletion and model'): intents with training sentences and keywords,
 * list entities with values and synonyms, and the chatbot's model status. Pure rules shared by the
 * sandbox (which refuses) and the screens (which warn before saving).
 */

/** The chatbot's publishing status (spec 000 §4 'Chatbot publishing'). */
export const publishingStatuses = ['NEEDS_TRAINING', 'PUBLISHING', 'PUBLISHED', 'ERROR'] as const
export type PublishingStatus = (typeof publishingStatuses)[number]

/** The training of the draft model (our own field next to the publishing status, docs/decisions/nlp.md). */
export const trainingStatuses = ['UNTRAINED', 'TRAINING', 'TRAINED', 'FAILED'] as const
export type TrainingStatus = (typeof trainingStatuses)[number]

/** The training badge (spec 000 §4): Trained, Training, Failed Training; none before the first training. */
export type TrainingBadge = 'TRAINED' | 'TRAINING' | 'FAILED_TRAINING' | null

export function trainingBadge(training: TrainingStatus): TrainingBadge {
  switch (training) {
    case 'TRAINING':
      return 'TRAINING'
    case 'TRAINED':
      return 'TRAINED'
    case 'FAILED':
      return 'FAILED_TRAINING'
    default:
      return null
  }
}

/** Publish is possible once the draft model is trained and nothing changed since (spec 000 §2 Train and Publish). */
export function canPublish(status: PublishingStatus, training: TrainingStatus): boolean {
  return training === 'TRAINED' && status !== 'PUBLISHING'
}

/** The message polling shows when publishing ends in PUBLISHED (spec 001 §4). */
export const publishedMessage = 'Published, you can use the new knowledge in the Builder'

/** Lengths we allow (the spec gives none; docs/decisions/nlp.md). */
export const nlpLimits = { name: 100, text: 300 } as const

/**
 * How many of each a chatbot holds at most (the spec gives none; docs/decisions/nlp.md). Every new sentence
 * or keyword is compared with all the chatbot's texts, and training reads them all: the caps bound that
 * work. The refusals name them (errors/nlp.ts).
 */
export const nlpCaps = { intents: 500, sentences: 10_000, keywords: 5_000, synonyms: 10_000 } as const

// ---- similarity (spec 000 §5 'Intents') -------------------------------------------------------------

/**
 * Lower case, accents removed, punctuation to spaces, whitespace collapsed: "Wanneer kán ik  beginnen?"
 * and "wanneer kan ik beginnen" are the same text.
 */
export function normalizeNlpText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

function bigrams(text: string): Map<string, number> {
  const padded = ` ${text} `
  const grams = new Map<string, number>()
  for (let i = 0; i < padded.length - 1; i++) {
    const gram = padded.slice(i, i + 2)
    grams.set(gram, (grams.get(gram) ?? 0) + 1)
  }
  return grams
}

/**
 * Sørensen–Dice coefficient over the character bigrams of the normalized texts (0 unrelated … 1 equal).
 * Character bigrams rather than words, so small typing differences ("beschikbaar"/"beschikbar") still
 * count as the same sentence, while a sentence that shares only a few words with another does not.
 */
export function nlpSimilarity(a: string, b: string): number {
  const x = normalizeNlpText(a)
  const y = normalizeNlpText(b)
  if (x === y) return 1
  if (x === '' || y === '') return 0
  const gx = bigrams(x)
  const gy = bigrams(y)
  let shared = 0
  let total = 0
  for (const [gram, count] of gx) {
    shared += Math.min(count, gy.get(gram) ?? 0)
    total += count
  }
  for (const count of gy.values()) total += count
  return (2 * shared) / total
}

/** At or above this, a sentence or keyword is "similar" to one of another intent (docs/decisions/nlp.md). */
export const similarityThreshold = 0.85

export interface IntentTexts {
  readonly id: string
  readonly name: string
  readonly sentences: readonly { readonly id: string; readonly text: string }[]
  readonly keywords: readonly { readonly id: string; readonly text: string }[]
}

export interface SimilarText {
  readonly intentId: string
  readonly intentName: string
  readonly text: string
  readonly similarity: number
}

/**
 * The most similar sentence or keyword of another intent, when one reaches the threshold. Sentences and
 * keywords are compared with both, since both train the same intent. `ignoreId` skips the text being
 * edited itself.
 */
export function findSimilarText(
  text: string,
  intentId: string,
  intents: readonly IntentTexts[],
  ignoreId?: string,
): SimilarText | null {
  let best: SimilarText | null = null
  for (const intent of intents) {
    if (intent.id === intentId) continue
    for (const other of [...intent.sentences, ...intent.keywords]) {
      if (other.id === ignoreId) continue
      const similarity = nlpSimilarity(text, other.text)
      if (similarity >= similarityThreshold && (!best || similarity > best.similarity))
        best = { intentId: intent.id, intentName: intent.name, text: other.text, similarity }
    }
  }
  return best
}

/** Intent names are identifiers the builder and analytics show: letters, digits, -, _ and spaces. */
export function intentNameProblem(name: string): 'required' | 'too_long' | 'invisible_characters' | null {
  const trimmed = name.trim()
  if (trimmed === '') return 'required'
  if (trimmed.length > nlpLimits.name) return 'too_long'
  if (hasInvisibleCharacters(trimmed)) return 'invisible_characters'
  return null
}

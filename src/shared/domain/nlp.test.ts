import { describe, expect, it } from 'vitest'
import {
  canPublish,
  findSimilarText,
  nlpSimilarity,
  normalizeNlpText,
  similarityThreshold,
  trainingBadge,
  type IntentTexts,
} from './nlp'

const intents: IntentTexts[] = [
  {
    id: 'salaris',
    name: 'salaris',
    sentences: [{ id: 's1', text: 'Hoeveel verdien ik per uur?' }],
    keywords: [{ id: 'k1', text: 'uurloon' }],
  },
  {
    id: 'beschikbaarheid',
    name: 'beschikbaarheid',
    sentences: [{ id: 's2', text: 'Wanneer kan ik beginnen' }],
    keywords: [],
  },
]

describe('similarity of NLP texts', () => {
  it('ignores case, accents, punctuation and spacing', () => {
    expect(normalizeNlpText('  Wanneer KÁN ik,   beginnen?! ')).toBe('wanneer kan ik beginnen')
    expect(nlpSimilarity('Wanneer kán ik beginnen?', 'wanneer kan ik beginnen')).toBe(1)
  })

  it('counts a small typing difference as similar and a different question as not', () => {
    expect(nlpSimilarity('wanneer kan ik beginnen', 'wanneer kan ik begginen')).toBeGreaterThanOrEqual(
      similarityThreshold,
    )
    expect(nlpSimilarity('wanneer kan ik beginnen', 'wanneer krijg ik mijn salaris')).toBeLessThan(
      similarityThreshold,
    )
    expect(nlpSimilarity('', 'iets')).toBe(0)
  })

  it('refuses a sentence or keyword close to one of another intent, naming it', () => {
    expect(findSimilarText('hoeveel verdien ik per uur', 'beschikbaarheid', intents)).toMatchObject({
      intentName: 'salaris',
      text: 'Hoeveel verdien ik per uur?',
    })
    // Keywords and sentences are compared with each other.
    expect(findSimilarText('Uurloon!', 'beschikbaarheid', intents)?.intentName).toBe('salaris')
  })

  it('allows the same text within its own intent, and a text being edited', () => {
    expect(findSimilarText('hoeveel verdien ik per uur', 'salaris', intents)).toBeNull()
    const onlyOne: IntentTexts[] = [intents[0] as IntentTexts]
    expect(findSimilarText('uurloon', 'other', onlyOne, 'k1')).toBeNull()
    expect(findSimilarText('vanaf wanneer ben ik beschikbaar', 'salaris', intents)).toBeNull()
  })
})

describe('training badge and publish', () => {
  it('shows Training, Trained and Failed Training, and nothing before a first training', () => {
    expect(trainingBadge('TRAINING')).toBe('TRAINING')
    expect(trainingBadge('TRAINED')).toBe('TRAINED')
    expect(trainingBadge('FAILED')).toBe('FAILED_TRAINING')
    expect(trainingBadge('UNTRAINED')).toBeNull()
  })

  it('publishes only a trained model, once at a time', () => {
    expect(canPublish('NEEDS_TRAINING', 'TRAINED')).toBe(true)
    expect(canPublish('PUBLISHING', 'TRAINED')).toBe(false)
    expect(canPublish('PUBLISHED', 'UNTRAINED')).toBe(false)
  })
})

import { trainModel } from './nlp-model'
import * as t from './schema'
import type { Seeder } from '../db/seeder'

/**
 * The NLP demo data: Talentbrug Werving's bot knows what candidates mean in Dutch and English. Intents
 * named after the options of its flows (chauffeur, zorg, magazijn, ja, nee, recruiter) let a typed answer
 * choose that option (conversation-engine/conversation-engine.ts); the others are the questions candidates ask.
 * Its model is trained and published, so detectIntent and the engine answer from the start. Talentbrug
 * Techniek has intents but was never trained (NEEDS_TRAINING), to show that state.
 */

interface IntentSeed {
  readonly name: string
  readonly sentences: readonly string[]
  readonly keywords?: readonly string[]
}

const wervingIntents: readonly IntentSeed[] = [
  {
    name: 'chauffeur',
    sentences: [
      'ik wil vrachtwagenchauffeur worden',
      'ik zoek werk als chauffeur',
      'ik rij graag op een truck',
      'I want to work as a truck driver',
      'do you have driving jobs',
    ],
    keywords: ['vrachtwagen', 'trucker'],
  },
  {
    name: 'zorg',
    sentences: [
      'ik ben verpleegkundige',
      'ik zoek een baan in de zorg',
      'werken in het ziekenhuis',
      'I am a registered nurse',
      'jobs in healthcare',
    ],
    keywords: ['verpleging', 'nursing'],
  },
  {
    name: 'magazijn',
    sentences: [
      'ik wil orderpicker worden',
      'werk in een magazijn',
      'ik heb ervaring met heftrucks',
      'I want a warehouse job',
      'order picking work',
    ],
    keywords: ['orderpicker', 'logistiek'],
  },
  {
    name: 'ja',
    sentences: ['ja graag', 'dat klopt', 'prima, doe maar', 'yes please', 'sure, go ahead'],
    keywords: ['jazeker', 'yep'],
  },
  {
    name: 'nee',
    sentences: ['nee dank je', 'liever niet', 'dat wil ik niet', 'no thanks', 'not really'],
    keywords: ['nope', 'neen'],
  },
  {
    name: 'recruiter',
    sentences: [
      'ik wil een recruiter spreken',
      'kan ik iemand bellen',
      'verbind me door met een mens',
      'I want to talk to a recruiter',
      'can I speak to a real person',
    ],
    keywords: ['medewerker', 'human'],
  },
  {
    name: 'salaris',
    sentences: [
      'wat verdien ik per uur',
      'hoe hoog is het salaris',
      'krijg ik reiskostenvergoeding',
      'what is the hourly wage',
      'how much does the job pay',
    ],
    keywords: ['uurloon', 'salary'],
  },
  {
    name: 'werktijden',
    sentences: [
      'hoeveel uur per week moet ik werken',
      'werk ik ook in het weekend',
      'zijn er nachtdiensten',
      'what are the working hours',
      'do I have to work night shifts',
    ],
    keywords: ['rooster', 'shifts'],
  },
]

const techniekIntents: readonly IntentSeed[] = [
  {
    name: 'monteur',
    sentences: ['ik ben monteur', 'ik zoek werk als elektricien', 'I am a mechanic'],
    keywords: ['installateur'],
  },
  {
    name: 'opleiding',
    sentences: ['welke opleiding heb ik nodig', 'krijg ik een cursus', 'is there training on the job'],
  },
]

const wervingEntities = [
  {
    name: 'rijbewijs',
    values: [
      { name: 'C', synonyms: ['rijbewijs c', 'groot rijbewijs', 'truck licence'] },
      { name: 'CE', synonyms: ['c+e', 'trekker-oplegger', 'rijbewijs ce'] },
      { name: 'B', synonyms: ['autorijbewijs', 'car licence'] },
    ],
  },
  {
    name: 'stad',
    values: [
      { name: 'Amsterdam', synonyms: ['adam', 'mokum'] },
      { name: 'Rotterdam', synonyms: ['rdam', '010'] },
      { name: 'Utrecht', synonyms: [] },
      { name: "'s-Hertogenbosch", synonyms: ['den bosch', 'sHertogenbosch'] },
    ],
  },
  {
    name: 'dienst',
    values: [
      { name: 'vroege dienst', synonyms: ['ochtenddienst', 'early shift'] },
      { name: 'late dienst', synonyms: ['avonddienst', 'late shift'] },
      { name: 'nachtdienst', synonyms: ['night shift'] },
    ],
  },
]

type Rows = {
  intents: (typeof t.nlpIntents.$inferInsert)[]
  texts: (typeof t.nlpIntentTexts.$inferInsert)[]
  entities: (typeof t.nlpListEntities.$inferInsert)[]
  values: (typeof t.nlpEntityValues.$inferInsert)[]
}

function addIntents(rows: Rows, chatbotId: string, intents: readonly IntentSeed[], now: number) {
  const short = chatbotId.slice(3)
  intents.forEach((intent, i) => {
    const intentId = `in-${short}-${i}`
    rows.intents.push({ id: intentId, chatbotId, name: intent.name, createdAt: now })
    intent.sentences.forEach((text, k) =>
      rows.texts.push({
        id: `se-${short}-${i}-${k}`,
        chatbotId,
        intentId,
        kind: 'SENTENCE',
        text,
        position: k,
      }),
    )
    ;(intent.keywords ?? []).forEach((text, k) =>
      rows.texts.push({
        id: `kw-${short}-${i}-${k}`,
        chatbotId,
        intentId,
        kind: 'KEYWORD',
        text,
        position: k,
      }),
    )
  })
}

export const nlpSeeder: Seeder = {
  name: 'nlp',
  file: 'nlp/seed.ts',
  timeColumns: [
    t.nlpIntents.createdAt,
    t.nlpListEntities.createdAt,
    t.nlpModels.trainedAt,
    t.nlpModels.publishedAt,
  ],
  async seed(tx, now) {
    const rows: Rows = { intents: [], texts: [], entities: [], values: [] }
    addIntents(rows, 'cb-werving', wervingIntents, now)
    addIntents(rows, 'cb-techniek', techniekIntents, now)
    wervingEntities.forEach((entity, i) => {
      const entityId = `le-werving-${i}`
      rows.entities.push({ id: entityId, chatbotId: 'cb-werving', name: entity.name, createdAt: now })
      entity.values.forEach((value, k) =>
        rows.values.push({
          id: `ev-werving-${i}-${k}`,
          chatbotId: 'cb-werving',
          entityId,
          name: value.name,
          synonyms: value.synonyms.map((name, s) => ({ id: `sy-werving-${i}-${k}-${s}`, name })),
          position: k,
        }),
      )
    })
    await tx.insert(t.nlpIntents).values(rows.intents)
    await tx.insert(t.nlpIntentTexts).values(rows.texts)
    await tx.insert(t.nlpListEntities).values(rows.entities)
    await tx.insert(t.nlpEntityValues).values(rows.values)
    const model = await trainModel({
      intents: wervingIntents.map((i) => ({ name: i.name, texts: [...i.sentences, ...(i.keywords ?? [])] })),
      entities: wervingEntities,
    })
    await tx.insert(t.nlpModels).values([
      {
        chatbotId: 'cb-werving',
        status: 'PUBLISHED',
        training: 'TRAINED',
        draftModel: model,
        publishedModel: model,
        trainedAt: now,
        publishedAt: now,
      },
      { chatbotId: 'cb-techniek', status: 'NEEDS_TRAINING', training: 'UNTRAINED' },
    ])
  },
}

import { describe, expect, it } from 'vitest'
import { detect, trainModel, TrainingError, type TrainingCorpus } from './nlp-model'

const corpus: TrainingCorpus = {
  intents: [
    {
      name: 'beschikbaarheid',
      texts: [
        'wanneer kan ik beginnen',
        'vanaf wanneer ben ik beschikbaar',
        'ik kan per direct starten',
        'when can I start',
        'I am available from next week',
      ],
    },
    {
      name: 'salaris',
      texts: [
        'wat verdien ik',
        'hoeveel is het salaris',
        'wat is het uurloon',
        'what is the salary',
        'how much does it pay',
      ],
    },
    {
      name: 'recruiter',
      texts: [
        'ik wil een recruiter spreken',
        'kan ik iemand bellen',
        'talk to a person',
        'I want to speak to a recruiter',
      ],
    },
  ],
  entities: [{ name: 'rijbewijs', values: [{ name: 'CE', synonyms: ['c+e', 'trekker oplegger'] }] }],
}

describe('nlp model', () => {
  it('learns the intents in Dutch and English and recognises new sentences', async () => {
    const model = await trainModel(corpus)
    expect(Object.keys(model).sort()).toEqual(['en-US', 'nl-NL'])
    expect((await detect('t1', model, 'wanneer zou ik kunnen beginnen?', 'nl-NL')).intentName).toBe(
      'beschikbaarheid',
    )
    expect((await detect('t1', model, 'what would the salary be', 'en-US')).intentName).toBe('salaris')
    expect((await detect('t1', model, 'xyzzy qwerty', 'nl-NL')).intentName).toBeNull()
  })

  it('refuses to train a model without any sentence', async () => {
    await expect(trainModel({ intents: [{ name: 'leeg', texts: [] }], entities: [] })).rejects.toBeInstanceOf(
      TrainingError,
    )
  })

  it('never blocks the event loop for more than 50 ms while training', async () => {
    // A larger corpus than any demo chatbot: 30 intents of 12 sentences, about four times the demo chatbot.
    const big: TrainingCorpus = {
      intents: Array.from({ length: 30 }, (_, i) => ({
        name: `intent-${i}`,
        texts: Array.from({ length: 12 }, (_, k) => `vraag ${i} over onderwerp ${i * 7 + k} en woord${i}`),
      })),
      entities: [],
    }
    let longest = 0
    let last = performance.now()
    const timer = setInterval(() => {
      const now = performance.now()
      longest = Math.max(longest, now - last)
      last = now
    }, 1)
    await trainModel(big)
    clearInterval(timer)
    expect(longest).toBeLessThan(50)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clientMessagesParams, defaultInboxFilters } from '@shared/domain/inbox'
import { and, count, eq } from 'drizzle-orm'
import { errorCatalogue } from '@shared/domain/errors'
import { findSimilarText, nlpCaps } from '@shared/domain/nlp'
import { startTestServer, type TestServer } from '../test-support'
import { allIntents } from './nlp-service'
import * as t from './schema'

/**
 * NLP and Try it through the chatbot GraphQL service: intents, sentences, keywords and list
 * entities with the spec's messages, the similarity refusal, Train and Publish on the sandbox clock,
 * detectIntent from the published model, roles, and a Try-it conversation to the Smart Inbox handover.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const werving = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`
const techniek = () => `${s.url}/chatbot-server/talentbrug-techniek/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee', 'admin'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { message: string; extensions: { code: string; similarTo?: unknown } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager', url = werving()) =>
  (await s.graphql(url, query, { token: tokens[who] ?? who, variables })).body as Body
const advance = (ms: number) => s.post('/__sandbox/clock', { advance_ms: ms })
const code = (body: Body) => body.errors?.[0]?.extensions.code
const statusQuery = '{ nlpTrainStatus { status training trainedAt publishedAt } }'

describe('NLP', () => {
  it('seeds realistic intents without two similar texts in different intents', async () => {
    for (const chatbotId of ['cb-werving', 'cb-techniek']) {
      const intents = await allIntents(s.services.db, chatbotId)
      expect(intents.length).toBeGreaterThan(1)
      for (const intent of intents)
        for (const text of [...intent.sentences, ...intent.keywords])
          expect(findSimilarText(text.text, intent.id, intents)).toBeNull()
    }
    const { data } = await gql('{ allListEntities { name values { name synonyms { name } } } }')
    expect(data.allListEntities.map((e: { name: string }) => e.name)).toContain('rijbewijs')
  })

  it('adds an intent with sentences and a keyword, and refuses a sentence similar to another intent', async () => {
    const created = await gql(
      'mutation { createIntent(name: "beschikbaarheid") { id name sentences { id } } }',
    )
    const id = created.data.createIntent.id as string
    expect(code(await gql('mutation { createIntent(name: "Beschikbaarheid") { id } }'))).toBe(
      'duplicate_nlp_name',
    )
    // A name with a bidi control reads differently from what it holds (SEC-14).
    const bidi = await gql('mutation($n: String!) { createIntent(name: $n) { id } }', {
      n: 'salaris\u202Eeed',
    })
    expect(code(bidi)).toBe('invalid_input')
    expect(bidi.errors?.[0]?.extensions).toMatchObject({
      fields: { name: ['Remove the invisible or control characters from this name.'] },
    })
    for (const text of [
      'Wanneer kan ik beginnen?',
      'Vanaf welke datum ben ik beschikbaar',
      'I can start next monday',
    ])
      expect(
        (
          await gql('mutation($i: ID!, $t: String!) { createSentence(intentId: $i, text: $t) { id text } }', {
            i: id,
            t: text,
          })
        ).errors,
      ).toBeUndefined()
    // "hoe hoog is het salaris" is a sentence of the seeded intent salaris.
    const refused = await gql(
      'mutation($i: ID!) { createSentence(intentId: $i, text: "Hoe hoog is het salaris?") { id } }',
      {
        i: id,
      },
    )
    expect(code(refused)).toBe('similar_nlp_text')
    expect(refused.errors?.[0]?.message).toBe(
      'This is too similar to a sentence or keyword of another intent.',
    )
    expect(refused.errors?.[0]?.extensions.similarTo).toMatchObject({ intentName: 'salaris' })
    // A keyword is compared too.
    expect(
      code(await gql('mutation($i: ID!) { createKeyword(intentId: $i, text: "uurloon") { id } }', { i: id })),
    ).toBe('similar_nlp_text')
    const keyword = await gql(
      'mutation($i: ID!) { createKeyword(intentId: $i, text: "startdatum") { id } }',
      { i: id },
    )
    expect(keyword.errors).toBeUndefined()
    const { data } = await gql('query($i: ID!) { intent(id: $i) { sentences { text } keywords { text } } }', {
      i: id,
    })
    expect(data.intent.sentences).toHaveLength(3)
    expect(data.intent.keywords).toEqual([{ text: 'startdatum' }])
    // Any change makes the model need training again.
    expect((await gql(statusQuery)).data.nlpTrainStatus).toMatchObject({
      status: 'NEEDS_TRAINING',
      training: 'UNTRAINED',
    })
  })

  it('trains in the background and publishes on the sandbox clock; detectIntent answers from the published model', async () => {
    // The seeded model does not know the new intent yet.
    const before = await gql('{ detectIntent(text: "wanneer zou ik kunnen starten") { intentName } }')
    expect(before.data.detectIntent.intentName).not.toBe('beschikbaarheid')
    expect(code(await gql('mutation { publish { status } }'))).toBe('could_not_publish_model')
    const started = await gql('mutation { train { status training } }')
    expect(started.data.train).toMatchObject({ status: 'NEEDS_TRAINING', training: 'TRAINING' })
    expect(code(await gql('mutation { train { status } }'))).toBe('could_not_train_model')
    await advance(2_000)
    expect((await gql(statusQuery)).data.nlpTrainStatus).toMatchObject({ training: 'TRAINED' })
    const publishing = await gql('mutation { publish { status training } }')
    expect(publishing.data.publish.status).toBe('PUBLISHING')
    await advance(1_000)
    expect((await gql(statusQuery)).data.nlpTrainStatus.status).toBe('PUBLISHING')
    await advance(2_000)
    const published = (await gql(statusQuery)).data.nlpTrainStatus
    expect(published.status).toBe('PUBLISHED')
    expect(published.publishedAt).not.toBeNull()
    const after = await gql(
      '{ detectIntent(text: "wanneer zou ik kunnen starten", languageTag: "nl-NL") { intentName score } }',
    )
    expect(after.data.detectIntent.intentName).toBe('beschikbaarheid')
  })

  it('ends a failed training in Failed Training and a failed publish in ERROR', async () => {
    await s.post('/__sandbox/nlp-fault', { project_id: 'talentbrug-werving', stage: 'TRAIN' })
    await gql('mutation { train { status } }')
    await advance(2_000)
    expect((await gql(statusQuery)).data.nlpTrainStatus.training).toBe('FAILED')
    await gql('mutation { train { status } }')
    await advance(2_000)
    await s.post('/__sandbox/nlp-fault', { project_id: 'talentbrug-werving', stage: 'PUBLISH' })
    await gql('mutation { publish { status } }')
    await advance(3_000)
    expect((await gql(statusQuery)).data.nlpTrainStatus.status).toBe('ERROR')
  })

  it('answers the spec messages without a model and for deletes that cannot be done', async () => {
    expect(code(await gql('{ detectIntent(text: "hallo") { intentName } }', {}, 'manager', techniek()))).toBe(
      'no_default_model_intents',
    )
    expect(code(await gql('mutation { deleteIntent(id: "in-nope") { ok } }'))).toBe('cannot_delete_intent')
    expect(code(await gql('mutation { deleteSentence(id: "se-nope") { ok } }'))).toBe(
      'cannot_delete_sentence',
    )
    expect(code(await gql('mutation { deleteKeyword(id: "kw-nope") { ok } }'))).toBe('cannot_delete_keyword')
    expect(code(await gql('mutation { deleteListEntityValue(id: "ev-nope") { ok } }'))).toBe(
      'cannot_delete_list_entity_value',
    )
    expect(code(await gql('mutation { updateListEntitySynonyms(id: "ev-nope", synonyms: []) { id } }'))).toBe(
      'cannot_update_list_entity_synonyms',
    )
    // Another chatbot's sentence is not this chatbot's to delete.
    expect(
      code(await gql('mutation { deleteSentence(id: "se-werving-0-0") { ok } }', {}, 'admin', techniek())),
    ).toBe('cannot_delete_sentence')
  })

  it('keeps list entity values and synonyms, deduplicated', async () => {
    const entity = await gql('mutation { createListEntity(name: "contract") { id } }')
    const entityId = entity.data.createListEntity.id
    const value = await gql(
      'mutation($e: ID!) { createListEntityValue(listEntityId: $e, name: "vast", synonyms: ["vast contract", " Vast contract ", "permanent"]) { id synonyms { id name } } }',
      { e: entityId },
    )
    expect(value.data.createListEntityValue.synonyms.map((x: { name: string }) => x.name)).toEqual([
      'vast contract',
      'permanent',
    ])
    const kept = value.data.createListEntityValue.synonyms[1].id
    const updated = await gql(
      'mutation($v: ID!) { updateListEntitySynonyms(id: $v, synonyms: ["permanent", "onbepaalde tijd"]) { synonyms { id name } } }',
      { v: value.data.createListEntityValue.id },
    )
    expect(updated.data.updateListEntitySynonyms.synonyms[0]).toEqual({ id: kept, name: 'permanent' })
    expect(
      (
        await gql('mutation($v: ID!) { deleteListEntityValue(id: $v) { ok } }', {
          v: value.data.createListEntityValue.id,
        })
      ).data,
    ).toEqual({ deleteListEntityValue: { ok: true } })
  })

  it('lets managers and admins in, and refuses team leads and employees', async () => {
    expect((await gql('{ allIntents { id } }', {}, 'admin')).errors).toBeUndefined()
    expect(code(await gql('{ allIntents { id } }', {}, 'teamlead'))).toBe('forbidden')
    expect(code(await gql('{ allListEntities { id } }', {}, 'employee'))).toBe('forbidden')
    expect(code(await gql('mutation { train { status } }', {}, 'employee'))).toBe('forbidden')
  })
})

describe('Try it', () => {
  const turn = `sessionId clientId input waitingStateId finished handedOver answers
    trace { stateName optionName matchedBy intentName storedAs }
    replies { stateId stateName stateMachineName text buttons { optionId label } }`
  const say = (vars: Record<string, unknown>) =>
    gql(
      `mutation($s: ID, $l: String!, $t: String, $o: ID) { tryItMessage(sessionId: $s, languageTag: $l, text: $t, optionId: $o) { ${turn} } }`,
      vars,
    )

  it('walks a vacancy flow in English, choosing by intent and by button, to the Smart Inbox handover', async () => {
    const start = (await say({ l: 'en-US' })).data.tryItMessage
    expect(start.replies.map((r: { text: string }) => r.text)).toContain(
      'Which vacancy are you interested in?',
    )
    const session = start.sessionId
    // Typed, understood by the model: the intent "chauffeur" chooses the option Chauffeur.
    const driver = (await say({ s: session, l: 'en-US', t: 'I would love to drive a truck' })).data
      .tryItMessage
    expect(driver.trace).toMatchObject({
      matchedBy: 'INTENT',
      intentName: 'chauffeur',
      optionName: 'Chauffeur',
    })
    expect(driver.replies[0].stateMachineName).toBe('Vacature Chauffeur C/CE')
    let current = driver
    // Answer each question by its first button, or type for a free question, until the bot stops or hands over.
    for (let i = 0; i < 12 && current.waitingStateId; i++) {
      const last = current.replies.at(-1)
      const button = last?.buttons[0]
      current = (
        await say(
          button
            ? { s: session, l: 'en-US', o: button.optionId }
            : { s: session, l: 'en-US', t: freeAnswer(last?.text ?? '') },
        )
      ).data.tryItMessage
    }
    expect(current.finished || current.handedOver).toBe(true)
    expect(Object.keys(current.answers)).toEqual(
      expect.arrayContaining(['rijbewijs', 'naam', 'telefoon', 'email']),
    )
  })

  it('hands a conversation over to the Smart Inbox, where it appears', async () => {
    const start = (await say({ l: 'nl-NL' })).data.tryItMessage
    const handed = (await say({ s: start.sessionId, l: 'nl-NL', t: 'ik wil een recruiter spreken' })).data
      .tryItMessage
    expect(handed.handedOver).toBe(true)
    const params = clientMessagesParams(
      'talentbrug-werving',
      { ...defaultInboxFilters(new Date(s.clock.now())), candidateId: handed.clientId },
      { pageNum: 1, pageSize: 20, export: false },
    )
    const { body } = await s.request(
      'GET',
      `/api/v1/client-messages/?${new URLSearchParams(params).toString()}`,
      {
        headers: { authorization: `Bearer ${tokens.manager}` },
      },
    )
    const texts = (body as { messages: { text: string }[] }).messages.map((m) => m.text)
    expect(texts).toContain('ik wil een recruiter spreken')
    expect(texts).toContain('Voor welke vacature heb je interesse?')
  })

  it('makes simulated candidates follow the flows when asked', async () => {
    const first = await s.post('/__sandbox/inbound-message', {
      project_id: 'talentbrug-werving',
      text: 'Hallo',
      follow_flows: true,
    })
    const clientId = (first.body as { message: { client_id: string } }).message.client_id
    expect((first.body as { bot_replies: { text: string }[] }).bot_replies.at(-1)?.text).toBe(
      'Voor welke vacature heb je interesse?',
    )
    const second = await s.post('/__sandbox/inbound-message', {
      project_id: 'talentbrug-werving',
      client_id: clientId,
      text: 'Magazijn',
      follow_flows: true,
    })
    expect(
      (second.body as { bot_replies: { stateMachineName: string }[] }).bot_replies[0]?.stateMachineName,
    ).toMatch(/Magazijn/i)
  })
})

function freeAnswer(question: string): string {
  if (/phone/i.test(question)) return '06 12345678'
  if (/email/i.test(question)) return 'sanne@example.nl'
  if (/name/i.test(question)) return 'Sanne de Vries'
  return 'next week'
}

describe('NLP caps per chatbot', () => {
  it('refuses the intent, sentence, keyword or synonym past its cap, with the cap in the message', async () => {
    const db = s.services.db
    const chatbotId = 'cb-techniek'
    const held = async (kind: 'SENTENCE' | 'KEYWORD') =>
      (
        await db
          .select({ n: count() })
          .from(t.nlpIntentTexts)
          .where(and(eq(t.nlpIntentTexts.chatbotId, chatbotId), eq(t.nlpIntentTexts.kind, kind)))
      )[0]!.n
    const [someIntent] = await allIntents(db, chatbotId)
    await db.insert(t.nlpListEntities).values({ id: 'le-cap', chatbotId, name: 'vulling', createdAt: 0 })
    await db.insert(t.nlpEntityValues).values({
      id: 'ev-cap',
      chatbotId,
      entityId: 'le-cap',
      name: 'vulling',
      position: 0,
      synonyms: [{ id: 'sy-cap', name: 'vulling' }],
    })
    const synonyms = (
      await db.select().from(t.nlpEntityValues).where(eq(t.nlpEntityValues.chatbotId, chatbotId))
    ).reduce((sum, v) => sum + v.synonyms.length, 0)
    // The caps are in the thousands; rather than inserting that many rows, the test lowers them to what the
    // chatbot holds now (the sandbox runs in this process, on this module), and puts them back after.
    const caps = nlpCaps as { -readonly [K in keyof typeof nlpCaps]: number }
    const saved = { ...nlpCaps }
    Object.assign(caps, {
      intents: (await allIntents(db, chatbotId)).length,
      sentences: await held('SENTENCE'),
      keywords: await held('KEYWORD'),
      synonyms: synonyms + 1,
    })
    try {
      const refusal = async (query: string, variables: Record<string, unknown>, expected: string) => {
        const body = await gql(query, variables, 'manager', techniek())
        expect(code(body), expected).toBe(expected)
        expect(body.errors?.[0]?.message).toBe(errorCatalogue[expected as keyof typeof errorCatalogue].en)
      }
      await refusal('mutation { createIntent(name: "nog een") { id } }', {}, 'too_many_intents')
      const intentId = someIntent!.id
      await refusal(
        'mutation($i: ID!) { createSentence(intentId: $i, text: "een nieuwe zin") { id } }',
        { i: intentId },
        'too_many_sentences',
      )
      await refusal(
        'mutation($i: ID!) { createKeyword(intentId: $i, text: "nieuw") { id } }',
        { i: intentId },
        'too_many_keywords',
      )
      // One more synonym fits; two do not.
      const value = `mutation($s: [String!]!) { createListEntityValue(listEntityId: "le-cap", name: "x", synonyms: $s) { id } }`
      await refusal(value, { s: ['a', 'b'] }, 'too_many_synonyms')
      expect(code(await gql(value, { s: ['a'] }, 'manager', techniek()))).toBeUndefined()
      await refusal(
        'mutation($s: [String!]!) { updateListEntitySynonyms(id: "ev-cap", synonyms: $s) { id } }',
        { s: ['vulling', 'extra'] },
        'too_many_synonyms',
      )
    } finally {
      Object.assign(caps, saved)
      await db.delete(t.nlpListEntities).where(eq(t.nlpListEntities.id, 'le-cap'))
    }
  })

  it('names the caps in both languages, as the constants hold them', () => {
    const format = (n: number, lng: string) => n.toLocaleString(lng)
    for (const [code, cap] of [
      ['too_many_intents', nlpCaps.intents],
      ['too_many_sentences', nlpCaps.sentences],
      ['too_many_keywords', nlpCaps.keywords],
      ['too_many_synonyms', nlpCaps.synonyms],
    ] as const) {
      expect(errorCatalogue[code].en).toContain(` ${format(cap, 'en-US')} `)
      expect(errorCatalogue[code].nl).toContain(` ${format(cap, 'nl-NL')} `)
    }
  })
})

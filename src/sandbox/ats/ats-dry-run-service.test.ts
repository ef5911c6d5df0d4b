import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * The ATS mapping dry run through the chatbot GraphQL service: a Try-it conversation answered as a
 * candidate would, then what every mapping of its flows would write (modifiers, prepend, separator and
 * append applied, the field's length and form checked) and which required fields nothing fills.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const url = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 120_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager'): Promise<any> => {
  const body = (await s.graphql(url(), query, { token: tokens[who], variables })).body
  return body.data ?? body
}

const say = async (sessionId: string | null, input: { optionId?: string; text?: string }) =>
  (
    await gql(
      `mutation ($sid: ID, $o: ID, $t: String) {
        tryItMessage(sessionId: $sid, languageTag: "nl-NL", optionId: $o, text: $t) { sessionId answers }
      }`,
      { sid: sessionId, o: input.optionId ?? null, t: input.text ?? null },
    )
  ).tryItMessage as { sessionId: string; answers: Record<string, string> }

const fieldId = async (search: string) =>
  (
    await gql(
      `{ creatableAtsFieldsOptimized(entityTypeId: "atse-otys-candidate", search: "${search}") { atsFields { id path } } }`,
    )
  ).creatableAtsFieldsOptimized.atsFields[0].id as string

const createRegular = async (atsFieldId: string, input: Record<string, unknown>) => {
  const created = (
    await gql(
      `mutation ($input: AtsMappingCreateInput!) { createAtsFieldMapping(input: $input) { ok errors { field messages } } }`,
      {
        input: {
          atsFieldId,
          type: 'REGULAR',
          value: '',
          scalarName: null,
          prepend: '',
          append: '',
          prependAppendSeparator: ' ',
          isDefaultMapping: false,
          postModifiers: [],
          getModifiers: [],
          atsFieldOrdering: 0,
          states: [],
          ...input,
        },
      },
    )
  ).createAtsFieldMapping
  expect(created).toMatchObject({ ok: true })
}

const dryRun = `rows { atsFieldPath type scalarName source written problem } missingRequired { path entityType }
  flowNames conversationId`

describe('ATS mapping dry run', () => {
  it("shows field by field what a conversation's mappings would write, and the required fields left empty", async () => {
    // The chauffeur vacancy: licence, code 95, start date, then name, phone and e-mail typed.
    const { sessionId } = await say(null, {})
    for (const input of [
      { optionId: 'op-0001' },
      { text: 'ok' },
      { optionId: 'op-0023' },
      { optionId: 'op-002j' },
      { optionId: 'op-002s' },
      { text: 'Jan de Vries' },
      { text: '06 1234 5678' },
    ])
      await say(sessionId, input)
    const answered = await say(sessionId, { text: 'jan@example.nl' })
    expect(answered.answers).toMatchObject({ naam: 'Jan de Vries', telefoon: '06 1234 5678' })

    const before = (
      await gql(`query ($id: ID!) { atsDryRun(conversationId: $id) { ${dryRun} } }`, { id: sessionId })
    ).atsDryRun
    expect(before.flowNames).toContain('Vacature Chauffeur C/CE')
    expect(before.rows).toContainEqual(
      expect.objectContaining({
        atsFieldPath: 'candidate.email',
        source: 'jan@example.nl',
        written: 'jan@example.nl',
      }),
    )
    expect(before.rows).toContainEqual(
      expect.objectContaining({ atsFieldPath: 'candidate.source', type: 'FIXED_VALUE', problem: null }),
    )
    expect(before.missingRequired.map((f: { path: string }) => f.path)).toEqual(
      expect.arrayContaining(['candidate.firstName', 'candidate.mobilePhone']),
    )

    // The phone with its digits only, after a prefix; the name too long for the first-name field.
    await createRegular(await fieldId('mobilePhone'), {
      scalarName: 'telefoon',
      prepend: '+31',
      prependAppendSeparator: '',
      postModifiers: ['DIGITS_ONLY'],
    })
    await createRegular(await fieldId('firstName'), { scalarName: 'naam', append: 'x'.repeat(60) })

    const after = (
      await gql(
        `query ($id: ID!) { atsDryRun(conversationId: $id) { ${dryRun} } }`,
        { id: sessionId },
        'teamlead',
      )
    ).atsDryRun
    expect(after.rows).toContainEqual(
      expect.objectContaining({
        atsFieldPath: 'candidate.mobilePhone',
        scalarName: 'telefoon',
        source: '06 1234 5678',
        written: '+310612345678',
        problem: null,
      }),
    )
    expect(after.rows).toContainEqual(
      expect.objectContaining({ atsFieldPath: 'candidate.firstName', problem: 'valueTooLong' }),
    )
    const missing = after.missingRequired.map((f: { path: string }) => f.path)
    expect(missing).not.toContain('candidate.mobilePhone')
    // A value the field refuses fills nothing.
    expect(missing).toContain('candidate.firstName')

    const listed = (await gql(`{ atsDryRunConversations { id source answerCount flowNames } }`))
      .atsDryRunConversations
    expect(listed[0]).toMatchObject({ id: sessionId, source: 'TRY_IT', answerCount: 6 })
  }, 60_000)

  it('answers null for a conversation of another chatbot or none', async () => {
    expect((await gql(`{ atsDryRun(conversationId: "cs-none") { conversationId } }`)).atsDryRun).toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import { graphqlLimits } from './yoga'

/** SEC-10: every GraphQL service limits aliases, depth and tokens, and refuses a flood before running it. */
let s: TestServer
// Real requests against a seeded server: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })
let manager: string

beforeAll(async () => {
  s = await startTestServer()
  manager = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

const endpoints = [
  ['router', '/router/graphql', 'user { id }'],
  ['chatbot', '/chatbot-server/talentbrug-werving/graphql', 'mainChatbot { id }'],
] as const

const messages = (body: { errors?: { message: string }[] }) => (body.errors ?? []).map((e) => e.message)

/** Refused before execution: errors and no data (Yoga answers application/json requests with 200 and `errors`). */
function expectRefused(
  answer: { status: number; body: { data?: unknown; errors?: { message: string }[] } },
  pattern: RegExp,
) {
  expect(answer.body.data).toBeUndefined()
  expect(messages(answer.body).join(' ')).toMatch(pattern)
}

describe('GraphQL limits', () => {
  it('refuses 150 aliases of users quickly, without running them', async () => {
    const query = `{ ${Array.from({ length: 150 }, (_, i) => `a${i}: users { id username chatbots { id } }`).join(' ')} }`
    // One warm-up call: the services load lazily on the first request.
    await s.graphql('/router/graphql', '{ user { id } }', { token: manager })
    const times: number[] = []
    let answer = await s.graphql('/router/graphql', query, { token: manager })
    for (let i = 0; i < 5; i++) {
      const started = performance.now()
      answer = await s.graphql('/router/graphql', query, { token: manager })
      times.push(performance.now() - started)
    }
    const ms = Math.min(...times)
    expectRefused(answer, /aliases limit of 15/i)
    expect(ms).toBeLessThan(100)
  })

  it('accepts up to the alias limit on every service', async () => {
    for (const [name, path, field] of endpoints) {
      const query = `{ ${Array.from({ length: graphqlLimits.maxAliases }, (_, i) => `a${i}: ${field}`).join(' ')} }`
      const answer = await s.graphql(path, query, { token: manager })
      expect({ name, status: answer.status, errors: answer.body.errors }).toEqual({
        name,
        status: 200,
        errors: undefined,
      })
      const over = `{ ${Array.from({ length: graphqlLimits.maxAliases + 1 }, (_, i) => `a${i}: ${field}`).join(' ')} }`
      expectRefused(await s.graphql(path, over, { token: manager }), /aliases limit/i)
    }
  })

  it('refuses a query deeper than the depth limit', async () => {
    // Fragments that spread each other nest without bound; depth counts through them.
    const nested = `{ user { ${'employee { chatbots { id } calendarUser { teams { id } } } '.repeat(1)} } }`
    expect((await s.graphql('/router/graphql', nested, { token: manager })).status).toBe(200)
    let deep = 'id'
    for (let i = 0; i < graphqlLimits.maxDepth + 2; i++) deep = `user { ${deep} }`
    const answer = await s.graphql(
      '/router/graphql',
      `query { __typename ${'a'.repeat(0)} ... on Query { ${deep} } }`,
      {
        token: manager,
      },
    )
    expectRefused(answer, /depth/i)
  })

  it('measures depth through fragments as the nesting of the answer, not the number of spreads', async () => {
    // Four levels of answer written with a fragment per level: accepted, as the same fields inline are.
    const layered = `{ ...Q } fragment Q on Query { user { ...U } } fragment U on User { employee { ...E } }
      fragment E on Employee { calendarUser { ...C } } fragment C on CalendarUser { id }`
    const accepted = await s.graphql('/router/graphql', layered, { token: manager })
    expect(accepted.body.errors).toBeUndefined()
    // Depth hidden in a fragment still counts.
    let deep = 'id'
    for (let i = 0; i < graphqlLimits.maxDepth + 1; i++) deep = `user { ${deep} }`
    const hidden = await s.graphql('/router/graphql', `{ ...D } fragment D on Query { ${deep} }`, {
      token: manager,
    })
    expectRefused(hidden, /depth/i)
  })

  it('refuses more tokens than the token limit', async () => {
    const query = `{ user { ${'id '.repeat(graphqlLimits.maxTokens)} } }`
    const answer = await s.graphql('/router/graphql', query, { token: manager })
    expectRefused(answer, /token/i)
  })

  it('suggests no field names to a guesser', async () => {
    const answer = await s.graphql('/router/graphql', '{ usr { id } }', { token: manager })
    expect(messages(answer.body).join(' ')).toMatch(/Cannot query field "usr"/)
    expect(messages(answer.body).join(' ')).not.toMatch(/did you mean/i)
  })

  it('answers a NUL in an inline string literal with invalid_input naming the argument', async () => {
    const answer = await s.graphql(
      '/chatbot-server/talentbrug-werving/graphql',
      'mutation { createInboxLabel(name: "a\\u0000b") { ok } }',
      { token: manager },
    )
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({
      code: 'invalid_input',
      fields: { name: ['NUL characters are not allowed.'] },
    })
    expect(answer.body.data ?? null).toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/** SEC-6: a chatbot's API token goes only to those who manage that chatbot. */
let s: TestServer
// Real requests against a seeded server: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })
const tokens: Record<string, string> = {}
const managers = ['superuser', 'admin', 'manager'] as const
const others = ['teamlead', 'employee', 'partner'] as const

beforeAll(async () => {
  s = await startTestServer()
  for (const who of [...managers, ...others]) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

type Chatbot = { id: string; token: string | null }

async function ownChatbots(who: string): Promise<Chatbot[]> {
  const answer = await s.graphql(
    '/router/graphql',
    '{ user { chatbots { id token } employee { chatbots { id token } } } }',
    {
      token: tokens[who] as string,
    },
  )
  expect(answer.body.errors, who).toBeUndefined()
  const user = answer.body.data.user as { chatbots: Chatbot[]; employee: { chatbots: Chatbot[] } | null }
  return [...user.chatbots, ...(user.employee?.chatbots ?? [])]
}

describe('chatbot API token', () => {
  it('is null in the user reply for team leads, employees and partners', async () => {
    for (const who of others) {
      const chatbots = await ownChatbots(who)
      expect({ who, tokens: chatbots.map((c) => c.token) }).toEqual({ who, tokens: chatbots.map(() => null) })
    }
    // Some of them do have chatbots: the test is not vacuous.
    expect((await ownChatbots('employee')).length).toBeGreaterThan(0)
  })

  it('is given to those who manage their chatbots', async () => {
    for (const who of managers) {
      const chatbots = await ownChatbots(who)
      expect(chatbots.length, who).toBeGreaterThan(0)
      for (const chatbot of chatbots) expect(chatbot.token, `${who} ${chatbot.id}`).toMatch(/^[\w-]{20,}$/)
    }
  })

  it('is null from mainChatbot below manager', async () => {
    const url = '/chatbot-server/talentbrug-werving/graphql'
    for (const who of ['teamlead', 'employee']) {
      const answer = await s.graphql(url, '{ mainChatbot { id token } }', { token: tokens[who] as string })
      expect({ who, token: answer.body.data.mainChatbot.token }).toEqual({ who, token: null })
    }
    const manager = await s.graphql(url, '{ mainChatbot { id token } }', {
      token: tokens['manager'] as string,
    })
    expect(manager.body.data.mainChatbot.token).toMatch(/^[\w-]{20,}$/)
  })

  it('is null in the users list for chatbots the manager is not assigned to', async () => {
    const mine = new Set((await ownChatbots('manager')).map((c) => c.id))
    const answer = await s.graphql('/router/graphql', '{ users { chatbots { id token } } }', {
      token: tokens['manager'] as string,
    })
    const listed = (answer.body.data.users as { chatbots: Chatbot[] }[]).flatMap((u) => u.chatbots)
    expect(listed.length).toBeGreaterThan(0)
    for (const chatbot of listed) expect(chatbot.token === null, chatbot.id).toBe(!mine.has(chatbot.id))
  })
})

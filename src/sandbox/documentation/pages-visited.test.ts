import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { maxPagesVisited } from '@shared/domain/pages-visited'
import * as t from '../chatbots/schema'
import { startTestServer, type TestServer } from '../test-support'

/** User.pagesVisited through the router: each user marks their own pages, one flag at a time, bounded. */
let s: TestServer
let employee = ''
let manager = ''
beforeAll(async () => {
  s = await startTestServer()
  employee = (await s.signIn('employee@demo.nl')).access
  manager = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

const mark = async (token: string, page: string) =>
  (
    await s.graphql(
      '/router/graphql',
      'mutation ($page: String!) { markPageVisited(page: $page) { id pagesVisited } }',
      {
        token,
        variables: { page },
      },
    )
  ).body
const flags = async (token: string) =>
  (await s.graphql('/router/graphql', '{ user { pagesVisited } }', { token })).body.data.user.pagesVisited

describe('markPageVisited', { timeout: 30_000 }, () => {
  it('adds the page to the signed-in user’s own map, keeping what was there', async () => {
    expect(await flags(manager)).toEqual({ dashboard: true, builder: true })
    const answer = await mark(manager, 'inbox')
    expect(answer.data.markPageVisited.pagesVisited).toEqual({ dashboard: true, builder: true, inbox: true })
    // Marking twice changes nothing; another user's map is untouched.
    await mark(manager, 'inbox')
    expect(await flags(manager)).toEqual({ dashboard: true, builder: true, inbox: true })
    expect(await flags(employee)).toEqual({})
  })

  it('refuses a page that is not a lower-case name, with the field', async () => {
    for (const page of ['', 'Inbox', '__proto__', 'a'.repeat(65), 'x/y']) {
      const answer = await mark(employee, page)
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'invalid_input' })
    }
    expect(await flags(employee)).toEqual({})
  })

  it(`remembers at most ${maxPagesVisited} pages, while a known page may still be marked`, async () => {
    const full = Object.fromEntries(Array.from({ length: maxPagesVisited }, (_, i) => [`page-${i}`, true]))
    await s.db.update(t.users).set({ pagesVisited: full }).where(eq(t.users.username, 'employee@demo.nl'))
    expect((await mark(employee, 'one-more')).errors?.[0]?.extensions).toMatchObject({
      code: 'invalid_input',
      fields: { page: [`At most ${maxPagesVisited} pages are remembered.`] },
    })
    expect((await mark(employee, 'page-3')).data.markPageVisited.id).toBeTruthy()
  })
})

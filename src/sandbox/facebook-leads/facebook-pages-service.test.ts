import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import { facebookMessages, standInPages } from './facebook-stand-in'

/** Facebook lead pages through the chatbot GraphQL service: roles, connect, switch on and off, disconnect. */
let s: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 240_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { extensions: { code: string } }[] }
const gql = async (query: string, variables: Record<string, unknown> = {}, who = 'manager') =>
  (
    await s.graphql(`${s.url}/chatbot-server/talentbrug-werving/graphql`, query, {
      token: tokens[who],
      variables,
    })
  ).body as Body
const code = (body: Body) => body.errors?.[0]?.extensions.code

const pages = async (who = 'manager') =>
  (await gql(`{ allFacebookPages { pageId pageName isActive } }`, {}, who)).data?.allFacebookPages as
    { pageId: string; pageName: string; isActive: boolean }[] | undefined
const connect = async (token: string, who = 'manager') =>
  gql(
    `mutation ($t: String!) { facebookPageUpdate(shortLivedUserAccessToken: $t) { ok code errorMessage pages { pageId isActive } } }`,
    { t: token },
    who,
  )
const change = (mutation: 'updateFacebookPage' | 'deleteFacebookPage', data: unknown) =>
  gql(
    `mutation ($d: JSON!) { ${mutation}(data: $d) { ok code errorMessage errors { field messages } facebookPage { pageId isActive } } }`,
    { d: data },
  )
const facebookCheck = async () =>
  (
    (await gql(`{ wizardChecks { key available passed } }`)).data.wizardChecks as {
      key: string
      available: boolean
      passed: boolean
    }[]
  ).find((c) => c.key === 'facebook-page-active')

const token = 'EAAGm0PX4ZCpsBAKZBZCvalidshortlived'
const [vacatures, techniek] = standInPages

describe('Facebook lead pages', { timeout: 30_000 }, () => {
  it('lets team leads read, not connect; employees see nothing', async () => {
    expect(await pages('teamlead')).toEqual([
      { pageId: vacatures.pageId, pageName: vacatures.pageName, isActive: false },
    ])
    expect(code(await gql(`{ allFacebookPages { id } }`, {}, 'employee'))).toBe('forbidden')
    expect(code(await connect(token, 'teamlead'))).toBe('forbidden')
  })

  it('refuses a token Facebook cannot read with its message, and changes nothing', async () => {
    const blank = (await connect('  ')).data.facebookPageUpdate
    expect(blank).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errorMessage: 'Paste the access token from Facebook.',
    })
    const refused = (await connect('not-a-facebook-token')).data.facebookPageUpdate
    expect(refused).toMatchObject({
      ok: false,
      code: 'facebook_connect_failed',
      errorMessage: facebookMessages.unparsable,
    })
    await s.post('/__sandbox/facebook-leads/fail-next-connect', { project_id: 'talentbrug-werving' })
    const expired = (await connect(token)).data.facebookPageUpdate
    expect(expired).toMatchObject({ ok: false, errorMessage: facebookMessages.expired })
    expect(await pages()).toHaveLength(1)
  })

  it('connects the user’s pages once, new ones off, and never answers a token', async () => {
    await connect(token)
    const again = await connect(token)
    expect(again.data.facebookPageUpdate.ok).toBe(true)
    expect(await pages()).toEqual(
      standInPages
        .map((p) => ({ pageId: p.pageId, pageName: p.pageName, isActive: false }))
        .toSorted((a, b) => a.pageName.localeCompare(b.pageName)),
    )
    expect(JSON.stringify(again)).not.toContain('EAA')
  })

  it('switches a page on (the wizard check passes) and off, by the spec’s JSON', async () => {
    expect(await facebookCheck()).toEqual({ key: 'facebook-page-active', available: true, passed: false })
    const json = { page_id: techniek.pageId, page_name: techniek.pageName, is_active: true }
    const on = (await change('updateFacebookPage', json)).data.updateFacebookPage
    expect(on).toMatchObject({ ok: true, facebookPage: { pageId: techniek.pageId, isActive: true } })
    expect((await facebookCheck())?.passed).toBe(true)
    // JSON text, as graphene's JSONString sends it, is read the same.
    const off = (await change('updateFacebookPage', JSON.stringify({ ...json, is_active: false }))).data
    expect(off.updateFacebookPage.facebookPage.isActive).toBe(false)
    expect((await facebookCheck())?.passed).toBe(false)
  })

  it('refuses bad JSON by field and a page that is not connected', async () => {
    const bad = (await change('updateFacebookPage', { page_id: 'abc', page_name: '', is_active: 'yes' })).data
      .updateFacebookPage
    expect(bad.code).toBe('invalid_input')
    expect(bad.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'is_active',
      'page_id',
      'page_name',
    ])
    const unknown = { page_id: '999', page_name: 'Onbekend', is_active: true }
    expect((await change('updateFacebookPage', unknown)).data.updateFacebookPage.code).toBe(
      'facebook_page_not_found',
    )
  })

  it('disconnects a page once', async () => {
    const json = { page_id: vacatures.pageId, page_name: vacatures.pageName, is_active: false }
    expect((await change('deleteFacebookPage', json)).data.deleteFacebookPage.ok).toBe(true)
    expect((await pages())?.map((p) => p.pageId)).not.toContain(vacatures.pageId)
    expect((await change('deleteFacebookPage', json)).data.deleteFacebookPage.code).toBe(
      'facebook_page_not_found',
    )
  })
})

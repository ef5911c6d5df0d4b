import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * ATS batch actions through the chatbot GraphQL service: set up for a Smart Inbox batch-action automation,
 * and a run in the ATS sends to the selection. The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
 */
let s: TestServer
let token = ''
const url = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const gql = async (query: string, variables?: Record<string, unknown>): Promise<any> =>
  ((await s.graphql(url(), query, { token, variables })).body as { data: unknown }).data

describe('ATS batch actions', { timeout: 30_000 }, () => {
  it('sets one up for a Smart Inbox batch action automation; running it in the ATS sends to the selection', async () => {
    const setup = (campaignId: string, input: object) =>
      gql(
        `mutation($id: ID!, $input: AtsBatchActionInput!) { setupAtsBatchAction(campaignId: $id, input: $input) {
          ok errorMessage errors { field messages } batchAction { id externalId name entityType notificationHeader url }
        } }`,
        { id: campaignId, input },
      ).then((d) => d.setupAtsBatchAction)
    const input = {
      name: 'Beschikbaarheid vragen',
      entityType: 'candidate',
      notificationHeader: 'Verstuurd',
      notificationBody: 'De kandidaten krijgen een WhatsApp-bericht.',
    }
    expect((await setup('cmp-herinnering-gesprek', input)).errors).toEqual([
      { field: 'campaignId', messages: ['batchActionType'] },
    ])
    expect(
      (await setup('cmp-beschikbaarheid', { ...input, name: ' ', notificationBody: '' })).errors,
    ).toEqual([
      { field: 'name', messages: ['batchActionNameRequired'] },
      { field: 'notificationBody', messages: ['notificationRequired'] },
    ])
    const made = await setup('cmp-beschikbaarheid', input)
    expect(made).toMatchObject({
      ok: true,
      batchAction: { name: 'Beschikbaarheid vragen', entityType: 'candidate', externalId: 'ATS-1001' },
    })
    expect(made.batchAction.url).toMatch(/\/__sandbox\/ats\/batch-actions\/ba-[\w-]+\/run$/)
    expect((await setup('cmp-beschikbaarheid', { ...input, name: 'beschikbaarheid VRAGEN' })).errors).toEqual(
      [{ field: 'name', messages: ['batchActionDuplicate'] }],
    )
    const listed = async () =>
      (await gql(`{ atsBatchActions(campaignId: "cmp-beschikbaarheid") { id } }`)).atsBatchActions
    expect(await listed()).toEqual([{ id: made.batchAction.id }])

    const run = await s.post(new URL(made.batchAction.url).pathname, {
      candidate_ids: ['cand-001', 'cand-002', 'cand-009'],
    })
    expect(run.status).toBe(200)
    expect(run.body.notification).toEqual({
      header: 'Verstuurd',
      body: 'De kandidaten krijgen een WhatsApp-bericht.',
    })
    // cand-009 has no valid phone number: the preflight skips it.
    expect(run.body.skipped).toBeGreaterThanOrEqual(1)
    const conversations = (
      await s.request(
        'GET',
        `/api/v1/campaign/conversations/?${new URLSearchParams({ project_id: 'talentbrug-werving', campaign_id: 'cmp-beschikbaarheid', page_size: '100' })}`,
        { headers: { authorization: `Bearer ${token}` } },
      )
    ).body.conversations as { source: string }[]
    expect(conversations.filter((c) => c.source === 'batch').length).toBe(run.body.sent)

    const removed = await gql(
      `mutation($id: ID!) { deleteAtsBatchAction(campaignId: "cmp-beschikbaarheid", id: $id) { ok } }`,
      { id: made.batchAction.id },
    )
    expect(removed.deleteAtsBatchAction.ok).toBe(true)
    expect(await listed()).toEqual([])
  })

  it('switches an action off and on: a switched-off action refuses to run; an unknown one answers not ok', async () => {
    const made = (
      await gql(
        `mutation($input: AtsBatchActionInput!) { setupAtsBatchAction(campaignId: "cmp-beschikbaarheid", input: $input) {
          batchAction { id url enabled }
        } }`,
        {
          input: {
            name: 'Uitnodigen',
            entityType: 'candidate',
            notificationHeader: 'Uitgenodigd',
            notificationBody: 'De kandidaten krijgen een uitnodiging.',
          },
        },
      )
    ).setupAtsBatchAction.batchAction
    expect(made.enabled).toBe(true)
    const flip = async (id: string, enabled: boolean) =>
      (
        await gql(
          `mutation($id: ID!, $enabled: Boolean!) {
            setAtsBatchActionEnabled(campaignId: "cmp-beschikbaarheid", id: $id, enabled: $enabled) { ok errorMessage }
          }`,
          { id, enabled },
        )
      ).setAtsBatchActionEnabled
    const enabledNow = async () =>
      (
        await gql(`{ atsBatchActions(campaignId: "cmp-beschikbaarheid") { id enabled } }`)
      ).atsBatchActions.find((a: { id: string }) => a.id === made.id).enabled
    const run = () => s.post(new URL(made.url).pathname, { candidate_ids: ['cand-001'] })

    expect(await flip(made.id, false)).toEqual({ ok: true, errorMessage: null })
    expect(await enabledNow()).toBe(false)
    const refused = await run()
    expect(refused.status).toBe(409)
    expect(refused.body.code).toBe('batch_action_disabled')

    expect(await flip(made.id, true)).toEqual({ ok: true, errorMessage: null })
    expect(await enabledNow()).toBe(true)
    expect((await run()).status).toBe(200)

    expect(await flip('ba-gone', false)).toEqual({
      ok: false,
      errorMessage: 'This batch action no longer exists.',
    })
  })
})

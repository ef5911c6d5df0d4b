import { afterEach, describe, expect, it } from 'vitest'
import type { RestRequest } from '@shared/ipc/api'
import { installFakePortal } from '../test-utils'
import { PortalCallError, resetPortalClient } from './portal'
import { rest } from './rest'
import { BadServerReplyError } from './server-reply'

const analytics = {
  call: 'campaignAnalytics',
  query: { project_id: 'werving-zorg', document_id: 'doc-1' },
} as const
const totals = {
  conversations_finished: 3,
  errors: 0,
  messages_delivered: 9,
  messages_read: 7,
  messages_sent: 10,
  replies: 4,
  targets: 10,
  important_goals_reached: 2,
}

describe('rest (typed REST calls through the bridge)', () => {
  afterEach(() => resetPortalClient())

  it('sends the call, its query and the idempotency key, and answers the parsed, typed reply', async () => {
    const portal = installFakePortal({ 'api:rest': () => ({ ...totals, extra: 'dropped' }) })
    const answer = await rest('campaignAnalytics', { query: analytics.query, idempotencyKey: undefined })
    const replies: number = answer.replies
    expect(replies).toBe(4)
    expect(answer).toEqual(totals)
    expect(portal.calls).toEqual([{ channel: 'api:rest', input: analytics }])

    const key = '2f1c0d1e-8b7a-4c1e-9f2a-0a1b2c3d4e5f'
    await rest('whatsapp', { body: { project_id: 'p', client_id: 'c', text: 'Hoi' }, idempotencyKey: key })
    expect(portal.calls[1]?.input).toEqual({
      call: 'whatsapp',
      body: { project_id: 'p', client_id: 'c', text: 'Hoi' },
      idempotencyKey: key,
    })
  })

  it('rejects a reply of another shape with BadServerReplyError (QUALITY REL-9)', async () => {
    installFakePortal({ 'api:rest': () => ({ ...totals, replies: 'four' }) })
    await expect(rest('campaignAnalytics', { query: analytics.query })).rejects.toBeInstanceOf(
      BadServerReplyError,
    )
    installFakePortal({ 'api:rest': () => null })
    await expect(rest('campaignAnalytics', { query: analytics.query })).rejects.toBeInstanceOf(
      BadServerReplyError,
    )
  })

  it('refuses a request that does not fit its call before anything crosses the bridge', async () => {
    const portal = installFakePortal({ 'api:rest': () => totals })
    // A required parameter missing, then one the call does not have.
    const missing = rest('campaignAnalytics', { query: { project_id: 'werving-zorg' } })
    await expect(missing).rejects.toBeInstanceOf(PortalCallError)
    await expect(missing).rejects.toMatchObject({
      code: 'invalid_input',
      fields: { 'query.document_id': expect.any(String) as unknown },
    })
    await expect(
      rest('campaignAnalytics', { query: { ...analytics.query, campaign_id: 'c1' } }),
    ).rejects.toMatchObject({ code: 'invalid_input' })
    // A body the type checker would refuse too: a message without its text.
    const noText = { body: { project_id: 'p', client_id: 'c' } } as unknown as RestRequest<'whatsapp'>
    await expect(rest('whatsapp', noText)).rejects.toMatchObject({ code: 'invalid_input' })
    expect(portal.calls).toEqual([])
  })

  it('passes a server error on with its code', async () => {
    installFakePortal({
      'api:rest': () => Promise.reject({ code: 'chatbot_suspended', message: 'Suspended' }),
    })
    await expect(rest('campaignAnalytics', { query: analytics.query })).rejects.toMatchObject({
      name: 'PortalCallError',
      code: 'chatbot_suspended',
    })
  })
})

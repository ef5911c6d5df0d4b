import { describe, expect, it } from 'vitest'
import { campaignTestServer, minute, settings, recipient } from './campaign-test-support'

/**
 * Sends scheduled for later through the chatbot GraphQL service: the preflight at the moment, the past
 * refused, and the send when the clock passes it. The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
 */
const { server, token, gql, advance, update, create } = campaignTestServer()

describe('scheduled sends', { timeout: 30_000 }, () => {
  it('shows the preflight at the moment, refuses the past, and sends when the clock passes it', async () => {
    const id = await create('Later versturen')
    await update(id, { ...settings, name: 'Later versturen' })
    const now = Date.parse((await server().request('GET', '/__sandbox/clock')).body.now as string)
    const recipients = [recipient('+31611112222', 'Lotte'), recipient('0612', 'Kees')]
    const scheduleAt = (sendAt: number) =>
      gql(
        `mutation($id: ID!, $r: [RecipientInput!]!, $at: String!) {
          scheduleCampaignMessages(campaignId: $id, recipients: $r, source: "csv", sendAt: $at) {
            ok errorMessage preflight { totals { send skipped phoneInvalid } } scheduledSend { id sendAt recipients firedAt sent }
          }
        }`,
        { id, r: recipients, at: new Date(sendAt).toISOString() },
      ).then((d) => d.scheduleCampaignMessages)
    expect(await scheduleAt(now - minute)).toMatchObject({
      ok: false,
      errorMessage: 'Please choose a moment in the future.',
      scheduledSend: null,
    })
    const at = now + 120 * minute
    const scheduled = await scheduleAt(at)
    expect(scheduled).toMatchObject({
      ok: true,
      preflight: { totals: { send: 1, skipped: 1, phoneInvalid: 1 } },
      scheduledSend: { sendAt: new Date(at).toISOString(), recipients: 2, firedAt: null, sent: null },
    })
    const list = async () =>
      (await gql(`query($id: ID!) { scheduledCampaignSends(campaignId: $id) { id firedAt sent } }`, { id }))
        .scheduledCampaignSends
    const count = async () =>
      (
        await server().request(
          'GET',
          `/api/v1/campaign/conversations/?${new URLSearchParams({ project_id: 'talentbrug-werving', campaign_id: id })}`,
          { headers: { authorization: `Bearer ${token()}` } },
        )
      ).body.conversation_count as number
    await advance(119 * minute)
    expect(await count()).toBe(0)
    expect(await list()).toEqual([{ id: scheduled.scheduledSend.id, firedAt: null, sent: null }])
    await advance(2 * minute)
    expect(await count()).toBe(1)
    expect((await list())[0]).toMatchObject({ sent: 1 })
    expect((await list())[0].firedAt).not.toBeNull()

    const cancelled = await scheduleAt(
      Date.parse((await server().request('GET', '/__sandbox/clock')).body.now as string) + 60 * minute,
    )
    const cancel = await gql(`mutation($id: ID!) { cancelScheduledCampaignSend(id: $id) { ok } }`, {
      id: cancelled.scheduledSend.id,
    })
    expect(cancel.cancelScheduledCampaignSend.ok).toBe(true)
    await advance(61 * minute)
    expect(await count()).toBe(1)
  })
})

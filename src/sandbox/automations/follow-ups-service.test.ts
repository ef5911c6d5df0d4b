import { describe, expect, it } from 'vitest'
import { campaignTestServer, minute, settings, recipient } from './campaign-test-support'

/**
 * Follow-ups through the chatbot GraphQL service: the automation's own follow-up, one only, approaching
 * unanswered candidates again on the sandbox clock. The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
 */
const { server, token, gql, advance, update, create } = campaignTestServer()
const schedule = {
  interval: 10,
  allowedDays: ['A_1', 'A_2', 'A_3', 'A_4', 'A_5', 'A_6', 'A_7'],
  minExecutionTime: '00:00',
  maxExecutionTime: '23:59',
  approachLimit: 3,
}

describe('follow-ups', { timeout: 30_000 }, () => {
  it('creates the automation’s own follow-up, one only, and approaches unanswered candidates again', async () => {
    const id = await create('Opvolging chauffeurs')
    await update(id, { ...settings, name: 'Opvolging chauffeurs' })
    const candidates = [
      ['+31612000001', 'Sanne'],
      ['+31612000002', 'Mohammed'],
      ['+31612000003', 'Joris'],
      ['+48501000004', 'Agnieszka'],
      ['+31612000005', 'Emma'],
    ] as const
    const sent = await gql(
      `mutation($id: ID!, $r: [RecipientInput!]!) { sendCampaignMessages(campaignId: $id, recipients: $r, source: "form") { sent } }`,
      { id, r: candidates.map(([phone, name]) => recipient(phone, name)) },
    )
    expect(sent.sendCampaignMessages.sent).toBe(5)
    const createFollowUp = (input: object) =>
      gql(
        `mutation($id: ID!, $input: FollowUpInput!) { createFollowUp(campaignId: $id, input: $input) {
          ok errors { field messages } followUp { id type name campaignName interval nextBroadcast }
        } }`,
        { id, input },
      ).then((d) => d.createFollowUp)
    const refused = await createFollowUp({ name: 'Nog eens!', schedule: { ...schedule, allowedDays: [] } })
    expect(refused.errors).toEqual([
      { field: 'name', messages: ['nameSpecialCharacters'] },
      { field: 'schedule.allowedDays', messages: ['allowedDaysRequired'] },
    ])
    const made = await createFollowUp({ name: 'Nog eens', schedule })
    expect(made).toMatchObject({
      ok: true,
      followUp: { type: 'FOLLOW_UP', name: 'Nog eens', campaignName: 'Opvolging chauffeurs', interval: 10 },
    })
    const followUpId = made.followUp.id as string
    // The automation (not a broadcast) shows when its follow-up fires next, in the list and the detail.
    expect(
      (
        await gql(
          `query($id: ID!) { campaign(id: $id) { followUpId type broadcast { id } followUp { id nextBroadcast } } }`,
          { id },
        )
      ).campaign,
    ).toEqual({
      followUpId,
      type: 'email_to_whatsapp',
      broadcast: null,
      followUp: { id: followUpId, nextBroadcast: made.followUp.nextBroadcast },
    })
    expect(made.followUp.nextBroadcast).toEqual(expect.any(String))
    const listedCampaign = (
      await gql('{ allCampaigns { id followUp { nextBroadcast } } }')
    ).allCampaigns.find((c: { id: string }) => c.id === id)
    expect(listedCampaign.followUp.nextBroadcast).toBe(made.followUp.nextBroadcast)
    expect((await createFollowUp({ name: 'Tweede', schedule })).errors).toEqual([
      { field: 'name', messages: ['followUpExists'] },
    ])
    const listed = (await gql('{ allFollowUps { id type } }')).allFollowUps
    expect(listed).toEqual(
      expect.arrayContaining([
        { id: followUpId, type: 'FOLLOW_UP' },
        { id: 'bc-vacature-magazijn', type: 'BROADCAST' },
      ]),
    )

    // Just before it fires: its targets are the candidates whose conversation is still unanswered.
    await advance(9 * minute)
    const conversations = async () =>
      (
        await server().request(
          'GET',
          `/api/v1/campaign/conversations/?${new URLSearchParams({ project_id: 'talentbrug-werving', campaign_id: id, page_size: '50' })}`,
          { headers: { authorization: `Bearer ${token()}` } },
        )
      ).body.conversations as { id: string; phone_number: string; status: string }[]
    const before = await conversations()
    const unanswered = before
      .filter((c) => ['sent', 'delivered', 'read'].includes(c.status))
      .map((c) => c.phone_number)
      .sort()
    const targets = (
      await gql(`query($id: ID!) { executeDestinationGetter(broadcastId: $id) { phoneNumber } }`, {
        id: followUpId,
      })
    ).executeDestinationGetter.map((c: { phoneNumber: string }) => c.phoneNumber)
    expect([...targets].sort()).toEqual(unanswered)
    await advance(2 * minute)
    // Those the preflight lets through (a candidate without a vacancy title misses a parameter) get a new one.
    const known = new Set(before.map((c) => c.id))
    const again = (await conversations()).filter((c) => !known.has(c.id)).map((c) => c.phone_number)
    expect(again.length).toBeGreaterThan(0)
    expect(again.every((phone) => unanswered.includes(phone))).toBe(true)
    const followUp = (await gql('{ allFollowUps { id lastBroadcast } }')).allFollowUps.find(
      (f: { id: string }) => f.id === followUpId,
    )
    expect(followUp.lastBroadcast).not.toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * Broadcasts firing on the sandbox clock within their window up to the approach limit, conversations moving
 * through their statuses, and a CSV send after its preflight, through GraphQL and the REST calls. The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const project = 'talentbrug-werving'
const url = () => `${s.url}/chatbot-server/${project}/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'employee']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { extensions: { code: string } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager') =>
  (await s.graphql(url(), query, { token: tokens[who] ?? who, variables })).body as Body
const rest = async (path: string, params: Record<string, string>, who = 'manager') =>
  s.request('GET', `${path}?${new URLSearchParams({ project_id: project, ...params })}`, {
    headers: { authorization: `Bearer ${tokens[who]}` },
  })
/** Moves the clock; past the access token's lifetime the manager signs in again. */
async function advance(ms: number) {
  await s.post('/__sandbox/clock', { advance_ms: ms })
  if (ms >= 10 * 60_000) tokens['manager'] = (await s.signIn('manager@demo.nl')).access
}
const minute = 60_000

const campaignFields = `id name type status family flowId whatsappDefinitionId
  broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }
  draftAutomatch { modified publishStage } activeAutomatch { modified publishStage version }
  derivedStatus { publication text busy schedule }`
const answerFields = `ok errorMessage errors { field messages } campaign { ${campaignFields} }`

describe('broadcasts on the clock', () => {
  let campaignId = ''
  let broadcastId = ''

  it('fires at its interval within the window, evaluating targets at fire time, up to the approach limit', async () => {
    const created = (
      await gql(
        `mutation { createCampaign(input: { name: "Vacature-alert Chauffeurs Noord", type: "broadcast" }) { ${answerFields} } }`,
      )
    ).data.createCampaign
    campaignId = created.campaign.id
    broadcastId = created.campaign.broadcast.id
    await gql(
      `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) { ok } }`,
      {
        id: campaignId,
        input: {
          name: 'Vacature-alert Chauffeurs Noord',
          description: '',
          status: 'A_1',
          flowId: 'fl-werving-vacature-alert',
          onFinishProcessorId: 'pr-werving-doel-sollicitatie',
          onFailProcessorId: null,
          whatsappDefinitionId: 'wa-def-vacature-alert',
          followUpId: null,
          smartInboxLabels: [],
          removeSmartInboxLabels: [],
          engageEnabled: false,
        },
      },
    )
    const schedule = {
      interval: 60,
      allowedDays: ['A_1', 'A_2', 'A_3', 'A_4', 'A_5'],
      minExecutionTime: '09:00',
      maxExecutionTime: '17:00',
      approachLimit: 1,
    }
    const refused = (
      await gql(
        `mutation($id: ID!, $schedule: BroadcastScheduleInput!) { updateBroadcast(campaignId: $id, schedule: $schedule) { ok errors { field messages } } }`,
        { id: campaignId, schedule: { ...schedule, interval: 45, minExecutionTime: '18:00' } },
      )
    ).data.updateBroadcast
    expect(refused.ok).toBe(false)
    expect(refused.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'interval',
      'maxExecutionTime',
    ])
    const updated = (
      await gql(
        `mutation($id: ID!, $schedule: BroadcastScheduleInput!, $q: [TargetConditionInput!]) { updateBroadcast(campaignId: $id, schedule: $schedule, targetQuery: $q) { ${answerFields} } }`,
        { id: campaignId, schedule, q: [{ field: 'function', condition: 'contains', value: 'chauffeur' }] },
      )
    ).data.updateBroadcast
    expect(updated.ok).toBe(true)
    const targets = (await gql(`{ executeDestinationGetter(broadcastId: "${broadcastId}") { name } }`)).data
      .executeDestinationGetter
    expect(targets.map((t: { name: string }) => t.name).sort()).toEqual([
      'Daan 🚚',
      'Fatima',
      'Joris',
      'Kees',
    ])
    // Not at once: an interval after the schedule was saved (Monday 11:00), the scheduler fires it.
    await advance(59 * minute)
    expect(
      (await rest('/api/v1/campaign/conversations/', { campaign_id: campaignId })).body.conversation_count,
    ).toBe(0)
    await advance(minute)
    const page = async () =>
      (await rest('/api/v1/campaign/conversations/', { campaign_id: campaignId, page_num: '1' })).body
    const first = await page()
    expect(first.conversation_count).toBe(4)
    expect(first.status_options).toEqual(['sent'])
    // A new chauffeur in the ATS is a target of the next run; the others reached their approach limit.
    await s.db.insert((await import('./schema')).campaignCandidates).values({
      id: 'cand-new',
      chatbotId: 'cb-werving',
      name: 'Bram',
      phoneNumber: '+31612999999',
      language: 'nl-NL',
      data: { first_name: 'Bram', function: 'Chauffeur CE', vacancy_title: 'Chauffeur CE Utrecht' },
      createdAt: s.clock.now(),
    })
    await advance(60 * minute)
    const second = await page()
    expect(second.conversation_count).toBe(5)
    const bram = second.conversations.find((c: { phone_number: string }) => c.phone_number === '+31612999999')
    expect(bram.conversation_data.message).toBe(
      'Hoi Bram, er is een nieuwe vacature die bij je past: Chauffeur CE Utrecht. Interesse? Antwoord met JA en we bellen je vandaag nog.',
    )
  })

  it('plans the next run an interval after the last', async () => {
    const campaign = (await gql(`{ campaign(id: "${campaignId}") { ${campaignFields} } }`)).data.campaign
    expect(Date.parse(campaign.broadcast.nextBroadcast)).toBe(
      Date.parse(campaign.broadcast.lastBroadcast) + 60 * minute,
    )
  })

  it('moves conversations through their statuses on the clock, with processors and analytics', async () => {
    const list = async (params: Record<string, string> = {}) =>
      (await rest('/api/v1/campaign/conversations/', { campaign_id: 'cmp-vacature-magazijn', ...params }))
        .body
    const all = await list({ page_size: '1000' })
    expect(all.conversations.length).toBe(all.conversation_count)
    const statuses = new Set(all.conversations.map((c: { status: string }) => c.status))
    expect(statuses.has('finished')).toBe(true)
    const page = await list()
    expect(page.conversations).toHaveLength(Math.min(20, all.conversation_count))
    const finished = await list({
      status_filter: 'finished',
      sort_field: 'phone_number',
      sort_direction: 'asc',
    })
    expect(finished.conversations.every((c: { status: string }) => c.status === 'finished')).toBe(true)
    const phones = finished.conversations.map((c: { phone_number: string }) => c.phone_number)
    expect(phones).toEqual([...phones].sort())
    const exported = await list({ export: 'true' })
    expect(exported.conversations).toHaveLength(all.conversation_count)
    const detail = (
      await rest('/api/v1/campaign/conversation/', { conversation_id: finished.conversations[0].id })
    ).body
    expect(detail.messages.map((m: { sender_entity: string }) => m.sender_entity)).toEqual([
      'chatbot',
      'candidate',
    ])
    const analytics = (
      await rest('/api/v1/campaign/analytics/', { document_id: 'doc-cmp-vacature-magazijn' })
    ).body
    expect(analytics.targets).toBe(all.conversation_count)
    expect(analytics.conversations_finished).toBe(finished.conversation_count)
    expect(analytics.messages_sent).toBe(all.conversation_count)
    expect(
      (
        await rest('/api/v1/campaign/conversations/', {
          campaign_id: 'cmp-vacature-magazijn',
          status_filter: 'lost',
        })
      ).status,
    ).toBe(400)
  })

  it('sends a CSV after its preflight: the bad row is named, the others go out and move on', async () => {
    const recipients = [
      {
        line: 2,
        phoneNumber: '+31611110001',
        language: 'nl-NL',
        parameters: [
          { name: 'voornaam', value: 'Sanne' },
          { name: 'vacature', value: 'Chauffeur C' },
        ],
      },
      {
        line: 3,
        phoneNumber: '0612',
        language: 'nl-NL',
        parameters: [
          { name: 'voornaam', value: 'Piet' },
          { name: 'vacature', value: 'Chauffeur C' },
        ],
      },
      {
        line: 4,
        phoneNumber: '+31611110003',
        language: 'en-US',
        parameters: [
          { name: 'voornaam', value: 'Emma' },
          { name: 'vacature', value: 'Driver' },
        ],
      },
    ]
    const sendCampaign = (
      await gql(
        `mutation { createCampaign(input: { name: "CSV chauffeurs", type: "email_to_whatsapp" }) { campaign { id } } }`,
      )
    ).data.createCampaign.campaign.id
    await gql(
      `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) { ok } }`,
      {
        id: sendCampaign,
        input: {
          name: 'CSV chauffeurs',
          description: '',
          status: 'A_1',
          flowId: null,
          onFinishProcessorId: null,
          onFailProcessorId: null,
          whatsappDefinitionId: 'wa-def-vacature-alert',
          followUpId: null,
          smartInboxLabels: [],
          removeSmartInboxLabels: [],
          engageEnabled: true,
        },
      },
    )
    const pre = (
      await gql(
        `query($id: ID!, $r: [RecipientInput!]!) { campaignPreflight(campaignId: $id, recipients: $r) { lines { line skip message } totals { send skipped phoneInvalid } } }`,
        { id: sendCampaign, r: recipients },
      )
    ).data.campaignPreflight
    expect(pre.lines.map((l: { line: number; skip: string | null }) => [l.line, l.skip])).toEqual([
      [2, null],
      [3, 'phoneInvalid'],
      [4, null],
    ])
    expect(pre.totals).toEqual({ send: 2, skipped: 1, phoneInvalid: 1 })
    const sent = (
      await gql(
        `mutation($id: ID!, $r: [RecipientInput!]!) { sendCampaignMessages(campaignId: $id, recipients: $r, source: "csv") { ok sent } }`,
        { id: sendCampaign, r: recipients },
      )
    ).data.sendCampaignMessages
    expect(sent).toEqual({ ok: true, sent: 2 })
    const statuses = async () =>
      (
        (await rest('/api/v1/campaign/conversations/', { campaign_id: sendCampaign })).body.conversations as {
          status: string
        }[]
      ).map((c) => c.status)
    expect(await statuses()).toEqual(['sent', 'sent'])
    await advance(2 * minute)
    expect((await statuses()).every((status) => status !== 'sent')).toBe(true)
  })

  it('a testing automation with a whitelist sends only to the numbers on it; active, it sends to anyone', async () => {
    const recipient = (line: number, phoneNumber: string) => ({
      line,
      phoneNumber,
      language: 'nl-NL',
      parameters: [
        { name: 'voornaam', value: 'Sanne' },
        { name: 'vacature', value: 'Chauffeur C' },
      ],
    })
    const recipients = [recipient(2, '+31622220001'), recipient(3, '+31 6 2222 0002')]
    const id = (
      await gql(
        `mutation { createCampaign(input: { name: "Testnummers", type: "email_to_whatsapp" }) { campaign { id } } }`,
      )
    ).data.createCampaign.campaign.id
    const save = (status: string) =>
      gql(
        `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) { ok } }`,
        {
          id,
          input: {
            name: 'Testnummers',
            description: '',
            status,
            flowId: null,
            onFinishProcessorId: null,
            onFailProcessorId: null,
            whatsappDefinitionId: 'wa-def-vacature-alert',
            followUpId: null,
            smartInboxLabels: [],
            removeSmartInboxLabels: [],
            engageEnabled: false,
            whitelist: ['+31622220002'],
          },
        },
      )
    const skips = async () =>
      (
        await gql(
          `query($id: ID!, $r: [RecipientInput!]!) { campaignPreflight(campaignId: $id, recipients: $r) { lines { skip } totals { notWhitelisted } } }`,
          { id, r: recipients },
        )
      ).data.campaignPreflight
    await save('A_2')
    expect(await skips()).toEqual({
      lines: [{ skip: 'notWhitelisted' }, { skip: null }],
      totals: { notWhitelisted: 1 },
    })
    await save('A_1')
    expect(await skips()).toEqual({ lines: [{ skip: null }, { skip: null }], totals: { notWhitelisted: 0 } })
  })
})

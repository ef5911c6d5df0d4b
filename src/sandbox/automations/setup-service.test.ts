import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as t from './schema'
import { startTestServer, type TestServer } from '../test-support'

/**
 * The edit drawer's and the send drawer's part of automations (issue 14): labels to add and remove, required
 * data, engage and the follow-up stored and returned with their rules; follow-ups that approach unanswered
 * candidates again on the sandbox clock; sends scheduled for later that fire when the clock passes them.
 * The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
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
const minute = 60_000
async function advance(ms: number) {
  await s.post('/__sandbox/clock', { advance_ms: ms })
  token = (await s.signIn('manager@demo.nl')).access
}

const definition = 'wa-def-vacature-alert'
const settings = {
  description: '',
  status: 'A_1',
  flowId: null,
  onFinishProcessorId: null,
  onFailProcessorId: null,
  whatsappDefinitionId: definition,
  followUpId: null,
  smartInboxLabels: [],
  removeSmartInboxLabels: [],
  engageEnabled: false,
}
const update = (id: string, input: object) =>
  gql(
    `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) {
      ok errorMessage errors { field messages }
      campaign { followUpId smartInboxLabels removeSmartInboxLabels engageEnabled requiredData { name humanReadableName description } }
    } }`,
    { id, input },
  ).then((d) => d.updateCampaign)
const create = async (name: string) =>
  (
    await gql(
      `mutation { createCampaign(input: { name: "${name}", type: "email_to_whatsapp" }) { campaign { id } } }`,
    )
  ).createCampaign.campaign.id as string
const recipient = (phoneNumber: string, voornaam: string) => ({
  phoneNumber,
  language: 'nl-NL',
  parameters: [
    { name: 'voornaam', value: voornaam },
    { name: 'vacature', value: 'Chauffeur C' },
  ],
})
const schedule = {
  interval: 10,
  allowedDays: ['A_1', 'A_2', 'A_3', 'A_4', 'A_5', 'A_6', 'A_7'],
  minExecutionTime: '00:00',
  maxExecutionTime: '23:59',
  approachLimit: 3,
}

describe('the edit drawer’s settings', { timeout: 30_000 }, () => {
  it('stores and returns labels, required data, engage and the follow-up', async () => {
    const labels = (await gql('{ allLabels { id } }')).allLabels.map((l: { id: string }) => l.id)
    const id = await create('Labels en gegevens')
    const requiredData = [
      {
        name: 'rijbewijs',
        humanReadableName: 'Rijbewijs',
        description: 'Welk rijbewijs heeft de kandidaat?',
      },
    ]
    const saved = await update(id, {
      ...settings,
      name: 'Labels en gegevens',
      smartInboxLabels: [labels[0]],
      removeSmartInboxLabels: [labels[1]],
      engageEnabled: true,
      requiredData,
      followUpId: 'bc-vacature-magazijn',
    })
    expect(saved).toMatchObject({
      ok: true,
      campaign: {
        followUpId: 'bc-vacature-magazijn',
        smartInboxLabels: [labels[0]],
        removeSmartInboxLabels: [labels[1]],
        engageEnabled: true,
        requiredData,
      },
    })
    // Absent required data keeps what is stored.
    const again = await update(id, { ...settings, name: 'Labels en gegevens' })
    expect(again.campaign.requiredData).toEqual(requiredData)
  })

  it('refuses a label both added and removed, bad or double required data and an unknown follow-up', async () => {
    const id = await create('Regels')
    const both = await update(id, {
      ...settings,
      name: 'Regels',
      smartInboxLabels: ['l-1'],
      removeSmartInboxLabels: ['l-1'],
    })
    expect(both).toMatchObject({
      ok: false,
      errorMessage: 'A label cannot be both added and removed.',
      errors: [{ field: 'removeSmartInboxLabels', messages: ['labelAddedAndRemoved'] }],
    })
    const data = await update(id, {
      ...settings,
      name: 'Regels',
      requiredData: [
        { name: '1e keuze', humanReadableName: '', description: '' },
        { name: 'stad', humanReadableName: 'Stad', description: '' },
        { name: 'Stad', humanReadableName: 'Woonplaats', description: '' },
      ],
    })
    expect(data.ok).toBe(false)
    expect(data.errors).toEqual([
      { field: 'requiredData.0.name', messages: ['requiredDataName'] },
      { field: 'requiredData.0.humanReadableName', messages: ['requiredDataLabel'] },
      { field: 'requiredData.2.name', messages: ['requiredDataDuplicate'] },
    ])
    const followUp = await update(id, { ...settings, name: 'Regels', followUpId: 'fu-nowhere' })
    expect(followUp.errors).toEqual([{ field: 'followUpId', messages: ['followUpNotFound'] }])
  })
})

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
    expect(
      (await gql(`query($id: ID!) { campaign(id: $id) { followUpId } }`, { id })).campaign.followUpId,
    ).toBe(followUpId)
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
        await s.request(
          'GET',
          `/api/v1/campaign/conversations/?${new URLSearchParams({ project_id: 'talentbrug-werving', campaign_id: id, page_size: '50' })}`,
          { headers: { authorization: `Bearer ${token}` } },
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

describe('scheduled sends', { timeout: 30_000 }, () => {
  it('shows the preflight at the moment, refuses the past, and sends when the clock passes it', async () => {
    const id = await create('Later versturen')
    await update(id, { ...settings, name: 'Later versturen' })
    const now = Date.parse((await s.request('GET', '/__sandbox/clock')).body.now as string)
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
        await s.request(
          'GET',
          `/api/v1/campaign/conversations/?${new URLSearchParams({ project_id: 'talentbrug-werving', campaign_id: id })}`,
          { headers: { authorization: `Bearer ${token}` } },
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
      Date.parse((await s.request('GET', '/__sandbox/clock')).body.now as string) + 60 * minute,
    )
    const cancel = await gql(`mutation($id: ID!) { cancelScheduledCampaignSend(id: $id) { ok } }`, {
      id: cancelled.scheduledSend.id,
    })
    expect(cancel.cancelScheduledCampaignSend.ok).toBe(true)
    await advance(61 * minute)
    expect(await count()).toBe(1)
  })
})

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
})

describe('scheduled sends and batch actions go with their automation', { timeout: 30_000 }, () => {
  it('deleting an automation removes its scheduled sends, which then never fire, and its batch actions', async () => {
    const id = await create('Verdwijnt met zending')
    await update(id, { ...settings, name: 'Verdwijnt met zending' })
    const now = Date.parse((await s.request('GET', '/__sandbox/clock')).body.now as string)
    const scheduled = await gql(
      `mutation($id: ID!, $r: [RecipientInput!]!, $at: String!) {
        scheduleCampaignMessages(campaignId: $id, recipients: $r, source: "form", sendAt: $at) { ok scheduledSend { id } }
      }`,
      { id, r: [recipient('+31611113333', 'Noor')], at: new Date(now + 30 * minute).toISOString() },
    )
    expect(scheduled.scheduleCampaignMessages.ok).toBe(true)
    const deleted = await gql(`mutation($id: ID!) { deleteCampaign(id: $id) { ok } }`, { id })
    expect(deleted.deleteCampaign.ok).toBe(true)
    const rows = await s.services.db.select().from(t.campaignScheduledSends)
    expect(rows.filter((r) => r.campaignId === id)).toEqual([])
    // Its timer finds nothing to send when the clock passes it.
    await advance(31 * minute)
    expect(
      (await s.services.db.select().from(t.campaignConversations)).filter((c) => c.campaignId === id),
    ).toEqual([])

    const action = {
      name: 'Weg met automatisering',
      entityType: 'candidate',
      notificationHeader: 'Verstuurd',
      notificationBody: 'Klaar.',
    }
    const batch = await gql(
      `mutation { createCampaign(input: { name: "Batch die verdwijnt", type: "smart_inbox_batch_action" }) { campaign { id } } }`,
    )
    const batchId = batch.createCampaign.campaign.id as string
    await update(batchId, { ...settings, name: 'Batch die verdwijnt' })
    const made = await gql(
      `mutation($id: ID!, $input: AtsBatchActionInput!) { setupAtsBatchAction(campaignId: $id, input: $input) {
        ok batchAction { id externalId }
      } }`,
      { id: batchId, input: action },
    )
    expect(made.setupAtsBatchAction.ok).toBe(true)
    // The ATS's numbers continue after the highest it holds.
    expect(made.setupAtsBatchAction.batchAction.externalId).toMatch(/^ATS-10\d\d$/)
    await gql(`mutation($id: ID!) { deleteCampaign(id: $id) { ok } }`, { id: batchId })
    const actions = await s.services.db.select().from(t.atsBatchActions)
    expect(actions.filter((a) => a.campaignId === batchId)).toEqual([])
    const run = await s.post(
      new URL(`${s.url}/__sandbox/ats/batch-actions/${made.setupAtsBatchAction.batchAction.id}/run`).pathname,
      { candidate_ids: ['cand-001'] },
    )
    expect(run.status).toBe(404)
  })
})

describe('ATS field mappings', { timeout: 30_000 }, () => {
  it('lists the chatbot’s mappings, starts a new automation with the defaults and saves the chosen ones', async () => {
    const all = (
      await gql(`{ atsFieldMappings { id type value isDefaultMapping isLocked prependAppendSeparator scalarName
        atsField { path dataType required entityType humanReadableNames { language name } } } }`)
    ).atsFieldMappings as { id: string; type: string; isLocked: boolean; atsField: { path: string } }[]
    expect(all.find((m) => m.id === 'afm-werving-bron')).toMatchObject({
      type: 'FIXED_VALUE',
      value: 'WhatsApp',
      isDefaultMapping: true,
      prependAppendSeparator: ' ',
      atsField: {
        path: 'candidate.source',
        humanReadableNames: [
          { language: 'nl', name: 'Bron' },
          { language: 'en', name: 'Source' },
        ],
      },
    })
    const defaults = (await gql(`{ atsFieldMappings(isDefaultMapping: true) { id } }`)).atsFieldMappings
    expect(defaults.map((m: { id: string }) => m.id).sort()).toEqual([
      'afm-werving-achternaam',
      'afm-werving-bron',
      'afm-werving-telefoonnummer',
      'afm-werving-voornaam',
    ])

    const id = await create('Met ATS-velden')
    const mappingsOf = async () =>
      (
        await gql(`query($id: ID!) { campaign(id: $id) { atsFieldMappings { id } } }`, { id })
      ).campaign.atsFieldMappings.map((m: { id: string }) => m.id)
    expect((await mappingsOf()).sort()).toEqual(defaults.map((m: { id: string }) => m.id).sort())

    const save = (atsFieldMappingIds: string[]) =>
      update(id, { ...settings, name: 'Met ATS-velden', atsFieldMappingIds })
    expect(await save(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs', 'afm-onbekend'])).toMatchObject(
      {
        ok: false,
        errorMessage: 'This ATS field mapping no longer exists.',
        errors: [{ field: 'atsFieldMappingIds', messages: ['atsFieldMappingNotFound'] }],
      },
    )
    // Another chatbot's mapping is unknown here too.
    expect((await save(['afm-werving-telefoonnummer', 'afm-techniek-bron'])).errors).toEqual([
      { field: 'atsFieldMappingIds', messages: ['atsFieldMappingNotFound'] },
    ])
    expect((await save(['afm-werving-rijbewijs'])).errors).toEqual([
      { field: 'atsFieldMappingIds', messages: ['atsFieldMappingLocked'] },
    ])
    expect((await save(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs'])).ok).toBe(true)
    expect(await mappingsOf()).toEqual(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs'])
    // Saving without the list keeps it.
    expect((await update(id, { ...settings, name: 'Met ATS-velden' })).ok).toBe(true)
    expect(await mappingsOf()).toEqual(['afm-werving-telefoonnummer', 'afm-werving-rijbewijs'])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import * as t from './schema'

/**
 * Campaigns through the chatbot GraphQL service: CRUD with the shared rules and the Campaigns right, the edit
 * drawer's settings (labels, required data, engage, follow-up), and what goes with a deleted automation. The manual clock starts Monday 5 January 2026, 10:00 in Amsterdam.
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

const campaignFields = `id name type status family flowId whatsappDefinitionId
  broadcast { id interval allowedDays minExecutionTime maxExecutionTime approachLimit nextBroadcast lastBroadcast targetQuery { field condition value } }
  draftAutomatch { modified publishStage } activeAutomatch { modified publishStage version }
  derivedStatus { publication text busy schedule }`
const answerFields = `ok errorMessage errors { field messages } campaign { ${campaignFields} }`

describe('campaigns', () => {
  it('lists the seeded campaigns with search, type and status filters', async () => {
    const list = async (args: string) =>
      (await gql(`{ allCampaigns${args} { id name type status derivedStatus { text } } }`)).data
        .allCampaigns as {
        name: string
        type: string
        status: string
        derivedStatus: { text: string } | null
      }[]
    const all = await list('')
    expect(all.map((c) => c.type).sort()).toEqual([
      'automatch_cand2vac',
      'automatch_vac2cand',
      'broadcast',
      'email_to_whatsapp',
      'flow',
      'smart_inbox_batch_action',
      'web',
    ])
    expect((await list('(search: "MAGAZIJN")')).map((c) => c.name)).toEqual(['Vacature-alert Magazijn'])
    expect((await list('(type: "automatch")')).length).toBe(2)
    expect((await list('(status: "A_2")')).map((c) => c.name)).toEqual(['Beschikbaarheid opvragen'])
    expect((await list('(status: "all")')).length).toBe(all.length)
    const logistiek = all.find((c) => c.name === 'Automatch Logistiek Utrecht')
    expect(logistiek?.derivedStatus?.text).toBe('needsPublish')
    expect(all.find((c) => c.name === 'Kandidaat zoekt vacature')?.derivedStatus?.text).toBe(
      'previousNotRunning',
    )
  })

  it('refuses a name with special characters and creates a broadcast with the defaults', async () => {
    const create = (input: object) =>
      gql(`mutation($input: CampaignCreateInput!) { createCampaign(input: $input) { ${answerFields} } }`, {
        input,
      })
    const refused = (await create({ name: 'Alert!', type: 'broadcast' })).data.createCampaign
    expect(refused.ok).toBe(false)
    expect(refused.errors).toEqual([{ field: 'name', messages: ['nameSpecialCharacters'] }])
    const created = (await create({ name: 'Vacature-alert Chauffeurs', type: 'broadcast' })).data
      .createCampaign
    expect(created.ok).toBe(true)
    expect(created.campaign).toMatchObject({
      status: 'A_1',
      family: 'REMINDER',
      broadcast: {
        interval: 360,
        allowedDays: ['A_1', 'A_2', 'A_3', 'A_4', 'A_5'],
        minExecutionTime: '09:00',
        maxExecutionTime: '17:00',
        targetQuery: [],
      },
    })
    const inbox = (
      await create({ name: 'Inbox actie', type: 'smart_inbox_batch_action', flowId: 'fl-werving-start' })
    ).data.createCampaign
    expect(inbox.campaign.flowId).toBeNull()
  })

  it('keeps the Campaigns right to managers', async () => {
    const answer = await gql('{ allCampaigns { id } }', {}, 'employee')
    expect(answer.errors?.[0]?.extensions.code).toBe('forbidden')
    expect(
      (await rest('/api/v1/campaign/analytics/', { document_id: 'doc-cmp-vacature-magazijn' }, 'employee'))
        .status,
    ).toBe(403)
  })
})

describe('the edit drawer’s settings', { timeout: 30_000 }, () => {
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

  it("stores the client's note with its images and the whitelist; absent keeps them; bad ones are refused", async () => {
    const id = await create('Notitie voor de klant')
    const note = {
      whitelist: ['+31612345678'],
      clientDescription: 'Stuurt chauffeurs een herinnering.',
      clientDescriptionImages: ['https://example.nl/uitleg.png'],
    }
    const fields = `ok errors { field messages } campaign { whitelist clientDescription clientDescriptionImages }`
    const save = async (input: object) =>
      (
        await gql(
          `mutation($id: ID!, $input: CampaignUpdateInput!) { updateCampaign(id: $id, input: $input) { ${fields} } }`,
          { id, input: { ...settings, name: 'Notitie voor de klant', ...input } },
        )
      ).updateCampaign
    expect(await save(note)).toEqual({ ok: true, errors: [], campaign: note })
    expect((await save({})).campaign).toEqual(note)
    const refused = await save({
      whitelist: ['0612'],
      clientDescription: 'x'.repeat(5001),
      clientDescriptionImages: ['http://example.nl/a.png'],
    })
    expect(refused.ok).toBe(false)
    expect(refused.errors).toEqual([
      { field: 'whitelist.0', messages: ['whitelistPhoneInvalid'] },
      { field: 'clientDescription', messages: ['clientDescriptionTooLong'] },
      { field: 'clientDescriptionImages.0', messages: ['clientDescriptionImageInvalid'] },
    ])
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

  const sync = (id: string, as = token) =>
    s
      .graphql(
        url(),
        `mutation($id: ID!) { syncAutomationRequiredData(id: $id) {
          ok errorMessage errors { field messages } campaign { requiredData { name humanReadableName description } }
        } }`,
        { token: as, variables: { id } },
      )
      .then((r) => r.body as { data: { syncAutomationRequiredData: any } | null; errors?: unknown[] }) // eslint-disable-line @typescript-eslint/no-explicit-any

  it("takes the required data over from the flow's required questions, keeping what was written for a name", async () => {
    const id = await create('Gegevens uit de flow')
    await update(id, {
      ...settings,
      name: 'Gegevens uit de flow',
      flowId: 'fl-werving-chauffeur',
      requiredData: [
        { name: 'RIJBEWIJS', humanReadableName: 'Rijbewijs (C of CE)', description: 'Eigen omschrijving' },
        { name: 'salaris', humanReadableName: 'Salaris', description: '' },
      ],
    })
    const answer = (await sync(id)).data?.syncAutomationRequiredData
    expect(answer.ok).toBe(true)
    const items = answer.campaign.requiredData as {
      name: string
      humanReadableName: string
      description: string
    }[]
    // In the flow's order; the hand-written readable name and description stay; a name the flow no longer asks goes.
    expect(items.map((item) => item.name)).toEqual([
      'rijbewijs',
      'code95',
      'startdatum',
      'naam',
      'telefoon',
      'email',
    ])
    expect(items[0]).toEqual({
      name: 'rijbewijs',
      humanReadableName: 'Rijbewijs (C of CE)',
      description: 'Eigen omschrijving',
    })
    expect(items.every((item) => item.humanReadableName.length > 0)).toBe(true)
    // Stored: the automation read again has them.
    const again = await gql(`{ campaign(id: "${id}") { requiredData { name } } }`)
    expect(again.campaign.requiredData.map((item: { name: string }) => item.name)).toEqual(
      items.map((item) => item.name),
    )
  })

  it('refuses without a flow and keeps the required data; the Campaigns right is needed', async () => {
    const id = await create('Zonder flow')
    const requiredData = [{ name: 'rijbewijs', humanReadableName: 'Rijbewijs', description: '' }]
    await update(id, { ...settings, name: 'Zonder flow', requiredData })
    expect((await sync(id)).data?.syncAutomationRequiredData).toMatchObject({
      ok: false,
      errorMessage: 'Choose a flow first: the required data is taken from its questions.',
      errors: [{ field: 'flowId', messages: ['requiredDataNoFlow'] }],
    })
    const employee = (await s.signIn('employee@demo.nl')).access
    const refused = await sync(id, employee)
    expect(refused.data).toBeNull()
    expect(refused.errors).toHaveLength(1)
    const again = await gql(
      `{ campaign(id: "${id}") { requiredData { name humanReadableName description } } }`,
    )
    expect(again.campaign.requiredData).toEqual(requiredData)
  })
})

describe('scheduled sends and batch actions go with their automation', { timeout: 30_000 }, () => {
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'

/**
 * Automation templates through the chatbot GraphQL service: the templates offered (only automatch ones
 * without a WhatsApp provider), creating from a template (flow, schedule, queries), export and import with
 * the duplicate-name rules.
 */
let s: TestServer
let token = ''
const url = (project = 'talentbrug-werving') => `${s.url}/chatbot-server/${project}/graphql`

beforeAll(async () => {
  s = await startTestServer()
  token = (await s.signIn('manager@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { message: string; extensions: { code: string } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, project?: string) => {
  const body = (await s.graphql(url(project), query, { token, variables })).body as Body
  return body
}

const statementFields = `id negate order operator value atsFieldMapping scalarName condition { id name value allowedDataTypes }`
const queryFields = `id kind baseAtsEntityType targetHandler queryStatements { ${statementFields} }`
const campaignFields = `id name type flowId description requiredData { name }
  broadcast { interval approachLimit allowedDays }
  draftAutomatch { id modified searchQuery { ${queryFields} } matchQuery { ${queryFields} } facetsQuery { ${queryFields} } }
  activeAutomatch { id searchQuery { ${queryFields} } }
  derivedStatus { text }`
const answerFields = `ok errorMessage errors { field messages } campaign { ${campaignFields} }`
const create = async (input: object, project?: string) =>
  (
    await gql(
      `mutation($input: CampaignCreateInput!) { createCampaign(input: $input) { ${answerFields} } }`,
      { input },
      project,
    )
  ).data.createCampaign

describe('automation templates', () => {
  const templates = async (project?: string) =>
    (
      await gql(
        `{ allAutomationTemplates { id name type flowId tags steps { title } campaign } }`,
        {},
        project,
      )
    ).data.allAutomationTemplates as { id: string; name: string; type: string; flowId: string | null }[]

  it('offers every template with a WhatsApp provider, only automatch ones without', async () => {
    const werving = await templates()
    expect(werving.map((t) => t.type).sort()).toEqual([
      'automatch_cand2vac',
      'automatch_vac2cand',
      'broadcast',
      'email_to_whatsapp',
      'flow',
      'smart_inbox_batch_action',
    ])
    const techniek = await templates('talentbrug-techniek')
    expect(techniek.map((t) => t.type).sort()).toEqual(['automatch_cand2vac', 'automatch_vac2cand'])
  })

  it('creates an automatch from its template: the template flow and queries', async () => {
    const answer = await create({
      name: 'Automatch Orderpickers',
      type: 'automatch_vac2cand',
      templateId: 'atpl-werving-automatch-vacatures',
    })
    expect(answer.ok).toBe(true)
    expect(answer.campaign.flowId).toBe('fl-werving-vacature-alert')
    expect(answer.campaign.description).toBe('Nieuwe vacatures automatisch bij passende kandidaten.')
    const draft = answer.campaign.draftAutomatch
    expect(draft.searchQuery.baseAtsEntityType).toBe('vacancy')
    expect(
      draft.searchQuery.queryStatements.map((q: { atsFieldMapping: string }) => q.atsFieldMapping),
    ).toEqual(['status', 'published_at'])
    expect(draft.matchQuery.queryStatements[0]).toMatchObject({
      scalarName: 'city',
      operator: 'AND',
      order: 0,
    })
    expect(draft.facetsQuery.queryStatements[0].condition.name).toBe('one_of')
  })

  it('uses the chosen flow over the template flow, no flow for a smart inbox campaign, the schedule', async () => {
    const chosen = await create({
      name: 'Alert met eigen flow',
      type: 'broadcast',
      templateId: 'atpl-werving-vacature-alert',
      flowId: 'fl-werving-start',
    })
    expect(chosen.campaign.flowId).toBe('fl-werving-start')
    expect(chosen.campaign.broadcast).toMatchObject({ interval: 1440, approachLimit: 3 })
    expect(chosen.campaign.requiredData).toEqual([{ name: 'vacancy_title' }])
    const inbox = await create({
      name: 'Beschikbaarheid week 3',
      type: 'smart_inbox_batch_action',
      templateId: 'atpl-werving-beschikbaarheid',
      flowId: 'fl-werving-start',
    })
    expect(inbox.campaign.flowId).toBeNull()
  })

  it('refuses a template of another type and a WhatsApp template without a provider', async () => {
    const mismatch = await create({
      name: 'Verkeerd type',
      type: 'flow',
      templateId: 'atpl-werving-vacature-alert',
    })
    expect(mismatch.errors).toEqual([{ field: 'templateId', messages: ['templateTypeMismatch'] }])
    const noProvider = await create(
      { name: 'Alert zonder WhatsApp', type: 'broadcast', templateId: 'atpl-techniek-vacature-alert' },
      'talentbrug-techniek',
    )
    expect(noProvider.errors).toEqual([{ field: 'templateId', messages: ['templateNeedsWhatsapp'] }])
    expect(noProvider.errorMessage).toBe('This template needs a WhatsApp provider.')
  })
})

describe('import', () => {
  const importCampaign = async (name: string, file: string) =>
    (
      await gql(
        `mutation($name: String!, $file: String!) { importCampaign(name: $name, file: $file) { ${answerFields} } }`,
        { name, file },
      )
    ).data.importCampaign
  const importTemplate = async (name: string, file: string) =>
    (
      await gql(
        `mutation($name: String!, $file: String!) { importAutomationTemplate(name: $name, file: $file) {
          ok errorMessage errors { field messages } template { id name type flowId } } }`,
        { name, file },
      )
    ).data.importAutomationTemplate

  it('imports an exported automation under a new name, refuses an existing name', async () => {
    const file = JSON.stringify(
      (await gql(`{ exportCampaign(id: "cmp-automatch-logistiek") }`)).data.exportCampaign,
    )
    expect(JSON.parse(file)).toMatchObject({
      format: 'chatbot-portal/automation',
      version: 1,
      automation: { name: 'Automatch Logistiek Utrecht', campaign: { type: 'automatch_vac2cand' } },
    })
    const duplicate = await importCampaign('automatch logistiek utrecht', file)
    expect(duplicate.ok).toBe(false)
    expect(duplicate.errors).toEqual([{ field: 'name', messages: ['nameDuplicate'] }])
    expect(duplicate.errorMessage).toBe('An automation with this name already exists.')
    const imported = await importCampaign('Automatch Logistiek Amersfoort', file)
    expect(imported.ok).toBe(true)
    expect(imported.campaign.flowId).toBe('fl-werving-vacature-alert')
    expect(imported.campaign.draftAutomatch.searchQuery.queryStatements).toHaveLength(2)
    expect((await importCampaign('Naam!', file)).errors[0].messages).toEqual(['nameSpecialCharacters'])
  })

  it('clones an automation under a new name with its links, on hold; an existing name is refused', async () => {
    const clone = async (id: string, name: string) =>
      (
        await gql(
          `mutation($id: ID!, $name: String!) { cloneCampaign(id: $id, name: $name) {
            ok errorMessage errors { field messages }
            campaign { id name type status flowId whatsappDefinitionId onFinishProcessorId onFailProcessorId
              broadcast { interval approachLimit allowedDays } }
          } }`,
          { id, name },
        )
      ).data.cloneCampaign
    const original = (
      await gql(`{ campaign(id: "cmp-vacature-magazijn") {
        type flowId whatsappDefinitionId onFinishProcessorId onFailProcessorId
        broadcast { interval approachLimit allowedDays } } }`)
    ).data.campaign
    expect((await clone('cmp-vacature-magazijn', 'vacature-alert magazijn')).errors).toEqual([
      { field: 'name', messages: ['nameDuplicate'] },
    ])
    const cloned = await clone('cmp-vacature-magazijn', 'Vacature-alert Magazijn Zwolle')
    expect(cloned).toMatchObject({
      ok: true,
      campaign: { ...original, name: 'Vacature-alert Magazijn Zwolle' },
    })
    expect(cloned.campaign.whatsappDefinitionId).not.toBeNull()
    expect(cloned.campaign.status).toBe('A_0')
    expect(cloned.campaign.id).not.toBe('cmp-vacature-magazijn')
  })

  it('refuses a file that is none, and a template file as an automation', async () => {
    const invalid = await importCampaign('Iets', 'phone_number,voornaam')
    expect(invalid.errors).toEqual([{ field: 'file', messages: ['invalidFile'] }])
    expect(invalid.errorMessage).toBe('Error! Please select a valide file')
    const templateFile = JSON.stringify(
      (await gql(`{ exportAutomationTemplate(id: "atpl-werving-herinnering-gesprek") }`)).data
        .exportAutomationTemplate,
    )
    expect((await importCampaign('Iets', templateFile)).errors[0].field).toBe('file')
  })

  it('imports a template under a unique name only', async () => {
    const file = JSON.stringify(
      (await gql(`{ exportAutomationTemplate(id: "atpl-werving-herinnering-gesprek") }`)).data
        .exportAutomationTemplate,
    )
    const duplicate = await importTemplate('Herinnering Sollicitatiegesprek', file)
    expect(duplicate.errors).toEqual([{ field: 'name', messages: ['templateNameDuplicate'] }])
    expect(duplicate.errorMessage).toBe('An automation template with this name already exists.')
    const imported = await importTemplate('Herinnering tweede gesprek', file)
    expect(imported.ok).toBe(true)
    expect(imported.template).toMatchObject({ type: 'flow', flowId: 'fl-werving-start' })
    expect((await importTemplate(' ', file)).errors[0].messages).toEqual(['templateNameRequired'])
  })
})

import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isAllowed, permissionSubjects, type PermissionAction } from '@shared/domain/permissions'
import { campaigns } from '../automations/schema'
import { startTestServer, type TestServer } from '../test-support'

/** The partner portal: read and create on one subject, enforced by the server for every other operation. */
let s: TestServer
const tokens: Record<string, string> = {}
beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['partner', 'manager']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 240_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { extensions: { code: string } }[] }
const gql = async (query: string, who = 'partner', path = '/chatbot-server/talentbrug-werving/graphql') =>
  (await s.graphql(`${s.url}${path}`, query, { token: tokens[who] })).body as Body
const code = (body: Body) => body.errors?.[0]?.extensions.code

describe('the permission table gives a partner read and create on the partner portal only', () => {
  it('allows nothing else, for every subject and action', () => {
    const partner = { role: 'PARTNER' }
    const actions: PermissionAction[] = ['manage', 'read', 'create', 'update', 'delete']
    const allowed = permissionSubjects.flatMap((subject) =>
      actions.filter((action) => isAllowed(partner, action, subject)).map((action) => `${action} ${subject}`),
    )
    expect(allowed).toEqual(['read PartnerPortal', 'create PartnerPortal'])
  })
})

describe('partner portal', { timeout: 30_000 }, () => {
  it('lists the automations of an assigned chatbot and the templates, and creates one from a template', async () => {
    const listed = (await gql('{ partnerAutomations { id name status } }')).data.partnerAutomations
    expect(listed.length).toBeGreaterThan(0)
    const templates = (await gql('{ partnerAutomationTemplates { id name type } }')).data
      .partnerAutomationTemplates
    expect(templates.length).toBeGreaterThan(0)
    const template = templates[0]
    const created = (
      await gql(
        `mutation { partnerCreateAutomation(templateId: "${template.id}", name: "Partner vacatures") { ok errors { field messages } automation { id name type } } }`,
      )
    ).data.partnerCreateAutomation
    expect(created).toMatchObject({
      ok: true,
      automation: { name: 'Partner vacatures', type: template.type },
    })
    const [row] = await s.db.select().from(campaigns).where(eq(campaigns.id, created.automation.id))
    expect(row?.chatbotId).toBe('cb-werving')
    // The automations' own name rules hold for a partner too: a blank name is refused, nothing is added.
    const before = (await s.db.select().from(campaigns)).length
    const blank = (
      await gql(
        `mutation { partnerCreateAutomation(templateId: "${template.id}", name: "  ") { ok errors { field messages } } }`,
      )
    ).data.partnerCreateAutomation
    expect(blank.ok).toBe(false)
    expect(blank.errors[0].field).toBe('name')
    expect((await s.db.select().from(campaigns)).length).toBe(before)
    expect(
      code(await gql(`mutation { partnerCreateAutomation(templateId: "nope", name: "X") { ok } }`)),
    ).toBe('not_found')
  })

  it('refuses a partner every other operation: reads, edits and deletes of automations, and other areas', async () => {
    const id = (await gql('{ partnerAutomations { id } }')).data.partnerAutomations[0].id
    const operations = [
      '{ allCampaigns { id } }',
      `{ campaign(id: "${id}") { id } }`,
      '{ allAutomationTemplates { id } }',
      `mutation { createCampaign(input: { name: "X", type: "BROADCAST" }) { ok } }`,
      `mutation { updateCampaign(id: "${id}", input: { name: "Y", description: "", status: "A_0", smartInboxLabels: [], removeSmartInboxLabels: [], engageEnabled: false }) { ok } }`,
      `mutation { deleteCampaign(id: "${id}") { ok } }`,
      '{ allWizards { id } }',
      '{ wizardChecks { key } }',
      '{ allWhatsappChannels { id } }',
      '{ allIntents { id } }',
    ]
    for (const operation of operations)
      expect([operation, code(await gql(operation))]).toEqual([operation, 'forbidden'])
    const router = (await gql('{ users { id } }', 'partner', '/router/graphql')).errors?.[0]?.extensions.code
    expect(router).toBe('forbidden')
    const rows = await s.db.select().from(campaigns).where(eq(campaigns.id, id))
    expect(rows).toHaveLength(1)
  })

  it('refuses a chatbot the partner is not assigned to, and refuses staff the partner operations', async () => {
    const other = await gql(
      '{ partnerAutomations { id } }',
      'partner',
      '/chatbot-server/talentbrug-techniek/graphql',
    )
    expect(code(other)).toBe('not_assigned_to_chatbot')
    expect(code(await gql('{ partnerAutomations { id } }', 'manager'))).toBe('forbidden')
    expect(
      code(await gql(`mutation { partnerCreateAutomation(templateId: "x", name: "X") { ok } }`, 'manager')),
    ).toBe('forbidden')
  })
})

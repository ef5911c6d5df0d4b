import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { invisibleCharactersMessage } from '@shared/domain/visible-text'
import { startTestServer, type TestServer } from '../test-support'

// Whole-seed oracles and exports over ~11,000 rows: seconds on a busy two-core machine.
vi.setConfig({ testTimeout: 30_000 })

let s: TestServer
const tokens: Record<string, string> = {}
const project = 'talentbrug-werving'

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'employee', 'partner', 'teamlead'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

describe('Smart Inbox GraphQL (labels, companies, configuration)', () => {
  const url = () => `${s.url}/chatbot-server/${project}/graphql`

  it('lists labels and companies, and lets a manager manage labels in palette colours', async () => {
    const list = await s.graphql(
      url(),
      '{ allLabels { id name color } allInboxLabels { id } allInboxCompanies { id identifier companyName } }',
      { token: tokens['employee']! },
    )
    // The spec's allLabels (spec 001 §7.3); allInboxLabels is its deprecated alias with the same answer.
    expect(list.body.data.allLabels.map((l: { name: string }) => l.name)).toContain('=Urgent')
    expect(list.body.data.allInboxLabels.map((l: { id: string }) => l.id)).toEqual(
      list.body.data.allLabels.map((l: { id: string }) => l.id),
    )
    expect(list.body.data.allInboxCompanies).toHaveLength(4)
    const create = `mutation ($name: String!, $color: String) { createInboxLabel(name: $name, color: $color) { ok errors { field messages } label { id name color } } }`
    const made = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'Teruggebeld' },
    })
    // Five seeded labels: the sixth gets the palette's sixth colour.
    expect(made.body.data.createInboxLabel).toMatchObject({
      ok: true,
      label: { name: 'Teruggebeld', color: '#0c8599' },
    })
    const duplicate = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'teruggebeld' },
    })
    expect(duplicate.body.data.createInboxLabel.errors[0].field).toBe('name')
    const badColour = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'X', color: '#000000' },
    })
    expect(badColour.body.data.createInboxLabel.errors[0].field).toBe('color')
    // A name that reads differently from what it holds (SEC-14).
    const bidi = await s.graphql(url(), create, {
      token: tokens['manager']!,
      variables: { name: 'Spoed \u202Egnp.exe\u202C' },
    })
    expect(bidi.body.data.createInboxLabel.errors).toEqual([
      { field: 'name', messages: [invisibleCharactersMessage.en] },
    ])
    const id = made.body.data.createInboxLabel.label.id
    const updated = await s.graphql(
      url(),
      `mutation { updateInboxLabel(id: "${id}", color: "#495057") { ok label { color } } }`,
      { token: tokens['manager']! },
    )
    expect(updated.body.data.updateInboxLabel).toEqual({ ok: true, label: { color: '#495057' } })
    expect(
      (
        await s.graphql(url(), `mutation { deleteInboxLabel(id: "${id}") { ok } }`, {
          token: tokens['manager']!,
        })
      ).body.data.deleteInboxLabel.ok,
    ).toBe(true)
    const denied = await s.graphql(url(), create, { token: tokens['employee']!, variables: { name: 'Nope' } })
    expect(denied.body.errors[0].extensions.code).toBe('forbidden')
  })

  it('configures, and auto-configures with ATS credentials (missing ones: missing_ats_credentials)', async () => {
    const auto = `mutation ($u: String, $p: String) { autoConfigureSmartInbox(username: $u, password: $p) { ok errors { field } errorMessage errorCode configuration { configured autoConfigured atsUsername companies { id linked } } } }`
    const missing = await s.graphql(url(), auto, { token: tokens['manager']!, variables: { u: 'api-user' } })
    expect(missing.body.data.autoConfigureSmartInbox).toMatchObject({
      ok: false,
      errorCode: 'missing_ats_credentials',
      errors: [{ field: 'password' }],
    })
    const failed = await s.graphql(url(), auto, {
      token: tokens['manager']!,
      variables: { u: 'invalid-user', p: 'x' },
    })
    expect(failed.body.data.autoConfigureSmartInbox.errorCode).toBe('smart_inbox_configuration_failed')
    const done = await s.graphql(url(), auto, {
      token: tokens['manager']!,
      variables: { u: 'api-user', p: 'geheim' },
    })
    expect(done.body.data.autoConfigureSmartInbox.configuration).toMatchObject({
      configured: true,
      autoConfigured: true,
      atsUsername: 'api-user',
    })
    expect(
      done.body.data.autoConfigureSmartInbox.configuration.companies.every(
        (c: { linked: boolean }) => c.linked,
      ),
    ).toBe(true)
    const configure = await s.graphql(
      url(),
      `mutation { configureSmartInbox(enabled: false, companyIds: ["company-1001"], teamNames: ["Team Noord"]) { ok configuration { enabled teamNames companies { id linked } } } }`,
      { token: tokens['manager']! },
    )
    expect(configure.body.data.configureSmartInbox.configuration).toMatchObject({
      enabled: false,
      teamNames: ['Team Noord'],
    })
    expect(
      configure.body.data.configureSmartInbox.configuration.companies.filter(
        (c: { linked: boolean }) => c.linked,
      ),
    ).toEqual([{ id: 'company-1001', linked: true }])
    const denied = await s.graphql(url(), auto, { token: tokens['teamlead']!, variables: { u: 'a', p: 'b' } })
    expect(denied.body.errors[0].extensions.code).toBe('forbidden')
  })
})

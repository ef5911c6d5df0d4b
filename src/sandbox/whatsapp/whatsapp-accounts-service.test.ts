import { describe, expect, it } from 'vitest'
import { useWhatsappServer } from './whatsapp-test-support'

/** WhatsApp accounts, the ATS field options of template variables and their ATS sync, through GraphQL. */
const w = useWhatsappServer()
const { gql, result } = w

describe('WhatsApp accounts', { timeout: 30_000 }, () => {
  it('lists the chatbot’s account with its numbers, connected channels and templates', async () => {
    const { data } = await gql(
      `{ allWhatsappAccounts { id provider name whatsappNumbers connectedChannels templateCount } }`,
    )
    expect(data.allWhatsappAccounts).toEqual([
      {
        id: 'wa-account-cb-werving',
        provider: 'TWILIO',
        name: 'Talentbrug Uitzendbureau B.V.',
        whatsappNumbers: ['+31 20 808 1234', '+31 30 760 4455'],
        connectedChannels: 2,
        templateCount: expect.any(Number),
      },
    ])
    const { data: templates } = await gql(`{ allWhatsappDefinitions { id } }`)
    expect(data.allWhatsappAccounts[0].templateCount).toBe(templates.allWhatsappDefinitions.length)
  })

  it('is refused to a role without WhatsApp rights', async () => {
    const refused = await gql(`{ allWhatsappAccounts { id } }`, undefined, 'employee')
    expect(refused.errors?.[0]?.extensions.code).toBe('forbidden')
  })
})

describe('ATS field options and the ATS sync of template variables', { timeout: 30_000 }, () => {
  it('offers each ATS field that takes a scalar once, with its names in both languages', async () => {
    const { data } = await gql(`{ whatsappAtsFieldOptions { value scalarName names { language name } } }`)
    const options = data.whatsappAtsFieldOptions as { value: string; scalarName: string }[]
    expect(options).toContainEqual({
      value: 'candidate.firstName',
      scalarName: 'voornaam',
      names: [
        { language: 'nl', name: 'Voornaam' },
        { language: 'en', name: 'First name' },
      ],
    })
    expect(new Set(options.map((o) => o.value)).size).toBe(options.length)
    expect(options.every((o) => o.scalarName !== '')).toBe(true)
  })

  it('links variables by scalar name, else by name, counts only changes, and keeps the rest', async () => {
    const created = await w.create('Ats koppeling', undefined)
    const templateId = created.step4!.definition.availableTemplates[0].id
    // The test template's variables: 'voornaam' (scalar first_name, no ATS mapping; its name matches) and
    // 'functie' (scalar vacancy_title, nothing matches).
    const sync = async () =>
      (
        await gql(`mutation ($t: ID!) { syncWhatsappAtsVariables(templateId: $t) { ${result} updated } }`, {
          t: templateId,
        })
      ).data.syncWhatsappAtsVariables
    expect(await sync()).toMatchObject({ ok: true, updated: 1 })
    const { data } = await gql(
      `query ($t: ID!) { allWhatsappParameters(templateId: $t) { name atsFieldMapping } }`,
      { t: templateId },
    )
    expect(data.allWhatsappParameters).toEqual([
      { name: 'voornaam', atsFieldMapping: 'candidate.firstName' },
      { name: 'functie', atsFieldMapping: null },
    ])
    // Already linked: a second sync changes nothing.
    expect(await sync()).toMatchObject({ ok: true, updated: 0 })
  })

  it('is refused to a team lead, who may only read templates', async () => {
    const refused = await gql(
      `mutation { syncWhatsappAtsVariables(templateId: "wa-def-vacatures-v1") { ok updated } }`,
      undefined,
      'teamlead',
    )
    expect(refused.errors?.[0]?.extensions.code).toBe('forbidden')
  })
})

import { describe, expect, it } from 'vitest'
import { checkTemplate } from '@shared/domain/whatsapp-templates'
import { whatsappSeedDefinitions } from './seed'
import { useWhatsappServer } from './whatsapp-test-support'

/** WhatsApp templates as read through the chatbot GraphQL service: the seed, the filters, who may see them. */
const w = useWhatsappServer()
const { techniek, gql } = w

describe('seed', { timeout: 30_000 }, () => {
  it('lists the seeded channels and definitions, and every seeded version passes the rules', async () => {
    const channels = (await gql('{ allWhatsappChannels { name status profile { websites } } }')).data
      .allWhatsappChannels
    expect(channels.map((c: { name: string }) => c.name)).toEqual([
      'Talentbrug Werving',
      'Talentbrug Flexpool',
    ])
    const defs = (await gql('{ allWhatsappDefinitions { name displayTemplate { status } } }')).data
      .allWhatsappDefinitions
    expect(defs.length).toBeGreaterThanOrEqual(6)
    const statuses = new Set(
      defs.map((d: { displayTemplate: { status: string } }) => d.displayTemplate.status),
    )
    for (const status of ['ACTIVE', 'SUBMITTED', 'REJECTED', 'CONCEPT']) expect(statuses).toContain(status)
    const others = whatsappSeedDefinitions
    for (const def of others)
      for (const version of def.versions)
        expect(
          checkTemplate(
            {
              templateName: def.name,
              category: def.category,
              buttonType: def.buttonType,
              attachmentType: def.attachmentType ?? null,
              parameters: def.parameters.map((p, i) => ({ ...p, index: i + 1 })),
              variations: version.variations.map((v) => ({ ...v, buttons: v.buttons ?? [] })),
            },
            {
              otherNames: others.filter((o) => o !== def).map((o) => o.name),
              otherTexts: others
                .filter((o) => o !== def)
                .flatMap((o) => o.versions.flatMap((x) => x.variations.map((v) => v.content))),
            },
          ),
        ).toEqual([])
  })

  it('filters on name, status and language', async () => {
    const names = async (args: string) =>
      (await gql(`{ allWhatsappDefinitions(${args}) { name } }`)).data.allWhatsappDefinitions.map(
        (d: { name: string }) => d.name,
      )
    expect(await names('search: "HERINNERING"')).toEqual(['Herinnering afspraak'])
    expect(await names('status: "REJECTED"')).toEqual(['Nieuwe vacatures in de buurt'])
    expect(await names('languageTag: "fr"')).toEqual([])
  })

  it('gives a chatbot without a WhatsApp provider nothing and refuses its writes', async () => {
    expect(
      (await gql('{ allWhatsappDefinitions { id } }', {}, 'manager', techniek())).data.allWhatsappDefinitions,
    ).toEqual([])
    const answer = await gql(
      `mutation { createWhatsappVariations(variations: [{ languageTag: "nl-NL", content: "x" }]) { ok } }`,
      {},
      'superuser',
      techniek(),
    )
    expect(answer.errors?.[0]?.extensions.code).toBe('functionality_unavailable')
  })

  it('keeps WhatsApp from roles the table does not give it', async () => {
    for (const who of ['teamlead', 'employee'])
      expect((await gql('{ allWhatsappDefinitions { id } }', {}, who)).errors?.[0]?.extensions.code).toBe(
        'forbidden',
      )
  })
})

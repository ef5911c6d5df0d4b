import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from './schema'
import { useWhatsappServer } from './whatsapp-test-support'

/** WhatsApp versions and definitions through the chatbot GraphQL service: one active version, delete order, clone/copy/delete-all, the batch-action flag. */
const w = useWhatsappServer()
const { gql, nl, advance, fault, result, defFields, en, create, submit, sync, definition } = w

describe('versions and definitions', { timeout: 30_000 }, () => {
  it('keeps one active version: activating version 2 ends version 1', async () => {
    const first = await create('Contract klaar')
    const id = first.step4!.definition.id
    const v1 = first.step4!.definition.availableTemplates[0].id
    const approved = [
      { ...nl, content: 'Hoi {{1}}, je contract voor {{2}} staat klaar om te tekenen.' },
      { ...en, content: 'Hi {{1}}, your contract for {{2}} is ready to be signed.' },
    ]
    await gql(`mutation ($t: ID!) { createWhatsappTemplateAtProvider(templateId: $t) { ok } }`, { t: v1 })
    // Version 1 had en with a promotional word: it is rejected; activate refuses it.
    await advance(20_000)
    await sync(id)
    const refused = await gql(
      `mutation ($t: ID!) { activateWhatsappTemplate(templateId: $t) { ${result} } }`,
      { t: v1 },
    )
    expect(refused.data.activateWhatsappTemplate.ok).toBe(false)

    const second = await create('Contract klaar', approved, id)
    expect(second.step4).toMatchObject({ ok: true })
    const v2 = second.step4!.definition.availableTemplates.find(
      (x: { version: number }) => x.version === 2,
    ).id
    await submit(v2)
    await advance(20_000)
    await sync(id)
    const activate = async (templateId: string) =>
      (
        await gql(
          `mutation ($t: ID!) { activateWhatsappTemplate(templateId: $t) { ${result} definition { ${defFields} } } }`,
          { t: templateId },
        )
      ).data.activateWhatsappTemplate
    const answer = await activate(v2)
    expect(answer.ok).toBe(true)
    expect(answer.definition.activeTemplate).toMatchObject({ id: v2, version: 2 })
    expect(
      answer.definition.availableTemplates.filter((x: { status: string }) => x.status === 'ACTIVE'),
    ).toHaveLength(1)

    // The seeded definition with two versions: activating the old one ends the other.
    const seeded = await activate('wa-def-sollicitatie-v1')
    expect(seeded.definition.activeTemplate.id).toBe('wa-def-sollicitatie-v1')
    expect(seeded.definition.availableTemplates.map((x: { status: string }) => x.status)).toEqual([
      'ACCEPTED',
      'ACTIVE',
    ])

    // The active version cannot be deleted; another one can.
    const del = async (templateId: string) =>
      (
        await gql(`mutation ($t: ID!) { deleteWhatsappTemplateAtProvider(templateId: $t) { ${result} } }`, {
          t: templateId,
        })
      ).data.deleteWhatsappTemplateAtProvider
    expect((await del(v2)).ok).toBe(false)
    expect((await del(v1)).ok).toBe(true)
    expect((await definition(id)).availableTemplates.map((x: { version: number }) => x.version)).toEqual([2])
  })

  it('deletes a definition with its buttons, parameters, variations and templates', async () => {
    const { step4 } = await create('Weg ermee')
    const def = step4!.definition
    const templateIds = def.availableTemplates.map((x: { id: string }) => x.id)
    const variationIds = def.availableTemplates.flatMap((x: { variations: { id: string }[] }) =>
      x.variations.map((v) => v.id),
    )
    const answer = await gql(`mutation ($id: ID!) { deleteWhatsappDefinition(id: $id) { ${result} } }`, {
      id: def.id,
    })
    expect(answer.data.deleteWhatsappDefinition).toMatchObject({ ok: true, errors: [], errorMessage: null })
    const { db } = w.s.services
    expect(
      await db.select().from(t.whatsappTemplates).where(inArray(t.whatsappTemplates.id, templateIds)),
    ).toEqual([])
    expect(
      await db.select().from(t.whatsappVariations).where(inArray(t.whatsappVariations.id, variationIds)),
    ).toEqual([])
    expect(
      await db.select().from(t.whatsappButtons).where(inArray(t.whatsappButtons.variationId, variationIds)),
    ).toEqual([])
    expect(
      await db
        .select()
        .from(t.whatsappParameters)
        .where(inArray(t.whatsappParameters.templateId, templateIds)),
    ).toEqual([])
    expect(
      (await gql(`query ($id: ID!) { whatsappDefinition(id: $id) { id } }`, { id: def.id })).errors?.[0]
        ?.extensions.code,
    ).toBe('not_found')
  })

  it('clones, copies and deletes all', async () => {
    const clone = (
      await gql(
        `mutation { cloneWhatsappDefinition(id: "wa-def-uitnodiging", newName: "Uitnodiging kopie") { ${result} definition { ${defFields} } } }`,
      )
    ).data.cloneWhatsappDefinition
    expect(clone.ok).toBe(true)
    expect(clone.definition.availableTemplates[0]).toMatchObject({ version: 1, status: 'CONCEPT' })
    expect(clone.definition.availableTemplates[0].variations[0].buttons).toHaveLength(2)
    const again = (
      await gql(
        `mutation { cloneWhatsappDefinition(id: "wa-def-uitnodiging", newName: "Uitnodiging kopie") { ${result} } }`,
      )
    ).data.cloneWhatsappDefinition
    expect(again).toMatchObject({ ok: false, errorMessage: 'Could not clone Template' })

    const copy = (
      await gql(
        `mutation { copyWhatsappDefinitions(ids: ["wa-def-uitnodiging"], destinationProjectId: "talentbrug-werving") { ${result} } }`,
      )
    ).data.copyWhatsappDefinitions
    expect(copy).toMatchObject({ ok: false, errorMessage: 'Copying failed' })
    const elsewhere = await gql(
      `mutation { copyWhatsappDefinitions(ids: ["wa-def-uitnodiging"], destinationProjectId: "talentbrug-techniek") { ok } }`,
      {},
      'superuser',
    )
    expect(elsewhere.errors?.[0]?.extensions.code).toBe('functionality_unavailable')

    const all = (
      await gql(
        `mutation ($ids: [ID!]!) { deleteAllWhatsappDefinitions(ids: $ids) { ${result} definitionIds } }`,
        {
          ids: [clone.definition.id, 'no-such-definition'],
        },
      )
    ).data.deleteAllWhatsappDefinitions
    expect(all.ok).toBe(false)
    expect(all.definitionIds).toEqual([clone.definition.id])
    expect(all.errors).toEqual([
      { field: 'no-such-definition', codes: ['not_found'], messages: ['Not found.'] },
    ])
  })

  it('flips the batch-action flag, and answers not ok (flag unchanged) on a fault', async () => {
    const flip = async (on: boolean) =>
      (
        await gql(
          `mutation ($on: Boolean!) { updateWhatsappDefinition(id: "wa-def-herinnering", input: { supportsBatchAction: $on }) { ${result} definition { supportsBatchAction } } }`,
          { on },
        )
      ).data.updateWhatsappDefinition
    expect(await flip(true)).toMatchObject({ ok: true, definition: { supportsBatchAction: true } })
    await fault('BATCH_ACTION')
    expect(await flip(false)).toMatchObject({ ok: false, definition: null })
    expect((await definition('wa-def-herinnering')).supportsBatchAction).toBe(true)
  })
})

import { inArray, isNotNull } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import * as t from './schema'
import { useWhatsappServer } from './whatsapp-test-support'

/** WhatsApp template creation through the chatbot GraphQL service: the four creation steps, the rules enforced on the server, the provider's review per language on the sandbox clock, sync, and injected faults. */
const w = useWhatsappServer()
const { gql, advance, fault, result, nl, create, submit, sync, definition } = w

describe('creation, review and sync', { timeout: 30_000 }, () => {
  it('creates in four steps, reviews each language on the clock, and shows the verdicts after a sync', async () => {
    const { step4 } = await create('Uitnodiging gesprek met knoppen')
    expect(step4.ok).toBe(true)
    const def = step4.definition
    expect(def.availableTemplates).toHaveLength(1)
    const version = def.availableTemplates[0]
    expect(version).toMatchObject({ version: 1, status: 'CONCEPT' })
    expect(version.variations.map((v: { buttons: unknown[] }) => v.buttons.length)).toEqual([3, 3])
    expect(version.parameters).toHaveLength(2)

    expect(await submit(version.id)).toMatchObject({ ok: true, errors: [] })
    expect((await definition(def.id)).availableTemplates[0].status).toBe('SUBMITTED')
    // The provider reviews nl after 10 s and en after 20 s; the portal knows only after a sync.
    await advance(20_000)
    let now = (await definition(def.id)).availableTemplates[0]
    expect(now.variations.map((v: { status: string }) => v.status)).toEqual(['CONCEPT', 'CONCEPT'])
    expect(await sync(def.id)).toMatchObject({ ok: true, updated: 2 })
    now = (await definition(def.id)).availableTemplates[0]
    expect(now.status).toBe('REJECTED')
    expect(now.variations[0]).toMatchObject({
      languageTag: 'nl-NL',
      status: 'APPROVED',
      rejectionReason: null,
    })
    expect(now.variations[1]).toMatchObject({ languageTag: 'en-US', status: 'REJECTED' })
    expect(now.variations[1].rejectionReason).toMatch(/promotional/)
    expect(now.variations[1].lastReviewedAt).toMatch(/^\d{4}-/)

    // The rejected language, corrected and resubmitted, becomes RESUBMITTED and then APPROVED.
    const fixed = await gql(
      `mutation ($id: ID!, $c: String!) { updateWhatsappVariation(id: $id, input: { content: $c }) { ${result} } }`,
      {
        id: now.variations[1].id,
        c: 'Hi {{1}}, your interview for the {{2}} role is planned. Can you make it?',
      },
    )
    expect(fixed.data.updateWhatsappVariation.ok).toBe(true)
    expect(await submit(now.id)).toMatchObject({ ok: true })
    now = (await definition(def.id)).availableTemplates[0]
    expect(now.variations.map((v: { status: string }) => v.status)).toEqual(['APPROVED', 'RESUBMITTED'])
    // No "Sync now" this time: the automatic sync follows the review.
    await advance(10_000 + 60_000)
    now = (await definition(def.id)).availableTemplates[0]
    expect(now.status).toBe('ACCEPTED')
  })

  it('syncs the seeded verdicts on "Sync now"', async () => {
    const before = await definition('wa-def-herinnering')
    expect(before.availableTemplates[0].variations.map((v: { status: string }) => v.status)).toEqual([
      'CONCEPT',
      'CONCEPT',
    ])
    expect((await sync()).ok).toBe(true)
    const after = await definition('wa-def-herinnering')
    expect(after.availableTemplates[0].status).toBe('REJECTED')
    expect(after.availableTemplates[0].variations.map((v: { status: string }) => v.status)).toEqual([
      'APPROVED',
      'REJECTED',
    ])
  })

  it('refuses what the shared rules refuse, with the rule codes', async () => {
    const bad = await create('Verkeerde_naam')
    expect(bad.step3).toMatchObject({ ok: false, stage: 'TEMPLATE' })
    expect(bad.step3.errors).toContainEqual(
      expect.objectContaining({ field: 'templateName', codes: ['name_underscore'] }),
    )
    const fourButtons = await create('Vier knoppen', [
      { ...nl, buttons: [...nl.buttons, { text: 'Misschien' }] },
    ])
    expect(fourButtons.step3.errors).toContainEqual(
      expect.objectContaining({ field: 'variations.0.buttons', codes: ['too_many_quick_replies'] }),
    )
    const taken = await create('Sollicitatie ontvangen', [
      { ...nl, content: 'Hoi {{1}}, iets heel anders over {{2}} voor jou vandaag.' },
    ])
    expect(taken.step3.errors[0].codes).toContain('name_not_unique')
    expect(taken.step3.errorMessage).toBe('A template with this name already exists.')
  })

  it('answers each injected failure with its stage', async () => {
    for (const stage of ['VARIATION', 'BUTTON']) {
      await fault(stage)
      expect((await create(`Fout bij ${stage.toLowerCase()}`)).step1).toMatchObject({ ok: false, stage })
    }
    await fault('PARAMETER')
    const atParameter = await create('Fout bij parameter')
    expect(atParameter.step2).toMatchObject({ ok: false, stage: 'PARAMETER' })
    // Loose variations (no template yet) are discarded; a definition's variation is never touched.
    const [kept] = await w.s.services.db
      .select({ id: t.whatsappVariations.id })
      .from(t.whatsappVariations)
      .where(isNotNull(t.whatsappVariations.templateId))
      .limit(1)
    await gql(
      `mutation ($v: [ID!]!) { discardWhatsappCreation(variationIds: $v, parameterIds: []) { ok } }`,
      {
        v: [...atParameter.step1.variationIds, kept!.id],
      },
    )
    const left = await w.s.services.db
      .select({ id: t.whatsappVariations.id })
      .from(t.whatsappVariations)
      .where(inArray(t.whatsappVariations.id, [...atParameter.step1.variationIds, kept!.id]))
    expect(left).toEqual([{ id: kept!.id }])
    await fault('TEMPLATE')
    expect((await create('Fout bij template')).step3).toMatchObject({ ok: false, stage: 'TEMPLATE' })
    await fault('DEFINITION')
    const atDefinition = await create('Fout bij definitie')
    expect(atDefinition.step4).toMatchObject({ ok: false, stage: 'DEFINITION' })
    // What the failed creation left is discarded.
    const discarded = await gql(
      `mutation ($v: [ID!]!, $p: [ID!]!, $t: ID) { discardWhatsappCreation(variationIds: $v, parameterIds: $p, templateId: $t) { ok } }`,
      {
        v: atDefinition.step1.variationIds,
        p: atDefinition.step2!.parameterIds,
        t: atDefinition.step3!.template.id,
      },
    )
    expect(discarded.data.discardWhatsappCreation.ok).toBe(true)
    expect(
      await w.s.services.db
        .select()
        .from(t.whatsappVariations)
        .where(inArray(t.whatsappVariations.id, atDefinition.step1.variationIds)),
    ).toEqual([])

    const { step4 } = await create('Fout bij indienen')
    await fault('SUBMIT')
    expect(await submit(step4!.definition.availableTemplates[0].id)).toMatchObject({
      ok: false,
      stage: 'SUBMIT',
      errorMessage: 'Failed to submit template in provider',
    })
    await fault('UNKNOWN')
    expect(await submit(step4!.definition.availableTemplates[0].id)).toMatchObject({
      ok: false,
      stage: 'UNKNOWN',
    })
  })
})

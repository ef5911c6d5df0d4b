import { eq, inArray, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkTemplate } from '@shared/domain/whatsapp-templates'
import * as t from './schema'
import { whatsappSeedDefinitions } from './seed'
import { startTestServer, type TestServer } from '../test-support'

/**
 * WhatsApp channels and templates through the chatbot GraphQL service (issue 13): the four creation steps,
 * the rules enforced on the server, the provider's review per language on the sandbox clock, sync,
 * versions, delete order, clone/copy/delete-all, the batch-action flag, the profile and injected faults.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const werving = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`
const techniek = () => `${s.url}/chatbot-server/talentbrug-techniek/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee', 'superuser'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
  // Reviews and syncs are timed on the manual clock: 10 s per language, a sync 60 s later.
  await s.post('/__sandbox/whatsapp', { review_delay_ms: 10_000, sync_delay_ms: 60_000 })
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { extensions: { code: string } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager', url = werving()) =>
  (await s.graphql(url, query, { token: tokens[who] ?? who, variables })).body as Body
const advance = (ms: number) => s.post('/__sandbox/clock', { advance_ms: ms })
const fault = (stage: string) =>
  s.post('/__sandbox/whatsapp', { fault: { project_id: 'talentbrug-werving', stage } })

const result = 'ok stage errorMessage errors { field codes messages }'
const defFields = `id name supportsBatchAction activeTemplate { id version }
  availableTemplates { id version status variations { id languageTag status rejectionReason lastReviewedAt buttons { id } } parameters { id } }`

const nl = {
  languageTag: 'nl-NL',
  content: 'Hoi {{1}}, je gesprek voor de functie {{2}} staat gepland. Kun je erbij zijn?',
  footer: 'Talentbrug',
  buttons: [{ text: 'Ja, ik kom' }, { text: 'Nee, verzetten' }, { text: 'Bel mij' }],
}
const en = {
  languageTag: 'en-US',
  content: 'Hi {{1}}, your interview for the {{2}} role is planned. Free coffee is ready, can you make it?',
  buttons: [{ text: 'Yes' }, { text: 'No, reschedule' }, { text: 'Call me' }],
}
const parameters = [
  { name: 'voornaam', index: 1, scalarName: 'first_name', example: 'Sanne' },
  { name: 'functie', index: 2, scalarName: 'vacancy_title', example: 'lasser' },
]

/** The four creation steps; answers each step's result. */
async function create(name: string, given?: object[], definitionId?: string) {
  // Texts are unique per template (a rule), so the defaults carry the name.
  const variations = given ?? [
    { ...nl, content: `${nl.content} Groet, ${name}.` },
    { ...en, content: `${en.content} Regards, ${name}.` },
  ]
  const step1 = (
    await gql(
      `mutation ($v: [WhatsappVariationInput!]!) { createWhatsappVariations(variations: $v) { ${result} variationIds } }`,
      {
        v: variations,
      },
    )
  ).data.createWhatsappVariations
  if (!step1.ok) return { step1 }
  const step2 = (
    await gql(
      `mutation ($p: [WhatsappParameterInput!]!) { createWhatsappParameters(parameters: $p) { ${result} parameterIds } }`,
      {
        p: parameters,
      },
    )
  ).data.createWhatsappParameters
  if (!step2.ok) return { step1, step2 }
  const step3 = (
    await gql(
      `mutation ($i: WhatsappTemplateInput!) { createWhatsappTemplate(input: $i) { ${result} template { id status } } }`,
      {
        i: {
          templateName: name,
          category: 'APPOINTMENT_UPDATE',
          buttonType: 'QUICK_REPLY',
          variationIds: step1.variationIds,
          parameterIds: step2.parameterIds,
          definitionId: definitionId ?? null,
        },
      },
    )
  ).data.createWhatsappTemplate
  if (!step3.ok) return { step1, step2, step3 }
  const step4 = (
    await gql(
      `mutation ($t: ID!, $d: ID) { createWhatsappDefinition(templateId: $t, definitionId: $d) { ${result} definition { ${defFields} } } }`,
      {
        t: step3.template.id,
        d: definitionId ?? null,
      },
    )
  ).data.createWhatsappDefinition
  return { step1, step2, step3, step4 }
}

const submit = async (templateId: string) =>
  (
    await gql(`mutation ($t: ID!) { createWhatsappTemplateAtProvider(templateId: $t) { ${result} } }`, {
      t: templateId,
    })
  ).data.createWhatsappTemplateAtProvider
const sync = async (id?: string) =>
  (
    await gql(`mutation ($id: ID) { syncWhatsappDefinition(id: $id) { ${result} updated } }`, {
      id: id ?? null,
    })
  ).data.syncWhatsappDefinition
const definition = async (id: string) =>
  (await gql(`query ($id: ID!) { whatsappDefinition(id: $id) { ${defFields} } }`, { id })).data
    .whatsappDefinition

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
    const [kept] = await s.services.db
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
    const left = await s.services.db
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
      await s.services.db
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
    const { db } = s.services
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

describe('channels and profile', { timeout: 30_000 }, () => {
  const png = (width: number, height: number) => {
    const data = new Uint8Array(2000)
    data.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    const view = new DataView(data.buffer)
    view.setUint32(16, width)
    view.setUint32(20, height)
    return data
  }
  async function upload(bytes: Uint8Array, kind: string) {
    const form = new FormData()
    form.set('file', new Blob([bytes as Uint8Array<ArrayBuffer>]), 'profiel.png')
    form.set('upload_preset', 'whatsapp')
    form.set('kind', kind)
    const response = await fetch(`${s.url}/image-hosting/v1_1/demo/image/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${tokens['manager']}` },
    })
    return (await response.json()) as { url?: string; code?: string }
  }
  const update = async (input: Record<string, unknown>) =>
    (
      await gql(
        `mutation ($i: WhatsappChannelInput!) { updateWhatsappChannel(id: "wa-channel-flex", input: $i) { ${result} channel { profile { websites profilePicture } } } }`,
        { i: input },
      )
    ).data.updateWhatsappChannel

  it('takes a 640x640 picture and refuses a 641x640 one, also when it was uploaded as another kind', async () => {
    expect((await upload(png(641, 640), 'profile_picture')).code).toBe('wrong_resolution')
    const wrong = await upload(png(641, 640), 'widget_image')
    const refused = await update({ profilePicture: wrong.url })
    expect(refused.ok).toBe(false)
    expect(refused.errors).toEqual([
      {
        field: 'profilePicture',
        codes: ['picture_wrong_resolution'],
        messages: ['The profile picture must be exactly 640x640 pixels.'],
      },
    ])
    expect((await update({ profilePicture: 'https://elders.example.com/foto.png' })).errors[0].codes).toEqual(
      ['picture_upload_failed'],
    )
    const right = await upload(png(640, 640), 'profile_picture')
    expect(await update({ profilePicture: right.url })).toMatchObject({
      ok: true,
      channel: { profile: { profilePicture: right.url } },
    })
  })

  it('requires websites to be valid URLs', async () => {
    const answer = await update({ websites: ['https://www.talentbrug.nl', 'talentbrug punt nl'] })
    expect(answer.errors).toEqual([
      { field: 'websites.1', codes: ['website_invalid'], messages: [expect.any(String)] },
    ])
    expect((await update({ websites: ['https://flex.talentbrug.nl'] })).channel.profile.websites).toEqual([
      'https://flex.talentbrug.nl',
    ])
  })

  it("answers the spec's message when the provider fails, and connects a new channel after the set-up delay", async () => {
    await fault('CHANNEL')
    expect(await update({ description: 'Flexwerk' })).toMatchObject({
      ok: false,
      errorMessage: 'Something went wrong while updating the WhatsApp channel. Please try again later!',
    })
    const configured = (
      await gql(
        `mutation { configureWhatsappChannel(name: "Talentbrug Zuid", whatsappNumber: "+31 40 123 4567") { ${result} channel { id status } } }`,
      )
    ).data.configureWhatsappChannel
    expect(configured.channel.status).toBe('Setting up')
    await advance(120_000)
    const [row] = await s.services.db
      .select()
      .from(t.whatsappChannels)
      .where(eq(t.whatsappChannels.id, configured.channel.id))
    expect(row?.status).toBe('Connected')
  })
})

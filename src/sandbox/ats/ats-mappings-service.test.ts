import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../test-support'
import { createAtsField } from './ats-catalogue-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'

/**
 * ATS settings through the chatbot GraphQL service as a manager and a team lead use it: the catalogue
 * searched by page of 20, the mapping rules, delete detaching, replacement in the spec's order with the
 * old mapping restored when the create fails, clone, auto-create with options synced, ATS options and
 * new ATS fields.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const url = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead']) tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 120_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager'): Promise<any> => {
  const body = (await s.graphql(url(), query, { token: tokens[who], variables })).body
  return body.data ?? body
}

const mappingFields = `id type value scalarName prepend append prependAppendSeparator isLocked atsFieldId postModifiers
  atsField { path } states { id name } atsOptions { id value humanReadableName }
  mappingOptions { id option optionName atsOptionId doStoreValue }`
const answer = `ok code errorMessage restored errors { field messages } mapping { ${mappingFields} }`

const settings = {
  value: '',
  scalarName: null,
  prepend: '',
  append: '',
  prependAppendSeparator: ' ',
  isDefaultMapping: false,
  postModifiers: [],
  getModifiers: [],
  atsFieldOrdering: 0,
  states: [],
}
const create = async (input: Record<string, unknown>, who = 'manager') =>
  (
    await gql(
      `mutation ($input: AtsMappingCreateInput!) { createAtsFieldMapping(input: $input) { ${answer} } }`,
      { input: { ...settings, ...input } },
      who,
    )
  ).createAtsFieldMapping
const replace = async (id: string, input: Record<string, unknown>) =>
  (
    await gql(
      `mutation ($id: ID!, $input: AtsMappingCreateInput!) { replaceAtsFieldMapping(id: $id, input: $input) { ${answer} } }`,
      { id, input: { ...settings, ...input } },
    )
  ).replaceAtsFieldMapping
const campaignMappings = async (id: string): Promise<string[]> =>
  (
    await gql(`query ($id: ID!) { campaign(id: $id) { atsFieldMappings { id } } }`, { id })
  ).campaign.atsFieldMappings.map((m: { id: string }) => m.id)

const otysCandidate = 'atse-otys-candidate'

describe('the ATS field catalogue', { timeout: 30_000 }, () => {
  it('lists the creatable entity types of the chatbot’s ATS, none for another target handler', async () => {
    const data = await gql(
      `{ creatableAtsEntities { id name } other: creatableAtsEntities(targetHandler: "MAIL") { id } }`,
    )
    expect(data.creatableAtsEntities.map((e: { name: string }) => e.name)).toEqual([
      'candidate',
      'vacancy',
      'relation',
      'contact',
    ])
    expect(data.other).toEqual([])
  })

  it('searches by path or readable name and pages by 20 at most', async () => {
    const page = (args: string) =>
      gql(
        `{ creatableAtsFieldsOptimized(${args}) { hasNextPage atsFields { path required maxLength regex options { value } } } }`,
      ).then((d) => d.creatableAtsFieldsOptimized)
    const found = await page(`entityTypeId: "${otysCandidate}", search: "VOORNAAM"`)
    expect(found.atsFields).toMatchObject([{ path: 'candidate.firstName', required: true, maxLength: 50 }])
    const first = await page(`entityTypeId: "${otysCandidate}", pageSize: 50`)
    expect(first.atsFields).toHaveLength(20)
    expect(first.hasNextPage).toBe(true)
    // 500 fields per entity: page 25 is the last full one.
    const last = await page(`entityTypeId: "${otysCandidate}", page: 25`)
    expect(last.atsFields).toHaveLength(20)
    expect(last.hasNextPage).toBe(false)
    const wildcard = await page(`entityTypeId: "${otysCandidate}", search: "%"`)
    expect(wildcard.atsFields).toEqual([])
  })
})

describe('field mappings', { timeout: 30_000 }, () => {
  it('refuses a mapping that breaks the rules, with the field named, and lets a team lead only read', async () => {
    const badEmail = await create({
      atsFieldId: 'atsf-otys-candidate.email',
      type: 'FIXED_VALUE',
      value: 'geen e-mail',
    })
    expect(badEmail).toMatchObject({ ok: false, code: 'ats_mapping_invalid', errors: [{ field: 'value' }] })
    const noVariable = await create({ atsFieldId: 'atsf-otys-candidate.firstName', type: 'REGULAR' })
    expect(noVariable.errors).toEqual([{ field: 'scalarName', messages: ['Fill in the required field(s)'] }])
    const unknownOption = await create({
      atsFieldId: 'atsf-otys-candidate.driversLicense',
      type: 'FIXED_OPTIONS',
      value: 'Z',
    })
    expect(unknownOption.errors[0].field).toBe('value')
    const teamLead = await gql(
      `mutation ($input: AtsMappingCreateInput!) { createAtsFieldMapping(input: $input) { ok } }`,
      { input: { ...settings, atsFieldId: 'atsf-otys-candidate.source', type: 'FIXED_VALUE', value: 'Web' } },
      'teamlead',
    )
    expect(teamLead.errors[0].extensions.code).toBe('forbidden')
    expect((await gql(`{ atsMappings { id } }`, {}, 'teamlead')).atsMappings.length).toBeGreaterThan(0)
  })

  it('creates a mapping with the default separator and keeps its prepend, append and modifiers', async () => {
    const created = await create({
      atsFieldId: 'atsf-otys-candidate.address.postcode',
      type: 'REGULAR',
      scalarName: 'postcode',
      prepend: 'PC',
      postModifiers: ['UPPERCASE'],
      states: ['st-werving-ch-rijbewijs', 'st-techniek-does-not-belong'],
    })
    expect(created).toMatchObject({
      ok: true,
      mapping: {
        prependAppendSeparator: ' ',
        prepend: 'PC',
        postModifiers: ['UPPERCASE'],
        atsField: { path: 'candidate.address.postcode' },
        states: [{ id: 'st-werving-ch-rijbewijs' }],
      },
    })
  })

  it('shows what loses a mapping, then deletes it and detaches it from the automations; a locked one stays', async () => {
    const impact = await gql(
      `{ atsMappingImpact(id: "afm-werving-email") { automations { id } processors { id } states { id } } }`,
    )
    expect(impact.atsMappingImpact.automations).toEqual([{ id: 'cmp-website-sollicitatie' }])
    const deleted = await gql(`mutation { deleteAtsFieldMapping(id: "afm-werving-email") { ok code } }`)
    expect(deleted.deleteAtsFieldMapping.ok).toBe(true)
    expect(await campaignMappings('cmp-website-sollicitatie')).not.toContain('afm-werving-email')
    const locked = await gql(
      `mutation { deleteAtsFieldMapping(id: "afm-werving-telefoonnummer") { ok code } }`,
    )
    expect(locked.deleteAtsFieldMapping).toEqual({ ok: false, code: 'ats_mapping_locked' })
  })

  it('replaces a mapping: bad input loses nothing, a failed create brings the old one back, a good one takes its place', async () => {
    const old = 'afm-werving-notitie'
    const bad = await replace(old, {
      atsFieldId: 'atsf-otys-candidate.email',
      type: 'FIXED_VALUE',
      value: 'x',
    })
    expect(bad).toMatchObject({ ok: false, code: 'ats_mapping_invalid' })
    expect(await campaignMappings('cmp-website-sollicitatie')).toContain(old)

    await s.post('/__sandbox/ats/fail-next-mapping-create', { project_id: 'talentbrug-werving' })
    const failed = await replace(old, {
      atsFieldId: 'atsf-otys-candidate.source',
      type: 'FIXED_VALUE',
      value: 'Chatbot',
    })
    expect(failed).toMatchObject({
      ok: false,
      code: 'ats_mapping_replace_failed',
      restored: true,
      mapping: null,
    })
    const back = await gql(`{ atsMapping(id: "${old}") { ${mappingFields} } }`)
    expect(back.atsMapping).toMatchObject({
      id: old,
      prepend: 'Motivatie via chatbot:',
      atsField: { path: 'candidate.notes' },
    })
    expect(await campaignMappings('cmp-website-sollicitatie')).toContain(old)

    const replaced = await replace(old, {
      atsFieldId: 'atsf-otys-candidate.source',
      type: 'FIXED_VALUE',
      value: 'Chatbot',
    })
    expect(replaced).toMatchObject({ ok: true, mapping: { type: 'FIXED_VALUE', value: 'Chatbot' } })
    expect((await gql(`{ atsMapping(id: "${old}") { id } }`)).atsMapping).toBeNull()
    const now = await campaignMappings('cmp-website-sollicitatie')
    expect(now).toContain(replaced.mapping.id)
    expect(now).not.toContain(old)
  })

  it('clones a mapping with its ATS options, unlocked and used by nothing', async () => {
    const cloned = (
      await gql(`mutation { cloneAtsFieldMapping(id: "afm-werving-telefoonnummer") { ${answer} } }`)
    ).cloneAtsFieldMapping
    expect(cloned).toMatchObject({
      ok: true,
      mapping: { isLocked: false, atsField: { path: 'candidate.mobilePhone' } },
    })
    expect(cloned.mapping.id).not.toBe('afm-werving-telefoonnummer')
  })
})

describe('a state’s mappings and options', { timeout: 30_000 }, () => {
  const state = 'st-werving-ch-rijbewijs'

  it('auto-creates an options mapping for the state’s variable and syncs its answers to the ATS options', async () => {
    const created = (await gql(`mutation { autoCreateAtsFieldMapping(stateId: "${state}") { ${answer} } }`))
      .autoCreateAtsFieldMapping
    expect(created).toMatchObject({
      ok: true,
      mapping: { type: 'OPTIONS', scalarName: 'rijbewijs', atsField: { path: 'candidate.driversLicense' } },
    })
    const byAnswer = Object.fromEntries(
      created.mapping.mappingOptions.map((o: { optionName: string; atsOptionId: string | null }) => [
        o.optionName,
        created.mapping.atsOptions.find((a: { id: string }) => a.id === o.atsOptionId)?.value ?? null,
      ]),
    )
    expect(byAnswer).toEqual({ C: 'C', CE: 'CE', Geen: null })
    const context = (
      await gql(
        `{ currentAtsFieldMappingContext(stateId: "${state}") { scalarName options { name } atsFieldMappings { id } } }`,
      )
    ).currentAtsFieldMappingContext
    expect(context.scalarName).toBe('rijbewijs')
    expect(context.atsFieldMappings.map((m: { id: string }) => m.id)).toContain(created.mapping.id)

    // A deleted mapping option comes back with the next sync; the other choices stay.
    const geen = created.mapping.mappingOptions.find((o: { optionName: string }) => o.optionName === 'Geen')
    await gql(`mutation { deleteAtsMappingOption(id: "${geen.id}") { ok } }`)
    const synced = (
      await gql(
        `mutation { syncOptions(stateId: "${state}") { atsFieldMappings { id mappingOptions { optionName } } } }`,
      )
    ).syncOptions
    const mapping = synced.atsFieldMappings.find((m: { id: string }) => m.id === created.mapping.id)
    expect(mapping.mappingOptions.map((o: { optionName: string }) => o.optionName).sort()).toEqual([
      'C',
      'CE',
      'Geen',
    ])
  })

  it('refuses an ATS option whose value the mapping has in another case', async () => {
    const again = (
      await gql(
        `mutation { createAtsOption(mappingId: "afm-werving-rijbewijs", value: "ce", humanReadableName: "") { ${answer} } }`,
      )
    ).createAtsOption
    expect(again).toMatchObject({ ok: false, code: 'ats_option_exists', errors: [{ field: 'value' }] })
    const added = (
      await gql(
        `mutation { createAtsOption(mappingId: "afm-werving-rijbewijs", value: "BE", humanReadableName: "B+E") { ${answer} } }`,
      )
    ).createAtsOption
    expect(added.mapping.atsOptions.map((o: { value: string }) => o.value)).toContain('BE')
  })
})

describe('new ATS fields', { timeout: 30_000 }, () => {
  it('takes a name no field of the entity has (case ignored), only where the chatbot supports mapping creation', async () => {
    const make = (name: string) =>
      gql(
        `mutation { createAtsField(entityTypeId: "${otysCandidate}", name: "${name}", dataType: "string") { ok code atsField { path } } }`,
      ).then((d) => d.createAtsField)
    expect(await make('voornaam')).toMatchObject({ ok: false, code: 'ats_field_name_exists' })
    expect(await make('Favoriete ploeg')).toMatchObject({
      ok: true,
      atsField: { path: 'candidate.customFields.favorietePloeg' },
    })
    expect(await make(' FAVORIETE PLOEG ')).toMatchObject({ ok: false, code: 'ats_field_name_exists' })
    const [chatbot] = (await s.pg.query<ChatbotRow>(`select id, ats from chatbots where id = 'cb-werving'`))
      .rows
    const unsupported = await createAtsField(
      s.db,
      { ...chatbot!, supportsMappingCreation: false } as ChatbotRow,
      {
        entityTypeId: otysCandidate,
        name: 'Iets nieuws',
        dataType: 'string',
      },
    )
    expect(unsupported).toEqual({ ok: false, code: 'ats_field_creation_unsupported' })
  })
})

describe('the mappings a flow or an answer holds fixed', { timeout: 30_000 }, () => {
  const state = 'st-werving-ch-rijbewijs'
  const set = async (kind: string, id: string, mappingIds: string[], who = 'manager') =>
    (
      await gql(
        `mutation ($kind: String!, $id: ID!, $mappingIds: [ID!]!) {
          setFixedAtsFieldMappings(kind: $kind, id: $id, mappingIds: $mappingIds) { ok code errors { field } mappingIds }
        }`,
        { kind, id, mappingIds },
        who,
      )
    ).setFixedAtsFieldMappings
  const answerHolds = async (optionId: string): Promise<string[]> =>
    (
      await gql(`query ($id: ID!) { state(id: $id) { options { id fixedAtsFieldMappings } } }`, { id: state })
    ).state.options.find((o: { id: string }) => o.id === optionId).fixedAtsFieldMappings

  it('lets an answer and a flow hold fixed-value mappings only, which follow a replacement and leave with a delete', async () => {
    const options = (await gql(`{ state(id: "${state}") { options { id name } } }`)).state.options
    const answerId: string = options[0].id
    const fixed = (
      await create({ atsFieldId: 'atsf-otys-candidate.source', type: 'FIXED_VALUE', value: 'Chatbot' })
    ).mapping.id as string

    expect(await set('OPTION', answerId, [fixed, fixed])).toEqual({
      ok: true,
      code: null,
      errors: [],
      mappingIds: [fixed],
    })
    expect(await answerHolds(answerId)).toEqual([fixed])
    expect(
      (await gql(`{ fixedAtsFieldMappings(kind: "OPTION", id: "${answerId}") }`)).fixedAtsFieldMappings,
    ).toEqual([fixed])

    // A mapping that writes the answer itself is refused, and so is one the chatbot does not have.
    expect(await set('OPTION', answerId, ['afm-werving-telefoonnummer'])).toMatchObject({
      ok: false,
      code: 'ats_mapping_not_fixed',
      errors: [{ field: 'mappingIds' }],
    })
    expect(await set('OPTION', answerId, ['afm-nobody'])).toMatchObject({ ok: false, code: 'not_found' })
    expect(await answerHolds(answerId)).toEqual([fixed])
    // A team lead reads the builder but does not change it.
    expect((await set('OPTION', answerId, [], 'teamlead')) ?? null).toBeNull()
    expect(await answerHolds(answerId)).toEqual([fixed])

    const flowId: string = (await gql(`{ allStateMachines { id } }`)).allStateMachines[0].id
    expect(await set('FLOW', flowId, [fixed])).toMatchObject({ ok: true, mappingIds: [fixed] })
    expect((await gql(`{ stateMachine(id: "${flowId}") { fixedAtsFieldMappings } }`)).stateMachine).toEqual({
      fixedAtsFieldMappings: [fixed],
    })

    const replaced = await replace(fixed, {
      atsFieldId: 'atsf-otys-candidate.source',
      type: 'FIXED_VALUE',
      value: 'Website',
    })
    expect(replaced.ok).toBe(true)
    expect(await answerHolds(answerId)).toEqual([replaced.mapping.id])

    await gql(`mutation { deleteAtsFieldMapping(id: "${replaced.mapping.id}") { ok } }`)
    expect(await answerHolds(answerId)).toEqual([])
    expect((await gql(`{ stateMachine(id: "${flowId}") { fixedAtsFieldMappings } }`)).stateMachine).toEqual({
      fixedAtsFieldMappings: [],
    })
  })
})

describe('the mappings the builder’s items name', { timeout: 30_000 }, () => {
  it('answers a state’s, its answers’ and its variable’s mappings as the mappings themselves say', async () => {
    const state = 'st-werving-ch-rijbewijs'
    const { atsMappings } = await gql(
      `{ atsMappings { id scalarName states { id } mappingOptions { option } } }`,
    )
    const { state: read } = await gql(
      `{ state(id: "${state}") { options { id } atsFieldMappings optionAtsFieldMappings scalarName { name atsFieldMappings } } }`,
    )
    type M = {
      id: string
      scalarName: string | null
      states: { id: string }[]
      mappingOptions: { option: string }[]
    }
    const answers = new Set(read.options.map((o: { id: string }) => o.id))
    const ids = (keep: (m: M) => boolean) =>
      (atsMappings as M[])
        .filter(keep)
        .map((m) => m.id)
        .sort()
    const writing = ids((m) => m.states.some((s) => s.id === state))
    expect(writing.length).toBeGreaterThan(0)
    expect([...read.atsFieldMappings].sort()).toEqual(writing)
    expect(read.optionAtsFieldMappings).toEqual(
      ids((m) => m.mappingOptions.some((o) => answers.has(o.option))),
    )
    expect(read.optionAtsFieldMappings.length).toBeGreaterThan(0)
    expect(read.scalarName.atsFieldMappings).toEqual(ids((m) => m.scalarName === read.scalarName.name))
  })
})

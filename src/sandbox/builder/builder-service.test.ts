import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { flowKinds, messageTypes } from '@shared/domain/builder'
import * as schema from './schema'
import * as whatsappSchema from '../whatsapp/schema'
import { builderFlowId, builderStateId } from './seed'
import { startTestServer, type TestServer } from '../test-support'

/** The builder through the chatbot service, as the portal calls it (src/shared/graphql/chatbot/builder.ts). */
let s: TestServer
let manager: string
let superuser: string
const werving = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`
const techniek = () => `${s.url}/chatbot-server/talentbrug-techniek/graphql`

beforeAll(async () => {
  s = await startTestServer()
  manager = (await s.signIn('manager@demo.nl')).access
  superuser = (await s.signIn('superuser@demo.nl')).access
}, 60_000)
afterAll(() => s.close())

// Tests poke at arbitrary JSON; a loose type keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Any = any

async function gql(query: string, variables: Record<string, unknown> = {}, url = werving(), token = manager) {
  const { body } = await s.graphql(url, query, { token, variables })
  return body as { data: Any; errors?: { message: string; extensions: { code: string } }[] }
}
async function data(
  query: string,
  variables: Record<string, unknown> = {},
  url = werving(),
  token = manager,
) {
  const body = await gql(query, variables, url, token)
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined()
  return body.data
}
async function refusal(query: string, variables: Record<string, unknown> = {}) {
  const body = await gql(query, variables)
  expect(body.errors?.length, 'expected a refusal').toBeGreaterThan(0)
  return { code: body.errors![0]!.extensions.code, message: body.errors![0]!.message }
}

const stateFields = `id name stateGroupId scalarName { name } validator replyType
  options { id name isRequired isDefault routingInstruction nextState nextStateMachine processors { id } position }
  defaultOption { id }
  actions { id kind position variations { id languageTag type text url caption fileName placeholder link isDocument lat lng tags { id } }
    labels { id option position enabled text { languageTag content } } }`

async function addFlow(name: string, kind?: string) {
  const result = await data(
    `mutation($name: String!, $kind: String) { addStateMachine(name: $name, kind: $kind) {
      ok errors { field messages } stateMachine { id name kind } } }`,
    { name, kind },
  )
  return result.addStateMachine
}
async function addGroup(stateMachineId: string, name: string) {
  const result = await data(
    `mutation($g: StateGroupInput!) { updateStateGroupMutation(newStategroup: $g) { ok errors { field messages }
      stateGroup { id name position } } }`,
    { g: { stateMachineId, name } },
  )
  return result.updateStateGroupMutation
}
async function addState(stateGroupId: string, name: string) {
  const result = await data(
    `mutation($s: StateInput!) { stateMutation(newState: $s) { ok errors { field messages } state { ${stateFields} } } }`,
    { s: { stateGroupId, name } },
  )
  return result.stateMutation
}
async function readState(id: string) {
  return (await data(`query($id: ID!) { state(id: $id) { ${stateFields} } }`, { id })).state
}
async function addOption(stateId: string) {
  return (
    await data(
      `mutation($stateId: ID!) { createOption(stateId: $stateId) { ok errors { field messages }
        option { id name routingInstruction isRequired } } }`,
      { stateId },
    )
  ).createOption
}

describe('the seeded builder', () => {
  it('has a flow of every kind and the three vacancy flows in Dutch', async () => {
    const { allStateMachines } = await data(
      '{ allStateMachines { id name kind stateCount stateGroupCount } }',
    )
    expect(new Set(allStateMachines.map((f: Any) => f.kind))).toEqual(new Set(flowKinds))
    const names = allStateMachines.map((f: Any) => f.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'Vacature Chauffeur C/CE',
        'Vacature Verpleegkundige',
        'Vacature Magazijnmedewerker',
      ]),
    )
    const driver = allStateMachines.find((f: Any) => f.name === 'Vacature Chauffeur C/CE')
    expect(driver.stateGroupCount).toBeGreaterThanOrEqual(5)
    expect(driver.stateCount).toBeGreaterThan(driver.stateGroupCount)
  })

  it('has variations of all six types, in nl-NL and en-US, and processors of several categories', async () => {
    const types = new Set<string>()
    for (const key of ['chauffeur', 'verpleegkundige', 'magazijn', 'vacature-alert']) {
      const { stateMachine } = await data(
        `query($id: ID!) { stateMachine(id: $id) { stateGroups { states { actions { variations { type languageTag } } } } } }`,
        { id: builderFlowId('cb-werving', key) },
      )
      for (const group of stateMachine.stateGroups)
        for (const state of group.states)
          for (const action of state.actions) {
            expect(action.variations.map((v: Any) => v.languageTag).sort()).toEqual(['en-US', 'nl-NL'])
            for (const v of action.variations) types.add(v.type)
          }
    }
    expect([...types].sort()).toEqual([...messageTypes].sort())
    const { allProcessors } = await data('{ allProcessors { category color icon } }')
    expect(new Set(allProcessors.map((p: Any) => p.category)).size).toBeGreaterThanOrEqual(4)
    expect(allProcessors.every((p: Any) => /^#[0-9a-f]{6}$/.test(p.color) && p.icon)).toBe(true)
  })

  it('has no linter errors in its vacancy flows', async () => {
    for (const key of ['chauffeur', 'verpleegkundige', 'magazijn']) {
      const { flowLint } = await data(
        `query($id: ID!) { flowLint(stateMachineId: $id) { code severity stateId } }`,
        {
          id: builderFlowId('cb-werving', key),
        },
      )
      expect(flowLint.filter((p: Any) => p.severity === 'error')).toEqual([])
    }
  })

  it('gives Talentbrug Techniek a flow of at least 1,000 states, read in one go', async () => {
    const started = performance.now()
    const { stateMachine } = await data(
      `query($id: ID!) { stateMachine(id: $id) { stateCount stateGroups { states { id options { id } } } } }`,
      { id: builderFlowId('cb-techniek', 'groot') },
      techniek(),
    )
    const elapsed = performance.now() - started
    const states = stateMachine.stateGroups.flatMap((g: Any) => g.states)
    expect(states.length).toBeGreaterThanOrEqual(1000)
    expect(stateMachine.stateCount).toBe(states.length)
    // Generous for a loaded two-core machine; it is about a quarter of this when idle.
    expect(elapsed).toBeLessThan(8000)
  })
})

describe('flows', () => {
  it('adds a flow, refusing an empty name and a second flow of a special kind', async () => {
    const added = await addFlow('Vacature Chauffeur')
    expect(added).toMatchObject({ ok: true, stateMachine: { name: 'Vacature Chauffeur', kind: 'DEFAULT' } })
    expect(await addFlow('  ')).toMatchObject({ ok: false, errors: [{ field: 'name' }], stateMachine: null })
    // A name with a bidi control reads differently from what it holds (SEC-14).
    expect(await addFlow('Vacature \u202Egnp.exe\u202C')).toMatchObject({
      ok: false,
      errors: [{ field: 'name', messages: ['Remove the invisible or control characters from this name.'] }],
    })
    const start = await addFlow('Nog een start', 'START')
    expect(start.ok).toBe(false)
    expect(start.errors[0].field).toBe('kind')
  })

  it('searches names case-insensitively and filters on kind', async () => {
    const { allStateMachines } = await data('{ allStateMachines(search: "vaCATure") { name } }')
    expect(allStateMachines.length).toBeGreaterThanOrEqual(3)
    expect(allStateMachines.every((f: Any) => f.name.toLowerCase().includes('vacature'))).toBe(true)
    const { allStateMachines: ends } = await data('{ allStateMachines(kind: "END") { kind } }')
    expect(ends).toEqual([{ kind: 'END' }])
  })

  it('clones a flow with its questions, routes between its states following the copies', async () => {
    const source = builderFlowId('cb-werving', 'chauffeur')
    const { cloneStateMachine } = await data(
      `mutation($id: ID!) { cloneStateMachine(id: $id, newName: "Chauffeur (kopie)") { ok stateMachine { id kind
        stateGroups { states { id name options { routingInstruction nextState } } } } } }`,
      { id: source },
    )
    expect(cloneStateMachine.ok).toBe(true)
    const copy = cloneStateMachine.stateMachine
    expect(copy.kind).toBe('DEFAULT')
    const states = copy.stateGroups.flatMap((g: Any) => g.states)
    const ids = new Set(states.map((st: Any) => st.id))
    const routes = states
      .flatMap((st: Any) => st.options)
      .filter((o: Any) => o.routingInstruction === 'STATE')
    expect(routes.length).toBeGreaterThan(0)
    for (const route of routes) expect(ids.has(route.nextState)).toBe(true)
  })

  it('deletes a flow; options that went to it keep a FLOW route without a target; the default flow stays', async () => {
    const target = (await addFlow('Tijdelijke flow')).stateMachine.id
    const group = (await addGroup(builderFlowId('cb-werving', 'magazijn'), 'Doorverwijzing')).stateGroup
    const state = (await addState(group.id, 'Verwijzing')).state
    const option = (await addOption(state.id)).option
    await data(
      `mutation($o: ID!, $f: ID!) { updateNextStateMachine(optionId: $o, nextStateMachine: $f) { ok } }`,
      {
        o: option.id,
        f: target,
      },
    )
    const { builderImpact } = await data(
      `query($id: ID!) { builderImpact(kind: "FLOW", id: $id) { routedFrom { id } stateCount } }`,
      { id: target },
    )
    expect(builderImpact.routedFrom.map((o: Any) => o.id)).toEqual([option.id])
    await data(`mutation($id: ID!) { deleteStateMachine(id: $id) { ok } }`, { id: target })
    const after = (await readState(state.id)).options.find((o: Any) => o.id === option.id)
    expect(after).toMatchObject({ routingInstruction: 'FLOW', nextStateMachine: null })
    expect(
      await refusal(`mutation($id: ID!) { deleteStateMachine(id: $id) { ok } }`, {
        id: builderFlowId('cb-werving', 'start'),
      }),
    ).toEqual({ code: 'could_not_delete_flow', message: 'Could not delete flow' })
  })
})

describe('impact before a delete', () => {
  it('names the WhatsApp templates and definitions and the fixed ATS field mappings a flow or question holds', async () => {
    const flowId = (await addFlow('Impact flow')).stateMachine.id
    const group = (await addGroup(flowId, 'Met sjabloon')).stateGroup
    const [template] = await s.services.db
      .select()
      .from(whatsappSchema.whatsappTemplates)
      .where(eq(whatsappSchema.whatsappTemplates.chatbotId, 'cb-werving'))
      .limit(1)
    const [definition] = await s.services.db
      .select()
      .from(whatsappSchema.whatsappDefinitions)
      .where(eq(whatsappSchema.whatsappDefinitions.chatbotId, 'cb-werving'))
      .limit(1)
    await s.services.db
      .update(whatsappSchema.whatsappTemplates)
      .set({ flowId })
      .where(eq(whatsappSchema.whatsappTemplates.id, template!.id))
    await s.services.db
      .update(schema.builderStateGroups)
      .set({ whatsAppDefinitionIds: [definition!.id] })
      .where(eq(schema.builderStateGroups.id, group.id))
    await s.services.db
      .update(schema.builderFlows)
      .set({ fixedAtsFieldMappingIds: ['afm-1', 'afm-2'] })
      .where(eq(schema.builderFlows.id, flowId))
    await s.services.db.insert(whatsappSchema.whatsappParameters).values({
      id: 'wa-param-impact',
      chatbotId: 'cb-werving',
      templateId: template!.id,
      name: 'naam',
      index: 9,
      scalarName: 'naam',
      atsFieldMapping: 'afm-1',
    })
    const impact = async (kind: string, id: string) =>
      (
        await data(
          `query($kind: String!, $id: ID!) { builderImpact(kind: $kind, id: $id) {
            whatsappTemplates { id name } automations { id name } atsFieldMappings { id name } stateCount } }`,
          { kind, id },
        )
      ).builderImpact
    const ofFlow = await impact('FLOW', flowId)
    expect(ofFlow.whatsappTemplates.map((x: Any) => x.id).sort()).toEqual(
      [definition!.id, template!.id].sort(),
    )
    // A mapping a WhatsApp parameter ties to a variable is named by that variable; one unknown keeps its id.
    expect(ofFlow.atsFieldMappings).toEqual([
      { id: 'afm-1', name: 'Volledige naam' },
      { id: 'afm-2', name: 'afm-2' },
    ])
    const ofGroup = await impact('STATE_GROUP', group.id)
    expect(ofGroup).toEqual({
      whatsappTemplates: [{ id: definition!.id, name: definition!.name }],
      automations: [],
      atsFieldMappings: [],
      stateCount: 0,
    })
    await s.services.db
      .update(whatsappSchema.whatsappTemplates)
      .set({ flowId: null })
      .where(eq(whatsappSchema.whatsappTemplates.id, template!.id))
    await s.services.db
      .delete(whatsappSchema.whatsappParameters)
      .where(eq(whatsappSchema.whatsappParameters.id, 'wa-param-impact'))
  })

  it('names the automations that run the flow, also before deleting one of its questions, states or answers', async () => {
    const flowId = builderFlowId('cb-werving', 'vacature-alert')
    const running = [
      { id: 'cmp-automatch-kandidaat', name: 'Kandidaat zoekt vacature' },
      { id: 'cmp-automatch-logistiek', name: 'Automatch Logistiek Utrecht' },
      { id: 'cmp-vacature-magazijn', name: 'Vacature-alert Magazijn' },
    ].sort((a, b) => a.name.localeCompare(b.name))
    const impact = async (kind: string, id: string) =>
      (
        await data(
          `query($kind: String!, $id: ID!) { builderImpact(kind: $kind, id: $id) { automations { id name } } }`,
          {
            kind,
            id,
          },
        )
      ).builderImpact.automations
    expect(await impact('FLOW', flowId)).toEqual(running)
    const { stateMachine } = await data(
      `query($id: ID!) { stateMachine(id: $id) { stateGroups { id states { id options { id } } } } }`,
      { id: flowId },
    )
    const group = stateMachine.stateGroups[0]
    expect(await impact('STATE_GROUP', group.id)).toEqual(running)
    expect(await impact('STATE', group.states[0].id)).toEqual(running)
    expect(await impact('OPTION', group.states[0].options[0].id)).toEqual(running)
    // A flow no automation runs.
    expect(await impact('FLOW', (await addFlow('Zonder automatisering')).stateMachine.id)).toEqual([])
  })
})

describe('questions (state groups)', () => {
  it('adds, reorders (exactly the flow’s questions) and deletes questions', async () => {
    const flow = (await addFlow('Volgorde')).stateMachine.id
    const a = (await addGroup(flow, 'A')).stateGroup.id
    const b = (await addGroup(flow, 'B')).stateGroup.id
    const c = (await addGroup(flow, 'C')).stateGroup.id
    const reorder = `mutation($f: ID!, $ids: [ID!]!) { reorderStateGroups(stateMachineId: $f, stateGroupids: $ids) { ok } }`
    expect((await data(reorder, { f: flow, ids: [c, a, b] })).reorderStateGroups.ok).toBe(true)
    const order = async () =>
      (await data(`query($f: ID!) { allStateGroups(stateMachineId: $f) { id position } }`, { f: flow }))
        .allStateGroups
    expect((await order()).map((g: Any) => g.id)).toEqual([c, a, b])
    expect(await refusal(reorder, { f: flow, ids: [c, a] })).toEqual({
      code: 'could_not_update_order',
      message: 'Could not update the order',
    })
    await data(`mutation($id: ID!) { deleteStateGroupMutation(id: $id) { ok } }`, { id: a })
    expect((await order()).map((g: Any) => [g.id, g.position])).toEqual([
      [c, 0],
      [b, 1],
    ])
    expect((await refusal(`mutation { deleteStateGroupMutation(id: "nope") { ok } }`)).code).toBe(
      'could_not_delete_state_group',
    )
  })

  it('copies a question from a template with its states, messages in both languages and routes', async () => {
    const flow = (await addFlow('Uit sjabloon')).stateMachine.id
    const { copyStateGroup } = await data(
      `mutation($f: ID!) { copyStateGroup(templateIds: ["sgt-sollicitatie"], destinationStateMachineId: $f,
        destinationProjectId: "talentbrug-werving", newStateGroupName: "Solliciteren") { ok stateGroup { id name initialState
        states { id name options { routingInstruction nextState } actions { variations { languageTag text } labels { text { content } } } } } } }`,
      { f: flow },
    )
    expect(copyStateGroup.ok).toBe(true)
    const group = copyStateGroup.stateGroup
    expect(group.name).toBe('Solliciteren')
    expect(group.states.map((st: Any) => st.name)).toEqual(['Naam', 'E-mailadres', 'Cv'])
    expect(group.initialState).toBe(group.states[0].id)
    expect(group.states[0].options[0]).toEqual({ routingInstruction: 'STATE', nextState: group.states[1].id })
    expect(group.states[0].actions[0].variations.map((v: Any) => v.languageTag).sort()).toEqual([
      'en-US',
      'nl-NL',
    ])
    const unknown = await data(
      `mutation($f: ID!) { copyStateGroup(templateIds: ["sgt-bestaat-niet"], destinationStateMachineId: $f) { ok errors { field } } }`,
      { f: flow },
    )
    expect(unknown.copyStateGroup).toEqual({ ok: false, errors: [{ field: 'templateIds' }] })
  })

  it('clones a question of another chatbot the user may use into this one', async () => {
    const flow = (await addFlow('Kloon van Techniek')).stateMachine.id
    const { cloneStateGroup } = await data(
      `mutation($f: ID!) { cloneStateGroup(stateGroupIdentifier: "sg-techniek-groot-0", originClient: "talentbrug-techniek",
        destinationStateMachine: $f) { ok stateGroup { name states { id options { routingInstruction nextState processors { id } } } } } }`,
      { f: flow },
    )
    expect(cloneStateGroup.ok).toBe(true)
    expect(cloneStateGroup.stateGroup.states).toHaveLength(10)
    const ids = new Set(cloneStateGroup.stateGroup.states.map((st: Any) => st.id))
    for (const st of cloneStateGroup.stateGroup.states)
      for (const o of st.options)
        if (o.routingInstruction === 'STATE') expect(ids.has(o.nextState)).toBe(true)
  })
})

describe('states, options and routing', () => {
  let stateId: string
  let targetId: string
  beforeAll(async () => {
    const flow = (await addFlow('Routering')).stateMachine.id
    const group = (await addGroup(flow, 'Vraag')).stateGroup.id
    stateId = (await addState(group, 'Rijbewijs')).state.id
    targetId = (await addState(group, 'Doel')).state.id
  })

  it("creates an option 'new option' with a button 'new button' in both languages", async () => {
    const created = await addOption(stateId)
    expect(created).toMatchObject({
      ok: true,
      option: { name: 'new option', routingInstruction: 'DEFAULT_NEXT', isRequired: false },
    })
    const state = await readState(stateId)
    const withOptions = state.actions.find((a: Any) => a.kind === 'WITH_OPTIONS')
    const label = withOptions.labels.find((l: Any) => l.option === created.option.id)
    expect(label.text.map((x: Any) => x.content)).toEqual(['new button', 'new button'])
    expect(label.enabled).toBe(true)
    // Creation counts as failed without ok (spec 001 §5).
    const failed = await data(`mutation { createOption(stateId: "nope") { ok errors { messages } } }`)
    expect(failed.createOption).toEqual({ ok: false, errors: [{ messages: ['Could not create an option'] }] })
  })

  it('routes to a state clearing the flow, to a flow clearing the state, and to the other destinations', async () => {
    const option = (await addOption(stateId)).option.id
    const flow = builderFlowId('cb-werving', 'start')
    const toState = await data(
      `mutation($o: ID!, $s: ID!) { updateNextState(optionId: $o, nextState: $s) { ok option { routingInstruction nextState nextStateMachine } } }`,
      { o: option, s: targetId },
    )
    expect(toState.updateNextState.option).toEqual({
      routingInstruction: 'STATE',
      nextState: targetId,
      nextStateMachine: null,
    })
    const toFlow = await data(
      `mutation($o: ID!, $f: ID!) { updateNextStateMachine(optionId: $o, nextStateMachine: $f) { ok option { routingInstruction nextState nextStateMachine } } }`,
      { o: option, f: flow },
    )
    expect(toFlow.updateNextStateMachine.option).toEqual({
      routingInstruction: 'FLOW',
      nextState: null,
      nextStateMachine: flow,
    })
    for (const destination of [
      'STOP',
      'DEFAULT_NEXT',
      'SMART_INBOX',
      'REPEAT',
      'PREVIOUS_QUESTION',
      'PREVIOUS_FLOW_START',
      'FAQ_ANSWER',
    ]) {
      const result = await data(
        `mutation($o: ID!, $r: String) { updateOption(id: $o, routingInstruction: $r) { ok option { routingInstruction nextState nextStateMachine } } }`,
        { o: option, r: destination },
      )
      expect(result.updateOption.option).toEqual({
        routingInstruction: destination,
        nextState: null,
        nextStateMachine: null,
      })
    }
    const noTarget = await data(
      `mutation($o: ID!) { updateOption(id: $o, routingInstruction: "STATE") { ok errors { field } } }`,
      {
        o: option,
      },
    )
    expect(noTarget.updateOption).toEqual({ ok: false, errors: [{ field: 'routingInstruction' }] })
    expect(
      await refusal(`mutation($o: ID!) { updateNextState(optionId: $o, nextState: "st-elders") { ok } }`, {
        o: option,
      }),
    ).toEqual({ code: 'could_not_update_next_state', message: 'Could not update next state' })
    expect(
      (
        await refusal(
          `mutation($o: ID!) { updateNextStateMachine(optionId: $o, nextStateMachine: "fl-elders") { ok } }`,
          { o: option },
        )
      ).message,
    ).toBe('Could not update next state machine')
    expect((await refusal(`mutation { updateOption(id: "nope", name: "x") { ok } }`)).message).toBe(
      'Could not update Option',
    )
  })

  it('keeps an option linked to an action (processor) or a validator required', async () => {
    const option = (await addOption(stateId)).option.id
    const processor = 'pr-werving-kandidaat-aanmaken'
    const linked = await data(
      `mutation($o: ID!, $p: [ID!]) { updateOption(id: $o, processors: $p, isRequired: false) { option { isRequired } } }`,
      { o: option, p: [processor] },
    )
    expect(linked.updateOption.option.isRequired).toBe(true)
    const unlinked = await data(
      `mutation($o: ID!) { updateOption(id: $o, processors: [], isRequired: false) { option { isRequired } } }`,
      { o: option },
    )
    expect(unlinked.updateOption.option.isRequired).toBe(false)
    await data(`mutation($s: StateInput!) { stateMutation(newState: $s) { ok } }`, {
      s: { id: stateId, validator: 'email' },
    })
    expect((await readState(stateId)).options.every((o: Any) => o.isRequired)).toBe(true)
    const stillRequired = await data(
      `mutation($o: ID!) { updateOption(id: $o, isRequired: false) { option { isRequired } } }`,
      { o: option },
    )
    expect(stillRequired.updateOption.option.isRequired).toBe(true)
    await data(`mutation($s: StateInput!) { stateMutation(newState: $s) { ok } }`, {
      s: { id: stateId, validator: '' },
    })
  })

  it('reorders labels, options and actions only as a whole', async () => {
    const state = await readState(stateId)
    const action = state.actions.find((a: Any) => a.kind === 'WITH_OPTIONS')
    const reversed = [...action.labels].reverse().map((l: Any) => l.id)
    await data(
      `mutation($a: ID!, $ids: [ID!]!) { updateOptionLabelOrder(actionId: $a, labelIds: $ids) { ok } }`,
      {
        a: action.id,
        ids: reversed,
      },
    )
    const after = (await readState(stateId)).actions.find((a: Any) => a.id === action.id)
    expect(after.labels.map((l: Any) => l.id)).toEqual(reversed)
    expect(
      (
        await refusal(`mutation($s: ID!) { updateOptionOrder(stateId: $s, optionIds: []) { ok } }`, {
          s: stateId,
        })
      ).message,
    ).toBe("Couldn't update option order")
    expect(
      (
        await refusal(`mutation($s: ID!) { updateActionOrdering(stateId: $s, actionIds: ["x"]) { ok } }`, {
          s: stateId,
        })
      ).message,
    ).toBe('Could not update action ordering')
  })

  it('lists the divergent templates and switches the divergent option: the old one goes, the template is copied', async () => {
    const { builderSettings } = await data(
      `{ builderSettings { divergentOptionTemplates { id name routingInstruction } } }`,
    )
    expect(builderSettings.divergentOptionTemplates).toContainEqual({
      id: 'dot-faq',
      name: 'Ik heb een vraag',
      routingInstruction: 'FAQ_ANSWER',
    })
    const first = await data(
      `mutation($s: ID!) { switchDivergentOption(stateId: $s, templateId: "dot-anders") { ok state { selectedDivergentOption options { id name routingInstruction } } } }`,
      { s: stateId },
    )
    const old = first.switchDivergentOption.state.selectedDivergentOption
    expect(first.switchDivergentOption.state.options.find((o: Any) => o.id === old)).toMatchObject({
      name: 'Anders, namelijk',
      routingInstruction: 'SMART_INBOX',
    })
    const second = await data(
      `mutation($s: ID!) { switchDivergentOption(stateId: $s, templateId: "dot-faq") { state { selectedDivergentOption options { id name } } } }`,
      { s: stateId },
    )
    const options = second.switchDivergentOption.state.options
    expect(options.some((o: Any) => o.id === old)).toBe(false)
    expect(
      options.find((o: Any) => o.id === second.switchDivergentOption.state.selectedDivergentOption).name,
    ).toBe('Ik heb een vraag')
  })

  it('lets the linter flag a state missing its en-US variation until it is added', async () => {
    const flow = (await addFlow('Linter')).stateMachine.id
    const group = (await addGroup(flow, 'Vraag')).stateGroup.id
    const state = (await addState(group, 'Welkom')).state
    const action = state.actions[0].id
    const lint = async () =>
      (
        await data(`query($f: ID!) { flowLint(stateMachineId: $f) { code stateId languageTag } }`, {
          f: flow,
        })
      ).flowLint
    await data(
      `mutation($a: ID!) { addTextVariation(actionId: $a, languageTag: "nl-NL", text: "Welkom!") { ok } }`,
      { a: action },
    )
    expect(await lint()).toEqual([{ code: 'missing_variation', stateId: state.id, languageTag: 'en-US' }])
    await data(
      `mutation($a: ID!) { addTextVariation(actionId: $a, languageTag: "en-US", text: "Welcome!") { ok } }`,
      { a: action },
    )
    expect(await lint()).toEqual([])
  })

  it("tells the tree which of a flow's states answers of other flows go to, on its first page", async () => {
    const elsewhere = (await addFlow('Doorverwijzing')).stateMachine.id
    const group = (await addGroup(elsewhere, 'Doorsturen')).stateGroup.id
    const from = (await addState(group, 'Verwijzen')).state.id
    const option = (await addOption(from)).option.id
    await data(`mutation($o: ID!, $s: ID!) { updateNextState(optionId: $o, nextState: $s) { ok } }`, {
      o: option,
      s: builderStateId('cb-werving', 'ch-code95'),
    })
    const inbound = async (flow: string, offset: number) =>
      (
        await data(
          `query($f: ID!, $o: Int) { flowTree(stateMachineId: $f, offset: $o, limit: 1) { inboundStateIds } }`,
          { f: flow, o: offset },
        )
      ).flowTree.inboundStateIds
    const chauffeur = builderFlowId('cb-werving', 'chauffeur')
    expect(await inbound(chauffeur, 0)).toContain(builderStateId('cb-werving', 'ch-code95'))
    expect(await inbound(chauffeur, 1)).toEqual([])
    // An answer routed within its own flow is not an entry from elsewhere.
    expect(await inbound(elsewhere, 0)).toEqual([])
  })

  it('shows what routes into a state before it is deleted, and leaves those routes without a target', async () => {
    const option = (await addOption(stateId)).option.id
    await data(`mutation($o: ID!, $s: ID!) { updateNextState(optionId: $o, nextState: $s) { ok } }`, {
      o: option,
      s: targetId,
    })
    const { builderImpact } = await data(
      `query($id: ID!) { builderImpact(kind: "STATE", id: $id) { routedFrom { id } stateCount } }`,
      { id: targetId },
    )
    expect(builderImpact).toEqual({ routedFrom: [{ id: option }], stateCount: 1 })
    await data(`mutation($id: ID!) { deleteState(id: $id) { ok } }`, { id: targetId })
    const after = (await readState(stateId)).options.find((o: Any) => o.id === option)
    expect(after).toMatchObject({ routingInstruction: 'STATE', nextState: null })
  })
})

describe('message variations', () => {
  let actionId: string
  beforeAll(async () => {
    const flow = (await addFlow('Berichten')).stateMachine.id
    const group = (await addGroup(flow, 'Vraag')).stateGroup.id
    actionId = (await addState(group, 'Alles')).state.actions[0].id
  })

  it('adds all six types and refuses invalid ones with field errors', async () => {
    const add = async (mutation: string, args: string) =>
      (
        await data(
          `mutation($a: ID!) { r: ${mutation}(actionId: $a, languageTag: "nl-NL", ${args}) { ok errors { field } variation { type } } }`,
          {
            a: actionId,
          },
        )
      ).r
    expect((await add('addTextVariation', 'text: "Hoi"')).variation.type).toBe('TEXT')
    expect((await add('addVideoVariation', 'url: "https://cdn.nl/v.mp4"')).variation.type).toBe('VIDEO')
    expect(
      (await add('addImageVariation', 'url: "https://cdn.nl/i.jpg", caption: "Foto"')).variation.type,
    ).toBe('IMAGE')
    expect(
      (await add('addDocumentVariation', 'url: "https://cdn.nl/d.pdf", fileName: "d.pdf"')).variation.type,
    ).toBe('DOCUMENT')
    expect(
      (await add('addLinkVariation', 'placeholder: "Bekijk", link: "https://x.nl/{id}", isDocument: true'))
        .variation.type,
    ).toBe('LINK')
    expect((await add('addGeolocationVariation', 'lat: 51.57, lng: 5.07')).variation.type).toBe('GEOLOCATION')
    expect(await add('addImageVariation', 'url: "javascript:alert(1)"')).toEqual({
      ok: false,
      errors: [{ field: 'url' }],
      variation: null,
    })
    expect((await add('addTextVariation', 'text: "   "')).errors).toEqual([{ field: 'text' }])
  })

  it('updates a message within its type, sets its tags, and deletes it', async () => {
    const { addLinkVariation } = await data(
      `mutation($a: ID!) { addLinkVariation(actionId: $a, languageTag: "en-US", placeholder: "Open", link: "https://x.nl") { variation { id } } }`,
      { a: actionId },
    )
    const id = addLinkVariation.variation.id
    const updated = await data(
      `mutation($id: ID!) { updateMessage(variationId: $id, placeholder: "Bekijk", isDocument: true, text: "genegeerd") {
        ok variation { placeholder link isDocument text } } }`,
      { id },
    )
    expect(updated.updateMessage.variation).toEqual({
      placeholder: 'Bekijk',
      link: 'https://x.nl',
      isDocument: true,
      text: null,
    })
    const tagged = await data(
      `mutation($id: ID!) { updateVariationTags(tagsId: ["tg-werving-formeel", "tg-werving-web"], variationId: $id) { ok variation { tags { content } } } }`,
      { id },
    )
    expect(tagged.updateVariationTags.variation.tags.map((t: Any) => t.content).sort()).toEqual([
      'Formeel',
      'Website',
    ])
    await data(`mutation($id: ID!) { deleteVariationMutation(id: $id) { ok } }`, { id })
    expect(await refusal(`mutation($id: ID!) { deleteVariationMutation(id: $id) { ok } }`, { id })).toEqual({
      code: 'could_not_delete_variation',
      message: 'Could not delete variation',
    })
  })
})

describe('processors, scalar names, tags and translations', () => {
  it('updates a processor, refusing an analytics event label the spec does not allow', async () => {
    const bad = await data(
      `mutation { updateProcessor(id: "pr-werving-doel-sollicitatie", googleAnalyticsEvent: { eventLabel: "1 fout", eventAction: "apply", systemName: "x" }) { ok errors { field } } }`,
    )
    expect(bad.updateProcessor).toEqual({ ok: false, errors: [{ field: 'googleAnalyticsEvent.eventLabel' }] })
    const good = await data(
      `mutation { updateProcessor(id: "pr-werving-doel-sollicitatie", priority: 3, humanReadableName: "Sollicitatie compleet") { ok processor { priority humanReadableName } } }`,
    )
    expect(good.updateProcessor.processor).toEqual({
      priority: 3,
      humanReadableName: 'Sollicitatie compleet',
    })
  })

  it('copies templates (admin-only ones for superusers only) and clones between chatbots', async () => {
    const { allProcessorTemplates } = await data(
      '{ allProcessorTemplates(adminOnly: true) { id adminOnly } }',
    )
    expect(allProcessorTemplates.some((p: Any) => p.adminOnly)).toBe(false)
    const refused = await data(
      `mutation { copyProcessor(processorTemplateIds: ["pt-raw-webhook"], toSchema: "talentbrug-werving") { ok errors { field } } }`,
    )
    expect(refused.copyProcessor.ok).toBe(false)
    const copied = await data(
      `mutation { copyProcessor(processorTemplateIds: ["pt-raw-webhook", "pt-goal"], toSchema: "talentbrug-werving") { ok processors { name } } }`,
      {},
      werving(),
      superuser,
    )
    expect(copied.copyProcessor.processors.map((p: Any) => p.name)).toEqual(['raw_webhook', 'goal'])
    const cloned = await data(
      `mutation { cloneProcessor(id: "pr-werving-bevestigingsmail", fromSchema: "talentbrug-werving", toSchema: "talentbrug-techniek") { ok processor { id } } }`,
    )
    const { allProcessors } = await data('{ allProcessors { id } }', {}, techniek())
    expect(allProcessors.map((p: Any) => p.id)).toContain(cloned.cloneProcessor.processor.id)
  })

  it('creates scalar names with a valid, unique name, and keeps one a state uses', async () => {
    const create = async (name: string) =>
      (
        await data(
          `mutation($n: String!) { createScalarName(name: $n, humanReadableName: "Rijbewijs") { ok errors { field messages } } }`,
          {
            n: name,
          },
        )
      ).createScalarName
    expect(await create('Rij bewijs')).toMatchObject({ ok: false, errors: [{ field: 'name' }] })
    expect(await create('rijbewijs')).toMatchObject({ ok: false, errors: [{ field: 'name' }] })
    expect((await create('vrachtwagen_type')).ok).toBe(true)
    const used = await data(
      `mutation { deleteScalarName(id: "sn-werving-rijbewijs") { ok errors { messages } } }`,
    )
    expect(used.deleteScalarName.ok).toBe(false)
    expect(used.deleteScalarName.errors[0].messages[0]).toBe('Can not delete scalar name')
  })

  it('creates, updates and deletes tags and translations with ok and errors', async () => {
    const tag = await data(
      `mutation { createTag(kind: "TONE", content: "Vriendelijk", color: "#123abc") { ok tag { id } } }`,
    )
    expect(tag.createTag.ok).toBe(true)
    const badColour = await data(
      `mutation { createTag(kind: "TONE", content: "X", color: "rood") { ok errors { field } } }`,
    )
    expect(badColour.createTag).toEqual({ ok: false, errors: [{ field: 'color' }] })
    const id = tag.createTag.tag.id
    expect(
      (
        await data(`mutation($id: ID!) { updateTag(id: $id, content: "Warm") { ok tag { content } } }`, {
          id,
        })
      ).updateTag.tag.content,
    ).toBe('Warm')
    expect((await data(`mutation($id: ID!) { deleteTag(id: $id) { ok } }`, { id })).deleteTag.ok).toBe(true)

    const option = (await readState(builderStateId('cb-werving', 'ch-code95'))).options[0].id
    const created = await data(
      `mutation($o: ID!) { createTranslation(ownerId: $o, field: "OPTION_DESCRIPTION", languageTag: "nl-NL", content: "Heeft code 95") { ok translation { id } } }`,
      { o: option },
    )
    expect(created.createTranslation.ok).toBe(true)
    const twice = await data(
      `mutation($o: ID!) { createTranslation(ownerId: $o, field: "OPTION_DESCRIPTION", languageTag: "nl-NL", content: "Nog eens") { ok errors { field } } }`,
      { o: option },
    )
    expect(twice.createTranslation).toEqual({ ok: false, errors: [{ field: 'languageTag' }] })
    const trId = created.createTranslation.translation.id
    expect(
      (await data(`mutation($id: ID!) { updateTranslation(id: $id, content: " ") { ok } }`, { id: trId }))
        .updateTranslation.ok,
    ).toBe(false)
    expect(
      (await data(`mutation($id: ID!) { deleteTranslation(id: $id) { ok } }`, { id: trId })).deleteTranslation
        .ok,
    ).toBe(true)
  })
})

describe('fault injection (POST /__sandbox/builder-fault)', () => {
  it('refuses the next call with the spec message, then lets calls through again', async () => {
    const option = (await readState(builderStateId('cb-werving', 'ch-start'))).options[0].id
    expect((await s.post('/__sandbox/builder-fault', { operation: 'updateOption' })).status).toBe(200)
    const mutation = `mutation($o: ID!) { updateOption(id: $o, name: "Direct") { ok } }`
    expect(await refusal(mutation, { o: option })).toEqual({
      code: 'could_not_update_option',
      message: 'Could not update Option',
    })
    expect((await data(mutation, { o: option })).updateOption.ok).toBe(true)
  })

  it('refuses a message update with the message of its type', async () => {
    const state = await readState(builderStateId('cb-werving', 'mg-locatie'))
    const geo = state.actions[0].variations[0].id
    await s.post('/__sandbox/builder-fault', { operation: 'updateMessage' })
    expect(
      await refusal(`mutation($id: ID!) { updateMessage(variationId: $id, lat: 51) { ok } }`, { id: geo }),
    ).toEqual({
      code: 'geo_location_message_not_updated',
      message: 'Geo location message not updated',
    })
  })

  it('only takes the builder’s own mutations', async () => {
    expect((await s.post('/__sandbox/builder-fault', { operation: 'login' })).status).toBe(400)
  })
})

describe('the settings query', { timeout: 30_000 }, () => {
  it("answers the settings query's tags and widget settings as allTags and the widget config do", async () => {
    const { builderSettings, allTags } = await data(
      `{ builderSettings { tags { id content } widgetSettings } allTags { id content } }`,
    )
    expect(builderSettings.tags).toEqual(allTags)
    expect(allTags.length).toBeGreaterThan(0)
    const config = await s.request('GET', '/api/v1/chatbots/talentbrug-werving/config/', {
      headers: { authorization: `Bearer ${manager}` },
    })
    expect(builderSettings.widgetSettings).toEqual(config.body)
  })
})

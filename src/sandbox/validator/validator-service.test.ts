import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { appointments, eventPreferences } from '../calendar/schema'
import { bookingStartOptionId } from '../conversation-engine/seed'
import { startTestServer, type TestServer } from '../test-support'
import { validatorDelays } from './validator-service'

/**
 * The validator through the chatbot GraphQL service: a Try-it chat saved as a test in one
 * click, a run in progress then finished on the sandbox clock, the test failing at the step a builder
 * change broke and passing again once it is fixed; the system tests; the rules of a test; roles.
 */
let s: TestServer
const tokens: Record<string, string> = {}
const werving = () => `${s.url}/chatbot-server/talentbrug-werving/graphql`

beforeAll(async () => {
  s = await startTestServer()
  for (const who of ['manager', 'teamlead', 'employee'])
    tokens[who] = (await s.signIn(`${who}@demo.nl`)).access
}, 60_000)
afterAll(() => s.close())

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Body = { data: any; errors?: { message: string; extensions: { code: string; field?: string } }[] }
const gql = async (query: string, variables?: Record<string, unknown>, who = 'manager') =>
  (await s.graphql(werving(), query, { token: tokens[who] ?? who, variables })).body as Body
const code = (body: Body) => body.errors?.[0]?.extensions.code
const advance = (ms: number) => s.post('/__sandbox/clock', { advance_ms: ms })

const say = async (vars: Record<string, unknown>) =>
  (
    await gql(
      `mutation($s: ID, $l: String!, $t: String, $o: ID) { tryItMessage(sessionId: $s, languageTag: $l, text: $t, optionId: $o) {
        sessionId waitingStateId finished handedOver trace { stateId optionId optionName }
        replies { stateId text buttons { optionId label } } } }`,
      vars,
    )
  ).data.tryItMessage

const runFields = `id status total done passed failed results { testId systemTest name passed failedStep failedInput
  mismatches { field expected actual } stepsRun }`

async function runToEnd(format: Record<string, unknown>) {
  const started = await gql(
    `mutation($f: ValidatorTestFormat!) { runValidatorTests(validatorTestFormat: $f) { ${runFields} } }`,
    { f: format },
  )
  expect(started.errors).toBeUndefined()
  const run = started.data.runValidatorTests
  expect(run.status).toBe('IN_PROGRESS')
  for (let i = 0; i < run.total; i++) await advance(validatorDelays.perTestMs)
  const finished = (await gql(`query($id: ID!) { validatorRun(id: $id) { ${runFields} } }`, { id: run.id }))
    .data.validatorRun
  expect(finished.status).toBe('FINISHED')
  expect(finished.done).toBe(run.total)
  return finished
}

describe('Validator', () => {
  let testId = ''
  let brokenOption = { id: '', routingInstruction: '', nextState: null as string | null }
  let brokenStep = 0

  it('saves a Try-it chat to the Smart Inbox handover as a test, which then passes', async () => {
    const start = await say({ l: 'nl-NL' })
    const session = start.sessionId
    let current = await say({ s: session, l: 'nl-NL', t: 'Chauffeur' })
    const chosen: { stateId: string; optionId: string }[] = []
    // By buttons through the driver vacancy; "Weet ik niet" at Code 95 hands over to a recruiter.
    for (let i = 0; i < 12 && current.waitingStateId; i++) {
      const buttons: { optionId: string; label: string }[] = current.replies.at(-1)?.buttons ?? []
      const button = buttons.find((b) => b.label === 'Weet ik niet') ?? buttons[0]
      current = await say(
        button
          ? { s: session, l: 'nl-NL', o: button.optionId }
          : { s: session, l: 'nl-NL', t: 'Klinkt goed' },
      )
      if (button) chosen.push({ stateId: current.trace.stateId, optionId: current.trace.optionId })
    }
    expect(current.handedOver).toBe(true)

    const saved = await gql(
      `mutation($s: ID!) { createValidatorTestFromTryIt(sessionId: $s, name: "Chauffeur tot het einde") {
        id name languageTag steps { input expect { stateId stateName outcome intentName answerName answerValue } } } }`,
      { s: session },
    )
    expect(saved.errors).toBeUndefined()
    const test = saved.data.createValidatorTestFromTryIt
    testId = test.id
    expect(test.languageTag).toBe('nl-NL')
    expect(test.steps[0].input).toBeNull()
    expect(test.steps[0].expect.outcome).toBe('WAITING')
    expect(test.steps[1]).toMatchObject({ input: 'Chauffeur' })
    expect(test.steps.at(-1)).toMatchObject({ input: 'Weet ik niet', expect: { outcome: 'HANDED_OVER' } })

    const run = await runToEnd({ testIds: [testId], systemTests: [] })
    expect(run.results).toEqual([expect.objectContaining({ testId, passed: true, failedStep: null })])

    // The break for the next test: the first tapped button whose option we can route elsewhere.
    const tapped = chosen[0] as { stateId: string; optionId: string }
    const state = (
      await gql('query($id: ID!) { state(id: $id) { options { id routingInstruction nextState } } }', {
        id: tapped.stateId,
      })
    ).data.state
    brokenOption = state.options.find((o: { id: string }) => o.id === tapped.optionId)
    brokenStep = test.steps.findIndex(
      (_step: { expect: { stateId: string | null } }, i: number) =>
        i > 0 && test.steps[i - 1].expect.stateId === tapped.stateId,
    )
    expect(brokenStep).toBeGreaterThan(1)
  }, 30_000)

  it('fails at the step a builder change broke, with expected and actual, and passes once it is fixed', async () => {
    const stop = await gql(
      'mutation($id: ID!) { updateOption(id: $id, routingInstruction: "STOP") { ok } }',
      {
        id: brokenOption.id,
      },
    )
    expect(stop.data.updateOption.ok).toBe(true)
    const failed = await runToEnd({ testIds: [testId], systemTests: [] })
    expect(failed.results[0]).toMatchObject({
      passed: false,
      failedStep: brokenStep,
      mismatches: [{ field: 'OUTCOME', expected: 'WAITING', actual: 'FINISHED' }],
    })
    const listed = (await gql('{ allValidatorTests { id lastResult { passed failedStep } } }')).data
      .allValidatorTests
    expect(listed.find((t: { id: string }) => t.id === testId).lastResult).toEqual({
      passed: false,
      failedStep: brokenStep,
    })

    const fix =
      brokenOption.routingInstruction === 'STATE'
        ? await gql('mutation($id: ID!, $n: ID!) { updateNextState(optionId: $id, nextState: $n) { ok } }', {
            id: brokenOption.id,
            n: brokenOption.nextState,
          })
        : await gql(
            'mutation($id: ID!, $r: String) { updateOption(id: $id, routingInstruction: $r) { ok } }',
            {
              id: brokenOption.id,
              r: brokenOption.routingInstruction,
            },
          )
    expect(fix.errors).toBeUndefined()
    const passed = await runToEnd({ testIds: [testId], systemTests: [] })
    expect(passed.results[0]).toMatchObject({ passed: true })
  }, 30_000)

  it('runs every test and the system tests, one run at a time', async () => {
    const system = (await gql('{ allValidatorSystemTests { key name } }')).data.allValidatorSystemTests
    expect(system.map((t: { key: string }) => t.key)).toEqual([
      'START_GREETS',
      'UNKNOWN_TEXT_ANSWERED',
      'ROUTES_RESOLVE',
    ])
    const first = await gql(`mutation { runValidatorTests(validatorTestFormat: {}) { id total } }`)
    expect(first.data.runValidatorTests.total).toBe(4)
    expect(code(await gql(`mutation { runValidatorTests(validatorTestFormat: {}) { id } }`))).toBe(
      'validator_run_in_progress',
    )
    for (let i = 0; i < 4; i++) await advance(validatorDelays.perTestMs)
    const latest = (await gql(`{ latestValidatorRun { ${runFields} } }`)).data.latestValidatorRun
    expect(latest.id).toBe(first.data.runValidatorTests.id)
    expect(latest.status).toBe('FINISHED')
    expect(latest.results.filter((r: { systemTest: string | null }) => r.systemTest)).toEqual(
      system.map((t: { key: string }) => expect.objectContaining({ systemTest: t.key, passed: true })),
    )
  })

  it('creates, updates and deletes a test with the shared rules', async () => {
    const states = (await gql('{ validatorStates { id name flowName } }')).data.validatorStates
    expect(states.length).toBeGreaterThan(5)
    const step0 = {
      input: null,
      expect: { stateId: states[0].id, stateName: states[0].name, outcome: 'WAITING' },
    }
    const create = `mutation($t: ValidatorTestInput!) { createValidatorTest(test: $t) { id name steps { input } } }`
    const bad = await gql(create, { t: { name: ' ', languageTag: 'nl-NL', steps: [step0] } })
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'invalid_input', field: 'name' })
    const noInput = await gql(create, {
      t: { name: 'x', languageTag: 'nl-NL', steps: [step0, { input: '', expect: { outcome: 'FINISHED' } }] },
    })
    expect(noInput.errors?.[0]?.extensions).toMatchObject({ code: 'invalid_input', field: 'steps' })
    const created = (await gql(create, { t: { name: 'Begroeting', languageTag: 'en-US', steps: [step0] } }))
      .data.createValidatorTest
    const updated = await gql(
      `mutation($id: ID!, $t: ValidatorTestInput!) { updateValidatorTest(id: $id, test: $t) { name } }`,
      { id: created.id, t: { name: 'Greeting', languageTag: 'en-US', steps: [step0] } },
    )
    expect(updated.data.updateValidatorTest.name).toBe('Greeting')
    expect(
      (await gql('mutation($id: ID!) { deleteValidatorTest(id: $id) { ok } }', { id: created.id })).data,
    ).toEqual({
      deleteValidatorTest: { ok: true },
    })
    expect(code(await gql('query($id: ID!) { validatorTest(id: $id) { id } }', { id: created.id }))).toBe(
      'not_found',
    )
  })

  it('lets only who may use the validator read and run tests', async () => {
    expect(code(await gql('{ allValidatorTests { id } }', undefined, 'teamlead'))).toBe('forbidden')
    expect(code(await gql('{ latestValidatorRun { id } }', undefined, 'employee'))).toBe('forbidden')
  })
})

describe('Validator and booking', () => {
  const stepFields = 'input expect { stateId outcome answerName answerValue }'
  const appointmentCount = async () => (await s.services.db.select().from(appointments)).length

  it('saves a Try-it chat that books as a test whose run books the slot then free without writing it', async () => {
    const start = await say({ l: 'nl-NL' })
    const asked = await say({ s: start.sessionId, l: 'nl-NL', o: bookingStartOptionId })
    const slots = asked.replies
      .at(-1)
      .buttons.filter((button: { optionId: string }) => button.optionId.startsWith('slot:'))
    expect(slots.length).toBeGreaterThan(2)
    const booked = await say({ s: start.sessionId, l: 'nl-NL', o: slots[1].optionId })
    expect(booked.finished).toBe(true)

    const saved = await gql(
      `mutation($s: ID!) { createValidatorTestFromTryIt(sessionId: $s, name: "Kennismaking") {
        id steps { ${stepFields} } } }`,
      { s: start.sessionId },
    )
    expect(saved.errors).toBeUndefined()
    const test = saved.data.createValidatorTestFromTryIt
    // The slot picked is its number in the offer; its label (a date) is not checked as the stored answer.
    expect(test.steps.at(-1)).toEqual({
      input: '2',
      expect: { stateId: null, outcome: 'FINISHED', answerName: null, answerValue: null },
    })
    const bookingStep = test.steps.length - 1

    const before = await appointmentCount()
    const run = await runToEnd({ testIds: [test.id], systemTests: [] })
    expect(run.results).toEqual([expect.objectContaining({ passed: true, stepsRun: test.steps.length })])
    // Twice: a run books nothing, so the calendar stays as it was.
    await runToEnd({ testIds: [test.id], systemTests: [] })
    expect(await appointmentCount()).toBe(before)

    // Nobody bookable for the kind of appointment: the run fails at the booking step.
    const wasEnabled = await s.services.db
      .update(eventPreferences)
      .set({ enabled: false })
      .where(eq(eventPreferences.enabled, true))
      .returning({ id: eventPreferences.id })
    try {
      const failed = await runToEnd({ testIds: [test.id], systemTests: [] })
      expect(failed.results[0]).toMatchObject({ passed: false, failedStep: bookingStep, failedInput: '2' })
    } finally {
      for (const { id } of wasEnabled)
        await s.services.db.update(eventPreferences).set({ enabled: true }).where(eq(eventPreferences.id, id))
    }
  }, 30_000)
})

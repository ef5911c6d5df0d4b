import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import {
  compareValidatorStep,
  validatorLimits,
  validatorSystemTests,
  parseValidatorTest,
  validatorTestProblems,
  type ValidatorActual,
  type ValidatorMismatch,
  type ValidatorOutcome,
  type ValidatorStep,
  type ValidatorSystemTest,
  type ValidatorTestInput,
  type ValidatorTestResult,
} from '@shared/domain/validator'
import { normalizeNlpText } from '@shared/domain/nlp'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { chatbots } from '../chatbots/schema'
import {
  newConversation,
  step,
  type Bot,
  type ConversationState,
} from '../conversation-engine/conversation-engine'
import { loadBot, runTurn, sessionRow, type Turn } from '../conversation-engine/conversation-service'
import { ApiError } from '../errors'
import { intentOf } from '../nlp/nlp-service'
import type { SandboxServices } from '../services'
import type { JobStep } from '../jobs'

/**
 * The validator (spec 000 §2 'validator (tests, results)', §4 'Validator test run'; spec 001 §7.3
 * `allValidatorSystemTests`, §7.4 `runValidatorTests`): a chatbot's test conversations, run through the
 * conversation engine on the chatbot's current flows and published NLP model. A run is IN_PROGRESS while
 * its tests run one after another on the sandbox clock (one test every `validatorDelays.perTestMs`), then
 * FINISHED with per test passed or failed and the step where the conversation diverged.
 */

export const validatorDelays = { perTestMs: 400 } as const

/** The system tests with the English names the API answers (the screens translate by key). */
export const systemTestNames: Record<ValidatorSystemTest, string> = {
  START_GREETS: 'The start flow greets the candidate',
  UNKNOWN_TEXT_ANSWERED: 'An answer the bot does not understand still gets a reply',
  ROUTES_RESOLVE: 'Every option leads to a state or flow that exists',
}

/** A text no model or button understands, for the system test of the fallback. */
const unknownText = 'qxv zzkw blorf'

type TestRow = typeof t.validatorTests.$inferSelect
type RunRow = typeof t.validatorRuns.$inferSelect

/** What a run runs: a test as it was when the run started, or a system test. */
interface QueueItem {
  readonly testId: string | null
  readonly systemTest: ValidatorSystemTest | null
  readonly name: string
  readonly languageTag: string
  readonly steps: readonly ValidatorStep[]
}

const newId = (prefix: string) => `${prefix}-${randomBytes(8).toString('hex')}`

function parseTest(input: unknown): ValidatorTestInput {
  const test = parseValidatorTest(input)
  if (!test) {
    const issue = validatorTestProblems(input)[0]
    throw new ApiError('invalid_input', { field: issue?.path ?? 'test', reason: issue?.code })
  }
  return test
}

async function testRow(db: SandboxDb, chatbotId: string, id: string): Promise<TestRow> {
  const [row] = await db
    .select()
    .from(t.validatorTests)
    .where(and(eq(t.validatorTests.chatbotId, chatbotId), eq(t.validatorTests.id, id)))
  if (!row) throw new ApiError('not_found')
  return row
}

export interface ValidatorTestGql {
  readonly id: string
  readonly name: string
  readonly languageTag: string
  readonly steps: readonly ValidatorStep[]
  readonly createdAt: number
  readonly updatedAt: number
  readonly lastResult: ValidatorTestResult | null
}

/** The newest result of each test, from the chatbot's latest finished runs. */
async function lastResults(db: SandboxDb, chatbotId: string): Promise<Map<string, ValidatorTestResult>> {
  const runs = await db
    .select()
    .from(t.validatorRuns)
    .where(and(eq(t.validatorRuns.chatbotId, chatbotId), eq(t.validatorRuns.status, 'FINISHED')))
    .orderBy(desc(t.validatorRuns.startedAt))
    .limit(50)
  const found = new Map<string, ValidatorTestResult>()
  for (const run of runs)
    for (const result of run.results)
      if (result.testId && !found.has(result.testId)) found.set(result.testId, result)
  return found
}

const gqlTest = (row: TestRow, last: Map<string, ValidatorTestResult>): ValidatorTestGql => ({
  id: row.id,
  name: row.name,
  languageTag: row.languageTag,
  steps: row.steps,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
  lastResult: last.get(row.id) ?? null,
})

export async function allValidatorTests(db: SandboxDb, chatbotId: string): Promise<ValidatorTestGql[]> {
  const rows = await db
    .select()
    .from(t.validatorTests)
    .where(eq(t.validatorTests.chatbotId, chatbotId))
    .orderBy(asc(t.validatorTests.createdAt), asc(t.validatorTests.id))
  const last = await lastResults(db, chatbotId)
  return rows.map((row) => gqlTest(row, last))
}

export async function validatorTest(db: SandboxDb, chatbotId: string, id: string) {
  return gqlTest(await testRow(db, chatbotId, id), await lastResults(db, chatbotId))
}

async function insertTest(
  services: SandboxServices,
  chatbot: ChatbotRow,
  test: ValidatorTestInput,
): Promise<ValidatorTestGql> {
  const { db, clock } = services
  const existing = await db
    .select({ id: t.validatorTests.id })
    .from(t.validatorTests)
    .where(eq(t.validatorTests.chatbotId, chatbot.id))
  if (existing.length >= validatorLimits.tests) throw new ApiError('validator_too_many_tests')
  const now = clock.now()
  const [row] = await db
    .insert(t.validatorTests)
    .values({ id: newId('vt'), chatbotId: chatbot.id, ...test, createdAt: now, updatedAt: now })
    .returning()
  return gqlTest(row as TestRow, new Map())
}

export async function createValidatorTest(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: unknown,
): Promise<ValidatorTestGql> {
  const test = parseTest(input)
  return insertTest(services, chatbot, test)
}

export async function updateValidatorTest(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: unknown,
): Promise<ValidatorTestGql> {
  const { db, clock } = services
  await testRow(db, chatbot.id, id)
  const test = parseTest(input)
  await db
    .update(t.validatorTests)
    .set({ ...test, updatedAt: clock.now() })
    .where(eq(t.validatorTests.id, id))
  return validatorTest(db, chatbot.id, id)
}

export async function deleteValidatorTest(db: SandboxDb, chatbotId: string, id: string) {
  await testRow(db, chatbotId, id)
  await db.delete(t.validatorTests).where(eq(t.validatorTests.id, id))
  return { ok: true }
}

/**
 * A Try-it chat as a test in one click: its inputs (a tapped button as its label, which the engine takes
 * as typed text too) and, after each, the state the bot waited in, the handover or the end, the intent it
 * recognised and the answer it stored.
 */
export async function validatorTestFromTryIt(
  services: SandboxServices,
  chatbot: ChatbotRow,
  sessionId: string,
  name: string | null | undefined,
): Promise<ValidatorTestGql> {
  const { db } = services
  const session = await sessionRow(db, chatbot.id, sessionId)
  if (!session || session.source !== 'TRY_IT') throw new ApiError('not_found')
  const turns = replayableTurns(session.turns as Turn[])
  if (turns.length === 0) throw new ApiError('validator_chat_not_started')
  const bot = await loadBot(db, chatbot.id)
  const stateName = (id: string | null) => (id ? (bot.states.get(id)?.state.name ?? id) : null)
  const steps: ValidatorStep[] = turns
    .slice(0, validatorLimits.steps)
    .map((turn, i): ValidatorStep => {
      const after = turn.after as NonNullable<Turn['after']>
      // A booked slot's label is a date that moves on: the answer stored for it is not checked.
      const storedAs = turn.trace.matchedBy === 'BOOKED' ? null : turn.trace.storedAs
      return {
        input: i === 0 ? null : (turn.input ?? '').slice(0, validatorLimits.input),
        expect: {
          stateId: after.waitingStateId,
          stateName: stateName(after.waitingStateId),
          outcome: outcomeOf(after),
          intentName: turn.trace.intentName,
          answerName: storedAs,
          answerValue: storedAs ? (after.answers[storedAs] ?? null) : null,
        },
      }
    })
    // A turn without input (the bot's own answer only) cannot be replayed: the start is the only one.
    .filter((s, i) => i === 0 || (s.input ?? '') !== '')
  const defaultName = `Try it ${new Date(services.clock.now()).toISOString().slice(0, 16).replace('T', ' ')}`
  return insertTest(
    services,
    chatbot,
    parseTest({ name: (name ?? '').trim() || defaultName, languageTag: session.languageTag, steps }),
  )
}

/**
 * The turns of a Try-it chat that a test can replay: those with an outcome, a booked slot as its number in
 * the offer (the slots a run is offered are those free then, at other dates: "1" books the first of them,
 * as a candidate typing it does).
 */
function replayableTurns(all: readonly Turn[]): Turn[] {
  let offered: Turn['offered'] = null
  const turns: Turn[] = []
  for (const turn of all) {
    const offer = offered
    if (turn.offered !== undefined) offered = turn.offered
    if (!turn.after) continue
    if (turn.trace.matchedBy !== 'BOOKED' || !offer) {
      turns.push(turn)
      continue
    }
    const typed = normalizeNlpText(turn.input ?? '')
    const index = offer.slots.findIndex((slot) => normalizeNlpText(slot.label) === typed)
    turns.push({ ...turn, input: String(index >= 0 ? index + 1 : Number(typed) || 1) })
  }
  return turns
}

function outcomeOf(conv: Pick<ConversationState, 'waitingStateId' | 'handedOver'>): ValidatorOutcome {
  if (conv.handedOver) return 'HANDED_OVER'
  return conv.waitingStateId ? 'WAITING' : 'FINISHED'
}

export function allValidatorSystemTests() {
  return validatorSystemTests.map((key) => ({ key, name: systemTestNames[key] }))
}

// ---- running ---------------------------------------------------------------------------------------

/**
 * Runs one test's conversation as a candidate's turns run (runTurn); stops at the first step that differs.
 * A booking state offers the slots the calendar offers now, and a picked slot is checked as a booking is,
 * without being written: a test replayed twice must not fill the calendar.
 */
export async function runTestConversation(
  services: SandboxServices,
  chatbot: ChatbotRow,
  bot: Bot,
  test: QueueItem,
): Promise<ValidatorTestResult> {
  const { db } = services
  const who = { languageTag: test.languageTag, clientId: '', candidateName: '', dryRun: true }
  let conv = newConversation()
  for (const [i, testStep] of test.steps.entries()) {
    const text = testStep.input
    const input =
      i === 0 || text === null
        ? ({ kind: 'START' } as const)
        : ({
            kind: 'TEXT',
            text,
            intentName: await intentOf(db, chatbot.id, text, test.languageTag),
          } as const)
    const result = await runTurn(services, chatbot, bot, conv, input, who)
    conv = result.conversation
    const actual: ValidatorActual = {
      stateId: conv.waitingStateId,
      stateName: conv.waitingStateId ? (bot.states.get(conv.waitingStateId)?.state.name ?? null) : null,
      outcome: outcomeOf(conv),
      intentName: result.trace.intentName,
      answers: conv.answers,
    }
    const mismatches = compareValidatorStep(testStep.expect, actual)
    if (mismatches.length > 0)
      return {
        testId: test.testId,
        systemTest: null,
        name: test.name,
        passed: false,
        failedStep: i,
        failedInput: i === 0 ? null : text,
        mismatches,
        stepsRun: i + 1,
      }
  }
  return {
    testId: test.testId,
    systemTest: null,
    name: test.name,
    passed: true,
    failedStep: null,
    failedInput: null,
    mismatches: [],
    stepsRun: test.steps.length,
  }
}

/** A system test on the chatbot's current flows. */
export async function runSystemTest(
  db: SandboxDb,
  chatbotId: string,
  bot: Bot,
  key: ValidatorSystemTest,
  languageTag: string,
): Promise<ValidatorTestResult> {
  const base = { testId: null, systemTest: key, name: systemTestNames[key] }
  const verdict = (
    mismatches: ValidatorMismatch[],
    failedStep: number | null,
    failedInput: string | null,
    stepsRun: number,
  ): ValidatorTestResult => ({
    ...base,
    passed: mismatches.length === 0,
    failedStep: mismatches.length === 0 ? null : failedStep,
    failedInput: mismatches.length === 0 ? null : failedInput,
    mismatches,
    stepsRun,
  })
  const start = step(bot, newConversation(), { kind: 'START' }, languageTag)
  switch (key) {
    case 'START_GREETS':
      return verdict(
        start.replies.length > 0 ? [] : [{ field: 'REPLY', expected: null, actual: null }],
        0,
        null,
        1,
      )
    case 'UNKNOWN_TEXT_ANSWERED': {
      if (!start.conversation.waitingStateId)
        return verdict(
          [{ field: 'OUTCOME', expected: 'WAITING', actual: outcomeOf(start.conversation) }],
          0,
          null,
          1,
        )
      const intentName = await intentOf(db, chatbotId, unknownText, languageTag)
      const next = step(bot, start.conversation, { kind: 'TEXT', text: unknownText, intentName }, languageTag)
      const answered = next.replies.length > 0 || next.conversation.handedOver
      return verdict(answered ? [] : [{ field: 'REPLY', expected: null, actual: null }], 1, unknownText, 2)
    }
    case 'ROUTES_RESOLVE': {
      const broken: ValidatorMismatch[] = []
      for (const { state, flow } of bot.states.values())
        for (const option of state.options) {
          const where = `${flow.name} › ${state.name} › ${option.name}`
          if (
            option.routingInstruction === 'STATE' &&
            !(option.nextState && bot.states.has(option.nextState))
          )
            broken.push({ field: 'ROUTE', expected: where, actual: null })
          if (option.routingInstruction === 'FLOW') {
            const target = option.nextStateMachine ? bot.flowsById.get(option.nextStateMachine) : undefined
            if (!target || !bot.firstStateFrom(target))
              broken.push({ field: 'ROUTE', expected: where, actual: null })
          }
        }
      return verdict(broken.slice(0, 20), null, null, 0)
    }
  }
}

export interface ValidatorRunGql {
  readonly id: string
  readonly status: string
  readonly total: number
  readonly done: number
  readonly passed: number
  readonly failed: number
  readonly startedAt: number
  readonly finishedAt: number | null
  readonly results: readonly ValidatorTestResult[]
}

const gqlRun = (row: RunRow): ValidatorRunGql => {
  const passed = row.results.filter((r) => r.passed).length
  return {
    id: row.id,
    status: row.status,
    total: row.total,
    done: row.results.length,
    passed,
    failed: row.results.length - passed,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
    results: row.results,
  }
}

export async function validatorRun(db: SandboxDb, chatbotId: string, id: string): Promise<ValidatorRunGql> {
  const [row] = await db
    .select()
    .from(t.validatorRuns)
    .where(and(eq(t.validatorRuns.chatbotId, chatbotId), eq(t.validatorRuns.id, id)))
  if (!row) throw new ApiError('not_found')
  return gqlRun(row)
}

export async function latestValidatorRun(db: SandboxDb, chatbotId: string): Promise<ValidatorRunGql | null> {
  const [row] = await db
    .select()
    .from(t.validatorRuns)
    .where(eq(t.validatorRuns.chatbotId, chatbotId))
    .orderBy(desc(t.validatorRuns.startedAt))
    .limit(1)
  return row ? gqlRun(row) : null
}

/** The chatbot's language as a Try-it tag, for the system tests. */
const chatbotLanguage = (chatbot: ChatbotRow) =>
  chatbot.defaultLanguageTag.startsWith('en') ? 'en-US' : 'nl-NL'

/**
 * runValidatorTests(validatorTestFormat) (spec 001 §7.4): starts a run of the given tests (all of the
 * chatbot's without testIds) and system tests (all without systemTests); answers the run IN_PROGRESS.
 * One run per chatbot at a time.
 */
export async function runValidatorTests(
  services: SandboxServices,
  chatbot: ChatbotRow,
  format: { testIds?: readonly string[] | null; systemTests?: readonly string[] | null },
): Promise<ValidatorRunGql> {
  const { db, clock, jobs } = services
  const [running] = await db
    .select({ id: t.validatorRuns.id })
    .from(t.validatorRuns)
    .where(and(eq(t.validatorRuns.chatbotId, chatbot.id), eq(t.validatorRuns.status, 'IN_PROGRESS')))
  if (running) throw new ApiError('validator_run_in_progress', { runId: running.id })
  const ids = format.testIds ?? null
  if (ids && ids.length > validatorLimits.tests) throw new ApiError('invalid_input', { field: 'testIds' })
  const systemKeys = format.systemTests ?? [...validatorSystemTests]
  const unknownSystem = systemKeys.find((k) => !(validatorSystemTests as readonly string[]).includes(k))
  if (unknownSystem) throw new ApiError('invalid_input', { field: 'systemTests' })
  const tests = await db
    .select()
    .from(t.validatorTests)
    .where(
      ids
        ? and(eq(t.validatorTests.chatbotId, chatbot.id), inArray(t.validatorTests.id, [...ids, '']))
        : eq(t.validatorTests.chatbotId, chatbot.id),
    )
    .orderBy(asc(t.validatorTests.createdAt), asc(t.validatorTests.id))
  if (ids && tests.length !== new Set(ids).size) throw new ApiError('not_found')
  const queue: QueueItem[] = [
    ...tests.map((row) => ({
      testId: row.id,
      systemTest: null,
      name: row.name,
      languageTag: row.languageTag,
      steps: row.steps,
    })),
    ...(systemKeys as ValidatorSystemTest[]).map((key) => ({
      testId: null,
      systemTest: key,
      name: systemTestNames[key],
      languageTag: chatbotLanguage(chatbot),
      steps: [],
    })),
  ]
  if (queue.length === 0) throw new ApiError('validator_nothing_to_run')
  const id = newId('vr')
  const row = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(t.validatorRuns)
      .values({
        id,
        chatbotId: chatbot.id,
        status: 'IN_PROGRESS',
        queue: [...queue],
        results: [],
        total: queue.length,
        startedAt: clock.now(),
      })
      .returning()
    await jobs.start(tx, validatorRunJobKind, id, validatorDelays.perTestMs)
    return inserted
  })
  return gqlRun(row as RunRow)
}

/** The kind of job of a validator run (jobs.ts), keyed by the run's id. */
export const validatorRunJobKind = 'validator-run'

/**
 * One step of a run: the next test of its queue (the first without a result), its result stored in the
 * same write that may finish the run. A step run again after a crash finds its result there or runs the
 * test again; no result is ever stored twice.
 */
export async function validatorRunStep(services: SandboxServices, id: string): Promise<JobStep | void> {
  const { db, clock } = services
  const [run] = await db.select().from(t.validatorRuns).where(eq(t.validatorRuns.id, id))
  if (run?.status !== 'IN_PROGRESS') return
  const queue = run.queue as QueueItem[]
  const index = run.results.length
  const item = queue[index]
  let result: ValidatorTestResult | null = null
  if (item)
    try {
      const bot = await loadBot(db, run.chatbotId)
      if (item.systemTest)
        result = await runSystemTest(db, run.chatbotId, bot, item.systemTest, item.languageTag)
      else {
        const [chatbot] = await db.select().from(chatbots).where(eq(chatbots.id, run.chatbotId))
        if (!chatbot) throw new Error('The chatbot is gone.')
        result = await runTestConversation(services, chatbot, bot, item)
      }
    } catch (error) {
      // A test that cannot run fails with the reason; the run still finishes.
      result = notRun(item, error instanceof Error ? error.message : String(error))
    }
  const last = index >= queue.length - 1
  await db
    .update(t.validatorRuns)
    .set({
      results: result ? [...run.results, result] : run.results,
      ...(last ? { status: 'FINISHED', finishedAt: clock.now() } : {}),
    })
    .where(and(eq(t.validatorRuns.id, id), eq(t.validatorRuns.status, 'IN_PROGRESS')))
  return last ? undefined : { againInMs: validatorDelays.perTestMs }
}

const notRun = (item: QueueItem, reason: string): ValidatorTestResult => ({
  testId: item.testId,
  systemTest: item.systemTest,
  name: item.name,
  passed: false,
  failedStep: null,
  failedInput: null,
  mismatches: [{ field: 'ERROR', expected: null, actual: reason }],
  stepsRun: 0,
})

/**
 * A run that cannot go on finishes: every test without a result fails with the reason (as a test that
 * cannot run does), so the results show what happened and Run starts a new run.
 */
export async function failValidatorRun(services: SandboxServices, id: string, reason: string) {
  const { db, clock } = services
  const [run] = await db.select().from(t.validatorRuns).where(eq(t.validatorRuns.id, id))
  if (run?.status !== 'IN_PROGRESS') return
  const rest = (run.queue as QueueItem[]).slice(run.results.length).map((item) => notRun(item, reason))
  await db
    .update(t.validatorRuns)
    .set({ results: [...run.results, ...rest], status: 'FINISHED', finishedAt: clock.now() })
    .where(and(eq(t.validatorRuns.id, id), eq(t.validatorRuns.status, 'IN_PROGRESS')))
}

/** The chatbot's states for the test editor, flow by flow. */
export async function validatorStates(db: SandboxDb, chatbotId: string) {
  const bot = await loadBot(db, chatbotId)
  return [...bot.states.values()].map(({ state, flow }) => ({
    id: state.id,
    name: state.name,
    flowName: flow.name,
  }))
}

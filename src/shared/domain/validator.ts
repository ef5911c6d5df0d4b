import * as v from 'valibot'
import { interfaceLanguages } from './languages'

/**
 * The validator (spec 000 §2 'validator (tests, results)', §4 'Validator test run'; spec 001 §7.3
 * `allValidatorSystemTests`, §7.4 `runValidatorTests(validatorTestFormat)`): a test is a candidate's
 * conversation, step by step: what the candidate types (or taps: a button's label) and what the bot must
 * then do: wait in a state, hand over to the Smart Inbox or end, and optionally the intent it recognises and
 * the answer it stores. The first step is the start of the conversation (no input). The sandbox runs tests
 * through the conversation engine; the comparison below is shared so the results read the same everywhere.
 */

/** What the conversation does after a step. */
export const validatorOutcomes = ['WAITING', 'HANDED_OVER', 'FINISHED'] as const
export type ValidatorOutcome = (typeof validatorOutcomes)[number]

/** A run is in progress, then finished (spec 000 §4). */
export const validatorRunStatuses = ['IN_PROGRESS', 'FINISHED'] as const
export type ValidatorRunStatus = (typeof validatorRunStatuses)[number]

/** The system tests of `allValidatorSystemTests`: checks every chatbot gets without writing them. */
export const validatorSystemTests = ['START_GREETS', 'UNKNOWN_TEXT_ANSWERED', 'ROUTES_RESOLVE'] as const
export type ValidatorSystemTest = (typeof validatorSystemTests)[number]

/** Lengths we allow (the spec gives none; docs/decisions/validator.md). */
export const validatorLimits = { name: 100, input: 1000, steps: 50, tests: 200 } as const

export interface ValidatorExpectation {
  /** The state the bot waits in (WAITING); its name is kept for reading the test when the state is gone. */
  readonly stateId: string | null
  readonly stateName: string | null
  readonly outcome: ValidatorOutcome
  /** The intent the model must recognise in the input; null: not checked. */
  readonly intentName: string | null
  /** The answer stored under a scalar name; null: not checked. */
  readonly answerName: string | null
  readonly answerValue: string | null
}

export interface ValidatorStep {
  /** null only for the first step: the start of the conversation. */
  readonly input: string | null
  readonly expect: ValidatorExpectation
}

export interface ValidatorTestDraft {
  readonly name: string
  readonly languageTag: string
  readonly steps: readonly ValidatorStep[]
}

/** What the engine did after one step of a run. */
export interface ValidatorActual {
  readonly stateId: string | null
  readonly stateName: string | null
  readonly outcome: ValidatorOutcome
  readonly intentName: string | null
  /** Every answer stored so far, by scalar name. */
  readonly answers: Readonly<Record<string, string>>
}

/**
 * STATE, OUTCOME, INTENT, ANSWER: a step of a conversation; REPLY: the bot sent nothing (system tests);
 * ROUTE: an option leads nowhere (`expected` names flow › state › option); ERROR: the run could not
 * finish the test (`actual` says why).
 */
export const validatorMismatchFields = [
  'STATE',
  'OUTCOME',
  'INTENT',
  'ANSWER',
  'REPLY',
  'ROUTE',
  'ERROR',
] as const
export type ValidatorMismatchField = (typeof validatorMismatchFields)[number]

export interface ValidatorMismatch {
  readonly field: ValidatorMismatchField
  readonly expected: string | null
  readonly actual: string | null
}

const same = (a: string | null, b: string | null) =>
  (a ?? '').trim().toLocaleLowerCase() === (b ?? '').trim().toLocaleLowerCase()

/**
 * Where a step's actual result differs from its expectation, in reading order. The outcome first: a
 * conversation that ended where it should wait differs in its outcome, not (also) in a state. Intent names
 * and answers compare without case and surrounding spaces; states by id.
 */
export function compareValidatorStep(
  expect: ValidatorExpectation,
  actual: ValidatorActual,
): ValidatorMismatch[] {
  const mismatches: ValidatorMismatch[] = []
  if (expect.outcome !== actual.outcome)
    mismatches.push({ field: 'OUTCOME', expected: expect.outcome, actual: actual.outcome })
  else if (expect.outcome === 'WAITING' && expect.stateId !== actual.stateId)
    mismatches.push({ field: 'STATE', expected: expect.stateName, actual: actual.stateName })
  if (expect.intentName !== null && !same(expect.intentName, actual.intentName))
    mismatches.push({ field: 'INTENT', expected: expect.intentName, actual: actual.intentName })
  if (expect.answerName !== null) {
    const stored = actual.answers[expect.answerName] ?? null
    if (!same(expect.answerValue, stored))
      mismatches.push({
        field: 'ANSWER',
        expected: `${expect.answerName}: ${expect.answerValue ?? ''}`,
        actual: stored === null ? null : `${expect.answerName}: ${stored}`,
      })
  }
  return mismatches
}

// ---- the rules of a test (form and server) ------------------------------------------------------------

const optionalText = (max: number) =>
  v.pipe(
    v.nullish(v.string()),
    v.transform((s) => (s === null || s === undefined || s.trim() === '' ? null : s.trim())),
    v.check((s) => s === null || s.length <= max, 'too_long'),
  )

const expectationSchema = v.pipe(
  v.object({
    stateId: optionalText(200),
    stateName: optionalText(200),
    outcome: v.picklist(validatorOutcomes, 'outcome_required'),
    intentName: optionalText(100),
    answerName: optionalText(100),
    answerValue: optionalText(validatorLimits.input),
  }),
  v.check((e) => e.outcome !== 'WAITING' || e.stateId !== null, 'state_required'),
  v.check((e) => e.answerName === null || e.answerValue !== null, 'answer_value_required'),
)

const stepSchema = v.object({
  input: optionalText(validatorLimits.input),
  expect: expectationSchema,
})

/**
 * A test as the form sends it and the server stores it: a name (required, at most 100), a language the
 * bot speaks in Try it (nl-NL, en-US), 1 to 50 steps; the first starts the conversation (no input), every
 * later one has the candidate's input (at most 1000 characters). Waiting needs the state; a stored answer
 * its value. Issues name their path (`steps.3.input`) with a code as message.
 */
export const validatorTestSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('name_required'),
    v.maxLength(validatorLimits.name, 'too_long'),
  ),
  languageTag: v.picklist(interfaceLanguages, 'language_required'),
  steps: v.pipe(
    v.array(stepSchema),
    v.minLength(1, 'steps_required'),
    v.maxLength(validatorLimits.steps, 'too_many_steps'),
    v.check((steps) => steps.length === 0 || steps[0]?.input === null, 'first_step_starts'),
    v.check((steps) => steps.slice(1).every((s) => s.input !== null), 'input_required'),
  ),
})
type ParsedTest = v.InferOutput<typeof validatorTestSchema>

/** A valid test as stored: every optional text present as text or null. */
export interface ValidatorTestInput extends ValidatorTestDraft {
  readonly languageTag: (typeof interfaceLanguages)[number]
  readonly steps: ValidatorStep[]
}

function stored(test: ParsedTest): ValidatorTestInput {
  return {
    name: test.name,
    languageTag: test.languageTag,
    steps: test.steps.map((s) => ({
      input: s.input ?? null,
      expect: {
        stateId: s.expect.stateId ?? null,
        stateName: s.expect.stateName ?? null,
        outcome: s.expect.outcome,
        intentName: s.expect.intentName ?? null,
        answerName: s.expect.answerName ?? null,
        answerValue: s.expect.answerValue ?? null,
      },
    })),
  }
}

export interface ValidatorProblem {
  /** `name`, `languageTag`, `steps`, `steps.<i>.input`, `steps.<i>.expect` … */
  readonly path: string
  readonly code: string
}

/** The test's problems, none when it may be saved. */
export function validatorTestProblems(draft: unknown): ValidatorProblem[] {
  const result = v.safeParse(validatorTestSchema, draft)
  if (result.success) return []
  const problems = result.issues.map((issue) => ({
    path: (issue.path ?? [])
      .map((p) => String(p.key))
      .join('.')
      .replace(/\.expect\..*$/, '.expect'),
    code: issue.message,
  }))
  // The list's check reports once for the whole list; the form marks each empty input as well.
  const stepsIssue = problems.find((p) => p.path === 'steps' && p.code === 'input_required')
  if (
    stepsIssue &&
    typeof draft === 'object' &&
    draft &&
    Array.isArray((draft as ValidatorTestDraft).steps)
  ) {
    const steps = (draft as ValidatorTestDraft).steps
    steps.forEach((s, i) => {
      if (i > 0 && (s.input ?? '').trim() === '')
        problems.push({ path: `steps.${i}.input`, code: 'input_required' })
    })
  }
  return problems
}

export function parseValidatorTest(draft: unknown): ValidatorTestInput | null {
  const result = v.safeParse(validatorTestSchema, draft)
  return result.success ? stored(result.output) : null
}

/** One test's result in a run (a test of the chatbot, or a system test). */
export interface ValidatorTestResult {
  readonly testId: string | null
  readonly systemTest: ValidatorSystemTest | null
  readonly name: string
  readonly passed: boolean
  /** The step (0 = the start) where the conversation first diverged; null when it passed. */
  readonly failedStep: number | null
  readonly failedInput: string | null
  readonly mismatches: readonly ValidatorMismatch[]
  readonly stepsRun: number
}

export function validatorRunSummary(results: readonly ValidatorTestResult[]) {
  const passed = results.filter((r) => r.passed).length
  return { passed, failed: results.length - passed, total: results.length }
}

import { describe, expect, it } from 'vitest'
import {
  compareValidatorStep,
  parseValidatorTest,
  validatorRunSummary,
  validatorTestProblems,
  type ValidatorExpectation,
} from './validator'

const waitingIn = (stateId: string, stateName = stateId): ValidatorExpectation => ({
  stateId,
  stateName,
  outcome: 'WAITING',
  intentName: null,
  answerName: null,
  answerValue: null,
})

describe('compareValidatorStep', () => {
  const actual = {
    stateId: 's-licence',
    stateName: 'Rijbewijs',
    outcome: 'WAITING' as const,
    intentName: 'chauffeur',
    answers: { rijbewijs: 'Rijbewijs CE' },
  }

  it('passes when the bot waits in the expected state', () => {
    expect(compareValidatorStep(waitingIn('s-licence'), actual)).toEqual([])
  })

  it('names the expected and the actual state when they differ', () => {
    expect(compareValidatorStep(waitingIn('s-name', 'Naam'), actual)).toEqual([
      { field: 'STATE', expected: 'Naam', actual: 'Rijbewijs' },
    ])
  })

  it('reports the outcome, not a state, when the conversation ended instead of waiting', () => {
    const ended = { ...actual, stateId: null, stateName: null, outcome: 'HANDED_OVER' as const }
    expect(compareValidatorStep(waitingIn('s-licence'), ended)).toEqual([
      { field: 'OUTCOME', expected: 'WAITING', actual: 'HANDED_OVER' },
    ])
  })

  it('checks the intent and the stored answer only when expected, without case', () => {
    const expectation = {
      ...waitingIn('s-licence'),
      intentName: 'Chauffeur',
      answerName: 'rijbewijs',
      answerValue: 'rijbewijs ce',
    }
    expect(compareValidatorStep(expectation, actual)).toEqual([])
    expect(
      compareValidatorStep({ ...expectation, intentName: 'zorg', answerValue: 'Rijbewijs B' }, actual),
    ).toEqual([
      { field: 'INTENT', expected: 'zorg', actual: 'chauffeur' },
      { field: 'ANSWER', expected: 'rijbewijs: Rijbewijs B', actual: 'rijbewijs: Rijbewijs CE' },
    ])
    expect(
      compareValidatorStep({ ...expectation, answerName: 'email', answerValue: 'a@b.nl' }, actual),
    ).toEqual([{ field: 'ANSWER', expected: 'email: a@b.nl', actual: null }])
  })
})

describe('validator test rules', () => {
  const valid = {
    name: ' Chauffeur tot de recruiter ',
    languageTag: 'nl-NL',
    steps: [
      { input: null, expect: waitingIn('s-vacancy') },
      { input: 'Chauffeur', expect: { ...waitingIn('s-licence'), intentName: '' } },
      {
        input: 'ik wil een recruiter spreken',
        expect: { ...waitingIn(''), stateId: null, outcome: 'HANDED_OVER' },
      },
    ],
  }

  it('accepts a test and trims its texts (empty optional texts are not checked)', () => {
    const parsed = parseValidatorTest(valid)
    expect(parsed?.name).toBe('Chauffeur tot de recruiter')
    expect(parsed?.steps[1]?.expect.intentName).toBeNull()
    expect(validatorTestProblems(valid)).toEqual([])
  })

  it('refuses an empty name, an unknown language, no steps and a too long name', () => {
    expect(validatorTestProblems({ ...valid, name: '  ' })).toEqual([{ path: 'name', code: 'name_required' }])
    expect(validatorTestProblems({ ...valid, name: 'x'.repeat(101) })).toEqual([
      { path: 'name', code: 'too_long' },
    ])
    expect(validatorTestProblems({ ...valid, languageTag: 'de-DE' })[0]?.path).toBe('languageTag')
    expect(validatorTestProblems({ ...valid, steps: [] })).toEqual([
      { path: 'steps', code: 'steps_required' },
    ])
  })

  it('wants the start without input, every later step with one, and a state to wait in', () => {
    const noInput = { ...valid, steps: [valid.steps[0], { ...valid.steps[1], input: ' ' }] }
    expect(validatorTestProblems(noInput)).toEqual([
      { path: 'steps', code: 'input_required' },
      { path: 'steps.1.input', code: 'input_required' },
    ])
    const startWithInput = { ...valid, steps: [{ ...valid.steps[0], input: 'hallo' }] }
    expect(validatorTestProblems(startWithInput)).toEqual([{ path: 'steps', code: 'first_step_starts' }])
    const noState = { ...valid, steps: [{ input: null, expect: { ...waitingIn(''), stateId: null } }] }
    expect(validatorTestProblems(noState)).toEqual([{ path: 'steps.0.expect', code: 'state_required' }])
    const noValue = {
      ...valid,
      steps: [{ input: null, expect: { ...waitingIn('s'), answerName: 'naam', answerValue: '' } }],
    }
    expect(validatorTestProblems(noValue)).toEqual([
      { path: 'steps.0.expect', code: 'answer_value_required' },
    ])
  })

  it('counts a run', () => {
    const result = {
      testId: 't',
      systemTest: null,
      name: 't',
      failedStep: null,
      failedInput: null,
      mismatches: [],
      stepsRun: 1,
    }
    expect(
      validatorRunSummary([
        { ...result, passed: true },
        { ...result, passed: false },
      ]),
    ).toEqual({
      passed: 1,
      failed: 1,
      total: 2,
    })
  })
})

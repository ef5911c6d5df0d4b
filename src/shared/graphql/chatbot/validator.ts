/**
 * The validator (spec 000 §2 'validator (tests, results)', §4 'Validator test run'; spec 001 §7.3
 * `allValidatorSystemTests`, §7.4 `runValidatorTests(validatorTestFormat)`): a chatbot's test
 * conversations, the system tests, and runs through the sandbox's conversation engine. Tests and runs need
 * ValidatorTest ('read' to read, 'update' to change and run); a run's results ValidatorResults 'read'.
 * Rules of a test: src/shared/domain/validator.ts (refused with `invalid_input`, extensions field, reason).
 */
export const validatorTypeDefs = /* GraphQL */ `
  "What the bot must do after a step."
  type ValidatorExpectation {
    "The state the bot waits in (outcome WAITING)."
    stateId: ID
    stateName: String
    "WAITING, HANDED_OVER or FINISHED"
    outcome: String!
    "The intent the model must recognise; null: not checked."
    intentName: String
    "The answer stored under this scalar name; null: not checked."
    answerName: String
    answerValue: String
  }

  "A step: the candidate's input (null for the first, the start) and the expectation."
  type ValidatorStep {
    input: String
    expect: ValidatorExpectation!
  }

  "STATE, OUTCOME, INTENT, ANSWER, REPLY, ROUTE or ERROR, with what was expected and what happened."
  type ValidatorMismatch {
    field: String!
    expected: String
    actual: String
  }

  "One test's result in a run."
  type ValidatorTestResult {
    testId: ID
    "The system test's key, for a system test."
    systemTest: String
    name: String!
    passed: Boolean!
    "The step (0 = the start) where the conversation diverged."
    failedStep: Int
    failedInput: String
    mismatches: [ValidatorMismatch!]!
    stepsRun: Int!
  }

  type ValidatorTest {
    id: ID!
    name: String!
    "nl-NL or en-US: the language the candidate speaks."
    languageTag: String!
    steps: [ValidatorStep!]!
    "ISO 8601"
    createdAt: String!
    "ISO 8601"
    updatedAt: String!
    "The test's result in the newest finished run that ran it."
    lastResult: ValidatorTestResult
  }

  "A system test (spec 001 §7.3 allValidatorSystemTests)."
  type ValidatorSystemTest {
    key: ID!
    name: String!
  }

  "A run: IN_PROGRESS while its tests run one by one, then FINISHED."
  type ValidatorRun {
    id: ID!
    status: String!
    total: Int!
    done: Int!
    passed: Int!
    failed: Int!
    "ISO 8601"
    startedAt: String!
    "ISO 8601"
    finishedAt: String
    results: [ValidatorTestResult!]!
  }

  "A state a test can expect, with its flow."
  type ValidatorStateChoice {
    id: ID!
    name: String!
    flowName: String!
  }

  type ValidatorOk {
    ok: Boolean!
  }

  input ValidatorExpectationInput {
    stateId: ID
    stateName: String
    outcome: String!
    intentName: String
    answerName: String
    answerValue: String
  }

  input ValidatorStepInput {
    input: String
    expect: ValidatorExpectationInput!
  }

  input ValidatorTestInput {
    name: String!
    languageTag: String!
    steps: [ValidatorStepInput!]!
  }

  "Which tests to run: without testIds all of the chatbot's, without systemTests all system tests."
  input ValidatorTestFormat {
    testIds: [ID!]
    systemTests: [String!]
  }

  extend type Query {
    allValidatorTests: [ValidatorTest!]!
    validatorTest(id: ID!): ValidatorTest!
    allValidatorSystemTests: [ValidatorSystemTest!]!
    "The chatbot's states, for the test editor."
    validatorStates: [ValidatorStateChoice!]!
    validatorRun(id: ID!): ValidatorRun!
    "The newest run, null before the first."
    latestValidatorRun: ValidatorRun
  }

  extend type Mutation {
    createValidatorTest(test: ValidatorTestInput!): ValidatorTest!
    updateValidatorTest(id: ID!, test: ValidatorTestInput!): ValidatorTest!
    deleteValidatorTest(id: ID!): ValidatorOk!
    "A Try-it conversation (tryItMessage's sessionId) as a test, with what the bot did after each input."
    createValidatorTestFromTryIt(sessionId: ID!, name: String): ValidatorTest!
    "Spec 001 §7.4: starts a run (IN_PROGRESS); 'validator_run_in_progress' while another runs."
    runValidatorTests(validatorTestFormat: ValidatorTestFormat!): ValidatorRun!
  }
`

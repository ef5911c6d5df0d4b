import type { AreaErrors } from './entry'

/**
 * The validator's refusals, in the shape of the catalogue (errors/index.ts); the spec gives no wording for them,
 * both languages are ours. No imports but the entry type, so the catalogue takes it in.
 */
export const validatorErrors = {
  validator_run_in_progress: {
    status: 409,
    en: 'A test run is already in progress. Wait until it has finished.',
    nl: 'Er loopt al een testrun. Wacht tot die klaar is.',
  },
  validator_nothing_to_run: {
    status: 400,
    en: 'There are no tests to run.',
    nl: 'Er zijn geen tests om uit te voeren.',
  },
  validator_too_many_tests: {
    status: 409,
    en: 'This chatbot has the maximum number of tests (200). Delete a test first.',
    nl: 'Deze chatbot heeft het maximale aantal tests (200). Verwijder eerst een test.',
  },
  validator_chat_not_started: {
    status: 400,
    en: 'Start a conversation first, then save it as a test.',
    nl: 'Begin eerst een gesprek en sla het daarna op als test.',
  },
} as const satisfies AreaErrors

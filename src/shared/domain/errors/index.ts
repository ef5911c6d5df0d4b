import { authErrors } from './auth'
import { builderErrors } from './builder'
import { commonErrors } from './common'
import { nlpErrors } from './nlp'
import { userRuleErrors } from './users'
import { validatorErrors } from './validator'
import { whatsappErrors } from './whatsapp'

/**
 * Every error code the sandbox answers with, its HTTP status and its one wording per language, merged from
 * one file per area (`errors/<area>.ts`). The sandbox answers with `en`; the renderer shows
 * `common:errors.<code>` built from this table (lib/errors.ts), so the sandbox and the screen never
 * disagree. A new area adds its file and one line here; a code belongs to exactly one area
 * (errors/index.test.ts).
 */
export const errorCatalogue = {
  ...commonErrors,
  ...authErrors,
  ...whatsappErrors,
  ...userRuleErrors,
  ...builderErrors,
  ...nlpErrors,
  ...validatorErrors,
} as const

export type ErrorCode = keyof typeof errorCatalogue

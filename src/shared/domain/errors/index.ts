import { authErrors } from './auth'
import { builderErrors } from './builder'
import { commonErrors } from './common'
import { nlpErrors } from './nlp'
import { userRuleErrors } from './users'
import { validatorErrors } from './validator'
import { whatsappErrors } from './whatsapp'

/**
 * The error codes of every area (`errors/<area>.ts`): a new area adds its file, its import above and one
 * line here. A code belongs to exactly one area (errors/index.test.ts).
 */
export const errorAreas = {
  common: commonErrors,
  auth: authErrors,
  whatsapp: whatsappErrors,
  users: userRuleErrors,
  builder: builderErrors,
  nlp: nlpErrors,
  validator: validatorErrors,
} as const

type Areas = (typeof errorAreas)[keyof typeof errorAreas]
type Merged<U> = (U extends unknown ? (area: U) => void : never) extends (area: infer All) => void
  ? All
  : never

/**
 * Every error code the sandbox answers with, its HTTP status and its one wording per language, merged
 * from the areas. The sandbox answers with `en`; the renderer shows `common:errors.<code>` built from this
 * table (lib/errors.ts), so the sandbox and the screen never disagree.
 */
export const errorCatalogue = Object.assign({}, ...Object.values(errorAreas)) as Merged<Areas>

export type ErrorCode = keyof typeof errorCatalogue

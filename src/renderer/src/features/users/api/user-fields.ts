import * as v from 'valibot'
import { fieldErrorSchema } from '../../../lib/field-errors'

/**
 * The reply schemas the users documents share, checked at run time (QUALITY REL-9).
 */

/** Ids may come as numbers from a real server; they are kept as strings. */
export const idSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
const nullableText = v.nullable(v.string())

export const listedUserSchema = v.object({
  id: idSchema,
  email: v.string(),
  firstName: v.string(),
  lastName: v.string(),
  language: nullableText,
  role: v.string(),
  isSuperuser: v.boolean(),
  organization: v.object({ id: idSchema }),
  allTeams: v.boolean(),
  teams: v.array(v.object({ id: idSchema, name: v.string() })),
  chatbots: v.array(
    v.object({ id: idSchema, name: v.string(), projectName: v.string(), deleted: v.boolean() }),
  ),
  employee: v.nullable(v.object({ id: idSchema })),
})
export type ListedUser = v.InferOutput<typeof listedUserSchema>

/** The router's `UserResult` (ok, code, errorMessage, errors, user). */
export const userResultSchema = v.object({
  ok: v.boolean(),
  code: nullableText,
  errorMessage: nullableText,
  errors: v.array(fieldErrorSchema),
  user: v.nullable(v.object({ id: idSchema })),
})
export type UserResult = v.InferOutput<typeof userResultSchema>

import * as v from 'valibot'
import { searchValidator } from '../../lib/route-data'

const id = v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined)

/**
 * The e-mail tab's URL: the open template or mapper (the builder's processor drawer links to one). An id
 * the chatbot does not have opens nothing.
 */
export const emailSearchSchema = v.object({ template: id, mapper: id })
export type EmailSearch = v.InferOutput<typeof emailSearchSchema>
export const validateEmailSearch = searchValidator(emailSearchSchema)

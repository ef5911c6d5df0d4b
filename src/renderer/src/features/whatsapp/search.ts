import * as v from 'valibot'
import { templateStatuses } from '@shared/domain/whatsapp-template-statuses'

/**
 * The templates list's filters in the URL (lib/list-search.ts): a name search, the shown version's status
 * and a language. A reload, a link or the back button keeps them; a bad value falls back to no filter.
 */
export const templatesSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(200))), undefined),
  status: v.fallback(v.optional(v.picklist(templateStatuses)), undefined),
  language: v.fallback(
    v.optional(v.pipe(v.string(), v.maxLength(20), v.regex(/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/))),
    undefined,
  ),
})
export type TemplatesSearch = v.InferOutput<typeof templatesSearchSchema>

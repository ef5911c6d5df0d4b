import * as v from 'valibot'
import { inboxLabelPalette } from '@shared/domain/inbox'

/** Label names are short enough for a badge; the server checks the same length and that names are unique. */
export const maxLabelNameLength = 40

/** The label drawer's form: messages are `inbox` keys (lib/field-errors.ts `useFieldError('inbox')`). */
export const labelFormSchema = v.object({
  name: v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty('labels.nameRequired'),
    v.maxLength(maxLabelNameLength, 'labels.nameTooLong'),
  ),
  color: v.picklist(inboxLabelPalette, 'labels.colorInvalid'),
})
export type LabelFormValues = v.InferOutput<typeof labelFormSchema>

import * as v from 'valibot'
import { inboxLabelPalette } from '@shared/domain/inbox'
import { hasInvisibleCharacters } from '@shared/domain/visible-text'

/** Label names are short enough for a badge; the server checks the same length and that names are unique. */
export const maxLabelNameLength = 40

const sameName = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('nl') === b.trim().toLocaleLowerCase('nl')

/**
 * The label drawer's form: messages are `inbox` keys (lib/field-errors.ts `useFieldError('inbox')`).
 * `takenNames` are the other labels' names: label names are unique (spec 000 §5), which the server checks
 * again (its field error then shows on the name).
 */
export function labelFormSchema(takenNames: readonly string[]) {
  return v.object({
    name: v.pipe(
      v.string(),
      v.trim(),
      v.nonEmpty('labels.nameRequired'),
      v.maxLength(maxLabelNameLength, 'labels.nameTooLong'),
      v.check((name) => !hasInvisibleCharacters(name), 'labels.nameInvisibleCharacters'),
      v.check((name) => !takenNames.some((taken) => sameName(taken, name)), 'labels.nameTaken'),
    ),
    color: v.picklist(inboxLabelPalette, 'labels.colorInvalid'),
  })
}
export type LabelFormValues = v.InferOutput<ReturnType<typeof labelFormSchema>>

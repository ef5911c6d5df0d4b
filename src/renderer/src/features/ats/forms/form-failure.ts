import { atsMessageTexts, type AtsMessage } from '@shared/domain/ats'
import { MutationFailedError } from '../../../lib/field-errors'

/**
 * A refused ATS call in the interface language: the server's English rule texts (atsMessageTexts) become
 * the locale's, and the refusal's own message is dropped so the form shows its code's translation
 * (common:errors.<code>, lib/errors.ts) rather than the server's English.
 */
export function asAtsFailure(error: unknown, message: (key: AtsMessage) => string): unknown {
  if (!(error instanceof MutationFailedError)) return error
  const keyOf = new Map(Object.entries(atsMessageTexts).map(([key, text]) => [text, key as AtsMessage]))
  const fields = error.fields.map((entry) => ({
    field: entry.field,
    messages: entry.messages.map((m) => {
      const key = keyOf.get(m)
      return key ? message(key) : m
    }),
  }))
  return new MutationFailedError('ATS call', fields, null, error.code)
}

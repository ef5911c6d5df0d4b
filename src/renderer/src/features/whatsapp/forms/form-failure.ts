import type { WhatsappRuleCode } from '@shared/domain/whatsapp-templates'
import { MutationFailedError } from '../../../lib/field-errors'
import { WhatsappCallFailedError } from '../api/definitions'

/**
 * A refused WhatsApp call as the kit's MutationFailedError: field errors in the interface language (from
 * their rule codes), and the spec's failure message for a failure no field explains (spec 001 §8).
 */
export function asFormFailure(
  error: unknown,
  message: (code: WhatsappRuleCode) => string,
  failed: string,
): unknown {
  if (!(error instanceof WhatsappCallFailedError)) return error
  const fields = error.fields.map((entry) => ({
    field: entry.field,
    messages: entry.codes.length ? entry.codes.map((c) => message(c as WhatsappRuleCode)) : entry.messages,
  }))
  return new MutationFailedError('WhatsApp call', fields, fields.length ? null : failed)
}

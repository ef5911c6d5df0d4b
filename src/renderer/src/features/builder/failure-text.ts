import { useTranslation } from 'react-i18next'
import { builderLimits } from '@shared/domain/builder'
import { builderErrors } from '@shared/domain/errors/builder'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import { messageFieldMessages } from '@shared/domain/builder-rules'
import { useErrorMessage } from '../../lib/errors'
import { MutationFailedError } from '../../lib/field-errors'

const messageKeys = Object.fromEntries(
  Object.entries(messageFieldMessages).map(([key, text]) => [text, key]),
) as Record<string, keyof typeof messageFieldMessages>

/** The sandbox's field messages but those the message form shares (its texts come first). */
type FieldKey = Exclude<keyof typeof builderFieldMessages, keyof typeof messageFieldMessages>
const fieldKeys = Object.fromEntries(
  Object.entries(builderFieldMessages)
    .filter(([key]) => !(key in messageFieldMessages))
    .map(([key, text]) => [text, key]),
) as Record<string, FieldKey>

/** The limits the field messages name, for their texts in each language. */
const fieldCounts: Partial<Record<FieldKey, number>> = {
  flowLimit: builderLimits.flowList,
  groupLimit: builderLimits.stateGroupList,
}

const builderCodes = Object.fromEntries(
  Object.entries(builderErrors).map(([code, entry]) => [entry.en, code]),
) as Record<string, keyof typeof builderErrors>

/**
 * A field message in the interface language: one of the message form's checks (builder-rules.ts), one of
 * the sandbox's builder field messages (builder-field-messages.ts), or a spec builder message (spec 001 §8)
 * the server put on a field ('Can not delete scalar name'). Another text is shown as it came.
 */
export function useFieldMessage(): (message: string) => string {
  const { t } = useTranslation(['builder', 'common'])
  return (message) => {
    const key = messageKeys[message]
    if (key) return t(`builder:response.errors.${key}`)
    const field = fieldKeys[message]
    if (field) return t(`builder:fieldErrors.${field}`, { count: fieldCounts[field] ?? 0 })
    const code = builderCodes[message]
    return code ? t(`common:errors.${code}`) : message
  }
}

/**
 * The text of a refused builder call: a refusal with a code shows the spec's builder message (spec 001 §8)
 * in the interface language; an `ok: false` answer its first field message, the message form's own in
 * the interface language.
 */
export function useFailureText(): (error: unknown) => string {
  const fieldMessage = useFieldMessage()
  const errorMessage = useErrorMessage('builder')
  return (error) => {
    if (error instanceof MutationFailedError) {
      const message = error.fields[0]?.messages[0]
      return message ? fieldMessage(message) : errorMessage(error)
    }
    return errorMessage(error)
  }
}

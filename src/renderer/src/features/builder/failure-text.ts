import { useTranslation } from 'react-i18next'
import { messageFieldMessages } from '@shared/domain/builder-rules'
import { useErrorMessage } from '../../lib/errors'
import { MutationFailedError } from '../../lib/field-errors'

const messageKeys = Object.fromEntries(
  Object.entries(messageFieldMessages).map(([key, text]) => [text, key]),
) as Record<string, keyof typeof messageFieldMessages>

/** A message of the message form's checks (builder-rules.ts) in the interface language. */
export function useFieldMessage(): (message: string) => string {
  const { t } = useTranslation('builder')
  return (message) => {
    const key = messageKeys[message]
    return key ? t(`response.errors.${key}`) : message
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

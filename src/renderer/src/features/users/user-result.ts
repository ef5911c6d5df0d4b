import type { i18n as I18n } from 'i18next'
import { userFormMessages, type UserFormMessageKey } from '@shared/domain/users'
import { MutationFailedError, type ServerFieldError } from '../../lib/field-errors'
import type { UserResult } from './api/user-fields'

/**
 * A users mutation answered `ok: false` (router `UserResult`). The server writes its messages in English;
 * the screen shows them in the interface language: a form message (the shared table, `users:form.*`) by its
 * English text, a refusal by its code (`common:errors.<code>`, the catalogue the server answers from).
 */
export class UserMutationError extends MutationFailedError {
  constructor(
    what: string,
    fields: readonly ServerFieldError[],
    message: string | null,
    code: string | null,
  ) {
    super(what, fields, message, code)
    this.name = 'UserMutationError'
  }
}

const keyByEnglish = new Map<string, UserFormMessageKey>(
  Object.entries(userFormMessages).map(([key, texts]) => [texts.en, key as UserFormMessageKey]),
)

/** The text of a server code in the interface language, or null for a code the catalogue does not know. */
export function codeMessage(i18n: I18n, code: string | null): string | null {
  if (!code) return null
  const key = `common:errors.${code}`
  // A run-time key from the server's code; i18n.exists checked it.
  return i18n.exists(key) ? i18n.t(key as 'common:errors.generic') : null
}

function translateMessage(i18n: I18n, message: string, code: string | null): string {
  const formKey = keyByEnglish.get(message)
  if (formKey) return i18n.t(`users:${formKey}`)
  return codeMessage(i18n, code) ?? message
}

/** Throws the `ok: false` answer as a UserMutationError in the interface language; answers an ok one. */
export function requireUserOk(i18n: I18n, what: string, result: UserResult): UserResult {
  if (result.ok) return result
  const fields = result.errors.map((entry) => ({
    field: entry.field,
    messages: entry.messages.map((message) => translateMessage(i18n, message, result.code)),
  }))
  throw new UserMutationError(
    what,
    fields,
    codeMessage(i18n, result.code) ?? result.errorMessage,
    result.code,
  )
}

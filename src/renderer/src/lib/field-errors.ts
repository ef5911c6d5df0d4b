import type { Namespace, ParseKeys } from 'i18next'
import type { FieldError, FieldValues, Path, UseFormSetError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import type { i18n as I18n } from 'i18next'
import { errorCodeOfWording, type ErrorCode } from '@shared/domain/errors'
import { PortalCallError } from './portal'

/**
 * Field errors from the server, in both shapes the portal's servers use: a GraphQL mutation's
 * `errors: [{ field, messages }]` (with `ok: false`), and a REST `invalid_input` whose `fields` main keeps
 * on the PortalCallError. Forms show them on their fields with `applyServerFieldErrors`.
 */
export const fieldErrorSchema = v.object({ field: v.string(), messages: v.array(v.string()) })
export type ServerFieldError = v.InferOutput<typeof fieldErrorSchema>

/** The reply part every portal mutation has (`ok`, `errors`, `errorMessage`), for a reply schema. */
export const mutationResultEntries = {
  ok: v.boolean(),
  errors: v.optional(v.array(fieldErrorSchema), []),
  errorMessage: v.optional(v.nullable(v.string()), null),
}

/** A mutation answered `ok: false`: its field errors and message. */
export class MutationFailedError extends Error {
  readonly fields: readonly ServerFieldError[]
  readonly errorMessage: string | null
  /** The refusal's code where the mutation answers one (the screens translate it, lib/errors.ts). */
  readonly code: string | null
  constructor(
    what: string,
    fields: readonly ServerFieldError[],
    errorMessage: string | null,
    code: string | null = null,
  ) {
    super(`${what} failed${errorMessage ? `: ${errorMessage}` : ''}`)
    this.name = 'MutationFailedError'
    this.fields = fields
    this.errorMessage = errorMessage
    this.code = code
  }
}

/** Returns the result when `ok`, else throws MutationFailedError with its field errors. */
export function requireOk<R extends { ok: boolean; errors?: readonly ServerFieldError[] | null }>(
  what: string,
  result: R & { errorMessage?: string | null; code?: string | null },
): R {
  if (result.ok) return result
  throw new MutationFailedError(what, result.errors ?? [], result.errorMessage ?? null, result.code ?? null)
}

/** The field errors a failure carries, whichever server shape it came in; empty for other failures. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (error instanceof MutationFailedError) return [...error.fields]
  if (error instanceof PortalCallError && error.fields) {
    return Object.entries(error.fields).map(([field, message]) => ({ field, messages: [message] }))
  }
  return []
}

/**
 * Puts a failure's field errors on the form's fields (react-hook-form `setError`). Server field names map
 * onto form fields through `fieldMap` (default: the same name); the first field gets focus. Answers the
 * errors no field of the form shows, for a message above the form.
 */
export function applyServerFieldErrors<F extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<F>,
  formFields: readonly Path<F>[],
  fieldMap: Readonly<Record<string, Path<F>>> = {},
): ServerFieldError[] {
  const unshown: ServerFieldError[] = []
  let first = true
  for (const entry of serverFieldErrors(error)) {
    const target = fieldMap[entry.field] ?? (entry.field as Path<F>)
    if (!formFields.includes(target)) {
      unshown.push(entry)
      continue
    }
    setError(target, { type: 'server', message: entry.messages.join(' ') }, { shouldFocus: first })
    first = false
  }
  return unshown
}

/**
 * The text of a field's error: a schema's message is a translation key of `namespace` (valibot messages in
 * forms are keys); a server's message is a wording of the error catalogue, shown in the interface language
 * (`common:errors.<code>`), and any other server text as the server wrote it.
 */
export function useFieldError(
  namespace: Namespace & string,
): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation(namespace)
  return (error) => {
    const message = error?.message
    if (!message) return undefined
    if (error.type === 'server') return serverFieldMessage(i18n, message)
    const key = message.includes(':') ? message : `${namespace}:${message}`
    // Built at run time from the schema's message; i18n.exists checked that it is a real key.
    return i18n.exists(key) ? t(key as ParseKeys) : message
  }
}

/** A server field message in the interface language: each catalogue wording it holds becomes its code's text. */
export function serverFieldMessage(i18n: I18n, message: string): string {
  const text = (code: ErrorCode) =>
    // The catalogue's codes are all in common:errors (lib/errors.ts builds them from the catalogue).
    i18n.t(`common:errors.${code}` as 'common:errors.generic')
  const whole = errorCodeOfWording(message)
  if (whole) return text(whole)
  // applyServerFieldErrors joins a field's messages with a space; each is looked up on its own.
  return message
    .split(/(?<=[.!?)])\s+/)
    .map((part) => {
      const code = errorCodeOfWording(part)
      return code ? text(code) : part
    })
    .join(' ')
}

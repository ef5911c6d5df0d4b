import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { errorCatalogue, type ErrorCode } from '@shared/domain/errors'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { MutationFailedError } from './field-errors'
import { PortalCallError } from './portal'

/**
 * The one place a failed call becomes a message (ARCHITECTURE §3). A code is looked up as
 * `<namespace>:errors.<code>`, then `common:errors.<code>`, then the generic message, so the user never
 * sees an English developer message or a stack trace. `common:errors.<code>` holds every code of the
 * server's catalogue (src/shared/domain/errors) in its one wording per language; namespaces add the codes
 * only their screens meet (e.g. `session:errors.server_unreachable`).
 */
export const genericErrorKey = 'common:errors.generic'

/** The catalogue's messages for one language, merged into `common.errors` by lib/i18n.ts. */
export function serverErrorMessages(language: InterfaceLanguage): Record<ErrorCode, string> {
  const lang = language === 'nl-NL' ? 'nl' : 'en'
  return Object.fromEntries(
    Object.entries(errorCatalogue).map(([code, entry]) => [code, entry[lang]]),
  ) as Record<ErrorCode, string>
}

export function errorCode(error: unknown): string | null {
  if (error instanceof PortalCallError) return error.code
  return error instanceof MutationFailedError ? error.code : null
}

/** The keys tried in order for a failure, the generic message last. */
export function errorMessageKeys(error: unknown, namespace = 'common'): string[] {
  const code = errorCode(error)
  if (!code) return [genericErrorKey]
  const keys = namespace === 'common' ? [] : [`${namespace}:errors.${code}`]
  return [...keys, `common:errors.${code}`, genericErrorKey]
}

/** Codes that say nothing about the cause: the screen adds 'The cause of the error is unknown.' */
const causeless: ReadonlySet<string> = new Set(['internal', 'server_error'])

/** The message for a failure, and whether its cause is unknown (no specific message for it). */
export function describeError(
  i18n: I18n,
  error: unknown,
  namespace = 'common',
): { message: string; unknownCause: boolean } {
  const keys = errorMessageKeys(error, namespace)
  const found = keys.find((key) => i18n.exists(key)) ?? genericErrorKey
  const code = errorCode(error)
  return {
    // Built at run time from an error code; i18n.exists above checked that it is a real key.
    message: i18n.t(found as typeof genericErrorKey),
    unknownCause: found === genericErrorKey || code === null || causeless.has(code),
  }
}

/** Returns a function that turns any thrown value into a translated message. */
export function useErrorMessage(namespace = 'common'): (error: unknown) => string {
  const { i18n } = useTranslation()
  return (error) => describeError(i18n, error, namespace).message
}

/** As useErrorMessage, with the spec's 'The cause of the error is unknown.' added where nothing more is known. */
export function useErrorDescription(
  namespace = 'common',
): (error: unknown) => { message: string; unknownCause: boolean } {
  const { i18n } = useTranslation()
  return (error) => describeError(i18n, error, namespace)
}

/** The codes shown as the spec's functionality-unavailable and suspension messages (ui/unavailable-notice). */
export const unavailableCodes = ['functionality_unavailable', 'chatbot_suspended'] as const
export type UnavailableCode = (typeof unavailableCodes)[number]

export function unavailableCodeOf(error: unknown): UnavailableCode | null {
  const code = errorCode(error)
  return (unavailableCodes as readonly string[]).includes(code ?? '') ? (code as UnavailableCode) : null
}

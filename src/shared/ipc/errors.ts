/**
 * Errors cross the bridge as data with a stable `code`; the renderer maps the code to the spec's message
 * in the user's language (locales/<lng>/errors.json), `message` is the English fallback for logs.
 */
export interface PortalErrorData {
  readonly code: string
  readonly message: string
  /** Field path -> problem, for input that failed validation. */
  readonly fields?: Readonly<Record<string, string>>
}

/** Codes every domain may answer with. Domain-specific codes live beside their domain. */
export const commonErrorCodes = {
  invalidInput: 'invalid_input',
  untrustedSender: 'untrusted_sender',
  unknownChannel: 'unknown_channel',
  internal: 'internal',
  offline: 'offline',
  timeout: 'timeout',
  tooLarge: 'answer_too_large',
} as const

/**
 * Thrown by main-side business code for an expected failure; the dispatcher turns it into data.
 * Anything else thrown becomes `internal`, so stack traces and secrets never reach the renderer.
 */
export class PortalError extends Error implements PortalErrorData {
  readonly code: string
  readonly fields?: Readonly<Record<string, string>>

  constructor(code: string, message: string, fields?: Readonly<Record<string, string>>) {
    super(message)
    this.name = 'PortalError'
    this.code = code
    if (fields) this.fields = fields
  }

  toData(): PortalErrorData {
    return this.fields
      ? { code: this.code, message: this.message, fields: this.fields }
      : { code: this.code, message: this.message }
  }
}

export function isPortalErrorData(value: unknown): value is PortalErrorData {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'string' &&
    typeof (value as { message?: unknown }).message === 'string'
  )
}

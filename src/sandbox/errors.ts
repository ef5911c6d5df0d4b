import { errorCatalogue, type ErrorCode } from '@shared/domain/errors'

/** An expected failure with a stable code; the HTTP layer turns it into `{ code, error_code, message, ... }`. */
export class ApiError extends Error {
  readonly code: ErrorCode
  readonly status: number
  readonly extra: Readonly<Record<string, unknown>>

  constructor(code: ErrorCode, extra: Record<string, unknown> = {}, message?: string) {
    super(message ?? errorCatalogue[code].en)
    this.name = 'ApiError'
    this.code = code
    this.status = errorCatalogue[code].status
    this.extra = extra
  }

  toBody(): Record<string, unknown> {
    // error_code as well as code: the spec's login answer names the field "error code".
    return { ...this.extra, code: this.code, error_code: this.code, message: this.message }
  }
}

/**
 * A field error's message: the catalogue's wording of `code`, which the portal shows in its interface
 * language (errorCodeOfWording). Field errors never carry a wording of their own.
 */
export function fieldMessage(code: ErrorCode): string {
  return errorCatalogue[code].en
}

/**
 * Postgres' answers to input it cannot store (NUL in text or JSON, a timestamp out of range, a value too long for an index), as the 400
 * they are rather than a 500. A safety net: the request guard and the parsers refuse such input earlier,
 * with the field named.
 */
const inputErrorStates = new Set(['22021', '22P05', '22007', '22008', '22003', '54000'])

export function databaseInputError(error: unknown): ApiError | null {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 3; depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && inputErrorStates.has(code)) return new ApiError('invalid_input')
    e = (e as { cause?: unknown }).cause
  }
  return null
}

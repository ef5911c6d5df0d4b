import { errorCatalogue, type ErrorCode } from '@shared/domain/auth'

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

import type { Result } from '@shared/ipc/contract'
import { commonErrorCodes } from '@shared/ipc/errors'

/**
 * Only our own renderer may call main (QUALITY SEC-4): the `app://` origin in the desktop app, or the dev
 * server in development. Custom schemes have an opaque origin in the URL standard ("null"), so scheme and
 * host are compared instead of `URL.origin`.
 */
export interface TrustedSenders {
  /** Scheme and host serving the renderer, e.g. { scheme: 'app:', host: 'renderer' }. */
  readonly app: { readonly scheme: string; readonly host: string }
  /** The Vite dev server URL in development, else undefined. */
  readonly devServerUrl?: string | undefined
}

export function isTrustedSender(frameUrl: string | null | undefined, trusted: TrustedSenders): boolean {
  if (!frameUrl) return false
  let url: URL
  try {
    url = new URL(frameUrl)
  } catch {
    return false
  }
  if (url.protocol === trusted.app.scheme && url.host === trusted.app.host) return true
  if (trusted.devServerUrl) {
    const dev = new URL(trusted.devServerUrl)
    return url.origin === dev.origin
  }
  return false
}

/** A dispatch that first checks who is asking: both transports route every request through it. */
export function guardDispatch(
  dispatch: (channel: string, input: unknown) => Promise<Result<unknown>>,
  trusted: TrustedSenders,
): (frameUrl: string | null | undefined, channel: string, input: unknown) => Promise<Result<unknown>> {
  return async (frameUrl, channel, input) => {
    if (!isTrustedSender(frameUrl, trusted)) {
      return { ok: false, error: { code: commonErrorCodes.untrustedSender, message: 'Request refused' } }
    }
    return dispatch(channel, input)
  }
}

import { checkRestRequest, type RestCallName, type RestReply, type RestRequest } from '@shared/ipc/api'
import { commonErrorCodes } from '@shared/ipc/errors'
import { portal, PortalCallError } from './portal'
import { parseReply } from './server-reply'

/** A call's request (typed by its name), and the key of the user action when it must run once (REL-11). */
export type RestCallRequest<C extends RestCallName> = RestRequest<C> & {
  /** One per user action (a UUID): main answers a repeat with the same key with the first result. */
  readonly idempotencyKey?: string
}

/**
 * Runs a REST call of the closed list (src/shared/ipc/api.ts `restCalls`) through main (`portal.api.rest`):
 * the request is the call's own, the answer is parsed with the call's reply schema and typed as it. The
 * bridge's answer is plain data of any shape, so it is parsed here as well as in main (QUALITY REL-9).
 * A request that does not fit its call is refused before it reaches the bridge (PortalCallError
 * `invalid_input`, per field); a server error rejects with PortalCallError and its code; a reply of another
 * shape with BadServerReplyError.
 */
export async function rest<C extends RestCallName>(
  call: C,
  request: RestCallRequest<C>,
): Promise<RestReply<C>> {
  const { idempotencyKey, ...sent } = request
  const checked = checkRestRequest(call, sent)
  if (!checked.ok)
    throw new PortalCallError({
      code: commonErrorCodes.invalidInput,
      message: `The ${call} request does not fit the call.`,
      fields: checked.fields,
    })
  const answer = await portal().api.rest({
    call,
    ...(sent as { query?: Record<string, string | number | boolean | null>; body?: unknown }),
    ...(idempotencyKey === undefined ? {} : { idempotencyKey }),
  })
  return parseReply(call, checked.reply, answer)
}

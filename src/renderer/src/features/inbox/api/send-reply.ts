import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isWhatsappSent } from '@shared/domain/inbox'
import type { RestRequest } from '@shared/ipc/api'
import { rest } from '../../../lib/rest'
import { BadServerReplyError } from '../../../lib/server-reply'
import { inboxKeys, type InboxScope } from '../scope'

/** The answer said the message was not sent (spec 001 §7.2: only `message === 'OK'` counts as sent). */
export class ReplyNotSentError extends Error {
  constructor() {
    super('Response indicates message was not sent.')
    this.name = 'ReplyNotSentError'
  }
}

export interface Reply {
  readonly text: string
  /** One per send attempt (a UUID): main sends a repeat with the same key once (QUALITY REL-11). */
  readonly idempotencyKey: string
}

/** POST /api/v1/whatsapp/ (a text or a template): counted as sent only if the answer's message is 'OK'. */
export async function sendWhatsapp(
  body: RestRequest<'whatsapp'>['body'],
  idempotencyKey: string,
): Promise<void> {
  const answer = await rest('whatsapp', { body, idempotencyKey }).catch((error: unknown) => {
    // An answer of another shape did not say 'OK' either.
    throw error instanceof BadServerReplyError ? new ReplyNotSentError() : error
  })
  if (!isWhatsappSent(answer)) throw new ReplyNotSentError()
}

/** POST /api/v1/whatsapp/: the recruiter's reply in a taken-over conversation. */
export async function sendReply(projectId: string, clientId: string, reply: Reply): Promise<void> {
  await sendWhatsapp({ project_id: projectId, client_id: clientId, text: reply.text }, reply.idempotencyKey)
}

export function useSendReply(scope: InboxScope, clientId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reply: Reply) => sendReply(scope.projectId, clientId, reply),
    // The reply shows in the thread (and its row in the table) from the server's own answer.
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

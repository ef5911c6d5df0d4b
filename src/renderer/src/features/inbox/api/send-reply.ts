import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isWhatsappSent } from '@shared/domain/inbox'
import { portal } from '../../../lib/portal'
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

/** POST /api/v1/whatsapp/: the recruiter's reply in a taken-over conversation. */
export async function sendReply(projectId: string, clientId: string, reply: Reply): Promise<void> {
  const answer = await portal().api.rest({
    call: 'whatsapp',
    body: { project_id: projectId, client_id: clientId, text: reply.text },
    idempotencyKey: reply.idempotencyKey,
  })
  if (!isWhatsappSent(answer)) throw new ReplyNotSentError()
}

export function useSendReply(scope: InboxScope, clientId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reply: Reply) => sendReply(scope.projectId, clientId, reply),
    // The reply shows in the thread (and its row in the table) from the server's own answer.
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

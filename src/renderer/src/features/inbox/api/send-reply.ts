import { useMutation, useQueryClient } from '@tanstack/react-query'
import { isWhatsappSent } from '@shared/domain/inbox'
import { portal } from '../../../lib/portal'
import { inboxKey } from './client-messages'

/** The answer said the message was not sent (spec 001 §7.2: only `message === 'OK'` counts as sent). */
export class ReplyNotSentError extends Error {
  constructor() {
    super('Response indicates message was not sent.')
    this.name = 'ReplyNotSentError'
  }
}

/** POST /api/v1/whatsapp/: the recruiter's reply in a taken-over conversation. */
export async function sendReply(projectId: string, clientId: string, text: string): Promise<void> {
  const answer = await portal().api.rest({
    call: 'whatsapp',
    body: { project_id: projectId, client_id: clientId, text },
  })
  if (!isWhatsappSent(answer)) throw new ReplyNotSentError()
}

export function useSendReply(projectId: string, clientId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (text: string) => sendReply(projectId, clientId, text),
    // The reply shows in the thread (and its row in the table) from the server's own answer.
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  })
}

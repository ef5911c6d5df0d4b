import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type * as v from 'valibot'
import type { sendableTemplateSchema } from '@shared/domain/inbox-templates'
import { rest } from '../../../lib/rest'
import { inboxKeys, type InboxScope } from '../scope'
import { sendWhatsapp } from './send-reply'

/**
 * GET /api/v1/whatsapp/templates/: the approved templates a recruiter may send in one conversation once
 * its 24-hour window has closed (the definition's ACTIVE version, its variant in the conversation's
 * language APPROVED; shared rules and the reply schema in @shared/domain/inbox-templates).
 */
export type InboxTemplate = v.InferOutput<typeof sendableTemplateSchema>

export function inboxTemplatesQuery(scope: InboxScope, clientId: string) {
  const { projectId } = scope
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'templates', clientId),
    queryFn: () => rest('whatsappTemplates', { query: { project_id: projectId, client_id: clientId } }),
    staleTime: 60_000,
  })
}

export const useInboxTemplates = (scope: InboxScope, clientId: string, enabled: boolean) =>
  useQuery({ ...inboxTemplatesQuery(scope, clientId), enabled })

export interface TemplateSend {
  readonly template: InboxTemplate
  /** The parameter values in parameter order ({{1}} first). */
  readonly values: readonly string[]
  /** One per send attempt: a double-click sends once (QUALITY REL-11). */
  readonly idempotencyKey: string
}

/** POST /api/v1/whatsapp/ with a template: counted as sent only if the answer's message is 'OK'. */
export async function sendTemplate(projectId: string, clientId: string, send: TemplateSend): Promise<void> {
  await sendWhatsapp(
    {
      project_id: projectId,
      client_id: clientId,
      template: {
        template_id: send.template.templateId,
        language_tag: send.template.languageTag,
        parameters: [...send.values],
      },
    },
    send.idempotencyKey,
  )
}

export function useSendTemplate(scope: InboxScope, clientId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (send: TemplateSend) => sendTemplate(scope.projectId, clientId, send),
    // The message shows in the thread from the server's own answer.
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

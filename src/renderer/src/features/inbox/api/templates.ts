import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { isWhatsappSent } from '@shared/domain/inbox'
import { portal } from '../../../lib/portal'
import { parseReply } from '../../../lib/server-reply'
import { inboxKeys, type InboxScope } from '../scope'
import { ReplyNotSentError } from './send-reply'

/**
 * GET /api/v1/whatsapp/templates/: the approved templates a recruiter may send in one conversation once
 * its 24-hour window has closed (the definition's ACTIVE version, its variant in the conversation's
 * language APPROVED; shared rules in @shared/domain/inbox-templates).
 */
const parameterSchema = v.object({
  index: v.number(),
  name: v.string(),
  example: v.optional(v.nullable(v.string()), null),
})
export const sendableTemplateSchema = v.object({
  definitionId: v.string(),
  templateId: v.string(),
  name: v.string(),
  templateName: v.string(),
  languageTag: v.string(),
  content: v.string(),
  footer: v.optional(v.nullable(v.string()), null),
  parameters: v.array(parameterSchema),
})
export type InboxTemplate = v.InferOutput<typeof sendableTemplateSchema>

const templatesSchema = v.object({ language_tag: v.string(), templates: v.array(sendableTemplateSchema) })

export function inboxTemplatesQuery(scope: InboxScope, clientId: string) {
  const { projectId } = scope
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'templates', clientId),
    queryFn: async () =>
      parseReply(
        'whatsapp templates',
        templatesSchema,
        await portal().api.rest({
          call: 'whatsappTemplates',
          query: { project_id: projectId, client_id: clientId },
        }),
      ),
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
  const answer = await portal().api.rest({
    call: 'whatsapp',
    body: {
      project_id: projectId,
      client_id: clientId,
      template: {
        template_id: send.template.templateId,
        language_tag: send.template.languageTag,
        parameters: [...send.values],
      },
    },
    idempotencyKey: send.idempotencyKey,
  })
  if (!isWhatsappSent(answer)) throw new ReplyNotSentError()
}

export function useSendTemplate(scope: InboxScope, clientId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (send: TemplateSend) => sendTemplate(scope.projectId, clientId, send),
    // The message shows in the thread from the server's own answer.
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

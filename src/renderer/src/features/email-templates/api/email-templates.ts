import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { EmailTemplateEdit } from '@shared/domain/email-templates'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { emailTemplateKeys } from '../scope'

/**
 * The e-mail tab's calls (chatbot service, spec 001 §7): the templates and mappers of the chatbot in one
 * query, "email template update" and "mapper update". A save refreshes the tab and the builder (its
 * processor drawer names the templates and mappers a processor depends on).
 */
const overviewDocument = chatbotGraphql(`
  query EmailTemplatesOverview {
    emailTemplates {
      id
      toEmail
      fromEmail
      subject
      plainText
      htmlTemplate
      isHtml
      isText
      templateKey
      useNewEditor
    }
    mappers {
      id
      name
      data
    }
  }
`)

const templateSchema = v.object({
  id: v.string(),
  toEmail: v.string(),
  fromEmail: v.string(),
  subject: v.string(),
  plainText: v.string(),
  htmlTemplate: v.string(),
  isHtml: v.boolean(),
  isText: v.boolean(),
  templateKey: v.string(),
  useNewEditor: v.boolean(),
})
export type EmailTemplateData = v.InferOutput<typeof templateSchema>

const mapperSchema = v.object({ id: v.string(), name: v.string(), data: v.unknown() })
export type MapperData = v.InferOutput<typeof mapperSchema>

const overviewOperation = graphqlOperation(
  'e-mail templates',
  overviewDocument,
  v.object({ emailTemplates: v.array(templateSchema), mappers: v.array(mapperSchema) }),
)

export function emailTemplatesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: emailTemplateKeys.key(chatbotId, 'overview'),
    queryFn: () => request('chatbot', overviewOperation),
  })
}

export const useEmailTemplates = (chatbotId: string) => useQuery(emailTemplatesQuery(chatbotId))

const updateTemplateOperation = graphqlOperation(
  'update e-mail template',
  chatbotGraphql(`
    mutation UpdateEmailTemplate($id: ID!, $input: EmailTemplateInput!) {
      updateEmailTemplate(id: $id, input: $input) {
        ok
        code
        errorMessage
        errors {
          field
          messages
        }
        emailTemplate {
          id
        }
      }
    }
  `),
  v.object({
    updateEmailTemplate: v.object({
      ...mutationResultEntries,
      code: v.nullable(v.string()),
      emailTemplate: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)

const updateMapperOperation = graphqlOperation(
  'update mapper',
  chatbotGraphql(`
    mutation UpdateMapper($id: ID!, $input: MapperInput!) {
      updateMapper(id: $id, input: $input) {
        ok
        code
        errorMessage
        errors {
          field
          messages
        }
        mapper {
          id
        }
      }
    }
  `),
  v.object({
    updateMapper: v.object({
      ...mutationResultEntries,
      code: v.nullable(v.string()),
      mapper: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)

function useRefresh(chatbotId: string) {
  const client = useQueryClient()
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: emailTemplateKeys.all(chatbotId) }),
      // The builder's processor drawer shows each dependency by its subject or name.
      client.invalidateQueries({ queryKey: ['chatbot', chatbotId, 'builder'] }),
    ])
}

export function useUpdateEmailTemplate(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async ({ id, input }: { id: string; input: EmailTemplateEdit }) =>
      requireOk(
        'updateEmailTemplate',
        (await request('chatbot', updateTemplateOperation, { id, input: { ...input } })).updateEmailTemplate,
      ),
    onSuccess: refresh,
  })
}

export function useUpdateMapper(chatbotId: string) {
  const refresh = useRefresh(chatbotId)
  return useMutation({
    mutationFn: async ({ id, name, data }: { id: string; name: string; data: Record<string, string> }) =>
      requireOk(
        'updateMapper',
        (await request('chatbot', updateMapperOperation, { id, input: { name, data } })).updateMapper,
      ),
    onSuccess: refresh,
  })
}

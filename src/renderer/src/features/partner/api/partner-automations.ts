import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { mutationResultEntries } from '../../../lib/field-errors'
import { chatbotAreaKeys } from '../../../lib/query-keys'

/** The partner portal's calls (partnerAutomations, partnerAutomationTemplates, partnerCreateAutomation). */
export const partnerKeys = chatbotAreaKeys('partner')

const automationSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  type: v.string(),
  status: v.string(),
  created: v.string(),
})
export type PartnerAutomation = v.InferOutput<typeof automationSchema>

const automationsDocument = chatbotGraphql(`
  query PartnerAutomations {
    partnerAutomations {
      id
      name
      description
      type
      status
      created
    }
  }
`)
const automationsOperation = graphqlOperation(
  'partner automations',
  automationsDocument,
  v.object({ partnerAutomations: v.array(automationSchema) }),
)

export function partnerAutomationsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: partnerKeys.key(chatbotId, 'automations'),
    queryFn: async () => (await request('chatbot', automationsOperation)).partnerAutomations,
  })
}
export const usePartnerAutomations = (chatbotId: string) => useQuery(partnerAutomationsQuery(chatbotId))

const templatesDocument = chatbotGraphql(`
  query PartnerAutomationTemplates {
    partnerAutomationTemplates {
      id
      name
      description
      type
      tags
    }
  }
`)
const templateSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  type: v.string(),
  tags: v.array(v.string()),
})
export type PartnerTemplate = v.InferOutput<typeof templateSchema>
const templatesOperation = graphqlOperation(
  'partner automation templates',
  templatesDocument,
  v.object({ partnerAutomationTemplates: v.array(templateSchema) }),
)

export function partnerTemplatesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: partnerKeys.key(chatbotId, 'templates'),
    queryFn: async () => (await request('chatbot', templatesOperation)).partnerAutomationTemplates,
  })
}
export const usePartnerTemplates = (chatbotId: string) => useQuery(partnerTemplatesQuery(chatbotId))

const createDocument = chatbotGraphql(`
  mutation PartnerCreateAutomation($templateId: ID!, $name: String!) {
    partnerCreateAutomation(templateId: $templateId, name: $name) {
      ok
      errorMessage
      errors {
        field
        messages
      }
      automation {
        id
        name
        description
        type
        status
        created
      }
    }
  }
`)
const createOperation = graphqlOperation(
  'partner create automation',
  createDocument,
  v.object({
    partnerCreateAutomation: v.object({ ...mutationResultEntries, automation: v.nullable(automationSchema) }),
  }),
)

/** Starts an automation from a template; answers the server's field errors when it refuses. */
export function useCreatePartnerAutomation(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (variables: { templateId: string; name: string }) =>
      (await request('chatbot', createOperation, variables)).partnerCreateAutomation,
    onSuccess: (answer) => {
      if (answer.ok) void client.invalidateQueries({ queryKey: partnerKeys.key(chatbotId, 'automations') })
    },
  })
}

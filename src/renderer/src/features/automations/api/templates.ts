import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { automationKeys } from '../scope'

/**
 * Automation templates for the create modal (allAutomationTemplates; the server offers only automatch
 * templates to a chatbot without a WhatsApp provider, which `whatsappProvider` lets the modal explain), and
 * the imports of the import modal (importCampaign, importAutomationTemplate).
 */
const templatesDocument = chatbotGraphql(`
  query AutomationTemplates {
    mainChatbot { id whatsappProvider }
    allAutomationTemplates {
      id name description tags type flowId campaign
      steps { title description }
      optionalSteps { title description }
    }
  }
`)

const stepSchema = v.object({ title: v.string(), description: v.string() })
const templateSchema = v.object({
  id: v.string(),
  name: v.string(),
  description: v.string(),
  tags: v.array(v.string()),
  type: v.string(),
  flowId: v.nullable(v.string()),
  /** What a new automation takes over (JSON). */
  campaign: v.unknown(),
  steps: v.array(stepSchema),
  optionalSteps: v.array(stepSchema),
})
const campaignDescriptionSchema = v.object({ description: v.string() })
export type AutomationTemplate = v.InferOutput<typeof templateSchema> & {
  /** The description a new automation gets when its own is left empty. */
  readonly campaignDescription: string
}

const templatesOperation = graphqlOperation(
  'automation templates',
  templatesDocument,
  v.object({
    mainChatbot: v.object({ id: v.string(), whatsappProvider: v.nullable(v.string()) }),
    allAutomationTemplates: v.array(templateSchema),
  }),
)

export function automationTemplatesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: automationKeys.key(chatbotId, 'templates'),
    queryFn: async () => {
      const answer = await request('chatbot', templatesOperation)
      return {
        hasWhatsappProvider: answer.mainChatbot.whatsappProvider !== null,
        templates: answer.allAutomationTemplates.map((template): AutomationTemplate => ({
          ...template,
          campaignDescription: v.is(campaignDescriptionSchema, template.campaign)
            ? template.campaign.description
            : '',
        })),
      }
    },
    staleTime: 60_000,
  })
}
export const useAutomationTemplates = (chatbotId: string) => useQuery(automationTemplatesQuery(chatbotId))

const importCampaignDocument = chatbotGraphql(`
  mutation ImportAutomation($name: String!, $file: String!) {
    importCampaign(name: $name, file: $file) {
      ok
      errorMessage
      errors { field messages }
      campaign { id }
    }
  }
`)
const importTemplateDocument = chatbotGraphql(`
  mutation ImportAutomationTemplate($name: String!, $file: String!) {
    importAutomationTemplate(name: $name, file: $file) {
      ok
      errorMessage
      errors { field messages }
      template { id }
    }
  }
`)
const importCampaignOperation = graphqlOperation(
  'import automation',
  importCampaignDocument,
  v.object({
    importCampaign: v.object({
      ...mutationResultEntries,
      campaign: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)
const importTemplateOperation = graphqlOperation(
  'import automation template',
  importTemplateDocument,
  v.object({
    importAutomationTemplate: v.object({
      ...mutationResultEntries,
      template: v.nullable(v.object({ id: v.string() })),
    }),
  }),
)

export interface ImportValues {
  readonly kind: 'automation' | 'template'
  readonly name: string
  /** The file's text as read (the server checks it again). */
  readonly file: string
}

/** Imports an automation or a template; answers the new automation's id (null for a template). */
export function useImport(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ kind, name, file }: ImportValues): Promise<string | null> => {
      if (kind === 'automation') {
        const answer = (await request('chatbot', importCampaignOperation, { name, file })).importCampaign
        return requireOk('importCampaign', answer).campaign?.id ?? null
      }
      const answer = (await request('chatbot', importTemplateOperation, { name, file }))
        .importAutomationTemplate
      requireOk('importAutomationTemplate', answer)
      return null
    },
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

const cloneCampaignOperation = graphqlOperation(
  'clone automation',
  chatbotGraphql(`
    mutation CloneAutomation($id: ID!, $name: String!) {
      cloneCampaign(id: $id, name: $name) {
        ok
        errorMessage
        errors { field messages }
        campaign { id }
      }
    }
  `),
  v.object({
    cloneCampaign: v.object({ ...mutationResultEntries, campaign: v.nullable(v.object({ id: v.string() })) }),
  }),
)

/** Clones an automation under a new name (spec 001 'Campaigns: clone'); answers the clone's id. */
export function useCloneCampaign(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }): Promise<string | null> => {
      const answer = (await request('chatbot', cloneCampaignOperation, { id, name })).cloneCampaign
      return requireOk('cloneCampaign', answer).campaign?.id ?? null
    },
    onSuccess: () => client.invalidateQueries({ queryKey: automationKeys.all(chatbotId) }),
  })
}

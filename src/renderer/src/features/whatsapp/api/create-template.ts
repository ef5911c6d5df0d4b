import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { TemplateDraft } from '@shared/domain/whatsapp-templates'
import { graphqlOperation, request } from '../../../lib/graphql'
import { requireWhatsappOk, submitOperation, WhatsappCallFailedError } from './definitions'
import { resultEntries } from './schemas'
import { whatsappKeys } from '../scope'

/**
 * Creating a template (spec 000 §4, spec 001 §4): languages and buttons (1/4), parameters (2/4),
 * template (3/4), definition (4/4), then, when asked, the submit to the provider. A failed step names its
 * stage; what the earlier steps created is discarded.
 */

const variationsDocument = chatbotGraphql(`
  mutation CreateWhatsappVariations($variations: [WhatsappVariationInput!]!) {
    createWhatsappVariations(variations: $variations) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      variationIds
    }
  }
`)
const parametersDocument = chatbotGraphql(`
  mutation CreateWhatsappParameters($parameters: [WhatsappParameterInput!]!) {
    createWhatsappParameters(parameters: $parameters) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      parameterIds
    }
  }
`)
const templateDocument = chatbotGraphql(`
  mutation CreateWhatsappTemplate($input: WhatsappTemplateInput!) {
    createWhatsappTemplate(input: $input) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      template {
        id
      }
    }
  }
`)
const definitionDocument = chatbotGraphql(`
  mutation CreateWhatsappDefinition($templateId: ID!, $definitionId: ID) {
    createWhatsappDefinition(templateId: $templateId, definitionId: $definitionId) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
      definition {
        id
      }
    }
  }
`)
const discardDocument = chatbotGraphql(`
  mutation DiscardWhatsappCreation($variationIds: [ID!]!, $parameterIds: [ID!]!, $templateId: ID) {
    discardWhatsappCreation(variationIds: $variationIds, parameterIds: $parameterIds, templateId: $templateId) {
      ok
    }
  }
`)

const ids = v.array(v.pipe(v.union([v.string(), v.number()]), v.transform(String)))
const idObject = v.nullable(v.object({ id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)) }))
const variationsOperation = graphqlOperation(
  'create whatsapp variations',
  variationsDocument,
  v.object({ createWhatsappVariations: v.object({ ...resultEntries, variationIds: ids }) }),
)
const parametersOperation = graphqlOperation(
  'create whatsapp parameters',
  parametersDocument,
  v.object({ createWhatsappParameters: v.object({ ...resultEntries, parameterIds: ids }) }),
)
const templateOperation = graphqlOperation(
  'create whatsapp template',
  templateDocument,
  v.object({ createWhatsappTemplate: v.object({ ...resultEntries, template: idObject }) }),
)
const definitionOperation = graphqlOperation(
  'create whatsapp definition',
  definitionDocument,
  v.object({ createWhatsappDefinition: v.object({ ...resultEntries, definition: idObject }) }),
)
const discardOperation = graphqlOperation(
  'discard whatsapp creation',
  discardDocument,
  v.object({ discardWhatsappCreation: v.object({ ok: v.boolean() }) }),
)

export interface CreateRequest {
  readonly draft: TemplateDraft
  /** Set for a new version of this definition. */
  readonly definitionId?: string | null
  /** Submit for approval after the four steps (else it stays a concept). */
  readonly submit: boolean
}

/** 0 before starting, 1–4 the running step, 5 the submit. */
export type CreationProgress = 0 | 1 | 2 | 3 | 4 | 5

/** A failure not answered by the provider (network, server error): the unknown stage. */
function asStageFailure(error: unknown): WhatsappCallFailedError {
  return error instanceof WhatsappCallFailedError ? error : new WhatsappCallFailedError('UNKNOWN', null, [])
}

export function useCreateTemplate(chatbotId: string) {
  const client = useQueryClient()
  const [progress, setProgress] = useState<CreationProgress>(0)
  const mutation = useMutation({
    mutationFn: async ({ draft, definitionId, submit }: CreateRequest) => {
      const created = {
        variationIds: [] as string[],
        parameterIds: [] as string[],
        templateId: null as string | null,
      }
      try {
        setProgress(1)
        const step1 = requireWhatsappOk(
          (
            await request('chatbot', variationsOperation, {
              variations: draft.variations.map((variation) => ({
                languageTag: variation.languageTag,
                content: variation.content,
                attachmentTitle: variation.attachmentTitle ?? null,
                attachmentUrl: variation.attachmentUrl ?? null,
                footer: variation.footer ?? null,
                buttons: draft.buttonType === 'NONE' ? [] : variation.buttons.map((b) => ({ ...b })),
              })),
            })
          ).createWhatsappVariations,
        )
        created.variationIds = step1.variationIds
        setProgress(2)
        const step2 = requireWhatsappOk(
          (
            await request('chatbot', parametersOperation, {
              parameters: draft.parameters.map((p) => ({
                name: p.name,
                index: p.index,
                scalarName: p.scalarName ?? null,
                atsFieldMapping: p.atsFieldMapping || null,
                example: p.example ?? null,
              })),
            })
          ).createWhatsappParameters,
        )
        created.parameterIds = step2.parameterIds
        setProgress(3)
        const step3 = requireWhatsappOk(
          (
            await request('chatbot', templateOperation, {
              input: {
                templateName: draft.templateName,
                category: draft.category,
                buttonType: draft.buttonType,
                attachmentType: draft.attachmentType,
                variationIds: created.variationIds,
                parameterIds: created.parameterIds,
                definitionId: definitionId ?? null,
              },
            })
          ).createWhatsappTemplate,
        )
        created.templateId = step3.template?.id ?? null
        setProgress(4)
        const step4 = requireWhatsappOk(
          (
            await request('chatbot', definitionOperation, {
              templateId: created.templateId ?? '',
              definitionId: definitionId ?? null,
            })
          ).createWhatsappDefinition,
        )
        if (submit) {
          setProgress(5)
          requireWhatsappOk(
            (await request('chatbot', submitOperation, { templateId: created.templateId ?? '' }))
              .createWhatsappTemplateAtProvider,
          )
        }
        return { definitionId: step4.definition?.id ?? null, templateId: created.templateId }
      } catch (error) {
        // The definition exists once step 4 succeeded: a failed submit keeps the concept.
        if (
          !(error instanceof WhatsappCallFailedError && error.stage === 'SUBMIT') &&
          created.variationIds.length
        )
          await request('chatbot', discardOperation, created).catch(() => undefined)
        throw asStageFailure(error)
      }
    },
    onSettled: () => client.invalidateQueries({ queryKey: whatsappKeys.all(chatbotId) }),
  })
  return { ...mutation, progress }
}

import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'
import { useBuilderMutation } from './state'

/**
 * The chatbot's processors (spec 000 §3 Processor, "actions" in the portal) and the processor drawer's
 * calls (spec 001 §7.4 'Processors': update, clone (id, fromSchema, toSchema), copy (processorTemplateIds,
 * fromSchema, toSchema)).
 */
const processorsDocument = chatbotGraphql(`
  query BuilderProcessors {
    allProcessors {
      id
      name
      humanReadableName
      processorType
      type
      color
      icon
      category
      priority
      description
      isImportantGoal
      googleAnalyticsEvent {
        id
        eventLabel
        eventAction
        systemName
      }
      stateMachines
      states
      options
      dependencies {
        kind
        id
        name
      }
    }
  }
`)
const templatesDocument = chatbotGraphql(`
  query BuilderProcessorTemplates($adminOnly: Boolean) {
    allProcessorTemplates(adminOnly: $adminOnly) {
      id
      humanReadableName
      category
      color
      description
      adminOnly
    }
  }
`)
const updateDocument = chatbotGraphql(`
  mutation BuilderUpdateProcessor(
    $id: ID!
    $priority: Int
    $isImportantGoal: Boolean
    $googleAnalyticsEvent: GoogleAnalyticsEventInput
    $humanReadableName: String
    $description: String
  ) {
    updateProcessor(
      id: $id
      priority: $priority
      isImportantGoal: $isImportantGoal
      googleAnalyticsEvent: $googleAnalyticsEvent
      humanReadableName: $humanReadableName
      description: $description
    ) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const cloneDocument = chatbotGraphql(`
  mutation BuilderCloneProcessor($id: ID!, $fromSchema: String!, $toSchema: String!) {
    cloneProcessor(id: $id, fromSchema: $fromSchema, toSchema: $toSchema) {
      ok
      errors {
        field
        messages
      }
      processor {
        id
        humanReadableName
      }
    }
  }
`)
const copyDocument = chatbotGraphql(`
  mutation BuilderCopyProcessor($processorTemplateIds: [ID!]!, $fromSchema: String, $toSchema: String!) {
    copyProcessor(processorTemplateIds: $processorTemplateIds, fromSchema: $fromSchema, toSchema: $toSchema) {
      ok
      errors {
        field
        messages
      }
      processors {
        id
      }
    }
  }
`)

const processorSchema = v.object({
  id: v.string(),
  name: v.string(),
  humanReadableName: v.string(),
  processorType: v.string(),
  type: v.string(),
  color: v.string(),
  icon: v.string(),
  category: v.string(),
  priority: v.number(),
  description: v.string(),
  isImportantGoal: v.boolean(),
  googleAnalyticsEvent: v.nullable(
    v.object({ id: v.string(), eventLabel: v.string(), eventAction: v.string(), systemName: v.string() }),
  ),
  stateMachines: v.array(v.string()),
  states: v.array(v.string()),
  options: v.array(v.string()),
  /** The e-mail templates and mappers it uses (Settings › E-mail). */
  dependencies: v.optional(
    v.nullable(v.array(v.object({ kind: v.string(), id: v.string(), name: v.string() }))),
    [],
  ),
})
export type ProcessorDetail = v.InferOutput<typeof processorSchema>
const templateSchema = v.object({
  id: v.string(),
  humanReadableName: v.string(),
  category: v.string(),
  color: v.string(),
  description: v.string(),
  adminOnly: v.boolean(),
})
export type ProcessorTemplate = v.InferOutput<typeof templateSchema>
const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })

const processorsOperation = graphqlOperation(
  'builder processors',
  processorsDocument,
  v.object({ allProcessors: v.array(processorSchema) }),
)
const templatesOperation = graphqlOperation(
  'processor templates',
  templatesDocument,
  v.object({ allProcessorTemplates: v.array(templateSchema) }),
)
const updateOperation = graphqlOperation(
  'update processor',
  updateDocument,
  v.object({ updateProcessor: result }),
)
const cloneOperation = graphqlOperation(
  'clone processor',
  cloneDocument,
  v.object({
    cloneProcessor: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      processor: v.nullable(v.object({ id: v.string(), humanReadableName: v.string() })),
    }),
  }),
)
const copyOperation = graphqlOperation(
  'copy processor',
  copyDocument,
  v.object({
    copyProcessor: v.object({
      ok: v.boolean(),
      errors: v.array(fieldErrorSchema),
      processors: v.array(v.object({ id: v.string() })),
    }),
  }),
)

export function useProcessors(scope: BuilderScope | null) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'processors'),
    queryFn: async () => (await request('chatbot', processorsOperation)).allProcessors,
    enabled: scope != null,
  })
}

/** Processor templates; `adminOnly` adds the admin-only ones (spec 001 §7: passed for superusers). */
export function useProcessorTemplates(scope: BuilderScope | null, adminOnly: boolean) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'processor-templates', adminOnly),
    queryFn: async () => (await request('chatbot', templatesOperation, { adminOnly })).allProcessorTemplates,
    enabled: scope != null,
  })
}

export interface ProcessorEdit {
  readonly id: string
  readonly humanReadableName: string
  readonly description: string
  readonly priority: number
  readonly isImportantGoal: boolean
  readonly googleAnalyticsEvent: { eventLabel: string; eventAction: string; systemName: string } | null
}

export const useUpdateProcessor = () =>
  useBuilderMutation(async (edit: ProcessorEdit) =>
    requireOk('update processor', (await request('chatbot', updateOperation, edit)).updateProcessor),
  )

/** Clones a processor into this chatbot or another the user may use (schemas are project ids). */
export const useCloneProcessor = () =>
  useBuilderMutation(async (input: { id: string; fromSchema: string; toSchema: string }) =>
    requireOk('clone processor', (await request('chatbot', cloneOperation, input)).cloneProcessor),
  )

/** Copies processor templates into the chatbot (`toSchema`: its project id). */
export const useCopyProcessor = () =>
  useBuilderMutation(async (input: { processorTemplateIds: string[]; toSchema: string }) =>
    requireOk('copy processor', (await request('chatbot', copyOperation, input)).copyProcessor),
  )

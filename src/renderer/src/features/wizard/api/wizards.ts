import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { WizardsQuery } from '@shared/graphql/generated/chatbot/graphql'
import { graphqlOperation, request } from '../../../lib/graphql'
import { chatbotAreaKeys } from '../../../lib/query-keys'

/** Wizards and their self-checks (allWizards, wizardChecks, updateWizard, updateWizardStep). */
export const wizardKeys = chatbotAreaKeys('wizard')

const wizardsDocument = chatbotGraphql(`
  query Wizards {
    allWizards {
      id
      title
      order
      finishedTimestamp
      skippedAt
      processes {
        id
        identifier
        title
        description
        isFinished
        steps {
          id
          title
          description
          isFinished
          infoUrl
          note
          settings {
            adminOnly
          }
          media {
            type
            url
            title
          }
          check {
            key
            available
            passed
          }
        }
      }
    }
  }
`)

const checkSchema = v.object({ key: v.string(), available: v.boolean(), passed: v.boolean() })
const wizardSchema = v.object({
  id: v.string(),
  title: v.string(),
  order: v.number(),
  finishedTimestamp: v.nullable(v.string()),
  skippedAt: v.nullable(v.string()),
  processes: v.array(
    v.object({
      id: v.string(),
      identifier: v.string(),
      title: v.string(),
      description: v.string(),
      isFinished: v.boolean(),
      steps: v.array(
        v.object({
          id: v.string(),
          title: v.string(),
          description: v.string(),
          isFinished: v.boolean(),
          infoUrl: v.string(),
          note: v.string(),
          settings: v.object({ adminOnly: v.boolean() }),
          media: v.array(v.object({ type: v.string(), url: v.string(), title: v.string() })),
          check: v.nullable(checkSchema),
        }),
      ),
    }),
  ),
})

export type WizardData = WizardsQuery['allWizards'][number]
export type WizardProcessData = WizardData['processes'][number]
export type WizardStepData = WizardProcessData['steps'][number]
export type WizardCheckData = v.InferOutput<typeof checkSchema>

const wizardsOperation = graphqlOperation(
  'wizards',
  wizardsDocument,
  v.object({ allWizards: v.array(wizardSchema) }),
)

export function wizardsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: wizardKeys.key(chatbotId, 'list'),
    queryFn: async () => (await request('chatbot', wizardsOperation)).allWizards,
  })
}
export const useWizards = (chatbotId: string) => useQuery(wizardsQuery(chatbotId))

const checksDocument = chatbotGraphql(`
  query WizardChecks {
    wizardChecks {
      key
      available
      passed
    }
  }
`)
const checksOperation = graphqlOperation(
  'wizard checks',
  checksDocument,
  v.object({ wizardChecks: v.array(checkSchema) }),
)

/** The live self-checks (the dashboard's settings card); fetched again when the window regains focus. */
export function wizardChecksQuery(chatbotId: string) {
  return queryOptions({
    queryKey: wizardKeys.key(chatbotId, 'checks'),
    queryFn: async () => (await request('chatbot', checksOperation)).wizardChecks,
  })
}
export const useWizardChecks = (chatbotId: string) => useQuery(wizardChecksQuery(chatbotId))

const updateStepDocument = chatbotGraphql(`
  mutation UpdateWizardStep($id: ID!, $input: WizardStepInput!) {
    updateWizardStep(id: $id, input: $input) {
      id
    }
  }
`)
const updateStepOperation = graphqlOperation(
  'update wizard step',
  updateStepDocument,
  v.object({ updateWizardStep: v.object({ id: v.string() }) }),
)

const updateWizardDocument = chatbotGraphql(`
  mutation UpdateWizard($id: ID!, $input: WizardInput!) {
    updateWizard(id: $id, input: $input) {
      id
    }
  }
`)
const updateWizardOperation = graphqlOperation(
  'update wizard',
  updateWizardDocument,
  v.object({ updateWizard: v.object({ id: v.string() }) }),
)

/**
 * Ticks a step off or reopens it, saves its note, or (managers and up) its title, description and link; the
 * list is read again (completion is the server's).
 */
export function useUpdateStep(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (variables: {
      id: string
      input: {
        isFinished?: boolean
        note?: string
        title?: string
        description?: string
        infoUrl?: string
      }
    }) => request('chatbot', updateStepOperation, variables),
    onSettled: () => client.invalidateQueries({ queryKey: wizardKeys.all(chatbotId) }),
  })
}

const updateProcessDocument = chatbotGraphql(`
  mutation UpdateWizardProcess($id: ID!, $input: WizardProcessInput!) {
    updateWizardProcess(id: $id, input: $input) {
      id
    }
  }
`)
const updateProcessOperation = graphqlOperation(
  'update wizard process',
  updateProcessDocument,
  v.object({ updateWizardProcess: v.object({ id: v.string() }) }),
)

/** Managers and up: a process's title and description. */
export function useUpdateProcess(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (variables: { id: string; input: { title?: string; description?: string } }) =>
      request('chatbot', updateProcessOperation, variables),
    onSettled: () => client.invalidateQueries({ queryKey: wizardKeys.all(chatbotId) }),
  })
}

/** Managers and up: a wizard's title. */
export function useRenameWizard(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (variables: { id: string; title: string }) =>
      request('chatbot', updateWizardOperation, { id: variables.id, input: { title: variables.title } }),
    onSettled: () => client.invalidateQueries({ queryKey: wizardKeys.all(chatbotId) }),
  })
}

/** Skips a wizard for now, or resumes it. */
export function useSkipWizard(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (variables: { id: string; skipped: boolean }) =>
      request('chatbot', updateWizardOperation, { id: variables.id, input: { skipped: variables.skipped } }),
    onSettled: () => client.invalidateQueries({ queryKey: wizardKeys.all(chatbotId) }),
  })
}

const destinationsDocument = chatbotGraphql(`
  query CloneDestinationWizards($client: String!) {
    cloneDestinationWizards(client: $client) {
      id
      title
      order
    }
  }
`)
const destinationsOperation = graphqlOperation(
  'clone destination wizards',
  destinationsDocument,
  v.object({
    cloneDestinationWizards: v.array(v.object({ id: v.string(), title: v.string(), order: v.number() })),
  }),
)

/** Superusers: the wizards of another chatbot (its project id) a process can be cloned to. */
export function cloneDestinationsQuery(chatbotId: string, client: string) {
  return queryOptions({
    queryKey: wizardKeys.key(chatbotId, 'clone-destinations', client),
    queryFn: async () =>
      (await request('chatbot', destinationsOperation, { client })).cloneDestinationWizards,
  })
}
export const useCloneDestinations = (chatbotId: string, client: string | null) =>
  useQuery({ ...cloneDestinationsQuery(chatbotId, client ?? ''), enabled: client !== null })

const cloneDocument = chatbotGraphql(`
  mutation CloneWizardProcess(
    $destinationClient: String!
    $originClient: String!
    $originProcessIdentifier: String!
    $destinationWizardId: ID!
  ) {
    cloneWizardProcess(
      destinationClient: $destinationClient
      originClient: $originClient
      originProcessIdentifier: $originProcessIdentifier
      destinationWizardId: $destinationWizardId
    ) {
      id
    }
  }
`)
const cloneOperation = graphqlOperation(
  'clone wizard process',
  cloneDocument,
  v.object({ cloneWizardProcess: v.object({ id: v.string() }) }),
)

/** Superusers: copies a process of this chatbot (by its identifier) into a wizard of another chatbot. */
export function useCloneProcess() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (variables: {
      destinationClient: string
      originClient: string
      originProcessIdentifier: string
      destinationWizardId: string
    }) => request('chatbot', cloneOperation, variables),
    // The destination is another chatbot: every chatbot's wizards are read again when next shown.
    onSettled: () => client.invalidateQueries(wizardKeys.filter),
  })
}

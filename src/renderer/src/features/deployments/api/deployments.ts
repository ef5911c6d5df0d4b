import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import type { NewDeployment } from '@shared/domain/deployments'
import { templatesGraphql } from '@shared/graphql/generated/templates'
import { graphqlOperation, request } from '../../../lib/graphql'
import { portal } from '../../../lib/portal'

/**
 * Deployments go through main (src/shared/ipc/deployments.ts): it holds the management secret and calls
 * the chatbot-management service. These queries belong to the signed-in user, not to a chatbot: a change of
 * user drops them with everything else (lib/session.ts).
 */
export const deploymentsKeys = {
  all: ['deployments'] as const,
  secret: ['deployments', 'secret'] as const,
  chatbots: ['deployments', 'chatbots'] as const,
  tickets: ['deployments', 'support-tickets'] as const,
  templates: ['deployments', 'templates'] as const,
}

export const secretStateQuery = queryOptions({
  queryKey: deploymentsKeys.secret,
  queryFn: () => portal().deployments.secretState({}),
})

export const managedChatbotsQuery = queryOptions({
  queryKey: deploymentsKeys.chatbots,
  queryFn: () => portal().deployments.list({}),
})

export const supportTicketsQuery = queryOptions({
  queryKey: deploymentsKeys.tickets,
  queryFn: () => portal().deployments.supportTickets({}),
})

export function useSecretState() {
  return useQuery(secretStateQuery)
}

export function useManagedChatbots(enabled: boolean) {
  return useQuery({ ...managedChatbotsQuery, enabled })
}

export function useSupportTickets() {
  return useQuery(supportTicketsQuery)
}

/** The templates service's `allTemplates` (spec 001 §7.3): what a new chatbot is created from. */
const templatesOperation = graphqlOperation(
  'chatbot templates',
  templatesGraphql(`
    query DeploymentTemplates {
      allTemplates {
        id
        name
        description
      }
    }
  `),
  v.object({
    allTemplates: v.array(v.object({ id: v.string(), name: v.string(), description: v.string() })),
  }),
)

export function useChatbotTemplates(enabled: boolean) {
  return useQuery({
    queryKey: deploymentsKeys.templates,
    queryFn: async () => (await request('templates', templatesOperation)).allTemplates,
    enabled,
    staleTime: 5 * 60_000,
  })
}

/** Saving or forgetting the secret answers its new state; the list is read again with it. */
export function useSaveSecret() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (secret: string) => portal().deployments.saveSecret({ secret }),
    onSuccess: (state) => {
      client.setQueryData(deploymentsKeys.secret, state)
      void client.invalidateQueries({ queryKey: deploymentsKeys.chatbots })
    },
  })
}

export function useForgetSecret() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => portal().deployments.forgetSecret({}),
    onSuccess: (state) => {
      client.setQueryData(deploymentsKeys.secret, state)
      client.removeQueries({ queryKey: deploymentsKeys.chatbots })
    },
  })
}

/**
 * A management call; afterwards the list is read again. A refused secret (main has forgotten it) makes the
 * screen ask for it again.
 */
function useManagementMutation<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSettled: (_data, error) => {
      if ((error as { code?: string } | null)?.code === 'invalid_management_secret')
        void client.invalidateQueries({ queryKey: deploymentsKeys.secret })
      void client.invalidateQueries({ queryKey: deploymentsKeys.chatbots })
    },
  })
}

export function useCreateDeployment() {
  return useManagementMutation((input: { deployment: NewDeployment; idempotencyKey: string }) =>
    portal().deployments.create(input),
  )
}

export function useDeleteDeployment() {
  return useManagementMutation((input: { projectId: string; confirmation: string; idempotencyKey: string }) =>
    portal().deployments.remove(input),
  )
}

export function useRecoverDeployment() {
  return useManagementMutation((input: { projectId: string; idempotencyKey: string }) =>
    portal().deployments.recover(input),
  )
}

export function useFixDeployment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { projectId: string; idempotencyKey: string }) => portal().deployments.fix(input),
    onSettled: () => void client.invalidateQueries({ queryKey: deploymentsKeys.chatbots }),
  })
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { portal } from '../../../lib/portal'
import { inboxKey } from './client-messages'
import { parseReply } from './server-reply'

/**
 * Smart Inbox configuration on the chatbot GraphQL service (spec 001 §7.1 "smart inbox configure and
 * auto-configure (username, password)", lists of inbox labels and smart inbox companies). The operation
 * names follow the portal's naming; the sandbox documents them in docs/sandbox-api.md.
 */
export const inboxLabelsDocument = /* GraphQL */ `
  query InboxLabels {
    allInboxLabels {
      id
      name
      color
    }
  }
`
export const inboxCompaniesDocument = /* GraphQL */ `
  query InboxCompanies {
    allSmartInboxCompanies {
      id
      identifier
      companyName
    }
  }
`
export const configureDocument = /* GraphQL */ `
  mutation ConfigureSmartInbox($username: String!, $password: String!) {
    configureSmartInbox(username: $username, password: $password) {
      ok
      errorMessage
    }
  }
`
export const autoConfigureDocument = /* GraphQL */ `
  mutation AutoConfigureSmartInbox($username: String!, $password: String!) {
    autoConfigureSmartInbox(username: $username, password: $password) {
      ok
      errorMessage
    }
  }
`

const labelsSchema = v.object({
  allInboxLabels: v.array(
    v.object({ id: v.union([v.string(), v.number()]), name: v.string(), color: v.optional(v.nullable(v.string()), null) }),
  ),
})
const companiesSchema = v.object({
  allSmartInboxCompanies: v.array(
    v.object({ id: v.union([v.string(), v.number()]), identifier: v.nullable(v.string()), companyName: v.nullable(v.string()) }),
  ),
})
const resultSchema = v.object({ ok: v.boolean(), errorMessage: v.optional(v.nullable(v.string()), null) })

export function inboxLabelsQuery(projectId: string) {
  return queryOptions({
    queryKey: [...inboxKey, 'labels', projectId] as const,
    queryFn: async () =>
      parseReply(
        'inbox labels',
        labelsSchema,
        await portal().api.graphql({ service: 'chatbot', document: inboxLabelsDocument }),
      ).allInboxLabels,
  })
}

export function inboxCompaniesQuery(projectId: string) {
  return queryOptions({
    queryKey: [...inboxKey, 'companies', projectId] as const,
    queryFn: async () =>
      parseReply(
        'inbox companies',
        companiesSchema,
        await portal().api.graphql({ service: 'chatbot', document: inboxCompaniesDocument }),
      ).allSmartInboxCompanies,
  })
}

export const useInboxLabels = (projectId: string) => useQuery(inboxLabelsQuery(projectId))
export const useInboxCompanies = (projectId: string) => useQuery(inboxCompaniesQuery(projectId))

/** The server answered `ok: false`: the spec's configuration failure message. */
export class ConfigurationFailedError extends Error {
  constructor(readonly serverMessage: string | null) {
    super('Smart Inbox configuration failed')
    this.name = 'ConfigurationFailedError'
  }
}

export interface AtsCredentials {
  readonly username: string
  readonly password: string
  readonly mode: 'configure' | 'auto-configure'
}

export function useConfigureInbox() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ username, password, mode }: AtsCredentials) => {
      const configure = mode === 'configure'
      const answer = await portal().api.graphql({
        service: 'chatbot',
        document: configure ? configureDocument : autoConfigureDocument,
        variables: { username, password },
      })
      const field = configure ? 'configureSmartInbox' : 'autoConfigureSmartInbox'
      const result = parseReply('smart inbox configure', v.object({ [field]: resultSchema }), answer)[field]
      if (!result?.ok) throw new ConfigurationFailedError(result?.errorMessage ?? null)
    },
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  })
}

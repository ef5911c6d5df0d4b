import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { portal } from '../../../lib/portal'
import { inboxKey } from './client-messages'
import { parseReply } from './server-reply'

/**
 * Smart Inbox configuration on the chatbot GraphQL service (src/shared/graphql/chatbot-schema.ts; spec 001
 * §7.1 "smart inbox configure and auto-configure (username, password)", inbox labels and companies).
 */
export const configurationDocument = /* GraphQL */ `
  query SmartInboxConfiguration {
    smartInboxConfiguration {
      configured
      enabled
      autoConfigured
      atsUsername
      updatedAt
    }
    allLabels {
      id
      name
      color
    }
    allInboxCompanies {
      id
      identifier
      companyName
      linked
    }
  }
`
const resultFields = `
      ok
      errorMessage
      errorCode
`
export const configureDocument = /* GraphQL */ `
  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!]) {
    configureSmartInbox(enabled: $enabled, companyIds: $companyIds) {${resultFields}}
  }
`
export const autoConfigureDocument = /* GraphQL */ `
  mutation AutoConfigureSmartInbox($username: String, $password: String) {
    autoConfigureSmartInbox(username: $username, password: $password) {${resultFields}}
  }
`

const id = v.union([v.string(), v.number()])
const configurationSchema = v.object({
  smartInboxConfiguration: v.object({
    configured: v.boolean(),
    enabled: v.boolean(),
    autoConfigured: v.optional(v.boolean(), false),
    atsUsername: v.optional(v.nullable(v.string()), null),
    updatedAt: v.optional(v.nullable(v.string()), null),
  }),
  allLabels: v.array(v.object({ id, name: v.string(), color: v.optional(v.nullable(v.string()), null) })),
  allInboxCompanies: v.array(
    v.object({
      id,
      identifier: v.nullable(v.string()),
      companyName: v.nullable(v.string()),
      linked: v.optional(v.boolean(), false),
    }),
  ),
})
export type SmartInboxSetup = v.InferOutput<typeof configurationSchema>
const resultSchema = v.object({
  ok: v.boolean(),
  errorMessage: v.optional(v.nullable(v.string()), null),
  errorCode: v.optional(v.nullable(v.string()), null),
})

export function configurationQuery(projectId: string) {
  return queryOptions({
    queryKey: [...inboxKey, 'configuration', projectId] as const,
    queryFn: async () =>
      parseReply(
        'smart inbox configuration',
        configurationSchema,
        await portal().api.graphql({ service: 'chatbot', document: configurationDocument }),
      ),
  })
}

export const useSmartInboxSetup = (projectId: string) => useQuery(configurationQuery(projectId))

/** The server answered `ok: false`; `code` is missing_ats_credentials or smart_inbox_configuration_failed. */
export class ConfigurationFailedError extends Error {
  constructor(readonly code: string | null) {
    super('Smart Inbox configuration failed')
    this.name = 'ConfigurationFailedError'
  }
}

export type ConfigureInput =
  | { readonly mode: 'configure'; readonly enabled: boolean; readonly companyIds: readonly string[] }
  | { readonly mode: 'auto-configure'; readonly username: string; readonly password: string }

export function useConfigureInbox() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: ConfigureInput) => {
      const configure = input.mode === 'configure'
      const answer = await portal().api.graphql({
        service: 'chatbot',
        document: configure ? configureDocument : autoConfigureDocument,
        variables: configure
          ? { enabled: input.enabled, companyIds: [...input.companyIds] }
          : { username: input.username, password: input.password },
      })
      const field = configure ? 'configureSmartInbox' : 'autoConfigureSmartInbox'
      const result = parseReply('smart inbox configure', v.object({ [field]: resultSchema }), answer)[field]
      if (!result?.ok) throw new ConfigurationFailedError(result?.errorCode ?? null)
    },
    onSuccess: () => client.invalidateQueries({ queryKey: inboxKey }),
  })
}

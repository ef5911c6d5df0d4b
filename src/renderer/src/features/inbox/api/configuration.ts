import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { SmartInboxConfigurationQuery } from '@shared/graphql/generated/chatbot/graphql'
import { graphqlOperation, request } from '../../../lib/graphql'
import { inboxKeys, type InboxScope } from '../scope'

/**
 * Smart Inbox configuration on the chatbot GraphQL service (src/shared/graphql/chatbot/inbox.ts; spec 001
 * §7.1 "smart inbox configure and auto-configure (username, password)", inbox labels and companies).
 */
const configurationDocument = chatbotGraphql(`
  query SmartInboxConfiguration {
    smartInboxConfiguration {
      configured
      enabled
      autoConfigured
      atsUsername
      teamNames
      updatedAt
    }
    allTeams {
      id
      name
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
`)
const configureDocument = chatbotGraphql(`
  mutation ConfigureSmartInbox($enabled: Boolean, $companyIds: [ID!], $teamNames: [String!]) {
    configureSmartInbox(enabled: $enabled, companyIds: $companyIds, teamNames: $teamNames) {
      ok
      errorMessage
      errorCode
    }
  }
`)
const autoConfigureDocument = chatbotGraphql(`
  mutation AutoConfigureSmartInbox($username: String, $password: String) {
    autoConfigureSmartInbox(username: $username, password: $password) {
      ok
      errorMessage
      errorCode
    }
  }
`)

/** Ids may come as numbers from a real server; they are kept as strings. */
const id = v.pipe(v.union([v.string(), v.number()]), v.transform(String))
const nullableText = v.optional(v.nullable(v.string()), null)

const configurationOperation = graphqlOperation(
  'smart inbox configuration',
  configurationDocument,
  v.object({
    smartInboxConfiguration: v.object({
      configured: v.boolean(),
      enabled: v.boolean(),
      autoConfigured: v.optional(v.boolean(), false),
      atsUsername: nullableText,
      teamNames: v.optional(v.array(v.string()), []),
      updatedAt: nullableText,
    }),
    allTeams: v.optional(v.array(v.object({ id, name: v.string() })), []),
    allLabels: v.array(v.object({ id, name: v.string(), color: v.string() })),
    allInboxCompanies: v.array(
      v.object({
        id,
        identifier: v.string(),
        companyName: v.string(),
        linked: v.optional(v.boolean(), false),
      }),
    ),
  }),
)
export type SmartInboxSetup = SmartInboxConfigurationQuery

const resultSchema = v.object({ ok: v.boolean(), errorMessage: nullableText, errorCode: nullableText })
const configureOperation = graphqlOperation(
  'smart inbox configure',
  configureDocument,
  v.object({ configureSmartInbox: resultSchema }),
)
const autoConfigureOperation = graphqlOperation(
  'smart inbox auto-configure',
  autoConfigureDocument,
  v.object({ autoConfigureSmartInbox: resultSchema }),
)

export function configurationQuery(scope: InboxScope) {
  return queryOptions({
    queryKey: inboxKeys.key(scope.chatbotId, 'configuration'),
    queryFn: () => request('chatbot', configurationOperation),
  })
}

export const useSmartInboxSetup = (scope: InboxScope) => useQuery(configurationQuery(scope))

/** The server answered `ok: false`; `code` is missing_ats_credentials or smart_inbox_configuration_failed. */
export class ConfigurationFailedError extends Error {
  constructor(readonly code: string | null) {
    super('Smart Inbox configuration failed')
    this.name = 'ConfigurationFailedError'
  }
}

export type ConfigureInput =
  | {
      readonly mode: 'configure'
      readonly enabled: boolean
      readonly companyIds: readonly string[]
      /** The teams whose conversations the Smart Inbox routes (configureSmartInbox teamNames). */
      readonly teamNames: readonly string[]
    }
  | { readonly mode: 'auto-configure'; readonly username: string; readonly password: string }

export function useConfigureInbox() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: ConfigureInput) => {
      const result =
        input.mode === 'configure'
          ? (
              await request('chatbot', configureOperation, {
                enabled: input.enabled,
                companyIds: [...input.companyIds],
                teamNames: [...input.teamNames],
              })
            ).configureSmartInbox
          : (
              await request('chatbot', autoConfigureOperation, {
                username: input.username,
                password: input.password,
              })
            ).autoConfigureSmartInbox
      if (!result.ok) throw new ConfigurationFailedError(result.errorCode)
    },
    onSuccess: () => client.invalidateQueries(inboxKeys.filter),
  })
}

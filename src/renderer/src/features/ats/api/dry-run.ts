import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { atsKeys } from '../scope'

/**
 * The ATS mapping dry run (chatbot service): the conversations the engine ran to pick from, and what every
 * mapping of a conversation's flows would write, field by field, with the required fields nothing fills.
 * Nothing reaches the ATS.
 */

const namesSchema = v.array(v.object({ language: v.string(), name: v.string() }))

const conversationsDocument = chatbotGraphql(`
  query AtsDryRunConversations {
    atsDryRunConversations { id source languageTag updatedAt answerCount flowNames }
  }
`)
const conversationsOperation = graphqlOperation(
  'ATS dry run conversations',
  conversationsDocument,
  v.object({
    atsDryRunConversations: v.array(
      v.object({
        id: v.string(),
        source: v.string(),
        languageTag: v.string(),
        updatedAt: v.number(),
        answerCount: v.number(),
        flowNames: v.array(v.string()),
      }),
    ),
  }),
)
export type DryRunConversationData = v.InferOutput<
  typeof conversationsOperation.reply
>['atsDryRunConversations'][number]

const dryRunDocument = chatbotGraphql(`
  query AtsDryRun($conversationId: ID!) {
    atsDryRun(conversationId: $conversationId) {
      conversationId languageTag flowNames
      rows { mappingId type atsFieldPath humanReadableNames { language name } scalarName source written problem }
      missingRequired { path entityType humanReadableNames { language name } }
    }
  }
`)
/** The server's reasons a mapping would write nothing or be refused (AtsDryRunRow.problem). */
export const dryRunProblems = [
  'noAnswer',
  'notStored',
  'valueTooLong',
  'valueDoesNotMatch',
  'optionUnknown',
] as const
export type DryRunProblem = (typeof dryRunProblems)[number]
const dryRunOperation = graphqlOperation(
  'ATS dry run',
  dryRunDocument,
  v.object({
    atsDryRun: v.nullable(
      v.object({
        conversationId: v.string(),
        languageTag: v.string(),
        flowNames: v.array(v.string()),
        rows: v.array(
          v.object({
            mappingId: v.string(),
            type: v.string(),
            atsFieldPath: v.string(),
            humanReadableNames: namesSchema,
            scalarName: v.nullable(v.string()),
            source: v.nullable(v.string()),
            written: v.string(),
            problem: v.nullable(v.string()),
          }),
        ),
        missingRequired: v.array(
          v.object({ path: v.string(), entityType: v.string(), humanReadableNames: namesSchema }),
        ),
      }),
    ),
  }),
)
export type DryRunData = NonNullable<v.InferOutput<typeof dryRunOperation.reply>['atsDryRun']>

export function dryRunConversationsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: atsKeys.key(chatbotId, 'dry-run-conversations'),
    queryFn: () => request('chatbot', conversationsOperation).then((d) => d.atsDryRunConversations),
    staleTime: 0,
  })
}
export const useDryRunConversations = (chatbotId: string) => useQuery(dryRunConversationsQuery(chatbotId))

/** The dry run of a conversation; every mapping change refreshes it (it sits under the tab's keys). */
export const useAtsDryRun = (chatbotId: string, conversationId: string | null) =>
  useQuery({
    queryKey: atsKeys.key(chatbotId, 'dry-run', conversationId),
    queryFn: () =>
      request('chatbot', dryRunOperation, { conversationId: conversationId! }).then((d) => d.atsDryRun),
    enabled: conversationId !== null,
    staleTime: 0,
  })

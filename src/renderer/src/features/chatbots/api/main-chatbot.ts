import { useDebouncedValue } from '@mantine/hooks'
import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { MainChatbotQuery } from '@shared/graphql/generated/chatbot/graphql'
import { debounceMs } from '../../../lib/debounce-times'
import { graphqlOperation, request } from '../../../lib/graphql'
import { chatbotAreaKeys } from '../../../lib/query-keys'

/** Spec 000 §4: fetching the chatbot is debounced 500 ms (quick switching sends one request). */
export const chatbotFetchDebounceMs = debounceMs.chatbotFetch

export const chatbotKeys = chatbotAreaKeys('chatbots')

const mainChatbotDocument = chatbotGraphql(`
  query MainChatbot {
    mainChatbot {
      projectId
      projectName
      ats
      whatsappProvider
      smartInboxEnabled
      defaultLanguageTag
      useBetaPortal
    }
  }
`)

export const mainChatbotOperation = graphqlOperation(
  'main chatbot',
  mainChatbotDocument,
  v.object({
    mainChatbot: v.object({
      projectId: v.string(),
      projectName: v.string(),
      ats: v.string(),
      whatsappProvider: v.nullable(v.string()),
      smartInboxEnabled: v.boolean(),
      defaultLanguageTag: v.string(),
      useBetaPortal: v.boolean(),
    }),
  }),
)
export type MainChatbot = MainChatbotQuery['mainChatbot']

/** The selected chatbot's own details, from its chatbot server (main resolves which one). */
export const mainChatbotQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: chatbotKeys.key(chatbotId, 'main'),
    queryFn: async () => (await request('chatbot', mainChatbotOperation)).mainChatbot,
    staleTime: 60_000,
  })

/** The details of the selected chatbot, fetched once the selection has rested for 500 ms. */
export function useSelectedChatbotDetails(chatbotId: string | null) {
  const [settled] = useDebouncedValue(chatbotId, chatbotFetchDebounceMs)
  return useQuery({
    ...mainChatbotQuery(settled ?? ''),
    // Also waits while the debounced id still lags behind the selection.
    enabled: settled !== null && settled === chatbotId,
  })
}

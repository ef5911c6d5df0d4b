import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import type { WhatsappAccountsQuery } from '@shared/graphql/generated/chatbot/graphql'
import { graphqlOperation, request } from '../../../lib/graphql'
import { whatsappKeys } from '../scope'

/** The chatbot's WhatsApp Business accounts at its provider (allWhatsappAccounts). */
const accountsDocument = chatbotGraphql(`
  query WhatsappAccounts {
    allWhatsappAccounts {
      id
      provider
      name
      whatsappNumbers
      connectedChannels
      templateCount
    }
  }
`)

const accountSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  provider: v.string(),
  name: v.string(),
  whatsappNumbers: v.array(v.string()),
  connectedChannels: v.number(),
  templateCount: v.number(),
})
export type WhatsappAccountData = WhatsappAccountsQuery['allWhatsappAccounts'][number]

const accountsOperation = graphqlOperation(
  'whatsapp accounts',
  accountsDocument,
  v.object({ allWhatsappAccounts: v.array(accountSchema) }),
)

export function accountsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: whatsappKeys.key(chatbotId, 'accounts'),
    queryFn: async () => (await request('chatbot', accountsOperation)).allWhatsappAccounts,
  })
}

export const useAccounts = (chatbotId: string) => useQuery(accountsQuery(chatbotId))

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { requireWhatsappOk } from './definitions'
import { resultEntries, whatsappKeys } from './schemas'

/** WhatsApp channels and their business profile (allWhatsappChannels, updateWhatsappChannel). */
const channelsDocument = chatbotGraphql(`
  query WhatsappChannels {
    allWhatsappChannels {
      id
      name
      channelId
      whatsappNumber
      createdAt
      status
      profile {
        profileText
        description
        websites
        profilePicture
        companyName
        address
      }
    }
  }
`)

const channelSchema = v.object({
  id: v.pipe(v.union([v.string(), v.number()]), v.transform(String)),
  name: v.string(),
  channelId: v.string(),
  whatsappNumber: v.string(),
  createdAt: v.string(),
  status: v.string(),
  profile: v.object({
    profileText: v.string(),
    description: v.string(),
    websites: v.array(v.string()),
    profilePicture: v.nullable(v.string()),
    companyName: v.string(),
    address: v.string(),
  }),
})
export type WhatsappChannelData = v.InferOutput<typeof channelSchema>

const channelsOperation = graphqlOperation(
  'whatsapp channels',
  channelsDocument,
  v.object({ allWhatsappChannels: v.array(channelSchema) }),
)

export function channelsQuery(chatbotId: string) {
  return queryOptions({
    queryKey: whatsappKeys.key(chatbotId, 'channels'),
    queryFn: async () => (await request('chatbot', channelsOperation)).allWhatsappChannels,
  })
}

export const useChannels = (chatbotId: string) => useQuery(channelsQuery(chatbotId))

const updateDocument = chatbotGraphql(`
  mutation UpdateWhatsappChannel($id: ID!, $input: WhatsappChannelInput!) {
    updateWhatsappChannel(id: $id, input: $input) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
    }
  }
`)
const updateOperation = graphqlOperation(
  'update whatsapp channel',
  updateDocument,
  v.object({ updateWhatsappChannel: v.object(resultEntries) }),
)

export interface ChannelChange {
  readonly id: string
  readonly name: string
  readonly profileText: string
  readonly description: string
  readonly websites: string[]
  readonly profilePicture: string | null
  readonly companyName: string
  readonly address: string
}

export function useUpdateChannel(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ id, ...input }: ChannelChange) =>
      requireWhatsappOk(
        (
          await request('chatbot', updateOperation, {
            id,
            input: { ...input, profilePicture: input.profilePicture ?? '' },
          })
        ).updateWhatsappChannel,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: whatsappKeys.key(chatbotId, 'channels') }),
  })
}

const configureDocument = chatbotGraphql(`
  mutation ConfigureWhatsappChannel($name: String!, $whatsappNumber: String!) {
    configureWhatsappChannel(name: $name, whatsappNumber: $whatsappNumber) {
      ok
      stage
      errors {
        field
        messages
        codes
      }
      errorMessage
    }
  }
`)
const configureOperation = graphqlOperation(
  'configure whatsapp channel',
  configureDocument,
  v.object({ configureWhatsappChannel: v.object(resultEntries) }),
)

/** Configures a new channel; it shows 'Setting up' until the provider has connected it (about 2 minutes). */
export function useConfigureChannel(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (input: { name: string; whatsappNumber: string }) =>
      requireWhatsappOk((await request('chatbot', configureOperation, input)).configureWhatsappChannel),
    onSuccess: () => client.invalidateQueries({ queryKey: whatsappKeys.key(chatbotId, 'channels') }),
  })
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import {
  publishingStatuses,
  trainingStatuses,
  type PublishingStatus,
  type TrainingStatus,
} from '@shared/domain/nlp'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { nlpKeys } from '../scope'

/** NLP intents, list entities, the model status, Train, Publish and detectIntent (shared/graphql/chatbot/nlp.ts). */

const intentsDocument = chatbotGraphql(`
  query NlpIntents {
    allIntents {
      id
      name
      sentences {
        id
        text
      }
      keywords {
        id
        text
      }
    }
  }
`)
const entitiesDocument = chatbotGraphql(`
  query NlpListEntities {
    allListEntities {
      id
      name
      values {
        id
        name
        synonyms {
          id
          name
        }
      }
    }
  }
`)
const statusDocument = chatbotGraphql(`
  query NlpTrainStatus {
    nlpTrainStatus {
      status
      training
      trainedAt
      publishedAt
    }
  }
`)
const detectDocument = chatbotGraphql(`
  query NlpDetectIntent($text: String!, $languageTag: String) {
    detectIntent(text: $text, languageTag: $languageTag) {
      intentName
      score
      languageTag
      entities {
        entity
        option
        sourceText
      }
    }
  }
`)
const trainDocument = chatbotGraphql(`
  mutation NlpTrain {
    train {
      status
      training
      trainedAt
      publishedAt
    }
  }
`)
const publishDocument = chatbotGraphql(`
  mutation NlpPublish {
    publish {
      status
      training
      trainedAt
      publishedAt
    }
  }
`)

const textSchema = v.object({ id: v.string(), text: v.string() })
const intentSchema = v.object({
  id: v.string(),
  name: v.string(),
  sentences: v.array(textSchema),
  keywords: v.array(textSchema),
})
export type IntentData = v.InferOutput<typeof intentSchema>
const valueSchema = v.object({
  id: v.string(),
  name: v.string(),
  synonyms: v.array(v.object({ id: v.string(), name: v.string() })),
})
export type EntityValueData = v.InferOutput<typeof valueSchema>
const entitySchema = v.object({ id: v.string(), name: v.string(), values: v.array(valueSchema) })
export type ListEntityData = v.InferOutput<typeof entitySchema>
// The SDL types them as String: known values pass through as the shared types, others are refused.
const statusSchema = v.object({
  status: v.pipe(
    v.string(),
    v.check((s) => (publishingStatuses as readonly string[]).includes(s)),
  ),
  training: v.pipe(
    v.string(),
    v.check((s) => (trainingStatuses as readonly string[]).includes(s)),
  ),
  trainedAt: v.nullable(v.string()),
  publishedAt: v.nullable(v.string()),
})
export type TrainStatusData = Omit<v.InferOutput<typeof statusSchema>, 'status' | 'training'> & {
  status: PublishingStatus
  training: TrainingStatus
}
const asStatus = (data: v.InferOutput<typeof statusSchema>) => data as TrainStatusData

const intentsOperation = graphqlOperation(
  'nlp intents',
  intentsDocument,
  v.object({ allIntents: v.array(intentSchema) }),
)
const entitiesOperation = graphqlOperation(
  'nlp list entities',
  entitiesDocument,
  v.object({ allListEntities: v.array(entitySchema) }),
)
const statusOperation = graphqlOperation(
  'nlp train status',
  statusDocument,
  v.object({ nlpTrainStatus: statusSchema }),
)
const detectOperation = graphqlOperation(
  'detect intent',
  detectDocument,
  v.object({
    detectIntent: v.object({
      intentName: v.nullable(v.string()),
      score: v.number(),
      languageTag: v.nullable(v.string()),
      entities: v.array(v.object({ entity: v.string(), option: v.string(), sourceText: v.string() })),
    }),
  }),
)
const trainOperation = graphqlOperation('train', trainDocument, v.object({ train: statusSchema }))
const publishOperation = graphqlOperation('publish', publishDocument, v.object({ publish: statusSchema }))

export const intentsQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: nlpKeys.key(chatbotId, 'intents'),
    queryFn: async () => (await request('chatbot', intentsOperation)).allIntents,
  })

export const entitiesQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: nlpKeys.key(chatbotId, 'entities'),
    queryFn: async () => (await request('chatbot', entitiesOperation)).allListEntities,
  })

/** While training or publishing runs, the screen asks again every 2 s (the badge follows). */
export const trainStatusPollMs = 2_000

export const trainStatusQuery = (chatbotId: string) =>
  queryOptions({
    queryKey: nlpKeys.key(chatbotId, 'status'),
    queryFn: async () => asStatus((await request('chatbot', statusOperation)).nlpTrainStatus),
    refetchInterval: (query) => {
      const data = query.state.data
      return data && (data.training === 'TRAINING' || data.status === 'PUBLISHING')
        ? trainStatusPollMs
        : false
    },
  })

export const useIntents = (chatbotId: string) => useQuery(intentsQuery(chatbotId))
export const useListEntities = (chatbotId: string) => useQuery(entitiesQuery(chatbotId))
export const useTrainStatus = (chatbotId: string) => useQuery(trainStatusQuery(chatbotId))

export async function detectIntent(text: string, languageTag: string) {
  return (await request('chatbot', detectOperation, { text, languageTag })).detectIntent
}

function useStatusMutation(run: () => Promise<TrainStatusData>, chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (status) => client.setQueryData(nlpKeys.key(chatbotId, 'status'), status),
    onSettled: () => client.invalidateQueries({ queryKey: nlpKeys.key(chatbotId, 'status') }),
  })
}

export function useTrain(chatbotId: string) {
  return useStatusMutation(async () => asStatus((await request('chatbot', trainOperation)).train), chatbotId)
}

export function usePublish(chatbotId: string) {
  return useStatusMutation(
    async () => asStatus((await request('chatbot', publishOperation)).publish),
    chatbotId,
  )
}

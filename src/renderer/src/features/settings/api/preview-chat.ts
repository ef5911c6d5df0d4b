import { useMutation } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'

/**
 * The widget preview's conversation (chatbot service, widgetPreviewMessage): the sandbox's conversation
 * engine, the one Try it uses, runs the teaser button's flow and then each answer of the visitor.
 */
const messageDocument = chatbotGraphql(`
  mutation WidgetPreviewMessage($flowId: ID, $sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {
    widgetPreviewMessage(
      flowId: $flowId
      sessionId: $sessionId
      languageTag: $languageTag
      text: $text
      optionId: $optionId
    ) {
      sessionId finished handedOver
      replies { stateMachineName text buttons { optionId label } }
    }
  }
`)
const messageOperation = graphqlOperation(
  'widget preview message',
  messageDocument,
  v.object({
    widgetPreviewMessage: v.object({
      sessionId: v.string(),
      finished: v.boolean(),
      handedOver: v.boolean(),
      replies: v.array(
        v.object({
          stateMachineName: v.string(),
          text: v.string(),
          buttons: v.array(v.object({ optionId: v.string(), label: v.string() })),
        }),
      ),
    }),
  }),
)
export type PreviewTurn = v.InferOutput<typeof messageOperation.reply>['widgetPreviewMessage']

export type PreviewInput =
  | { flowId: string; languageTag: string }
  | { sessionId: string; languageTag: string; optionId: string }
  | { sessionId: string; languageTag: string; text: string }

export const usePreviewMessage = () =>
  useMutation({
    mutationFn: async (input: PreviewInput): Promise<PreviewTurn> =>
      (await request('chatbot', messageOperation, input)).widgetPreviewMessage,
  })

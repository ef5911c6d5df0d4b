import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'

/** "Try it": one turn of a conversation with the bot through the sandbox's conversation engine. */
const tryItDocument = chatbotGraphql(`
  mutation NlpTryIt($sessionId: ID, $languageTag: String!, $text: String, $optionId: ID) {
    tryItMessage(sessionId: $sessionId, languageTag: $languageTag, text: $text, optionId: $optionId) {
      sessionId
      clientId
      languageTag
      input
      waitingStateId
      finished
      handedOver
      trace {
        stateId
        stateName
        optionId
        optionName
        matchedBy
        intentName
        storedAs
      }
      replies {
        stateId
        stateName
        stateMachineId
        stateMachineName
        type
        text
        buttons {
          optionId
          label
        }
      }
    }
  }
`)

const turnSchema = v.object({
  sessionId: v.string(),
  clientId: v.string(),
  languageTag: v.string(),
  input: v.nullable(v.string()),
  waitingStateId: v.nullable(v.string()),
  finished: v.boolean(),
  handedOver: v.boolean(),
  trace: v.object({
    stateId: v.nullable(v.string()),
    stateName: v.nullable(v.string()),
    optionId: v.nullable(v.string()),
    optionName: v.nullable(v.string()),
    matchedBy: v.string(),
    intentName: v.nullable(v.string()),
    storedAs: v.nullable(v.string()),
  }),
  replies: v.array(
    v.object({
      stateId: v.string(),
      stateName: v.string(),
      stateMachineId: v.string(),
      stateMachineName: v.string(),
      type: v.string(),
      text: v.string(),
      buttons: v.array(v.object({ optionId: v.string(), label: v.string() })),
    }),
  ),
})
export type TryItTurnData = v.InferOutput<typeof turnSchema>

const tryItOperation = graphqlOperation('try it', tryItDocument, v.object({ tryItMessage: turnSchema }))

export async function tryItMessage(input: {
  sessionId: string | null
  languageTag: string
  text?: string
  optionId?: string
}): Promise<TryItTurnData> {
  return (await request('chatbot', tryItOperation, input)).tryItMessage
}

/** The chat so far as a validator test, in one click (the sandbox keeps each turn's outcome). */
const saveAsTestDocument = chatbotGraphql(`
  mutation NlpTryItSaveAsTest($sessionId: ID!, $name: String) {
    createValidatorTestFromTryIt(sessionId: $sessionId, name: $name) {
      id
      name
    }
  }
`)
const saveAsTestOperation = graphqlOperation(
  'save try it as test',
  saveAsTestDocument,
  v.object({ createValidatorTestFromTryIt: v.object({ id: v.string(), name: v.string() }) }),
)

export async function saveTryItAsTest(
  sessionId: string,
  name: string,
): Promise<{ id: string; name: string }> {
  return (await request('chatbot', saveAsTestOperation, { sessionId, name })).createValidatorTestFromTryIt
}

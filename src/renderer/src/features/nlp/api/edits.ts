import { useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { graphqlOperation, request } from '../../../lib/graphql'
import { nlpKeys } from '../scope'

/**
 * Changes to intents (name, sentences, keywords) and list entities (name, values, synonyms). Each change
 * makes the model need training, so the status is refreshed with the list it changed.
 */

const createIntentDocument = chatbotGraphql(`
  mutation NlpCreateIntent($name: String!) {
    createIntent(name: $name) {
      id
    }
  }
`)
const updateIntentDocument = chatbotGraphql(`
  mutation NlpUpdateIntent($id: ID!, $name: String!) {
    updateIntent(id: $id, name: $name) {
      id
    }
  }
`)
const deleteIntentDocument = chatbotGraphql(`
  mutation NlpDeleteIntent($id: ID!) {
    deleteIntent(id: $id) {
      ok
    }
  }
`)
const createSentenceDocument = chatbotGraphql(`
  mutation NlpCreateSentence($intentId: ID!, $text: String!) {
    createSentence(intentId: $intentId, text: $text) {
      id
    }
  }
`)
const updateSentenceDocument = chatbotGraphql(`
  mutation NlpUpdateSentence($id: ID!, $text: String!) {
    updateSentence(id: $id, text: $text) {
      id
    }
  }
`)
const deleteSentenceDocument = chatbotGraphql(`
  mutation NlpDeleteSentence($id: ID!) {
    deleteSentence(id: $id) {
      ok
    }
  }
`)
const createKeywordDocument = chatbotGraphql(`
  mutation NlpCreateKeyword($intentId: ID!, $text: String!) {
    createKeyword(intentId: $intentId, text: $text) {
      id
    }
  }
`)
const updateKeywordDocument = chatbotGraphql(`
  mutation NlpUpdateKeyword($id: ID!, $text: String!) {
    updateKeyword(id: $id, text: $text) {
      id
    }
  }
`)
const deleteKeywordDocument = chatbotGraphql(`
  mutation NlpDeleteKeyword($id: ID!) {
    deleteKeyword(id: $id) {
      ok
    }
  }
`)
const createEntityDocument = chatbotGraphql(`
  mutation NlpCreateListEntity($name: String!) {
    createListEntity(name: $name) {
      id
    }
  }
`)
const updateEntityDocument = chatbotGraphql(`
  mutation NlpUpdateListEntity($id: ID!, $name: String!) {
    updateListEntity(id: $id, name: $name) {
      id
    }
  }
`)
const updateValueDocument = chatbotGraphql(`
  mutation NlpUpdateListEntityValue($id: ID!, $name: String!) {
    updateListEntityValue(id: $id, name: $name) {
      id
    }
  }
`)
const deleteEntityDocument = chatbotGraphql(`
  mutation NlpDeleteListEntity($id: ID!) {
    deleteListEntity(id: $id) {
      ok
    }
  }
`)
const createValueDocument = chatbotGraphql(`
  mutation NlpCreateListEntityValue($listEntityId: ID!, $name: String!, $synonyms: [String!]!) {
    createListEntityValue(listEntityId: $listEntityId, name: $name, synonyms: $synonyms) {
      id
    }
  }
`)
const synonymsDocument = chatbotGraphql(`
  mutation NlpUpdateListEntitySynonyms($id: ID!, $synonyms: [String!]!) {
    updateListEntitySynonyms(id: $id, synonyms: $synonyms) {
      id
    }
  }
`)
const deleteValueDocument = chatbotGraphql(`
  mutation NlpDeleteListEntityValue($id: ID!) {
    deleteListEntityValue(id: $id) {
      ok
    }
  }
`)

const idReply = v.object({ id: v.string() })
const okReply = v.object({ ok: v.boolean() })

const ops = {
  createIntent: graphqlOperation('create intent', createIntentDocument, v.object({ createIntent: idReply })),
  updateIntent: graphqlOperation('update intent', updateIntentDocument, v.object({ updateIntent: idReply })),
  deleteIntent: graphqlOperation('delete intent', deleteIntentDocument, v.object({ deleteIntent: okReply })),
  createSentence: graphqlOperation(
    'create sentence',
    createSentenceDocument,
    v.object({ createSentence: idReply }),
  ),
  updateSentence: graphqlOperation(
    'update sentence',
    updateSentenceDocument,
    v.object({ updateSentence: idReply }),
  ),
  deleteSentence: graphqlOperation(
    'delete sentence',
    deleteSentenceDocument,
    v.object({ deleteSentence: okReply }),
  ),
  createKeyword: graphqlOperation(
    'create keyword',
    createKeywordDocument,
    v.object({ createKeyword: idReply }),
  ),
  updateKeyword: graphqlOperation(
    'update keyword',
    updateKeywordDocument,
    v.object({ updateKeyword: idReply }),
  ),
  deleteKeyword: graphqlOperation(
    'delete keyword',
    deleteKeywordDocument,
    v.object({ deleteKeyword: okReply }),
  ),
  createEntity: graphqlOperation(
    'create list entity',
    createEntityDocument,
    v.object({ createListEntity: idReply }),
  ),
  updateEntity: graphqlOperation(
    'update list entity',
    updateEntityDocument,
    v.object({ updateListEntity: idReply }),
  ),
  updateValue: graphqlOperation(
    'update list entity value',
    updateValueDocument,
    v.object({ updateListEntityValue: idReply }),
  ),
  deleteEntity: graphqlOperation(
    'delete list entity',
    deleteEntityDocument,
    v.object({ deleteListEntity: okReply }),
  ),
  createValue: graphqlOperation(
    'create list entity value',
    createValueDocument,
    v.object({ createListEntityValue: idReply }),
  ),
  synonyms: graphqlOperation(
    'update list entity synonyms',
    synonymsDocument,
    v.object({ updateListEntitySynonyms: idReply }),
  ),
  deleteValue: graphqlOperation(
    'delete list entity value',
    deleteValueDocument,
    v.object({ deleteListEntityValue: okReply }),
  ),
}

export type TextKind = 'sentence' | 'keyword'

/** The NLP calls, each refreshing the lists and the model status when it has answered. */
export function useNlpEdits(chatbotId: string) {
  const client = useQueryClient()
  const refresh = () => client.invalidateQueries({ queryKey: nlpKeys.all(chatbotId) })
  const run = async <T>(call: Promise<T>): Promise<T> => {
    try {
      return await call
    } finally {
      void refresh()
    }
  }
  return {
    createIntent: async (name: string) =>
      (await run(request('chatbot', ops.createIntent, { name }))).createIntent.id,
    updateIntent: (id: string, name: string) => run(request('chatbot', ops.updateIntent, { id, name })),
    deleteIntent: (id: string) => run(request('chatbot', ops.deleteIntent, { id })),
    createText: (kind: TextKind, intentId: string, text: string): Promise<unknown> =>
      kind === 'sentence'
        ? run(request('chatbot', ops.createSentence, { intentId, text }))
        : run(request('chatbot', ops.createKeyword, { intentId, text })),
    updateText: (kind: TextKind, id: string, text: string): Promise<unknown> =>
      kind === 'sentence'
        ? run(request('chatbot', ops.updateSentence, { id, text }))
        : run(request('chatbot', ops.updateKeyword, { id, text })),
    deleteText: (kind: TextKind, id: string): Promise<unknown> =>
      kind === 'sentence'
        ? run(request('chatbot', ops.deleteSentence, { id }))
        : run(request('chatbot', ops.deleteKeyword, { id })),
    createEntity: (name: string) => run(request('chatbot', ops.createEntity, { name })),
    renameEntity: (id: string, name: string) => run(request('chatbot', ops.updateEntity, { id, name })),
    deleteEntity: (id: string) => run(request('chatbot', ops.deleteEntity, { id })),
    renameValue: (id: string, name: string) => run(request('chatbot', ops.updateValue, { id, name })),
    createValue: (listEntityId: string, name: string, synonyms: string[]) =>
      run(request('chatbot', ops.createValue, { listEntityId, name, synonyms })),
    updateSynonyms: (id: string, synonyms: string[]) =>
      run(request('chatbot', ops.synonyms, { id, synonyms })),
    deleteValue: (id: string) => run(request('chatbot', ops.deleteValue, { id })),
  }
}

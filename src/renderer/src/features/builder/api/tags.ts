import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'
import { useBuilderMutation } from './state'

/**
 * The chatbot's tags (spec 001 §7.4 'Tags and translations': create, update, delete) and the tags of a
 * state: the tags of the variable (scalar name) it stores its answer in, chosen with the state
 * (stateMutation scalarName) and tagged with updateScalarName(tagsId).
 */
const createTagDocument = chatbotGraphql(`
  mutation BuilderCreateTag($kind: String!, $content: String!, $color: String) {
    createTag(kind: $kind, content: $content, color: $color) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const updateTagDocument = chatbotGraphql(`
  mutation BuilderUpdateTag($id: ID!, $kind: String, $content: String, $color: String) {
    updateTag(id: $id, kind: $kind, content: $content, color: $color) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteTagDocument = chatbotGraphql(`
  mutation BuilderDeleteTag($id: ID!) {
    deleteTag(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const stateVariableDocument = chatbotGraphql(`
  query BuilderStateVariable($id: ID!) {
    state(id: $id) {
      id
      scalarName {
        id
      }
    }
    allScalarnames {
      id
      name
      humanReadableName
      tags {
        id
      }
    }
  }
`)
const setStateVariableDocument = chatbotGraphql(`
  mutation BuilderSetStateVariable($id: ID!, $scalarName: ID) {
    stateMutation(newState: { id: $id, scalarName: $scalarName }) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const variableTagsDocument = chatbotGraphql(`
  mutation BuilderVariableTags($id: ID!, $tagsId: [ID!]!) {
    updateScalarName(id: $id, tagsId: $tagsId) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
const ops = {
  createTag: graphqlOperation('create tag', createTagDocument, v.object({ createTag: result })),
  updateTag: graphqlOperation('update tag', updateTagDocument, v.object({ updateTag: result })),
  deleteTag: graphqlOperation('delete tag', deleteTagDocument, v.object({ deleteTag: result })),
  stateVariable: graphqlOperation(
    'state variable',
    stateVariableDocument,
    v.object({
      state: v.nullable(v.object({ id: v.string(), scalarName: v.nullable(v.object({ id: v.string() })) })),
      allScalarnames: v.array(
        v.object({
          id: v.string(),
          name: v.string(),
          humanReadableName: v.string(),
          tags: v.array(v.object({ id: v.string() })),
        }),
      ),
    }),
  ),
  setStateVariable: graphqlOperation(
    'state variable',
    setStateVariableDocument,
    v.object({ stateMutation: result }),
  ),
  variableTags: graphqlOperation(
    'variable tags',
    variableTagsDocument,
    v.object({ updateScalarName: result }),
  ),
}

export const useCreateTag = () =>
  useBuilderMutation(async (input: { kind: string; content: string; color: string }) =>
    requireOk('create tag', (await request('chatbot', ops.createTag, input)).createTag),
  )

export const useUpdateTag = () =>
  useBuilderMutation(async (input: { id: string; kind?: string; content?: string; color?: string }) =>
    requireOk('update tag', (await request('chatbot', ops.updateTag, input)).updateTag),
  )

export const useDeleteTag = () =>
  useBuilderMutation(async (id: string) =>
    requireOk('delete tag', (await request('chatbot', ops.deleteTag, { id })).deleteTag),
  )

/** The variable a state stores its answer in, and every variable with its tags. */
export function useStateVariable(scope: BuilderScope | null, stateId: string) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'state-variable', stateId),
    queryFn: async () => {
      const answer = await request('chatbot', ops.stateVariable, { id: stateId })
      return { variableId: answer.state?.scalarName?.id ?? null, variables: answer.allScalarnames }
    },
    enabled: scope != null,
  })
}

/** Stores a state's answer in another variable, or in none (null). */
export const useSetStateVariable = () =>
  useBuilderMutation(async (input: { id: string; scalarName: string | null }) =>
    requireOk('state variable', (await request('chatbot', ops.setStateVariable, input)).stateMutation),
  )

export const useVariableTags = () =>
  useBuilderMutation(async (input: { id: string; tagsId: string[] }) =>
    requireOk('variable tags', (await request('chatbot', ops.variableTags, input)).updateScalarName),
  )

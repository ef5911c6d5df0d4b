import { useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { fieldErrorSchema, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { builderKeys, type BuilderScope } from '../scope'
import { useBuilderMutation } from './state'

/** Scalar names ("variables": where a state stores its answer), spec 001 §7.4 scalar name create/delete. */
const scalarNamesDocument = chatbotGraphql(`
  query BuilderScalarNames {
    allScalarnames {
      id
      name
      humanReadableName
    }
  }
`)
const createDocument = chatbotGraphql(`
  mutation BuilderCreateScalarName($name: String!, $humanReadableName: String) {
    createScalarName(name: $name, humanReadableName: $humanReadableName) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)
const deleteDocument = chatbotGraphql(`
  mutation BuilderDeleteScalarName($id: ID!) {
    deleteScalarName(id: $id) {
      ok
      errors {
        field
        messages
      }
    }
  }
`)

const result = v.object({ ok: v.boolean(), errors: v.array(fieldErrorSchema) })
const scalarNameSchema = v.object({ id: v.string(), name: v.string(), humanReadableName: v.string() })
export type ScalarNameDetail = v.InferOutput<typeof scalarNameSchema>

const listOperation = graphqlOperation(
  'scalar names',
  scalarNamesDocument,
  v.object({ allScalarnames: v.array(scalarNameSchema) }),
)
const createOperation = graphqlOperation(
  'create scalar name',
  createDocument,
  v.object({ createScalarName: result }),
)
const deleteOperation = graphqlOperation(
  'delete scalar name',
  deleteDocument,
  v.object({ deleteScalarName: result }),
)

export function useScalarNames(scope: BuilderScope | null) {
  return useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'scalar-names'),
    queryFn: async () => (await request('chatbot', listOperation)).allScalarnames,
    enabled: scope != null,
  })
}

export const useCreateScalarName = () =>
  useBuilderMutation(async (input: { name: string; humanReadableName: string }) =>
    requireOk('create scalar name', (await request('chatbot', createOperation, input)).createScalarName),
  )

export const useDeleteScalarName = () =>
  useBuilderMutation(async (id: string) =>
    requireOk('delete scalar name', (await request('chatbot', deleteOperation, { id })).deleteScalarName),
  )

import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { idSchema } from './user-fields'
import { usersKeys } from './user-list'

/** Router `assignableTeams`: the teams the user form offers, each with its chatbot. */
const assignableTeamsDocument = routerGraphql(`
  query AssignableTeams {
    assignableTeams {
      id
      name
      chatbotId
    }
  }
`)

const assignableTeamsOperation = graphqlOperation(
  'assignable teams',
  assignableTeamsDocument,
  v.object({
    assignableTeams: v.array(v.object({ id: idSchema, name: v.string(), chatbotId: idSchema })),
  }),
)

export const assignableTeamsQuery = queryOptions({
  queryKey: [...usersKeys.all, 'assignable-teams'] as const,
  queryFn: async () => (await request('router', assignableTeamsOperation)).assignableTeams,
})

export const useAssignableTeams = () => useQuery(assignableTeamsQuery)

import { queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { idSchema } from './user-fields'

/** Router `user`: the signed-in user as 'Your info' shows them (their employee entry is what updates). */
const meDocument = routerGraphql(`
  query YourInfo {
    user {
      id
      email
      firstName
      lastName
      language
      role
      isSuperuser
      phoneNumber
      allTeams
      organization {
        id
      }
      employee {
        id
      }
    }
  }
`)

const meOperation = graphqlOperation(
  'your info',
  meDocument,
  v.object({
    user: v.nullable(
      v.object({
        id: idSchema,
        email: v.string(),
        firstName: v.string(),
        lastName: v.string(),
        language: v.nullable(v.string()),
        role: v.string(),
        isSuperuser: v.boolean(),
        phoneNumber: v.nullable(v.string()),
        allTeams: v.boolean(),
        organization: v.object({ id: idSchema }),
        employee: v.nullable(v.object({ id: idSchema })),
      }),
    ),
  }),
)

export const meQuery = queryOptions({
  queryKey: ['users', 'me'] as const,
  queryFn: async () => (await request('router', meOperation)).user,
})

export const useMe = () => useQuery(meQuery)

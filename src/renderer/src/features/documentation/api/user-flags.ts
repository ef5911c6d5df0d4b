import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'

/** Router `user`: the two flags of the signed-in user this feature reads (spec 000 §3 User). */
const userFlagsDocument = routerGraphql(`
  query UserFlags {
    user {
      id
      pagesVisited
      isInTkPortal
    }
  }
`)

const markPageVisitedDocument = routerGraphql(`
  mutation MarkPageVisited($page: String!) {
    markPageVisited(page: $page) {
      id
      pagesVisited
      isInTkPortal
    }
  }
`)

const userFlagsSchema = v.object({
  id: v.string(),
  // A JSON map; read with hasVisited (shared/domain/pages-visited.ts), which takes anything.
  pagesVisited: v.unknown(),
  isInTkPortal: v.boolean(),
})
export type UserFlags = v.InferOutput<typeof userFlagsSchema>

const userFlagsOperation = graphqlOperation(
  'user flags',
  userFlagsDocument,
  v.object({ user: v.nullable(userFlagsSchema) }),
)
const markPageVisitedOperation = graphqlOperation(
  'mark page visited',
  markPageVisitedDocument,
  v.object({ markPageVisited: userFlagsSchema }),
)

/** The user's query: another user drops it with everything else of the previous user (lib/session.ts). */
export const userFlagsQuery = queryOptions({
  queryKey: ['users', 'me', 'flags'] as const,
  queryFn: async () => (await request('router', userFlagsOperation)).user,
  staleTime: 10 * 60_000,
})

export const useUserFlags = () => useQuery(userFlagsQuery)

/**
 * Marks a page seen. The hint goes at once (the cache holds the flag before the server answers); a refusal
 * brings it back on the next read rather than failing the screen.
 */
export function useMarkPageVisited() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (page: string) =>
      (await request('router', markPageVisitedOperation, { page })).markPageVisited,
    onMutate: (page) => {
      client.setQueryData(userFlagsQuery.queryKey, (user) =>
        user
          ? {
              ...user,
              pagesVisited: {
                ...(user.pagesVisited && typeof user.pagesVisited === 'object' ? user.pagesVisited : {}),
                [page]: true,
              },
            }
          : user,
      )
    },
    onSuccess: (user) => client.setQueryData(userFlagsQuery.queryKey, user),
    onError: () => void client.invalidateQueries({ queryKey: userFlagsQuery.queryKey }),
  })
}

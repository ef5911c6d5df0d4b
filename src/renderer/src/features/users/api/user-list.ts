import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import * as v from 'valibot'
import { routerGraphql } from '@shared/graphql/generated/router'
import { graphqlOperation, request } from '../../../lib/graphql'
import { usersPageSize, type UsersSearch } from '../search'
import { listedUserSchema } from './user-fields'

/** Router `userList` (src/shared/graphql/router/users.ts): the users list, searched, filtered, paged. */
const userListDocument = routerGraphql(`
  query UserList($search: String, $role: String, $chatbotId: ID, $page: Int, $pageSize: Int) {
    userList(search: $search, role: $role, chatbotId: $chatbotId, page: $page, pageSize: $pageSize) {
      totalCount
      page
      pageSize
      pageCount
      users {
        id
        email
        firstName
        lastName
        language
        role
        isSuperuser
        organization {
          id
        }
        allTeams
        teams {
          id
          name
        }
        chatbots {
          id
          name
          projectName
          deleted
        }
        employee {
          id
        }
      }
    }
  }
`)

const userListOperation = graphqlOperation(
  'users list',
  userListDocument,
  v.object({
    userList: v.object({
      totalCount: v.number(),
      page: v.number(),
      pageSize: v.number(),
      pageCount: v.number(),
      users: v.array(listedUserSchema),
    }),
  }),
)

/** Users management's queries hold the organisation's users, not a chatbot's: their own root key. */
export const usersKeys = {
  all: ['users'] as const,
  list: (search: UsersSearch) =>
    [
      'users',
      'list',
      search.search ?? '',
      search.role ?? '',
      search.chatbot ?? '',
      search.page ?? 1,
    ] as const,
}

export function userListQuery(search: UsersSearch) {
  return queryOptions({
    queryKey: usersKeys.list(search),
    queryFn: async () =>
      (
        await request('router', userListOperation, {
          search: search.search ?? null,
          role: search.role ?? null,
          chatbotId: search.chatbot ?? null,
          page: search.page ?? 1,
          pageSize: usersPageSize,
        })
      ).userList,
    placeholderData: keepPreviousData,
  })
}

export const useUserList = (search: UsersSearch) => useQuery(userListQuery(search))

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import * as v from 'valibot'
import { pageJson, type FacebookPage } from '@shared/domain/facebook-leads'
import { chatbotGraphql } from '@shared/graphql/generated/chatbot'
import { mutationResultEntries, requireOk } from '../../../lib/field-errors'
import { graphqlOperation, request } from '../../../lib/graphql'
import { facebookKeys } from '../scope'

/**
 * The Facebook tab's calls (chatbot service, spec 001 §7.3, §7.4): the connected pages, connecting with a
 * short-lived user token, switching a page on or off and disconnecting it. The token goes to the server in
 * the one call and is kept by nobody here: not in the cache, not in a mutation's variables afterwards.
 */

const pageSchema = v.object({
  id: v.string(),
  pageId: v.string(),
  pageName: v.string(),
  isActive: v.boolean(),
})

const pagesDocument = chatbotGraphql(`
  query FacebookPages {
    allFacebookPages { id pageId pageName isActive }
  }
`)
const pagesOperation = graphqlOperation(
  'Facebook pages',
  pagesDocument,
  v.object({ allFacebookPages: v.array(pageSchema) }),
)

export function facebookPagesQuery(chatbotId: string) {
  return queryOptions({
    queryKey: facebookKeys.key(chatbotId, 'pages'),
    queryFn: async (): Promise<FacebookPage[]> => (await request('chatbot', pagesOperation)).allFacebookPages,
  })
}
export const useFacebookPages = (chatbotId: string) => useQuery(facebookPagesQuery(chatbotId))

const connectDocument = chatbotGraphql(`
  mutation ConnectFacebookPages($token: String!) {
    facebookPageUpdate(shortLivedUserAccessToken: $token) {
      ok code errorMessage pages { id pageId pageName isActive }
    }
  }
`)
const connectOperation = graphqlOperation(
  'connect Facebook pages',
  connectDocument,
  v.object({
    facebookPageUpdate: v.object({
      ok: v.boolean(),
      code: v.nullable(v.string()),
      errorMessage: v.nullable(v.string()),
      pages: v.array(pageSchema),
    }),
  }),
)

/** Facebook (or the server) refused the token: `errorMessage` is its answer, shown as given. */
export class ConnectRefusedError extends Error {
  constructor(
    readonly code: string | null,
    readonly errorMessage: string | null,
  ) {
    super(errorMessage ?? 'Facebook did not accept the connection.')
    this.name = 'ConnectRefusedError'
  }
}

/**
 * Connects the pages the token's Facebook user manages; the list then shows the chatbot's pages after it.
 * Not a useMutation: a mutation keeps its variables in the mutation cache for minutes, and the token must
 * live no longer than this call.
 */
export function useConnectFacebook(chatbotId: string) {
  const client = useQueryClient()
  const [isPending, setPending] = useState(false)
  const connect = useCallback(
    async (token: string): Promise<FacebookPage[]> => {
      setPending(true)
      try {
        const answer = (await request('chatbot', connectOperation, { token })).facebookPageUpdate
        client.setQueryData(facebookPagesQuery(chatbotId).queryKey, answer.pages)
        if (!answer.ok) throw new ConnectRefusedError(answer.code, answer.errorMessage)
        return answer.pages
      } finally {
        setPending(false)
      }
    },
    [client, chatbotId],
  )
  return { connect, isPending }
}

const pageAnswer = v.object({
  ...mutationResultEntries,
  code: v.nullable(v.string()),
  facebookPage: v.nullable(pageSchema),
})
const updateDocument = chatbotGraphql(`
  mutation UpdateFacebookPage($data: JSON!) {
    updateFacebookPage(data: $data) {
      ok code errorMessage errors { field messages } facebookPage { id pageId pageName isActive }
    }
  }
`)
const updateOperation = graphqlOperation(
  'update Facebook page',
  updateDocument,
  v.object({ updateFacebookPage: pageAnswer }),
)
const deleteDocument = chatbotGraphql(`
  mutation DeleteFacebookPage($data: JSON!) {
    deleteFacebookPage(data: $data) { ok code errorMessage errors { field messages } }
  }
`)
const deleteOperation = graphqlOperation(
  'delete Facebook page',
  deleteDocument,
  v.object({
    deleteFacebookPage: v.object({ ...mutationResultEntries, code: v.nullable(v.string()) }),
  }),
)

/** Switches a page's lead forms on or off (JSON page_name, page_id, is_active, spec 001 §7.4). */
export function useSetFacebookPageActive(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ page, isActive }: { page: FacebookPage; isActive: boolean }) =>
      requireOk(
        'updateFacebookPage',
        (await request('chatbot', updateOperation, { data: pageJson(page, isActive) })).updateFacebookPage,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: facebookKeys.all(chatbotId) }),
  })
}

/** Disconnects a page (the same JSON). */
export function useDeleteFacebookPage(chatbotId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (page: FacebookPage) =>
      requireOk(
        'deleteFacebookPage',
        (await request('chatbot', deleteOperation, { data: pageJson(page) })).deleteFacebookPage,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: facebookKeys.all(chatbotId) }),
  })
}

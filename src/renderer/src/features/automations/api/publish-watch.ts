import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import type { AutomatchPublishWatch } from '@shared/ipc/automations'
import { portal, usePortalEvent } from '../../../lib/portal'
import { automationKeys } from '../scope'

/**
 * Main's watch of an automatch publish (src/main/automations): main asks the server every 5,000 ms until
 * publishing ends and tells us after every check. The watch lives in main, so a reloaded screen asks for it
 * again; when the server says it is publishing while main is not watching (the app was restarted
 * meanwhile), main is asked to watch again.
 */
const watchQuery = (chatbotId: string, campaignId: string) =>
  queryOptions({
    queryKey: automationKeys.key(chatbotId, 'publish-watch', campaignId),
    queryFn: async () =>
      (await portal().automations.publishWatches({})).find((watch) => watch.campaignId === campaignId) ??
      null,
    staleTime: Infinity,
  })

export interface PublishWatchOptions {
  /** The server's derived status says the automatch is being published. */
  readonly serverPublishing: boolean
  /** Publishing ended while this screen showed it. */
  readonly onEnd: (state: 'PUBLISHED' | 'FAILED') => void
}

export function usePublishWatch(
  chatbotId: string,
  campaignId: string,
  { serverPublishing, onEnd }: PublishWatchOptions,
): AutomatchPublishWatch | null {
  const client = useQueryClient()
  const query = watchQuery(chatbotId, campaignId)
  const watch = useQuery(query)
  // Asked again at most once per visit, and not after an end this screen heard (its status may lag).
  const resumed = useRef(false)
  usePortalEvent(portal().automations.onDidChangePublish, (next: AutomatchPublishWatch) => {
    if (next.chatbotId !== chatbotId || next.campaignId !== campaignId) return
    client.setQueryData(query.queryKey, next.state === 'publishing' ? next : null)
    if (next.state === 'publishing') return
    resumed.current = true
    onEnd(next.state)
  })
  const unwatched = watch.isSuccess && watch.data === null && serverPublishing
  useEffect(() => {
    if (!unwatched || resumed.current) return
    resumed.current = true
    void watchPublish(chatbotId, campaignId, client).catch(() => undefined)
  }, [unwatched, chatbotId, campaignId, client])
  return watch.data ?? null
}

/** After Publish: main watches until it ends. */
export async function watchPublish(chatbotId: string, campaignId: string, client: QueryClient) {
  const started = await portal().automations.watchPublish({ campaignId })
  client.setQueryData(watchQuery(chatbotId, campaignId).queryKey, started)
}

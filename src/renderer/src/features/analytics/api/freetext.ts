import { useQuery } from '@tanstack/react-query'
import { rest } from '../../../lib/rest'
import { analyticsKeys, type AnalyticsScope } from '../scope'

/**
 * What candidates typed at one state (GET /api/v1/freetext-messages/, spec 001 §7.2), newest first; the server
 * answers at most 500 and takes no range or page, so the screen pages through them itself.
 */
export function useFreetextMessages(scope: AnalyticsScope, stateId: string) {
  return useQuery({
    queryKey: analyticsKeys.key(scope.chatbotId, 'freetext', stateId),
    queryFn: async () =>
      (await rest('freetextMessages', { query: { project_id: scope.projectId, state_id: stateId } }))
        .messages,
    staleTime: 60_000,
  })
}

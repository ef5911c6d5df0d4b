import { useNavigate } from '@tanstack/react-router'
import { useCallback, useEffect } from 'react'
import { portal, usePortalEvent } from '../../../lib/portal'

/**
 * Opens the conversation main asks for: a clicked notification, or a `chatbot-portal://inbox/<client id>`
 * link (main focuses the window first). Mounted once in the signed-in frame so it works from any screen.
 * On mounting it takes a request made before it listened: a link opened while signed out lands on its
 * conversation right after the sign-in (main never signs in for a link, QUALITY SEC-9).
 */
export function ConversationRequestListener() {
  const navigate = useNavigate()
  const take = useCallback(() => {
    void portal()
      .inbox.takeRequestedConversation({})
      .then(({ clientId }) => {
        if (clientId)
          void navigate({ to: '/inbox/$clientId', params: { clientId }, search: (previous) => previous })
      })
      .catch(() => undefined)
  }, [navigate])
  useEffect(take, [take])
  usePortalEvent(portal().inbox.onDidRequestConversation, take)
  return null
}

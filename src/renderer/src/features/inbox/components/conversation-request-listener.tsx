import { useNavigate } from '@tanstack/react-router'
import { portal, usePortalEvent } from '../../../lib/portal'

/**
 * A click on a native notification (main focuses the window first) opens that conversation. Mounted once
 * in the signed-in frame so it works from any screen.
 */
export function ConversationRequestListener() {
  const navigate = useNavigate()
  usePortalEvent(portal().inbox.onDidRequestConversation, ({ clientId }: { readonly clientId: string }) => {
    void navigate({ to: '/inbox/$clientId', params: { clientId }, search: (previous) => previous })
  })
  return null
}

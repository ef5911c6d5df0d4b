import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { AutomatchPublishWatch } from '@shared/ipc/automations'
import { portal, usePortalEvent } from '../../../lib/portal'
import { automationKeys } from '../scope'

/**
 * Main's publish poller ended a publish: the automations are asked again on any screen (the overview's
 * badge, the detail's status); the native notification's click opens that automation. Mounted once in the
 * signed-in frame.
 */
export function AutomationsPublishListener() {
  const client = useQueryClient()
  const navigate = useNavigate()
  usePortalEvent(portal().automations.onDidChangePublish, (watch: AutomatchPublishWatch) => {
    if (watch.state !== 'publishing')
      void client.invalidateQueries({ queryKey: automationKeys.all(watch.chatbotId) })
  })
  usePortalEvent(portal().automations.onDidRequestAutomation, ({ campaignId }: { campaignId: string }) => {
    void navigate({ to: '/automations/$campaignId', params: { campaignId } })
  })
  return null
}

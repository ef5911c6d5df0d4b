import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { NlpPublishResult } from '@shared/ipc/nlp'
import { portal, usePortalEvent } from '../../../lib/portal'
import { nlpKeys } from '../scope'

/**
 * Main's training poller ended a Publish (spec 001 §4 'Model training'): the model status is refreshed, and
 * when published the app says 'Published, you can use the new knowledge in the Builder' (main shows the
 * native notification; its click opens the NLP screen). Mounted once in the signed-in frame.
 */
export function PublishingListener() {
  // Mounted in the frame on every screen: the NLP texts load in the background instead of holding the
  // frame until they are there (lib/i18n.ts); the first publish ends long after.
  const { t } = useTranslation('nlp', { useSuspense: false })
  const client = useQueryClient()
  const navigate = useNavigate()
  usePortalEvent(portal().nlp.onDidFinishPublishing, ({ chatbotId, status }: NlpPublishResult) => {
    void client.invalidateQueries({ queryKey: nlpKeys.all(chatbotId) })
    if (status === 'PUBLISHED')
      notifications.show({ id: `nlp-published-${chatbotId}`, color: 'teal', message: t('published') })
  })
  usePortalEvent(portal().nlp.onDidRequestNlp, () => {
    void navigate({ to: '/nlp' })
  })
  return null
}

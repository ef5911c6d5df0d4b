import { Button } from '@mantine/core'
import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'

// The frame lends this button to every conversation header: the modal loads when first opened (QUALITY P-1).
const ReportModal = lazy(() => import('./report-modal').then((module) => ({ default: module.ReportModal })))

/**
 * "Report this conversation" in a conversation's header (Smart Inbox, analytics): the report modal,
 * pre-filled with the selected chatbot and the conversation. Mounted with the conversation, so a draft
 * stays while the user looks back at the conversation.
 */
export function ReportConversationButton({ clientId }: { clientId: string }) {
  const { t } = useTranslation('report')
  const chatbot = useSelectedChatbot()
  const [opened, setOpened] = useState(false)
  const [used, setUsed] = useState(false)
  if (!chatbot) return null
  return (
    <>
      <Button
        size="compact-xs"
        variant="default"
        onClick={() => {
          setUsed(true)
          setOpened(true)
        }}
        data-testid="report-conversation"
      >
        {t('reportConversation')}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <ReportModal
            opened={opened}
            onClose={() => setOpened(false)}
            about={{ projectId: chatbot.name, clientId }}
          />
        </Suspense>
      )}
    </>
  )
}

/** The slot conversation views render in their header (lib/conversation-actions.tsx). */
export const reportConversationAction = ({ clientId }: { clientId: string }) => (
  <ReportConversationButton clientId={clientId} />
)

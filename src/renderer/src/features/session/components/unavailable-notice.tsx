import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { sessionErrorCodes } from '@shared/ipc/session'

/**
 * The functionality-unavailable and suspension messages (spec 000 §2 "Login"): shown in place of a screen
 * whose call answered `functionality_unavailable` or `chatbot_suspended`.
 */
export function UnavailableNotice({ code }: { code: 'functionality_unavailable' | 'chatbot_suspended' }) {
  const { t } = useTranslation('session')
  return (
    <Alert
      color={code === sessionErrorCodes.chatbotSuspended ? 'red' : 'yellow'}
      variant="light"
      role="alert"
      data-testid={`notice-${code}`}
    >
      {t(`errors.${code}`)}
    </Alert>
  )
}

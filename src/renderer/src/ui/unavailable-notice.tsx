import { Alert } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UnavailableCode } from '../lib/errors'

/**
 * The functionality-unavailable and suspension messages (spec 000 §2 "Login"): shown in place of a screen
 * or panel whose chatbot is suspended or whose call answered `functionality_unavailable` or
 * `chatbot_suspended`.
 */
export function UnavailableNotice({ code }: { code: UnavailableCode }) {
  const { t } = useTranslation(['common'])
  return (
    <Alert
      color={code === 'chatbot_suspended' ? 'red' : 'yellow'}
      variant="light"
      role="alert"
      data-testid={`notice-${code}`}
    >
      {t(`common:errors.${code}`)}
    </Alert>
  )
}

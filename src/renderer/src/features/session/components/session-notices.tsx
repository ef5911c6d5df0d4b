import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DemoMessage } from '@shared/ipc/session'
import { usePortalEvent } from '../../../lib/portal'
import { sessionApi } from '../../../lib/session'

/**
 * Session messages that can arrive on any screen: the demo workspace's "text messages" and "e-mails"
 * (login code, reset link), and the one-time notice that the sign-in lives in memory only. Renders nothing.
 */
export function SessionNotices() {
  const { t } = useTranslation('session')
  const navigate = useNavigate()

  // Mantine's default notification text is a light grey (below WCAG AA) and its close button has no name.
  const common = {
    closeButtonProps: { 'aria-label': t('common:actions.close') },
    styles: { description: { color: 'var(--mantine-color-gray-8)' } },
  }

  usePortalEvent(sessionApi().onDidReceiveDemoMessage, (message: DemoMessage) => {
    if (message.kind === 'login-code') {
      notifications.show({
        // One notice per code: a resend replaces the old one instead of stacking codes.
        ...common,
        id: 'demo-login-code',
        title: t('demo.codeTitle'),
        message: t('demo.code', { value: message.value }),
        autoClose: false,
        color: 'indigo',
      })
    } else if (message.kind === 'reset-link') {
      const id = 'demo-reset-link'
      notifications.show({
        ...common,
        id,
        title: t('demo.resetTitle'),
        autoClose: false,
        color: 'indigo',
        message: (
          <Stack gap={6} align="flex-start">
            <Text fz="sm">{t('demo.reset')}</Text>
            <Button
              size="xs"
              onClick={() => {
                notifications.hide(id)
                void navigate({ to: '/reset-password', search: { guid: message.value } })
              }}
            >
              {t('demo.openReset')}
            </Button>
          </Stack>
        ),
      })
    } else {
      notifications.show({ ...common, title: t('demo.hintTitle'), message: t('demo.other', { text: message.text }), color: 'indigo' })
    }
  })

  usePortalEvent(sessionApi().onDidFallBackToMemory, () => {
    notifications.show({
      ...common,
      id: 'session-memory-only',
      title: t('memoryOnly.title'),
      message: t('memoryOnly.body'),
      color: 'yellow',
      autoClose: false,
    })
  })

  return null
}

import { useEffect } from 'react'
import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import type { DemoMessage } from '@shared/ipc/session'
import { PortalCallError, portal, usePortalEvent } from '../../../lib/portal'
import { sessionApi, useSession } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { firstShowingThisRun } from '../after-sign-in'

/** Long enough to read the two sentences, then gone. */
export const memoryNoticeMs = 12_000

/** `chatbot-portal://reset-password/<GUID>`: the link in a real reset e-mail, opened by the OS. */
export function resetGuidFromDeepLink(url: string): string | null {
  const match = /^chatbot-portal:\/\/reset-password\/([A-Za-z0-9-]{1,200})\/?$/.exec(url)
  return match?.[1] ?? null
}

type SessionT = ReturnType<typeof useTranslation<['session', 'common']>>['t']

/**
 * A notice's text in the interface language of the moment: a notification outlives the call that showed
 * it, and the user may switch the language while it is on screen (the code notice stays until used).
 */
function NoticeText({ children }: { children: (t: SessionT) => string }) {
  const { t } = useTranslation(['session', 'common'])
  return <>{children(t)}</>
}

/**
 * Session messages that can arrive on any screen: the demo workspace's "text messages" and "e-mails"
 * (login code, reset link), the one-time notice that the sign-in lives in memory only, a reset link opened
 * from an e-mail, and a single sign-on that came back with an error. Renders nothing.
 */
export function SessionNotices() {
  const { t } = useTranslation(['session', 'common'])
  const navigate = useNavigate()
  const errorMessage = useErrorMessage('session')

  // Mantine's default notification text is a light grey (below WCAG AA) and its close button has no name.
  const common = {
    closeButtonProps: { 'aria-label': t('common:actions.close') },
    styles: { description: { color: 'var(--portal-notice-text)' } },
  }

  usePortalEvent(sessionApi().onDidReceiveDemoMessage, (message: DemoMessage) => {
    if (message.kind === 'login-code') {
      notifications.show({
        // One notice per code: a resend replaces the old one instead of stacking codes.
        ...common,
        id: 'demo-login-code',
        title: <NoticeText>{(t) => t('demo.codeTitle')}</NoticeText>,
        message: <NoticeText>{(t) => t('demo.code', { value: message.value })}</NoticeText>,
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
      notifications.show({
        ...common,
        title: <NoticeText>{(t) => t('demo.hintTitle')}</NoticeText>,
        message: <NoticeText>{(t) => t('demo.other', { text: message.text })}</NoticeText>,
        color: 'indigo',
      })
    }
  })

  usePortalEvent(portal().app.onDidOpenDeepLink, ({ url }: { url: string }) => {
    const guid = resetGuidFromDeepLink(url)
    if (guid) void navigate({ to: '/reset-password', search: { guid } })
  })

  usePortalEvent(sessionApi().onDidFailSso, ({ code }: { code: string }) => {
    notifications.show({
      ...common,
      id: 'sso-failed',
      color: 'red',
      message: errorMessage(new PortalCallError({ code, message: code })),
      autoClose: false,
    })
  })

  // Main may decide before this window listens (at start-up), so the session state says it too.
  const tokenStorage = useSession().data?.tokenStorage
  const showMemoryNotice = () => {
    // Once per run, however the renderer learns about it, and not again after a reload of the window.
    if (!firstShowingThisRun('session-memory-only')) return
    notifications.show({
      ...common,
      id: 'session-memory-only',
      title: <NoticeText>{(t) => t('memoryOnly.title')}</NoticeText>,
      message: <NoticeText>{(t) => t('memoryOnly.body')}</NoticeText>,
      color: 'yellow',
      // Informational: it closes by itself (the frame shows notices bottom left, away from controls).
      autoClose: memoryNoticeMs,
    })
  }
  usePortalEvent(sessionApi().onDidFallBackToMemory, showMemoryNotice)
  useEffect(() => {
    if (tokenStorage === 'memory') showMemoryNotice()
  })

  return null
}

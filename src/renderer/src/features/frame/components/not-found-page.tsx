import { Button, Stack, Text, Title } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

/** Seconds the page stays before it goes to '/' by itself: long enough to read the failed address. */
export const notFoundRedirectSeconds = 10

/**
 * 'Looks like you're lost' (spec 000 §2): redirects to '/' after a visible countdown; the button goes
 * there at once.
 */
export function NotFoundPage() {
  const { t } = useTranslation('frame')
  const navigate = useNavigate()
  const [left, setLeft] = useState(notFoundRedirectSeconds)
  useEffect(() => {
    if (left <= 0) {
      void navigate({ to: '/' })
      return
    }
    const timer = setTimeout(() => setLeft((seconds) => seconds - 1), 1000)
    return () => clearTimeout(timer)
  }, [left, navigate])

  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" data-testid="not-found">
      <Text fz={64} fw={700} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Text fz="sm" c="dimmed" data-testid="not-found-countdown">
        {t('notFound.redirecting', { count: Math.max(left, 0) })}
      </Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  )
}

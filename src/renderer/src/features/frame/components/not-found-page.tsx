import { Button, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'

export function NotFoundPage() {
  const { t } = useTranslation('frame')
  return (
    <Stack align="center" justify="center" mih="60vh" gap="md" data-testid="not-found">
      <Text fz={64} fw={700} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{t('notFound.title')}</Title>
      <Text c="dimmed">{t('notFound.body')}</Text>
      <Button component={Link} to="/">
        {t('notFound.home')}
      </Button>
    </Stack>
  )
}

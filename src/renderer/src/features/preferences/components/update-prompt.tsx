import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useRestartToUpdate, useUpdateState } from '../api/updates'

/**
 * The "Restart to update" prompt, shown over every screen once an update has downloaded. The app never
 * restarts by itself: "Later" hides the prompt for this session (the update then installs at the next quit).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('updates')
  const state = useUpdateState().data
  const restart = useRestartToUpdate()
  const [dismissedVersion, setDismissedVersion] = useState<string | null>(null)
  if (state?.status !== 'downloaded' || dismissedVersion === state.version) return null

  return (
    <Alert
      color="indigo"
      variant="light"
      title={t('prompt.title')}
      mb="md"
      data-testid="update-prompt"
      role="status"
    >
      <Group justify="space-between" gap="md">
        <Text size="sm">{t('prompt.body', { version: state.version })}</Text>
        <Group gap="xs">
          <Button variant="subtle" size="xs" onClick={() => setDismissedVersion(state.version)}>
            {t('prompt.later')}
          </Button>
          <Button size="xs" onClick={() => restart.mutate()} loading={restart.isPending}>
            {t('prompt.restart')}
          </Button>
        </Group>
      </Group>
      {restart.isError && (
        <Text size="sm" c="red" mt="xs" role="alert">
          {t('prompt.failed')}
        </Text>
      )}
    </Alert>
  )
}

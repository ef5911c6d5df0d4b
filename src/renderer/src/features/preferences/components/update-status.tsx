import { Button, Group, Progress, Stack, Text } from '@mantine/core'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { UpdateState } from '@shared/ipc/updates'
import { useCheckForUpdates, useRestartToUpdate, useUpdateState } from '../api/updates'

/** The updater's state in words, with "Check for updates" and, once downloaded, "Restart to update". */
export function UpdateStatus() {
  const { t, i18n } = useTranslation('updates')
  const state = useUpdateState().data
  const check = useCheckForUpdates()
  const restart = useRestartToUpdate()
  if (!state) return null

  const busy = state.status === 'checking' || state.status === 'available' || state.status === 'downloading'
  const canCheck = state.status !== 'disabled' && state.status !== 'downloaded'
  return (
    <Stack gap="xs" data-testid="update-status" aria-live="polite">
      <Text size="sm">{describe(state, t, i18n.language)}</Text>
      {state.status === 'downloading' && (
        <Progress value={state.percent} size="sm" aria-label={describe(state, t, i18n.language)} />
      )}
      <Group gap="sm">
        {canCheck && (
          <Button
            variant="default"
            size="xs"
            onClick={() => check.mutate()}
            loading={busy || check.isPending}
          >
            {t('checkNow')}
          </Button>
        )}
        {state.status === 'downloaded' && (
          <Button size="xs" onClick={() => restart.mutate()} loading={restart.isPending}>
            {t('prompt.restart')}
          </Button>
        )}
      </Group>
    </Stack>
  )
}

type T = TFunction<'updates'>

export function describe(state: UpdateState, t: T, language: string): string {
  switch (state.status) {
    case 'disabled':
      return t(`status.disabled.${state.reason}`)
    case 'idle':
      return state.lastCheckedAt
        ? t('status.idleChecked', {
            time: new Date(state.lastCheckedAt).toLocaleTimeString(language, {
              hour: '2-digit',
              minute: '2-digit',
            }),
          })
        : t('status.idle')
    case 'checking':
      return t('status.checking')
    case 'available':
      return t('status.available', { version: state.version })
    case 'downloading':
      return t('status.downloading', { version: state.version, percent: state.percent })
    case 'downloaded':
      return t('status.downloaded', { version: state.version })
    case 'offline':
      return t('status.offline')
    case 'error':
      return t('status.error', { message: state.message })
  }
}

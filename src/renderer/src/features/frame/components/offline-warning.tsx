import { Alert, Button, Group, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { portal } from '../../../lib/portal'
import { useConnectionProblem, useRecoverWhenReachable } from '../use-connectivity'

/**
 * The spec's persistent offline warning: stays until the connection is back and cannot be dismissed.
 * Pinned to the bottom edge above every layer, so no header, drawer or modal can hide it. Its variants:
 * the chosen server does not answer (main keeps probing; a dead demo server is being restarted), and the
 * demo server crashed too often, with the action that starts it again (REL-12).
 */
export function OfflineWarning() {
  const { t } = useTranslation('frame')
  const problem = useConnectionProblem()
  useRecoverWhenReachable(problem)
  const [restarting, setRestarting] = useState(false)
  if (problem === 'ok') return null

  const restart = () => {
    setRestarting(true)
    // The outcome arrives as a connectivity change; a failed restart leaves this warning in place.
    portal()
      .app.restartDemoWorkspace({})
      .catch(() => undefined)
      .finally(() => setRestarting(false))
  }

  return (
    <Alert
      role="alert"
      color={problem === 'demo-failed' ? 'red.9' : 'var(--portal-warning-bg)'}
      variant="filled"
      radius={0}
      py={8}
      pos="fixed"
      bottom={0}
      left={0}
      right={0}
      style={{ zIndex: 1000, textAlign: 'center' }}
      data-testid="offline-warning"
      data-problem={problem}
    >
      {problem === 'demo-failed' ? (
        <Group justify="center" gap="md">
          <Text inherit>{t('demoFailed')}</Text>
          <Button size="compact-sm" variant="white" color="red.9" loading={restarting} onClick={restart}>
            {t('demoRestart')}
          </Button>
        </Group>
      ) : (
        t(problem === 'offline' ? 'offline' : 'serverUnreachable')
      )}
    </Alert>
  )
}

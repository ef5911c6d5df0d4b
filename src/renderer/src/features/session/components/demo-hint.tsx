import { Alert, Anchor, Code, List, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { demoPassword, demoUsers } from '../demo-users'

/** Demo workspace only: who to sign in as, so a newcomer can look around without an account. */
export function DemoHint({ onPick }: { onPick?: (username: string) => void }) {
  const { t } = useTranslation('session')
  return (
    <Alert color="indigo" variant="light" title={t('demo.hintTitle')} data-testid="demo-hint">
      <Text fz="sm" mb={6}>
        {t('demo.hintBody', { password: demoPassword })}
      </Text>
      <List size="sm" spacing={2}>
        {demoUsers.map((user) => (
          <List.Item key={user.username}>
            {onPick ? (
              <Anchor component="button" type="button" fz="sm" ff="monospace" c="indigo.9" onClick={() => onPick(user.username)}>
                {user.username}
              </Anchor>
            ) : (
              <Code>{user.username}</Code>
            )}{' '}
            – {t(user.noteKey)}
          </List.Item>
        ))}
      </List>
    </Alert>
  )
}

import { Alert, Anchor, Code, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { demoPassword, demoUsers } from '../demo-users'

/**
 * Demo workspace only: who to sign in as (the README's users and roles), so a newcomer can look around
 * without an account. The password stands on its own, with no punctuation after it to copy by mistake.
 */
export function DemoHint({ onPick }: { onPick?: (username: string) => void }) {
  const { t } = useTranslation('session')
  return (
    <Alert color="indigo" variant="light" title={t('demo.hintTitle')} data-testid="demo-hint">
      <Text fz="sm" mb={4}>
        {t('demo.hintBody')}
      </Text>
      <Group gap={6} mb={6} wrap="nowrap">
        <Text fz="sm" component="span">
          {t('demo.passwordLabel')}
        </Text>
        <Code data-testid="demo-password">{demoPassword}</Code>
      </Group>
      <Stack
        gap={6}
        data-testid="demo-users"
        component="ul"
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {demoUsers.map((user) => (
          <li key={user.username}>
            <Group gap={6} wrap="nowrap">
              {onPick ? (
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  ff="monospace"
                  c="var(--portal-strong-link)"
                  onClick={() => onPick(user.username)}
                >
                  {user.username}
                </Anchor>
              ) : (
                <Code>{user.username}</Code>
              )}
              <Code fz={10}>{user.role}</Code>
            </Group>
            <Text fz="xs">{t(user.noteKey)}</Text>
          </li>
        ))}
      </Stack>
    </Alert>
  )
}

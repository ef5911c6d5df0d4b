import { Alert, Anchor, Code, Group, Table, Text } from '@mantine/core'
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
      <Table fz="xs" verticalSpacing={2} horizontalSpacing={6} withRowBorders={false} data-testid="demo-users">
        <Table.Tbody>
          {demoUsers.map((user) => (
            <Table.Tr key={user.username}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {onPick ? (
                  <Anchor component="button" type="button" fz="xs" ff="monospace" c="var(--portal-strong-link)" onClick={() => onPick(user.username)}>
                    {user.username}
                  </Anchor>
                ) : (
                  <Code>{user.username}</Code>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Code fz={10}>{user.role}</Code>
              </Table.Td>
              <Table.Td>{t(user.noteKey)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Alert>
  )
}

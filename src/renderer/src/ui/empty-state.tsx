import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { AnchorLink } from './anchor-link'
import { IconHelpCircle } from './icons'

/**
 * The designed "nothing here" of a list or table: a title, one sentence, and an optional way out. `docs`
 * names the help article about this area (its id in the documentation, usually the area's name): the
 * state then links to it, for the user who does not yet know what belongs here.
 */
export function EmptyState({
  title,
  body,
  action,
  docs,
  testId,
}: {
  title: string
  body: string
  action?: ReactNode
  docs?: string
  testId?: string
}) {
  const { t } = useTranslation('common')
  return (
    <Paper withBorder p="xl" radius="md" data-testid={testId}>
      <Stack gap="xs" align="center">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" ta="center">
          {body}
        </Text>
        {action}
        {docs && (
          <AnchorLink
            to="/documentation"
            search={{ article: docs }}
            size="sm"
            data-testid="empty-state-docs"
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconHelpCircle size={16} stroke={1.6} aria-hidden />
            {t('actions.readDocumentation')}
          </AnchorLink>
        )}
      </Stack>
    </Paper>
  )
}

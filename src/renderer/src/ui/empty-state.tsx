import { Paper, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** The designed "nothing here" of a list or table: a title, one sentence, and an optional way out. */
export function EmptyState({
  title,
  body,
  action,
  testId,
}: {
  title: string
  body: string
  action?: ReactNode
  testId?: string
}) {
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
      </Stack>
    </Paper>
  )
}

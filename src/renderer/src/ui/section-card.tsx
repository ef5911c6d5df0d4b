import { Card, Stack, Title } from '@mantine/core'
import type { ReactNode } from 'react'

/** A titled card of an overview page (the dashboard): the same frame whichever feature fills it. */
export function SectionCard({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: ReactNode
}) {
  return (
    <Card withBorder radius="md" padding="lg" data-testid={testId}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  )
}

import { Box, Center, Group, Paper, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { accessibleErrorColor } from '../contrast'

/**
 * The frame of every signed-out screen: product name, a slot for the language control (the route passes
 * the frame's switcher, since features do not import each other) and one centred card.
 */
export function AuthLayout({
  children,
  languageControl,
}: {
  children: ReactNode
  languageControl?: ReactNode
}) {
  const { t } = useTranslation(['frame', 'session'])
  return (
    <Box mih="100vh" bg="var(--portal-subtle-bg)" style={accessibleErrorColor}>
      <Group component="header" justify="space-between" px="lg" py="md">
        <Stack gap={0}>
          <Text fw={700} fz="lg" component="span">
            {t('frame:productName')}
          </Text>
          <Text fz="sm" c="dimmed" component="span">
            {t('session:layout.tagline')}
          </Text>
        </Stack>
        {languageControl}
      </Group>
      <Center component="main" px="md" pb="xl" pt="md">
        <Paper withBorder shadow="sm" radius="lg" p="xl" w="100%" maw={460}>
          {children}
        </Paper>
      </Center>
    </Box>
  )
}

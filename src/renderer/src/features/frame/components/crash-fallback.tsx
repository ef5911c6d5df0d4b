import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/**
 * Shown when rendering fails. It must not depend on the router or on translations succeeding (a missing
 * translation is one of the ways to get here), so the link is a plain hash link and texts have defaults.
 */
export function CrashFallback() {
  const { t } = useTranslation('frame')
  return (
    <Center mih="70vh" data-testid="crash-fallback">
      <Stack align="center" gap="sm" maw={480}>
        <Title order={1}>{t('crash.title', { defaultValue: 'Oops' })}</Title>
        <Text ta="center">{t('crash.body', { defaultValue: 'something went wrong in our system' })}</Text>
        <Button component="a" href="#/" onClick={() => setTimeout(() => window.location.reload(), 0)}>
          {t('crash.home', { defaultValue: 'Back to the start' })}
        </Button>
      </Stack>
    </Center>
  )
}

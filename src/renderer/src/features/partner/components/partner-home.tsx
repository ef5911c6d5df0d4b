import { Anchor, Badge, Card, Group, List, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { signedInState, useSession } from '../../../lib/session'
import {
  IconFileText,
  IconHeartHandshake,
  IconLock,
  IconMessages,
  IconSettings,
  type Icon,
} from '../../../ui/icons'

const tasks: readonly { id: 'submit' | 'follow'; icon: Icon }[] = [
  { id: 'submit', icon: IconFileText },
  { id: 'follow', icon: IconMessages },
]

/**
 * A partner's home (spec 000 §6: the partner branch reads and creates in the partner portal only). Until
 * the partner portal's screens exist, this page says what a partner does here and what they can do now.
 */
export function PartnerHome() {
  const { t } = useTranslation('partner')
  const state = signedInState(useSession().data)
  const organisation = state?.user.organization?.name ?? t('yourClient')

  return (
    <Stack gap="lg" maw={920} data-testid="partner-home">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light" color="indigo" aria-hidden>
          <IconHeartHandshake size={30} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro', { organisation })}</Text>
        </Stack>
      </Group>

      <Card withBorder padding="lg" component="section" aria-labelledby="partner-what">
        <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id="partner-what">
            {t('what.title')}
          </Title>
          <Badge variant="light" color="indigo">
            {t('what.badge')}
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {tasks.map(({ id, icon: TaskIcon }) => (
            <Group key={id} gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={36} radius="md" variant="light" color="indigo" aria-hidden>
                <TaskIcon size={20} stroke={1.6} />
              </ThemeIcon>
              <Stack gap={2}>
                <Text fw={600}>{t(`what.${id}.title`)}</Text>
                <Text size="sm" c="dimmed">
                  {t(`what.${id}.body`, { organisation })}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
        <Text size="sm" mt="md">
          {t('what.when', { organisation })}
        </Text>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Card withBorder padding="lg" component="section" aria-labelledby="partner-now">
          <Group gap="sm" mb="sm" wrap="nowrap">
            <ThemeIcon size={32} radius="md" variant="light" color="gray" aria-hidden>
              <IconSettings size={18} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} size="h4" id="partner-now">
              {t('now.title')}
            </Title>
          </Group>
          <List size="sm" spacing={6}>
            <List.Item>
              <Anchor component={Link} to="/preferences" size="sm">
                {t('now.preferences')}
              </Anchor>
            </List.Item>
            <List.Item>
              <Anchor component={Link} to="/change-password" size="sm">
                {t('now.password')}
              </Anchor>
            </List.Item>
          </List>
        </Card>
        <Card withBorder padding="lg" component="section" aria-labelledby="partner-not">
          <Group gap="sm" mb="sm" wrap="nowrap">
            <ThemeIcon size={32} radius="md" variant="light" color="gray" aria-hidden>
              <IconLock size={18} stroke={1.6} />
            </ThemeIcon>
            <Title order={2} size="h4" id="partner-not">
              {t('not.title')}
            </Title>
          </Group>
          <Text size="sm">{t('not.body', { organisation })}</Text>
        </Card>
      </SimpleGrid>
    </Stack>
  )
}

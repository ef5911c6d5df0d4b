import { Stack, Tabs, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { signedInState, useSession } from '../../../lib/session'
import type { DeploymentsSearch, DeploymentsTab } from '../search'
import { ManagedChatbots } from './managed-chatbots'
import { SecretCard } from './secret-card'
import { SupportTickets } from './support-tickets'

/**
 * Deployments (spec 000 §2 "Chatbot management"): superusers only (route guard; the service refuses the
 * rest). The chatbots tab needs the management secret; the support tickets tab does not.
 */
export function DeploymentsPage({
  search,
  onSearch,
}: {
  search: DeploymentsSearch
  onSearch: (next: DeploymentsSearch) => void
}) {
  const { t } = useTranslation('deployments')
  const session = useSession()
  const organization = signedInState(session.data)?.user.organization?.name ?? ''
  const tab: DeploymentsTab = search.tab ?? 'chatbots'
  return (
    <Stack gap="md" data-testid="deployments-page">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro', { organization })}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(next) => onSearch({ tab: next === 'tickets' ? 'tickets' : undefined })}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="chatbots">{t('tabs.chatbots')}</Tabs.Tab>
          <Tabs.Tab value="tickets">{t('tabs.tickets')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="chatbots" pt="md">
          <Stack gap="md">
            <SecretCard />
            <ManagedChatbots />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="tickets" pt="md">
          <SupportTickets organization={organization} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}

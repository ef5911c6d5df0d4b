import { Anchor, Badge, Button, Card, Group, List, Stack, Table, Text, ThemeIcon, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { signedInState, useSession } from '../../../lib/session'
import { campaignStatusColors } from '../../../ui/campaign-status-colors'
import { EmptyState } from '../../../ui/empty-state'
import { IconHeartHandshake, IconLock, IconSettings } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { usePartnerAutomations, type PartnerAutomation } from '../api/partner-automations'
import { NewAutomationModal } from './new-automation-modal'

const knownStatus = (status: string): status is keyof typeof campaignStatusColors =>
  status in campaignStatusColors

/**
 * A partner's portal (spec 000 §6: the partner branch reads and creates on one subject;
 * docs/decisions/partner-portal.md): the automations of the chatbot they work for, and a new one from a
 * template. No editing or deleting: the server refuses it, so the screen offers none.
 */
export function PartnerHome() {
  const { t } = useTranslation('partner')
  const state = signedInState(useSession().data)
  const chatbot = useSelectedChatbot()
  const organisation = state?.user.organization?.name ?? t('yourClient')

  return (
    <Stack gap="lg" maw={1000} data-testid="partner-home">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light" color="indigo" aria-hidden>
          <IconHeartHandshake size={30} stroke={1.5} />
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro', { organisation })}</Text>
        </Stack>
      </Group>

      {chatbot ? (
        <Automations chatbotId={chatbot.id} chatbotName={chatbot.projectName} />
      ) : (
        <EmptyState title={t('noChatbot.title')} body={t('noChatbot.body', { organisation })} />
      )}

      <Group grow align="stretch">
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
      </Group>
    </Stack>
  )
}

function Automations({ chatbotId, chatbotName }: { chatbotId: string; chatbotName: string }) {
  const { t } = useTranslation('partner')
  const automations = usePartnerAutomations(chatbotId)
  const [creating, setCreating] = useState(false)
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="partner-automations">
      <Group justify="space-between" mb="md" wrap="nowrap" align="flex-start">
        <Stack gap={2}>
          <Title order={2} size="h4" id="partner-automations">
            {t('automations.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('automations.of', { chatbot: chatbotName })}
          </Text>
        </Stack>
        <Button onClick={() => setCreating(true)} data-testid="partner-new" style={{ flexShrink: 0 }}>
          {t('automations.new')}
        </Button>
      </Group>
      {automations.isPending ? (
        <LoadingSkeleton rows={4} />
      ) : automations.isError ? (
        <ErrorState
          error={automations.error}
          onRetry={() => void automations.refetch()}
          namespace="partner"
        />
      ) : automations.data.length === 0 ? (
        <EmptyState title={t('automations.empty.title')} body={t('automations.empty.body')} />
      ) : (
        <AutomationTable automations={automations.data} />
      )}
      <NewAutomationModal chatbotId={chatbotId} opened={creating} onClose={() => setCreating(false)} />
    </Card>
  )
}

function AutomationTable({ automations }: { automations: readonly PartnerAutomation[] }) {
  const { t, i18n } = useTranslation('partner')
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover data-testid="partner-automations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('automations.name')}</Table.Th>
            <Table.Th>{t('automations.status')}</Table.Th>
            <Table.Th>{t('automations.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {automations.map((automation) => (
            <Table.Tr key={automation.id} data-testid="partner-automation-row">
              <Table.Td>
                <Text size="sm" fw={600}>
                  {automation.name}
                </Text>
                {automation.description && (
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {automation.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="filled"
                  color={knownStatus(automation.status) ? campaignStatusColors[automation.status] : 'gray.7'}
                >
                  {knownStatus(automation.status) ? t(`statuses.${automation.status}`) : automation.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Text size="sm">
                  {new Date(automation.created).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

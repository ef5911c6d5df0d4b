import {
  Anchor,
  Badge,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  campaignConversationPageSize,
  campaignConversationStatuses,
  isAutomatchType,
} from '@shared/domain/automations'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { IconArrowLeft, IconPencil, IconRefresh, IconSend } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton, QueryContent } from '../../../ui/query-states'
import { useActionResults, useReplayAction } from '../api/actions'
import { usePublishAutomatch, useToggleSchedule } from '../api/automatch'
import { useCampaign, type Campaign } from '../api/campaigns'
import { useCampaignAnalytics, useConversations } from '../api/conversations'
import { useAutomationOptions } from '../api/options'
import type { AutomationDetailSearch } from '../search'
import { AutomatchQueries } from './automatch-queries'
import { EditDrawer } from './edit-drawer'
import { CampaignStatusBadge, ConversationStatusBadge, formatDateTime, useNotify } from './format'
import { SendDrawer } from './send-drawer'

/**
 * An automation's detail (issue 14): its status, the automatch publication panel, the results (campaign
 * analytics), the conversations (20 per page, by status and phone number, statuses moving on the server's
 * clock) and the action results with replay. Edit and Send open their drawers.
 */
export function CampaignDetail({
  campaignId,
  search,
  onSearch,
  onBack,
}: {
  campaignId: string
  search: AutomationDetailSearch
  onSearch: (next: AutomationDetailSearch) => void
  onBack: () => void
}) {
  const { t } = useTranslation('automations')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return null
  return (
    <Stack gap="md">
      <Anchor component="button" type="button" onClick={onBack} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <DetailContent
        chatbotId={chatbot.id}
        projectId={chatbot.name}
        campaignId={campaignId}
        search={search}
        onSearch={onSearch}
      />
    </Stack>
  )
}

function DetailContent({
  chatbotId,
  projectId,
  campaignId,
  search,
  onSearch,
}: {
  chatbotId: string
  projectId: string
  campaignId: string
  search: AutomationDetailSearch
  onSearch: (next: AutomationDetailSearch) => void
}) {
  const { t } = useTranslation('automations')
  const ability = useAppAbility()
  const campaign = useCampaign(chatbotId, campaignId)
  const [drawer, setDrawer] = useState<'edit' | 'send' | null>(null)
  if (campaign.isPending) return <LoadingSkeleton rows={6} />
  if (campaign.isError)
    return (
      <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} namespace="automations" />
    )
  const data = campaign.data
  const mayEdit = ability.can('update', 'Campaigns')
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1} fz="h2" data-testid="automation-title">
              {data.name}
            </Title>
            <CampaignStatusBadge status={data.status} />
          </Group>
          <Text c="dimmed">
            {t(`types.${data.type as 'broadcast'}`)} · {t(`families.${data.family as 'ENGAGE'}`)}
            {data.description ? ` · ${data.description}` : ''}
          </Text>
          {data.broadcast && (
            <Text size="sm" data-testid="automation-next-broadcast">
              {data.broadcast.nextBroadcast
                ? t('schedule.next', { when: formatDateTime(data.broadcast.nextBroadcast) })
                : t('schedule.noNext')}
            </Text>
          )}
        </Stack>
        {mayEdit && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setDrawer('edit')}
              data-testid="automation-edit"
            >
              {t('edit.open')}
            </Button>
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => setDrawer('send')}
              data-testid="automation-send"
            >
              {t('detail.send')}
            </Button>
          </Group>
        )}
      </Group>
      {isAutomatchType(data.type) && (
        <AutomatchPanel chatbotId={chatbotId} campaign={data} mayEdit={mayEdit} />
      )}
      {isAutomatchType(data.type) && (
        <AutomatchQueries chatbotId={chatbotId} campaignId={data.id} mayEdit={mayEdit} />
      )}
      <AnalyticsCards chatbotId={chatbotId} projectId={projectId} documentId={data.analyticsDocumentId} />
      <Conversations
        chatbotId={chatbotId}
        projectId={projectId}
        campaignId={campaignId}
        search={search}
        onSearch={onSearch}
      />
      <ActionResults chatbotId={chatbotId} projectId={projectId} campaignId={campaignId} mayEdit={mayEdit} />
      {drawer === 'edit' && (
        <EditDrawer chatbotId={chatbotId} campaign={data} onClose={() => setDrawer(null)} />
      )}
      {drawer === 'send' && (
        <SendDrawer chatbotId={chatbotId} campaign={data} onClose={() => setDrawer(null)} />
      )}
    </Stack>
  )
}

function AutomatchPanel({
  chatbotId,
  campaign,
  mayEdit,
}: {
  chatbotId: string
  campaign: Campaign
  mayEdit: boolean
}) {
  const { t } = useTranslation('automations')
  const publish = usePublishAutomatch(chatbotId, campaign.id)
  const toggle = useToggleSchedule(chatbotId, campaign.id)
  const derived = campaign.derivedStatus
  if (!derived) return null
  const color =
    derived.publication === 'failed' ? 'red.9' : derived.publication === 'running' ? 'teal.9' : 'blue.8'
  return (
    <Paper withBorder p="md" radius="md" data-testid="automatch-panel">
      <Group justify="space-between">
        <Group gap="sm">
          <Badge color={color} variant="filled" data-testid="automatch-derived">
            {t(`derived.${derived.text as 'automationRunning'}`)}
          </Badge>
          <Badge color={derived.schedule === 'running' ? 'teal.9' : 'gray.7'} variant="filled">
            {derived.schedule === 'running' ? t('detail.scheduleRunning') : t('detail.scheduleStopped')}
          </Badge>
        </Group>
        {mayEdit && (
          <Group>
            <Button
              variant="default"
              disabled={derived.busy}
              loading={toggle.isPending}
              onClick={() => toggle.mutate()}
            >
              {t('detail.toggleSchedule')}
            </Button>
            <Button
              disabled={derived.busy}
              loading={publish.isPending || derived.text === 'cloningConnectorSettings'}
              onClick={() => publish.mutate()}
              data-testid="automatch-publish"
            >
              {derived.busy ? t('detail.publishing') : t('detail.publish')}
            </Button>
          </Group>
        )}
      </Group>
    </Paper>
  )
}

function AnalyticsCards({
  chatbotId,
  projectId,
  documentId,
}: {
  chatbotId: string
  projectId: string
  documentId: string
}) {
  const { t } = useTranslation('automations')
  const analytics = useCampaignAnalytics(chatbotId, projectId, documentId)
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('detail.analytics')}
      </Title>
      <QueryContent query={analytics} namespace="automations">
        {(data) => (
          <SimpleGrid cols={{ base: 2, sm: 4, lg: 8 }} data-testid="automation-kpis">
            {(
              [
                ['targets', data.targets],
                ['sent', data.messages_sent],
                ['delivered', data.messages_delivered],
                ['read', data.messages_read],
                ['replies', data.replies],
                ['finished', data.conversations_finished],
                ['errors', data.errors],
                ['goals', data.important_goals_reached],
              ] as const
            ).map(([key, value]) => (
              <Stack key={key} gap={0}>
                <Text size="xs" c="dimmed">
                  {t(`detail.kpis.${key}`)}
                </Text>
                <Text fw={600} fz="lg">
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )}
      </QueryContent>
    </Paper>
  )
}

function Conversations({
  chatbotId,
  projectId,
  campaignId,
  search,
  onSearch,
}: {
  chatbotId: string
  projectId: string
  campaignId: string
  search: AutomationDetailSearch
  onSearch: (next: AutomationDetailSearch) => void
}) {
  const { t } = useTranslation('automations')
  const page = search.page ?? 1
  const conversations = useConversations(chatbotId, projectId, campaignId, {
    status: search.status ?? null,
    phone: search.phone ?? '',
    page,
  })
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" mb="sm" align="flex-end">
        <Title order={2} fz="h4">
          {t('detail.conversations')}
        </Title>
        <Group align="flex-end">
          <TextInput
            label={t('detail.phoneFilter')}
            value={search.phone ?? ''}
            onChange={(e) =>
              onSearch({ ...search, phone: e.currentTarget.value || undefined, page: undefined })
            }
          />
          <Select
            label={t('detail.statusFilter')}
            placeholder={t('statuses.all')}
            clearable
            data={campaignConversationStatuses.map((status) => ({
              value: status,
              label: t(`conversationStatuses.${status}`),
            }))}
            value={search.status ?? null}
            onChange={(value) =>
              onSearch({
                ...search,
                status: (value as AutomationDetailSearch['status']) ?? undefined,
                page: undefined,
              })
            }
            data-testid="conversation-status-filter"
          />
        </Group>
      </Group>
      <QueryContent
        query={conversations}
        namespace="automations"
        isEmpty={(data) => data.conversation_count === 0}
        empty={t('detail.noConversations')}
      >
        {(data) => (
          <Stack>
            <Table verticalSpacing="xs" data-testid="conversations-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('detail.phone')}</Table.Th>
                  <Table.Th>{t('detail.name')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('detail.source')}</Table.Th>
                  <Table.Th>{t('detail.start')}</Table.Th>
                  <Table.Th>{t('detail.end')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.conversations.map((c) => (
                  <Table.Tr key={c.id} data-testid="conversation-row">
                    <Table.Td>{c.phone_number}</Table.Td>
                    <Table.Td>{c.conversation_data['name'] ?? ''}</Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        <ConversationStatusBadge status={c.status} />
                        {c.error_reason && (
                          <Text size="xs" c="red.9">
                            {c.error_reason}
                          </Text>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{t(`sources.${c.source as 'csv'}`)}</Table.Td>
                    <Table.Td>{formatDateTime(c.conversation_start)}</Table.Td>
                    <Table.Td>{formatDateTime(c.conversation_end)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {data.conversation_count > campaignConversationPageSize && (
              <Pagination
                total={Math.ceil(data.conversation_count / campaignConversationPageSize)}
                value={page}
                onChange={(next) => onSearch({ ...search, page: next === 1 ? undefined : next })}
              />
            )}
          </Stack>
        )}
      </QueryContent>
    </Paper>
  )
}

function ActionResults({
  chatbotId,
  projectId,
  campaignId,
  mayEdit,
}: {
  chatbotId: string
  projectId: string
  campaignId: string
  mayEdit: boolean
}) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const results = useActionResults(chatbotId, projectId, campaignId)
  const options = useAutomationOptions(chatbotId)
  const replay = useReplayAction(chatbotId)
  const processorName = (id: string) =>
    options.data?.allProcessors.find((p) => p.id === id)?.humanReadableName ?? id
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} fz="h4" mb="sm">
        {t('detail.actions')}
      </Title>
      <QueryContent
        query={results}
        namespace="automations"
        isEmpty={(data) => data.count === 0}
        empty={t('detail.noActions')}
      >
        {(data) => (
          <Table verticalSpacing="xs" data-testid="actions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.processor')}</Table.Th>
                <Table.Th>{t('detail.phone')}</Table.Th>
                <Table.Th>{t('detail.executed')}</Table.Th>
                <Table.Th>{t('detail.result')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.results.map((r) => (
                <Table.Tr key={r.id} data-testid="action-row">
                  <Table.Td>
                    {processorName(r.processorId)}
                    {r.replayOf && (
                      <Badge ml="xs" size="xs" variant="outline" color="blue.8">
                        {t('detail.replayOf')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{r.clientId.replace(/^wa-/, '+')}</Table.Td>
                  <Table.Td>{formatDateTime(r.executionTime)}</Table.Td>
                  <Table.Td>
                    {r.successful ? (
                      <Badge color="teal.9" variant="filled">
                        {t('detail.success')}
                      </Badge>
                    ) : (
                      <Group gap={6}>
                        <Badge color="red.9" variant="filled">
                          {t('detail.error')}
                        </Badge>
                        <Text size="xs" c="red.9">
                          {r.errorReason}
                        </Text>
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {mayEdit && !r.successful && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconRefresh size={14} />}
                        loading={replay.isPending && replay.variables === r.id}
                        disabled={replay.isPending}
                        onClick={() =>
                          replay.mutate(r.id, {
                            onSuccess: (answer) =>
                              answer.ok
                                ? notify.done(t('detail.replayed'))
                                : notify.failed(answer.errorMessage ?? t('messages.replayFailed')),
                            onError: () => notify.failed(t('messages.replayFailed')),
                          })
                        }
                        data-testid="action-replay"
                      >
                        {t('detail.replay')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryContent>
    </Paper>
  )
}

import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { isAutomatchType } from '@shared/domain/automations'
import { nextBroadcastOf } from '@shared/domain/automations-schedule'
import { useAppAbility } from '../../../lib/ability'
import { IconArrowLeft, IconCopy, IconPencil, IconRefresh, IconSend } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton, QueryContent } from '../../../ui/query-states'
import { useActionResults, useReplayAction } from '../api/actions'
import { useCampaign } from '../api/campaigns'
import { useCampaignAnalytics } from '../api/conversations'
import { useAutomationOptions } from '../api/options'
import { useAutomationsScope } from '../scope'
import type { AutomationDetailSearch } from '../search'
import { AutomatchPanel } from './automatch-panel'
import { AutomatchQueries } from './automatch-queries'
import { ConversationsPanel, type DetailSectionProps } from './conversations-panel'
import { CloneModal } from './clone-modal'
import { EditDrawer } from './edit-drawer'
import { CampaignStatusBadge, formatDateTime, useNotify } from './format'
import { SaveImportFileButton } from './save-import-file'
import { SendDrawer } from './send-drawer'

/**
 * An automation's detail: its status, the automatch publication panel, the results (campaign
 * analytics), the conversations (conversations-panel.tsx: filters, sort, export; statuses moving on the
 * server's clock) and the action results with replay. Edit and Send open their drawers.
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
  const scope = useAutomationsScope()
  if (!scope) return null
  return (
    <Stack gap="md">
      <Anchor component="button" type="button" onClick={onBack} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('detail.back')}
        </Group>
      </Anchor>
      <DetailContent
        chatbotId={scope.chatbotId}
        projectId={scope.projectId}
        campaignId={campaignId}
        search={search}
        onSearch={onSearch}
      />
    </Stack>
  )
}

function DetailContent({ chatbotId, projectId, campaignId, search, onSearch }: DetailSectionProps) {
  const { t, i18n } = useTranslation('automations')
  const ability = useAppAbility()
  const campaign = useCampaign(chatbotId, campaignId)
  const [drawer, setDrawer] = useState<'edit' | 'send' | 'clone' | null>(null)
  const navigate = useNavigate()
  if (campaign.isPending) return <LoadingSkeleton rows={6} />
  if (campaign.isError)
    return (
      <ErrorState error={campaign.error} onRetry={() => void campaign.refetch()} namespace="automations" />
    )
  const data = campaign.data
  const mayEdit = ability.can('update', 'Campaigns')
  // A broadcast's own schedule, or the follow-up any other type sends with.
  const nextBroadcast = nextBroadcastOf(data)
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
          {(data.broadcast || data.followUp) && (
            <Text size="sm" data-testid="automation-next-broadcast">
              {nextBroadcast
                ? t('schedule.next', { when: formatDateTime(nextBroadcast, i18n.language) })
                : t('schedule.noNext')}
            </Text>
          )}
        </Stack>
        <Group>
          <SaveImportFileButton campaignId={data.id} />
          {ability.can('create', 'Campaigns') && (
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => setDrawer('clone')}
              data-testid="automation-clone"
            >
              {t('clone.open')}
            </Button>
          )}
          {mayEdit && (
            <Button
              variant="default"
              leftSection={<IconPencil size={16} />}
              onClick={() => setDrawer('edit')}
              data-testid="automation-edit"
            >
              {t('edit.open')}
            </Button>
          )}
          {mayEdit && (
            <Button
              leftSection={<IconSend size={16} />}
              onClick={() => setDrawer('send')}
              data-testid="automation-send"
            >
              {t('detail.send')}
            </Button>
          )}
        </Group>
      </Group>
      {isAutomatchType(data.type) && (
        <AutomatchPanel chatbotId={chatbotId} campaign={data} mayEdit={mayEdit} />
      )}
      {isAutomatchType(data.type) && (
        <AutomatchQueries chatbotId={chatbotId} campaignId={data.id} mayEdit={mayEdit} />
      )}
      <AnalyticsCards chatbotId={chatbotId} projectId={projectId} documentId={data.analyticsDocumentId} />
      <ConversationsPanel
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
      {drawer === 'clone' && (
        <CloneModal
          chatbotId={chatbotId}
          campaign={data}
          onClose={() => setDrawer(null)}
          onCloned={(id) => void navigate({ to: '/automations/$campaignId', params: { campaignId: id } })}
        />
      )}
      {drawer === 'send' && (
        <SendDrawer chatbotId={chatbotId} campaign={data} onClose={() => setDrawer(null)} />
      )}
    </Stack>
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
  const { t, i18n } = useTranslation('automations')
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
                <Table.Th>{t('detail.actionSource')}</Table.Th>
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
                  <Table.Td data-testid="action-source" style={{ whiteSpace: 'nowrap' }}>
                    {t(`actionSources.${r.source}`)}
                  </Table.Td>
                  <Table.Td>{formatDateTime(r.executionTime, i18n.language)}</Table.Td>
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
                        <Text size="xs" c="var(--mantine-color-error)">
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

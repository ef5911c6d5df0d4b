import { Button, Group, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { campaignStatusFilters, campaignTypes } from '@shared/domain/automations'
import { nextBroadcastOf } from '@shared/domain/automations-schedule'
import { useAppAbility } from '../../../lib/ability'
import { AnchorLink } from '../../../ui/anchor-link'
import { EmptyState } from '../../../ui/empty-state'
import { IconFileImport, IconPlus, IconSearch } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useCampaigns } from '../api/campaigns'
import { useAutomationsScope } from '../scope'
import type { AutomationsSearch } from '../search'
import { CreateModal } from './create-modal'
import { CampaignStatusBadge, formatDateTime } from './format'
import { ImportModal } from './import-modal'

/**
 * Automations overview: every campaign of the chatbot with its type, status badge and next
 * broadcast; search (case-insensitive name substring), type and status filters kept in the URL; the
 * create modal (with templates) and the import modal. A row opens the automation's detail.
 */
export function AutomationsPage({
  search,
  onSearch,
  onOpen,
}: {
  search: AutomationsSearch
  onSearch: (next: AutomationsSearch) => void
  onOpen: (campaignId: string) => void
}) {
  const { t } = useTranslation('automations')
  const scope = useAutomationsScope()
  const ability = useAppAbility()
  const [modal, setModal] = useState<'create' | 'import' | null>(null)
  if (!scope) return null
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {ability.can('create', 'Campaigns') && (
          <Group gap="sm">
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} />}
              onClick={() => setModal('import')}
              data-testid="automation-import"
            >
              {t('setup.import.open')}
            </Button>
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setModal('create')}
              data-testid="automation-create"
            >
              {t('create')}
            </Button>
          </Group>
        )}
      </Group>
      <Group align="flex-end">
        <TextInput
          label={t('search')}
          leftSection={<IconSearch size={16} />}
          value={search.q ?? ''}
          onChange={(e) => onSearch({ ...search, q: e.currentTarget.value || undefined })}
          data-testid="automation-search"
        />
        <Select
          label={t('typeFilter')}
          placeholder={t('allTypes')}
          clearable
          data={campaignTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
          value={search.type ?? null}
          onChange={(value) =>
            onSearch({ ...search, type: (value as AutomationsSearch['type']) ?? undefined })
          }
          data-testid="automation-type-filter"
        />
        <Select
          label={t('statusFilter')}
          data={campaignStatusFilters.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          value={search.status ?? 'all'}
          allowDeselect={false}
          onChange={(value) =>
            onSearch({
              ...search,
              status: value === 'all' ? undefined : (value as AutomationsSearch['status']),
            })
          }
          data-testid="automation-status-filter"
        />
      </Group>
      <CampaignTable chatbotId={scope.chatbotId} search={search} />
      {modal === 'create' && (
        <CreateModal chatbotId={scope.chatbotId} onClose={() => setModal(null)} onCreated={onOpen} />
      )}
      {modal === 'import' && (
        <ImportModal
          chatbotId={scope.chatbotId}
          onClose={() => setModal(null)}
          onImported={(id) => {
            if (id) onOpen(id)
          }}
        />
      )}
    </Stack>
  )
}

/** Each name is a link to the automation's page (a real link: keyboard, screen readers, the address). */
function CampaignTable({ chatbotId, search }: { chatbotId: string; search: AutomationsSearch }) {
  const { t, i18n } = useTranslation('automations')
  const campaigns = useCampaigns(chatbotId, search)
  if (campaigns.isPending) return <LoadingSkeleton rows={5} />
  if (campaigns.isError)
    return (
      <ErrorState error={campaigns.error} onRetry={() => void campaigns.refetch()} namespace="automations" />
    )
  const filtered = Boolean(search.q || search.type || search.status)
  if (campaigns.data.length === 0)
    return (
      <EmptyState
        title={t('title')}
        body={filtered ? t('noMatch') : t('empty')}
        testId="automations-empty"
        {...(filtered ? {} : { docs: 'automations' })}
      />
    )
  return (
    <Table highlightOnHover verticalSpacing="sm" data-testid="automations-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('columns.name')}</Table.Th>
          <Table.Th>{t('columns.type')}</Table.Th>
          <Table.Th>{t('columns.status')}</Table.Th>
          <Table.Th>{t('columns.next')}</Table.Th>
          <Table.Th>{t('columns.created')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {campaigns.data.map((campaign) => (
          <Table.Tr key={campaign.id} data-testid="automation-row">
            <Table.Td>
              <AnchorLink to="/automations/$campaignId" params={{ campaignId: campaign.id }} fw={500}>
                {campaign.name}
              </AnchorLink>
              {campaign.description && (
                <Text size="sm" c="dimmed" lineClamp={1}>
                  {campaign.description}
                </Text>
              )}
            </Table.Td>
            <Table.Td>{t(`types.${campaign.type as 'broadcast'}`)}</Table.Td>
            <Table.Td>
              <Group gap={6}>
                <CampaignStatusBadge status={campaign.status} />
                {campaign.derivedStatus && (
                  <Text size="sm" c="dimmed">
                    {t(`derived.${campaign.derivedStatus.text as 'automationRunning'}`)}
                  </Text>
                )}
              </Group>
            </Table.Td>
            <Table.Td data-testid="automation-row-next">
              {formatDateTime(nextBroadcastOf(campaign), i18n.language)}
            </Table.Td>
            <Table.Td>{formatDateTime(campaign.created, i18n.language)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

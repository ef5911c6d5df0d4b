import {
  ActionIcon,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core'
import { useTranslation } from 'react-i18next'
import {
  campaignConversationPageSize,
  campaignConversationStatuses,
  conversationSortFields,
} from '@shared/domain/automations-conversations'
import {
  defaultConversationSort,
  type CampaignConversationFilters,
} from '@shared/domain/automations-conversations'
import { rangeLimits } from '@shared/domain/date-ranges'
import { useAppAbility } from '../../../lib/ability'
import { DayInput } from '../../../ui/day-input'
import { useRangeChoice } from '../../../ui/range-choice'
import { IconArrowDown, IconArrowUp } from '../../../ui/icons'
import { QueryContent } from '../../../ui/query-states'
import { useConversationOptions, useConversations } from '../api/conversations'
import type { AutomationDetailSearch } from '../search'
import { ConversationsExport } from './conversations-export'
import { DeleteConversationButton } from './delete-conversation'
import { ConversationStatusBadge, formatDateTime } from './format'

/** The URL's filters as the API's (the page is kept apart). */
export function filtersOf(search: AutomationDetailSearch): CampaignConversationFilters {
  const { page: _page, ...filters } = search
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as CampaignConversationFilters
}

const filterKeys = ['status', 'kpi', 'dataField', 'dataValue', 'phone', 'from', 'to'] as const

/** A clearable choice among the server's options ('all' when cleared); a value from the URL stays offered. */
function ChoiceFilter({
  label,
  choices,
  value,
  onChange,
  width,
  testId,
}: {
  label: string
  choices: readonly (string | { value: string; label: string })[]
  value: string | undefined
  onChange: (value: string | undefined) => void
  width: number
  testId: string
}) {
  const { t } = useTranslation('automations')
  const offered = choices.some((c) => (typeof c === 'string' ? c : c.value) === value)
  return (
    <Select
      label={label}
      placeholder={t('statuses.all')}
      clearable
      data={value && !offered ? [...choices, value] : [...choices]}
      value={value ?? null}
      onChange={(next) => onChange(next ?? undefined)}
      w={width}
      data-testid={testId}
    />
  )
}

/** What a section of the detail screen gets: where it is, and the URL's filters. */
export interface DetailSectionProps {
  readonly chatbotId: string
  readonly projectId: string
  readonly campaignId: string
  readonly search: AutomationDetailSearch
  readonly onSearch: (next: AutomationDetailSearch) => void
}

/**
 * The campaign's conversations (spec 000 §5, spec 001 §7.2): 20 per page, filtered by status, KPI,
 * candidate data, phone number and start days, sorted by any column either way, statuses moving on the
 * server's clock; the export writes exactly these filters' rows.
 */
export function ConversationsPanel({
  chatbotId,
  projectId,
  campaignId,
  search,
  onSearch,
}: DetailSectionProps) {
  const { t, i18n } = useTranslation(['automations', 'common'])
  const mayExport = useAppAbility().can('read', 'AnalyticsExport')
  const mayDelete = useAppAbility().can('delete', 'Campaigns')
  const page = search.page ?? 1
  const filters = filtersOf(search)
  const conversations = useConversations(chatbotId, projectId, campaignId, { filters, page })
  const options = useConversationOptions(chatbotId, projectId, campaignId)
  // Any change of filter starts at the first page again.
  const set = (change: Partial<AutomationDetailSearch>) => onSearch({ ...search, ...change, page: undefined })
  // The server's limit (shared/domain/date-ranges): a reversed or longer range is refused here, as in the
  // Smart Inbox and analytics (a link typed the wrong way round is still read in order: orderedRange).
  const range = useRangeChoice(rangeLimits.campaign)
  const setRange = (change: { from?: string; to?: string }) => {
    const next = { from: search.from, to: search.to, ...change }
    range.choose(next.from, next.to, () => set(change))
  }
  const filtered = filterKeys.some((key) => search[key] !== undefined)
  const sort = search.sort ?? defaultConversationSort.field
  const direction = search.direction ?? defaultConversationSort.direction
  const minDate = options.data?.minDate?.slice(0, 10)
  // Filters and export only once there is something to filter: a new campaign shows its empty state.
  const hasConversations = options.data?.minDate !== null
  return (
    <Paper withBorder p="md" radius="md" data-testid="conversations-panel">
      <Group justify="space-between" mb="sm" align="flex-start">
        <Stack gap={0}>
          <Title order={2} fz="h4">
            {t('detail.conversations')}
          </Title>
          {conversations.data && (
            <Text size="sm" c="dimmed" data-testid="conversations-count">
              {t('conversationFilters.count', { count: conversations.data.conversation_count })}
            </Text>
          )}
        </Stack>
        {(hasConversations || filtered) && (
          <Group gap="sm" align="flex-end" wrap="nowrap">
            {filtered && (
              <Button
                variant="subtle"
                onClick={() =>
                  onSearch({
                    ...(search.sort ? { sort: search.sort } : {}),
                    ...(search.direction ? { direction: search.direction } : {}),
                  })
                }
                data-testid="conversation-filters-reset"
              >
                {t('conversationFilters.reset')}
              </Button>
            )}
            <Group gap={4} align="flex-end" wrap="nowrap">
              <Select
                label={t('conversationFilters.sort')}
                allowDeselect={false}
                data={conversationSortFields.map((field) => ({
                  value: field,
                  label: t(`conversationFilters.sortFields.${field}`),
                }))}
                value={sort}
                onChange={(value) => set({ sort: (value as AutomationDetailSearch['sort']) ?? undefined })}
                w={180}
                data-testid="conversation-sort"
              />
              <Tooltip label={t(`conversationFilters.directions.${direction}`)}>
                <ActionIcon
                  variant="default"
                  size={36}
                  aria-label={t('conversationFilters.toggleDirection', {
                    direction: t(`conversationFilters.directions.${direction}`),
                  })}
                  onClick={() => set({ direction: direction === 'asc' ? 'desc' : 'asc' })}
                  data-testid="conversation-direction"
                  data-direction={direction}
                >
                  {direction === 'asc' ? <IconArrowUp size={16} /> : <IconArrowDown size={16} />}
                </ActionIcon>
              </Tooltip>
            </Group>
            {mayExport && hasConversations && (
              <ConversationsExport campaignId={campaignId} filters={filters} />
            )}
          </Group>
        )}
      </Group>
      {(hasConversations || filtered) && (
        // One row at 1280 px: the sort and "clear filters" sit in the header beside the export.
        <Group align="flex-end" gap="xs" mb="md" data-testid="conversation-filters">
          <TextInput
            label={t('detail.phoneFilter')}
            value={search.phone ?? ''}
            onChange={(e) => set({ phone: e.currentTarget.value || undefined })}
            w={140}
            data-testid="conversation-phone-filter"
          />
          <ChoiceFilter
            label={t('detail.statusFilter')}
            choices={campaignConversationStatuses.map((status) => ({
              value: status,
              label: t(`conversationStatuses.${status}`),
            }))}
            value={search.status}
            onChange={(value) => set({ status: value as AutomationDetailSearch['status'] })}
            width={125}
            testId="conversation-status-filter"
          />
          <ChoiceFilter
            label={t('conversationFilters.kpi')}
            choices={options.data?.kpis ?? []}
            value={search.kpi}
            onChange={(kpi) => set({ kpi })}
            width={100}
            testId="conversation-kpi-filter"
          />
          <ChoiceFilter
            label={t('conversationFilters.dataField')}
            choices={options.data?.dataFields ?? []}
            value={search.dataField}
            onChange={(dataField) => set({ dataField, ...(dataField ? {} : { dataValue: undefined }) })}
            width={145}
            testId="conversation-data-field"
          />
          <TextInput
            label={t('conversationFilters.dataValue')}
            placeholder={t('conversationFilters.dataValuePlaceholder')}
            disabled={!search.dataField}
            value={search.dataValue ?? ''}
            // A comma separates filters on the wire; it cannot be part of the value.
            onChange={(e) => set({ dataValue: e.currentTarget.value.replace(/,/g, '') || undefined })}
            w={115}
            data-testid="conversation-data-value"
          />
          <Box w={130}>
            <DayInput
              label={t('conversationFilters.from')}
              value={search.from ?? ''}
              onChange={(from) => setRange({ from })}
              minDate={minDate}
              maxDate={search.to}
              testId="conversation-from"
            />
          </Box>
          <Box w={130}>
            <DayInput
              label={t('conversationFilters.to')}
              value={search.to ?? ''}
              onChange={(to) => setRange({ to })}
              minDate={search.from ?? minDate}
              testId="conversation-to"
            />
          </Box>
        </Group>
      )}
      {range.refusal && (
        <Text fz="xs" c="red" role="alert" mb="sm" data-testid="conversation-range-error">
          {range.refusal}
        </Text>
      )}
      <QueryContent
        query={conversations}
        namespace="automations"
        isEmpty={(data) => data.conversation_count === 0}
        empty={filtered ? t('conversationFilters.noMatch') : t('detail.noConversations')}
      >
        {(data) => (
          <Stack>
            <Table.ScrollContainer minWidth={720}>
              <Table verticalSpacing="xs" data-testid="conversations-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('detail.phone')}</Table.Th>
                    <Table.Th>{t('detail.name')}</Table.Th>
                    <Table.Th>{t('columns.status')}</Table.Th>
                    <Table.Th>{t('conversationFilters.kpis')}</Table.Th>
                    <Table.Th>{t('detail.source')}</Table.Th>
                    <Table.Th>{t('detail.start')}</Table.Th>
                    <Table.Th>{t('detail.end')}</Table.Th>
                    {mayDelete && (
                      <Table.Th>
                        <VisuallyHidden>{t('conversationDelete.column')}</VisuallyHidden>
                      </Table.Th>
                    )}
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
                            <Text size="xs" c="var(--mantine-color-error)">
                              {c.error_reason}
                            </Text>
                          )}
                        </Group>
                      </Table.Td>
                      <Table.Td>{c.kpis.join(', ')}</Table.Td>
                      <Table.Td>{t(`sources.${c.source as 'csv'}`)}</Table.Td>
                      <Table.Td>{formatDateTime(c.conversation_start, i18n.language)}</Table.Td>
                      <Table.Td>{formatDateTime(c.conversation_end, i18n.language)}</Table.Td>
                      {mayDelete && (
                        <Table.Td>
                          <DeleteConversationButton
                            chatbotId={chatbotId}
                            conversationId={c.id}
                            name={c.conversation_data['name'] || c.phone_number}
                          />
                        </Table.Td>
                      )}
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.conversation_count > campaignConversationPageSize && (
              <Pagination
                total={Math.ceil(data.conversation_count / campaignConversationPageSize)}
                value={page}
                onChange={(next) => onSearch({ ...search, page: next === 1 ? undefined : next })}
                getControlProps={(control) => ({ 'aria-label': t(`common:list.pagination.${control}`) })}
              />
            )}
          </Stack>
        )}
      </QueryContent>
    </Paper>
  )
}

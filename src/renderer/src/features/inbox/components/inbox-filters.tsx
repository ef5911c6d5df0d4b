import { Button, Group, MultiSelect, Paper, Select, SimpleGrid, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { senderEntities, type InboxFilters, type InboxPage, type SenderEntity } from '@shared/domain/inbox'

type Options = NonNullable<InboxPage['filter_options']>
type Flag = 'isInbound' | 'isSent' | 'isRead' | 'isReplied'
const flags: readonly Flag[] = ['isInbound', 'isSent', 'isRead', 'isReplied']

interface InboxFiltersProps {
  readonly filters: InboxFilters
  readonly options: Options
  readonly onChange: (filters: InboxFilters) => void
  readonly onReset: () => void
}

/**
 * The filter bar: every control maps onto one field of `InboxFilters` (the table, the analytics and the
 * export share that model). Changes apply at once; the candidate id applies on Enter or when leaving it.
 */
export function InboxFilterBar({ filters, options, onChange, onReset }: InboxFiltersProps) {
  const { t } = useTranslation('inbox')

  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch })
  const tristate = (value: boolean | null) => (value === null ? 'any' : value ? 'yes' : 'no')
  const fromTristate = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null)
  const applyCandidate = (raw: string) => {
    const value = raw.trim()
    if ((filters.candidateId ?? '') !== value) set({ candidateId: value === '' ? null : value })
  }
  // Chosen values stay selectable even when the options (page 1) do not list them (e.g. from a link).
  const withChosen = (list: readonly string[], chosen: readonly string[]) => [
    ...new Set([...list, ...chosen]),
  ]
  const agents = options.assignees.agents
  const flows = options.assignees.flows.filter((flow) => !agents.includes(flow))
  const unlisted = filters.assignedTo.filter((name) => !agents.includes(name) && !flows.includes(name))
  // Before a takeover a conversation is assigned to its flow, after it to the agent: both can be chosen.
  const assigneeGroups = [
    { group: t('filters.agents'), items: [...agents, ...unlisted] },
    { group: t('filters.flows'), items: flows },
  ].filter((group) => group.items.length > 0)
  const comboProps = {
    searchable: true,
    clearable: true,
    maxDropdownHeight: 280,
    comboboxProps: { withinPortal: true },
  }

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-label={t('filters.title')}
      data-testid="inbox-filters"
    >
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
        <TextInput
          type="date"
          label={t('filters.from')}
          value={filters.startDate}
          max={filters.endDate}
          onChange={(event) => event.currentTarget.value && set({ startDate: event.currentTarget.value })}
          data-testid="filter-from"
        />
        <TextInput
          type="date"
          label={t('filters.to')}
          value={filters.endDate}
          min={filters.startDate}
          onChange={(event) => event.currentTarget.value && set({ endDate: event.currentTarget.value })}
          data-testid="filter-to"
        />
        {flags.map((flag) => (
          <Select
            key={flag}
            label={t(`filters.${flag}`)}
            data={[
              { value: 'any', label: t('filters.any') },
              { value: 'yes', label: t('yes') },
              { value: 'no', label: t('no') },
            ]}
            value={tristate(filters[flag])}
            allowDeselect={false}
            onChange={(value) => set({ [flag]: fromTristate(value) })}
            data-testid={`filter-${flag}`}
          />
        ))}
        <MultiSelect
          {...comboProps}
          label={t('filters.teams')}
          data={withChosen(options.team_names, filters.teamNames)}
          value={filters.teamNames}
          onChange={(teamNames) => set({ teamNames })}
          data-testid="filter-teams"
        />
        <MultiSelect
          {...comboProps}
          label={t('filters.assignees')}
          data={assigneeGroups}
          value={filters.assignedTo}
          onChange={(assignedTo) => set({ assignedTo })}
          data-testid="filter-assignees"
        />
        <MultiSelect
          {...comboProps}
          label={t('filters.types')}
          data={withChosen(options.human_readable_types, filters.humanReadableTypes)}
          value={filters.humanReadableTypes}
          onChange={(humanReadableTypes) => set({ humanReadableTypes })}
          data-testid="filter-types"
        />
        <MultiSelect
          {...comboProps}
          label={t('filters.templates')}
          data={withChosen(options.template_names, filters.templateNames)}
          value={filters.templateNames}
          onChange={(templateNames) => set({ templateNames })}
          data-testid="filter-templates"
        />
        <MultiSelect
          {...comboProps}
          label={t('filters.senders')}
          data={senderEntities.map((entity) => ({ value: entity, label: t(`sender.${entity}`) }))}
          value={filters.senderEntities}
          onChange={(values) => set({ senderEntities: values as SenderEntity[] })}
          data-testid="filter-senders"
        />
        <TextInput
          // Uncontrolled while typing; a new value from the URL (reset, back) starts it afresh.
          key={filters.candidateId ?? ''}
          label={t('filters.candidate')}
          defaultValue={filters.candidateId ?? ''}
          maxLength={200}
          onBlur={(event) => applyCandidate(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && applyCandidate(event.currentTarget.value)}
          data-testid="filter-candidate"
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button variant="subtle" size="xs" onClick={onReset} data-testid="filter-reset">
          {t('filters.reset')}
        </Button>
      </Group>
    </Paper>
  )
}

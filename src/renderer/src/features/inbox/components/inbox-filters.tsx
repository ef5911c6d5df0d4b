import { MultiSelect, Select, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { senderEntities, type InboxFilters, type InboxPage, type SenderEntity } from '@shared/domain/inbox'
import { filterChips } from '../../../lib/list-search'
import { FilterBar } from '../../../ui/list-page'
import type { InboxSearch } from '../search'

type Options = NonNullable<InboxPage['filter_options']>
type Flag = 'isInbound' | 'isSent' | 'isRead' | 'isReplied'
const flags: readonly Flag[] = ['isInbound', 'isSent', 'isRead', 'isReplied']

interface InboxFiltersProps {
  readonly filters: InboxFilters
  readonly options: Options
  readonly onChange: (filters: InboxFilters) => void
  readonly onReset: () => void
  /** The URL's search: the active filters show as chips, each removing its filter (or one value). */
  readonly search: InboxSearch
  readonly onSearch: (search: InboxSearch) => void
}

/**
 * The filter bar (the kit's compact FilterBar): every control maps onto one field of `InboxFilters` (the
 * table, the analytics and the export share that model). Changes apply at once; the candidate id applies
 * on Enter or when leaving it.
 */
export function InboxFilterBar({ filters, options, onChange, onReset, search, onSearch }: InboxFiltersProps) {
  const { t } = useTranslation('inbox')
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  const named = (label: string) => (value: string) => `${label}: ${value}`
  // The spec's date format (DD-MM-YYYY) on the chip; the URL keeps ISO dates.
  const day = (label: string) => (value: string) => `${label}: ${value.split('-').reverse().join('-')}`
  const chips = filterChips(
    search,
    {
      from: day(t('filters.from')),
      to: day(t('filters.to')),
      inbound: (value) => `${t('filters.isInbound')}: ${yesNo(value)}`,
      sent: (value) => `${t('filters.isSent')}: ${yesNo(value)}`,
      read: (value) => `${t('filters.isRead')}: ${yesNo(value)}`,
      replied: (value) => `${t('filters.isReplied')}: ${yesNo(value)}`,
      teams: named(t('filters.teams')),
      assignees: named(t('filters.assignees')),
      types: named(t('filters.types')),
      templates: named(t('filters.templates')),
      senders: (value) => `${t('filters.senders')}: ${t(`sender.${value}`)}`,
      candidate: named(t('filters.candidate')),
    },
    onSearch,
  )

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
    size: 'xs' as const,
    w: 200,
    searchable: true,
    clearable: true,
    maxDropdownHeight: 280,
    comboboxProps: { withinPortal: true },
  }

  return (
    <FilterBar
      label={t('filters.title')}
      chips={chips}
      onReset={onReset}
      resetLabel={t('filters.reset')}
      testId="inbox-filters"
    >
      <>
        <TextInput
          size="xs"
          w={150}
          type="date"
          label={t('filters.from')}
          value={filters.startDate}
          max={filters.endDate}
          onChange={(event) => event.currentTarget.value && set({ startDate: event.currentTarget.value })}
          data-testid="filter-from"
        />
        <TextInput
          size="xs"
          w={150}
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
            size="xs"
            w={120}
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
          size="xs"
          w={170}
          label={t('filters.candidate')}
          defaultValue={filters.candidateId ?? ''}
          maxLength={200}
          onBlur={(event) => applyCandidate(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Enter' && applyCandidate(event.currentTarget.value)}
          data-testid="filter-candidate"
        />
      </>
    </FilterBar>
  )
}

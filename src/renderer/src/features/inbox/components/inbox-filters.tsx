import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  ColorSwatch,
  Group,
  Popover,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { rangeLimits } from '@shared/domain/date-ranges'
import { senderEntities, type InboxFilters, type InboxPage, type SenderEntity } from '@shared/domain/inbox'
import type { InboxLabel } from '../api/labels'
import { showDay } from '../../../lib/dates'
import { DayInput } from '../../../ui/day-input'
import { useRangeChoice } from '../../../ui/range-choice'

type Options = NonNullable<InboxPage['filter_options']>
type Flag = 'isInbound' | 'isSent' | 'isRead' | 'isReplied'
const flags: readonly Flag[] = ['isInbound', 'isSent', 'isRead', 'isReplied']

interface InboxFiltersProps {
  readonly filters: InboxFilters
  readonly options: Options
  readonly labels: readonly InboxLabel[]
  readonly onChange: (filters: InboxFilters) => void
  readonly onReset: () => void
  /** The link asked for a start date after its end date: the default range applies, and we say so. */
  readonly rangeRefused: boolean
  /** Something differs from the defaults: "Filters wissen" is enabled. */
  readonly active: boolean
  /** Show "Filters wissen" at the end of the chips (default); the inbox places it in its toolbar instead. */
  readonly withReset?: boolean
  /**
   * Which chips: all (analytics), or the Smart Inbox's split: the period (and "Aan mij") on its one toolbar
   * line, the rest behind "Meer filters" so the list keeps the height.
   */
  readonly part?: 'all' | 'primary' | 'more'
}

/** How many of the filters behind "Meer filters" are set (shown on its button). */
export function moreFiltersSet(filters: InboxFilters): number {
  return (
    flags.filter((flag) => filters[flag] !== null).length +
    [
      filters.teamNames,
      filters.assignedTo,
      filters.humanReadableTypes,
      filters.templateNames,
      filters.senderEntities,
      filters.labelIds,
    ].filter((list) => list.length > 0).length
  )
}

/**
 * The compact filter bar: one chip per filter, each opening a small popover with its control;
 * an active chip shows its value and clears with its ×. Every control maps onto one field of
 * `InboxFilters` (the table, the conversation list, the analytics and the export share that model) and
 * applies at once.
 */
export function InboxFilterBar({
  filters,
  options,
  labels,
  onChange,
  onReset,
  rangeRefused,
  active,
  withReset = true,
  part = 'all',
}: InboxFiltersProps) {
  const { t, i18n } = useTranslation('inbox')
  const language = i18n.language
  const set = (patch: Partial<InboxFilters>) => onChange({ ...filters, ...patch })
  const yesNo = (value: boolean) => (value ? t('yes') : t('no'))
  const withChosen = (list: readonly string[], chosen: readonly string[]) => [
    ...new Set([...list, ...chosen]),
  ]
  const agents = options.assignees.agents
  const flows = options.assignees.flows.filter((flow) => !agents.includes(flow))
  const labelName = (id: string) => labels.find((label) => label.id === id)?.name ?? id

  return (
    <Stack gap={4}>
      <Group
        gap={6}
        wrap="wrap"
        component="section"
        aria-label={part === 'more' ? t('filters.more') : t('filters.title')}
        data-testid={part === 'more' ? 'inbox-more-filters' : 'inbox-filters'}
      >
        {part !== 'more' && <DateRangeChip filters={filters} onChange={set} language={language} />}
        {part !== 'primary' &&
          flags.map((flag) => (
            <FilterChip
              key={flag}
              testId={`filter-${flag}`}
              label={t(`filters.${flag}`)}
              value={filters[flag] === null ? null : yesNo(filters[flag])}
              onClear={() => set({ [flag]: null })}
            >
              <SegmentedControl
                size="xs"
                data={[
                  { value: 'any', label: t('filters.any') },
                  { value: 'yes', label: t('yes') },
                  { value: 'no', label: t('no') },
                ]}
                value={filters[flag] === null ? 'any' : filters[flag] ? 'yes' : 'no'}
                onChange={(value) => set({ [flag]: value === 'any' ? null : value === 'yes' })}
                aria-label={t(`filters.${flag}`)}
              />
            </FilterChip>
          ))}
        {part !== 'primary' && (
          <>
            <ListChip
              testId="filter-teams"
              label={t('filters.teams')}
              items={withChosen(options.team_names, filters.teamNames).map((name) => ({ value: name }))}
              chosen={filters.teamNames}
              onChange={(teamNames) => set({ teamNames })}
            />
            <ListChip
              testId="filter-assignees"
              label={t('filters.assignees')}
              items={[
                ...withChosen(
                  agents,
                  filters.assignedTo.filter((name) => !flows.includes(name)),
                ).map((name) => ({ value: name, group: t('filters.agents') })),
                ...flows.map((name) => ({ value: name, group: t('filters.flows') })),
              ]}
              chosen={filters.assignedTo}
              onChange={(assignedTo) => set({ assignedTo })}
            />
            <ListChip
              testId="filter-types"
              label={t('filters.types')}
              items={withChosen(options.human_readable_types, filters.humanReadableTypes).map((name) => ({
                value: name,
              }))}
              chosen={filters.humanReadableTypes}
              onChange={(humanReadableTypes) => set({ humanReadableTypes })}
            />
            <ListChip
              testId="filter-templates"
              label={t('filters.templates')}
              items={withChosen(options.template_names, filters.templateNames).map((name) => ({
                value: name,
              }))}
              chosen={filters.templateNames}
              onChange={(templateNames) => set({ templateNames })}
            />
            <ListChip
              testId="filter-senders"
              label={t('filters.senders')}
              items={senderEntities.map((entity) => ({ value: entity, label: t(`sender.${entity}`) }))}
              chosen={filters.senderEntities}
              onChange={(values) => set({ senderEntities: values as SenderEntity[] })}
            />
            <ListChip
              testId="filter-labels"
              label={t('filters.labels')}
              items={withChosen(
                labels.map((label) => label.id),
                filters.labelIds,
              ).map((id) => ({
                value: id,
                label: labelName(id),
                color: labels.find((label) => label.id === id)?.color,
              }))}
              chosen={filters.labelIds}
              onChange={(labelIds) => set({ labelIds })}
              empty={t('labels.none')}
            />
          </>
        )}
        {part !== 'more' && filters.assignedToMe && (
          <FilterChip
            testId="filter-mine"
            label={t('triage.mine')}
            value={t('yes')}
            onClear={() => set({ assignedToMe: false })}
          >
            <Text fz="sm">{t('triage.mineHelp')}</Text>
          </FilterChip>
        )}
        {withReset && <ResetFilters onReset={onReset} active={active} />}
      </Group>
      {part !== 'more' && rangeRefused && (
        <Alert color="yellow" variant="light" py={4} role="alert" data-testid="filter-range-refused">
          {t('filters.rangeRefused', {
            from: showDay(filters.startDate, language),
            to: showDay(filters.endDate, language),
          })}
        </Alert>
      )}
    </Stack>
  )
}

/** "Filters wissen": back to the defaults (the last 30 days, nothing else). */
export function ResetFilters({ onReset, active }: { onReset: () => void; active: boolean }) {
  const { t } = useTranslation('inbox')
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      onClick={onReset}
      disabled={!active}
      data-testid="filter-reset"
    >
      {t('filters.reset')}
    </Button>
  )
}

/** One filter: a chip (name, and its value when set) that opens its control in a popover. */
function FilterChip({
  label,
  value,
  onClear,
  testId,
  children,
  width = 260,
}: {
  label: string
  value: string | null
  /** Absent: the filter always has a value (the period) and no ×. */
  onClear?: () => void
  testId: string
  children: ReactNode
  width?: number
}) {
  const { t } = useTranslation('inbox')
  const [opened, setOpened] = useState(false)
  const isSet = value !== null
  const clearable = isSet && onClear !== undefined
  return (
    <Group gap={0} wrap="nowrap">
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-start"
        width={width}
        shadow="md"
        trapFocus
        returnFocus
        withinPortal
      >
        <Popover.Target>
          <Button
            size="compact-xs"
            variant={isSet ? 'filled' : 'default'}
            radius="xl"
            onClick={() => setOpened((open) => !open)}
            aria-expanded={opened}
            aria-haspopup="dialog"
            data-testid={testId}
            data-active={isSet || undefined}
            styles={{
              root: clearable ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 } : undefined,
              label: { maxWidth: '16rem', overflow: 'hidden', textOverflow: 'ellipsis' },
            }}
            fw={isSet ? 650 : 500}
          >
            {isSet ? `${label}: ${value}` : label}
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label={label} role="dialog" data-testid={`${testId}-popover`}>
          <Stack gap="xs">
            <Text fz="xs" fw={700} c="dimmed" tt="uppercase">
              {label}
            </Text>
            {children}
          </Stack>
        </Popover.Dropdown>
      </Popover>
      {clearable && (
        <CloseButton
          size="sm"
          variant="filled"
          radius="xl"
          h={22}
          style={{ borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }}
          onClick={onClear}
          aria-label={t('filters.clear', { filter: label })}
          data-testid={`${testId}-clear`}
        />
      )}
    </Group>
  )
}

interface ListItem {
  readonly value: string
  readonly label?: string
  readonly group?: string
  readonly color?: string | undefined
}

/** A filter on a list of names: a searchable list of check boxes in the popover. */
function ListChip({
  label,
  items,
  chosen,
  onChange,
  testId,
  empty,
}: {
  label: string
  items: readonly ListItem[]
  chosen: readonly string[]
  onChange: (values: string[]) => void
  testId: string
  empty?: string
}) {
  const { t } = useTranslation('inbox')
  const [query, setQuery] = useState('')
  const nameOf = (item: ListItem) => item.label ?? item.value
  const shown = items.filter((item) => nameOf(item).toLocaleLowerCase().includes(query.toLocaleLowerCase()))
  const chosenNames = items.filter((item) => chosen.includes(item.value)).map(nameOf)
  const value = chosen.length === 0 ? null : chosen.length <= 2 ? chosenNames.join(', ') : `${chosen.length}`
  const toggle = (item: string) =>
    onChange(chosen.includes(item) ? chosen.filter((v) => v !== item) : [...chosen, item])
  return (
    <FilterChip label={label} value={value} onClear={() => onChange([])} testId={testId}>
      {items.length > 8 && (
        <TextInput
          size="xs"
          placeholder={t('filters.find')}
          aria-label={t('filters.findIn', { filter: label })}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
      )}
      {items.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {empty ?? t('filters.noOptions')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
          <Stack gap={2} role="group" aria-label={label}>
            {shown.map((item, index) => {
              const heading = item.group && item.group !== shown[index - 1]?.group ? item.group : null
              return (
                <Stack key={`${item.group ?? ''}${item.value}`} gap={2}>
                  {heading && (
                    <Text fz="xs" c="dimmed" fw={700} mt={4}>
                      {heading}
                    </Text>
                  )}
                  <Checkbox
                    size="xs"
                    checked={chosen.includes(item.value)}
                    onChange={() => toggle(item.value)}
                    px={6}
                    py={3}
                    label={
                      <Group gap={6} wrap="nowrap" component="span">
                        {item.color && <ColorSwatch component="span" color={item.color} size={12} />}
                        <Text component="span" fz="sm" dir="auto">
                          {nameOf(item)}
                        </Text>
                      </Group>
                    }
                  />
                </Stack>
              )
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </FilterChip>
  )
}

/** The period: two typeable dates in the interface language; a start after the end is refused. */
function DateRangeChip({
  filters,
  onChange,
  language,
}: {
  filters: InboxFilters
  onChange: (patch: Partial<InboxFilters>) => void
  language: string
}) {
  const { t } = useTranslation('inbox')
  // The server's limit (shared/domain/date-ranges): a reversed or longer range would only be refused there.
  const range = useRangeChoice(rangeLimits.inbox)
  const apply = (patch: { startDate?: string; endDate?: string }) => {
    const startDate = patch.startDate ?? filters.startDate
    const endDate = patch.endDate ?? filters.endDate
    range.choose(startDate, endDate, () => onChange({ startDate, endDate }))
  }
  return (
    <FilterChip
      testId="filter-period"
      label={t('filters.period')}
      value={`${showDay(filters.startDate, language)} – ${showDay(filters.endDate, language)}`}
      width={300}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <DayInput
          size="xs"
          label={t('filters.from')}
          value={filters.startDate}
          onChange={(day) => apply({ startDate: day })}
          testId="filter-from"
        />
        <DayInput
          size="xs"
          label={t('filters.to')}
          value={filters.endDate}
          onChange={(day) => apply({ endDate: day })}
          testId="filter-to"
        />
      </Group>
      {range.refusal && (
        <Text fz="xs" c="red" role="alert" data-testid="filter-range-error">
          {range.refusal}
        </Text>
      )}
    </FilterChip>
  )
}

import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useMemo, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { rangeLimits } from '@shared/domain/date-ranges'
import type { PermissionSubject } from '@shared/domain/permissions'
import { useAppAbility } from '../../../lib/ability'
import { showDay } from '../../../lib/dates'
import { formatDuration } from '../../../lib/durations'
import { DayInput } from '../../../ui/day-input'
import { useRangeChoice } from '../../../ui/range-choice'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useAnalytics, usePortalAnalytics } from '../api/analytics'
import { useAnalyticsProcessors, type AnalyticsProcessor } from '../api/processors'
import { useAnalyticsScope, type AnalyticsScope } from '../scope'
import { filterOf, type AnalyticsFilter } from '../range'
import { analyticsTabs, type AnalyticsSearch, type AnalyticsTab } from '../search'
import { ChartCard, DataTable } from './chart-card'
import { ConversationsTab } from './conversations-tab'
import { EventsTab } from './events-tab'
import { ExportButtons } from './export-buttons'
import { FreetextDrawer } from './freetext-drawer'
import { ReportsTab } from './reports-tab'

const tabSubject: Record<AnalyticsTab, PermissionSubject> = {
  summary: 'AnalyticsSummary',
  conversations: 'AnalyticsConversations',
  language: 'AnalyticsLanguage',
  funnel: 'AnalyticsFunnel',
  kpis: 'AnalyticsSummary',
  intents: 'AnalyticsSummary',
  hours: 'AnalyticsSummary',
  flows: 'AnalyticsSummary',
  events: 'AnalyticsSummary',
  reports: 'AnalyticsSummary',
}

/**
 * Analytics: one date range (default the last 30 days to the end of today) and one flow filter,
 * both in the URL and shared by every tab; each tab a chart with the same numbers as a table.
 */
export function AnalyticsPage({
  search,
  onSearch,
  now,
}: {
  search: AnalyticsSearch
  onSearch: (next: AnalyticsSearch) => void
  now: number
}) {
  const { t } = useTranslation('analytics')
  const scope = useAnalyticsScope()
  const ability = useAppAbility()
  const filter = useMemo(() => filterOf(search, now), [search, now])
  const tabs = analyticsTabs.filter((tab) => ability.can('read', tabSubject[tab]))
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : (tabs[0] ?? 'summary')
  if (!scope) return <Text>{t('noChatbot')}</Text>
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <FilterBar scope={scope} search={search} filter={filter} onSearch={onSearch} />
      <Tabs
        value={tab}
        onChange={(value) =>
          value && onSearch({ ...search, tab: value as AnalyticsTab, page: undefined, open: undefined })
        }
        keepMounted={false}
      >
        {/* One row of tabs: at 1280 px the ten of them scroll sideways instead of wrapping to two rows. */}
        <Tabs.List
          aria-label={t('title')}
          style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}
        >
          {tabs.map((id) => (
            <Tabs.Tab key={id} value={id} data-testid={`analytics-tab-${id}`} style={{ flexShrink: 0 }}>
              {t(`tabs.${id}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {tabs.map((id) => (
          <Tabs.Panel key={id} value={id} pt="md">
            {id === tab && (
              <TabContent tab={id} scope={scope} filter={filter} search={search} onSearch={onSearch} />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  )
}

function FilterBar({
  scope,
  search,
  filter,
  onSearch,
}: {
  scope: AnalyticsScope
  search: AnalyticsSearch
  filter: AnalyticsFilter
  onSearch: (next: AnalyticsSearch) => void
}) {
  const { t } = useTranslation('analytics')
  // The flow choices: every flow of the chatbot (users per flow lists them all, whatever the range).
  const flows = useAnalytics(scope, 'usersPerFlow', { ...filter, flowIds: [] })
  const first = useAnalytics(scope, 'minDate', filter)
  const set = (patch: Partial<AnalyticsSearch>) =>
    onSearch({ ...search, page: undefined, open: undefined, ...patch })
  // Every tab asks the server for this range: a reversed or longer one would only be refused there, and the
  // figures (and an export) would keep the old range while the field shows the new day.
  const range = useRangeChoice(rangeLimits.analytics)
  const setRange = (from: string, to: string) => range.choose(from, to, () => set({ from, to }))
  return (
    <Card withBorder radius="md" padding="sm" role="group" aria-label={t('filters.label')}>
      <Group align="end" gap="sm" wrap="wrap">
        <DayInput
          label={t('filters.from')}
          value={filter.startDate}
          minDate={first.data ?? undefined}
          maxDate={filter.endDate}
          onChange={(day) => setRange(day, filter.endDate)}
          testId="analytics-from"
        />
        <DayInput
          label={t('filters.to')}
          value={filter.endDate}
          minDate={filter.startDate}
          onChange={(day) => setRange(filter.startDate, day)}
          testId="analytics-to"
        />
        <Select
          label={t('filters.flow')}
          data={[
            { value: '', label: t('filters.allFlows') },
            ...(flows.data ?? []).map((f) => ({ value: f.flowId, label: f.flowName })),
          ]}
          value={search.flow ?? ''}
          onChange={(value) => set({ flow: value || undefined })}
          allowDeselect={false}
          w={280}
          data-testid="analytics-flow"
        />
        <Button
          variant="subtle"
          onClick={() => set({ from: undefined, to: undefined })}
          data-testid="analytics-reset"
        >
          {t('filters.reset')}
        </Button>
      </Group>
      {range.refusal && (
        <Text fz="xs" c="red" role="alert" mt={4} data-testid="analytics-range-error">
          {range.refusal}
        </Text>
      )}
    </Card>
  )
}

interface TabProps {
  scope: AnalyticsScope
  filter: AnalyticsFilter
  search: AnalyticsSearch
  onSearch: (next: AnalyticsSearch) => void
}

function TabContent({ tab, ...props }: TabProps & { tab: AnalyticsTab }) {
  switch (tab) {
    case 'summary':
      return <SummaryTab {...props} />
    case 'conversations':
      return <ConversationsTab {...props} />
    case 'language':
      return <LanguageTab {...props} />
    case 'funnel':
      return <FunnelTab {...props} />
    case 'kpis':
      return <KpisTab {...props} />
    case 'intents':
      return <IntentsTab {...props} />
    case 'hours':
      return <HoursTab {...props} />
    case 'flows':
      return <FlowsTab {...props} />
    case 'events':
      return <EventsTab scope={props.scope} />
    case 'reports':
      return <ReportsTab scope={props.scope} range={props.filter} />
  }
}

/** Loading, error and "no conversations" around a tab's content. */
function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown }
  empty: (data: T) => boolean
  children: (data: T) => ReactNode
}) {
  const { t } = useTranslation('analytics')
  if (query.isPending) return <LoadingSkeleton />
  if (query.isError || query.data === undefined)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="analytics" />
  if (empty(query.data))
    return (
      <EmptyState title={t('empty.title')} body={t('empty.body')} testId="analytics-empty" docs="analytics" />
    )
  return <>{children(query.data)}</>
}

const number = (n: number, lng: string) => n.toLocaleString(lng)

function Stat({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Card withBorder radius="md" padding="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700}>
        {value}
      </Text>
    </Card>
  )
}

function SummaryTab({ scope, filter }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const summary = usePortalAnalytics(scope, 'webChatSummary', filter)
  const perDay = usePortalAnalytics(scope, 'activeUsersPerPeriod', filter, 'day')
  const lng = i18n.language
  return (
    <Loaded query={summary} empty={(s) => s.conversations === 0}>
      {(s) => (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, md: 4 }}>
            <Stat
              label={t('summary.conversations')}
              value={number(s.conversations, lng)}
              testId="stat-conversations"
            />
            <Stat label={t('summary.whatsapp')} value={number(s.whatsapp, lng)} testId="stat-whatsapp" />
            <Stat label={t('summary.web')} value={number(s.web, lng)} testId="stat-web" />
            <Stat label={t('summary.finished')} value={number(s.finished, lng)} testId="stat-finished" />
            <Stat
              label={t('summary.goals')}
              value={number(s.conversationsWithGoal, lng)}
              testId="stat-goals"
            />
            <Stat label={t('summary.messages')} value={number(s.messages, lng)} testId="stat-messages" />
            <Stat
              label={t('summary.averageMessages')}
              value={number(s.averageMessages, lng)}
              testId="stat-average-messages"
            />
            <Stat
              label={t('summary.averageDuration')}
              value={formatDuration(s.averageDurationSeconds, {
                h: t('units.h'),
                m: t('units.m'),
                s: t('units.s'),
              })}
              testId="stat-average-duration"
            />
          </SimpleGrid>
          {perDay.data && (
            <ChartCard
              title={t('summary.perPeriod', { period: t('summary.period.day') })}
              rows={perDay.data}
              dataKey="period"
              formatLabel={(day) => showDay(day, lng).slice(0, 5)}
              series={[{ name: 'users', label: t('columns.users'), color: 'blue.6' }]}
              columns={[
                { key: 'period', label: t('columns.date'), value: (r) => showDay(r.period, lng) },
                {
                  key: 'users',
                  label: t('columns.users'),
                  value: (r) => number(r.users, lng),
                  numeric: true,
                },
              ]}
              testId="chart-per-period"
              exportAs={<ExportButtons table="perPeriod" filter={filter} />}
            />
          )}
        </Stack>
      )}
    </Loaded>
  )
}

function LanguageTab({ scope, filter }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const query = usePortalAnalytics(scope, 'languageUse', filter)
  return (
    <Loaded query={query} empty={(rows) => rows.length === 0}>
      {(rows) => {
        const total = rows.reduce((s, r) => s + r.conversations, 0)
        const named = rows.map((r) => ({
          ...r,
          name: r.language === 'nl' || r.language === 'en' ? t(`languages.${r.language}`) : r.language,
        }))
        return (
          <ChartCard
            title={t('tabs.language')}
            rows={named}
            dataKey="name"
            series={[{ name: 'conversations', label: t('columns.conversations'), color: 'grape.6' }]}
            columns={[
              { key: 'language', label: t('columns.language'), value: (r) => r.name },
              {
                key: 'conversations',
                label: t('columns.conversations'),
                value: (r) => number(r.conversations, i18n.language),
                numeric: true,
              },
              {
                key: 'share',
                label: t('columns.share'),
                value: (r) => `${Math.round((r.conversations / total) * 100)}%`,
                numeric: true,
              },
            ]}
            testId="chart-language"
            exportAs={<ExportButtons table="language" filter={filter} />}
          />
        )
      }}
    </Loaded>
  )
}

/**
 * The funnel per flow. For a user who may open the Builder, each flow offers its tree view with this
 * period's drop-off laid over the states, and each step (in the table) opens that state there.
 */
export function FunnelTab({ scope, filter, search, onSearch }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const query = useAnalytics(scope, 'dropRateFunnel', filter)
  const ability = useAppAbility()
  const mayBuild = ability.can('read', 'Builder')
  // What candidates typed at a state is read with the conversations (GET /api/v1/freetext-messages/).
  const mayReadTyped = ability.can('read', 'AnalyticsConversations')
  const [typedAt, setTypedAt] = useState<{ stateId: string; stateName: string } | null>(null)
  const period = { from: filter.startDate, to: filter.endDate }
  return (
    <>
      {typedAt && (
        <FreetextDrawer
          scope={scope}
          stateId={typedAt.stateId}
          stateName={typedAt.stateName}
          onClose={() => setTypedAt(null)}
          onOpenConversation={(clientId) =>
            onSearch({ ...search, tab: 'conversations', page: undefined, open: clientId })
          }
        />
      )}
      <Loaded query={query} empty={(rows) => rows.length === 0}>
        {(rows) => {
          const flows = [...new Map(rows.map((r) => [r.flowId, r.flowName]))]
          return (
            <Stack gap="md">
              <Group justify="space-between">
                <Text c="dimmed">{t('funnel.intro')}</Text>
                <ExportButtons table="funnel" filter={filter} />
              </Group>
              {flows.map(([flowId, flowName]) => (
                <ChartCard
                  key={flowId}
                  title={flowName}
                  rows={rows.filter((r) => r.flowId === flowId)}
                  dataKey="stateName"
                  orientation="vertical"
                  height={200}
                  series={[
                    { name: 'reached', label: t('columns.reached'), color: 'blue.6' },
                    { name: 'dropped', label: t('columns.dropped'), color: 'red.6' },
                  ]}
                  columns={[
                    { key: 'state', label: t('columns.state'), value: (r) => r.stateName },
                    {
                      key: 'reached',
                      label: t('columns.reached'),
                      value: (r) => number(r.reached, i18n.language),
                      numeric: true,
                    },
                    {
                      key: 'dropped',
                      label: t('columns.dropped'),
                      value: (r) => number(r.dropped, i18n.language),
                      numeric: true,
                    },
                    {
                      key: 'rate',
                      label: t('columns.dropRate'),
                      value: (r) => `${number(r.dropRate, i18n.language)}%`,
                      numeric: true,
                    },
                    ...(mayReadTyped
                      ? [
                          {
                            key: 'typed',
                            label: t('freetext.column'),
                            value: (r: (typeof rows)[number]) => (
                              <Anchor
                                component="button"
                                type="button"
                                fz="sm"
                                onClick={() => setTypedAt({ stateId: r.stateId, stateName: r.stateName })}
                                aria-label={t('freetext.show', { state: r.stateName })}
                                data-testid="funnel-typed-answers"
                              >
                                {t('freetext.open')}
                              </Anchor>
                            ),
                          },
                        ]
                      : []),
                    ...(mayBuild
                      ? [
                          {
                            key: 'builder',
                            label: t('funnel.builder'),
                            value: (r: (typeof rows)[number]) => (
                              <Anchor
                                renderRoot={(props) => (
                                  <Link
                                    {...props}
                                    to="/builder/$flowId/tree"
                                    params={{ flowId: r.flowId }}
                                    search={{ state: r.stateId, ...period }}
                                  />
                                )}
                                fz="sm"
                                data-testid="funnel-open-state"
                              >
                                {t('funnel.openState', { state: r.stateName })}
                              </Anchor>
                            ),
                          },
                        ]
                      : []),
                  ]}
                  extra={
                    mayBuild && (
                      <Anchor
                        renderRoot={(props) => (
                          <Link {...props} to="/builder/$flowId/tree" params={{ flowId }} search={period} />
                        )}
                        fz="sm"
                        data-testid="funnel-open-tree"
                      >
                        {t('funnel.openTree')}
                      </Anchor>
                    )
                  }
                  testId={`funnel-${flowId}`}
                />
              ))}
            </Stack>
          )
        }}
      </Loaded>
    </>
  )
}

export function KpisTab({ scope, filter }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const query = usePortalAnalytics(scope, 'kpiAnalytics', filter)
  const lng = i18n.language
  // What each counted processor means (processors(ids) analyticsDescription), asked for the ones listed.
  const processorIds = useMemo(
    () => (query.data ?? []).flatMap((flow) => flow.kpis.map((k) => k.processorId)),
    [query.data],
  )
  const processors = useAnalyticsProcessors(scope, processorIds)
  return (
    <Loaded query={query} empty={(rows) => rows.length === 0}>
      {(rows) => (
        <Stack gap="md">
          <Group justify="space-between">
            <Text c="dimmed">{t('kpis.intro')}</Text>
            <ExportButtons table="kpis" filter={filter} />
          </Group>
          {rows.map((flow) => (
            <Card key={flow.flowId} withBorder radius="md" padding="md" data-testid={`kpis-${flow.flowId}`}>
              <Group justify="space-between" mb="xs">
                <Title order={2} fz="h4">
                  {flow.flowName}
                </Title>
                <Group gap="xs">
                  <Badge variant="light">{`${t('columns.users')}: ${number(flow.users, lng)}`}</Badge>
                  <Badge
                    variant="light"
                    color="teal"
                  >{`${t('columns.finishRate')}: ${number(flow.finishRate, lng)}%`}</Badge>
                </Group>
              </Group>
              {flow.kpis.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('kpis.none')}
                </Text>
              ) : (
                <DataTable
                  rows={flow.kpis}
                  caption={flow.flowName}
                  testId={`kpis-${flow.flowId}-table`}
                  columns={[
                    {
                      key: 'kpi',
                      label: t('columns.kpi'),
                      value: (k) => (
                        <Group gap={6}>
                          <span>{k.name}</span>
                          {k.isImportantGoal && (
                            <Badge size="xs" color="orange" variant="filled">
                              {t('kpis.goal')}
                            </Badge>
                          )}
                        </Group>
                      ),
                    },
                    {
                      key: 'description',
                      label: t('columns.description'),
                      value: (k) => (
                        <ProcessorDescription
                          processor={processors.data?.get(k.processorId)}
                          loading={processors.isPending}
                          failed={processors.isError}
                        />
                      ),
                    },
                    {
                      key: 'count',
                      label: t('columns.count'),
                      value: (k) => number(k.count, lng),
                      numeric: true,
                    },
                  ]}
                />
              )}
            </Card>
          ))}
        </Stack>
      )}
    </Loaded>
  )
}

/**
 * A counted processor's analyticsDescription and the Google Analytics event it sends; while processors(ids)
 * loads a short placeholder, when it failed or the processor is gone a dash with the reason for screen readers.
 */
function ProcessorDescription({
  processor,
  loading,
  failed,
}: {
  processor: AnalyticsProcessor | undefined
  loading: boolean
  failed: boolean
}) {
  const { t } = useTranslation('analytics')
  if (!processor)
    return loading ? (
      <Skeleton height={12} width={160} aria-label={t('kpis.describing')} />
    ) : (
      <Text size="sm" c="dimmed" title={failed ? t('kpis.descriptionFailed') : t('kpis.processorGone')}>
        {failed ? t('kpis.descriptionFailed') : t('kpis.processorGone')}
      </Text>
    )
  return (
    <Stack gap={2} data-testid="kpi-description">
      <Text size="sm">{processor.analyticsDescription || '—'}</Text>
      {processor.googleAnalyticsEvent && (
        <Text size="xs" c="dimmed">
          {t('kpis.gaEvent', {
            action: processor.googleAnalyticsEvent.eventAction,
            label: processor.googleAnalyticsEvent.eventLabel,
          })}
        </Text>
      )}
    </Stack>
  )
}

function IntentsTab({ scope, filter }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const query = useAnalytics(scope, 'top10Intents', filter)
  return (
    <Loaded query={query} empty={(rows) => rows.length === 0}>
      {(rows) => (
        <ChartCard
          title={t('tabs.intents')}
          rows={rows}
          dataKey="intent"
          orientation="vertical"
          height={340}
          series={[{ name: 'count', label: t('columns.count'), color: 'indigo.6' }]}
          columns={[
            { key: 'intent', label: t('columns.intent'), value: (r) => r.intent },
            {
              key: 'count',
              label: t('columns.count'),
              value: (r) => number(r.count, i18n.language),
              numeric: true,
            },
          ]}
          testId="chart-intents"
          exportAs={<ExportButtons table="intents" filter={filter} />}
        />
      )}
    </Loaded>
  )
}

function HoursTab({ scope, filter }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const hours = useAnalytics(scope, 'activeUsersPerHour', filter)
  const office = useAnalytics(scope, 'usageOutsideOfficeHours', filter)
  const lng = i18n.language
  return (
    <Loaded query={hours} empty={(rows) => rows.every((r) => r.users === 0)}>
      {(rows) => (
        <Stack gap="md">
          {office.data && (
            <Card withBorder radius="md" padding="md" data-testid="office-hours">
              <Text size="sm" c="dimmed" mb="xs">
                {t('hours.officeHours', {
                  start: office.data.officeHours.start,
                  end: office.data.officeHours.end,
                })}
              </Text>
              <SimpleGrid cols={2}>
                <Stat
                  label={t('hours.inside')}
                  value={number(office.data.inside, lng)}
                  testId="stat-inside"
                />
                <Stat
                  label={t('hours.outside')}
                  value={number(office.data.outside, lng)}
                  testId="stat-outside"
                />
              </SimpleGrid>
            </Card>
          )}
          <ChartCard
            title={t('hours.perHour')}
            rows={rows.map((r) => ({ ...r, label: `${String(r.hour).padStart(2, '0')}:00` }))}
            dataKey="label"
            series={[{ name: 'users', label: t('columns.users'), color: 'cyan.6' }]}
            columns={[
              { key: 'hour', label: t('columns.hour'), value: (r) => r.label },
              { key: 'users', label: t('columns.users'), value: (r) => number(r.users, lng), numeric: true },
            ]}
            testId="chart-hours"
            exportAs={<ExportButtons table="perHour" filter={filter} />}
          />
        </Stack>
      )}
    </Loaded>
  )
}

function FlowsTab({ scope, filter }: TabProps) {
  const { t, i18n } = useTranslation('analytics')
  const query = useAnalytics(scope, 'usersPerFlow', filter)
  return (
    <Loaded query={query} empty={(rows) => rows.every((r) => r.users === 0)}>
      {(rows) => (
        <ChartCard
          title={t('tabs.flows')}
          rows={rows}
          dataKey="flowName"
          orientation="vertical"
          height={Math.max(200, rows.length * 32)}
          series={[{ name: 'users', label: t('columns.users'), color: 'teal.6' }]}
          columns={[
            { key: 'flow', label: t('columns.flow'), value: (r) => r.flowName },
            {
              key: 'users',
              label: t('columns.users'),
              value: (r) => number(r.users, i18n.language),
              numeric: true,
            },
          ]}
          testId="chart-flows"
          exportAs={<ExportButtons table="perFlow" filter={filter} />}
        />
      )}
    </Loaded>
  )
}

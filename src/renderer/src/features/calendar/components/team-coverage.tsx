import '../calendar.css'
import { Group, Paper, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { shiftDay, zonedTime } from '@shared/domain/analytics'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { CandidateLanguageSelect } from './form-bits'
import type { EventConfiguration } from '../api/calendar-users'
import { useCoverage, type TeamCoverage as Coverage } from '../api/coverage'

const weekOptions = ['1', '2', '3'] as const

/**
 * Team coverage: a heatmap of the slots the bot offers per person and day for one kind of appointment,
 * optionally for a candidate's language, over the coming weeks. A day nobody can be booked on stands out
 * in the totals row ("no Dutch-speaking slots on Tuesday"). One cell per person and day: 50 people over
 * three weeks stay within the DOM budget.
 */
export function TeamCoverage({ configurations }: { configurations: readonly EventConfiguration[] }) {
  const { t } = useTranslation('calendar')
  const enabled = configurations.filter((configuration) => configuration.isEnabled)
  const [configurationId, setConfigurationId] = useState<string | null>(enabled[0]?.id ?? null)
  const [language, setLanguage] = useState<string | null>(null)
  const [weeks, setWeeks] = useState<(typeof weekOptions)[number]>('2')
  // From tomorrow in the organisation's zone: the bot's offer for today is mostly past.
  const [from] = useState(() => shiftDay(zonedTime(Date.now()).day, 1))
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="coverage-title"
      data-testid="team-coverage"
    >
      <Stack gap="sm">
        <Title order={2} fz="h4" id="coverage-title">
          {t('coverage.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('coverage.intro')}
        </Text>
        <Group gap="sm" align="flex-end">
          <Select
            size="xs"
            label={t('coverage.configuration')}
            data={enabled.map((configuration) => ({ value: configuration.id, label: configuration.name }))}
            value={configurationId}
            onChange={setConfigurationId}
            allowDeselect={false}
            data-testid="coverage-configuration"
          />
          <CandidateLanguageSelect value={language} onChange={setLanguage} testId="coverage-language" />
          <Stack gap={4}>
            <Text fz="xs" fw={500} id="coverage-weeks">
              {t('coverage.weeks')}
            </Text>
            <SegmentedControl
              size="xs"
              value={weeks}
              onChange={(value) => setWeeks(value as (typeof weekOptions)[number])}
              data={weekOptions.map((value) => ({
                value,
                label: t('coverage.weekCount', { count: Number(value) }),
              }))}
              aria-labelledby="coverage-weeks"
            />
          </Stack>
        </Group>
        {configurationId ? (
          <CoverageTable
            question={{ eventConfigurationId: configurationId, from, days: Number(weeks) * 7, language }}
          />
        ) : (
          <Text fz="sm" c="dimmed" data-testid="coverage-empty">
            {t('coverage.noConfiguration')}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

function CoverageTable({
  question,
}: {
  question: { eventConfigurationId: string; from: string; days: number; language: string | null }
}) {
  const { t, i18n } = useTranslation('calendar')
  const coverage = useCoverage(question)
  if (coverage.isPending) return <LoadingSkeleton rows={4} testId="coverage-loading" />
  if (coverage.isError)
    return (
      <ErrorState
        error={coverage.error}
        onRetry={() => void coverage.refetch()}
        namespace="calendar"
        title={null}
      />
    )
  const data: Coverage = coverage.data
  const max = Math.max(1, ...data.rows.flatMap((row) => row.offered))
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' })
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'numeric', timeZone: 'UTC' })
  const at = (day: string) => new Date(`${day}T12:00:00Z`)
  const people = data.days.map((_, index) => data.rows.filter((row) => (row.offered[index] ?? 0) > 0).length)
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table
        className="portal-coverage"
        data-testid="coverage-table"
        aria-busy={coverage.isPlaceholderData || undefined}
        aria-label={t('coverage.title')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th className="portal-coverage-name">{t('users.columns.name')}</Table.Th>
            {data.days.map((day) => (
              <Table.Th key={day} title={day}>
                {weekday.format(at(day))}
                <br />
                {date.format(at(day))}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.rows.map((row) => (
            <Table.Tr key={row.calendarUserId} data-testid="coverage-row">
              <Table.Th scope="row" className="portal-coverage-name">
                {row.name}
                {row.blockedBy && (
                  <Text component="span" fz="xs" c="dimmed" display="block">
                    {t(`why.blocked.${row.blockedBy as 'noPreference'}`, {
                      defaultValue: t('why.blocked.other'),
                    })}
                  </Text>
                )}
              </Table.Th>
              {row.offered.map((count, index) => (
                <Table.Td
                  key={data.days[index]}
                  className="portal-coverage-cell"
                  data-level={count === 0 ? 0 : Math.ceil((count / max) * 4)}
                  aria-label={t('coverage.cell', { count, day: data.days[index] })}
                >
                  {count > 0 ? count : ''}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th scope="row" className="portal-coverage-name">
              {t('coverage.people')}
            </Table.Th>
            {people.map((count, index) => (
              <Table.Td
                key={data.days[index]}
                className="portal-coverage-total"
                data-none={count === 0 || undefined}
                data-testid="coverage-total"
              >
                {count}
              </Table.Td>
            ))}
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}

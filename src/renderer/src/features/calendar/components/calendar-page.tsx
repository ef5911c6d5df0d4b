import { Drawer, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  calendarUserName,
  useCalendarOverview,
  useCalendarUser,
  type CalendarUserSummary,
  type EventConfiguration,
} from '../api/calendar-users'
import { useCalendarViewer } from '../scope'
import type { CalendarSearch } from '../search'
import { CalendarUserDrawer } from './calendar-user-drawer'
import { EventConfigurations } from './event-configurations'
import { LinkBadge } from './link-badge'
import { TeamCoverage } from './team-coverage'
import '../calendar.css'

/**
 * Calendar (spec 000 §2): the calendar users the viewer may see, each with their linked calendar, time
 * zone, spoken languages, excluded days and the events they can be booked for; the organisation's event
 * configurations; a calendar user's configuration drawer (open one: `?open=<id>&tab=…`).
 */
export function CalendarPage({
  search,
  onSearch,
}: {
  search: CalendarSearch
  onSearch: (next: CalendarSearch) => void
}) {
  const { t } = useTranslation('calendar')
  const viewer = useCalendarViewer()
  const overview = useCalendarOverview()
  const managesAll = viewer?.managesAll === true
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('page.title')}</Title>
        <Text c="dimmed">{managesAll ? t('page.introManager') : t('page.introOwn')}</Text>
      </Stack>
      {overview.isPending ? (
        <LoadingSkeleton rows={5} testId="calendar-loading" />
      ) : overview.isError ? (
        <ErrorState
          error={overview.error}
          onRetry={() => void overview.refetch()}
          namespace="calendar"
          testId="calendar-error"
        />
      ) : (
        <>
          <EventConfigurations
            configurations={overview.data.allEventConfigurations}
            mayConfigure={managesAll}
          />
          <CalendarUsers
            users={overview.data.allCalendarUsers}
            configurations={overview.data.allEventConfigurations}
            onOpen={(id) => onSearch({ open: id, tab: 'times' })}
          />
          <TeamCoverage configurations={overview.data.allEventConfigurations} />
          {search.open && (
            <OpenDrawer
              id={search.open}
              users={overview.data.allCalendarUsers}
              configurations={overview.data.allEventConfigurations}
              search={search}
              onSearch={onSearch}
            />
          )}
        </>
      )}
    </Stack>
  )
}

function OpenDrawer({
  id,
  users,
  configurations,
  search,
  onSearch,
}: {
  id: string
  users: readonly CalendarUserSummary[]
  configurations: readonly EventConfiguration[]
  search: CalendarSearch
  onSearch: (next: CalendarSearch) => void
}) {
  const { t } = useTranslation('calendar')
  const listed = users.find((one) => one.id === id)
  const detail = useCalendarUser(id)
  // A link to a calendar user this viewer may not see (or one removed since) opens nothing.
  if (!listed || detail.data === null) return null
  if (!detail.data)
    return (
      <Drawer
        opened
        onClose={() => onSearch({})}
        position="right"
        size="xl"
        title={calendarUserName(listed)}
        closeButtonProps={{ 'aria-label': t('drawer.close') }}
        data-testid="calendar-user-drawer"
      >
        {detail.isError ? (
          <ErrorState
            error={detail.error}
            onRetry={() => void detail.refetch()}
            namespace="calendar"
            testId="calendar-user-error"
          />
        ) : (
          <LoadingSkeleton rows={6} testId="calendar-user-loading" />
        )}
      </Drawer>
    )
  return (
    <CalendarUserDrawer
      calendarUser={detail.data}
      configurations={configurations}
      tab={search.tab ?? 'times'}
      onTab={(tab) => onSearch({ ...search, tab })}
      onClose={() => onSearch({})}
    />
  )
}

function CalendarUsers({
  users,
  configurations,
  onOpen,
}: {
  users: readonly CalendarUserSummary[]
  configurations: readonly EventConfiguration[]
  onOpen: (id: string) => void
}) {
  const { t } = useTranslation('calendar')
  if (users.length === 0)
    return (
      <EmptyState
        title={t('users.emptyTitle')}
        body={t('users.emptyBody')}
        testId="calendar-users-empty"
        docs="calendar"
      />
    )
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="calendar-users" aria-label={t('users.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.calendar')}</Table.Th>
            <Table.Th>{t('users.columns.timeZone')}</Table.Th>
            <Table.Th>{t('users.columns.languages')}</Table.Th>
            <Table.Th>{t('users.columns.excludedDays')}</Table.Th>
            <Table.Th>{t('users.columns.events')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id} data-testid="calendar-user-row" data-id={user.id}>
              <Table.Td>
                <UnstyledButton
                  onClick={() => onOpen(user.id)}
                  className="portal-calendar-user-open"
                  data-testid="calendar-user-open"
                >
                  {calendarUserName(user)}
                  <span className="portal-calendar-user-email">{user.email}</span>
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <LinkBadge calendarUser={user} />
              </Table.Td>
              <Table.Td>{user.timeZone}</Table.Td>
              <Table.Td className="portal-calendar-languages" data-empty={user.spokenLanguages.length === 0}>
                {user.spokenLanguages.length === 0
                  ? t('users.noLanguages')
                  : user.spokenLanguages.map((code) => code.toUpperCase()).join(' · ')}
              </Table.Td>
              <Table.Td>{t('users.excludedDays', { count: user.excludedDays.length })}</Table.Td>
              <Table.Td>
                <EventNames preferences={user.eventPreferences} configurations={configurations} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * A calendar user's events in one line, each name after a dot in its colour (a disabled one dimmed): one
 * element per event, so 50 calendar users stay within the screen's DOM budget.
 */
function EventNames({
  preferences,
  configurations,
}: {
  preferences: CalendarUserSummary['eventPreferences']
  configurations: readonly EventConfiguration[]
}) {
  const { t } = useTranslation('calendar')
  const named = preferences.flatMap((preference) => {
    const configuration = configurations.find((one) => one.id === preference.eventConfiguration.id)
    return configuration ? [{ preference, configuration }] : []
  })
  if (named.length === 0) return <span className="portal-calendar-none">{t('users.noEvents')}</span>
  return named.map(({ preference, configuration }) => (
    <span
      key={preference.id}
      className="portal-calendar-event"
      data-enabled={preference.enabled}
      style={{ '--portal-event-color': configuration.color } as CSSProperties}
    >
      {configuration.name}
    </span>
  ))
}

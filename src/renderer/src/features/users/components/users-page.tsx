import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useDebouncedCallback } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isRole, roles } from '@shared/domain/roles'
import { fullName } from '@shared/domain/users'
import { filterChips, withFilter, withPage } from '../../../lib/list-search'
import { EmptyState } from '../../../ui/empty-state'
import { IconPencil, IconPlus, IconSearch, IconTrash } from '../../../ui/icons'
import { FilterBar, ServerListPage } from '../../../ui/list-page'
import { LoadingSkeleton } from '../../../ui/query-states'
import type { ListedUser } from '../api/user-fields'
import { useUserList } from '../api/user-list'
import { mayActOn } from '../forms/user-form'
import { type UsersSearch } from '../search'
import { useFormActor } from '../use-actor'
import { RemoveUserModal } from './remove-user-modal'
import { UserDrawer } from './user-drawer'
import { UsersHeader } from './users-header'

/** How long the search box waits after the last keystroke before the list asks the server again. */
const searchDebounceMs = 300

interface UsersPageProps {
  readonly search: UsersSearch
  readonly onSearch: (search: UsersSearch) => void
}

/**
 * The users list (spec 000 §2 'Users management'): search, filter by role and chatbot, server paging (the
 * kit's ServerListPage, filters in the URL); the drawer to add or edit a user; removal with confirmation.
 */
export function UsersPage({ search, onSearch }: UsersPageProps) {
  const { t } = useTranslation(['users', 'common'])
  const list = useUserList(search)
  const { actor, chatbots } = useFormActor()
  const [removing, setRemoving] = useState<ListedUser | null>(null)
  const page = search.page ?? 1
  const users = list.data?.users ?? []
  const open = search.open
  const openUser = open && open !== 'new' ? (users.find((user) => user.id === open) ?? null) : null
  const chatbotName = (id: string) => chatbots.find((chatbot) => chatbot.id === id)?.projectName ?? id
  const roleName = (role: string) => (isRole(role) ? t(`roles.${role}`) : t('roles.unknown'))

  const openDrawer = (id: string) => onSearch({ ...search, open: id, tab: undefined })
  const closeDrawer = () => onSearch({ ...search, open: undefined, tab: undefined })
  const filtered = Boolean(search.search || search.role || search.chatbot)
  const reset = () => onSearch({})

  return (
    <Stack gap="md">
      <UsersHeader
        title={t('list.title')}
        intro={t('list.intro')}
        actions={
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => openDrawer('new')}
            data-testid="user-add"
          >
            {t('list.add')}
          </Button>
        }
      />
      <ServerListPage
        query={list}
        filterBar={
          <UsersFilterBar
            search={search}
            onSearch={onSearch}
            chatbots={chatbots}
            roleName={roleName}
            chatbotName={chatbotName}
          />
        }
        loading={<LoadingSkeleton rows={8} testId="users-loading" />}
        errorTitle={t('list.errorTitle')}
        errorTestId="users-error"
        isEmpty={(data) => data.users.length === 0}
        empty={
          filtered ? (
            <EmptyState
              title={t('list.noMatchTitle')}
              body={t('list.noMatchBody')}
              testId="users-empty"
              action={
                <Button variant="light" size="xs" onClick={reset}>
                  {t('common:list.resetFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState
              title={t('list.emptyTitle')}
              body={t('list.emptyBody')}
              testId="users-empty"
              docs="users"
            />
          )
        }
        page={page}
        pages={(data) => data.pageCount}
        onPage={(next) => onSearch(withPage(search, next))}
        testId="users"
        table={(data) => (
          <UsersTable
            users={data.users}
            actorId={actor?.id ?? null}
            mayAct={(user) => (actor ? mayActOn(actor, user) : false)}
            roleName={roleName}
            onEdit={(user) => openDrawer(user.id)}
            onRemove={setRemoving}
          />
        )}
      >
        {(data) => (
          <Text fz="sm" c="dimmed" data-testid="users-total">
            {t('list.total', { count: data.totalCount })}
          </Text>
        )}
      </ServerListPage>
      {actor && open === 'new' && (
        <UserDrawer key="new" actor={actor} chatbots={chatbots} account={null} onClose={closeDrawer} />
      )}
      {actor && openUser && (
        <UserDrawer
          key={openUser.id}
          actor={actor}
          chatbots={chatbots}
          account={openUser}
          tab={search.tab ?? 'edit'}
          onTab={(tab) => onSearch({ ...search, tab: tab === 'edit' ? undefined : tab })}
          onClose={closeDrawer}
        />
      )}
      {removing && <RemoveUserModal user={removing} onClose={() => setRemoving(null)} />}
    </Stack>
  )
}

function UsersFilterBar({
  search,
  onSearch,
  chatbots,
  roleName,
  chatbotName,
}: {
  search: UsersSearch
  onSearch: (search: UsersSearch) => void
  chatbots: readonly { readonly id: string; readonly projectName: string }[]
  roleName: (role: string) => string
  chatbotName: (id: string) => string
}) {
  const { t } = useTranslation('users')
  const [text, setText] = useState(search.search ?? '')
  const [shown, setShown] = useState(search.search ?? '')
  // The URL changed from elsewhere (a chip removed, reset): the box follows.
  if ((search.search ?? '') !== shown) {
    setShown(search.search ?? '')
    setText(search.search ?? '')
  }
  const applySearch = useDebouncedCallback((value: string) => {
    const trimmed = value.trim()
    setShown(trimmed)
    onSearch(withFilter(search, 'search', trimmed === '' ? undefined : trimmed))
  }, searchDebounceMs)
  const chips = filterChips(
    search,
    {
      search: (value) => t('list.chips.search', { value }),
      role: (value) => t('list.chips.role', { value: roleName(value) }),
      chatbot: (value) => t('list.chips.chatbot', { value: chatbotName(value) }),
    },
    onSearch,
  )
  return (
    <FilterBar label={t('list.filters')} chips={chips} onReset={() => onSearch({})} testId="users-filters">
      <TextInput
        size="xs"
        w={260}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={14} />}
        value={text}
        maxLength={254}
        onChange={(event) => {
          setText(event.currentTarget.value)
          applySearch(event.currentTarget.value)
        }}
        data-testid="users-search"
      />
      <Select
        size="xs"
        w={180}
        label={t('list.role')}
        placeholder={t('list.anyRole')}
        clearable
        data={roles.map((role) => ({ value: role, label: roleName(role) }))}
        value={search.role ?? null}
        onChange={(value) => onSearch(withFilter(search, 'role', value && isRole(value) ? value : undefined))}
        data-testid="users-role-filter"
      />
      <Select
        size="xs"
        w={220}
        label={t('list.chatbot')}
        placeholder={t('list.anyChatbot')}
        clearable
        searchable
        data={chatbots.map((chatbot) => ({ value: chatbot.id, label: chatbot.projectName }))}
        value={search.chatbot ?? null}
        onChange={(value) => onSearch(withFilter(search, 'chatbot', value ?? undefined))}
        data-testid="users-chatbot-filter"
      />
    </FilterBar>
  )
}

function UsersTable({
  users,
  actorId,
  mayAct,
  roleName,
  onEdit,
  onRemove,
}: {
  users: readonly ListedUser[]
  actorId: string | null
  mayAct: (user: ListedUser) => boolean
  roleName: (role: string) => string
  onEdit: (user: ListedUser) => void
  onRemove: (user: ListedUser) => void
}) {
  const { t } = useTranslation(['users', 'common'])
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('list.columns.name')}</Table.Th>
            <Table.Th>{t('list.columns.email')}</Table.Th>
            <Table.Th>{t('list.columns.role')}</Table.Th>
            <Table.Th>{t('list.columns.chatbots')}</Table.Th>
            <Table.Th>{t('list.columns.teams')}</Table.Th>
            <Table.Th>{t('list.columns.language')}</Table.Th>
            <Table.Th w={96}>{t('list.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = fullName(user) || user.email
            const self = user.id === actorId
            const allowed = mayAct(user)
            return (
              <Table.Tr key={user.id} data-testid="user-row" data-email={user.email}>
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    <Text fz="sm" fw={500}>
                      {name}
                    </Text>
                    {self && (
                      <Badge size="xs" variant="light">
                        {t('list.you')}
                      </Badge>
                    )}
                    {user.isSuperuser && (
                      <Badge size="xs" variant="outline" color="grape">
                        {t('list.superuser')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{user.email}</Text>
                </Table.Td>
                <Table.Td>{roleName(user.role)}</Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
                    {user.chatbots
                      .filter((chatbot) => !chatbot.deleted)
                      .map((chatbot) => chatbot.projectName)
                      .join(', ')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" lineClamp={2}>
                    {user.allTeams
                      ? t('list.allTeams')
                      : user.teams.length > 0
                        ? user.teams.map((team) => team.name).join(', ')
                        : t('list.noTeams')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {user.language === 'nl-NL' || user.language === 'en-US'
                    ? t(`languages.${user.language}`)
                    : t('languages.none')}
                </Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap" justify="flex-end">
                    {allowed || self ? (
                      <Tooltip label={t('list.edit', { name })} withArrow>
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('list.edit', { name })}
                          onClick={() => onEdit(user)}
                          data-testid="user-edit"
                        >
                          <IconPencil size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                    {allowed && !self ? (
                      <Tooltip label={t('list.remove', { name })} withArrow>
                        <ActionIcon
                          variant="subtle"
                          color="red.8"
                          aria-label={t('list.remove', { name })}
                          onClick={() => onRemove(user)}
                          data-testid="user-remove"
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      </Tooltip>
                    ) : null}
                  </Group>
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

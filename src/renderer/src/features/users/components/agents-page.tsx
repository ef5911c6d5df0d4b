import { Chip, Group, Stack, Switch, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { errorCatalogue } from '@shared/domain/errors'
import { useErrorMessage } from '../../../lib/errors'
import { MutationFailedError } from '../../../lib/field-errors'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useAgents, useUpdateAgent, type Agent, type AgentChange, type AgentsData } from '../api/agents'
import { useUsersChatbotScope } from '../scope'
import { useNotify } from '../../../ui/notify'
import { NoChatbotNotice } from './employees-page'
import { StatusBadge } from './status-badge'
import { UsersHeader } from './users-header'

/**
 * The selected chatbot's Smart Inbox agents (spec 000 §3 Agent; spec 001 §7.4 `updateAgent`): teams with
 * access, admin and active switches. A switch moves at once and goes back when the server's `ok` is false.
 */
export function AgentsPage() {
  const { t } = useTranslation('users')
  const scope = useUsersChatbotScope()
  return (
    <Stack gap="md">
      <UsersHeader
        title={t('agents.title')}
        intro={t('agents.intro', { chatbot: scope?.projectName ?? '' })}
      />
      {scope ? <AgentsTable chatbotId={scope.chatbotId} /> : <NoChatbotNotice />}
    </Stack>
  )
}

function AgentsTable({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('users')
  const agents = useAgents(chatbotId)
  const update = useUpdateAgent(chatbotId)
  const refusal = useAgentRefusal()
  const notify = useNotify()
  const save = (change: AgentChange) =>
    update.mutate(change, {
      onError: (error) => notify.failed(refusal(error), t('agents.saveFailed')),
    })
  if (agents.isError)
    return (
      <ErrorState
        error={agents.error}
        onRetry={() => void agents.refetch()}
        title={t('agents.errorTitle')}
        testId="agents-error"
      />
    )
  if (agents.isPending) return <LoadingSkeleton rows={6} testId="agents-loading" />
  if (agents.data.allAgents.length === 0)
    return <EmptyState title={t('agents.emptyTitle')} body={t('agents.emptyBody')} testId="agents-empty" />
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped data-testid="agents-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('agents.columns.name')}</Table.Th>
            <Table.Th>{t('agents.columns.contact')}</Table.Th>
            <Table.Th>{t('agents.columns.devices')}</Table.Th>
            <Table.Th>{t('agents.columns.teams')}</Table.Th>
            <Table.Th>{t('agents.columns.admin')}</Table.Th>
            <Table.Th>{t('agents.columns.active')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {agents.data.allAgents.map((agent) => (
            <AgentRow key={agent.id} agent={agent} teams={agents.data.allTeams} onSave={save} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

/**
 * What the server said, in the interface language: `updateAgent` answers English texts without a code, so a
 * text of the catalogue is shown as the catalogue's entry for the interface language.
 */
function useAgentRefusal(): (error: unknown) => string {
  const { t, i18n } = useTranslation('common')
  const errorMessage = useErrorMessage()
  return (error) => {
    if (!(error instanceof MutationFailedError)) return errorMessage(error)
    const texts = [error.errorMessage, ...error.fields.flatMap((field) => field.messages)]
    const code = Object.entries(errorCatalogue).find(([, entry]) => texts.includes(entry.en))?.[0]
    const key = `common:errors.${code}`
    // A run-time key from the catalogue's own codes; i18n.exists checked it.
    return code && i18n.exists(key) ? i18n.t(key as 'common:errors.generic') : t('errors.generic')
  }
}

/** Every team the page lists with this agent's access (a team the agent has no row for: no access). */
export function teamAccess(agent: Agent, teams: AgentsData['allTeams']) {
  return teams.map((team) => ({
    id: team.id,
    name: team.name,
    hasAccess: agent.teams.some((own) => own.id === team.id && own.hasAccess),
  }))
}

function AgentRow({
  agent,
  teams,
  onSave,
}: {
  agent: Agent
  teams: AgentsData['allTeams']
  onSave: (change: AgentChange) => void
}) {
  const { t } = useTranslation('users')
  const access = teamAccess(agent, teams)
  const toggleTeam = (teamId: string) =>
    onSave({
      id: agent.id,
      teams: access.map((team) => ({
        id: team.id,
        hasAccess: team.id === teamId ? !team.hasAccess : team.hasAccess,
      })),
    })
  return (
    <Table.Tr data-testid="agent-row" data-email={agent.email}>
      <Table.Td>
        <Text fz="sm" fw={500}>
          {agent.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{agent.email}</Text>
        <Text fz="xs" c="dimmed">
          {agent.phone ?? t('agents.noPhone')}
        </Text>
      </Table.Td>
      <Table.Td>
        {agent.devices.length > 0 ? (
          <Group gap={4}>
            {agent.devices.map((device) => (
              <StatusBadge key={device} size="xs" color="gray">
                {device}
              </StatusBadge>
            ))}
          </Group>
        ) : (
          <Text fz="xs" c="dimmed">
            {t('agents.noDevices')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {agent.isAdmin ? (
          <StatusBadge size="sm" color="teal">
            {t('agents.allTeamsByAdmin')}
          </StatusBadge>
        ) : (
          <Group gap={4}>
            {access.map((team) => (
              <Chip
                key={team.id}
                size="xs"
                checked={team.hasAccess}
                onChange={() => toggleTeam(team.id)}
                aria-label={t('agents.teamLabel', { name: agent.name, team: team.name })}
                data-testid="agent-team"
              >
                {team.name}
              </Chip>
            ))}
          </Group>
        )}
      </Table.Td>
      <Table.Td>
        <Switch
          checked={agent.isAdmin}
          onChange={(event) => onSave({ id: agent.id, isAdmin: event.currentTarget.checked })}
          aria-label={t('agents.adminLabel', { name: agent.name })}
          data-testid="agent-admin"
        />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={agent.isActive}
          onChange={(event) => onSave({ id: agent.id, isActive: event.currentTarget.checked })}
          aria-label={t('agents.activeLabel', { name: agent.name })}
          data-testid="agent-active"
        />
      </Table.Td>
    </Table.Tr>
  )
}

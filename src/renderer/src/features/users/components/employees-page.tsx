import { ActionIcon, Alert, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isRole } from '@shared/domain/roles'
import { grantableRoles } from '@shared/domain/user-rules'
import { EmptyState } from '../../../ui/empty-state'
import { IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { calendarLinkOf, useEmployees, type ChatbotEmployee } from '../api/employees'
import { useUsersChatbotScope } from '../scope'
import { useFormActor } from '../use-actor'
import { signedInState, useSession } from '../../../lib/session'
import { RemoveEmployeeModal } from './remove-user-modal'
import { StatusBadge } from './status-badge'
import { UsersHeader } from './users-header'

/** 'All employees' (spec 000 §2): the selected chatbot's employees, their calendar link and agent. */
export function EmployeesPage() {
  const { t } = useTranslation('users')
  const scope = useUsersChatbotScope()
  return (
    <Stack gap="md">
      <UsersHeader
        title={t('employees.title')}
        intro={t('employees.intro', { chatbot: scope?.projectName ?? '' })}
      />
      {scope ? <EmployeesTable chatbotId={scope.chatbotId} /> : <NoChatbotNotice />}
    </Stack>
  )
}

export function NoChatbotNotice() {
  const { t } = useTranslation('users')
  return (
    <Alert color="yellow" variant="light" data-testid="users-no-chatbot">
      {t('employees.noChatbot')}
    </Alert>
  )
}

function EmployeesTable({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('users')
  const employees = useEmployees(chatbotId)
  const { actor } = useFormActor()
  const ownEmail = signedInState(useSession().data)?.user.email
  const [removing, setRemoving] = useState<ChatbotEmployee | null>(null)
  // Who may be removed here: the roles the signed-in user may give, never oneself (the server decides too).
  const grantable: readonly string[] = actor ? grantableRoles(actor) : []
  const mayRemove = (employee: ChatbotEmployee) =>
    grantable.includes(employee.role) && employee.email.toLowerCase() !== ownEmail?.toLowerCase()
  if (employees.isError)
    return (
      <ErrorState
        error={employees.error}
        onRetry={() => void employees.refetch()}
        title={t('employees.errorTitle')}
        testId="employees-error"
      />
    )
  if (employees.isPending) return <LoadingSkeleton rows={6} testId="employees-loading" />
  if (employees.data.length === 0)
    return (
      <EmptyState
        title={t('employees.emptyTitle')}
        body={t('employees.emptyBody')}
        testId="employees-empty"
      />
    )
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover data-testid="employees-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('employees.columns.name')}</Table.Th>
            <Table.Th>{t('employees.columns.email')}</Table.Th>
            <Table.Th>{t('employees.columns.role')}</Table.Th>
            <Table.Th>{t('employees.columns.calendar')}</Table.Th>
            <Table.Th>{t('employees.columns.agent')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {employees.data.map((employee) => (
            <Table.Tr key={employee.id} data-testid="employee-row" data-email={employee.email}>
              <Table.Td>
                <Text fz="sm" fw={500}>
                  {employee.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text fz="sm">{employee.email}</Text>
              </Table.Td>
              <Table.Td>{isRole(employee.role) ? t(`roles.${employee.role}`) : t('roles.unknown')}</Table.Td>
              <Table.Td>
                <CalendarBadge employee={employee} />
              </Table.Td>
              <Table.Td>
                <StatusBadge
                  size="sm"
                  color={employee.agentId ? 'blue' : 'gray'}
                  data-testid="employee-agent"
                >
                  {employee.agentId ? t('employees.agent.yes') : t('employees.agent.no')}
                </StatusBadge>
              </Table.Td>
              <Table.Td>
                {mayRemove(employee) && (
                  <Tooltip label={t('list.remove', { name: employee.name })} withArrow>
                    <ActionIcon
                      variant="subtle"
                      color="red.8"
                      aria-label={t('list.remove', { name: employee.name })}
                      onClick={() => setRemoving(employee)}
                      data-testid="employee-remove"
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {removing && <RemoveEmployeeModal employee={removing} onClose={() => setRemoving(null)} />}
    </Table.ScrollContainer>
  )
}

const productNames: Readonly<Record<string, string>> = { GOOGLE: 'Google', MICROSOFT: 'Microsoft' }

function CalendarBadge({ employee }: { employee: ChatbotEmployee }) {
  const { t } = useTranslation('users')
  const link = calendarLinkOf(employee)
  const [color, text] =
    link.state === 'linked'
      ? [
          'teal',
          link.product
            ? t('employees.calendar.linkedWith', { product: productNames[link.product] ?? link.product })
            : t('employees.calendar.linked'),
        ]
      : link.state === 'expired'
        ? ['orange', t('employees.calendar.expired')]
        : ['gray', t('employees.calendar.none')]
  return (
    <StatusBadge size="sm" color={color} data-testid="employee-calendar" data-state={link.state}>
      {text}
    </StatusBadge>
  )
}

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fullName } from '@shared/domain/users'
import { useErrorMessage } from '../../../lib/errors'
import type { ListedUser } from '../api/user-fields'
import { EmployeeRemovalRefused, useDeleteEmployee, useDeleteUser } from '../api/user-mutations'
import { useNotify } from '../../../ui/notify'
import { UserMutationError } from '../user-result'

/**
 * Removing a user, after a confirmation. Their sessions end (the server drops their tokens). A refusal
 * (the last admin, oneself) shows its catalogue message; any failure 'Failed to remove user'.
 */
export function RemoveUserModal({ user, onClose }: { user: ListedUser; onClose: () => void }) {
  const remove = useDeleteUser()
  return (
    <RemovalModal
      name={fullName(user) || user.email}
      email={user.email}
      removal={remove}
      send={(callbacks) => remove.mutate(user.id, callbacks)}
      onClose={onClose}
    />
  )
}

/** Removing an employee from 'All employees': the same confirmation, through `deleteEmployee`. */
export function RemoveEmployeeModal({
  employee,
  onClose,
}: {
  employee: { readonly id: string; readonly name: string; readonly email: string }
  onClose: () => void
}) {
  const remove = useDeleteEmployee()
  return (
    <RemovalModal
      name={employee.name || employee.email}
      email={employee.email}
      removal={remove}
      send={(callbacks) => remove.mutate(employee.id, callbacks)}
      onClose={onClose}
    />
  )
}

interface RemovalCallbacks {
  onSuccess: () => void
  onError: (error: Error) => void
}

function RemovalModal({
  name,
  email,
  removal,
  send,
  onClose,
}: {
  name: string
  email: string
  removal: { readonly isPending: boolean; readonly error: Error | null }
  send: (callbacks: RemovalCallbacks) => void
  onClose: () => void
}) {
  const { t } = useTranslation(['users', 'common'])
  const notify = useNotify()
  const errorMessage = useErrorMessage('users')
  const sent = useRef(false)
  const refusal = (error: Error) =>
    error instanceof UserMutationError && error.errorMessage ? error.errorMessage : null
  const failure = removal.error
    ? (refusal(removal.error) ??
      (removal.error instanceof EmployeeRemovalRefused
        ? t('notifications.removeFailed.message')
        : errorMessage(removal.error)))
    : null
  const confirm = () => {
    // A double click sends one removal.
    if (sent.current) return
    sent.current = true
    send({
      onSuccess: () => {
        notify.done(t('notifications.removed', { name }))
        onClose()
      },
      onError: (error) => {
        sent.current = false
        notify.failed(
          refusal(error) ?? t('notifications.removeFailed.message'),
          t('notifications.removeFailed.title'),
        )
      },
    })
  }
  return (
    <Modal
      opened
      onClose={() => !removal.isPending && onClose()}
      title={t('remove.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="remove-user"
    >
      <Stack gap="md">
        <Text>{t('remove.body', { name, email })}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="remove-user-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={removal.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red.8"
            onClick={confirm}
            loading={removal.isPending}
            data-testid="remove-user-confirm"
          >
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

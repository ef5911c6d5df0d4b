import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { fullName } from '@shared/domain/users'
import { useErrorMessage } from '../../../lib/errors'
import type { ListedUser } from '../api/user-fields'
import { useDeleteUser } from '../api/user-mutations'
import { useNotify } from '../../../ui/notify'
import { UserMutationError } from '../user-result'

/**
 * Removing a user, after a confirmation. Their sessions end (the server drops their tokens). A refusal
 * (the last admin, oneself) shows its catalogue message; any failure 'Failed to remove user'.
 */
export function RemoveUserModal({ user, onClose }: { user: ListedUser; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common'])
  const remove = useDeleteUser()
  const notify = useNotify()
  const errorMessage = useErrorMessage('users')
  const sent = useRef(false)
  const name = fullName(user) || user.email
  const failure = remove.error
    ? remove.error instanceof UserMutationError && remove.error.errorMessage
      ? remove.error.errorMessage
      : errorMessage(remove.error)
    : null
  const confirm = () => {
    // A double click sends one removal.
    if (sent.current) return
    sent.current = true
    remove.mutate(user.id, {
      onSuccess: () => {
        notify.done(t('notifications.removed', { name }))
        onClose()
      },
      onError: (error) => {
        sent.current = false
        notify.failed(
          error instanceof UserMutationError && error.errorMessage
            ? error.errorMessage
            : t('notifications.removeFailed.message'),
          t('notifications.removeFailed.title'),
        )
      },
    })
  }
  return (
    <Modal
      opened
      onClose={() => !remove.isPending && onClose()}
      title={t('remove.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="remove-user"
    >
      <Stack gap="md">
        <Text>{t('remove.body', { name, email: user.email })}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="remove-user-error">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red.8"
            onClick={confirm}
            loading={remove.isPending}
            data-testid="remove-user-confirm"
          >
            {t('remove.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { deletionConfirmed, type ManagedChatbot } from '@shared/domain/deployments'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useDeleteDeployment } from '../api/deployments'
import { useNotify } from '../../../ui/notify'

/** Delete asks for the chatbot's name (its project id) typed out; main checks it again before sending. */
export function DeleteChatbotModal({
  chatbot,
  onClose,
}: {
  chatbot: ManagedChatbot | null
  onClose: () => void
}) {
  const { t } = useTranslation('deployments')
  const { t: common } = useTranslation('common')
  const remove = useDeleteDeployment()
  const single = useSingleFlight()
  const notify = useNotify()
  const errorMessage = useErrorMessage('deployments')
  const [typed, setTyped] = useState('')
  const attempt = useRef(crypto.randomUUID())
  const projectId = chatbot?.projectId ?? ''
  const confirmed = chatbot !== null && deletionConfirmed(typed, projectId)
  const close = () => {
    setTyped('')
    remove.reset()
    onClose()
  }
  return (
    <Modal
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      opened={chatbot !== null}
      onClose={close}
      title={t('delete.title', { projectId })}
      data-testid="delete-chatbot"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (!confirmed) return
          single(async () => {
            try {
              await remove.mutateAsync({ projectId, confirmation: typed, idempotencyKey: attempt.current })
              notify.done(t('delete.done', { projectId }))
              close()
            } finally {
              attempt.current = crypto.randomUUID()
            }
          })
        }}
      >
        <Stack gap="sm">
          <Text fz="sm">{t('delete.body')}</Text>
          <TextInput
            label={t('delete.confirmLabel', { projectId })}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            data-testid="delete-confirm"
          />
          {remove.isError && (
            <Alert color="red" variant="light" role="alert" title={t('errors.operationFailed')}>
              {errorMessage(remove.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button
              type="submit"
              color="red.8"
              disabled={!confirmed}
              loading={remove.isPending}
              data-testid="delete-submit"
            >
              {t('delete.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

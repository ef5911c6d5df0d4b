import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FacebookPage } from '@shared/domain/facebook-leads'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useDeleteFacebookPage } from '../api/pages'

/** Disconnecting a page (deleteFacebookPage) asks first: its leads stop reaching the chatbot. */
export function DisconnectModal({
  chatbotId,
  page,
  onClose,
  onDone,
}: {
  chatbotId: string
  page: FacebookPage
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('facebook-leads')
  const remove = useDeleteFacebookPage(chatbotId)
  const errorMessage = useErrorMessage('facebook-leads')
  const once = useSingleFlight()
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = () =>
    once(() => remove.mutateAsync(page).then(onDone, (error: unknown) => setFailure(errorMessage(error))))
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('disconnect.title', { name: page.pageName })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm" data-testid="facebook-disconnect-modal">
        <Text fz="sm">{t('disconnect.body')}</Text>
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={remove.isPending}>
            {t('cancel')}
          </Button>
          <Button
            color="red.8"
            onClick={confirm}
            loading={remove.isPending}
            data-testid="facebook-disconnect-confirm"
          >
            {t('disconnect.confirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

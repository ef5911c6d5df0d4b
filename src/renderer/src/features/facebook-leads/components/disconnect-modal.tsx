import { Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FacebookPage } from '@shared/domain/facebook-leads'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
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
    <ConfirmDialog
      title={t('disconnect.title', { name: page.pageName })}
      confirmLabel={t('disconnect.confirm')}
      pending={remove.isPending}
      failure={failure}
      onConfirm={confirm}
      onClose={onClose}
      testId="facebook-disconnect-modal"
      confirmTestId="facebook-disconnect-confirm"
    >
      <Text fz="sm">{t('disconnect.body')}</Text>
    </ConfirmDialog>
  )
}

import { ActionIcon, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { IconTrash } from '../../../ui/icons'
import { useDeleteCampaignConversation } from '../api/conversations'

/**
 * Deletes one conversation of the automation after a confirmation (spec 001 `deleteCampaignConversation`).
 * A refusal keeps the dialog open with the spec's 'Failed to delete {name}.', so the user can try again.
 */
export function DeleteConversationButton({
  chatbotId,
  conversationId,
  name,
}: {
  chatbotId: string
  conversationId: string
  /** How the user knows the conversation: the candidate's name, else the phone number. */
  name: string
}) {
  const { t } = useTranslation(['automations', 'common'])
  const [open, setOpen] = useState(false)
  const remove = useDeleteCampaignConversation(chatbotId)
  const close = () => {
    setOpen(false)
    remove.reset()
  }
  return (
    <>
      <Tooltip label={t('conversationDelete.action', { name })} withArrow>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('conversationDelete.action', { name })}
          onClick={() => setOpen(true)}
          data-testid="conversation-delete"
        >
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <ConfirmDialog
        opened={open}
        title={t('conversationDelete.title')}
        confirmLabel={t('conversationDelete.submit')}
        pending={remove.isPending}
        failure={remove.isError ? t('conversationDelete.failed', { name }) : null}
        onConfirm={() => remove.mutate(conversationId, { onSuccess: () => setOpen(false) })}
        onClose={close}
        confirmTestId="conversation-delete-confirm"
      >
        <Text size="sm">{t('conversationDelete.confirm', { name })}</Text>
      </ConfirmDialog>
    </>
  )
}

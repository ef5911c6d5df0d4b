import { ActionIcon, Alert, Button, Group, Modal, Stack, Text, Tooltip } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
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
    if (remove.isPending) return
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
      <Modal
        opened={open}
        onClose={close}
        title={t('conversationDelete.title')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      >
        <Stack>
          <Text size="sm">{t('conversationDelete.confirm', { name })}</Text>
          {remove.isError && (
            <Alert color="red" role="alert" data-testid="conversation-delete-failed">
              {t('conversationDelete.failed', { name })}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={remove.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() => remove.mutate(conversationId, { onSuccess: () => setOpen(false) })}
              data-testid="conversation-delete-confirm"
            >
              {t('conversationDelete.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  )
}

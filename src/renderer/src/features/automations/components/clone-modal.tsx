import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { campaignImportFormSchema } from '@shared/domain/automations-templates'
import { useEntityForm } from '../../../lib/use-entity-form'
import { useCloneCampaign } from '../api/templates'
import { useNotify } from './format'
import { useAutomationMessage } from './setup-messages'

/**
 * 'Clone': the automation under a new name (the name rules of an import: required, no special characters,
 * not an existing automation's). The server copies its settings and links and puts the clone on hold;
 * the clone opens when it is made.
 */
export function CloneModal({
  chatbotId,
  campaign,
  onClose,
  onCloned,
}: {
  chatbotId: string
  campaign: { readonly id: string; readonly name: string }
  onClose: () => void
  onCloned: (id: string) => void
}) {
  const { t } = useTranslation(['automations', 'common'])
  const notify = useNotify()
  const message = useAutomationMessage()
  const clone = useCloneCampaign(chatbotId)
  const entity = useEntityForm({
    schema: campaignImportFormSchema,
    defaultValues: { name: t('clone.defaultName', { name: campaign.name }) },
    namespace: 'automations',
    submit: async (values) => {
      const id = await clone.mutateAsync({ id: campaign.id, name: values.name })
      notify.done(t('clone.done', { name: values.name }))
      onClose()
      if (id) onCloned(id)
    },
  })
  const { form } = entity
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('clone.title', { name: campaign.name })}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="automation-clone-modal"
    >
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
        <Stack>
          <Text size="sm" c="dimmed">
            {t('clone.help')}
          </Text>
          <TextInput
            label={t('createModal.name')}
            required
            {...form.register('name')}
            error={message(form.formState.errors.name?.message)}
            data-testid="automation-clone-name"
          />
          {entity.formError && (
            <Text c="red.9" size="sm" role="alert">
              {entity.formError}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" loading={entity.submitting} data-testid="automation-clone-submit">
              {t('clone.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

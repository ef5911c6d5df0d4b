import {
  ActionIcon,
  Alert,
  Code,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  atsBatchActionSchema,
  atsBatchEntityTypes,
  type AtsBatchActionValues,
} from '@shared/domain/automations'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { IconTrash } from '../../../ui/icons'
import {
  useAtsBatchActions,
  useDeleteAtsBatchAction,
  useSetAtsBatchActionEnabled,
  useSetupAtsBatchAction,
} from '../api/batch-actions'
import { useNotify } from './format'
import { useAutomationMessage, type DrawerTabProps } from './schedule-fields'

const empty: AtsBatchActionValues = {
  name: '',
  entityType: 'candidate',
  notificationHeader: '',
  notificationBody: '',
}

/**
 * The edit drawer's ATS batch actions tab (spec 000 §3 'ATS batch action', smart_inbox_batch_action): the
 * actions set up in the chatbot's ATS, which recruiters run on a selection of records there (the ATS calls
 * the url; the automation sends its template to each), and the form that sets up another one. A template
 * that supports batch actions must be linked first.
 */
export function BatchActionsForm({ chatbotId, campaign, onClose, header }: DrawerTabProps) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const message = useAutomationMessage()
  const setup = useSetupAtsBatchAction(chatbotId, campaign.id)
  const entity = useEntityForm({
    schema: atsBatchActionSchema,
    namespace: 'automations',
    defaultValues: empty,
    submit: async (values) => {
      await setup.mutateAsync(values)
      notify.done(t('batchActions.created'))
      // The form then makes the saved values its clean state; after that, it starts empty for the next one.
      setTimeout(() => entity.form.reset(empty), 0)
    },
  })
  const { form } = entity
  const errors = form.formState.errors
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('batchActions.title')}
      entity={entity}
      header={header}
      submitLabel={t('batchActions.create')}
      testId="automation-batch-drawer"
    >
      <Text size="sm" c="dimmed">
        {t('batchActions.about')}
      </Text>
      <BatchActionList chatbotId={chatbotId} campaignId={campaign.id} />
      <Text fw={600} size="sm" mt="sm">
        {t('batchActions.new')}
      </Text>
      <TextInput
        label={t('batchActions.name')}
        required
        {...form.register('name')}
        error={message(errors.name?.message)}
        data-testid="batch-name"
      />
      <Controller
        control={form.control}
        name="entityType"
        render={({ field }) => (
          <Select
            label={t('batchActions.entityType')}
            allowDeselect={false}
            data={atsBatchEntityTypes.map((type) => ({
              value: type,
              label: t(`batchActions.entityTypes.${type}`),
            }))}
            value={field.value}
            onChange={(value) => field.onChange(value)}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      />
      <TextInput
        label={t('batchActions.notificationHeader')}
        required
        {...form.register('notificationHeader')}
        error={message(errors.notificationHeader?.message)}
        data-testid="batch-header"
      />
      <Textarea
        label={t('batchActions.notificationBody')}
        required
        autosize
        minRows={2}
        {...form.register('notificationBody')}
        error={message(errors.notificationBody?.message)}
        data-testid="batch-body"
      />
    </EntityDrawer>
  )
}

export function BatchActionList({ chatbotId, campaignId }: { chatbotId: string; campaignId: string }) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const actions = useAtsBatchActions(chatbotId, campaignId)
  const remove = useDeleteAtsBatchAction(chatbotId, campaignId)
  const setEnabled = useSetAtsBatchActionEnabled(chatbotId, campaignId)
  if (actions.isPending) return null
  if (actions.isError)
    return (
      <Alert color="red" variant="light">
        {t('messages.unknownCause')}
      </Alert>
    )
  if (actions.data.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid="batch-actions-empty">
        {t('batchActions.empty')}
      </Text>
    )
  return (
    <Stack gap="xs" data-testid="batch-actions">
      {actions.data.map((action) => (
        <Paper key={action.id} withBorder p="sm" data-testid="batch-action">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fw={600} size="sm">
                {action.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('batchActions.meta', {
                  externalId: action.externalId,
                  entityType: t(`batchActions.entityTypes.${action.entityType as 'candidate'}`),
                })}
              </Text>
              <Text size="sm">
                {action.notificationHeader}: {action.notificationBody}
              </Text>
              <Code style={{ overflowWrap: 'anywhere' }}>{action.url}</Code>
            </Stack>
            <Group gap="xs" wrap="nowrap">
              <Switch
                checked={action.enabled}
                label={t('batchActions.enabled')}
                disabled={setEnabled.isPending && setEnabled.variables.id === action.id}
                onChange={(event) =>
                  setEnabled.mutate(
                    { id: action.id, enabled: event.currentTarget.checked },
                    { onError: () => notify.failed(t('batchActions.enableFailed', { name: action.name })) },
                  )
                }
                data-testid="batch-action-enabled"
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('batchActions.remove', { name: action.name })}
                loading={remove.isPending && remove.variables === action.id}
                onClick={() =>
                  remove.mutate(action.id, {
                    onSuccess: () => notify.done(t('batchActions.removed')),
                    onError: () => notify.failed(t('messages.unknownCause')),
                  })
                }
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
        </Paper>
      ))}
    </Stack>
  )
}

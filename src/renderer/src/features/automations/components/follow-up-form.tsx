import { Alert, Text, TextInput } from '@mantine/core'
import type { UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { defaultBroadcastSchedule, followUpSchema } from '@shared/domain/automations-schedule'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { DestinationPreview } from './destination-preview'
import { useAutomationSettings, useSaveFollowUp, type FollowUp } from '../api/settings'
import { formatDateTime, useNotify } from './format'
import {
  ScheduleFields,
  scheduleFieldMap,
  scheduleValuesOf,
  useAutomationMessage,
  type ScheduleHolder,
  type DrawerTabProps,
} from './schedule-fields'

/**
 * The edit drawer's Follow-up tab (spec 000 §3 'Follow-up'): the name and schedule of the automation's
 * follow-up, or, when it has none, a new FOLLOW_UP with the broadcast defaults that approaches the
 * candidates who did not answer again. The schedule editor is the broadcast's.
 */
export function FollowUpForm({ chatbotId, campaign, onClose, header }: DrawerTabProps) {
  const setup = useAutomationSettings(chatbotId)
  if (setup.isPending) return null
  const followUp = setup.data?.allFollowUps.find((f) => f.id === campaign.followUpId) ?? null
  return (
    <FollowUpEditor
      key={followUp?.id ?? 'new'}
      chatbotId={chatbotId}
      campaign={campaign}
      followUp={followUp}
      onClose={onClose}
      header={header}
    />
  )
}

function FollowUpEditor({
  chatbotId,
  campaign,
  followUp,
  onClose,
  header,
}: DrawerTabProps & { followUp: FollowUp | null }) {
  const { t, i18n } = useTranslation('automations')
  const notify = useNotify()
  const message = useAutomationMessage()
  const save = useSaveFollowUp(chatbotId, campaign.id)
  const entity = useEntityForm({
    schema: followUpSchema,
    namespace: 'automations',
    defaultValues: {
      name: followUp?.name ?? t('followUp.defaultName', { name: campaign.name }),
      schedule: scheduleValuesOf(followUp ?? defaultBroadcastSchedule),
    },
    fieldMap: scheduleFieldMap,
    submit: async (values) => {
      await save.mutateAsync({ id: followUp?.id ?? null, values })
      notify.done(t(followUp ? 'followUp.saved' : 'followUp.created'))
    },
  })
  const { form } = entity
  const foreign = followUp !== null && followUp.campaignId !== campaign.id
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('followUp.title')}
      entity={entity}
      header={header}
      submitLabel={t(followUp ? 'followUp.save' : 'followUp.create')}
      testId="automation-follow-up-drawer"
    >
      <Text size="sm" c="dimmed">
        {followUp ? t(`followUp.about.${followUp.type as 'FOLLOW_UP'}`) : t('followUp.about.new')}
      </Text>
      {foreign && (
        <Alert color="blue" variant="light" data-testid="follow-up-shared">
          {t('followUp.shared', { name: followUp.campaignName })}
        </Alert>
      )}
      {followUp && (
        <Text size="sm" data-testid="follow-up-next">
          {followUp.nextBroadcast
            ? t('followUp.next', { when: formatDateTime(followUp.nextBroadcast, i18n.language) })
            : t('followUp.noNext')}
          {followUp.lastBroadcast
            ? ` · ${t('followUp.last', { when: formatDateTime(followUp.lastBroadcast, i18n.language) })}`
            : ''}
        </Text>
      )}
      <TextInput
        label={t('followUp.name')}
        required
        {...form.register('name')}
        error={message(form.formState.errors.name?.message)}
        data-testid="follow-up-name"
      />
      <ScheduleFields form={form as unknown as UseFormReturn<ScheduleHolder>} />
      {followUp && <DestinationPreview chatbotId={chatbotId} broadcastId={followUp.id} />}
    </EntityDrawer>
  )
}

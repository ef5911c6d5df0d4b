import {
  ActionIcon,
  Button,
  Group,
  Select,
  Stack,
  Switch,
  Tabs,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core'
import { useState } from 'react'
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { campaignStatuses } from '@shared/domain/automations'
import { broadcastScheduleSchema } from '@shared/domain/automations-schedule'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { useUpdateBroadcast, useUpdateCampaign, type Campaign } from '../api/campaigns'
import { useAutomationOptions } from '../api/options'
import { editFormSchema } from '../forms/edit-form'
import { BatchActionsForm } from './batch-actions'
import { ClientNoteFields, WhitelistField } from './client-note-fields'
import { DestinationPreview } from './destination-preview'
import { FollowUpForm } from './follow-up-form'
import { formatDateTime, SectionHeading, useNotify } from './format'
import {
  ScheduleFields,
  scheduleFieldMap,
  scheduleValuesOf,
  useAutomationMessage,
  type ScheduleHolder,
  type DrawerTabProps,
} from './schedule-fields'
import {
  AtsFieldMappingFields,
  FollowUpSelect,
  LabelFields,
  RequiredDataFields,
  type EditFormValues,
} from './settings-extras'

const targetFields = ['function', 'city', 'language', 'name'] as const
const targetConditions = ['contains', 'equals'] as const

/** The schedule tab's form: the shared schedule rules, and the target query's conditions. */
const scheduleFormSchema = v.object({
  schedule: broadcastScheduleSchema,
  targetQuery: v.array(
    v.object({
      field: v.picklist(targetFields),
      condition: v.picklist(targetConditions),
      value: v.pipe(v.string(), v.trim(), v.minLength(1, 'nameRequired'), v.maxLength(200)),
    }),
  ),
})
type ScheduleFormValues = v.InferOutput<typeof scheduleFormSchema>

type Tab = 'settings' | 'schedule' | 'followUp' | 'batchActions'

/**
 * The edit drawer: the automation's settings (name without special characters, description,
 * status, flow, on-finish and on-fail processors, WhatsApp template, follow-up, Smart Inbox labels to add
 * and remove, required data, ATS field mappings, engage) and, for a broadcast, its schedule (interval choices, allowed days,
 * time window or the whole day, approach limit, targets) with the next broadcast, or for the others their
 * follow-up's schedule, and for a Smart Inbox batch action its ATS batch actions. Every form checks the shared rules before anything is sent, and saves once.
 */
export function EditDrawer({
  chatbotId,
  campaign,
  onClose,
}: {
  chatbotId: string
  campaign: Campaign
  onClose: () => void
}) {
  const [tab, setTab] = useState<Tab>('settings')
  const { t } = useTranslation('automations')
  // A broadcast's own schedule is its follow-up (BROADCAST); other automations can have a FOLLOW_UP.
  const tabs: Tab[] = campaign.broadcast
    ? ['settings', 'schedule']
    : campaign.type === 'smart_inbox_batch_action'
      ? ['settings', 'followUp', 'batchActions']
      : ['settings', 'followUp']
  const header = (
    <Tabs value={tab} onChange={(value) => setTab(tabs.find((one) => one === value) ?? 'settings')} mb="md">
      <Tabs.List>
        {tabs.map((one) => (
          <Tabs.Tab key={one} value={one} data-testid={`edit-tab-${one}`}>
            {t(`edit.tabs.${one}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  )
  if (tab === 'schedule' && campaign.broadcast)
    return <ScheduleForm chatbotId={chatbotId} campaign={campaign} onClose={onClose} header={header} />
  if (tab === 'followUp')
    return <FollowUpForm chatbotId={chatbotId} campaign={campaign} onClose={onClose} header={header} />
  if (tab === 'batchActions')
    return <BatchActionsForm chatbotId={chatbotId} campaign={campaign} onClose={onClose} header={header} />
  return <SettingsForm chatbotId={chatbotId} campaign={campaign} onClose={onClose} header={header} />
}

function SettingsForm({ chatbotId, campaign, onClose, header }: DrawerTabProps) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const message = useAutomationMessage()
  const options = useAutomationOptions(chatbotId)
  const update = useUpdateCampaign(chatbotId, campaign.id)
  const entity = useEntityForm({
    schema: editFormSchema,
    namespace: 'automations',
    defaultValues: {
      name: campaign.name,
      description: campaign.description,
      status: campaign.status as EditFormValues['status'],
      flowId: campaign.flowId,
      onFinishProcessorId: campaign.onFinishProcessorId,
      onFailProcessorId: campaign.onFailProcessorId,
      whatsappDefinitionId: campaign.whatsappDefinitionId,
      followUpId: campaign.followUpId,
      smartInboxLabels: campaign.smartInboxLabels,
      removeSmartInboxLabels: campaign.removeSmartInboxLabels,
      engageEnabled: campaign.engageEnabled,
      requiredData: campaign.requiredData,
      atsFieldMappingIds: campaign.atsFieldMappings.map((m) => m.id),
      whitelist: campaign.whitelist,
      clientDescription: campaign.clientDescription,
      clientDescriptionImages: campaign.clientDescriptionImages,
    },
    submit: async (values) => {
      await update.mutateAsync(values)
      notify.done(t('messages.updateCampaign'))
    },
  })
  const { form } = entity
  const processors = (options.data?.allProcessors ?? []).map((p) => ({
    value: p.id,
    label: p.humanReadableName,
  }))
  const select = (
    name: 'flowId' | 'onFinishProcessorId' | 'onFailProcessorId' | 'whatsappDefinitionId',
    label: string,
    data: { value: string; label: string }[],
    testId?: string,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={t('edit.none')}
          clearable
          searchable
          data={data}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          data-testid={testId}
        />
      )}
    />
  )
  const definitionId = form.watch('whatsappDefinitionId')
  const definition = options.data?.allWhatsappDefinitions.find((d) => d.id === definitionId)
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('edit.title')}
      entity={entity}
      header={header}
      testId="automation-edit-drawer"
    >
      <TextInput
        label={t('createModal.name')}
        required
        {...form.register('name')}
        error={message(form.formState.errors.name?.message)}
        data-testid="edit-name"
      />
      <Textarea label={t('createModal.description')} autosize minRows={2} {...form.register('description')} />
      <Controller
        control={form.control}
        name="status"
        render={({ field }) => (
          <Select
            label={t('edit.status')}
            allowDeselect={false}
            data={campaignStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            value={field.value}
            onChange={(value) => field.onChange(value)}
          />
        )}
      />
      {!campaign.isSmartInbox &&
        select(
          'flowId',
          t('edit.flow'),
          (options.data?.allStateMachines ?? []).map((f) => ({ value: f.id, label: f.name })),
        )}
      {select('onFinishProcessorId', t('edit.onFinish'), processors)}
      {select('onFailProcessorId', t('edit.onFail'), processors)}
      {select(
        'whatsappDefinitionId',
        t('edit.whatsappDefinition'),
        (options.data?.allWhatsappDefinitions ?? []).map((d) => ({ value: d.id, label: d.name })),
        'edit-definition',
      )}
      {definition && !definition.activeTemplate && (
        <Text size="sm" c="var(--portal-danger-text)">
          {t('edit.noActiveTemplate')}
        </Text>
      )}
      <FollowUpSelect chatbotId={chatbotId} form={form} />
      <LabelFields chatbotId={chatbotId} form={form} />
      <RequiredDataFields
        form={form}
        chatbotId={chatbotId}
        campaignId={campaign.id}
        savedFlowId={campaign.flowId}
      />
      <AtsFieldMappingFields
        chatbotId={chatbotId}
        form={form}
        saved={campaign.atsFieldMappings.map((m) => m.id)}
      />
      <WhitelistField form={form} />
      <ClientNoteFields form={form} />
      <Controller
        control={form.control}
        name="engageEnabled"
        render={({ field }) => (
          <Switch
            label={t('edit.engage')}
            checked={field.value}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
    </EntityDrawer>
  )
}

function ScheduleForm({ chatbotId, campaign, onClose, header }: DrawerTabProps) {
  const { t, i18n } = useTranslation('automations')
  const notify = useNotify()
  const update = useUpdateBroadcast(chatbotId, campaign.id)
  const broadcast = campaign.broadcast!
  const entity = useEntityForm({
    schema: scheduleFormSchema,
    namespace: 'automations',
    defaultValues: {
      schedule: scheduleValuesOf(broadcast),
      targetQuery: broadcast.targetQuery as ScheduleFormValues['targetQuery'],
    },
    fieldMap: scheduleFieldMap,
    submit: async (values) => {
      await update.mutateAsync(values)
      notify.done(t('schedule.saved'))
    },
  })
  const { form } = entity
  const conditions = useFieldArray({ control: form.control, name: 'targetQuery' })
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('schedule.title')}
      entity={entity}
      header={header}
      submitLabel={t('schedule.save')}
      testId="automation-schedule-drawer"
    >
      <Text size="sm" data-testid="schedule-next">
        {broadcast.nextBroadcast
          ? t('schedule.next', { when: formatDateTime(broadcast.nextBroadcast, i18n.language) })
          : t('schedule.noNext')}
        {broadcast.lastBroadcast
          ? ` · ${t('schedule.last', { when: formatDateTime(broadcast.lastBroadcast, i18n.language) })}`
          : ''}
      </Text>
      <ScheduleFields form={form as unknown as UseFormReturn<ScheduleHolder>} />
      <Stack gap="xs">
        <SectionHeading title={t('schedule.targets')} help={t('schedule.targetsHelp')} />
        {conditions.fields.map((condition, index) => (
          <Group key={condition.id} align="flex-end" gap="xs" wrap="nowrap">
            <Controller
              control={form.control}
              name={`targetQuery.${index}.field`}
              render={({ field }) => (
                <Select
                  aria-label={t('schedule.field')}
                  w={130}
                  allowDeselect={false}
                  data={targetFields.map((f) => ({ value: f, label: t(`schedule.fields.${f}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
            <Controller
              control={form.control}
              name={`targetQuery.${index}.condition`}
              render={({ field }) => (
                <Select
                  aria-label={t('schedule.condition')}
                  w={130}
                  allowDeselect={false}
                  data={targetConditions.map((c) => ({ value: c, label: t(`schedule.conditions.${c}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(value)}
                />
              )}
            />
            <TextInput
              aria-label={t('schedule.value')}
              style={{ flex: 1 }}
              {...form.register(`targetQuery.${index}.value`)}
              error={form.formState.errors.targetQuery?.[index]?.value ? true : undefined}
              data-testid={`target-value-${index}`}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('schedule.removeCondition')}
              onClick={() => conditions.remove(index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="light"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          onClick={() => conditions.append({ field: 'function', condition: 'contains', value: '' })}
          data-testid="target-add"
        >
          {t('schedule.addCondition')}
        </Button>
        <DestinationPreview chatbotId={chatbotId} broadcastId={broadcast.id} />
      </Stack>
    </EntityDrawer>
  )
}

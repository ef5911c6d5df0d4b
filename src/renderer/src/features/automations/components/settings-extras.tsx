import { ActionIcon, Button, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core'
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CampaignEditValues, RequiredDataItem } from '@shared/domain/automations'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { useAutomationSetup } from '../api/setup'
import { useAutomationMessage } from './schedule-fields'

/** The settings form: the edit values, with the required data always present as a list. */
export type EditFormValues = Omit<CampaignEditValues, 'requiredData'> & { requiredData: RequiredDataItem[] }
type Form = UseFormReturn<EditFormValues>

/**
 * The follow-up the automation uses (spec 000 §3 'Follow-up'): any follow-up of the chatbot, shown with
 * its kind and the automation it belongs to; the Follow-up tab creates the automation's own.
 */
export function FollowUpSelect({ chatbotId, form }: { chatbotId: string; form: Form }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const setup = useAutomationSetup(chatbotId)
  const data = (setup.data?.allFollowUps ?? []).map((f) => ({
    value: f.id,
    label: `${f.name} · ${t(`followUp.kinds.${f.type as 'FOLLOW_UP'}`)} · ${f.campaignName}`,
  }))
  return (
    <Controller
      control={form.control}
      name="followUpId"
      render={({ field }) => (
        <Select
          label={t('followUp.label')}
          description={t('followUp.help')}
          placeholder={t('edit.none')}
          clearable
          searchable
          data={data}
          value={field.value ?? null}
          onChange={(value) => field.onChange(value)}
          error={message(form.formState.errors.followUpId?.message)}
          data-testid="edit-follow-up"
        />
      )}
    />
  )
}

/** Smart Inbox labels the automation adds and removes; a label cannot be in both lists. */
export function LabelFields({ chatbotId, form }: { chatbotId: string; form: Form }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const setup = useAutomationSetup(chatbotId)
  const data = (setup.data?.allLabels ?? []).map((label) => ({ value: label.id, label: label.name }))
  const field = (name: 'smartInboxLabels' | 'removeSmartInboxLabels', testId: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field: f }) => (
        <MultiSelect
          label={t(`labels.${name}`)}
          placeholder={f.value.length === 0 ? t('labels.none') : undefined}
          searchable
          clearable
          data={data}
          value={f.value}
          onChange={(value) => f.onChange(value)}
          error={message(form.formState.errors[name]?.message)}
          comboboxProps={{ withinPortal: false }}
          data-testid={testId}
        />
      )}
    />
  )
  return (
    <>
      {field('smartInboxLabels', 'edit-labels-add')}
      {field('removeSmartInboxLabels', 'edit-labels-remove')}
    </>
  )
}

/**
 * Required data (spec 000 §3 'Campaign' requiredData): what a conversation of the automation must collect,
 * by scalar name, with a readable name and a description.
 */
export function RequiredDataFields({ form }: { form: Form }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const items = useFieldArray({ control: form.control, name: 'requiredData' })
  const errors = form.formState.errors.requiredData
  return (
    <Stack gap="xs" data-testid="edit-required-data">
      <Text fw={500} size="sm">
        {t('requiredData.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('requiredData.help')}
      </Text>
      {items.fields.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('requiredData.empty')}
        </Text>
      )}
      {items.fields.map((item, index) => (
        <Group key={item.id} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            aria-label={t('requiredData.name')}
            placeholder={t('requiredData.name')}
            w={130}
            {...form.register(`requiredData.${index}.name`)}
            error={message(errors?.[index]?.name?.message)}
            data-testid={`required-data-name-${index}`}
          />
          <Stack gap={4} style={{ flex: 1 }}>
            <TextInput
              aria-label={t('requiredData.humanReadableName')}
              placeholder={t('requiredData.humanReadableName')}
              {...form.register(`requiredData.${index}.humanReadableName`)}
              error={message(errors?.[index]?.humanReadableName?.message)}
              data-testid={`required-data-label-${index}`}
            />
            <TextInput
              aria-label={t('requiredData.description')}
              placeholder={t('requiredData.description')}
              size="xs"
              {...form.register(`requiredData.${index}.description`)}
            />
          </Stack>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={6}
            aria-label={t('requiredData.remove')}
            onClick={() => items.remove(index)}
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
        onClick={() => items.append({ name: '', humanReadableName: '', description: '' })}
        data-testid="required-data-add"
      >
        {t('requiredData.add')}
      </Button>
    </Stack>
  )
}

import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core'
import { useState } from 'react'
import { Controller, useFieldArray, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { CampaignEditValues, RequiredDataItem } from '@shared/domain/automations'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconLock, IconPlus, IconTrash } from '../../../ui/icons'
import { useSyncRequiredData } from '../api/campaigns'
import { useAutomationSettings, type AtsFieldMapping } from '../api/settings'
import { useAutomationMessage } from './schedule-fields'
import { SectionHeading } from './format'

/** The settings form: the edit values, with the required data and the ATS field mappings always lists. */
export type EditFormValues = Omit<
  CampaignEditValues,
  'requiredData' | 'atsFieldMappingIds' | 'whitelist' | 'clientDescription' | 'clientDescriptionImages'
> & {
  requiredData: RequiredDataItem[]
  atsFieldMappingIds: string[]
  whitelist: string[]
  clientDescription: string
  clientDescriptionImages: string[]
}
type Form = UseFormReturn<EditFormValues>

/**
 * The follow-up the automation uses (spec 000 §3 'Follow-up'): any follow-up of the chatbot, shown with
 * its kind and the automation it belongs to; the Follow-up tab creates the automation's own.
 */
export function FollowUpSelect({ chatbotId, form }: { chatbotId: string; form: Form }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const setup = useAutomationSettings(chatbotId)
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
  const setup = useAutomationSettings(chatbotId)
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
export function RequiredDataFields({
  form,
  chatbotId,
  campaignId,
  savedFlowId,
}: {
  form: Form
  chatbotId: string
  campaignId: string
  /** The flow as saved: the server takes the required data over from that one. */
  savedFlowId: string | null
}) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const items = useFieldArray({ control: form.control, name: 'requiredData' })
  const errors = form.formState.errors.requiredData
  const sync = useSyncRequiredData(chatbotId, campaignId)
  const once = useSingleFlight()
  const flowId = form.watch('flowId')
  // The server reads the saved flow and the saved required data: an unsaved change to either would be
  // overwritten or ignored, so it waits until they are saved.
  const unsaved = flowId !== savedFlowId || form.getFieldState('requiredData', form.formState).isDirty
  const takeOver = () =>
    once(async () => {
      const saved = await sync.mutateAsync()
      // Saved on the server: the field starts again from it, not dirty.
      form.resetField('requiredData', { defaultValue: saved.map((item) => ({ ...item })) })
    })
  return (
    <Stack gap="xs" data-testid="edit-required-data">
      <SectionHeading title={t('requiredData.title')} help={t('requiredData.help')} />
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
      {/* Adding one and taking them over from the flow side by side; what the take-over does below. */}
      <Group gap="xs">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => items.append({ name: '', humanReadableName: '', description: '' })}
          data-testid="required-data-add"
        >
          {t('requiredData.add')}
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={!savedFlowId || unsaved}
          loading={sync.isPending}
          onClick={takeOver}
          data-testid="required-data-sync"
        >
          {t('requiredData.sync')}
        </Button>
      </Group>
      <Text size="xs" c="dimmed" data-testid="required-data-sync-hint">
        {!savedFlowId
          ? t('messages.requiredDataNoFlow')
          : unsaved
            ? t('requiredData.syncSaveFirst')
            : t('requiredData.syncHelp')}
      </Text>
      {sync.isSuccess && (
        <Text size="sm" role="status" data-testid="required-data-sync-result">
          {sync.data.length === 0
            ? t('requiredData.syncedNone')
            : t('requiredData.synced', { count: sync.data.length })}
        </Text>
      )}
      {sync.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="required-data-sync-error">
          {serverFieldErrors(sync.error)
            .flatMap((error) => error.messages)
            .map((key) => message(key))
            .join(' ') || t('messages.updateCampaignFailed')}
        </Alert>
      )}
    </Stack>
  )
}

/** The mapping's ATS field by its readable name in the interface language (else Dutch, else its path). */
function mappingName(mapping: AtsFieldMapping, language: string) {
  const names = mapping.atsField.humanReadableNames
  const wanted = language.slice(0, 2)
  return (
    names.find((n) => n.language === wanted)?.name ??
    names.find((n) => n.language === 'nl')?.name ??
    mapping.atsField.path
  )
}

/**
 * ATS field mappings (spec 000 §3 'Campaign' atsFieldMappings): what the automation writes to the ATS,
 * chosen from the chatbot's mappings by readable name, ATS path or type. A locked mapping the automation
 * already writes cannot be removed (the server refuses it too); one only just added can.
 */
export function AtsFieldMappingFields({
  chatbotId,
  form,
  saved,
}: {
  chatbotId: string
  form: Form
  /** The mappings the automation writes as saved: the locked ones among them stay. */
  saved: readonly string[]
}) {
  const { t, i18n } = useTranslation('automations')
  const message = useAutomationMessage()
  const setup = useAutomationSettings(chatbotId)
  const all = setup.data?.atsFieldMappings ?? []
  const byId = new Map(all.map((m) => [m.id, m]))
  const chosen = form.watch('atsFieldMappingIds')
  // The search text goes with the pick, so the field is ready for the next one.
  const [search, setSearch] = useState('')
  const set = (ids: string[]) => form.setValue('atsFieldMappingIds', ids, { shouldDirty: true })
  const name = (m: AtsFieldMapping) => mappingName(m, i18n.language)
  const options = all
    .filter((m) => !chosen.includes(m.id))
    .map((m) => ({
      value: m.id,
      label: `${name(m)} · ${m.atsField.path} · ${t(`atsMappings.types.${m.type as 'REGULAR'}`)}`,
    }))
  return (
    <Stack gap="xs" data-testid="edit-ats-mappings">
      <SectionHeading title={t('atsMappings.title')} help={t('atsMappings.help')} />
      {setup.isError && (
        <Text size="sm" c="var(--portal-danger-text)">
          {t('atsMappings.loadFailed')}
        </Text>
      )}
      {chosen.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('atsMappings.empty')}
        </Text>
      )}
      {chosen.map((id) => {
        const mapping = byId.get(id)
        const locked = mapping?.isLocked === true && saved.includes(id)
        return (
          <Paper key={id} withBorder px="sm" py={6} radius="sm" data-testid={`ats-mapping-${id}`}>
            <Group gap="xs" wrap="nowrap" justify="space-between">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {mapping ? name(mapping) : id}
                </Text>
                {mapping && (
                  <Text size="xs" c="dimmed" ff="monospace" truncate>
                    {mapping.atsField.path}
                    {mapping.value ? ` = ${mapping.value}` : ''}
                    {mapping.scalarName ? ` ← ${mapping.scalarName}` : ''}
                  </Text>
                )}
              </Stack>
              <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
                {mapping && (
                  <Badge variant="light" size="sm" radius="sm">
                    {t(`atsMappings.types.${mapping.type as 'REGULAR'}`)}
                  </Badge>
                )}
                {locked ? (
                  <Tooltip label={t('atsMappings.locked')}>
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={t('atsMappings.locked')}
                      data-testid={`ats-mapping-locked-${id}`}
                    >
                      <IconLock size={16} />
                    </ActionIcon>
                  </Tooltip>
                ) : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('atsMappings.remove', { name: mapping ? name(mapping) : id })}
                    onClick={() => set(chosen.filter((one) => one !== id))}
                    data-testid={`ats-mapping-remove-${id}`}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
            </Group>
          </Paper>
        )
      })}
      <Select
        aria-label={t('atsMappings.add')}
        placeholder={all.length === 0 && !setup.isPending ? t('atsMappings.none') : t('atsMappings.add')}
        searchable
        clearable
        disabled={options.length === 0}
        nothingFoundMessage={t('atsMappings.noMatch')}
        data={options}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        onChange={(value) => {
          if (!value) return
          set([...chosen, value])
          setSearch('')
        }}
        error={message(form.formState.errors.atsFieldMappingIds?.message)}
        comboboxProps={{ withinPortal: false }}
        data-testid="edit-ats-mapping-add"
      />
    </Stack>
  )
}

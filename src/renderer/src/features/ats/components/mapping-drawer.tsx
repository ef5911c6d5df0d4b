import { Checkbox, Group, MultiSelect, Select, Stack, Text, TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { atsMappingProblems, atsModifiers, takesFixedOption, takesVariable } from '@shared/domain/ats'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import { MutationFailedError } from '../../../lib/field-errors'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { useUpdateAtsMapping, type AtsMappingData } from '../api/mappings'
import { asAtsFailure } from '../forms/form-failure'
import { mappingSettingsFormSchema, readableName, settingsFormOf, settingsInput } from '../forms/mapping-form'
import { useAtsFieldError } from './mapping-form-modal'
import { MappingOptionsSection } from './mapping-options-section'

/**
 * Edits a mapping in place: what it writes (its variable or value), prepend, append and separator,
 * modifiers, ordering and whether new automations start with it. Its ATS field and type are changed by
 * replacing it (the list's Replace).
 */
export function MappingDrawer({
  chatbotId,
  mapping,
  onClose,
  onSaved,
}: {
  chatbotId: string
  mapping: AtsMappingData
  onClose: () => void
  onSaved: () => void
}) {
  const { t, i18n } = useTranslation('ats')
  const fieldError = useAtsFieldError()
  const update = useUpdateAtsMapping(chatbotId)
  const type = mapping.type as AtsFieldMappingType
  const options = mapping.atsOptions
  const entity = useEntityForm({
    schema: mappingSettingsFormSchema,
    defaultValues: settingsFormOf(mapping),
    namespace: 'ats',
    submit: async (values) => {
      // The field's regex and length are checked by the server (the list does not carry them); the rest here.
      const problems = atsMappingProblems(type, values, { regex: null, maxLength: null, options })
      const entries = Object.entries(problems)
      if (entries.length)
        throw new MutationFailedError(
          'ATS mapping',
          entries.map(([field, key]) => ({ field, messages: [t(`messages.${key!}`)] })),
          null,
        )
      try {
        await update.mutateAsync({
          id: mapping.id,
          values: settingsInput(
            type,
            values,
            mapping.states.map((s) => s.id),
          ),
        })
      } catch (error) {
        throw asAtsFailure(error, (key) => t(`messages.${key}`))
      }
      onSaved()
    },
  })
  const { form } = entity
  const { errors } = form.formState
  const { onChange: _valueChange, ...valueField } = form.register('value')
  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('editTitle', {
        name: readableName(mapping.atsField.humanReadableNames, i18n.language, mapping.atsField.path),
      })}
      entity={entity}
      submitLabel={t('save')}
      testId="ats-mapping-drawer"
    >
      <Stack gap={2}>
        <Text fz="sm" c="dimmed">
          {t('form.field')}
        </Text>
        <Text fz="sm" ff="monospace">
          {mapping.atsField.path}
        </Text>
        <Text fz="sm">
          {t('form.type')}: {t(`types.${type}`)}
        </Text>
      </Stack>
      {takesVariable(type) ? (
        <TextInput
          label={t('form.scalarName')}
          description={t('form.scalarNameHelp')}
          {...form.register('scalarName')}
          error={fieldError(errors.scalarName)}
          required
          data-autofocus
        />
      ) : takesFixedOption(type) && options.length > 0 ? (
        <Select
          {...valueField}
          label={t('form.value')}
          data={options.map((o) => ({ value: o.value, label: `${o.humanReadableName} (${o.value})` }))}
          value={form.watch('value') || null}
          onChange={(next) => form.setValue('value', next ?? '', { shouldDirty: true, shouldValidate: true })}
          error={fieldError(errors.value)}
          required
        />
      ) : (
        <TextInput
          label={t('form.value')}
          {...form.register('value')}
          error={fieldError(errors.value)}
          required
          data-autofocus
        />
      )}
      <Group grow align="flex-start">
        <TextInput
          label={t('form.prepend')}
          {...form.register('prepend')}
          error={fieldError(errors.prepend)}
        />
        <TextInput label={t('form.append')} {...form.register('append')} error={fieldError(errors.append)} />
      </Group>
      <TextInput
        label={t('form.separator')}
        description={t('form.separatorHelp')}
        {...form.register('prependAppendSeparator')}
        error={fieldError(errors.prependAppendSeparator)}
      />
      <MultiSelect
        label={t('form.postModifiers')}
        data={atsModifiers.map((m) => ({ value: m, label: t(`modifiers.${m}`) }))}
        value={form.watch('postModifiers')}
        onChange={(next) =>
          form.setValue('postModifiers', next as (typeof atsModifiers)[number][], { shouldDirty: true })
        }
      />
      <MultiSelect
        label={t('form.getModifiers')}
        data={atsModifiers.map((m) => ({ value: m, label: t(`modifiers.${m}`) }))}
        value={form.watch('getModifiers')}
        onChange={(next) =>
          form.setValue('getModifiers', next as (typeof atsModifiers)[number][], { shouldDirty: true })
        }
      />
      <TextInput
        type="number"
        label={t('form.ordering')}
        {...form.register('atsFieldOrdering', { valueAsNumber: true })}
        error={errors.atsFieldOrdering ? t('messages.ordering') : undefined}
        min={0}
        max={9999}
      />
      <Checkbox label={t('form.isDefaultMapping')} {...form.register('isDefaultMapping')} />
      {mapping.states.length > 0 && (
        <Text fz="sm" c="dimmed">
          {t('form.states')}: {mapping.states.map((s) => s.name).join(', ')}
        </Text>
      )}
      <MappingOptionsSection chatbotId={chatbotId} mappingId={mapping.id} mayEdit />
    </EntityDrawer>
  )
}

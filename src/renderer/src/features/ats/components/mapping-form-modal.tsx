import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core'
import { useDeferredValue, useState } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  atsMappingProblems,
  atsModifiers,
  takesFixedOption,
  takesVariable,
  type AtsMessage,
} from '@shared/domain/ats'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import { MutationFailedError } from '../../../lib/field-errors'
import { useEntityForm } from '../../../lib/use-entity-form'
import { useSingleFlight } from '../../../lib/single-flight'
import { useErrorMessage } from '../../../lib/errors'
import { ErrorState } from '../../../ui/query-states'
import {
  ReplacementRestoredError,
  useAtsFields,
  useAtsMappingImpact,
  useCreateAtsField,
  useCreateAtsMapping,
  useReplaceAtsMapping,
  type AtsCatalogueFieldData,
  type AtsMappingData,
  type AtsOverview,
} from '../api/mappings'
import { asAtsFailure } from '../forms/form-failure'
import {
  createInput,
  emptySettingsForm,
  mappingCreateFormSchema,
  readableName,
  settingsFormOf,
  typesFor,
} from '../forms/mapping-form'
import { MappingImpactList } from './delete-mapping-modal'

type Entities = AtsOverview['creatableAtsEntities']

/** A field error: a rule key from the schema in the interface language, a server's (localised) text as is. */
export function useAtsFieldError() {
  const { t } = useTranslation('ats')
  return (error: FieldError | undefined) =>
    !error?.message
      ? undefined
      : error.type === 'server'
        ? error.message
        : t(`messages.${error.message as AtsMessage}`)
}

/**
 * A new mapping, or the replacement of one (another ATS field or type): pick an entity type and a field
 * of the ATS's catalogue (searched, 20 a page), the type the field allows and what it writes. A
 * replacement shows first what holds the old mapping; the new one takes its place there.
 */
export function MappingFormModal({
  chatbotId,
  entities,
  supportsMappingCreation,
  replacing,
  onClose,
  onDone,
}: {
  chatbotId: string
  entities: Entities
  supportsMappingCreation: boolean
  replacing: AtsMappingData | null
  onClose: () => void
  onDone: (created: AtsMappingData | null, restoredMessage?: string) => void
}) {
  const { t, i18n } = useTranslation('ats')
  const fieldError = useAtsFieldError()
  const create = useCreateAtsMapping(chatbotId)
  const replace = useReplaceAtsMapping(chatbotId)
  const [field, setField] = useState<AtsCatalogueFieldData | null>(null)
  const startEntity =
    entities.find((e) => e.name === (replacing?.atsField.entityType ?? 'candidate'))?.id ??
    entities[0]?.id ??
    ''
  const entity = useEntityForm({
    schema: mappingCreateFormSchema,
    defaultValues: {
      ...(replacing ? settingsFormOf(replacing) : emptySettingsForm()),
      entityTypeId: startEntity,
      atsFieldId: '',
      type: (replacing?.type as AtsFieldMappingType | undefined) ?? 'REGULAR',
    },
    namespace: 'ats',
    submit: async (values) => {
      const problems = field
        ? atsMappingProblems(values.type, { ...values, scalarName: values.scalarName }, field)
        : {}
      const entries = Object.entries(problems)
      if (entries.length)
        throw new MutationFailedError(
          'ATS mapping',
          entries.map(([name, key]) => ({ field: name, messages: [t(`messages.${key!}`)] })),
          null,
        )
      const input = createInput(values, replacing ? replacing.states.map((s) => s.id) : [])
      try {
        if (replacing) {
          const answer = await replace.mutateAsync({ id: replacing.id, input })
          onDone(answer.mapping)
        } else {
          const answer = await create.mutateAsync(input)
          onDone(answer.mapping)
        }
      } catch (error) {
        if (error instanceof ReplacementRestoredError) {
          onDone(null, t('notices.restored'))
          return
        }
        throw asAtsFailure(error, (key) => t(`messages.${key}`))
      }
    },
  })
  const { errors } = entity.form.formState
  const type = entity.form.watch('type')
  const entityTypeId = entity.form.watch('entityTypeId')
  const types = typesFor(field?.dataType ?? null)
  const pick = (f: AtsCatalogueFieldData) => {
    setField(f)
    entity.form.setValue('atsFieldId', f.id, { shouldDirty: true, shouldValidate: true })
    if (!typesFor(f.dataType).includes(type)) entity.form.setValue('type', 'REGULAR', { shouldDirty: true })
  }
  const { onChange: _entityChange, ...entityField } = entity.form.register('entityTypeId')
  const { onChange: _typeChange, ...typeField } = entity.form.register('type')

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={
        replacing
          ? t('replaceTitle', {
              name: readableName(
                replacing.atsField.humanReadableNames,
                i18n.language,
                replacing.atsField.path,
              ),
            })
          : t('newTitle')
      }
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)} data-testid="ats-mapping-form">
        <Stack gap="sm">
          {replacing && <ReplaceNotice chatbotId={chatbotId} mappingId={replacing.id} />}
          <Select
            {...entityField}
            label={t('form.entity')}
            data={entities.map((e) => ({
              value: e.id,
              label: readableName(e.humanReadableNames, i18n.language, e.name),
            }))}
            value={entityTypeId}
            onChange={(value) => {
              entity.form.setValue('entityTypeId', value ?? '', { shouldDirty: true })
              setField(null)
              entity.form.setValue('atsFieldId', '', { shouldDirty: true })
            }}
            allowDeselect={false}
            data-testid="ats-entity"
          />
          <FieldPicker
            chatbotId={chatbotId}
            entityTypeId={entityTypeId || null}
            selected={field}
            onPick={pick}
            supportsMappingCreation={supportsMappingCreation}
            error={fieldError(errors.atsFieldId)}
          />
          <Select
            {...typeField}
            label={t('form.type')}
            data={types.map((value) => ({ value, label: t(`types.${value}`) }))}
            value={type}
            onChange={(value) =>
              entity.form.setValue('type', (value ?? 'REGULAR') as AtsFieldMappingType, { shouldDirty: true })
            }
            allowDeselect={false}
            description={t(`typeHelp.${type}`)}
            data-testid="ats-type"
          />
          <ValueFields form={entity.form} type={type} field={field} fieldError={fieldError} />
          {entity.formError && (
            <Alert color="red" variant="light" role="alert" data-testid="ats-form-error">
              {entity.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={entity.submitting}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={entity.submitting} data-testid="ats-mapping-submit">
              {replacing ? t('replaceConfirm') : t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function ReplaceNotice({ chatbotId, mappingId }: { chatbotId: string; mappingId: string }) {
  const { t } = useTranslation('ats')
  const impact = useAtsMappingImpact(chatbotId, mappingId)
  return (
    <Alert color="orange" variant="light" data-testid="ats-replace-notice">
      <Stack gap={6}>
        <Text fz="sm">{t('replaceBody')}</Text>
        {impact.isError ? (
          <ErrorState error={impact.error} onRetry={() => void impact.refetch()} namespace="ats" />
        ) : impact.data ? (
          <MappingImpactList impact={impact.data} />
        ) : (
          <Text fz="sm" c="dimmed">
            {t('impact.loading')}
          </Text>
        )}
      </Stack>
    </Alert>
  )
}

/** What the mapping writes: a variable or a value (an option of the field), decorations and modifiers. */
function ValueFields({
  form,
  type,
  field,
  fieldError,
}: {
  form: ReturnType<typeof useEntityForm<typeof mappingCreateFormSchema>>['form']
  type: AtsFieldMappingType
  field: AtsCatalogueFieldData | null
  fieldError: (error: FieldError | undefined) => string | undefined
}) {
  const { t } = useTranslation('ats')
  const { errors } = form.formState
  const value = form.watch('value')
  const { onChange: _valueChange, ...valueField } = form.register('value')
  return (
    <>
      {takesVariable(type) ? (
        <TextInput
          label={t('form.scalarName')}
          description={t('form.scalarNameHelp')}
          {...form.register('scalarName')}
          error={fieldError(errors.scalarName)}
          required
          data-testid="ats-scalar"
        />
      ) : takesFixedOption(type) && field && field.options.length > 0 ? (
        <Select
          {...valueField}
          label={t('form.value')}
          data={field.options.map((o) => ({ value: o.value, label: `${o.humanReadableName} (${o.value})` }))}
          value={value || null}
          onChange={(next) => form.setValue('value', next ?? '', { shouldDirty: true, shouldValidate: true })}
          error={fieldError(errors.value)}
          required
          data-testid="ats-value"
        />
      ) : (
        <TextInput
          label={t('form.value')}
          description={field?.maxLength ? t('form.maxLength', { count: field.maxLength }) : undefined}
          {...form.register('value')}
          error={fieldError(errors.value)}
          required
          data-testid="ats-value"
        />
      )}
      <Group grow align="flex-start">
        <TextInput
          label={t('form.prepend')}
          {...form.register('prepend')}
          error={fieldError(errors.prepend)}
        />
        <TextInput label={t('form.append')} {...form.register('append')} error={fieldError(errors.append)} />
        <TextInput
          label={t('form.separator')}
          description={t('form.separatorHelp')}
          {...form.register('prependAppendSeparator')}
          error={fieldError(errors.prependAppendSeparator)}
          data-testid="ats-separator"
        />
      </Group>
      <Group grow align="flex-start">
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
      </Group>
      <Checkbox label={t('form.isDefaultMapping')} {...form.register('isDefaultMapping')} />
    </>
  )
}

/** The catalogue's fields of one entity type, searched as you type, 20 a page; a new field where allowed. */
function FieldPicker({
  chatbotId,
  entityTypeId,
  selected,
  onPick,
  supportsMappingCreation,
  error,
}: {
  chatbotId: string
  entityTypeId: string | null
  selected: AtsCatalogueFieldData | null
  onPick: (field: AtsCatalogueFieldData) => void
  supportsMappingCreation: boolean
  error: string | undefined
}) {
  const { t, i18n } = useTranslation('ats')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const deferred = useDeferredValue(search.trim())
  const fields = useAtsFields(chatbotId, entityTypeId, deferred, page)
  const [creating, setCreating] = useState(false)
  return (
    <Stack gap={6}>
      <TextInput
        label={t('form.field')}
        placeholder={t('form.fieldSearch')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value)
          setPage(1)
        }}
        error={error}
        required
        data-testid="ats-field-search"
      />
      {selected && (
        <Text fz="sm" data-testid="ats-field-selected">
          {t('form.selected')}:{' '}
          <b>{readableName(selected.humanReadableNames, i18n.language, selected.path)}</b>{' '}
          <Text span ff="monospace" fz="xs" c="dimmed">
            {selected.path}
          </Text>
        </Text>
      )}
      {fields.isError ? (
        <ErrorState error={fields.error} onRetry={() => void fields.refetch()} namespace="ats" />
      ) : (
        <Paper withBorder radius="sm" mah={220} style={{ overflowY: 'auto' }} aria-busy={fields.isFetching}>
          {fields.data?.atsFields.length === 0 && (
            <Text fz="sm" c="dimmed" p="sm" data-testid="ats-field-none">
              {t('form.noFields')}
            </Text>
          )}
          {!fields.data && (
            <Text fz="sm" c="dimmed" p="sm">
              {t('form.loadingFields')}
            </Text>
          )}
          {fields.data?.atsFields.map((f) => (
            <UnstyledButton
              key={f.id}
              onClick={() => onPick(f)}
              w="100%"
              px="sm"
              py={6}
              aria-pressed={selected?.id === f.id}
              bg={selected?.id === f.id ? 'var(--mantine-primary-color-light)' : undefined}
              data-testid={`ats-field-${f.path}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <Text fz="sm">{readableName(f.humanReadableNames, i18n.language, f.path)}</Text>
                <Text fz="xs" c="dimmed" ff="monospace">
                  {f.path} · {f.dataType}
                  {f.required ? ` · ${t('required')}` : ''}
                </Text>
              </Group>
            </UnstyledButton>
          ))}
        </Paper>
      )}
      <Group justify="space-between">
        <Group gap="xs">
          <Button size="xs" variant="default" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('form.previous')}
          </Button>
          <Text fz="xs" c="dimmed">
            {t('form.page', { page })}
          </Text>
          <Button
            size="xs"
            variant="default"
            disabled={!fields.data?.hasNextPage}
            onClick={() => setPage((p) => p + 1)}
          >
            {t('form.next')}
          </Button>
        </Group>
        {supportsMappingCreation && entityTypeId && !creating && (
          <Button size="xs" variant="subtle" onClick={() => setCreating(true)} data-testid="ats-new-field">
            {t('newField.open')}
          </Button>
        )}
      </Group>
      {creating && entityTypeId && (
        <NewFieldForm
          chatbotId={chatbotId}
          entityTypeId={entityTypeId}
          initialName={search.trim()}
          onCreated={(f) => {
            setCreating(false)
            onPick(f)
          }}
          onCancel={() => setCreating(false)}
        />
      )}
    </Stack>
  )
}

const newFieldTypes = ['string', 'text', 'integer', 'date', 'email', 'phone'] as const

/** A custom field of the entity (supportsMappingCreation): a name no field of the entity has yet. */
function NewFieldForm({
  chatbotId,
  entityTypeId,
  initialName,
  onCreated,
  onCancel,
}: {
  chatbotId: string
  entityTypeId: string
  initialName: string
  onCreated: (field: AtsCatalogueFieldData) => void
  onCancel: () => void
}) {
  const { t } = useTranslation('ats')
  const createField = useCreateAtsField(chatbotId)
  const errorMessage = useErrorMessage('ats')
  const once = useSingleFlight()
  const [name, setName] = useState(initialName)
  const [dataType, setDataType] = useState<string>('string')
  const [problem, setProblem] = useState<string | null>(null)
  const submit = () => {
    if (!name.trim()) return setProblem(t('messages.required'))
    once(() =>
      createField.mutateAsync({ entityTypeId, name: name.trim(), dataType }).then(
        (answer) => answer.atsField && onCreated(answer.atsField),
        (error: unknown) => setProblem(errorMessage(error)),
      ),
    )
  }
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="ats-new-field-form">
      <Stack gap="xs">
        <Group grow align="flex-start">
          <TextInput
            label={t('newField.name')}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value)
              setProblem(null)
            }}
            error={problem}
            required
            data-testid="ats-new-field-name"
          />
          <Select
            label={t('newField.dataType')}
            data={newFieldTypes.map((value) => ({ value, label: t(`dataTypes.${value}`) }))}
            value={dataType}
            onChange={(value) => setDataType(value ?? 'string')}
            allowDeselect={false}
          />
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onCancel}>
            {t('cancel')}
          </Button>
          <Button
            size="xs"
            onClick={submit}
            loading={createField.isPending}
            data-testid="ats-new-field-create"
          >
            {t('newField.create')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

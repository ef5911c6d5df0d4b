import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Divider,
  Group,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useQueries } from '@tanstack/react-query'
import { useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import { takesFixedOption } from '@shared/domain/ats'
import { useErrorMessage } from '../../../lib/errors'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconPlus, IconRefresh, IconTrash } from '../../../ui/icons'
import {
  useAtsOptionChange,
  useAtsOverview,
  type AtsMappingData,
  type AtsOptionChange,
} from '../api/mappings'
import { atsStateContextQuery } from '../api/state-context'
import { asAtsFailure } from '../forms/form-failure'

/** Whether a mapping type has ATS options (the option types) and mapping options (answer options). */
export const hasAtsOptions = (type: AtsFieldMappingType) => type === 'OPTIONS' || takesFixedOption(type)

/**
 * A mapping's ATS options (value and readable name, a value once per mapping) and, for an answer-options
 * mapping, its mapping options: which ATS option each answer of its questions writes and whether the
 * answer is stored; "Sync" gives every answer of a question its mapping option (syncOptions), or one answer
 * is added by hand (createAtsMappingOption: option, doStoreValue, its ATS option). Each change
 * is saved at once, apart from the drawer's form; the list follows from the tab's query.
 */
export function MappingOptionsSection({
  chatbotId,
  mappingId,
  mayEdit,
}: {
  chatbotId: string
  mappingId: string
  mayEdit: boolean
}) {
  const { t } = useTranslation('ats')
  const overview = useAtsOverview(chatbotId)
  const change = useAtsOptionChange(chatbotId)
  const errorMessage = useErrorMessage('ats')
  const once = useSingleFlight()
  const [failure, setFailure] = useState<unknown>(null)
  const [draft, setDraft] = useState({ value: '', humanReadableName: '' })
  const mapping = overview.data?.atsMappings.find((m) => m.id === mappingId)
  if (!mapping) return null
  const type = mapping.type as AtsFieldMappingType
  if (!hasAtsOptions(type)) return null

  const run = (next: AtsOptionChange, after?: () => void) =>
    once(() =>
      change.mutateAsync(next).then(
        () => {
          setFailure(null)
          after?.()
        },
        (error: unknown) => setFailure(asAtsFailure(error, (key) => t(`messages.${key}`))),
      ),
    )
  const add = () => {
    const sent = draft
    // Emptied once it is in, unless the user typed the next one meanwhile.
    run({ kind: 'createAtsOption', mappingId, ...sent }, () =>
      setDraft((now) => (now === sent ? { value: '', humanReadableName: '' } : now)),
    )
  }
  const addOnEnter = (e: KeyboardEvent) => {
    // The section sits inside the drawer's form: Enter adds the option instead of saving the mapping.
    if (e.key !== 'Enter') return
    e.preventDefault()
    if (draft.value.trim()) add()
  }
  const problems = failure ? serverFieldErrors(failure).flatMap((f) => f.messages) : []

  return (
    <Stack gap="sm" data-testid="ats-options-section">
      <Divider />
      <Title order={3} fz="h5">
        {t('options.title')}
      </Title>
      <Text fz="sm" c="dimmed">
        {t('options.intro')}
      </Text>
      {failure !== null && (
        <Alert color="red" variant="light" role="alert" data-testid="ats-options-error">
          {problems.length ? problems.join(' ') : errorMessage(failure)}
        </Alert>
      )}
      {mapping.atsOptions.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('options.none')}
        </Text>
      ) : (
        <Stack gap={6}>
          {mapping.atsOptions.map((o) => (
            <AtsOptionRow
              key={`${o.id}-${o.value}-${o.humanReadableName}`}
              option={o}
              mayEdit={mayEdit}
              onSave={(value, humanReadableName) =>
                run({ kind: 'updateAtsOption', id: o.id, value, humanReadableName })
              }
              onDelete={() => run({ kind: 'deleteAtsOption', id: o.id })}
            />
          ))}
        </Stack>
      )}
      {mayEdit && (
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t('options.value')}
            value={draft.value}
            onChange={(e) => setDraft({ ...draft, value: e.currentTarget.value })}
            onKeyDown={addOnEnter}
            maxLength={255}
            data-testid="ats-option-new-value"
          />
          <TextInput
            label={t('options.name')}
            value={draft.humanReadableName}
            onChange={(e) => setDraft({ ...draft, humanReadableName: e.currentTarget.value })}
            onKeyDown={addOnEnter}
            maxLength={255}
          />
          <Button
            type="button"
            variant="light"
            leftSection={<IconPlus size={16} />}
            disabled={!draft.value.trim()}
            // Busy until the change and its refreshed lists are in: a click meanwhile would be dropped.
            loading={change.isPending}
            onClick={add}
            data-testid="ats-option-add"
          >
            {t('options.add')}
          </Button>
        </Group>
      )}
      {type === 'OPTIONS' && (
        <>
          <Title order={3} fz="h5" mt="sm">
            {t('mappingOptions.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('mappingOptions.intro')}
          </Text>
          {mayEdit &&
            mapping.states.map((s) => (
              <Button
                key={s.id}
                type="button"
                variant="default"
                size="xs"
                leftSection={<IconRefresh size={14} />}
                onClick={() => run({ kind: 'syncOptions', stateId: s.id })}
                data-testid="ats-sync-options"
                w="fit-content"
              >
                {t('mappingOptions.sync', { name: s.name })}
              </Button>
            ))}
          {mapping.mappingOptions.length === 0 ? (
            <Text fz="sm" c="dimmed">
              {mapping.states.length ? t('mappingOptions.none') : t('mappingOptions.noStates')}
            </Text>
          ) : (
            <Table verticalSpacing={4} data-testid="ats-mapping-options">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('mappingOptions.answer')}</Table.Th>
                  <Table.Th>{t('mappingOptions.atsOption')}</Table.Th>
                  <Table.Th>{t('mappingOptions.store')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {mapping.mappingOptions.map((mo) => (
                  <Table.Tr key={mo.id} data-testid={`ats-mapping-option-${mo.optionName}`}>
                    <Table.Td>
                      <Text fz="sm">{mo.optionName}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('mappingOptions.atsOptionFor', { name: mo.optionName })}
                        data={mapping.atsOptions.map((a) => ({
                          value: a.id,
                          label: `${a.humanReadableName} (${a.value})`,
                        }))}
                        value={mo.atsOptionId}
                        placeholder={t('mappingOptions.noAtsOption')}
                        clearable
                        disabled={!mayEdit}
                        size="xs"
                        onChange={(next) =>
                          run({
                            kind: 'updateMappingOption',
                            id: mo.id,
                            doStoreValue: mo.doStoreValue,
                            atsOptionId: next,
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Checkbox
                        aria-label={t('mappingOptions.storeFor', { name: mo.optionName })}
                        checked={mo.doStoreValue}
                        disabled={!mayEdit}
                        onChange={(e) =>
                          run({
                            kind: 'updateMappingOption',
                            id: mo.id,
                            doStoreValue: e.currentTarget.checked,
                            atsOptionId: mo.atsOptionId,
                          })
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      {mayEdit && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('mappingOptions.remove', { name: mo.optionName })}
                          onClick={() => run({ kind: 'deleteMappingOption', id: mo.id })}
                        >
                          <IconTrash size={16} />
                        </ActionIcon>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          {mayEdit && (
            <NewMappingOption
              chatbotId={chatbotId}
              mapping={mapping}
              onAdd={(option, doStoreValue, atsOptionId, after) =>
                run({ kind: 'createMappingOption', mappingId, option, doStoreValue, atsOptionId }, after)
              }
              busy={change.isPending}
            />
          )}
        </>
      )}
    </Stack>
  )
}

function AtsOptionRow({
  option,
  mayEdit,
  onSave,
  onDelete,
}: {
  option: { id: string; value: string; humanReadableName: string }
  mayEdit: boolean
  onSave: (value: string, humanReadableName: string) => void
  onDelete: () => void
}) {
  const { t } = useTranslation('ats')
  const [value, setValue] = useState(option.value)
  const [name, setName] = useState(option.humanReadableName)
  const changed = value.trim() !== option.value || name.trim() !== option.humanReadableName
  const save = () => {
    if (changed && value.trim()) onSave(value, name)
  }
  const saveOnEnter = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return
    e.preventDefault()
    save()
  }
  return (
    <Group gap="xs" wrap="nowrap" data-testid={`ats-option-${option.value}`}>
      <TextInput
        aria-label={t('options.valueOf', { name: option.humanReadableName })}
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={saveOnEnter}
        readOnly={!mayEdit}
        maxLength={255}
        size="xs"
        ff="monospace"
      />
      <TextInput
        aria-label={t('options.nameOf', { name: option.humanReadableName })}
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        onBlur={save}
        onKeyDown={saveOnEnter}
        readOnly={!mayEdit}
        maxLength={255}
        size="xs"
      />
      {mayEdit && (
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('options.remove', { name: option.humanReadableName })}
          onClick={onDelete}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  )
}

/**
 * Adds one answer of the mapping's questions (from each question's mapping context) that has no mapping
 * option yet, with its ATS option and whether the answer is stored.
 */
function NewMappingOption({
  chatbotId,
  mapping,
  onAdd,
  busy,
}: {
  chatbotId: string
  mapping: AtsMappingData
  onAdd: (option: string, doStoreValue: boolean, atsOptionId: string | null, after: () => void) => void
  /** A change of the section is still being saved: the add would be dropped, so it waits. */
  busy: boolean
}) {
  const { t } = useTranslation('ats')
  const contexts = useQueries({
    queries: mapping.states.map((s) => atsStateContextQuery(chatbotId, s.id)),
  })
  const [option, setOption] = useState<string | null>(null)
  const [atsOptionId, setAtsOptionId] = useState<string | null>(null)
  const [store, setStore] = useState(true)
  const present = new Set(mapping.mappingOptions.map((o) => o.option))
  const answers = contexts.flatMap((c) =>
    c.data
      ? c.data.options
          .filter((o) => !present.has(o.id))
          .map((o) => ({ value: o.id, label: `${o.name} (${c.data!.stateName})` }))
      : [],
  )
  if (mapping.states.length === 0 || contexts.some((c) => c.isPending)) return null
  if (answers.length === 0)
    return (
      <Text fz="sm" c="dimmed" data-testid="ats-mapping-option-all">
        {t('mappingOptions.allAdded')}
      </Text>
    )
  const chosen = answers.some((a) => a.value === option) ? option : null
  return (
    <Group align="flex-end" gap="xs" data-testid="ats-mapping-option-new">
      <Select
        label={t('mappingOptions.newAnswer')}
        data={answers}
        value={chosen}
        onChange={setOption}
        searchable
        size="xs"
      />
      <Select
        label={t('mappingOptions.atsOption')}
        data={mapping.atsOptions.map((a) => ({ value: a.id, label: `${a.humanReadableName} (${a.value})` }))}
        value={atsOptionId}
        onChange={setAtsOptionId}
        placeholder={t('mappingOptions.noAtsOption')}
        clearable
        size="xs"
      />
      <Checkbox
        label={t('mappingOptions.store')}
        checked={store}
        onChange={(e) => setStore(e.currentTarget.checked)}
        mb={6}
      />
      <Button
        type="button"
        variant="light"
        size="xs"
        leftSection={<IconPlus size={14} />}
        disabled={chosen === null}
        loading={busy}
        onClick={() =>
          chosen &&
          onAdd(chosen, store, atsOptionId, () => {
            setOption(null)
            setAtsOptionId(null)
            setStore(true)
          })
        }
        data-testid="ats-mapping-option-add"
      >
        {t('mappingOptions.add')}
      </Button>
    </Group>
  )
}

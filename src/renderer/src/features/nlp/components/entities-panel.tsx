import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  TagsInput,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { EmptyState } from '../../../ui/empty-state'
import { IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useNlpEdits } from '../api/edits'
import { useListEntities, type EntityValueData, type ListEntityData } from '../api/nlp'

/**
 * List entities (spec 000 §3 NLP): each a list of values with synonyms the model recognises. Values and
 * synonyms save as soon as they change (the spec gives their saves no debounce); a list entity's or a
 * value's name saves when its edit ends (Enter or leaving the field), so a rename is one call.
 */
export function EntitiesPanel({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const mayEdit = useAppAbility().can('update', 'NlpEntities')
  const entities = useListEntities(chatbotId)
  const edits = useNlpEdits(chatbotId)
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  if (entities.isPending) return <LoadingSkeleton />
  if (entities.isError)
    return <ErrorState error={entities.error} onRetry={() => void entities.refetch()} namespace="nlp" />
  const add = async () => {
    if (!name.trim() || adding) return
    setAdding(true)
    setError(null)
    try {
      await edits.createEntity(name.trim())
      setName('')
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setAdding(false)
    }
  }
  return (
    <Stack gap="md">
      {mayEdit && (
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label={t('entities.newEntity')}
            placeholder={t('entities.newEntity')}
            value={name}
            error={error}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && void add()}
            data-testid="new-entity"
          />
          <Button onClick={() => void add()} loading={adding} data-testid="add-entity">
            {t('actions.addEntity')}
          </Button>
        </Group>
      )}
      {entities.data.length === 0 ? (
        <EmptyState title={t('entities.emptyTitle')} body={t('entities.emptyBody')} testId="entities-empty" />
      ) : (
        entities.data.map((entity) => (
          <EntityCard key={entity.id} chatbotId={chatbotId} entity={entity} mayEdit={mayEdit} />
        ))
      )}
    </Stack>
  )
}

function EntityCard({
  chatbotId,
  entity,
  mayEdit,
}: {
  chatbotId: string
  entity: ListEntityData
  mayEdit: boolean
}) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const edits = useNlpEdits(chatbotId)
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const act = async (work: () => Promise<unknown>, after?: () => void) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      await work()
      after?.()
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid={`entity-${entity.name}`}>
      <Stack gap="sm">
        <Group justify="space-between">
          {mayEdit ? (
            <NameField
              // A new name from the server (a refetch after a remount) starts the field afresh.
              key={entity.name}
              label={t('entities.name')}
              initial={entity.name}
              save={(next) => edits.renameEntity(entity.id, next)}
              onError={setError}
              testId="entity-name"
            />
          ) : (
            <Title order={2} fz="h4">
              {entity.name}
            </Title>
          )}
          {mayEdit && (
            <Button
              variant="subtle"
              color="red"
              size="xs"
              leftSection={<IconTrash size={14} />}
              onClick={() => void act(() => edits.deleteEntity(entity.id))}
            >
              {t('actions.deleteEntity')}
            </Button>
          )}
        </Group>
        {entity.values.length === 0 ? (
          <Text fz="sm" c="dimmed" fs="italic">
            {t('entities.noValues')}
          </Text>
        ) : (
          <Table verticalSpacing="xs" layout="fixed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w="30%">{t('entities.value')}</Table.Th>
                <Table.Th>{t('entities.synonyms')}</Table.Th>
                <Table.Th w={48} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entity.values.map((v) => (
                <ValueRow key={v.id} chatbotId={chatbotId} value={v} mayEdit={mayEdit} onError={setError} />
              ))}
            </Table.Tbody>
          </Table>
        )}
        {mayEdit && (
          <Group gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t('entities.newValue')}
              placeholder={t('entities.newValue')}
              value={value}
              onChange={(e) => setValue(e.currentTarget.value)}
              onKeyDown={(e) =>
                e.key === 'Enter' &&
                value.trim() &&
                void act(
                  () => edits.createValue(entity.id, value.trim(), []),
                  () => setValue(''),
                )
              }
              data-testid="new-value"
            />
            <Button
              variant="light"
              loading={busy}
              onClick={() =>
                value.trim() &&
                void act(
                  () => edits.createValue(entity.id, value.trim(), []),
                  () => setValue(''),
                )
              }
            >
              {t('actions.addValue')}
            </Button>
          </Group>
        )}
        {error && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

function ValueRow({
  chatbotId,
  value,
  mayEdit,
  onError,
}: {
  chatbotId: string
  value: EntityValueData
  mayEdit: boolean
  onError: (message: string | null) => void
}) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const edits = useNlpEdits(chatbotId)
  const [synonyms, setSynonyms] = useState(value.synonyms.map((s) => s.name))
  const save = async (next: string[]) => {
    setSynonyms(next)
    onError(null)
    try {
      await edits.updateSynonyms(value.id, next)
    } catch (failure) {
      onError(errorMessage(failure))
    }
  }
  return (
    <Table.Tr data-testid={`value-${value.name}`}>
      <Table.Td>
        {mayEdit ? (
          <NameField
            key={value.name}
            label={t('entities.value')}
            initial={value.name}
            save={(next) => edits.renameValue(value.id, next)}
            onError={onError}
            testId="value-name"
          />
        ) : (
          <Text fw={600} fz="sm">
            {value.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <TagsInput
          aria-label={t('entities.synonyms')}
          placeholder={mayEdit ? t('entities.synonymsPlaceholder') : undefined}
          value={synonyms}
          readOnly={!mayEdit}
          onChange={(next) => void save(next)}
          clearable={false}
        />
      </Table.Td>
      <Table.Td>
        {mayEdit && (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('actions.delete', { text: value.name })}
            onClick={() =>
              void edits.deleteValue(value.id).catch((failure: unknown) => onError(errorMessage(failure)))
            }
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/**
 * A list entity's or value's name, renamed in place (updateListEntity, updateListEntityValue): saved once
 * when the edit ends and the name changed; Escape puts the saved name back. Empty names are not sent.
 */
function NameField({
  label,
  initial,
  save,
  onError,
  testId,
}: {
  label: string
  initial: string
  save: (name: string) => Promise<unknown>
  onError: (message: string | null) => void
  testId: string
}) {
  const errorMessage = useErrorMessage('nlp')
  const [name, setName] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [saving, setSaving] = useState(false)
  const commit = async () => {
    const next = name.trim()
    if (saving || !next || next === saved) {
      if (!next) setName(saved)
      return
    }
    setSaving(true)
    onError(null)
    try {
      await save(next)
      setSaved(next)
      setName(next)
    } catch (failure) {
      onError(errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }
  return (
    <TextInput
      flex={1}
      size="sm"
      variant="unstyled"
      fw={600}
      aria-label={label}
      value={name}
      onChange={(e) => setName(e.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void commit()
        if (e.key === 'Escape') setName(saved)
      }}
      data-testid={testId}
    />
  )
}

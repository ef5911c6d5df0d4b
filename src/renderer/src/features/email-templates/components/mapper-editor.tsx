import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  hasMapperProblems,
  mapperDataOf,
  mapperProblems,
  mapperRowsOf,
  maxMapperKeyLength,
  maxMapperLabelLength,
  maxMapperNameLength,
  maxMapperRows,
  type MapperRow,
} from '@shared/domain/email-templates'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { SaveStatus } from '../../../ui/save-status'
import { useUpdateMapper, type MapperData } from '../api/email-templates'
import { usePendingEditorSave, useKeptDraft } from './editor-drafts'
import { problemText } from './problem-text'
import { RestoredNote } from './template-editor'

interface MapperDraft {
  name: string
  rows: MapperRow[]
}

/** A kept draft is used only when it still has the shape of one (storage is the window's, not ours). */
const isMapperDraft = (value: unknown): value is MapperDraft => {
  const draft = value as Partial<MapperDraft> | null
  return (
    typeof draft === 'object' &&
    draft !== null &&
    typeof draft.name === 'string' &&
    Array.isArray(draft.rows) &&
    draft.rows.every((row) => typeof row?.key === 'string' && typeof row.label === 'string')
  )
}

// Rows are compared as the data they save to, as Save's enabling always did (an empty row adds nothing).
const sameMapper = (a: MapperDraft, b: MapperDraft) =>
  a.name === b.name && JSON.stringify(mapperDataOf(a.rows)) === JSON.stringify(mapperDataOf(b.rows))

/**
 * One mapper: its name and its data, a JSON object of field → label, edited as rows. Each field once
 * ('Key already exists') and each label once, checked as the user types once a save was tried; saved with
 * Save and the save status.
 */
export function MapperEditor({
  chatbotId,
  mapper,
  mayEdit,
}: {
  chatbotId: string
  mapper: MapperData
  mayEdit: boolean
}) {
  const { t } = useTranslation('email-templates')
  const update = useUpdateMapper(chatbotId)
  const once = useSingleFlight()
  const draft = useKeptDraft({
    chatbotId,
    kind: 'mapper',
    id: mapper.id,
    server: () => ({ name: mapper.name, rows: mapperRowsOf(mapper.data) }),
    isDraft: isMapperDraft,
    same: sameMapper,
  })
  const { name, rows } = draft.value
  const setName = (next: string) => draft.setValue((current) => ({ ...current, name: next }))
  const setRows = (next: (rows: MapperRow[]) => MapperRow[]) =>
    draft.setValue((current) => ({ ...current, rows: next(current.rows) }))
  const [tried, setTried] = useState(false)
  const problems = mapperProblems(name, rows)
  // Save is offered also when the stored data holds a value that is not text (shown as JSON text here).
  const dirty =
    name !== mapper.name || JSON.stringify(mapperDataOf(rows)) !== JSON.stringify(mapper.data ?? {})
  usePendingEditorSave(mayEdit && draft.dirty && !hasMapperProblems(problems), () =>
    update.mutateAsync({ id: mapper.id, name, data: mapperDataOf(rows) }),
  )
  const touched = () => {
    if (update.isSuccess || update.isError) update.reset()
  }
  const setRow = (index: number, patch: Partial<MapperRow>) => {
    setRows((current) => current.map((row, at) => (at === index ? { ...row, ...patch } : row)))
    touched()
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (hasMapperProblems(problems)) return
    once(() => update.mutateAsync({ id: mapper.id, name, data: mapperDataOf(rows) }).catch(() => undefined))
  }
  const status = update.isPending ? 'saving' : update.isError ? 'failed' : update.isSuccess ? 'saved' : 'idle'
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={save}
      noValidate
      data-testid="mapper-editor"
    >
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {mapper.name}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('mappers.intro')}
        </Text>
        {!mayEdit && (
          <Text fz="sm" c="dimmed" data-testid="email-read-only">
            {t('readOnly')}
          </Text>
        )}
        {mayEdit && draft.restored && <RestoredNote onDiscard={draft.discard} />}
        <TextInput
          label={t('fields.mapperName')}
          value={name}
          maxLength={maxMapperNameLength}
          required
          readOnly={!mayEdit}
          onChange={(e) => {
            setName(e.currentTarget.value)
            touched()
          }}
          error={tried ? problemText(t, problems.name) : undefined}
          data-testid="mapper-name"
        />
        <Stack gap={6} role="group" aria-label={t('mappers.rowsLabel')}>
          {rows.length === 0 && (
            <Text fz="sm" c="dimmed">
              {t('mappers.noRows')}
            </Text>
          )}
          {rows.map((row, index) => (
            <Group key={index} gap="xs" align="flex-start" wrap="nowrap" data-testid="mapper-row">
              <TextInput
                style={{ flex: 1 }}
                // The first row's labels head the columns; the others are named for screen readers only.
                label={index === 0 ? t('fields.key') : undefined}
                aria-label={index === 0 ? undefined : t('fields.key')}
                value={row.key}
                maxLength={maxMapperKeyLength}
                readOnly={!mayEdit}
                onChange={(e) => setRow(index, { key: e.currentTarget.value })}
                error={tried ? problemText(t, problems.rows[index]?.key) : undefined}
                data-testid="mapper-key"
              />
              <TextInput
                style={{ flex: 1 }}
                // The first row's labels head the columns; the others are named for screen readers only.
                label={index === 0 ? t('fields.label') : undefined}
                aria-label={index === 0 ? undefined : t('fields.label')}
                value={row.label}
                maxLength={maxMapperLabelLength}
                readOnly={!mayEdit}
                onChange={(e) => setRow(index, { label: e.currentTarget.value })}
                error={tried ? problemText(t, problems.rows[index]?.label) : undefined}
                data-testid="mapper-label"
              />
              {mayEdit && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  mt={index === 0 ? 28 : 6}
                  aria-label={t('mappers.remove', { key: row.key || index + 1 })}
                  onClick={() => {
                    setRows((current) => current.filter((_, at) => at !== index))
                    touched()
                  }}
                  data-testid="mapper-row-remove"
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
        </Stack>
        {tried && problemText(t, problems.data) && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {t('mappers.tooMany', { max: maxMapperRows })}
          </Text>
        )}
        {mayEdit && (
          <Group justify="space-between" gap="sm">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={rows.length >= maxMapperRows}
              onClick={() => {
                setRows((current) => [...current, { key: '', label: '' }])
                touched()
              }}
              data-testid="mapper-add-row"
            >
              {t('mappers.addRow')}
            </Button>
            <Group gap="sm">
              <SaveStatus
                status={status}
                error={update.error}
                namespace="email-templates"
                testId="mapper-save-status"
              />
              <Button type="submit" disabled={!dirty} loading={update.isPending} data-testid="mapper-save">
                {t('save')}
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

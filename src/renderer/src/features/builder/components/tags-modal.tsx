import {
  ActionIcon,
  Alert,
  Autocomplete,
  Button,
  ColorInput,
  ColorSwatch,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useTags, type TagDetail } from '../api/messages'
import { useCreateTag, useDeleteTag, useUpdateTag } from '../api/tags'
import { useFailureText } from '../failure-text'
import { useBuilderScope } from '../scope'

/** A tag's colour as the server keeps it. */
const colourPattern = /^#[0-9a-fA-F]{6}$/
const swatches = ['#0ea5e9', '#6366f1', '#22c55e', '#f59e0b', '#ef4444', '#ec4899', '#64748b']

/**
 * The chatbot's tags (createTag, updateTag, deleteTag): what message variations and variables are tagged
 * with, each of a kind (tone, channel, …) and a colour. A name is changed where it is shown, saved when the
 * field is left; refusals show the spec's messages.
 */
export function TagsModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const list = useTags(scope)
  const create = useCreateTag()
  const update = useUpdateTag()
  const remove = useDeleteTag()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [content, setContent] = useState('')
  const [kind, setKind] = useState('')
  const [color, setColor] = useState(swatches[0] ?? '#64748b')
  const [shown, setShown] = useState(false)
  const kinds = [...new Set((list.data ?? []).map((tag) => tag.kind))].sort()
  const contentError = !content.trim() ? t('response.errors.required') : undefined
  const kindError = !kind.trim() ? t('response.errors.required') : undefined
  const colorError = !colourPattern.test(color) ? t('tags.colourRule') : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (contentError || kindError || colorError) return
    once(() =>
      create.mutateAsync({ content: content.trim(), kind: kind.trim(), color }).then(() => {
        setContent('')
        setShown(false)
      }),
    )
  }
  const failed = [remove, update].find((m) => m.isError)
  return (
    <Modal opened onClose={onClose} title={t('tags.title')} size="lg">
      <Stack data-testid="tags-modal">
        <Text fz="sm" c="dimmed">
          {t('tags.intro')}
        </Text>
        {list.isError ? (
          <ErrorState
            error={list.error}
            onRetry={() => void list.refetch()}
            namespace="builder"
            title={null}
          />
        ) : !list.data ? (
          <LoadingSkeleton rows={3} />
        ) : list.data.length === 0 ? (
          <Text fz="sm" c="dimmed" data-testid="tags-empty">
            {t('tags.empty')}
          </Text>
        ) : (
          <Stack gap={4} mah={320} style={{ overflowY: 'auto' }}>
            {list.data.map((tag) => (
              <TagRow
                key={tag.id}
                tag={tag}
                onRename={(next) => once(() => update.mutateAsync({ id: tag.id, content: next }))}
                onDelete={() => once(() => remove.mutateAsync(tag.id))}
              />
            ))}
          </Stack>
        )}
        {failed && (
          <Alert color="red" role="alert" p="xs" data-testid="tag-error">
            {failure(failed.error)}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" grow>
            <TextInput
              label={t('tags.content')}
              value={content}
              maxLength={200}
              withAsterisk
              onChange={(e) => setContent(e.currentTarget.value)}
              error={shown ? contentError : undefined}
              data-testid="tag-content"
            />
            <Autocomplete
              label={t('tags.kind')}
              placeholder={t('tags.kindHint')}
              value={kind}
              data={kinds}
              maxLength={200}
              withAsterisk
              onChange={setKind}
              error={shown ? kindError : undefined}
              data-testid="tag-kind"
            />
            <ColorInput
              label={t('tags.colour')}
              value={color}
              format="hex"
              swatches={swatches}
              withEyeDropper={false}
              onChange={setColor}
              error={shown ? colorError : undefined}
              data-testid="tag-colour"
            />
          </Group>
          {create.isError && (
            <Alert color="red" role="alert" p="xs" mt="xs" data-testid="tag-add-error">
              {failure(create.error)}
            </Alert>
          )}
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('action.close')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="tag-add">
              {t('tags.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  )
}

function TagRow({
  tag,
  onRename,
  onDelete,
}: {
  tag: TagDetail
  onRename: (content: string) => void
  onDelete: () => void
}) {
  const { t } = useTranslation('builder')
  const [content, setContent] = useState(tag.content)
  const save = () => {
    if (content.trim() && content.trim() !== tag.content) onRename(content.trim())
  }
  return (
    <Paper withBorder p="xs" radius="sm" data-testid="tag" data-content={tag.content}>
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <ColorSwatch color={tag.color} size={18} aria-hidden />
        <TextInput
          flex={1}
          size="xs"
          aria-label={t('tags.rename', { name: tag.content })}
          value={content}
          maxLength={200}
          onChange={(e) => setContent(e.currentTarget.value)}
          onBlur={save}
          onKeyDown={(e) => e.key === 'Enter' && save()}
          error={content.trim() ? undefined : t('response.errors.required')}
          data-testid="tag-rename"
        />
        <Text fz="xs" c="dimmed" w={120} truncate="end">
          {tag.kind}
        </Text>
        <ActionIcon
          variant="subtle"
          color="red"
          aria-label={t('tags.delete', { name: tag.content })}
          onClick={onDelete}
          data-testid="tag-delete"
        >
          <IconTrash size={16} />
        </ActionIcon>
      </Group>
    </Paper>
  )
}

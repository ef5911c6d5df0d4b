import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { BuilderLanguage } from '@shared/domain/builder'
import { moveItem, moveLabel, newLabelText } from '@shared/domain/builder-rules'
import { IconArrowDown, IconArrowUp, IconMessages, IconTrash } from '../../../ui/icons'
import {
  useCreateLabel,
  useDeleteAction,
  useDeleteLabel,
  useLabelOrder,
  useUpdateAction,
  useUpdateLabel,
} from '../api/messages'
import type { ActionDetail, StateDetail } from '../api/state'
import { useFailureText } from '../failure-text'
import { useSingleFlight } from '../../../lib/single-flight'
import { useRecordChange } from '../state-history'
import { SortableHandle, SortableItem, SortableList } from './sortable-list'

type Label = ActionDetail['labels'][number]

/**
 * The action drawer (spec 000 §2): one message of a state. Its name and whether it may be changed, its
 * variations per language (opened in the response drawer), and for the message with buttons its buttons:
 * each button's text per language, on or off, and its place (moving a button up or down saves the new
 * order, spec 000 §4). The message can be deleted here.
 */
export function ActionDrawer({
  action,
  number,
  state,
  languages,
  onClose,
  onOpenVariations,
}: {
  action: ActionDetail
  number: number
  state: StateDetail
  languages: readonly BuilderLanguage[]
  onClose: () => void
  onOpenVariations: (language?: BuilderLanguage) => void
}) {
  const { t } = useTranslation('builder')
  const update = useUpdateAction()
  const remove = useDeleteAction()
  const order = useLabelOrder()
  const createLabel = useCreateLabel()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [name, setName] = useState(action.content)
  const recordChange = useRecordChange()
  const recordAction = () =>
    recordChange({ kind: 'action', actionId: action.id, content: action.content, editable: action.editable })
  const saveName = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim() || name === action.content) return
    once(() => update.mutateAsync({ id: action.id, content: name }).then(recordAction))
  }
  const labels = [...action.labels].sort((a, b) => a.position - b.position)
  const saveLabels = (moved: readonly Label[] | null) => {
    const before = labels.map((l) => l.id)
    if (moved && moved.map((l) => l.id).join() !== before.join())
      once(() =>
        order
          .mutateAsync({ actionId: action.id, labelIds: moved.map((l) => l.id) })
          .then(() => recordChange({ kind: 'labelOrder', actionId: action.id, labelIds: before })),
      )
  }
  const move = (id: string, direction: 'up' | 'down') => saveLabels(moveLabel(labels, id, direction))
  // A button dragged (or moved with the keyboard) to another place: saved at once, as with the arrows.
  const moveTo = (from: number, to: number) => saveLabels(moveItem(labels, from, to))
  const optionName = new Map(state.options.map((o) => [o.id, o.name]))
  const withoutButton = state.options.filter(
    (o) => !o.isDefault && !action.labels.some((l) => l.option === o.id),
  )
  const addButton = (optionId: string) => {
    const text = newLabelText(languages)
    once(() =>
      createLabel.mutateAsync({
        optionId,
        actionId: action.id,
        text: Object.entries(text).map(([languageTag, content]) => ({ languageTag, content: content ?? '' })),
      }),
    )
  }
  const failed = [update, order, createLabel, remove].find((m) => m.isError)?.error ?? null
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t('action.title', { number })}
      closeButtonProps={{ 'aria-label': t('action.close') }}
      data-testid="action-drawer"
    >
      <Stack>
        <Badge variant="light" color={action.kind === 'WITH_OPTIONS' ? 'grape' : 'blue'}>
          {action.kind === 'WITH_OPTIONS' ? t('action.kindWithOptions') : t('action.kindStandard')}
        </Badge>
        <form onSubmit={saveName}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={t('action.name')}
              description={action.editable ? t('action.nameHint') : t('action.locked')}
              value={name}
              maxLength={200}
              disabled={!action.editable}
              onChange={(e) => setName(e.currentTarget.value)}
              placeholder={t('action.title', { number })}
              // A message may have no name (one just added); once typed, a name is not emptied.
              error={name !== action.content && !name.trim() ? t('response.errors.required') : undefined}
              data-testid="action-name"
            />
            <Button
              type="submit"
              variant="light"
              disabled={!action.editable || !name.trim() || name === action.content}
              loading={update.isPending}
              data-testid="action-save"
            >
              {t('response.save')}
            </Button>
          </Group>
        </form>
        <Switch
          label={t('action.editable')}
          description={t('action.editableHint')}
          checked={action.editable}
          disabled={update.isPending}
          onChange={(e) => {
            const editable = e.currentTarget.checked
            once(() => update.mutateAsync({ id: action.id, editable }).then(recordAction))
          }}
          data-testid="action-editable"
        />
        <Divider />
        <Group justify="space-between">
          <Title order={3} fz="h5">
            {t('response.open')}
          </Title>
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconMessages size={14} />}
            onClick={() => onOpenVariations()}
            data-testid="action-open-variations"
          >
            {t('action.openVariations')}
          </Button>
        </Group>
        <Group gap="xs">
          {languages.map((language) => {
            const count = action.variations.filter((v) => v.languageTag === language).length
            return (
              <Badge
                key={language}
                variant="light"
                color={count ? 'gray' : 'orange'}
                style={{ cursor: 'pointer' }}
                onClick={() => onOpenVariations(language)}
                data-testid="action-variation-count"
                data-language={language}
              >
                {t('action.variationCount', { count, language: t(`languages.${language}`) })}
              </Badge>
            )
          })}
        </Group>
        {action.kind === 'WITH_OPTIONS' && (
          <>
            <Divider />
            <Title order={3} fz="h5">
              {t('action.buttons')}
            </Title>
            {labels.length === 0 ? (
              <Text fz="sm" c="dimmed">
                {t('action.noButtons')}
              </Text>
            ) : (
              <SortableList
                ids={labels.map((l) => l.id)}
                nameOf={(id) => optionName.get(labels.find((l) => l.id === id)?.option ?? '') ?? ''}
                onMove={moveTo}
              >
                {labels.map((label, index) => (
                  <LabelRow
                    key={label.id}
                    label={label}
                    optionName={optionName.get(label.option) ?? ''}
                    languages={languages}
                    first={index === 0}
                    last={index === labels.length - 1}
                    busy={order.isPending}
                    onMove={(direction) => move(label.id, direction)}
                  />
                ))}
              </SortableList>
            )}
            {withoutButton.length > 0 && (
              <Select
                size="xs"
                label={t('action.addButton')}
                placeholder={t('action.pickAnswer')}
                value={null}
                data={withoutButton.map((o) => ({ value: o.id, label: o.name }))}
                onChange={(value) => value && addButton(value)}
                disabled={createLabel.isPending}
                data-testid="label-add"
              />
            )}
          </>
        )}
        {failed != null && (
          <Alert color="red" role="alert" data-testid="action-error">
            {failure(failed)}
          </Alert>
        )}
        <Group justify="space-between" mt="md">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} />}
            loading={remove.isPending}
            onClick={() => once(() => remove.mutateAsync(action.id).then(onClose))}
            data-testid="action-delete"
          >
            {t('action.delete')}
          </Button>
          <Button variant="default" onClick={onClose} data-testid="action-close">
            {t('action.close')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  )
}

/** One button: its answer, its text per language (saved when the field is left), on or off, its place. */
function LabelRow({
  label,
  optionName,
  languages,
  first,
  last,
  busy,
  onMove,
}: {
  label: Label
  optionName: string
  languages: readonly BuilderLanguage[]
  first: boolean
  last: boolean
  busy: boolean
  onMove: (direction: 'up' | 'down') => void
}) {
  const { t } = useTranslation('builder')
  const update = useUpdateLabel()
  const remove = useDeleteLabel()
  const once = useSingleFlight()
  const failure = useFailureText()
  const textOf = (language: string) => label.text.find((x) => x.languageTag === language)?.content ?? ''
  const recordChange = useRecordChange()
  const recordLabel = () =>
    recordChange({ kind: 'label', labelId: label.id, enabled: label.enabled, text: label.text })
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(languages.map((l) => [l, textOf(l)])),
  )
  const saveTexts = () => {
    if (languages.every((l) => (texts[l] ?? '') === textOf(l))) return
    if (languages.some((l) => !(texts[l] ?? '').trim())) return
    once(() =>
      update
        .mutateAsync({
          id: label.id,
          text: languages.map((l) => ({ languageTag: l, content: texts[l] ?? '' })),
        })
        .then(recordLabel),
    )
  }
  return (
    <SortableItem id={label.id}>
      {(row) => (
        <Paper
          ref={row.ref}
          style={row.style}
          withBorder
          p="xs"
          radius="sm"
          data-testid="action-label"
          data-option-name={optionName}
        >
          <Group justify="space-between" wrap="nowrap" mb={4}>
            <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
              <SortableHandle label={t('flow.drag', { name: optionName })} testId="label-drag" size={16} />
              <Text fz="sm" fw={600} truncate="end">
                {t('action.buttonFor', { name: optionName })}
              </Text>
            </Group>
            <Group gap={2} wrap="nowrap">
              <Switch
                size="xs"
                aria-label={t('action.buttonOn', { name: optionName })}
                checked={label.enabled}
                onChange={(e) => {
                  const enabled = e.currentTarget.checked
                  once(() => update.mutateAsync({ id: label.id, enabled }).then(recordLabel))
                }}
                data-testid="label-enabled"
              />
              <ActionIcon
                variant="subtle"
                disabled={first || busy}
                onClick={() => onMove('up')}
                aria-label={t('flow.moveUp', { name: optionName })}
                data-testid="label-up"
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={last || busy}
                onClick={() => onMove('down')}
                aria-label={t('flow.moveDown', { name: optionName })}
                data-testid="label-down"
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                loading={remove.isPending}
                onClick={() => once(() => remove.mutateAsync(label.id))}
                aria-label={t('action.deleteButton', { name: optionName })}
                data-testid="label-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          <Group grow gap="xs">
            {languages.map((language) => (
              <TextInput
                key={language}
                size="xs"
                label={t(`languages.${language}`)}
                value={texts[language] ?? ''}
                maxLength={200}
                onChange={(e) => {
                  const value = e.currentTarget.value
                  setTexts((old) => ({ ...old, [language]: value }))
                }}
                onBlur={saveTexts}
                error={(texts[language] ?? '').trim() ? undefined : t('response.errors.required')}
                data-testid="label-text"
                data-language={language}
              />
            ))}
          </Group>
          {(update.isError || remove.isError) && (
            <Text fz="xs" c="var(--mantine-color-error)" role="alert" mt={4}>
              {failure(update.isError ? update.error : remove.error)}
            </Text>
          )}
        </Paper>
      )}
    </SortableItem>
  )
}

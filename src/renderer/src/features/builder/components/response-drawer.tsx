import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Drawer,
  Group,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { messageTypes, type BuilderLanguage, type Message, type MessageType } from '@shared/domain/builder'
import { maxMessageText, validateMessage } from '@shared/domain/builder-rules'
import { IconPencil, IconTrash } from '../../../ui/icons'
import {
  useAddVariation,
  useDeleteVariation,
  useTags,
  useUpdateMessage,
  useVariationTags,
  type TagDetail,
} from '../api/messages'
import type { ActionDetail, VariationDetail } from '../api/state'
import { useFailureText, useFieldMessage } from '../failure-text'
import { useBuilderScope } from '../scope'
import { useRecordChange } from '../state-history'
import { useSingleFlight } from '../../../lib/single-flight'

/** The form's values of a message of any type (coordinates as typed). */
interface Draft {
  type: MessageType
  text: string
  url: string
  caption: string
  fileName: string
  placeholder: string
  link: string
  isDocument: boolean
  lat: number | string
  lng: number | string
}

const emptyDraft = (type: MessageType): Draft => ({
  type,
  text: '',
  url: '',
  caption: '',
  fileName: '',
  placeholder: '',
  link: '',
  isDocument: false,
  lat: '',
  lng: '',
})

const draftOf = (v: VariationDetail): Draft => ({
  type: (messageTypes as readonly string[]).includes(v.type) ? (v.type as MessageType) : 'TEXT',
  text: v.text ?? '',
  url: v.url ?? '',
  caption: v.caption ?? '',
  fileName: v.fileName ?? '',
  placeholder: v.placeholder ?? '',
  link: v.link ?? '',
  isDocument: v.isDocument ?? false,
  lat: v.lat ?? '',
  lng: v.lng ?? '',
})

const coordinate = (value: number | string): number =>
  typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value)

function messageOf(d: Draft): Message {
  switch (d.type) {
    case 'TEXT':
      return { type: 'TEXT', text: d.text }
    case 'VIDEO':
    case 'IMAGE':
      return { type: d.type, url: d.url.trim(), caption: d.caption }
    case 'DOCUMENT':
      return { type: 'DOCUMENT', url: d.url.trim(), fileName: d.fileName }
    case 'LINK':
      return { type: 'LINK', placeholder: d.placeholder, link: d.link.trim(), isDocument: d.isDocument }
    case 'GEOLOCATION':
      return { type: 'GEOLOCATION', lat: coordinate(d.lat), lng: coordinate(d.lng) }
  }
}

/**
 * The response drawer (spec 000 §2): the responses of one message of a state, per language, each one of
 * the six types (text, video, image, document, link with its placeholder and isDocument, location) with
 * its tags. Responses are added, changed within their type, tagged and deleted; every refusal shows the
 * spec's builder message.
 */
export function ResponseDrawer({
  action,
  number,
  languages,
  initialLanguage,
  onClose,
}: {
  action: ActionDetail
  number: number
  languages: readonly BuilderLanguage[]
  initialLanguage?: BuilderLanguage
  onClose: () => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const tags = useTags(scope)
  const [language, setLanguage] = useState<string>(initialLanguage ?? languages[0] ?? 'nl-NL')
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="lg"
      title={t('response.title', { number })}
      closeButtonProps={{ 'aria-label': t('response.close') }}
      data-testid="response-drawer"
    >
      <Text fz="sm" c="dimmed" mb="sm">
        {t('response.intro')}
      </Text>
      <Tabs value={language} onChange={(value) => value && setLanguage(value)} keepMounted={false}>
        <Tabs.List mb="md">
          {languages.map((tag) => {
            const count = action.variations.filter((v) => v.languageTag === tag).length
            return (
              <Tabs.Tab
                key={tag}
                value={tag}
                data-testid="response-language"
                data-language={tag}
                rightSection={
                  <Badge size="xs" variant="light" color={count ? 'gray' : 'orange'} circle>
                    {count}
                  </Badge>
                }
              >
                {t(`languages.${tag}`)}
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
        {languages.map((tag) => (
          <Tabs.Panel key={tag} value={tag}>
            <LanguageResponses
              actionId={action.id}
              language={tag}
              variations={action.variations.filter((v) => v.languageTag === tag)}
              tags={tags.data ?? []}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Drawer>
  )
}

function LanguageResponses({
  actionId,
  language,
  variations,
  tags,
}: {
  actionId: string
  language: BuilderLanguage
  variations: readonly VariationDetail[]
  tags: readonly TagDetail[]
}) {
  const { t } = useTranslation('builder')
  const add = useAddVariation()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [draft, setDraft] = useState<Draft>(emptyDraft('TEXT'))
  const [tagIds, setTagIds] = useState<string[]>([])
  const [shown, setShown] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    const message = messageOf(draft)
    if (validateMessage(message).length) return
    once(() =>
      add.mutateAsync({ actionId, languageTag: language, message, tagsId: tagIds }).then(() => {
        setDraft(emptyDraft(draft.type))
        setTagIds([])
        setShown(false)
      }),
    )
  }
  return (
    <Stack gap="sm" data-testid="language-responses" data-language={language}>
      {variations.length === 0 && (
        <Text fz="sm" c="orange" data-testid="no-response">
          {t('state.noMessage')}
        </Text>
      )}
      {variations.map((variation) => (
        <VariationCard key={variation.id} variation={variation} tags={tags} />
      ))}
      <Paper withBorder p="sm" radius="md" component="form" onSubmit={submit} noValidate>
        <Stack gap="xs">
          <Title order={3} fz="h6">
            {t('response.add', { language: t(`languages.${language}`) })}
          </Title>
          <SegmentedControl
            size="xs"
            fullWidth
            value={draft.type}
            onChange={(value) => (setDraft(emptyDraft(value as MessageType)), setShown(false))}
            data={messageTypes.map((type) => ({ value: type, label: t(`state.types.${type}`) }))}
            aria-label={t('response.type')}
            data-testid="response-type"
          />
          <MessageFields draft={draft} onChange={setDraft} showErrors={shown} />
          <MultiSelect
            size="xs"
            label={t('response.tags')}
            placeholder={tagIds.length ? undefined : t('response.noTags')}
            data={tags.map((tag) => ({ value: tag.id, label: tag.content }))}
            value={tagIds}
            onChange={setTagIds}
            clearable
            data-testid="response-new-tags"
          />
          {add.isError && (
            <Alert color="red" role="alert" p="xs" data-testid="response-add-error">
              {failure(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button size="xs" type="submit" loading={add.isPending} data-testid="response-add">
              {t('response.addSubmit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}

/** The fields of one message type; a field's error shows once the form was sent. */
function MessageFields({
  draft,
  onChange,
  showErrors,
}: {
  draft: Draft
  onChange: (draft: Draft) => void
  showErrors: boolean
}) {
  const { t } = useTranslation('builder')
  const fieldMessage = useFieldMessage()
  const errors = showErrors ? validateMessage(messageOf(draft)) : []
  const error = (field: string) => {
    const message = errors.find((e) => e.field === field)?.messages[0]
    return message ? fieldMessage(message) : undefined
  }
  const set = (patch: Partial<Draft>) => onChange({ ...draft, ...patch })
  switch (draft.type) {
    case 'TEXT':
      return (
        <Textarea
          size="xs"
          label={t('response.fields.text')}
          description={t('response.textHint')}
          autosize
          minRows={2}
          maxLength={maxMessageText}
          value={draft.text}
          onChange={(e) => set({ text: e.currentTarget.value })}
          error={error('text')}
          required
          data-testid="response-text"
        />
      )
    case 'VIDEO':
    case 'IMAGE':
      return (
        <>
          <TextInput
            size="xs"
            label={t('response.fields.url')}
            placeholder="https://"
            value={draft.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
            error={error('url')}
            required
            data-testid="response-url"
          />
          <TextInput
            size="xs"
            label={t('response.fields.caption')}
            value={draft.caption}
            maxLength={maxMessageText}
            onChange={(e) => set({ caption: e.currentTarget.value })}
            error={error('caption')}
            data-testid="response-caption"
          />
        </>
      )
    case 'DOCUMENT':
      return (
        <>
          <TextInput
            size="xs"
            label={t('response.fields.url')}
            placeholder="https://"
            value={draft.url}
            onChange={(e) => set({ url: e.currentTarget.value })}
            error={error('url')}
            required
            data-testid="response-url"
          />
          <TextInput
            size="xs"
            label={t('response.fields.fileName')}
            value={draft.fileName}
            maxLength={maxMessageText}
            onChange={(e) => set({ fileName: e.currentTarget.value })}
            error={error('fileName')}
            data-testid="response-file-name"
          />
        </>
      )
    case 'LINK':
      return (
        <>
          <TextInput
            size="xs"
            label={t('response.fields.placeholder')}
            description={t('response.placeholderHint')}
            value={draft.placeholder}
            maxLength={maxMessageText}
            onChange={(e) => set({ placeholder: e.currentTarget.value })}
            error={error('placeholder')}
            required
            data-testid="response-placeholder"
          />
          <TextInput
            size="xs"
            label={t('response.fields.link')}
            description={t('response.linkHint')}
            placeholder="https://"
            value={draft.link}
            onChange={(e) => set({ link: e.currentTarget.value })}
            error={error('link')}
            required
            data-testid="response-link"
          />
          <Switch
            size="xs"
            label={t('response.fields.isDocument')}
            checked={draft.isDocument}
            onChange={(e) => set({ isDocument: e.currentTarget.checked })}
            data-testid="response-is-document"
          />
        </>
      )
    case 'GEOLOCATION':
      return (
        <Group grow align="flex-start">
          <NumberInput
            size="xs"
            label={t('response.fields.lat')}
            min={-90}
            max={90}
            decimalScale={6}
            value={draft.lat}
            onChange={(value) => set({ lat: value })}
            error={error('lat')}
            required
            data-testid="response-lat"
          />
          <NumberInput
            size="xs"
            label={t('response.fields.lng')}
            min={-180}
            max={180}
            decimalScale={6}
            value={draft.lng}
            onChange={(value) => set({ lng: value })}
            error={error('lng')}
            required
            data-testid="response-lng"
          />
        </Group>
      )
  }
}

/** What a response says, in one or two lines, by its type. */
function Preview({ variation }: { variation: VariationDetail }) {
  const { t } = useTranslation('builder')
  switch (variation.type) {
    case 'TEXT':
      return (
        <Text
          fz="sm"
          style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
          data-testid="response-preview"
        >
          {variation.text}
        </Text>
      )
    case 'VIDEO':
    case 'IMAGE':
    case 'DOCUMENT':
      return (
        <Stack gap={0} data-testid="response-preview">
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {variation.type === 'DOCUMENT'
              ? variation.fileName || variation.url
              : variation.caption || variation.url}
          </Text>
          <Text fz="xs" c="dimmed" truncate="end">
            {variation.url}
          </Text>
        </Stack>
      )
    case 'LINK':
      return (
        <Stack gap={0} data-testid="response-preview">
          <Text fz="sm">
            {variation.placeholder}
            {variation.isDocument && (
              <Badge size="xs" variant="outline" ml="xs">
                {t('response.document')}
              </Badge>
            )}
          </Text>
          <Anchor fz="xs" c="dimmed" truncate="end" component="span">
            {variation.link}
          </Anchor>
        </Stack>
      )
    case 'GEOLOCATION':
      return (
        <Text fz="sm" data-testid="response-preview">
          {t('response.coordinates', { lat: variation.lat, lng: variation.lng })}
        </Text>
      )
    default:
      return <Text fz="sm">{variation.type}</Text>
  }
}

function VariationCard({ variation, tags }: { variation: VariationDetail; tags: readonly TagDetail[] }) {
  const { t } = useTranslation('builder')
  const remove = useDeleteVariation()
  const retag = useVariationTags()
  const update = useUpdateMessage()
  const recordChange = useRecordChange()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [editing, setEditing] = useState<Draft | null>(null)
  const [shown, setShown] = useState(false)
  const type = (messageTypes as readonly string[]).includes(variation.type)
    ? (variation.type as MessageType)
    : null
  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!editing) return
    setShown(true)
    const message = messageOf(editing)
    if (validateMessage(message).length) return
    const before = messageOf(draftOf(variation))
    once(() =>
      update.mutateAsync({ variationId: variation.id, message }).then(() => {
        recordChange({ kind: 'variation', variationId: variation.id, message: before })
        setEditing(null)
        setShown(false)
      }),
    )
  }
  const failed = remove.isError
    ? remove.error
    : retag.isError
      ? retag.error
      : update.isError
        ? update.error
        : null
  return (
    <Paper withBorder p="sm" radius="md" data-testid="response" data-type={variation.type}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0, flex: 1 }}>
          <Badge size="sm" variant="light" style={{ flexShrink: 0 }}>
            {type ? t(`state.types.${type}`) : variation.type}
          </Badge>
          <div style={{ minWidth: 0, flex: 1 }}>{editing ? null : <Preview variation={variation} />}</div>
        </Group>
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('response.edit')}
            onClick={() => setEditing(editing ? null : draftOf(variation))}
            data-testid="response-edit"
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('response.delete')}
            loading={remove.isPending}
            onClick={() => once(() => remove.mutateAsync(variation.id))}
            data-testid="response-delete"
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Group>
      {editing && (
        <form onSubmit={save} noValidate>
          <Stack gap="xs" mt="xs">
            <MessageFields draft={editing} onChange={setEditing} showErrors={shown} />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                {t('flows.cancel')}
              </Button>
              <Button size="xs" type="submit" loading={update.isPending} data-testid="response-save">
                {t('response.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <MultiSelect
        mt="xs"
        size="xs"
        aria-label={t('response.tags')}
        placeholder={variation.tags.length ? undefined : t('response.noTags')}
        data={tags.map((tag) => ({ value: tag.id, label: tag.content }))}
        value={variation.tags.map((tag) => tag.id)}
        onChange={(tagsId) =>
          once(() =>
            retag.mutateAsync({ tagsId, variationId: variation.id }).then(() =>
              recordChange({
                kind: 'variationTags',
                variationId: variation.id,
                tagIds: variation.tags.map((tag) => tag.id),
              }),
            ),
          )
        }
        disabled={retag.isPending}
        data-testid="response-tags"
      />
      {failed != null && (
        <Text fz="xs" c="var(--mantine-color-error)" role="alert" mt={4} data-testid="response-error">
          {failure(failed)}
        </Text>
      )}
    </Paper>
  )
}

import {
  Alert,
  Avatar,
  Button,
  Drawer,
  FileButton,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sniffImage } from '@shared/domain/image-size'
import { checkProfile, pictureProblem, type PictureProblem } from '@shared/domain/whatsapp-channels'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useChannels,
  useConfigureChannel,
  useUpdateChannel,
  type ChannelChange,
  type WhatsappChannelData,
} from '../api/channels'
import { WhatsappCallFailedError } from '../api/definitions'
import { formatDateTime, useRuleMessage } from './whatsapp-format'

/**
 * WhatsApp channels (issue 13 deliverable 2): the list (name, number, status text, created) and the
 * business profile of a channel (text, description, websites as valid URLs, picture, company name,
 * address) with the profile rules checked while typing and the spec's failure message.
 */
export function ChannelsPage() {
  const { t } = useTranslation('whatsapp')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return null
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('channels.title')}
      </Title>
      <Text c="dimmed">{t('channels.intro')}</Text>
      <ChannelsContent key={chatbot.id} chatbotId={chatbot.id} />
    </Stack>
  )
}

function ChannelsContent({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('whatsapp')
  const mayEdit = useAppAbility().can('update', 'WhatsApp')
  const channels = useChannels(chatbotId)
  const [editing, setEditing] = useState<string | null>(null)
  const [configuring, setConfiguring] = useState(false)
  const configure = mayEdit && (
    <>
      <Group justify="flex-end">
        <Button onClick={() => setConfiguring(true)} data-testid="configure-channel">
          {t('channels.configure')}
        </Button>
      </Group>
      {configuring && <ConfigureModal chatbotId={chatbotId} onClose={() => setConfiguring(false)} />}
    </>
  )
  if (channels.isPending) return <LoadingSkeleton />
  if (channels.isError)
    return <ErrorState error={channels.error} onRetry={() => void channels.refetch()} namespace="whatsapp" />
  if (channels.data.length === 0)
    return (
      <>
        {configure}
        <EmptyState title={t('channels.emptyTitle')} body={t('channels.emptyBody')} testId="channels-empty" />
      </>
    )
  const channel = channels.data.find((c) => c.id === editing)
  return (
    <>
      {configure}
      <Table striped verticalSpacing="sm" data-testid="channels-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('channels.columns.name')}</Table.Th>
            <Table.Th>{t('channels.columns.number')}</Table.Th>
            <Table.Th>{t('channels.columns.status')}</Table.Th>
            <Table.Th>{t('channels.columns.created')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {channels.data.map((c) => (
            <Table.Tr key={c.id} data-testid={`channel-row-${c.name}`}>
              <Table.Td>
                <Group gap="sm">
                  <Avatar src={c.profile.profilePicture} alt="" radius="xl" size="sm" />
                  <Text fz="sm" fw={600}>
                    {c.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>{c.whatsappNumber}</Table.Td>
              <Table.Td>
                {/* The provider's status text; the two the sandbox's provider knows are translated. */}
                {c.status === 'Connected' || c.status === 'Setting up'
                  ? t(`channels.statusText.${c.status}`)
                  : c.status}
              </Table.Td>
              <Table.Td>{formatDateTime(c.createdAt)}</Table.Td>
              <Table.Td>
                {mayEdit && (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => setEditing(c.id)}
                    data-testid="edit-channel"
                  >
                    {t('channels.edit')}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {channel && (
        <ChannelDrawer
          key={channel.id}
          chatbotId={chatbotId}
          channel={channel}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  )
}

/** Reads a chosen picture and checks it as the server will: format from the bytes, size, 640x640. */
async function checkPicture(file: File): Promise<PictureProblem | null> {
  const head = new Uint8Array(await file.slice(0, 256 * 1024).arrayBuffer())
  const image = sniffImage(head)
  return pictureProblem({
    bytes: file.size,
    format: image?.format ?? null,
    width: image?.width ?? null,
    height: image?.height ?? null,
  })
}

function ChannelDrawer({
  chatbotId,
  channel,
  onClose,
}: {
  chatbotId: string
  channel: WhatsappChannelData
  onClose: () => void
}) {
  const { t } = useTranslation('whatsapp')
  const message = useRuleMessage()
  const update = useUpdateChannel(chatbotId)
  const [form, setForm] = useState<Omit<ChannelChange, 'id'>>({
    name: channel.name,
    profileText: channel.profile.profileText,
    description: channel.profile.description,
    websites: channel.profile.websites.length ? [...channel.profile.websites, ''].slice(0, 2) : ['', ''],
    profilePicture: channel.profile.profilePicture,
    companyName: channel.profile.companyName,
    address: channel.profile.address,
  })
  const [pictureError, setPictureError] = useState<PictureProblem | null>(null)
  const [validPicture, setValidPicture] = useState<string | null>(null)
  const violations = checkProfile(form)
  const serverErrors = update.error instanceof WhatsappCallFailedError ? update.error.fields : []
  const fieldError = (field: string) => {
    const local = violations.filter((v) => v.field === field).map(message)
    const remote = serverErrors
      .filter((e) => e.field === field)
      .flatMap((e) => e.codes.map((code) => message({ code: code as never })))
    const all = [...local, ...remote]
    return all.length ? all.join(' ') : undefined
  }
  const set = (patch: Partial<typeof form>) => setForm((f) => ({ ...f, ...patch }))
  const save = () => {
    if (update.isPending || violations.length > 0) return
    update.mutate({ id: channel.id, ...form }, { onSuccess: onClose })
  }
  // A failure that is not about a field: the spec's message (spec 001 §8).
  const generalFailure = update.isError && serverErrors.length === 0

  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t('channels.editTitle', { name: channel.name })}
      data-testid="channel-drawer"
    >
      <Stack gap="sm">
        <TextInput
          label={t('channels.name')}
          value={form.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
          error={fieldError('name')}
        />
        <TextInput label={t('channels.number')} value={channel.whatsappNumber} readOnly />
        <Title order={2} fz="h5" mt="sm">
          {t('channels.profile')}
        </Title>
        <Stack gap={4}>
          <Text fz="sm" fw={500}>
            {t('channels.picture')}
          </Text>
          <Group>
            <Avatar src={form.profilePicture} alt="" size="lg" radius="xl" />
            <FileButton
              accept="image/png,image/jpeg"
              onChange={(file) => {
                if (!file) return
                void checkPicture(file).then((problem) => {
                  setPictureError(problem)
                  setValidPicture(problem ? null : file.name)
                })
              }}
            >
              {(props) => (
                <Button variant="default" size="xs" {...props} data-testid="choose-picture">
                  {t('channels.choosePicture')}
                </Button>
              )}
            </FileButton>
            {form.profilePicture && (
              <Button variant="subtle" size="xs" color="red" onClick={() => set({ profilePicture: null })}>
                {t('channels.removePicture')}
              </Button>
            )}
          </Group>
          <Text fz="xs" c="dimmed">
            {t('channels.pictureHint')}
          </Text>
          {validPicture && (
            <Text fz="sm" data-testid="picture-valid">
              {t('channels.pictureUploadUnavailable', { file: validPicture })}
            </Text>
          )}
          {(pictureError || fieldError('profilePicture')) && (
            <Text fz="sm" c="var(--mantine-color-error)" role="alert" data-testid="picture-error">
              {pictureError ? message({ code: pictureError }) : fieldError('profilePicture')}
            </Text>
          )}
        </Stack>
        <TextInput
          label={t('channels.profileText')}
          value={form.profileText}
          onChange={(e) => set({ profileText: e.currentTarget.value })}
          maxLength={139}
        />
        <Textarea
          label={t('channels.description')}
          value={form.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          autosize
          minRows={2}
          maxLength={512}
        />
        {form.websites.map((website, i) => (
          <TextInput
            key={i}
            label={t('channels.website', { n: i + 1 })}
            value={website}
            onChange={(e) =>
              set({ websites: form.websites.map((w, j) => (j === i ? e.currentTarget.value : w)) })
            }
            error={fieldError(`websites.${i}`)}
            data-testid={`website-${i + 1}`}
          />
        ))}
        <TextInput
          label={t('channels.companyName')}
          value={form.companyName}
          onChange={(e) => set({ companyName: e.currentTarget.value })}
        />
        <TextInput
          label={t('channels.address')}
          value={form.address}
          onChange={(e) => set({ address: e.currentTarget.value })}
        />
        {generalFailure && (
          <Alert color="red" variant="light" role="alert" data-testid="channel-failed">
            {t('channels.failed')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('versions.cancel')}
          </Button>
          <Button
            onClick={save}
            loading={update.isPending}
            disabled={violations.length > 0}
            data-testid="save-channel"
          >
            {t('channels.save')}
          </Button>
        </Group>
      </Stack>
    </Drawer>
  )
}

/** Configure a channel: a name and the WhatsApp number (international format, checked by the server too). */
function ConfigureModal({ chatbotId, onClose }: { chatbotId: string; onClose: () => void }) {
  const { t } = useTranslation('whatsapp')
  const message = useRuleMessage()
  const configure = useConfigureChannel(chatbotId)
  // One channel per click: a second click in the same moment comes before isPending is rendered.
  const sending = useRef(false)
  const [name, setName] = useState('')
  const [number, setNumber] = useState('')
  const fields = configure.error instanceof WhatsappCallFailedError ? configure.error.fields : []
  const errorAt = (field: string) => {
    const codes = fields.filter((f) => f.field === field).flatMap((f) => f.codes)
    return codes.length ? codes.map((code) => message({ code: code as never })).join(' ') : undefined
  }
  return (
    <Modal opened onClose={onClose} title={t('channels.configureTitle')}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (sending.current) return
          sending.current = true
          configure.mutate(
            { name, whatsappNumber: number },
            {
              onSuccess: onClose,
              onError: () => {
                sending.current = false
              },
            },
          )
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('channels.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={errorAt('name')}
            required
          />
          <TextInput
            label={t('channels.number')}
            value={number}
            onChange={(e) => setNumber(e.currentTarget.value)}
            error={errorAt('whatsappNumber')}
            placeholder="+31 20 123 4567"
            required
          />
          <Text fz="xs" c="dimmed">
            {t('channels.emptyBody')}
          </Text>
          {configure.isError && fields.length === 0 && (
            <Alert color="red" variant="light" role="alert">
              {t('channels.failed')}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('versions.cancel')}
            </Button>
            <Button type="submit" loading={configure.isPending}>
              {t('channels.configure')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

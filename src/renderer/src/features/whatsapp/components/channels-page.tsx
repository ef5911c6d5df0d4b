import {
  Alert,
  Avatar,
  Button,
  Group,
  Modal,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import type { FieldError } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { profileLimits } from '@shared/domain/whatsapp-channels'
import { channelSetupMinutes, type WhatsappRuleCode } from '@shared/domain/whatsapp-templates'
import { useAppAbility } from '../../../lib/ability'
import { useEntityForm } from '../../../lib/use-entity-form'
import { EntityDrawer } from '../../../ui/entity-drawer'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useChannels, useConfigureChannel, useUpdateChannel, type WhatsappChannelData } from '../api/channels'
import { useUploadProfilePicture } from '../api/profile-picture'
import { asFormFailure } from '../forms/form-failure'
import {
  channelFieldMap,
  channelFormSchema,
  channelFormValues,
  configureFormSchema,
} from '../forms/channel-form'
import { AccountCard } from './account-card'
import { formatDateTime, useRuleMessage } from './whatsapp-format'
import { useSingleFlight } from '../../../lib/single-flight'
import { useNotify } from '../../../ui/notify'
import { useWhatsappScope } from '../scope'

/**
 * WhatsApp channels: the chatbot's WhatsApp Business account, the list (name, number, status text, created) and the
 * business profile of a channel (text, description, websites as valid URLs, picture, company name,
 * address) with the profile rules checked while typing and the spec's failure message.
 */
export function ChannelsPage() {
  const { t } = useTranslation('whatsapp')
  const scope = useWhatsappScope()
  if (!scope) return null
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('channels.title')}
      </Title>
      <Text c="dimmed">{t('channels.intro')}</Text>
      <AccountCard key={`account-${scope.chatbotId}`} chatbotId={scope.chatbotId} />
      <ChannelsContent key={scope.chatbotId} chatbotId={scope.chatbotId} />
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
        <EmptyState
          title={t('channels.emptyTitle')}
          body={t('channels.emptyBody', { minutes: channelSetupMinutes })}
          testId="channels-empty"
          docs="whatsapp-channels"
        />
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

/** A channel field's error: a rule code from the schema in the interface language, a server's text as is. */
function useChannelFieldError() {
  const message = useRuleMessage()
  return (error: FieldError | undefined) =>
    !error?.message
      ? undefined
      : error.type === 'server'
        ? error.message
        : message({ code: error.message as WhatsappRuleCode })
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
  const fieldError = useChannelFieldError()
  const update = useUpdateChannel(chatbotId)
  const upload = useUploadProfilePicture()
  const notify = useNotify()
  const entity = useEntityForm({
    schema: channelFormSchema,
    defaultValues: channelFormValues(channel),
    namespace: 'whatsapp',
    fieldMap: channelFieldMap,
    submit: async ({ website1, website2, ...values }) => {
      try {
        await update.mutateAsync({ id: channel.id, ...values, websites: [website1, website2] })
      } catch (error) {
        throw asFormFailure(error, (code) => message({ code }), t('channels.failed'))
      }
      notify.done(t('channels.saved'))
      onClose()
    },
  })
  const { errors } = entity.form.formState
  const picture = entity.form.watch('profilePicture')
  const outcome = upload.data
  const once = useSingleFlight()
  // A double click opens one file dialog: a second would answer "cancelled" and hide the first's upload.
  const choosePicture = () =>
    once(() =>
      upload.mutateAsync(undefined, {
        onSuccess: (answer) => {
          if (answer.status === 'uploaded')
            entity.form.setValue('profilePicture', answer.url, { shouldDirty: true })
        },
      }),
    )
  const pictureError =
    outcome?.status === 'refused' ? message({ code: outcome.problem }) : fieldError(errors.profilePicture)

  return (
    <EntityDrawer
      opened
      onClose={onClose}
      title={t('channels.editTitle', { name: channel.name })}
      entity={entity}
      submitLabel={t('channels.save')}
      testId="channel-drawer"
    >
      <TextInput
        label={t('channels.name')}
        {...entity.form.register('name')}
        error={fieldError(errors.name)}
        data-autofocus
      />
      <TextInput label={t('channels.number')} value={channel.whatsappNumber} readOnly />
      <Title order={2} fz="h5" mt="sm">
        {t('channels.profile')}
      </Title>
      <Stack gap={4}>
        <Text fz="sm" fw={500} id="channel-picture-label">
          {t('channels.picture')}
        </Text>
        <Group>
          <Avatar src={picture} alt="" size="lg" radius="xl" data-testid="picture-avatar" />
          <Button
            variant="default"
            size="xs"
            onClick={choosePicture}
            loading={upload.isPending}
            aria-describedby="channel-picture-hint"
            data-testid="choose-picture"
          >
            {t('channels.choosePicture')}
          </Button>
          {picture && (
            <Button
              variant="subtle"
              size="xs"
              color="red.8"
              onClick={() => {
                upload.reset()
                entity.form.setValue('profilePicture', null, { shouldDirty: true })
              }}
            >
              {t('channels.removePicture')}
            </Button>
          )}
        </Group>
        <Text fz="xs" c="dimmed" id="channel-picture-hint">
          {t('channels.pictureHint')}
        </Text>
        {upload.isPending && (
          <Text fz="sm" data-testid="picture-uploading">
            {t('channels.pictureUploading')}
          </Text>
        )}
        {outcome?.status === 'uploaded' && (
          <Text fz="sm" data-testid="picture-uploaded">
            {t('channels.pictureUploaded', { file: outcome.fileName })}
          </Text>
        )}
        {pictureError && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert" data-testid="picture-error">
            {pictureError}
          </Text>
        )}
      </Stack>
      <TextInput
        label={t('channels.profileText')}
        {...entity.form.register('profileText')}
        maxLength={profileLimits.profileText}
      />
      <Textarea
        label={t('channels.description')}
        {...entity.form.register('description')}
        autosize
        minRows={2}
        maxLength={profileLimits.description}
      />
      <TextInput
        label={t('channels.website', { n: 1 })}
        {...entity.form.register('website1')}
        error={fieldError(errors.website1)}
        data-testid="website-1"
      />
      <TextInput
        label={t('channels.website', { n: 2 })}
        {...entity.form.register('website2')}
        error={fieldError(errors.website2)}
        data-testid="website-2"
      />
      <TextInput
        label={t('channels.companyName')}
        {...entity.form.register('companyName')}
        maxLength={profileLimits.companyName}
      />
      <TextInput
        label={t('channels.address')}
        {...entity.form.register('address')}
        maxLength={profileLimits.address}
      />
    </EntityDrawer>
  )
}

/** Configure a channel: a name and the WhatsApp number (international format, checked by the server too). */
function ConfigureModal({ chatbotId, onClose }: { chatbotId: string; onClose: () => void }) {
  const { t } = useTranslation('whatsapp')
  const message = useRuleMessage()
  const fieldError = useChannelFieldError()
  const configure = useConfigureChannel(chatbotId)
  const entity = useEntityForm({
    schema: configureFormSchema,
    defaultValues: { name: '', whatsappNumber: '' },
    namespace: 'whatsapp',
    submit: async (values) => {
      try {
        await configure.mutateAsync(values)
      } catch (error) {
        throw asFormFailure(error, (code) => message({ code }), t('channels.failed'))
      }
      onClose()
    },
  })
  const { errors } = entity.form.formState
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('channels.configureTitle')}
      closeButtonProps={{ 'aria-label': t('bulk.close') }}
    >
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
        <Stack gap="sm">
          <TextInput
            label={t('channels.name')}
            {...entity.form.register('name')}
            error={fieldError(errors.name)}
            required
            data-autofocus
          />
          <TextInput
            label={t('channels.number')}
            {...entity.form.register('whatsappNumber')}
            error={fieldError(errors.whatsappNumber)}
            placeholder="+31 20 123 4567"
            required
          />
          <Text fz="xs" c="dimmed">
            {t('channels.emptyBody', { minutes: channelSetupMinutes })}
          </Text>
          {entity.formError && (
            <Alert color="red" variant="light" role="alert">
              {entity.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={entity.submitting}>
              {t('versions.cancel')}
            </Button>
            <Button type="submit" loading={entity.submitting}>
              {t('channels.configure')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

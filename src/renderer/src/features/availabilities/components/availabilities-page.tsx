import {
  Alert,
  Box,
  Button,
  Group,
  Modal,
  NavLink,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  availabilityBounds,
  newAvailabilityProblems,
  newAvailabilitySettings,
  settingsProblems,
  type AvailabilityBlock,
} from '@shared/domain/availabilities'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { useSingleFlight } from '../../../lib/single-flight'
import { EmptyState } from '../../../ui/empty-state'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import {
  availabilitiesQuery,
  blockCalls,
  saveAvailability,
  useAvailabilities,
  useAvailabilityStaff,
  useCreateAvailability,
  useDeleteAvailability,
  type Availability,
} from '../api/availabilities'
import { AvailabilitySettingsForm } from './availability-settings'
import { BlockEditor } from './block-editor'

/** Settings › Availabilities (spec 000 §2): the selected chatbot's legacy calendar availabilities. */
export function AvailabilitiesTab() {
  const { t } = useTranslation('availabilities')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return <Text>{t('noChatbot')}</Text>
  return <AvailabilitiesPage key={chatbot.id} chatbotId={chatbot.id} />
}

function AvailabilitiesPage({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('availabilities')
  const query = useAvailabilities(chatbotId)
  const mayChange = useAppAbility().can('update', 'SettingsAvailabilities')
  const [selected, setSelected] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [deleted, setDeleted] = useState<string | null>(null)
  if (query.isPending) return <LoadingSkeleton rows={8} label={t('loading')} />
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="availabilities" />
  const newButton = mayChange && (
    <Button
      leftSection={<IconPlus size={16} />}
      variant="light"
      onClick={() => setCreating(true)}
      data-testid="availability-new"
    >
      {t('create.open')}
    </Button>
  )
  const dialog = creating && (
    <CreateAvailabilityDialog
      chatbotId={chatbotId}
      existing={query.data}
      onClose={() => setCreating(false)}
      onCreated={(id) => {
        setCreating(false)
        setDeleted(null)
        setSelected(id)
      }}
    />
  )
  const deletedNotice = deleted && (
    <Alert
      color="green"
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('close')}
      onClose={() => setDeleted(null)}
      data-testid="availability-deleted"
    >
      {t('delete.done', { name: deleted })}
    </Alert>
  )
  if (query.data.length === 0)
    return (
      <Stack gap="md">
        {deletedNotice}
        <EmptyState
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={newButton}
          testId="availabilities-empty"
        />
        {dialog}
      </Stack>
    )
  const current = query.data.find((a) => a.id === selected) ?? query.data[0]!
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid="availabilities">
      <Box w={280} style={{ flexShrink: 0 }}>
        <Stack gap="xs">
          {deletedNotice}
          <Text c="dimmed" fz="sm">
            {t('intro')}
          </Text>
          {newButton}
          <nav aria-label={t('listLabel')}>
            {query.data.map((availability) => (
              <NavLink
                key={availability.id}
                active={availability.id === current.id}
                label={availability.contactName}
                description={`${availability.appointmentType.type} · ${availability.calendarEmail}`}
                onClick={() => setSelected(availability.id)}
                aria-current={availability.id === current.id ? 'true' : undefined}
                // The theme's dimmed description is too faint on the active item's tint (AA contrast).
                styles={{ description: { color: 'var(--mantine-color-text)' } }}
                data-testid="availability-item"
              />
            ))}
          </nav>
        </Stack>
      </Box>
      <Box style={{ flex: 1, minWidth: 0 }}>
        <AvailabilityDetail
          key={current.id}
          chatbotId={chatbotId}
          availability={current}
          onDeleted={(name) => {
            setSelected(null)
            setDeleted(name)
          }}
        />
      </Box>
      {dialog}
    </Group>
  )
}

/**
 * A new availability: whose calendar (one of the chatbot's staff) and the appointment type's name; the rest
 * starts at the spec's defaults and is edited on the page, like its blocks (09:00–17:00 on working days).
 */
function CreateAvailabilityDialog({
  chatbotId,
  existing,
  onClose,
  onCreated,
}: {
  chatbotId: string
  existing: readonly Availability[]
  onClose: () => void
  onCreated: (id: string) => void
}) {
  const { t } = useTranslation('availabilities')
  const staff = useAvailabilityStaff(chatbotId, true)
  const create = useCreateAvailability(chatbotId)
  const errorMessage = useErrorMessage('availabilities')
  const once = useSingleFlight()
  const [userId, setUserId] = useState<string | null>(null)
  const [type, setType] = useState('')
  const [tried, setTried] = useState(false)
  const settings = newAvailabilitySettings(type)
  // A name's own rules (required, at most 100 characters) are the only settings rules a new one can break.
  const typeProblem = settingsProblems(settings).type as 'required' | 'tooLong' | undefined
  const problems = {
    ...(typeProblem ? { type: typeProblem } : {}),
    ...newAvailabilityProblems({ userId: userId ?? '', type }, staff.data ?? [], existing),
  }
  // While the staff list loads, a chosen person is not yet "unknown".
  if (staff.isPending && problems.userId === 'unknownUser') delete problems.userId
  const shown = (field: 'userId' | 'type') => {
    const problem = tried || (field === 'type' && problems.type === 'duplicate') ? problems[field] : undefined
    return problem ? t(`create.problems.${problem}`, { max: availabilityBounds.textMax }) : undefined
  }
  const submit = () => {
    setTried(true)
    if (Object.keys(problems).length > 0 || !userId) return
    once(() => create.mutateAsync({ userId, settings }).then((saved) => onCreated(saved.id)))
  }
  return (
    <Modal opened onClose={onClose} title={t('create.title')} closeButtonProps={{ 'aria-label': t('close') }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        data-testid="availability-create"
      >
        <Stack gap="md">
          <Select
            label={t('create.person')}
            placeholder={staff.isPending ? t('create.loadingStaff') : undefined}
            data={(staff.data ?? []).map((person) => ({
              value: person.id,
              label: `${person.name} · ${person.email}`,
            }))}
            value={userId}
            onChange={setUserId}
            searchable
            withAsterisk
            error={shown('userId') ?? (staff.isError ? errorMessage(staff.error) : undefined)}
            data-testid="availability-create-person"
          />
          <TextInput
            label={t('settings.type')}
            value={type}
            onChange={(event) => setType(event.currentTarget.value)}
            withAsterisk
            error={shown('type')}
            data-testid="availability-create-type"
          />
          <Text c="dimmed" fz="sm">
            {t('create.defaults')}
          </Text>
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="availability-create-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** Deleting a whole availability, after a confirmation that names what goes with it. */
function DeleteAvailabilityDialog({
  chatbotId,
  availability,
  onClose,
  onDeleted,
}: {
  chatbotId: string
  availability: Availability
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('availabilities')
  const remove = useDeleteAvailability(chatbotId)
  const errorMessage = useErrorMessage('availabilities')
  const once = useSingleFlight()
  const name = `${availability.contactName} · ${availability.appointmentType.type}`
  return (
    <ConfirmDialog
      title={t('delete.title', { name })}
      confirmLabel={t('delete.confirm')}
      pending={remove.isPending}
      failure={remove.isError ? errorMessage(remove.error) : null}
      onConfirm={() => once(() => remove.mutateAsync(availability.id).then(onDeleted))}
      onClose={onClose}
      testId="availability-delete-dialog"
      confirmTestId="availability-delete-confirm"
    >
      <Text fz="sm">{t('delete.body', { count: availability.blocks.length })}</Text>
    </ConfirmDialog>
  )
}

function AvailabilityDetail({
  chatbotId,
  availability,
  onDeleted,
}: {
  chatbotId: string
  availability: Availability
  onDeleted: (name: string) => void
}) {
  const { t } = useTranslation('availabilities')
  const [deleting, setDeleting] = useState(false)
  const client = useQueryClient()
  const ability = useAppAbility()
  const readOnly = !ability.can('update', 'SettingsAvailabilities')
  const [workingDaysOnly, setWorkingDaysOnly] = useState(availability.appointmentType.workingDaysOnly)
  const queryKey = availabilitiesQuery(chatbotId).queryKey
  const patch = useCallback(
    (change: (old: Availability) => Availability) =>
      client.setQueryData(queryKey, (old) => old?.map((a) => (a.id === availability.id ? change(a) : a))),
    [client, queryKey, availability.id],
  )
  const onBlocks = useCallback((blocks: AvailabilityBlock[]) => patch((old) => ({ ...old, blocks })), [patch])
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} fz="h4">
              {availability.contactName}
            </Title>
            <Text c="dimmed" fz="sm">
              {availability.calendarEmail}
            </Text>
          </div>
          {!readOnly && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => setDeleting(true)}
              data-testid="availability-delete"
            >
              {t('delete.open')}
            </Button>
          )}
        </Group>
        {deleting && (
          <DeleteAvailabilityDialog
            chatbotId={chatbotId}
            availability={availability}
            onClose={() => setDeleting(false)}
            onDeleted={() => onDeleted(`${availability.contactName} · ${availability.appointmentType.type}`)}
          />
        )}
        {readOnly && <Alert color="gray">{t('readOnly')}</Alert>}
        <AvailabilitySettingsForm
          availability={availability}
          readOnly={readOnly}
          onDraft={(draft) => setWorkingDaysOnly(draft.appointmentType.workingDaysOnly)}
          save={async (settings) => {
            const saved = await saveAvailability(availability.id, settings)
            // The blocks are the week editor's; keep the cache's own.
            patch((old) => ({ ...saved, blocks: old.blocks }))
          }}
        />
        <Stack gap={4}>
          <Title order={3} fz="h5">
            {t('blocks.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('blocks.intro', { timeZone: availability.timeZone })}
          </Text>
        </Stack>
        <BlockEditor
          availabilityId={availability.id}
          blocks={availability.blocks}
          workingDaysOnly={workingDaysOnly}
          readOnly={readOnly}
          calls={blockCalls}
          onChanged={onBlocks}
        />
      </Stack>
    </Paper>
  )
}

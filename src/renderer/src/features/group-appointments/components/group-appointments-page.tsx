import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { useSingleFlight } from '../../../lib/single-flight'
import { EmptyState } from '../../../ui/empty-state'
import { IconPlus } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useCreateGroupAppointment,
  useDeleteGroupAppointment,
  useGroupAppointments,
  useSetCalendarToken,
  type GroupAppointmentData,
} from '../api/group-appointments'
import {
  inputOf,
  newFormValues,
  problemsOf,
  type GroupAppointmentFormValues,
} from '../forms/group-appointment-form'
import { GroupAppointmentCard } from './group-appointment-card'
import { GroupAppointmentFields } from './group-appointment-fields'

/**
 * Settings › Group appointments (spec 000 §2): the chatbot's group appointments, each edited in place with
 * a debounced save, its calendar connected by token (the page only ever knows whether one is connected),
 * created in a dialog and deleted after a confirmation. Team leads read; managers and admins change
 * (SettingsGroupAppointment).
 */
export function GroupAppointmentsPage() {
  const { t } = useTranslation('group-appointments')
  const chatbot = useSelectedChatbot()
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Text c="dimmed" maw={720}>
        {t('intro')}
      </Text>
      {chatbot ? (
        <GroupAppointmentsContent key={chatbot.id} chatbotId={chatbot.id} />
      ) : (
        <Text>{t('noChatbot')}</Text>
      )}
    </Stack>
  )
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'connect'; appointment: GroupAppointmentData }
  | { kind: 'disconnect'; appointment: GroupAppointmentData }
  | { kind: 'delete'; appointment: GroupAppointmentData }

type NoticeKey = 'created' | 'deleted' | 'connected' | 'disconnected'

function GroupAppointmentsContent({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('group-appointments')
  const ability = useAppAbility()
  const mayCreate = ability.can('create', 'SettingsGroupAppointment')
  const mayUpdate = ability.can('update', 'SettingsGroupAppointment')
  const mayDelete = ability.can('delete', 'SettingsGroupAppointment')
  const list = useGroupAppointments(chatbotId)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // The notice keeps its key, not its text, so it follows a language switch.
  const [notice, setNotice] = useState<{ key: NoticeKey; name: string } | null>(null)
  const close = () => setDialog(null)
  const done = (key: NoticeKey, name: string) => {
    setNotice({ key, name })
    close()
  }

  if (list.isPending) return <LoadingSkeleton rows={6} />
  if (list.isError)
    return (
      <ErrorState error={list.error} onRetry={() => void list.refetch()} namespace="group-appointments" />
    )

  const newButton = mayCreate && (
    <Button
      leftSection={<IconPlus size={16} />}
      onClick={() => setDialog({ kind: 'create' })}
      data-testid="group-appointment-new"
    >
      {t('new')}
    </Button>
  )
  return (
    <>
      {!mayUpdate && <Alert color="gray">{t('readOnly')}</Alert>}
      {notice && (
        <Alert
          color="green"
          variant="light"
          role="status"
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setNotice(null)}
          data-testid="group-appointment-notice"
        >
          {t(`notices.${notice.key}`, { name: notice.name })}
        </Alert>
      )}
      {list.data.length === 0 ? (
        <EmptyState
          title={t('emptyTitle')}
          body={t('emptyBody')}
          action={newButton}
          testId="group-appointments-empty"
        />
      ) : (
        <>
          {newButton && <Group justify="flex-end">{newButton}</Group>}
          {list.data.map((appointment) => (
            <GroupAppointmentCard
              key={appointment.id}
              chatbotId={chatbotId}
              appointment={appointment}
              mayUpdate={mayUpdate}
              mayDelete={mayDelete}
              onConnect={() => setDialog({ kind: 'connect', appointment })}
              onDisconnect={() => setDialog({ kind: 'disconnect', appointment })}
              onDelete={() => setDialog({ kind: 'delete', appointment })}
            />
          ))}
        </>
      )}
      {dialog?.kind === 'create' && (
        <CreateDialog chatbotId={chatbotId} onClose={close} onCreated={(name) => done('created', name)} />
      )}
      {(dialog?.kind === 'connect' || dialog?.kind === 'disconnect') && (
        <CalendarDialog
          chatbotId={chatbotId}
          appointment={dialog.appointment}
          connect={dialog.kind === 'connect'}
          onClose={close}
          onDone={() =>
            done(dialog.kind === 'connect' ? 'connected' : 'disconnected', dialog.appointment.type)
          }
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          chatbotId={chatbotId}
          appointment={dialog.appointment}
          onClose={close}
          onDeleted={() => done('deleted', dialog.appointment.type)}
        />
      )}
    </>
  )
}

/** A new group appointment: the same fields and rules as a card, sent once valid. */
function CreateDialog({
  chatbotId,
  onClose,
  onCreated,
}: {
  chatbotId: string
  onClose: () => void
  onCreated: (name: string) => void
}) {
  const { t } = useTranslation('group-appointments')
  const create = useCreateGroupAppointment(chatbotId)
  const errorMessage = useErrorMessage('group-appointments')
  const once = useSingleFlight()
  const [values, setValues] = useState<GroupAppointmentFormValues>(newFormValues)
  const [tried, setTried] = useState(false)
  const problems = useMemo(() => problemsOf(values), [values])
  const submit = () => {
    setTried(true)
    if (Object.keys(problems).length > 0) return
    once(() => create.mutateAsync(inputOf(values)).then(() => onCreated(values.type.trim())))
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('createTitle')}
      size="xl"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
        data-testid="group-appointment-create"
      >
        <Stack gap="md">
          <GroupAppointmentFields
            idPrefix="ga-new"
            values={values}
            problems={tried ? problems : {}}
            onChange={setValues}
          />
          {create.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="group-appointment-create-submit">
              {t('create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/**
 * Connect: the calendar token goes to the server (updateCalendarToken) and is forgotten here; the page
 * learns only that a calendar is connected. Disconnect: the token is cleared after a confirmation.
 */
function CalendarDialog({
  chatbotId,
  appointment,
  connect,
  onClose,
  onDone,
}: {
  chatbotId: string
  appointment: GroupAppointmentData
  connect: boolean
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('group-appointments')
  const setToken = useSetCalendarToken(chatbotId)
  const errorMessage = useErrorMessage('group-appointments')
  const once = useSingleFlight()
  const [token, setTokenText] = useState('')
  const [tried, setTried] = useState(false)
  const missing = connect && token.trim() === ''
  const submit = () => {
    setTried(true)
    if (missing) return
    once(() => setToken.mutateAsync({ id: appointment.id, token: connect ? token : '' }).then(onDone))
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(connect ? 'calendar.connectTitle' : 'calendar.disconnectTitle', { name: appointment.type })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm" data-testid="calendar-dialog">
          <Text fz="sm">{t(connect ? 'calendar.connectBody' : 'calendar.disconnectBody')}</Text>
          {connect && (
            <PasswordInput
              label={t('calendar.token')}
              required
              autoComplete="off"
              value={token}
              onChange={(event) => setTokenText(event.currentTarget.value)}
              error={tried && missing ? t('problems.required') : undefined}
              visibilityToggleButtonProps={{ 'aria-label': t('calendar.showToken') }}
              data-testid="calendar-token"
            />
          )}
          {setToken.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(setToken.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('cancel')}
            </Button>
            <Button
              type="submit"
              color={connect ? undefined : 'red'}
              loading={setToken.isPending}
              data-testid="calendar-submit"
            >
              {t(connect ? 'calendar.connect' : 'calendar.disconnect')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/**
 * Delete after a confirmation. One whose calendar is connected cannot be deleted (the server refuses with
 * 'can not delete group appointment'): the dialog says to disconnect it first.
 */
function DeleteDialog({
  chatbotId,
  appointment,
  onClose,
  onDeleted,
}: {
  chatbotId: string
  appointment: GroupAppointmentData
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('group-appointments')
  const remove = useDeleteGroupAppointment(chatbotId)
  const errorMessage = useErrorMessage('group-appointments')
  const once = useSingleFlight()
  const connected = appointment.calendarIsAuthenticated
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('deleteTitle', { name: appointment.type })}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Stack gap="sm" data-testid="group-appointment-delete-dialog">
        <Text fz="sm">{t('deleteBody')}</Text>
        {connected && (
          <Alert color="yellow" variant="light" data-testid="delete-connected">
            {t('deleteConnected')}
          </Alert>
        )}
        {remove.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button
            color="red"
            disabled={connected}
            loading={remove.isPending}
            onClick={() => once(() => remove.mutateAsync(appointment.id).then(onDeleted))}
            data-testid="group-appointment-delete-confirm"
          >
            {t('delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

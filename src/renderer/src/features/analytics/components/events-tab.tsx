import { Button, Card, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useForm } from 'react-hook-form'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { analyticsMessages, eventLabelMaxLength, eventLabelProblem } from '@shared/domain/analytics'
import { useAppAbility } from '../../../lib/ability'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useAnalyticsEvents,
  useCreateAnalyticsEvent,
  useDeleteAnalyticsEvent,
  useUpdateAnalyticsEvent,
  type AnalyticsEventData,
} from '../api/events'
import type { AnalyticsScope } from '../scope'

interface EventForm {
  eventLabel: string
  eventAction: string
  systemName: string
}

/**
 * The custom analytics form (spec 000 §2, §5 Event label): label at most 40 characters, starting with a
 * letter, only letters, digits and underscores; action and label required. The server checks the same rules.
 */
export function EventsTab({ scope }: { scope: AnalyticsScope }) {
  const { t } = useTranslation('analytics')
  const events = useAnalyticsEvents(scope)
  const create = useCreateAnalyticsEvent(scope)
  const remove = useDeleteAnalyticsEvent(scope)
  const update = useUpdateAnalyticsEvent(scope)
  const ability = useAppAbility()
  const mayCreate = ability.can('create', 'AnalyticsSummary')
  const mayUpdate = ability.can('update', 'AnalyticsSummary')
  // The event the form edits (updateAnalyticsEvent), or null while it adds a new one.
  const [editing, setEditing] = useState<AnalyticsEventData | null>(null)
  const startEdit = (event: AnalyticsEventData) => {
    setEditing(event)
    form.reset({ eventLabel: event.eventLabel, eventAction: event.eventAction, systemName: event.systemName })
  }
  const stopEdit = () => {
    setEditing(null)
    form.reset({ eventLabel: '', eventAction: '', systemName: '' })
  }
  const mayDelete = ability.can('delete', 'AnalyticsSummary')
  const sending = useRef(false)
  const form = useForm<EventForm>({
    defaultValues: { eventLabel: '', eventAction: '', systemName: '' },
    mode: 'onTouched',
  })
  // The server answers a rule's key (analyticsMessages); shown in the interface language.
  const serverMessage = (key: string) =>
    key in analyticsMessages ? t(`messages.${key as keyof typeof analyticsMessages}`) : key
  const onValid = async (values: EventForm) => {
    if (sending.current) return
    sending.current = true
    try {
      const result = editing
        ? await update.mutateAsync({ id: editing.id, ...values })
        : await create.mutateAsync(values)
      if (result.ok) stopEdit()
      else
        for (const error of result.errors)
          if (error.field === 'eventLabel' || error.field === 'eventAction')
            form.setError(error.field, { message: serverMessage(error.messages[0] ?? '') })
    } finally {
      sending.current = false
    }
  }
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h4">
          {t('events.title')}
        </Title>
        <Text c="dimmed">{t('events.intro')}</Text>
      </div>
      {(mayCreate || (editing && mayUpdate)) && (
        <Card
          withBorder
          radius="md"
          padding="md"
          component="form"
          onSubmit={(e) => void form.handleSubmit(onValid)(e)}
          noValidate
          data-testid="event-form"
        >
          <Group align="start" wrap="wrap">
            <TextInput
              label={t('events.label')}
              description={t('events.labelHint')}
              maxLength={eventLabelMaxLength + 10}
              w={320}
              withAsterisk
              {...form.register('eventLabel', {
                validate: (value) => {
                  const problem = eventLabelProblem(value)
                  return problem ? t(`messages.${problem}`) : true
                },
              })}
              error={form.formState.errors.eventLabel?.message}
              data-testid="event-label"
            />
            <TextInput
              label={t('events.action')}
              w={220}
              withAsterisk
              {...form.register('eventAction', {
                validate: (value) => (value.trim() === '' ? t('messages.eventActionRequired') : true),
              })}
              error={form.formState.errors.eventAction?.message}
              data-testid="event-action"
            />
            <TextInput label={t('events.systemName')} w={220} {...form.register('systemName')} />
            <Button
              type="submit"
              mt={24}
              loading={create.isPending || update.isPending}
              data-testid="event-save"
            >
              {editing ? t('events.save') : t('events.add')}
            </Button>
            {editing && (
              <Button variant="default" mt={24} onClick={stopEdit} data-testid="event-cancel">
                {t('events.cancel')}
              </Button>
            )}
          </Group>
        </Card>
      )}
      {events.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : events.isError ? (
        <ErrorState error={events.error} onRetry={() => void events.refetch()} namespace="analytics" />
      ) : events.data.length === 0 ? (
        <Text c="dimmed">{t('events.empty')}</Text>
      ) : (
        <Table striped withTableBorder data-testid="events-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.label')}</Table.Th>
              <Table.Th>{t('columns.action')}</Table.Th>
              <Table.Th>{t('columns.systemName')}</Table.Th>
              {(mayUpdate || mayDelete) && <Table.Th aria-label={t('events.actions')} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {events.data.map((event) => (
              <Table.Tr key={event.id}>
                <Table.Td>{event.eventLabel}</Table.Td>
                <Table.Td>{event.eventAction}</Table.Td>
                <Table.Td>{event.systemName}</Table.Td>
                {(mayUpdate || mayDelete) && (
                  <Table.Td>
                    {mayUpdate && (
                      <Button
                        size="xs"
                        variant="subtle"
                        onClick={() => startEdit(event)}
                        aria-label={t('events.editOne', { name: event.eventLabel })}
                        data-testid="event-edit"
                      >
                        {t('events.edit')}
                      </Button>
                    )}
                    {mayDelete && (
                      <Button
                        size="xs"
                        variant="subtle"
                        color="red"
                        onClick={() => remove.mutate(event.id)}
                        disabled={remove.isPending}
                      >
                        {t('events.delete')}
                      </Button>
                    )}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}

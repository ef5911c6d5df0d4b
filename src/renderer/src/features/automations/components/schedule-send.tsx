import { ActionIcon, Group, SegmentedControl, Stack, Text, TextInput, Tooltip } from '@mantine/core'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { DayInput } from '../../../ui/day-input'
import { IconTrash } from '../../../ui/icons'
import { useCancelScheduledSend, useScheduledSends } from '../api/scheduled-sends'
import { formatDateTime, useNotify } from './format'

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/
const pad = (n: number) => String(n).padStart(2, '0')

/** Tomorrow, local time, as YYYY-MM-DD: the first moment a manager usually schedules for. */
function tomorrow(): string {
  const d = new Date()
  d.setDate(d.getDate() + 1)
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
}

/** The moment of a local day and HH:mm as ISO 8601, or null while the time is not valid. */
export function sendMoment(day: string, time: string): string | null {
  if (!timePattern.test(time)) return null
  const at = new Date(`${day}T${time}:00`)
  return Number.isNaN(at.getTime()) ? null : at.toISOString()
}

/**
 * The send drawer's Schedule tab: when the messages go out (a day and a time, local), then the recipients
 * from a CSV or the form; the check shows the preflight at that moment and scheduling is one more click.
 * Below, the automation's scheduled sends: pending ones can be cancelled, sent ones say how many went out.
 */
export function ScheduleTab({
  chatbotId,
  campaignId,
  recipients,
}: {
  chatbotId: string
  campaignId: string
  /** The CSV or form step for a send at `at`. */
  recipients: (source: 'csv' | 'form', at: string) => ReactNode
}) {
  const { t } = useTranslation('automations')
  const [day, setDay] = useState(tomorrow)
  const [time, setTime] = useState('09:00')
  const [source, setSource] = useState<'csv' | 'form'>('csv')
  const at = sendMoment(day, time)
  return (
    <Stack>
      <Text size="sm" c="dimmed">
        {t('send.scheduleTab.help')}
      </Text>
      <Group align="flex-start">
        <DayInput
          label={t('send.scheduleTab.day')}
          value={day}
          onChange={setDay}
          testId="schedule-send-day"
        />
        <TextInput
          label={t('send.scheduleTab.time')}
          w={120}
          value={time}
          onChange={(e) => setTime(e.currentTarget.value)}
          error={at === null ? t('messages.timeInvalid') : undefined}
          data-testid="schedule-send-time"
        />
      </Group>
      <Stack gap={4}>
        <Text fw={500} size="sm">
          {t('send.scheduleTab.recipients')}
        </Text>
        <SegmentedControl
          w="fit-content"
          value={source}
          onChange={(value) => setSource(value === 'form' ? 'form' : 'csv')}
          data={[
            { value: 'csv', label: t('send.tabs.csv') },
            { value: 'form', label: t('send.tabs.form') },
          ]}
          data-testid="schedule-send-source"
        />
      </Stack>
      {at !== null && recipients(source, at)}
      <ScheduledSends chatbotId={chatbotId} campaignId={campaignId} />
    </Stack>
  )
}

function ScheduledSends({ chatbotId, campaignId }: { chatbotId: string; campaignId: string }) {
  const { t, i18n } = useTranslation('automations')
  const notify = useNotify()
  const sends = useScheduledSends(chatbotId, campaignId)
  const cancel = useCancelScheduledSend(chatbotId)
  if (sends.isPending) return null
  return (
    <Stack gap={4} data-testid="scheduled-sends">
      <Text fw={500} size="sm">
        {t('send.scheduleTab.list')}
      </Text>
      {sends.isError && (
        <Text size="sm" c="var(--portal-danger-text)">
          {t('messages.unknownCause')}
        </Text>
      )}
      {sends.data?.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('send.scheduleTab.none')}
        </Text>
      )}
      {sends.data?.map((send) => (
        <Group key={send.id} gap="xs" justify="space-between" wrap="nowrap" data-testid="scheduled-send">
          <Text size="sm">
            {send.firedAt
              ? t('send.scheduleTab.fired', {
                  when: formatDateTime(send.firedAt, i18n.language),
                  count: send.sent ?? 0,
                })
              : t('send.scheduleTab.pending', {
                  when: formatDateTime(send.sendAt, i18n.language),
                  count: send.recipients,
                  source: t(`send.tabs.${send.source === 'form' ? 'form' : 'csv'}`),
                })}
          </Text>
          {!send.firedAt && (
            <Tooltip label={t('send.scheduleTab.cancel')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('send.scheduleTab.cancel')}
                loading={cancel.isPending && cancel.variables === send.id}
                onClick={() =>
                  cancel.mutate(send.id, {
                    onSuccess: (answer) =>
                      answer.ok
                        ? notify.done(t('send.scheduleTab.cancelled'))
                        : notify.failed(answer.errorMessage ?? t('messages.unknownCause')),
                    onError: () => notify.failed(t('messages.unknownCause')),
                  })
                }
                data-testid="scheduled-send-cancel"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  )
}

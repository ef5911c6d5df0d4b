import {
  Alert,
  Badge,
  Box,
  Button,
  Collapse,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useConversationBooking, type ConversationBooking } from '../api/conversation-booking'
import type { InboxScope } from '../scope'

type Offer = NonNullable<ConversationBooking['offer']>
type Day = Offer['explanations'][number]['days'][number]

/** Slots in a row with the same verdict, as one line (09:00–12:00 offered, 12:00–13:00 busy). */
function runsOf(day: Day) {
  const all = [
    ...day.offered.map((slot) => ({ ...slot, reason: null as string | null })),
    ...day.removed,
  ].sort((a, b) => a.start.localeCompare(b.start))
  const runs: { start: string; end: string; reason: string | null; count: number }[] = []
  for (const slot of all) {
    const last = runs.at(-1)
    if (last && last.reason === slot.reason && last.end === slot.start)
      runs[runs.length - 1] = { ...last, end: slot.end, count: last.count + 1 }
    else runs.push({ start: slot.start, end: slot.end, reason: slot.reason, count: 1 })
  }
  return runs
}

/**
 * The booking part of a Smart Inbox conversation: the appointments it booked (when, with whom, which event
 * configuration, where), what the bot last offered, and on request, for every calendar user the reader may
 * see, why each other slot of those days was not offered. Nothing shows for a conversation without either.
 */
export function ConversationBookingCard({ scope, clientId }: { scope: InboxScope; clientId: string }) {
  const { t, i18n } = useTranslation(['inbox', 'common'])
  const booking = useConversationBooking(scope, clientId)
  const [open, setOpen] = useState(false)
  if (booking.isPending)
    return (
      // A skeleton is a plain element, which may not carry a label: the text is said beside it.
      <Box data-testid="booking-loading" aria-busy>
        <Skeleton height={28} radius="sm" />
        <VisuallyHidden>{t('booking.loading')}</VisuallyHidden>
      </Box>
    )
  if (booking.isError)
    return (
      <Alert color="red" variant="light" py={4} data-testid="booking-error" role="alert">
        <Group gap="xs" justify="space-between">
          <Text fz="sm">{t('booking.loadFailed')}</Text>
          <Button size="compact-xs" variant="default" onClick={() => void booking.refetch()}>
            {t('common:actions.retry')}
          </Button>
        </Group>
      </Alert>
    )
  const { appointments, offer } = booking.data
  if (appointments.length === 0 && !offer) return null
  const when = (iso: string, timeZone: string) =>
    new Date(iso).toLocaleString(i18n.language, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
    })
  const time = (iso: string, timeZone: string) =>
    new Date(iso).toLocaleTimeString(i18n.language, { timeZone, hour: '2-digit', minute: '2-digit' })
  return (
    <Paper withBorder radius="md" px="sm" py={6} data-testid="conversation-booking">
      <Stack gap={6}>
        {appointments.map((appointment) => (
          <Group key={appointment.id} gap="xs" wrap="nowrap" data-testid="booking-appointment">
            <Box w={10} h={10} style={{ borderRadius: 5, background: appointment.color, flex: 'none' }} />
            <Text fz="sm" style={{ minWidth: 0 }}>
              <Text span fw={700}>
                {t('booking.booked')}:
              </Text>{' '}
              {when(appointment.start, appointment.timeZone)}–{time(appointment.end, appointment.timeZone)} ·{' '}
              {appointment.eventConfigurationName} ·{' '}
              {t('booking.with', { name: appointment.calendarUserName })} ·{' '}
              {appointment.locationType === 'LOCATION' && appointment.customLocation
                ? appointment.customLocation
                : t(`booking.location.${appointment.locationType as 'LOCATION'}`, {
                    defaultValue: appointment.locationType,
                  })}
            </Text>
          </Group>
        ))}
        {offer && (
          <OfferPart
            offer={offer}
            open={open}
            onToggle={() => setOpen((was) => !was)}
            when={when}
            time={time}
          />
        )}
      </Stack>
    </Paper>
  )
}

function OfferPart({
  offer,
  open,
  onToggle,
  when,
  time,
}: {
  offer: Offer
  open: boolean
  onToggle: () => void
  when: (iso: string, timeZone: string) => string
  time: (iso: string, timeZone: string) => string
}) {
  const { t, i18n } = useTranslation('inbox')
  const at = when(offer.at, offer.slots[0]?.timeZone ?? 'Europe/Amsterdam')
  return (
    <Stack gap={4} data-testid="booking-offer">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fz="xs" c="dimmed">
          {offer.slots.length > 0
            ? t('booking.offered', { at, name: offer.eventConfigurationName })
            : t('booking.offeredNone', { at, name: offer.eventConfigurationName })}
        </Text>
        <Button
          size="compact-xs"
          variant="subtle"
          onClick={onToggle}
          aria-expanded={open}
          data-testid="booking-why"
        >
          {t('booking.why')}
        </Button>
      </Group>
      {offer.slots.length > 0 && (
        <Group gap={4}>
          {offer.slots.map((slot) => (
            <Badge
              key={`${slot.calendarUserId}-${slot.start}`}
              variant="light"
              color="teal"
              tt="none"
              data-testid="booking-offered-slot"
              title={slot.calendarUserName}
            >
              {slot.label}
            </Badge>
          ))}
        </Group>
      )}
      <Collapse expanded={open}>
        <Stack gap={6} data-testid="booking-explanations">
          <Text fz="xs" c="dimmed">
            {t('booking.whyIntro')}
          </Text>
          {offer.explanations.map((one) => (
            <Stack key={one.calendarUserId} gap={2} data-testid="booking-explanation">
              <Text fz="sm" fw={700}>
                {one.name}
              </Text>
              {one.blockedBy ? (
                <Text fz="sm" c="dimmed">
                  {t(`booking.blocked.${one.blockedBy as 'other'}`, {
                    defaultValue: t('booking.blocked.other'),
                  })}
                </Text>
              ) : (
                one.days.map((day) => (
                  <Stack key={day.day} gap={0}>
                    <Text fz="xs" fw={600}>
                      {new Date(`${day.day}T12:00:00Z`).toLocaleDateString(i18n.language, {
                        weekday: 'long',
                        day: 'numeric',
                        month: 'long',
                        timeZone: 'UTC',
                      })}
                    </Text>
                    {runsOf(day).map((run) => (
                      <Group
                        key={run.start}
                        gap="xs"
                        wrap="nowrap"
                        data-testid="booking-run"
                        data-reason={run.reason ?? 'offered'}
                      >
                        <Text
                          fz="xs"
                          w={150}
                          style={{ fontVariantNumeric: 'tabular-nums', flex: 'none', whiteSpace: 'nowrap' }}
                        >
                          {time(run.start, one.timeZone)}–{time(run.end, one.timeZone)}
                        </Text>
                        {run.reason === null ? (
                          <Badge size="xs" color="teal" variant="light" tt="none">
                            {t('booking.offeredRun', { count: run.count })}
                          </Badge>
                        ) : (
                          <Text fz="xs" c="dimmed">
                            {t(`booking.reasons.${run.reason as 'busy'}`, { defaultValue: run.reason })}
                          </Text>
                        )}
                      </Group>
                    ))}
                  </Stack>
                ))
              )}
            </Stack>
          ))}
          {offer.hiddenCalendarUsers > 0 && (
            <Text fz="xs" c="dimmed" data-testid="booking-hidden">
              {t('booking.hidden', { count: offer.hiddenCalendarUsers })}
            </Text>
          )}
        </Stack>
      </Collapse>
    </Stack>
  )
}

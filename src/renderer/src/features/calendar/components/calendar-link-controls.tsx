import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { calendarLinkStateOf, calendarProducts, type CalendarProductName } from '@shared/domain/calendar-link'
import type { CalendarLinkOutcome, PendingCalendarLink } from '@shared/ipc/calendar'
import { useErrorMessage } from '../../../lib/errors'
import { portal, usePortalEvent } from '../../../lib/portal'
import { signedInState, useSession } from '../../../lib/session'
import { useSingleFlight } from '../../../lib/single-flight'
import { useCalendarUserChange } from '../api/calendar-mutations'
import type { CalendarUser } from '../api/calendar-users'
import { calendarKeys } from '../scope'
import { DialogActions } from './form-bits'
import { clearLinkFailure, useLinkFailure } from './link-failures'

const pendingLinkQuery = {
  queryKey: [...calendarKeys.all, 'pending-link'] as const,
  queryFn: () => portal().calendar.pendingLink({}),
}

/** The failure's words: the spec's sentence, then why (translated), or the server's own words. */
export function useLinkFailureText() {
  const { t } = useTranslation('calendar')
  return (outcome: Extract<CalendarLinkOutcome, { outcome: 'failed' }>) =>
    `${t('linking.failed')} ${outcome.reason ? t(`linking.reasons.${outcome.reason}`) : (outcome.detail ?? '')}`.trim()
}

/**
 * Linking and unlinking the calendar user's Google or Microsoft calendar (spec 000 §2 "Link calendar
 * modal"): main opens the provider's consent in the browser; until its answer comes back (or 10 minutes
 * pass) the tab says where to finish, and a reloaded window still knows (main keeps the waiting link).
 */
export function CalendarLinkControls({ calendarUser }: { calendarUser: CalendarUser }) {
  const { t } = useTranslation(['calendar', 'common'])
  const errorMessage = useErrorMessage('calendar')
  const failureText = useLinkFailureText()
  const client = useQueryClient()
  const once = useSingleFlight()
  const unlink = useCalendarUserChange()
  const [confirmUnlink, setConfirmUnlink] = useState(false)
  const lastFailure = useLinkFailure(calendarUser.id)
  const failure = lastFailure ? failureText(lastFailure) : null
  const [startError, setStartError] = useState<string | null>(null)
  // Asked again now and then while a link waits: after its 10 minutes main drops it, and so does the tab.
  const pending = useQuery({
    ...pendingLinkQuery,
    refetchInterval: (query) => (query.state.data ? 30_000 : false),
  })
  const waiting: PendingCalendarLink | null =
    pending.data && pending.data.calendarUserId === calendarUser.id ? pending.data : null
  const state = calendarLinkStateOf(calendarUser)
  const product = calendarProducts.find((one) => one === calendarUser.calendar?.product)

  usePortalEvent(portal().calendar.onDidFinishLink, () => {
    void client.invalidateQueries({ queryKey: pendingLinkQuery.queryKey })
  })

  const start = (calendarType: CalendarProductName) =>
    once(async () => {
      clearLinkFailure(calendarUser.id)
      setStartError(null)
      try {
        const started = await portal().calendar.startLink({
          calendarUserId: calendarUser.id,
          userId: calendarUser.userRouterId,
          calendarType,
        })
        client.setQueryData(pendingLinkQuery.queryKey, started)
      } catch (error) {
        setStartError(errorMessage(error))
      }
    })
  const cancel = () =>
    once(async () => {
      await portal().calendar.cancelLink({})
      client.setQueryData(pendingLinkQuery.queryKey, null)
    })
  const doUnlink = () =>
    once(() =>
      unlink.mutateAsync(
        { kind: 'unlink', userId: calendarUser.userRouterId, calendar: product ?? 'GOOGLE' },
        { onSuccess: () => setConfirmUnlink(false) },
      ),
    )

  if (!calendarUser.mayEdit) return null
  return (
    <Stack gap="xs" data-testid="calendar-link-controls">
      {!waiting && <LinkingFor calendarUser={calendarUser} />}
      {waiting ? (
        <Alert color="blue" variant="light" data-testid="calendar-link-waiting">
          <Stack gap="xs">
            <LinkingFor calendarUser={calendarUser} />
            <Text fz="sm">
              {t('linking.waiting', { provider: t(`linking.providers.${waiting.calendarType}`) })}
            </Text>
            <Group gap="xs">
              <Button size="xs" variant="default" onClick={() => start(waiting.calendarType)}>
                {t('linking.openAgain')}
              </Button>
              <Button
                size="xs"
                variant="subtle"
                color="gray"
                onClick={cancel}
                data-testid="calendar-link-cancel"
              >
                {t('common:actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ) : (
        <Group gap="xs">
          {state === 'none' &&
            calendarProducts.map((provider) => (
              <Button
                key={provider}
                size="xs"
                variant="default"
                onClick={() => start(provider)}
                data-testid={`calendar-link-${provider.toLowerCase()}`}
              >
                {t('linking.start', { provider: t(`linking.providers.${provider}`) })}
              </Button>
            ))}
          {state === 'broken' && product && (
            <Button size="xs" onClick={() => start(product)} data-testid="calendar-link-again">
              {t('linking.again', { provider: t(`linking.providers.${product}`) })}
            </Button>
          )}
          {state !== 'none' && (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              onClick={() => setConfirmUnlink(true)}
              data-testid="calendar-unlink"
            >
              {t('linking.unlink')}
            </Button>
          )}
        </Group>
      )}
      {(failure ?? startError) && (
        <Alert color="red" variant="light" role="alert" data-testid="calendar-link-failed">
          {failure ?? startError}
        </Alert>
      )}
      <Modal
        opened={confirmUnlink}
        onClose={() => setConfirmUnlink(false)}
        title={t('linking.unlinkTitle')}
        closeButtonProps={{ 'aria-label': t('common:actions.close') }}
        data-testid="calendar-unlink-dialog"
      >
        <Stack gap="md">
          <Text fz="sm">{t('linking.unlinkBody')}</Text>
          <DialogActions
            error={unlink.isError ? errorMessage(unlink.error) : null}
            label={t('linking.unlink')}
            pending={unlink.isPending}
            danger
            onCancel={() => setConfirmUnlink(false)}
            onConfirm={doUnlink}
            testId="calendar-unlink-confirm"
          />
        </Stack>
      </Modal>
    </Stack>
  )
}

/**
 * Whose calendar a link connects, when it is not the signed-in person's own (a manager linking a
 * colleague's): the consent in the browser must be given with that colleague's account, not the manager's.
 */
function LinkingFor({ calendarUser }: { calendarUser: CalendarUser }) {
  const { t } = useTranslation('calendar')
  const session = useSession()
  const me = signedInState(session.data)?.user.id
  if (!me || me === calendarUser.userRouterId) return null
  const name = [calendarUser.firstName, calendarUser.lastName].filter(Boolean).join(' ') || calendarUser.email
  return (
    <Text fz="sm" data-testid="calendar-link-for">
      {t('linking.forOther', { name, email: calendarUser.email })}
    </Text>
  )
}

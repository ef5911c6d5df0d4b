import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Divider,
  Drawer,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { Fragment, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConversationActions } from '../../../lib/conversation-actions'
import type { SenderEntity } from '@shared/domain/inbox'
import { useConversation, type Conversation, type ConversationMessage } from '../api/conversation'
import { useInboxLabels } from '../api/labels'
import { useMarkOpened, useMarkUnread } from '../api/read-state'
import { ReplyNotSentError, useSendReply } from '../api/send-reply'
import { useInboxScope, type InboxScope } from '../scope'
import { ConversationBookingCard } from './conversation-booking'
import { ConversationLabels } from './conversation-labels'
import { InboxError, NoChatbot } from './inbox-states'
import { TemplateComposer } from './template-composer'
import { dayIn, inboxDayLabel, inboxTime, inboxWeekdayTime, zoneDiffers, zoneName } from '../time'

/** Long threads show their latest messages only, so the pane stays within the DOM budget (QUALITY P-5). */
const shownMessages = 100
/** WhatsApp's limit for a free-form message body (the sandbox refuses longer ones). */
export const replyMaxLength = 4096
/** Longer messages show their first lines with "Toon meer". */
const clampLines = 8
const longMessage = 600

// Colours per scheme come from the theme (ui/theme.ts), so the bubbles stay readable in dark mode.
const senderLook: Record<SenderEntity, { align: 'flex-start' | 'flex-end'; bg: string; border: string }> = {
  candidate: {
    align: 'flex-start',
    bg: 'var(--portal-bubble-candidate-bg)',
    border: 'var(--portal-bubble-candidate-border)',
  },
  chatbot: {
    align: 'flex-end',
    bg: 'var(--portal-bubble-chatbot-bg)',
    border: 'var(--portal-bubble-chatbot-border)',
  },
  recruiter: {
    align: 'flex-end',
    bg: 'var(--portal-bubble-recruiter-bg)',
    border: 'var(--portal-bubble-recruiter-border)',
  },
}

/** The conversation over the message table ("Berichten"): a drawer, so the table keeps its filters. */
export function ConversationPanel({ clientId, onClose }: { clientId: string; onClose: () => void }) {
  const { t } = useTranslation(['inbox', 'common'])
  const scope = useInboxScope()
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('conversation.title')}
      closeButtonProps={{ 'aria-label': t('conversation.close') }}
      data-testid="conversation-panel"
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', paddingBottom: 12 },
      }}
    >
      {scope ? (
        <ConversationPane scope={scope} clientId={clientId} onClose={onClose} withLabels />
      ) : (
        <NoChatbot />
      )}
    </Drawer>
  )
}

/**
 * One conversation: who, the thread (opened at the newest message, day separators, long messages
 * expandable) and the composer fixed at the bottom. Opening marks it read (spec 000 §4).
 */
export function ConversationPane({
  scope,
  clientId,
  onClose,
  withClose = false,
  withLabels = false,
}: {
  scope: InboxScope
  clientId: string
  onClose: () => void
  /** Inline in "Gesprekken": its own × (the drawer has one). */
  withClose?: boolean
  /** In the "Berichten" drawer, which has no candidate details pane: the label picker under the name. */
  withLabels?: boolean
}) {
  const { t } = useTranslation(['inbox', 'common'])
  const conversation = useConversation(scope, clientId)
  const markOpened = useMarkOpened()
  const markUnread = useMarkUnread()
  const opened = useRef<string | null>(null)

  // Opening marks it read (spec 000 §4), once per conversation shown: not again after 'Mark as unread'.
  useEffect(() => {
    if (opened.current === clientId) return
    opened.current = clientId
    markOpened.mutate(clientId)
  }, [clientId, markOpened])

  if (conversation.isPending) {
    return (
      <Stack
        gap="sm"
        p="xs"
        data-testid="conversation-loading"
        role="status"
        aria-busy="true"
        aria-label={t('loading')}
      >
        <Skeleton height={24} width="60%" />
        <Skeleton height={56} width="70%" />
        <Skeleton height={56} width="70%" ml="auto" />
        <Skeleton height={56} width="70%" />
      </Stack>
    )
  }
  if (conversation.isError) {
    return (
      <InboxError
        error={conversation.error}
        onRetry={() => void conversation.refetch()}
        testId="conversation-error"
      />
    )
  }
  const data = conversation.data

  return (
    <Stack gap={6} h="100%" style={{ minHeight: 0 }} data-testid="conversation" data-client-id={clientId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} dir="auto" truncate data-testid="conversation-name">
            {data.candidate_name ?? data.phone_number ?? clientId}
          </Text>
          <Group gap={6} wrap="nowrap">
            <WindowBadge open={data.window_open} closesAt={data.window_closes_at} />
            <Text fz="xs" c="dimmed" dir="auto" truncate>
              {[data.phone_number, data.assigned_agent_name ?? data.state_machines.at(-1)]
                .filter(Boolean)
                .join(' · ')}
            </Text>
          </Group>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            loading={markUnread.isPending}
            onClick={() => markUnread.mutate([clientId], { onSuccess: onClose })}
            data-testid="conversation-mark-unread"
          >
            {t('conversation.markUnread')}
          </Button>
          <ConversationActions clientId={clientId} />
          {withClose && (
            <Tooltip label={t('conversation.closeHint')} openDelay={400}>
              <CloseButton
                onClick={onClose}
                aria-label={t('conversation.close')}
                data-testid="conversation-close"
              />
            </Tooltip>
          )}
        </Group>
      </Group>
      {withLabels && <PaneLabels scope={scope} clientId={clientId} applied={data.labels} />}
      {markUnread.isError && (
        <Alert color="red" variant="light" role="alert" py={4}>
          {t('common:errors.generic')}
        </Alert>
      )}
      <ConversationBookingCard scope={scope} clientId={clientId} />
      <Thread conversation={data} />
      {data.window_open === false ? (
        // WhatsApp refuses a free-form reply now: only an approved template can go out.
        <TemplateComposer key={clientId} scope={scope} clientId={clientId} />
      ) : (
        <ReplyBox key={clientId} scope={scope} clientId={clientId} />
      )}
    </Stack>
  )
}

/** The same label picker as the "Gesprekken" details pane (apply, remove, create). */
function PaneLabels({
  scope,
  clientId,
  applied,
}: {
  scope: InboxScope
  clientId: string
  applied: readonly string[]
}) {
  const labels = useInboxLabels(scope).data ?? []
  return (
    <div data-testid="conversation-panel-labels">
      <ConversationLabels clientId={clientId} applied={applied} labels={labels} />
    </div>
  )
}

/** Whether WhatsApp still takes a free-form reply: open until 24 hours after the candidate's last message. */
export function WindowBadge({ open, closesAt }: { open: boolean | null; closesAt: string | null }) {
  const { t, i18n } = useTranslation('inbox')
  if (open === null) return null
  const end = closesAt ? new Date(closesAt) : null
  const until =
    end && !Number.isNaN(end.getTime())
      ? inboxWeekdayTime(end, i18n.language) + (zoneDiffers(end) ? ` ${zoneName(end, i18n.language)}` : '')
      : null
  return (
    <Tooltip label={open ? t('window.openUntil', { until }) : t('window.closedHelp')} openDelay={300}>
      <Badge
        size="xs"
        variant="filled"
        color={open ? 'teal.9' : 'gray.7'}
        data-testid="window-state"
        data-open={open}
        style={{ flexShrink: 0 }}
      >
        {open ? t('window.open') : t('window.closed')}
      </Badge>
    </Tooltip>
  )
}

function dayKey(message: ConversationMessage): string {
  if (message.created_at) {
    const date = new Date(message.created_at)
    if (!Number.isNaN(date.getTime())) return dayIn(date)
  }
  // DD/MM/YY HH:mm: the day part.
  return message.date.split(' ')[0] ?? message.date
}

function dayLabel(message: ConversationMessage, language: string, t: (key: string) => string): string {
  if (!message.created_at) return message.date.split(' ')[0] ?? ''
  const date = new Date(message.created_at)
  if (Number.isNaN(date.getTime())) return message.date.split(' ')[0] ?? ''
  return inboxDayLabel(date, language, {
    today: t('conversation.today'),
    yesterday: t('conversation.yesterday'),
  })
}

function timeOf(message: ConversationMessage, language: string): string {
  if (!message.created_at) return message.date
  const date = new Date(message.created_at)
  return Number.isNaN(date.getTime()) ? message.date : inboxTime(date, language)
}

/** The thread: opens scrolled to the newest message and stays there when more arrive while at the bottom. */
function Thread({ conversation }: { conversation: Conversation }) {
  const { t, i18n } = useTranslation('inbox')
  const scroller = useRef<HTMLDivElement>(null)
  const atBottom = useRef(true)
  const messages = conversation.messages.slice(-shownMessages)
  const hidden = conversation.messages.length - messages.length
  const newest = messages.at(-1)?.id

  useLayoutEffect(() => {
    const element = scroller.current
    if (element && atBottom.current) element.scrollTop = element.scrollHeight
  }, [newest, conversation.client_id])

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        const element = event.currentTarget
        atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < 40
      }}
      style={{ flex: 1, minHeight: 80, overflowY: 'auto', paddingRight: 4 }}
      data-testid="conversation-scroller"
      tabIndex={0}
      aria-label={t('conversation.thread')}
    >
      {hidden > 0 && (
        <Text fz="xs" c="dimmed" ta="center" mb="xs">
          {t('conversation.earlier', { count: hidden })}
        </Text>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed">{t('conversation.noMessages')}</Text>
      ) : (
        <Stack
          component="ol"
          gap={6}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('conversation.thread')}
          data-testid="conversation-thread"
        >
          {messages.map((message, index) => {
            const previous = messages[index - 1]
            const separator = previous === undefined || dayKey(previous) !== dayKey(message)
            return (
              <Fragment key={String(message.id)}>
                {separator && (
                  <li aria-hidden={false} data-testid="day-separator">
                    <Divider
                      label={dayLabel(message, i18n.language, t as (key: string) => string)}
                      labelPosition="center"
                      my={2}
                    />
                  </li>
                )}
                <MessageBubble message={message} />
              </Fragment>
            )
          })}
        </Stack>
      )}
    </div>
  )
}

function MessageBubble({ message }: { message: ConversationMessage }) {
  const { t, i18n } = useTranslation(['inbox', 'common'])
  const [expanded, setExpanded] = useState(false)
  const look = senderLook[message.sender_entity]
  const status = message.status
  const text = message.text ?? ''
  const long = text.length > longMessage || text.split('\n').length > clampLines
  return (
    <Paper
      component="li"
      withBorder
      px="xs"
      py={4}
      radius="md"
      maw="85%"
      style={{ alignSelf: look.align, background: look.bg, borderColor: look.border }}
      data-testid="conversation-message"
      data-sender={message.sender_entity}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fz={11} fw={650}>
          {message.sender_entity === 'recruiter' && message.assigned_agent_name
            ? `${t('sender.recruiter')} · ${message.assigned_agent_name}`
            : t(`sender.${message.sender_entity}`)}
        </Text>
        <Text fz={11} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {timeOf(message, i18n.language)}
          {status && !message.is_inbound ? ` · ${t(`status.${status}`, { defaultValue: status })}` : ''}
        </Text>
      </Group>
      <Text
        fz="sm"
        dir="auto"
        lineClamp={long && !expanded ? clampLines : undefined}
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {text}
      </Text>
      {long && (
        <UnstyledButton
          fz="xs"
          c="var(--portal-strong-link)"
          td="underline"
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          data-testid="message-expand"
        >
          {expanded ? t('conversation.showLess') : t('conversation.showMore')}
        </UnstyledButton>
      )}
    </Paper>
  )
}

/** The free-form reply, while the candidate's 24-hour window is open (or not known: a web conversation). */
function ReplyBox({ scope, clientId }: { scope: InboxScope; clientId: string }) {
  const { t } = useTranslation(['inbox', 'common'])
  const [text, setText] = useState('')
  const send = useSendReply(scope, clientId)
  // The send attempt in flight. A second click (or Ctrl+Enter) can land before the button re-renders as
  // disabled; it then carries the same key and main sends once (QUALITY REL-11). Once answered, a new
  // attempt gets a new key, so a retry after a refusal really sends.
  const attempt = useRef<{ text: string; key: string } | null>(null)
  const length = [...text].length
  const tooLong = length > replyMaxLength
  const submit = () => {
    const value = text.trim()
    if (value === '' || tooLong) return
    if (attempt.current?.text !== value) {
      if (send.isPending) return
      attempt.current = { text: value, key: crypto.randomUUID() }
    } else if (send.isPending) return
    // The text is cleared only once the server said 'OK'; on any failure the recruiter keeps it.
    send.mutate(
      { text: value, idempotencyKey: attempt.current.key },
      { onSuccess: () => setText(''), onSettled: () => (attempt.current = null) },
    )
  }
  return (
    <Stack
      gap={4}
      component="form"
      onSubmit={(event) => (event.preventDefault(), submit())}
      data-testid="reply-form"
      style={{ flexShrink: 0 }}
    >
      <Textarea
        aria-label={t('reply.label')}
        placeholder={t('reply.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
            event.preventDefault()
            submit()
          }
        }}
        rows={3}
        resize="vertical"
        dir="auto"
        error={tooLong ? t('reply.tooLong', { max: replyMaxLength }) : undefined}
        data-testid="reply-text"
      />
      {send.isError && (
        <Alert color="red" variant="light" role="alert" py={4} data-testid="reply-error">
          {send.error instanceof ReplyNotSentError ? t('reply.notSent') : t('reply.failed')}
        </Alert>
      )}
      <Group justify="space-between" wrap="nowrap">
        <Text fz="xs" c={tooLong ? 'red' : 'dimmed'} data-testid="reply-counter" aria-live="polite">
          {t('reply.counter', { count: length, max: replyMaxLength })} · {t('reply.hint')}
        </Text>
        <Button
          type="submit"
          size="xs"
          loading={send.isPending}
          disabled={text.trim() === '' || tooLong || send.isPending}
          data-testid="reply-send"
        >
          {t('reply.send')}
        </Button>
      </Group>
    </Stack>
  )
}

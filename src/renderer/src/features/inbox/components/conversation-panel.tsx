import { Alert, Button, Drawer, Group, Paper, Skeleton, Stack, Text, Textarea } from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { SenderEntity } from '@shared/domain/inbox'
import { useConversation, type ConversationMessage } from '../api/conversation'
import { useMarkOpened, useMarkUnread } from '../api/read-state'
import { ReplyNotSentError, useSendReply } from '../api/send-reply'
import { useInboxScope, type InboxScope } from '../scope'
import { InboxError, NoChatbot } from './inbox-states'

/** Long threads show their latest messages only, so the panel stays within the DOM budget (QUALITY P-5). */
const shownMessages = 100

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
    >
      {scope ? <Conversation scope={scope} clientId={clientId} onClose={onClose} /> : <NoChatbot />}
    </Drawer>
  )
}

function Conversation({
  scope,
  clientId,
  onClose,
}: {
  scope: InboxScope
  clientId: string
  onClose: () => void
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
      <Stack gap="sm" data-testid="conversation-loading" aria-busy="true" aria-label={t('loading')}>
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
  const messages = data.messages.slice(-shownMessages)
  const hidden = data.messages.length - messages.length

  return (
    <Stack gap="md" data-testid="conversation" data-client-id={clientId}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={650} dir="auto" style={{ overflowWrap: 'anywhere' }} lineClamp={2}>
            {data.candidate_name ?? data.phone_number ?? clientId}
          </Text>
          <Text fz="sm" c="dimmed" dir="auto" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {[data.phone_number, data.team_names.join(', '), data.assigned_agent_name, data.ats_entity_id]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Button
          size="xs"
          variant="default"
          loading={markUnread.isPending}
          onClick={() => markUnread.mutate([clientId], { onSuccess: onClose })}
          data-testid="conversation-mark-unread"
        >
          {t('conversation.markUnread')}
        </Button>
      </Group>
      {markUnread.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('common:errors.generic')}
        </Alert>
      )}
      {hidden > 0 && (
        <Text fz="xs" c="dimmed" ta="center">
          {t('conversation.earlier', { count: hidden })}
        </Text>
      )}
      {messages.length === 0 ? (
        <Text c="dimmed">{t('conversation.noMessages')}</Text>
      ) : (
        <Stack
          component="ol"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('conversation.thread')}
          data-testid="conversation-thread"
        >
          {messages.map((message) => (
            <MessageBubble key={String(message.id)} message={message} />
          ))}
        </Stack>
      )}
      <ReplyBox scope={scope} clientId={clientId} windowOpen={data.window_open} />
    </Stack>
  )
}

function MessageBubble({ message }: { message: ConversationMessage }) {
  const { t } = useTranslation(['inbox', 'common'])
  const look = senderLook[message.sender_entity]
  const status = message.status
  return (
    <Paper
      component="li"
      withBorder
      p="xs"
      radius="md"
      maw="85%"
      style={{ alignSelf: look.align, background: look.bg, borderColor: look.border }}
      data-testid="conversation-message"
      data-sender={message.sender_entity}
    >
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text fz="xs" fw={650}>
          {message.sender_entity === 'recruiter' && message.assigned_agent_name
            ? `${t('sender.recruiter')} · ${message.assigned_agent_name}`
            : t(`sender.${message.sender_entity}`)}
        </Text>
        <Text fz="xs" c="dimmed">
          {message.date}
          {status && !message.is_inbound ? ` · ${t(`status.${status}`, { defaultValue: status })}` : ''}
        </Text>
      </Group>
      <Text fz="sm" dir="auto" lineClamp={12} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.text ?? ''}
      </Text>
    </Paper>
  )
}

function ReplyBox({
  scope,
  clientId,
  windowOpen,
}: {
  scope: InboxScope
  clientId: string
  windowOpen: boolean | null
}) {
  const { t } = useTranslation(['inbox', 'common'])
  const [text, setText] = useState('')
  const send = useSendReply(scope, clientId)
  // The send attempt in flight. A second click can land before the button re-renders as disabled; it
  // then carries the same key and main sends once (QUALITY REL-11). Once answered, a new attempt gets a
  // new key, so a retry after a refusal really sends.
  const attempt = useRef<{ text: string; key: string } | null>(null)
  const submit = () => {
    const value = text.trim()
    if (value === '') return
    if (attempt.current?.text !== value) {
      if (send.isPending) return
      attempt.current = { text: value, key: crypto.randomUUID() }
    }
    // The text is cleared only once the server said 'OK'; on any failure the recruiter keeps it.
    send.mutate(
      { text: value, idempotencyKey: attempt.current.key },
      { onSuccess: () => setText(''), onSettled: () => (attempt.current = null) },
    )
  }
  return (
    <Stack
      gap="xs"
      component="form"
      onSubmit={(event) => (event.preventDefault(), submit())}
      data-testid="reply-form"
    >
      {windowOpen === false && (
        <Text fz="sm" c="dimmed">
          {t('reply.windowClosed')}
        </Text>
      )}
      <Textarea
        label={t('reply.label')}
        placeholder={t('reply.placeholder')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit()
        }}
        rows={3}
        resize="vertical"
        maxLength={4096}
        dir="auto"
        data-testid="reply-text"
      />
      {send.isError && (
        <Alert color="red" variant="light" role="alert" data-testid="reply-error">
          {send.error instanceof ReplyNotSentError ? t('reply.notSent') : t('reply.failed')}
        </Alert>
      )}
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {t('reply.hint')}
        </Text>
        <Button
          type="submit"
          loading={send.isPending}
          disabled={text.trim() === '' || send.isPending}
          data-testid="reply-send"
        >
          {t('reply.send')}
        </Button>
      </Group>
    </Stack>
  )
}

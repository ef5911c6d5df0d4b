import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useConversation } from '../api/conversation'
import { useInboxLabels } from '../api/labels'
import type { InboxScope } from '../scope'
import { ConversationLabels } from './conversation-labels'
import { WindowBadge } from './conversation-panel'

/**
 * The third pane of "Gesprekken" (at ≥ 1280 px): who the candidate is (phone, ATS entity id, teams), who
 * has the conversation, the WhatsApp window, the labels (apply and remove here) and the status history of
 * the latest message sent to the candidate, in the interface language.
 */
export function CandidateDetails({ scope, clientId }: { scope: InboxScope; clientId: string }) {
  const { t } = useTranslation('inbox')
  const conversation = useConversation(scope, clientId)
  const labels = useInboxLabels(scope).data ?? []
  if (!conversation.data) return null
  const data = conversation.data
  const lastOutbound = data.messages.findLast((message) => !message.is_inbound)
  const row = (label: string, value: string | null, testId: string) => (
    <Stack gap={0}>
      <Text fz={11} c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fz="sm" dir="auto" style={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {value || t('empty.cell')}
      </Text>
    </Stack>
  )
  return (
    <Stack gap="sm" data-testid="candidate-details" aria-label={t('details.label')} component="section">
      <Text fw={700} fz="sm">
        {t('details.title')}
      </Text>
      {row(t('columns.phoneNumber'), data.phone_number, 'details-phone')}
      {row(t('columns.atsEntityId'), data.ats_entity_id, 'details-ats')}
      {row(t('columns.teamNames'), data.team_names.join(', '), 'details-teams')}
      {row(
        t('details.assignee'),
        data.assigned_agent_name ?? data.state_machines.at(-1) ?? null,
        'details-assignee',
      )}
      <Stack gap={2}>
        <Text fz={11} c="dimmed" tt="uppercase" fw={700}>
          {t('details.window')}
        </Text>
        <Group gap={4}>
          <WindowBadge open={data.window_open} closesAt={data.window_closes_at} />
        </Group>
      </Stack>
      <Stack gap={4}>
        <Text fz={11} c="dimmed" tt="uppercase" fw={700}>
          {t('details.labels')}
        </Text>
        <ConversationLabels clientId={clientId} applied={data.labels} labels={labels} />
      </Stack>
      <Stack gap={2}>
        <Text fz={11} c="dimmed" tt="uppercase" fw={700}>
          {t('columns.statusHistory')}
        </Text>
        {lastOutbound && lastOutbound.status_history.length > 0 ? (
          <Stack
            component="ol"
            gap={0}
            m={0}
            p={0}
            style={{ listStyle: 'none' }}
            data-testid="details-status"
          >
            {lastOutbound.status_history.map((entry, index) => (
              <Text component="li" key={index} fz="xs">
                {t(`status.${entry.status}`, { defaultValue: entry.status })} · {entry.date}
              </Text>
            ))}
          </Stack>
        ) : (
          <Text fz="sm">{t('empty.cell')}</Text>
        )}
      </Stack>
    </Stack>
  )
}

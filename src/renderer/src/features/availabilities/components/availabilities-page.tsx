import { Alert, Box, Group, NavLink, Paper, Stack, Text, Title } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { AvailabilityBlock } from '@shared/domain/availabilities'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  availabilitiesQuery,
  blockCalls,
  saveAvailability,
  useAvailabilities,
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
  const [selected, setSelected] = useState<string | null>(null)
  if (query.isPending) return <LoadingSkeleton rows={8} label={t('loading')} />
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="availabilities" />
  if (query.data.length === 0)
    return <EmptyState title={t('emptyTitle')} body={t('emptyBody')} testId="availabilities-empty" />
  const current = query.data.find((a) => a.id === selected) ?? query.data[0]!
  return (
    <Group align="flex-start" gap="md" wrap="nowrap" data-testid="availabilities">
      <Box w={280} style={{ flexShrink: 0 }}>
        <Stack gap="xs">
          <Text c="dimmed" fz="sm">
            {t('intro')}
          </Text>
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
        <AvailabilityDetail key={current.id} chatbotId={chatbotId} availability={current} />
      </Box>
    </Group>
  )
}

function AvailabilityDetail({ chatbotId, availability }: { chatbotId: string; availability: Availability }) {
  const { t } = useTranslation('availabilities')
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
        <div>
          <Title order={2} fz="h4">
            {availability.contactName}
          </Title>
          <Text c="dimmed" fz="sm">
            {availability.calendarEmail}
          </Text>
        </div>
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

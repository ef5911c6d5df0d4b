import { Alert, Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useAutoCreateAtsMapping } from '../api/mappings'
import { useAtsStateContext } from '../api/state-context'
import { readableName } from '../forms/mapping-form'
import { MappingDrawer } from './mapping-drawer'

/**
 * The ATS field mappings that write a state's answer, in the builder's state drawer, from the state's
 * mapping context (currentAtsFieldMappingContext): each opens in the ATS tab's own mapping drawer (prepend, append, separator, modifiers, ATS options, answer options), so a
 * state's mappings are edited where the state is. With none yet, a manager maps the answer automatically
 * (autoCreateAtsFieldMapping: the candidate field matching the state's variable). Replacing and deleting
 * stay in Settings › ATS, where their impact is shown first.
 */
export function StateAtsMappings({ stateId }: { stateId: string }) {
  const chatbot = useSelectedChatbot()
  const mayRead = useAppAbility().can('read', 'SettingsAts')
  return chatbot && mayRead ? (
    <StateMappingsOf key={chatbot.id} chatbotId={chatbot.id} stateId={stateId} />
  ) : null
}

/** The section for one chatbot (exported for its test). */
export function StateMappingsOf({ chatbotId, stateId }: { chatbotId: string; stateId: string }) {
  const { t, i18n } = useTranslation('ats')
  const ability = useAppAbility()
  const mayEdit = ability.can('update', 'SettingsAts')
  const mayCreate = ability.can('create', 'SettingsAts')
  const context = useAtsStateContext(chatbotId, stateId)
  const autoCreate = useAutoCreateAtsMapping(chatbotId)
  const once = useSingleFlight()
  const errorMessage = useErrorMessage('ats')
  const [open, setOpen] = useState<string | null>(null)
  const mappings = context.data?.atsFieldMappings ?? []
  const opened = mappings.find((mapping) => mapping.id === open)
  return (
    <Stack gap="xs" data-testid="state-ats-mappings">
      <Title order={3} fz="h5">
        {t('stateMappings.heading')}
      </Title>
      {context.isPending ? (
        <LoadingSkeleton rows={2} />
      ) : context.isError ? (
        <ErrorState error={context.error} onRetry={() => void context.refetch()} namespace="ats" />
      ) : mappings.length === 0 ? (
        <>
          <Text fz="sm" c="dimmed">
            {t('stateMappings.none')}
          </Text>
          {mayCreate && (
            <Button
              variant="light"
              size="xs"
              style={{ alignSelf: 'flex-start' }}
              loading={autoCreate.isPending}
              onClick={() => once(() => autoCreate.mutateAsync(stateId).catch(() => undefined))}
              data-testid="state-ats-auto-create"
            >
              {t('stateMappings.autoCreate')}
            </Button>
          )}
          {autoCreate.isError && (
            <Alert color="red" role="alert" p="xs" data-testid="state-ats-auto-create-error">
              {errorMessage(autoCreate.error)}
            </Alert>
          )}
        </>
      ) : (
        mappings.map((mapping) => {
          const name = readableName(mapping.atsField.humanReadableNames, i18n.language, mapping.atsField.path)
          const label = (
            <Group gap="xs" wrap="nowrap">
              <Text fz="sm" fw={500} truncate="end">
                {name}
              </Text>
              <Badge size="xs" variant="light" color="gray">
                {t(`types.${mapping.type}` as 'types.REGULAR', { defaultValue: mapping.type })}
              </Badge>
            </Group>
          )
          return (
            <Paper key={mapping.id} withBorder p="xs" radius="sm" data-testid="state-ats-mapping">
              {mayEdit ? (
                <UnstyledButton
                  onClick={() => setOpen(mapping.id)}
                  style={{ width: '100%' }}
                  aria-label={t('stateMappings.open', { name })}
                  data-testid="state-ats-mapping-open"
                >
                  {label}
                </UnstyledButton>
              ) : (
                label
              )}
              <Text fz="xs" c="dimmed" truncate="end">
                {mapping.atsField.path}
              </Text>
            </Paper>
          )
        })
      )}
      {opened && (
        <MappingDrawer
          chatbotId={chatbotId}
          mapping={opened}
          onClose={() => setOpen(null)}
          onSaved={() => setOpen(null)}
        />
      )}
    </Stack>
  )
}

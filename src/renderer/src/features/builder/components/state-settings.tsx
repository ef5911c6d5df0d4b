import { Alert, Button, Group, SimpleGrid, Stack, Switch, TextInput, Title, Tooltip } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { builderLimits } from '@shared/domain/builder'
import { replyProcessingEnabled } from '@shared/domain/builder-rules'
import { IconCornerUpLeft } from '../../../ui/icons'
import { useBuilderMutation, useUpdateState, type StateDetail } from '../api/state'
import { useFailureText } from '../failure-text'
import { useBuilderScope } from '../scope'
import { useSingleFlight } from '../../../lib/single-flight'
import { restoreChange, useStateHistory, type StateChange, type StateSettings } from '../state-history'

const settingsOf = (state: StateDetail): StateSettings => ({
  name: state.name,
  draft: state.draft,
  isSkippable: state.isSkippable,
  alwaysStore: state.alwaysStore,
  answerRequired: state.answerRequired,
  cancelFollowUp: state.cancelFollowUp,
  replyType: state.replyType === 'NONE' ? 'NONE' : 'EXISTING',
})

type Flag = 'answerRequired' | 'isSkippable' | 'alwaysStore' | 'cancelFollowUp' | 'draft'
const flags: readonly Flag[] = ['answerRequired', 'isSkippable', 'alwaysStore', 'cancelFollowUp', 'draft']

/**
 * A state's own settings: its name, reply processing (on unless replyType is NONE), and its switches. The
 * undo here takes back the state's last five saved changes, made here or in its other drawers ("State
 * history keeps 5", state-history.ts).
 */
export function StateSettingsSection({ state }: { state: StateDetail }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const { history, undoCount } = useStateHistory(scope?.chatbotId ?? '', state.id)
  const update = useUpdateState()
  const restore = useBuilderMutation((step: StateChange) => restoreChange(state, step))
  const once = useSingleFlight()
  const failure = useFailureText()
  // The typed name until it is saved; null shows the server's (also after an undo).
  const [typed, setTyped] = useState<string | null>(null)
  const current = settingsOf(state)
  const change = (patch: Partial<StateSettings>) =>
    once(() =>
      update.mutateAsync({ id: state.id, ...patch }).then(() => {
        history.record(state.id, { kind: 'settings', before: current })
        setTyped(null)
      }),
    )
  // The newest change that can still be restored: one of something deleted since is passed over.
  const undoLast = () =>
    once(async () => {
      for (let step = history.takeUndo(state.id); step; step = history.takeUndo(state.id)) {
        try {
          if (await restore.mutateAsync(step)) break
        } catch (error) {
          history.putBack(state.id, step)
          throw error
        }
      }
      setTyped(null)
    })
  const saveName = (event?: FormEvent) => {
    event?.preventDefault()
    if (typed == null || !typed.trim() || typed === state.name) return
    change({ name: typed })
  }
  return (
    <Stack gap="xs" data-testid="state-settings">
      <Group justify="space-between">
        <Title order={3} fz="h5">
          {t('settings.title')}
        </Title>
        <Tooltip label={t('settings.undoHint', { count: builderLimits.stateHistory })} withArrow>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconCornerUpLeft size={14} />}
            disabled={undoCount === 0}
            loading={update.isPending || restore.isPending}
            onClick={undoLast}
            data-testid="state-undo"
            data-count={undoCount}
          >
            {t('settings.undo', { count: undoCount })}
          </Button>
        </Tooltip>
      </Group>
      <form onSubmit={saveName}>
        <TextInput
          label={t('settings.name')}
          value={typed ?? state.name}
          maxLength={200}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onBlur={() => saveName()}
          error={(typed ?? state.name).trim() ? undefined : t('response.errors.required')}
          data-testid="state-name-input"
        />
      </form>
      <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
        <Switch
          label={t('state.replyProcessing')}
          checked={replyProcessingEnabled(current.replyType)}
          onChange={(e) => change({ replyType: e.currentTarget.checked ? 'EXISTING' : 'NONE' })}
          data-testid="state-reply-processing"
        />
        {flags.map((flag) => (
          <Switch
            key={flag}
            label={t(`settings.${flag}`)}
            checked={current[flag]}
            onChange={(e) => change({ [flag]: e.currentTarget.checked })}
            data-testid={`state-${flag}`}
          />
        ))}
      </SimpleGrid>
      {(update.isError || restore.isError) && (
        <Alert color="red" role="alert" p="xs" data-testid="state-settings-error">
          {failure(update.isError ? update.error : restore.error)}
        </Alert>
      )}
    </Stack>
  )
}

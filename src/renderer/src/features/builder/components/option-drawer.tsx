import { Button, Drawer, Group, Select, Stack, Switch, TextInput } from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { isRoutingInstruction, routingInstructions, type RoutingInstruction } from '@shared/domain/builder'
import { optionMustBeRequired } from '@shared/domain/builder-rules'
import { debounceMs } from '../../../lib/debounce-times'
import { MutationFailedError } from '../../../lib/field-errors'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { IconTrash } from '../../../ui/icons'
import { LoadingSkeleton } from '../../../ui/query-states'
import { SaveStatus } from '../../../ui/save-status'
import type { FlowDetail } from '../api/flow'
import { useFlows } from '../api/flows'
import { saveOption, useDeleteOption, type OptionEdit, type StateDetail } from '../api/state'
import { builderKeys, useBuilderScope } from '../scope'
import { useRecordChange } from '../state-history'
import { useFieldMessage } from '../failure-text'
import { useFixedAtsMappingsEditor } from '../fixed-ats-mappings-slot'
import { DeleteImpactModal } from './delete-impact'

// The answer's translated texts load with the drawer's first opening, not with the flow's page.
const OptionTranslations = lazy(() =>
  import('./option-translations').then((m) => ({ default: m.OptionTranslations })),
)

/**
 * The option drawer: the answer's name, whether it is required (always, when linked to a validator or an
 * action: spec 000 §5), and where it goes (every destination of spec 000 §4; a state or a flow, never
 * both). Edits save after the spec's 2,000 ms for options, and before the drawer or the window closes.
 */
export function OptionDrawer({
  optionId,
  state,
  flow,
  onClose,
  onOpenState,
}: {
  optionId: string
  state: StateDetail
  flow: FlowDetail
  onClose: () => void
  onOpenState: (id: string) => void
}) {
  const option = state.options.find((o) => o.id === optionId)
  if (!option) return null
  return (
    <OptionForm
      key={option.id}
      option={option}
      state={state}
      flow={flow}
      onClose={onClose}
      onOpenState={onOpenState}
    />
  )
}

function OptionForm({
  option,
  state,
  flow,
  onClose,
}: {
  option: StateDetail['options'][number]
  state: StateDetail
  flow: FlowDetail
  onClose: () => void
  onOpenState: (id: string) => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const flows = useFlows(scope)
  const remove = useDeleteOption()
  const [deleting, setDeleting] = useState(false)
  const [edit, setEdit] = useState<OptionEdit>(() => ({
    id: option.id,
    name: option.name,
    isRequired: option.isRequired,
    routingInstruction: isRoutingInstruction(option.routingInstruction)
      ? option.routingInstruction
      : 'DEFAULT_NEXT',
    target:
      option.routingInstruction === 'STATE'
        ? option.nextState
        : option.routingInstruction === 'FLOW'
          ? option.nextStateMachine
          : null,
  }))
  const client = useQueryClient()
  const recordChange = useRecordChange()
  const fieldMessage = useFieldMessage()
  // The answer as last saved: what an undo of the next save restores.
  const saved = useRef(edit)
  const saver = useDebouncedSave<OptionEdit>({
    delayMs: debounceMs.options,
    save: async (value) => {
      try {
        await saveOption(value)
        recordChange({ kind: 'option', before: saved.current })
        saved.current = value
      } finally {
        void client.invalidateQueries(builderKeys.filter)
      }
    },
  })
  const fixedAtsMappings = useFixedAtsMappingsEditor()
  const locked = optionMustBeRequired({ processors: option.processors.map((p) => p.id) }, state)
  const change = (next: Partial<OptionEdit>) => {
    const value = { ...edit, ...next }
    setEdit(value)
    // A state or flow route is saved once its target is chosen; the name is never saved empty.
    const complete =
      (value.routingInstruction !== 'STATE' && value.routingInstruction !== 'FLOW') || value.target
    if (complete && value.name.trim()) saver.schedule(value)
  }
  const states = flow.stateGroups.flatMap((g) =>
    g.states.map((s) => ({ value: s.id, label: `${g.name} › ${s.name}` })),
  )
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="md"
      title={t('option.title', { name: edit.name })}
      closeButtonProps={{ 'aria-label': t('option.close') }}
      data-testid="option-drawer"
    >
      <Stack>
        <TextInput
          label={t('option.name')}
          value={edit.name}
          onChange={(e) => change({ name: e.currentTarget.value })}
          required
          maxLength={200}
          error={edit.name.trim() ? undefined : t('response.errors.required')}
          data-autofocus
          data-testid="option-name"
        />
        <Switch
          label={t('option.required')}
          description={locked ? t('option.requiredLocked') : undefined}
          checked={locked || edit.isRequired}
          disabled={locked}
          onChange={(e) => change({ isRequired: e.currentTarget.checked })}
          data-testid="option-required"
        />
        <Select
          label={t('option.destination')}
          value={edit.routingInstruction}
          allowDeselect={false}
          data={routingInstructions.map((r) => ({ value: r, label: t(`routes.${r}`) }))}
          onChange={(value) =>
            isRoutingInstruction(value) &&
            change({ routingInstruction: value as RoutingInstruction, target: null })
          }
          data-testid="option-destination"
        />
        {edit.routingInstruction === 'STATE' && (
          <Select
            label={t('option.state')}
            placeholder={t('option.pickState')}
            searchable
            value={edit.target}
            data={states}
            withAsterisk
            error={edit.target ? undefined : t('option.selectionRequired')}
            onChange={(value) => change({ target: value })}
            data-testid="option-target-state"
          />
        )}
        {edit.routingInstruction === 'FLOW' && (
          <Select
            label={t('option.flow')}
            placeholder={t('option.pickFlow')}
            searchable
            value={edit.target}
            data={(flows.data ?? []).map((f) => ({ value: f.id, label: f.name }))}
            withAsterisk
            error={edit.target ? undefined : t('option.selectionRequired')}
            onChange={(value) => change({ target: value })}
            data-testid="option-target-flow"
          />
        )}
        {fixedAtsMappings?.({ kind: 'OPTION', id: option.id })}
        <SaveStatus
          status={saver.status}
          error={saver.error}
          failureMessage={
            saver.error instanceof MutationFailedError
              ? fieldMessage(saver.error.fields[0]?.messages[0] ?? '') || undefined
              : undefined
          }
          onRetry={() => void saver.flush()}
          namespace="builder"
          testId="option-save-status"
        />
        <Suspense fallback={<LoadingSkeleton rows={2} />}>
          <OptionTranslations optionId={option.id} stateId={state.id} />
        </Suspense>
        <Group justify="space-between" mt="md">
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={16} />}
            onClick={() => setDeleting(true)}
            data-testid="option-delete"
          >
            {t('option.delete')}
          </Button>
          <Button variant="default" onClick={onClose} data-testid="option-close">
            {t('option.close')}
          </Button>
        </Group>
        {deleting && (
          <DeleteImpactModal
            kind="OPTION"
            id={option.id}
            title={t('impact.optionTitle', { name: option.name })}
            body={t('impact.optionBody')}
            confirmLabel={t('impact.optionConfirm')}
            testId="option-delete"
            onClose={() => setDeleting(false)}
            onDelete={() => {
              // The answer goes: an edit still waiting for its debounce has nothing left to save.
              saver.cancel()
              return remove.mutateAsync(option.id).then(onClose)
            }}
            mutation={remove}
          />
        )}
      </Stack>
    </Drawer>
  )
}

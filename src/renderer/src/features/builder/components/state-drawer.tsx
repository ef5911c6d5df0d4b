import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Drawer,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { lazy, Suspense, useMemo, useState, type CSSProperties, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { BuilderLanguage } from '@shared/domain/builder'
import { moveItem, splitDefaultOption } from '@shared/domain/builder-rules'
import { IconArrowDown, IconArrowUp, IconMessages, IconPencil, IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { SaveStatus } from '../../../ui/save-status'
import type { FlowDetail } from '../api/flow'
import { useFlows } from '../api/flows'
import { useActionOrdering, useAddAction } from '../api/messages'
import {
  useAddText,
  useCreateOption,
  useDeleteState,
  useStateDetail,
  type OptionDetail,
  type StateDetail,
} from '../api/state'
import { useAnswerOrder } from '../answer-order'
import { defaultNextByQuestion, routeText, type RouteNames } from '../preview'
import { useBuilderScope } from '../scope'
import { StateHistoryScope, useRecordChange } from '../state-history'
import { useFailureText } from '../failure-text'
import { useSingleFlight } from '../../../lib/single-flight'
import { ActionDrawer } from './action-drawer'
import { DeleteImpactModal } from './delete-impact'
import { DivergentAnswer } from './divergent-answer'
import { SortableHandle, SortableItem, SortableList } from './sortable-list'
import { OptionDrawer } from './option-drawer'
import { useStateMappingsEditor } from '../state-mappings-slot'
import { StateProcessors } from './processor-drawer'
import { ResponseDrawer } from './response-drawer'
import { StateSettingsSection } from './state-settings'

// The state's variable and tags load with the drawer's first opening, not with the flow's page.
const StateTagsSection = lazy(() => import('./state-tags').then((m) => ({ default: m.StateTagsSection })))

/**
 * The state drawer: its messages per language (add a text in each of the chatbot's languages), and its
 * answers, the default one apart (spec 000 §4 "the default option is loaded apart"). An answer opens the
 * option drawer.
 */
export function StateDrawer({
  stateId,
  flow,
  onClose,
  onOpenState,
}: {
  stateId: string
  flow: FlowDetail
  onClose: () => void
  onOpenState: (id: string) => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const detail = useStateDetail(scope, stateId)
  const [openOption, setOpenOption] = useState<string | null>(null)
  const [openAction, setOpenAction] = useState<string | null>(null)
  const [variationsOf, setVariationsOf] = useState<{ id: string; language?: BuilderLanguage } | null>(null)
  const state = detail.data?.state
  const languages = detail.data?.languages ?? []
  const actions = state ? [...state.actions].sort((a, b) => a.position - b.position) : []
  const actionIndex = (id: string | undefined) => actions.findIndex((a) => a.id === id)
  const flows = useFlows(scope)
  const stateGroupId = state?.stateGroupId
  // Where each answer goes, by name: a state of this flow, a flow, or where the next question begins.
  const routeNames = useMemo<RouteNames>(
    () => ({
      states: new Map(flow.stateGroups.flatMap((g) => g.states.map((s) => [s.id, s.name] as const))),
      flows: new Map((flows.data ?? []).map((f) => [f.id, f.name])),
      defaultNext: stateGroupId ? (defaultNextByQuestion(flow).get(stateGroupId) ?? null) : null,
    }),
    [flow, flows.data, stateGroupId],
  )
  const editedAction = actions[actionIndex(openAction ?? undefined)]
  const variationsAction = actions[actionIndex(variationsOf?.id)]
  return (
    <StateHistoryScope chatbotId={scope?.chatbotId ?? ''} stateId={stateId}>
      <Drawer
        opened
        onClose={onClose}
        position="right"
        size="lg"
        title={state ? t('state.title', { name: state.name }) : t('state.messages')}
        closeButtonProps={{ 'aria-label': t('state.close') }}
        data-testid="state-drawer"
      >
        {detail.isError ? (
          <ErrorState error={detail.error} onRetry={() => void detail.refetch()} namespace="builder" />
        ) : !detail.data ? (
          <LoadingSkeleton rows={5} testId="state-loading" />
        ) : !state ? (
          <ErrorState error={{ code: 'not_found' }} namespace="builder" />
        ) : (
          <StateContent
            state={state}
            languages={languages}
            routeNames={routeNames}
            onOpenOption={setOpenOption}
            onOpenAction={setOpenAction}
            onOpenVariations={(id) => setVariationsOf({ id })}
            onDeleted={onClose}
          />
        )}
        {editedAction && state && (
          <ActionDrawer
            key={editedAction.id}
            action={editedAction}
            number={actionIndex(editedAction.id) + 1}
            state={state}
            languages={languages}
            onClose={() => setOpenAction(null)}
            onOpenVariations={(language) => setVariationsOf({ id: editedAction.id, language })}
          />
        )}
        {variationsAction && (
          <ResponseDrawer
            key={variationsAction.id}
            action={variationsAction}
            number={actionIndex(variationsAction.id) + 1}
            languages={languages}
            initialLanguage={variationsOf?.language}
            onClose={() => setVariationsOf(null)}
          />
        )}
        {openOption && state && (
          <OptionDrawer
            optionId={openOption}
            state={state}
            flow={flow}
            onClose={() => setOpenOption(null)}
            onOpenState={(id) => (setOpenOption(null), onOpenState(id))}
          />
        )}
      </Drawer>
    </StateHistoryScope>
  )
}

function StateContent({
  state,
  languages,
  routeNames,
  onOpenOption,
  onOpenAction,
  onOpenVariations,
  onDeleted,
}: {
  state: StateDetail
  languages: readonly BuilderLanguage[]
  routeNames: RouteNames
  onOpenOption: (id: string) => void
  onOpenAction: (id: string) => void
  onOpenVariations: (id: string) => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('builder')
  const createOption = useCreateOption()
  const addAction = useAddAction()
  const remove = useDeleteState()
  const [deleting, setDeleting] = useState(false)
  const stateMappings = useStateMappingsEditor()
  const ordering = useActionOrdering()
  const once = useSingleFlight()
  const failure = useFailureText()
  const { defaultOption, options } = splitDefaultOption(state, (label: { option: string }) => label.option)
  const actions = [...state.actions].sort((a, b) => a.position - b.position)
  const hasButtons = actions.some((a) => a.kind === 'WITH_OPTIONS')
  const recordChange = useRecordChange()
  const moveAction = (from: number, to: number) => {
    const moved = moveItem(actions, from, to).map((a) => a.id)
    const before = actions.map((a) => a.id)
    once(() =>
      ordering
        .mutateAsync({ stateId: state.id, actionIds: moved })
        .then(() => recordChange({ kind: 'actionOrder', actionIds: before })),
    )
  }
  const {
    ordered: orderedOptions,
    move: moveOption,
    saver: optionSaver,
  } = useAnswerOrder(state.id, options, defaultOption)
  const messagesFailure = addAction.isError ? addAction.error : ordering.isError ? ordering.error : null
  return (
    <Stack gap="md">
      <StateSettingsSection state={state} />
      <Suspense fallback={<LoadingSkeleton rows={2} />}>
        <StateTagsSection stateId={state.id} />
      </Suspense>
      <Divider />
      <Title order={3} fz="h5">
        {t('state.messages')}
      </Title>
      {actions.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('state.noMessages')}
        </Text>
      )}
      {actions.map((action, index) => (
        <Paper key={action.id} withBorder p="sm" radius="md" data-testid="state-action">
          <Group justify="space-between" wrap="nowrap" mb="xs">
            <Text fw={600} fz="sm" truncate="end">
              {t('state.message', { number: index + 1 })}
              {action.kind === 'WITH_OPTIONS' && ` (${t('state.withOptions')})`}
              {action.content && (
                <Text span fz="xs" c="dimmed" fw={400}>
                  {' · '}
                  {action.content}
                </Text>
              )}
            </Text>
            <Group gap={2} wrap="nowrap">
              <ActionIcon
                variant="subtle"
                disabled={index === 0 || ordering.isPending}
                onClick={() => moveAction(index, index - 1)}
                aria-label={t('state.moveMessageUp', { number: index + 1 })}
                data-testid="action-up"
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={index === actions.length - 1 || ordering.isPending}
                onClick={() => moveAction(index, index + 1)}
                aria-label={t('state.moveMessageDown', { number: index + 1 })}
                data-testid="action-down"
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                onClick={() => onOpenAction(action.id)}
                aria-label={t('action.open', { number: index + 1 })}
                data-testid="action-open"
              >
                <IconPencil size={16} />
              </ActionIcon>
              <Button
                size="compact-xs"
                variant="light"
                leftSection={<IconMessages size={14} />}
                onClick={() => onOpenVariations(action.id)}
                aria-label={t('response.openLabel', { number: index + 1 })}
                data-testid="variations-open"
              >
                {t('response.open')}
              </Button>
            </Group>
          </Group>
          <Stack gap="sm">
            {languages.map((language) => (
              <LanguageMessages
                key={language}
                actionId={action.id}
                language={language}
                variations={action.variations.filter((v) => v.languageTag === language)}
              />
            ))}
          </Stack>
        </Paper>
      ))}
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          loading={addAction.isPending && !addAction.variables?.withOptions}
          onClick={() => once(() => addAction.mutateAsync({ stateId: state.id, withOptions: false }))}
          data-testid="action-add"
        >
          {t('action.add')}
        </Button>
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconPlus size={14} />}
          disabled={hasButtons}
          title={hasButtons ? t('action.withOptionsTaken') : undefined}
          loading={addAction.isPending && addAction.variables?.withOptions}
          onClick={() => once(() => addAction.mutateAsync({ stateId: state.id, withOptions: true }))}
          data-testid="action-add-with-options"
        >
          {t('action.addWithOptions')}
        </Button>
      </Group>
      {messagesFailure != null && (
        <Alert color="red" role="alert" data-testid="messages-error">
          {failure(messagesFailure)}
        </Alert>
      )}
      <Divider />
      <Group justify="space-between">
        <Title order={3} fz="h5">
          {t('state.answers')}
        </Title>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPlus size={14} />}
          loading={createOption.isPending}
          onClick={() =>
            once(() =>
              createOption.mutateAsync(state.id).then((created) => {
                if (created.option) onOpenOption(created.option.id)
              }),
            )
          }
          data-testid="option-add"
        >
          {t('state.addAnswer')}
        </Button>
      </Group>
      {createOption.isError && (
        <Alert color="red" role="alert" data-testid="option-add-error">
          {failure(createOption.error)}
        </Alert>
      )}
      {options.length === 0 && !defaultOption && (
        <Text fz="sm" c="dimmed">
          {t('state.noAnswers')}
        </Text>
      )}
      <SaveStatus
        status={optionSaver.status}
        error={optionSaver.error}
        onRetry={() => void optionSaver.flush()}
        namespace="builder"
        testId="option-order-status"
      />
      <Stack gap={4}>
        <SortableList
          ids={orderedOptions.map((o) => o.id)}
          nameOf={(id) => orderedOptions.find((o) => o.id === id)?.name ?? ''}
          onMove={moveOption}
        >
          {orderedOptions.map((option, index) => (
            <OptionRow
              key={option.id}
              option={option}
              names={routeNames}
              onOpen={() => onOpenOption(option.id)}
              onMove={
                orderedOptions.length > 1
                  ? {
                      up: index > 0 ? () => moveOption(index, index - 1) : null,
                      down: index < orderedOptions.length - 1 ? () => moveOption(index, index + 1) : null,
                    }
                  : null
              }
            />
          ))}
        </SortableList>
        {defaultOption && (
          <>
            <Text fz="xs" c="dimmed" mt="xs">
              {t('state.defaultAnswer')}
            </Text>
            <OptionRow
              option={defaultOption}
              names={routeNames}
              onOpen={() => onOpenOption(defaultOption.id)}
            />
          </>
        )}
      </Stack>
      <DivergentAnswer state={state} />
      <Divider />
      <StateProcessors state={state} />
      <Divider />
      {stateMappings && (
        <>
          {stateMappings(state.id)}
          <Divider />
        </>
      )}
      <Group justify="flex-start">
        <Button
          color="red"
          variant="subtle"
          leftSection={<IconTrash size={16} />}
          onClick={() => setDeleting(true)}
          data-testid="state-delete"
        >
          {t('impact.stateDelete')}
        </Button>
      </Group>
      {deleting && (
        <DeleteImpactModal
          kind="STATE"
          id={state.id}
          title={t('impact.stateTitle', { name: state.name })}
          body={t('impact.stateBody', { count: state.options.length })}
          confirmLabel={t('impact.stateConfirm')}
          testId="state-delete"
          onClose={() => setDeleting(false)}
          onDelete={() => remove.mutateAsync(state.id).then(onDeleted)}
          mutation={remove}
        />
      )}
    </Stack>
  )
}

/** An answer in the state drawer: its name and where it goes, the destination by name. */
export function OptionRow({
  option,
  names,
  onOpen,
  onMove = null,
}: {
  option: OptionDetail
  names: RouteNames
  onOpen: () => void
  onMove?: { up: (() => void) | null; down: (() => void) | null } | null
}) {
  const { t } = useTranslation('builder')
  const target = routeText(option, t, names)
  const row = (props: { ref?: (node: HTMLElement | null) => void; style?: CSSProperties }) => (
    <Group gap={4} wrap="nowrap" ref={props.ref} style={props.style}>
      {onMove && (
        <SortableHandle label={t('flow.drag', { name: option.name })} testId="option-drag" size={16} />
      )}
      <UnstyledButton
        onClick={onOpen}
        data-testid="option-row"
        data-option-name={option.name}
        style={{ flex: 1, minWidth: 0 }}
      >
        <Paper withBorder p="xs" radius="sm">
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" fw={500} truncate="end">
              {option.name}
            </Text>
            <Text fz="xs" c="dimmed" ta="right" data-testid="option-route">
              → {target}
            </Text>
          </Group>
        </Paper>
      </UnstyledButton>
      {onMove && (
        <>
          <ActionIcon
            variant="subtle"
            disabled={!onMove.up}
            onClick={() => onMove.up?.()}
            aria-label={t('flow.moveUp', { name: option.name })}
            data-testid="option-up"
          >
            <IconArrowUp size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            disabled={!onMove.down}
            onClick={() => onMove.down?.()}
            aria-label={t('flow.moveDown', { name: option.name })}
            data-testid="option-down"
          >
            <IconArrowDown size={16} />
          </ActionIcon>
        </>
      )}
    </Group>
  )
  return onMove ? <SortableItem id={option.id}>{row}</SortableItem> : row({})
}

function LanguageMessages({
  actionId,
  language,
  variations,
}: {
  actionId: string
  language: BuilderLanguage
  variations: StateDetail['actions'][number]['variations']
}) {
  const { t } = useTranslation('builder')
  const add = useAddText()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!text.trim()) return
    once(() => add.mutateAsync({ actionId, languageTag: language, text }).then(() => setText('')))
  }
  const languageName = t(`languages.${language}`)
  return (
    <Stack gap={4} data-testid="language-messages" data-language={language}>
      <Text fz="xs" fw={600} c="dimmed">
        {languageName}
      </Text>
      {variations.length === 0 && (
        <Text fz="sm" c="orange" data-testid="no-message">
          {t('state.noMessage')}
        </Text>
      )}
      {variations.map((variation) => (
        <Text key={variation.id} fz="sm" data-testid="variation">
          {variation.type === 'TEXT'
            ? variation.text
            : `[${t(`state.types.${variation.type as 'TEXT'}`)}] ${variation.caption || variation.fileName || variation.placeholder || variation.url || (variation.lat != null ? `${variation.lat}, ${variation.lng}` : '')}`}
        </Text>
      ))}
      <form onSubmit={submit}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            size="xs"
            autosize
            minRows={1}
            maxLength={4096}
            aria-label={t('state.newText', { language: languageName })}
            placeholder={t('state.newText', { language: languageName })}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            style={{ flex: 1 }}
            data-testid="variation-text"
          />
          <Button
            size="compact-sm"
            variant="light"
            type="submit"
            loading={add.isPending}
            data-testid="variation-add"
          >
            {t('state.addText')}
          </Button>
        </Group>
        {add.isError && (
          <Text fz="xs" c="var(--mantine-color-error)" role="alert">
            {failure(add.error)}
          </Text>
        )}
      </form>
    </Stack>
  )
}

import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  List,
  Menu,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { isFlowKind } from '@shared/domain/builder'
import { EmptyState } from '../../../ui/empty-state'
import {
  IconAlertTriangle,
  IconArrowDown,
  IconArrowLeft,
  IconArrowUp,
  IconCopy,
  IconDots,
  IconPencil,
  IconPlus,
  IconSitemap,
  IconTrash,
} from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useFailureText } from '../failure-text'
import { useFixedAtsMappingsEditor } from '../fixed-ats-mappings-slot'
import { SaveStatus } from '../../../ui/save-status'
import {
  FirstStateFailedError,
  useAddQuestion,
  useAddState,
  useDeleteQuestion,
  useFlow,
  useFlowLint,
  type QuestionGroup,
} from '../api/flow'
import type { FlowTree, TreeStateData } from '../api/tree'
import { defaultNextByQuestion, messagePreview, routeText, type DefaultNext } from '../preview'
import { useQuestionTemplates } from '../api/templates'
import { useBuilderScope } from '../scope'
import { useQuestionOrder, useStateOrder } from '../saved-order'
import { describeProblem } from '../lint-text'
import { useSingleFlight } from '../../../lib/single-flight'
import { DeleteImpactModal } from './delete-impact'
import { SortableHandle, SortableItem, SortableList } from './sortable-list'
import { VariablesModal } from './variables-modal'

// The drawers and the flow's dialogs load when first opened, not with the flow's page (its route's budget).
const StateDrawer = lazy(() => import('./state-drawer').then((m) => ({ default: m.StateDrawer })))
const TagsModal = lazy(() => import('./tags-modal').then((m) => ({ default: m.TagsModal })))
const EditFlowModal = lazy(() => import('./flow-actions').then((m) => ({ default: m.EditFlowModal })))
const BlueprintModal = lazy(() => import('./flow-actions').then((m) => ({ default: m.BlueprintModal })))
const CloneQuestionModal = lazy(() =>
  import('./flow-actions').then((m) => ({ default: m.CloneQuestionModal })),
)

/**
 * A flow's questions in order (spec 000 §2 'question and state view'): drag a question or a state by its grip
 * (or pick it up with Space and move it with the arrow keys), or move a question with the arrows; the order
 * is saved after the spec's 2,000 ms (flushed before close and sign-out). Each state shows its first message
 * and where each answer goes. Add a question (blank with its first state, or from a template) and states; a
 * state opens its drawer. The linter's problems sit beside.
 */
export function FlowPage({ flowId, initialState }: { flowId: string; initialState?: string }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const flow = useFlow(scope, flowId)
  if (flow.isError)
    return <ErrorState error={flow.error} onRetry={() => void flow.refetch()} namespace="builder" />
  if (flow.data === undefined) return <LoadingSkeleton testId="flow-loading" />
  if (flow.data === null)
    return (
      <EmptyState
        title={t('flow.notFound')}
        body=""
        action={
          <Anchor component={Link} to="/builder">
            {t('flow.back')}
          </Anchor>
        }
        testId="flow-not-found"
      />
    )
  return <FlowEditor flow={flow.data} initialState={initialState} />
}

function FlowEditor({ flow, initialState }: { flow: FlowTree; initialState?: string }) {
  const { t, i18n } = useTranslation('builder')
  // A link to one state (Try it's "open in the Builder") opens its drawer at once.
  const [openState, setOpenState] = useState<string | null>(initialState ?? null)
  const [adding, setAdding] = useState(false)
  const [variables, setVariables] = useState(false)
  const [tags, setTags] = useState(false)
  const [editing, setEditing] = useState(false)
  const [blueprint, setBlueprint] = useState(false)
  // The user's order once they moved a question; questions added since join at the end.
  const { ordered: groups, ids: order, move, saver } = useQuestionOrder(flow.id, flow.stateGroups)
  const byId = useMemo(() => new Map(flow.stateGroups.map((g) => [g.id, g])), [flow.stateGroups])
  const stateNames = useMemo(
    () => new Map(flow.stateGroups.flatMap((g) => g.states.map((s) => [s.id, s.name] as const))),
    [flow.stateGroups],
  )
  // In the order shown: a move waiting for its save already changes where "next question" leads.
  const defaultNext = defaultNextByQuestion({
    stateGroups: groups.map((g, position) => ({ ...g, position })),
  })
  const groupName = useCallback((id: string) => byId.get(id)?.name ?? '', [byId])
  const fixedAtsMappings = useFixedAtsMappingsEditor()

  return (
    <Stack gap="md" data-testid="builder-flow">
      <Anchor component={Link} to="/builder" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('flow.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <div>
          <Group gap="sm">
            <Title order={1} fz="h2" data-testid="flow-title">
              {flow.name}
            </Title>
            <Badge color="indigo">{isFlowKind(flow.kind) ? t(`kinds.${flow.kind}`) : flow.kind}</Badge>
          </Group>
          {flow.description && (
            <Text c="dimmed" fz="sm">
              {flow.description}
            </Text>
          )}
        </div>
        <Group>
          <SaveStatus
            status={saver.status}
            error={saver.error}
            onRetry={() => void saver.flush()}
            namespace="builder"
            testId="question-order-status"
          />
          <Button
            renderRoot={(props) => (
              <Link {...props} to="/builder/$flowId/tree" params={{ flowId: flow.id }} />
            )}
            variant="default"
            leftSection={<IconSitemap size={16} />}
            data-testid="flow-to-tree"
          >
            {t('tree.treeView')}
          </Button>
          <Button variant="default" onClick={() => setVariables(true)} data-testid="variables-open">
            {t('variables.open')}
          </Button>
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setAdding(true)}
            data-testid="question-add"
          >
            {t('flow.addQuestion')}
          </Button>
          <Menu position="bottom-end">
            <Menu.Target>
              <ActionIcon
                variant="default"
                size="lg"
                aria-label={t('flows.more', { name: flow.name })}
                data-testid="flow-more"
              >
                <IconDots size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={16} />}
                onClick={() => setEditing(true)}
                data-testid="flow-edit"
              >
                {t('flowEdit.open')}
              </Menu.Item>
              <Menu.Item onClick={() => setBlueprint(true)} data-testid="flow-blueprint">
                {t('blueprint.open')}
              </Menu.Item>
              <Menu.Item onClick={() => setTags(true)} data-testid="tags-open">
                {t('tags.open')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
      <Group align="flex-start" gap="md" wrap="nowrap">
        <Stack gap="sm" style={{ flex: 1, minWidth: 0 }} component="section" aria-label={t('flow.questions')}>
          <Text fz="sm" c="dimmed">
            {t('flow.orderHint')}
          </Text>
          {groups.length === 0 ? (
            <EmptyState title={t('flow.empty.title')} body={t('flow.empty.body')} testId="flow-empty" />
          ) : (
            <SortableList ids={order} nameOf={groupName} onMove={move}>
              {groups.map((group, index) => (
                <QuestionCard
                  key={group.id}
                  group={group}
                  index={index}
                  last={index === groups.length - 1}
                  onMove={move}
                  flowId={flow.id}
                  onOpenState={setOpenState}
                  names={{
                    states: stateNames,
                    flows: flow.flowNames,
                    defaultNext: defaultNext.get(group.id) ?? null,
                  }}
                  language={i18n.language}
                />
              ))}
            </SortableList>
          )}
        </Stack>
        <Stack gap="md" w={340}>
          <ProblemsPanel flowId={flow.id} stateNames={stateNames} onOpenState={setOpenState} />
          {fixedAtsMappings && (
            <Paper withBorder p="sm" radius="md" component="section">
              {fixedAtsMappings({ kind: 'FLOW', id: flow.id })}
            </Paper>
          )}
        </Stack>
      </Group>
      {adding && (
        <AddQuestionModal
          flowId={flow.id}
          onClose={() => setAdding(false)}
          onAdded={(stateId) => {
            setAdding(false)
            // A blank question's first state opens, to write its message.
            if (stateId) setOpenState(stateId)
          }}
        />
      )}
      {variables && <VariablesModal onClose={() => setVariables(false)} />}
      <Suspense fallback={null}>
        {tags && <TagsModal onClose={() => setTags(false)} />}
        {editing && <EditFlowModal flow={flow} onClose={() => setEditing(false)} />}
        {blueprint && <BlueprintModal flow={flow} onClose={() => setBlueprint(false)} />}
        {openState && (
          <StateDrawer
            stateId={openState}
            flow={flow}
            onClose={() => setOpenState(null)}
            onOpenState={setOpenState}
          />
        )}
      </Suspense>
    </Stack>
  )
}

type RouteNames = Parameters<typeof routeText>[2]

function QuestionCard({
  group,
  index,
  last,
  onMove,
  flowId,
  onOpenState,
  names,
  language,
}: {
  group: QuestionGroup
  index: number
  last: boolean
  onMove: (from: number, to: number) => void
  flowId: string
  onOpenState: (id: string) => void
  names: RouteNames & { readonly defaultNext: DefaultNext | null }
  language: string
}) {
  const { t } = useTranslation('builder')
  const addState = useAddState()
  const remove = useDeleteQuestion()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [name, setName] = useState('')
  const [deleting, setDeleting] = useState(false)
  const [cloning, setCloning] = useState(false)
  // The user's state order once they moved a state (states added since join at the end), saved after the
  // spec's 2,000 ms for state order.
  const {
    ordered: states,
    ids: stateIds,
    move: moveState,
    saver: stateSaver,
  } = useStateOrder(
    group.id,
    [...group.states].sort((a, b) => a.position - b.position),
  )
  const stateName = (id: string) => group.states.find((s) => s.id === id)?.name ?? ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    once(() =>
      addState.mutateAsync({ stateGroupId: group.id, name }).then((created) => {
        setName('')
        if (created.state) onOpenState(created.state.id)
      }),
    )
  }
  return (
    <SortableItem id={group.id}>
      {(row) => (
        <Paper
          ref={row.ref}
          withBorder
          p="sm"
          radius="md"
          style={row.style}
          data-testid="question"
          data-question-name={group.name}
        >
          <Group justify="space-between" wrap="nowrap">
            <Group gap="xs" wrap="nowrap">
              <SortableHandle label={t('flow.drag', { name: group.name })} testId="question-drag" />
              <Text fw={600} data-testid="question-name">
                {index + 1}. {group.name}
              </Text>
              <Text fz="xs" c="dimmed">
                {t('flow.states', { count: group.states.length })}
              </Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              {group.states.length > 1 && (
                <SaveStatus
                  status={stateSaver.status}
                  error={stateSaver.error}
                  onRetry={() => void stateSaver.flush()}
                  namespace="builder"
                  testId="state-order-status"
                />
              )}
              <ActionIcon
                variant="subtle"
                disabled={index === 0}
                onClick={() => onMove(index, index - 1)}
                aria-label={t('flow.moveUp', { name: group.name })}
                data-testid="question-up"
              >
                <IconArrowUp size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                disabled={last}
                onClick={() => onMove(index, index + 1)}
                aria-label={t('flow.moveDown', { name: group.name })}
                data-testid="question-down"
              >
                <IconArrowDown size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                onClick={() => setCloning(true)}
                aria-label={t('cloneQuestion.open', { name: group.name })}
                data-testid="question-clone"
              >
                <IconCopy size={16} />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                onClick={() => setDeleting(true)}
                aria-label={t('impact.questionDelete', { name: group.name })}
                data-testid="question-delete"
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
          </Group>
          {cloning && (
            <Suspense fallback={null}>
              <CloneQuestionModal question={group} flowId={flowId} onClose={() => setCloning(false)} />
            </Suspense>
          )}
          {deleting && (
            <DeleteImpactModal
              kind="STATE_GROUP"
              id={group.id}
              title={t('impact.questionTitle', { name: group.name })}
              body={t('impact.questionBody', { count: group.states.length })}
              confirmLabel={t('impact.questionConfirm')}
              testId="question-delete"
              onClose={() => setDeleting(false)}
              onDelete={() => remove.mutateAsync(group.id)}
              mutation={remove}
            />
          )}
          <Stack gap={6} mt="xs" pl={4}>
            {group.states.length === 0 && (
              <Text fz="sm" c="dimmed" pl={32}>
                {t('flow.noStates')}
              </Text>
            )}
            <SortableList ids={stateIds} nameOf={stateName} onMove={moveState}>
              {states.map((state) => (
                <StateRow
                  key={state.id}
                  state={state}
                  initial={state.id === group.initialState}
                  sortable={states.length > 1}
                  onOpenState={onOpenState}
                  names={names}
                  language={language}
                />
              ))}
            </SortableList>
            <form onSubmit={submit}>
              <Group gap="xs" mt={4} pl={32}>
                <TextInput
                  size="xs"
                  placeholder={t('flow.stateName')}
                  aria-label={t('flow.stateName')}
                  value={name}
                  onChange={(e) => setName(e.currentTarget.value)}
                  maxLength={200}
                  data-testid="state-name"
                />
                <Button
                  size="compact-sm"
                  variant="light"
                  type="submit"
                  loading={addState.isPending}
                  data-testid="state-add"
                >
                  {t('flow.addState')}
                </Button>
              </Group>
              {addState.isError && (
                <Text fz="xs" c="var(--mantine-color-error)" role="alert">
                  {failure(addState.error)}
                </Text>
              )}
            </form>
          </Stack>
        </Paper>
      )}
    </SortableItem>
  )
}

/** A state on the question list: its name, its first message and where each of its answers goes. */
function StateRow({
  state,
  initial,
  sortable,
  onOpenState,
  names,
  language,
}: {
  state: TreeStateData
  initial: boolean
  sortable: boolean
  onOpenState: (id: string) => void
  names: RouteNames
  language: string
}) {
  const { t } = useTranslation('builder')
  const message = messagePreview(state, language, t)
  const options = [...state.options].sort((a, b) => Number(a.isDefault) - Number(b.isDefault))
  return (
    <SortableItem id={state.id}>
      {(row) => (
        <Group
          ref={row.ref}
          style={row.style}
          gap={4}
          wrap="nowrap"
          align="flex-start"
          data-testid="state-row"
          data-state-name={state.name}
        >
          <div style={{ width: 28, flex: 'none' }}>
            {sortable && (
              <SortableHandle label={t('sort.state', { name: state.name })} testId="state-drag" size={16} />
            )}
          </div>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <UnstyledButton
              onClick={() => onOpenState(state.id)}
              data-testid="state-link"
              style={{ borderRadius: 4, alignSelf: 'flex-start' }}
            >
              <Text fz="sm" fw={600} c="var(--mantine-color-anchor)">
                {state.name}
                {initial && (
                  <>
                    <span aria-hidden> ★</span>
                    <VisuallyHidden> ({t('flow.initialState')})</VisuallyHidden>
                  </>
                )}
              </Text>
            </UnstyledButton>
            <Text
              fz="sm"
              c={message ? undefined : 'dimmed'}
              fs={message ? undefined : 'italic'}
              lineClamp={2}
              data-testid="state-message"
            >
              {message ?? t('preview.noMessage')}
            </Text>
            {options.length > 0 && (
              <Group gap={6} aria-label={t('preview.answers')} role="list" data-testid="state-answers">
                {options.map((option) => {
                  const target = routeText(option, t, names)
                  return (
                    <Badge
                      key={option.id}
                      role="listitem"
                      variant="light"
                      color="gray"
                      radius="sm"
                      tt="none"
                      fw={500}
                      maw="100%"
                      title={t('preview.answerRoute', { answer: option.name, target })}
                      data-testid="state-answer"
                      data-option-name={option.name}
                      style={{ fontStyle: option.isDefault ? 'italic' : undefined }}
                    >
                      {option.name} → {target}
                    </Badge>
                  )
                })}
              </Group>
            )}
          </Stack>
        </Group>
      )}
    </SortableItem>
  )
}

function AddQuestionModal({
  flowId,
  onClose,
  onAdded,
}: {
  flowId: string
  onClose: () => void
  /** Added: with a blank question, its first state. */
  onAdded: (stateId: string | null) => void
}) {
  const { t } = useTranslation('builder')
  const templates = useQuestionTemplates(true)
  const add = useAddQuestion()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [name, setName] = useState('')
  const [stateName, setStateName] = useState('')
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [tried, setTried] = useState(false)
  // A blank question needs a name; a template brings its own.
  const nameMissing = templateId == null && !name.trim()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (nameMissing) return
    once(() =>
      add.mutateAsync({ flowId, name, templateId, stateName }).then((added) => onAdded(added.stateId)),
    )
  }
  return (
    <Modal opened onClose={onClose} title={t('flow.addQuestionTitle')}>
      {/* noValidate: the browser's own bubble would speak its language, not the interface's. */}
      <form noValidate onSubmit={submit}>
        <Stack data-testid="question-add-modal">
          <Select
            label={t('flow.template')}
            description={t('flow.templateHint')}
            value={templateId ?? ''}
            allowDeselect={false}
            data={[
              { value: '', label: t('flow.blank') },
              ...(templates.data ?? []).map((tpl) => ({
                value: tpl.id,
                label: `${tpl.name}: ${tpl.description}`,
              })),
            ]}
            onChange={(value) => setTemplateId(value || null)}
            data-testid="question-template"
          />
          <TextInput
            label={t('flow.questionName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            withAsterisk={templateId == null}
            error={tried && nameMissing ? t('response.errors.required') : undefined}
            maxLength={200}
            data-autofocus
            data-testid="question-name-input"
          />
          {templateId == null && (
            <TextInput
              label={t('flow.firstState')}
              description={t('flow.firstStateHint')}
              value={stateName}
              placeholder={name}
              onChange={(e) => setStateName(e.currentTarget.value)}
              maxLength={200}
              data-testid="question-first-state"
            />
          )}
          {add.isError && (
            <Alert color="red" role="alert" data-testid="question-add-error">
              {add.error instanceof FirstStateFailedError
                ? t(add.error.rolledBack ? 'flow.firstStateFailed' : 'flow.firstStateFailedKept', {
                    reason: failure(add.error.cause),
                  })
                : failure(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="question-add-submit">
              {t('flow.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** The flow linter's problems; a problem opens its state. */
function ProblemsPanel({
  flowId,
  stateNames,
  onOpenState,
}: {
  flowId: string
  stateNames: ReadonlyMap<string, string>
  onOpenState: (id: string) => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const lint = useFlowLint(scope, flowId)
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      w={340}
      component="aside"
      aria-label={t('flow.problems')}
      data-testid="problems"
    >
      <Group gap="xs" mb="xs">
        <IconAlertTriangle size={18} />
        <Title order={2} fz="h5">
          {t('flow.problems')}
        </Title>
        {lint.data && lint.data.length > 0 && (
          <Badge color="var(--portal-warning-bg)" size="sm" data-testid="problem-count">
            {lint.data.length}
          </Badge>
        )}
      </Group>
      {lint.isError ? (
        <ErrorState error={lint.error} onRetry={() => void lint.refetch()} namespace="builder" title={null} />
      ) : !lint.data ? (
        <LoadingSkeleton rows={3} rowHeight={14} />
      ) : lint.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('flow.noProblems')}
        </Text>
      ) : (
        <List spacing={4} fz="sm" listStyleType="none">
          {lint.data.map((problem, index) => (
            <List.Item
              key={`${problem.code}-${problem.stateId}-${problem.optionId}-${problem.languageTag}-${index}`}
            >
              <UnstyledButton
                onClick={() => onOpenState(problem.stateId)}
                data-testid="problem"
                data-code={problem.code}
              >
                <Text fz="sm" c={problem.severity === 'error' ? 'var(--mantine-color-error)' : 'orange'}>
                  {describeProblem(t, problem, stateNames)}
                </Text>
              </UnstyledButton>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  )
}

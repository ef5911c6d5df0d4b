import {
  Alert,
  Anchor,
  Badge,
  Button,
  CloseButton,
  Group,
  List,
  Modal,
  Stack,
  Text,
  Title,
} from '@mantine/core'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useCallback, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDay } from '../../../lib/dates'
import { useErrorMessage } from '../../../lib/errors'
import { EmptyState } from '../../../ui/empty-state'
import { IconArrowLeft, IconListDetails } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { flowQuery, useFlow, useFlowLint, type LintProblem } from '../api/flow'
import { saveTreePosition, type FlowTree } from '../api/tree'
import { describeProblem } from '../lint-text'
import { useBuilderScope } from '../scope'
import { routeImpact, useRouteAnswer, type AnswerRoute } from '../route-answer'
import { useSingleFlight } from '../../../lib/single-flight'
import { FlowTreeCanvas, type StateDropOff } from '../tree/flow-tree'

// The drawer (and the form kit it brings) loads on the first click, keeping the tree route within P-2.
const StateDrawer = lazy(() => import('./state-drawer').then((m) => ({ default: m.StateDrawer })))

const noProblems: readonly LintProblem[] = []

/** The analytics overlay as the route composes it: a period and, once loaded, the figures per state. */
export interface DropOffOverlay {
  readonly from: string
  readonly to: string
  /** undefined while loading. */
  readonly byState: ReadonlyMap<string, StateDropOff> | undefined
  readonly onHide: () => void
}

/**
 * The tree view of a flow (its own route, so @xyflow/react loads only here): the canvas, the linter's
 * problems as badges on the states, the state drawer on a click. A dragged state's place is saved at once.
 * Opened from an analytics funnel step, it opens that state and shows the period's drop-off per state.
 */
export function TreePage({
  flowId,
  initialState,
  dropOff,
}: {
  flowId: string
  /** A state to open at once (a link to it). */
  initialState?: string
  dropOff?: DropOffOverlay | null
}) {
  const { t, i18n } = useTranslation('builder')
  const scope = useBuilderScope()
  const client = useQueryClient()
  const tree = useFlow(scope, flowId)
  const lint = useFlowLint(scope, flowId)
  const errorMessage = useErrorMessage('builder')
  const [openState, setOpenState] = useState<string | null>(initialState ?? null)
  const treeKey = flowQuery(scope ?? { chatbotId: '' }, flowId).queryKey
  const move = useMutation({
    mutationFn: (input: { id: string; x: number; y: number }) => saveTreePosition(input.id, input.x, input.y),
    onMutate: (input) =>
      // The canvas already shows the state there; the cache follows so a new render keeps it there.
      client.setQueryData<FlowTree | null>(treeKey, (current) =>
        current
          ? {
              ...current,
              stateGroups: current.stateGroups.map((g) => ({
                ...g,
                states: g.states.map((s) =>
                  s.id === input.id
                    ? { ...s, treeViewPositionX: Math.round(input.x), treeViewPositionY: Math.round(input.y) }
                    : s,
                ),
              })),
            }
          : current,
      ),
    onError: () => client.invalidateQueries({ queryKey: treeKey }),
  })
  const { mutate } = move
  // An answer dragged onto a state or flow: routed at once, or after a confirmation when states would no
  // longer be reached; the last one can be undone from here (or from its state's drawer).
  const { route, undo } = useRouteAnswer(scope, tree.data)
  const once = useSingleFlight()
  const [pending, setPending] = useState<{
    drop: AnswerRoute
    cutOff: { id: string; name: string }[]
  } | null>(null)
  const [routed, setRouted] = useState<AnswerRoute | null>(null)
  const doRoute = useCallback(
    (drop: AnswerRoute) => {
      setPending(null)
      undo.reset()
      route.mutate(drop, { onSuccess: setRouted })
    },
    [route, undo],
  )
  const onRouteAnswer = useCallback(
    (drop: AnswerRoute) => {
      if (!tree.data) return
      const option = tree.data.stateGroups
        .flatMap((g) => g.states)
        .find((s) => s.id === drop.stateId)
        ?.options.find((o) => o.id === drop.optionId)
      const current = drop.to.kind === 'STATE' ? option?.nextState : option?.nextStateMachine
      if (!option || (option.routingInstruction === drop.to.kind && current === drop.to.id)) return
      const cutOff = routeImpact(tree.data, drop)
      if (cutOff.length > 0) setPending({ drop, cutOff })
      else doRoute(drop)
    },
    [tree.data, doRoute],
  )
  const onMoveState = useCallback(
    (id: string, position: { x: number; y: number }) => mutate({ id, ...position }),
    [mutate],
  )
  const stateNames = useMemo(
    () => new Map(tree.data?.stateGroups.flatMap((g) => g.states.map((s) => [s.id, s.name] as const)) ?? []),
    [tree.data],
  )
  const describe = useCallback(
    (problem: LintProblem) => describeProblem(t, problem, stateNames),
    [t, stateNames],
  )

  if (tree.isError)
    return <ErrorState error={tree.error} onRetry={() => void tree.refetch()} namespace="builder" />
  if (tree.data === undefined) return <LoadingSkeleton testId="tree-loading" />
  if (tree.data === null)
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
  const stateCount = tree.data.stateGroups.reduce((sum, g) => sum + g.states.length, 0)
  const allStates = tree.data.stateGroups.flatMap((g) => g.states)
  const nameOfState = (id: string) => allStates.find((s) => s.id === id)?.name ?? ''
  const describeDrop = (drop: AnswerRoute) => ({
    answer:
      allStates.find((s) => s.id === drop.stateId)?.options.find((o) => o.id === drop.optionId)?.name ?? '',
    state: nameOfState(drop.stateId),
    target:
      drop.to.kind === 'STATE'
        ? nameOfState(drop.to.id)
        : t('preview.toFlow', { name: tree.data?.flowNames.get(drop.to.id) ?? '' }),
  })
  return (
    <Stack gap="sm" data-testid="builder-tree" h="calc(100vh - 120px)" mih={520}>
      <Anchor component={Link} to="/builder" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('flow.back')}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-end">
        <Group gap="sm">
          <Title order={1} fz="h2" data-testid="flow-title">
            {tree.data.name}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('flow.states', { count: stateCount })}
          </Text>
          {lint.data && lint.data.length > 0 && (
            // The portal's warning colour: white on Mantine's orange is below AA contrast.
            <Badge color="var(--portal-warning-bg)" data-testid="tree-problem-count">
              {t('tree.problemCount', { count: lint.data.length })}
            </Badge>
          )}
          {dropOff && (
            <Group gap={4} data-testid="tree-drop-off">
              <Badge color="grape" variant="filled" title={t('tree.dropOffHelp')}>
                {t('tree.dropOffLegend', {
                  from: showDay(dropOff.from, i18n.language),
                  to: showDay(dropOff.to, i18n.language),
                })}
              </Badge>
              {dropOff.byState === undefined && (
                <Text fz="sm" c="dimmed">
                  {t('tree.dropOffLoading')}
                </Text>
              )}
              <CloseButton
                size="sm"
                aria-label={t('tree.dropOffHide')}
                onClick={dropOff.onHide}
                data-testid="tree-drop-off-hide"
              />
            </Group>
          )}
        </Group>
        <Button
          renderRoot={(props) => <Link {...props} to="/builder/$flowId" params={{ flowId }} />}
          variant="default"
          leftSection={<IconListDetails size={16} />}
          data-testid="tree-to-list"
        >
          {t('tree.listView')}
        </Button>
      </Group>
      <Text fz="sm" c="dimmed">
        {t('tree.hint')}
      </Text>
      {move.isError && (
        <Alert color="red" role="alert" data-testid="tree-move-error">
          {t('tree.moveFailed')} {errorMessage(move.error)}
        </Alert>
      )}
      {route.isError && (
        <Alert color="red" role="alert" data-testid="tree-route-error">
          {t('tree.routeFailed')} {errorMessage(route.error)}
        </Alert>
      )}
      {undo.isError && (
        <Alert color="red" role="alert" data-testid="tree-route-undo-error">
          {t('tree.routeUndoFailed')} {errorMessage(undo.error)}
        </Alert>
      )}
      {routed && !route.isError && !route.isPending && (
        <Alert
          color="teal"
          role="status"
          data-testid="tree-routed"
          withCloseButton
          closeButtonLabel={t('tree.routedClose')}
          onClose={() => setRouted(null)}
        >
          <Group gap="sm" justify="space-between">
            <Text fz="sm">
              {undo.isSuccess
                ? t('tree.routeUndone', describeDrop(routed))
                : t('tree.routed', describeDrop(routed))}
            </Text>
            {!undo.isSuccess && (
              <Button
                size="compact-sm"
                variant="default"
                loading={undo.isPending}
                onClick={() => once(() => undo.mutateAsync(routed.stateId))}
                data-testid="tree-route-undo"
              >
                {t('tree.routeUndo')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
      {pending && (
        <Modal
          opened
          onClose={() => setPending(null)}
          title={t('tree.routeImpactTitle', describeDrop(pending.drop))}
        >
          <Stack data-testid="tree-route-impact">
            <Text fz="sm">{t('tree.routeImpactBody', { count: pending.cutOff.length })}</Text>
            <List fz="sm" data-testid="tree-route-impact-states">
              {pending.cutOff.slice(0, 10).map((s) => (
                <List.Item key={s.id}>{s.name}</List.Item>
              ))}
            </List>
            {pending.cutOff.length > 10 && (
              <Text fz="sm">{t('impact.more', { count: pending.cutOff.length - 10 })}</Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setPending(null)} data-testid="tree-route-cancel">
                {t('flows.cancel')}
              </Button>
              <Button onClick={() => doRoute(pending.drop)} data-testid="tree-route-confirm">
                {t('tree.routeConfirm')}
              </Button>
            </Group>
          </Stack>
        </Modal>
      )}
      {stateCount === 0 ? (
        <EmptyState title={t('flow.empty.title')} body={t('flow.empty.body')} testId="flow-empty" />
      ) : (
        <div style={{ flex: 1, minHeight: 0 }}>
          <FlowTreeCanvas
            tree={tree.data}
            problems={lint.data ?? noProblems}
            describeProblem={describe}
            onOpenState={setOpenState}
            onMoveState={onMoveState}
            onRouteAnswer={onRouteAnswer}
            dropOff={dropOff?.byState ?? null}
            focusState={initialState ?? null}
          />
        </div>
      )}
      {openState && (
        <Suspense fallback={null}>
          <StateDrawer
            stateId={openState}
            flow={tree.data}
            onClose={() => setOpenState(null)}
            onOpenState={setOpenState}
          />
        </Suspense>
      )}
    </Stack>
  )
}

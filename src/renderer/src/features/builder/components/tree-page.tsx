import { Alert, Anchor, Badge, Button, CloseButton, Group, Stack, Text, Title } from '@mantine/core'
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

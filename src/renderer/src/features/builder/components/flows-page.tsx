import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Modal,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { flowKinds, isFlowKind, isSpecialFlowKind, type FlowKind } from '@shared/domain/builder'
import { SaveStatus } from '../../../ui/save-status'
import { useErrorMessage } from '../../../lib/errors'
import { MutationFailedError } from '../../../lib/field-errors'
import { EmptyState } from '../../../ui/empty-state'
import { IconCopy, IconDots, IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useFieldMessage } from '../failure-text'
import { useAddFlow, useCloneFlow, useDeleteFlow, useFlows, type FlowSummary } from '../api/flows'
import { useBuilderScope } from '../scope'
import { useFlowOrder } from '../saved-order'
import { useSingleFlight } from '../../../lib/single-flight'
import { DeleteImpactModal } from './delete-impact'
import { FlowNameInput } from './flow-name-input'
import { SortableHandle, SortableItem, SortableList } from './sortable-list'

export interface FlowsSearch {
  readonly q?: string
  readonly kind?: FlowKind
}

/**
 * The flows list (spec 000 §2 Builder, §9 "Flow list limit 9999"): kind, search, add, clone and delete
 * (after showing what routes into the flow). Search and kind live in the URL.
 */
export function FlowsPage({
  search,
  onSearch,
}: {
  search: FlowsSearch
  onSearch: (next: FlowsSearch) => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const flows = useFlows(scope)
  const [adding, setAdding] = useState(false)
  const [cloning, setCloning] = useState<FlowSummary | null>(null)
  const [deleting, setDeleting] = useState<FlowSummary | null>(null)
  const query = (search.q ?? '').trim().toLowerCase()
  // The user's order once they moved a flow (flows added since join at the end), saved after the spec's
  // 2,000 ms for flow order. Moving is for the whole list: a search or kind filter shows no handles.
  const { ordered, move: moveFlow, saver } = useFlowOrder(flows.data ?? [])
  const visible = useMemo(
    () =>
      ordered.filter(
        (f) => (!query || f.name.toLowerCase().includes(query)) && (!search.kind || f.kind === search.kind),
      ),
    [ordered, query, search.kind],
  )
  const sortable = !query && !search.kind && ordered.length > 1
  const flowName = (id: string) => ordered.find((f) => f.id === id)?.name ?? ''
  const kindLabel = (kind: string) => (isFlowKind(kind) ? t(`kinds.${kind}`) : kind)

  return (
    <Stack gap="md" data-testid="builder-flows">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t('flows.title')}
          </Title>
          <Text c="dimmed" fz="sm">
            {t('flows.intro')}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)} data-testid="flow-add">
          {t('flows.add')}
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md" component="section" aria-label={t('flows.search')}>
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('flows.search')}
            value={search.q ?? ''}
            onChange={(e) => onSearch({ ...search, q: e.currentTarget.value || undefined })}
            w={280}
            data-testid="flow-search"
          />
          <Select
            label={t('flows.kind')}
            placeholder={t('flows.allKinds')}
            clearable
            value={search.kind ?? null}
            data={flowKinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(value) => onSearch({ ...search, kind: isFlowKind(value) ? value : undefined })}
            w={220}
            data-testid="flow-kind-filter"
          />
          <SaveStatus
            status={saver.status}
            error={saver.error}
            onRetry={() => void saver.flush()}
            namespace="builder"
            testId="flow-order-status"
          />
          {flows.data && (
            <Text fz="sm" c="dimmed" ml="auto" aria-live="polite">
              {t('flows.count', { count: visible.length })}
            </Text>
          )}
        </Group>
      </Paper>
      {flows.isError ? (
        <ErrorState error={flows.error} onRetry={() => void flows.refetch()} namespace="builder" />
      ) : !flows.data ? (
        <LoadingSkeleton testId="flows-loading" />
      ) : flows.data.length === 0 ? (
        <EmptyState
          title={t('flows.empty.title')}
          body={t('flows.empty.body')}
          testId="flows-empty"
          docs="builder"
        />
      ) : visible.length === 0 ? (
        <EmptyState title={t('flows.noMatch.title')} body={t('flows.noMatch.body')} testId="flows-no-match" />
      ) : (
        <Paper withBorder radius="md">
          <Table highlightOnHover verticalSpacing="xs" data-testid="flows-table">
            <Table.Thead>
              <Table.Tr>
                {sortable && (
                  <Table.Th w={40}>
                    <VisuallyHidden>{t('flows.order')}</VisuallyHidden>
                  </Table.Th>
                )}
                <Table.Th>{t('flows.name')}</Table.Th>
                <Table.Th>{t('flows.kind')}</Table.Th>
                <Table.Th ta="right">{t('flows.questions')}</Table.Th>
                <Table.Th ta="right">{t('flows.states')}</Table.Th>
                <Table.Th w={60}>
                  <VisuallyHidden>{t('flows.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <SortableList ids={ordered.map((f) => f.id)} nameOf={flowName} onMove={moveFlow}>
                {visible.map((flow) => (
                  <SortableItem key={flow.id} id={flow.id}>
                    {(row) => (
                      <Table.Tr ref={row.ref} style={row.style} data-testid="flow-row">
                        {sortable && (
                          <Table.Td>
                            <SortableHandle
                              label={t('flow.drag', { name: flow.name })}
                              testId="flow-drag"
                              size={16}
                            />
                          </Table.Td>
                        )}
                        <Table.Td>
                          <Link to="/builder/$flowId" params={{ flowId: flow.id }} data-testid="flow-link">
                            {flow.name}
                          </Link>
                          {flow.isDefaultStateMachine && (
                            <Badge ml="xs" size="xs" variant="outline">
                              {t('flows.defaultFlow')}
                            </Badge>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Badge variant={flow.kind === 'DEFAULT' ? 'light' : 'filled'} color="indigo">
                            {kindLabel(flow.kind)}
                          </Badge>
                        </Table.Td>
                        <Table.Td ta="right">{flow.stateGroupCount}</Table.Td>
                        <Table.Td ta="right">{flow.stateCount}</Table.Td>
                        <Table.Td>
                          <Menu position="bottom-end">
                            <Menu.Target>
                              <ActionIcon variant="subtle" aria-label={t('flows.more', { name: flow.name })}>
                                <IconDots size={18} />
                              </ActionIcon>
                            </Menu.Target>
                            <Menu.Dropdown>
                              <Menu.Item
                                leftSection={<IconCopy size={16} />}
                                onClick={() => setCloning(flow)}
                              >
                                {t('flows.clone')}
                              </Menu.Item>
                              <Menu.Item
                                color="red"
                                leftSection={<IconTrash size={16} />}
                                disabled={flow.isDefaultStateMachine}
                                title={flow.isDefaultStateMachine ? t('flows.defaultFlowLocked') : undefined}
                                onClick={() => setDeleting(flow)}
                              >
                                {t('flows.delete')}
                              </Menu.Item>
                            </Menu.Dropdown>
                          </Menu>
                        </Table.Td>
                      </Table.Tr>
                    )}
                  </SortableItem>
                ))}
              </SortableList>
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {adding && (
        <AddFlowModal
          takenKinds={new Set((flows.data ?? []).map((f) => f.kind))}
          onClose={() => setAdding(false)}
        />
      )}
      {cloning && <CloneFlowModal flow={cloning} onClose={() => setCloning(null)} />}
      {deleting && <DeleteFlowModal flow={deleting} onClose={() => setDeleting(null)} />}
    </Stack>
  )
}

/** The message of a refused save: the field's own message, the spec's for the call, or the code's. */
function useFailure(fallback: string) {
  const errorMessage = useErrorMessage('builder')
  const fieldMessage = useFieldMessage()
  return (error: unknown): string => {
    if (error instanceof MutationFailedError) {
      const message = error.fields[0]?.messages[0]
      return message ? fieldMessage(message) : fallback
    }
    return errorMessage(error)
  }
}

export function AddFlowModal({
  takenKinds,
  onClose,
}: {
  takenKinds: ReadonlySet<string>
  onClose: () => void
}) {
  const { t } = useTranslation('builder')
  const add = useAddFlow()
  const once = useSingleFlight()
  const failure = useFailure(t('flows.failed'))
  const [name, setName] = useState('')
  const [kind, setKind] = useState<FlowKind>('DEFAULT')
  const [tried, setTried] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!name.trim()) return
    once(() => add.mutateAsync({ name, kind }).then(onClose))
  }
  return (
    <Modal opened onClose={onClose} title={t('flows.addTitle')} data-testid="flow-add-modal">
      {/* noValidate: the browser's own bubble would speak its language, not the interface's. */}
      <form noValidate onSubmit={submit}>
        <Stack>
          <FlowNameInput value={name} onChange={setName} tried={tried} testId="flow-name" />
          <Select
            label={t('flows.kind')}
            value={kind}
            allowDeselect={false}
            data={flowKinds.map((k) => ({
              value: k,
              label: t(`kinds.${k}`),
              disabled: isSpecialFlowKind(k) && takenKinds.has(k),
            }))}
            onChange={(value) => isFlowKind(value) && setKind(value)}
            data-testid="flow-kind"
          />
          {add.isError && (
            <Alert color="red" role="alert" data-testid="flow-add-error">
              {failure(add.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending} data-testid="flow-create">
              {t('flows.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function CloneFlowModal({ flow, onClose }: { flow: FlowSummary; onClose: () => void }) {
  const { t } = useTranslation('builder')
  const clone = useCloneFlow()
  const once = useSingleFlight()
  const failure = useFailure(t('flows.failed'))
  const [name, setName] = useState(() => t('flows.cloneName', { name: flow.name }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!name.trim()) return
    once(() => clone.mutateAsync({ id: flow.id, newName: name }).then(onClose))
  }
  return (
    <Modal opened onClose={onClose} title={t('flows.cloneTitle', { name: flow.name })}>
      <form noValidate onSubmit={submit}>
        <Stack>
          <FlowNameInput value={name} onChange={setName} tried testId="flow-clone-name" />
          {clone.isError && (
            <Alert color="red" role="alert">
              {failure(clone.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" loading={clone.isPending} data-testid="flow-clone-submit">
              {t('flows.cloneSubmit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** Deleting a flow shows its impact first: what routes into it and what uses it. */
function DeleteFlowModal({ flow, onClose }: { flow: FlowSummary; onClose: () => void }) {
  const { t } = useTranslation('builder')
  const remove = useDeleteFlow()
  return (
    <DeleteImpactModal
      kind="FLOW"
      id={flow.id}
      title={t('flows.deleteTitle', { name: flow.name })}
      body={t('flows.deleteBody', { count: flow.stateCount })}
      confirmLabel={t('flows.deleteConfirm')}
      testId="flow-delete"
      onClose={onClose}
      onDelete={() => remove.mutateAsync(flow.id)}
      mutation={remove}
    />
  )
}

import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  Paper,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ValidatorSystemTest } from '@shared/domain/validator'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { EmptyState } from '../../../ui/empty-state'
import { IconPencil, IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useDeleteTest,
  useLatestRun,
  useRefreshTests,
  useRunTests,
  useSystemTests,
  useValidatorTests,
  type ValidatorRunSummaryData,
  type ValidatorTestData,
} from '../api/validator'
import { TestEditor } from './test-editor'
import { useSingleFlight } from '../../../lib/single-flight'
import { useValidatorScope } from '../scope'

/** How long "finished" shows before the results open (spec 000 §4: in progress, finished, results). */
export const finishedPauseMs = 1_200

/**
 * The validator's tests (spec 000 §2 'validator (tests, results)'): the chatbot's test conversations with
 * their last result, the system tests, a run of all or of one test with its progress, and then its
 * results. Tests are made here or from a Try-it chat in one click.
 */
export function ValidatorPage({ onOpenRun }: { onOpenRun: (runId: string) => void }) {
  const scope = useValidatorScope()
  if (!scope) return null
  return <TestsScreen key={scope.chatbotId} chatbotId={scope.chatbotId} onOpenRun={onOpenRun} />
}

function TestsScreen({ chatbotId, onOpenRun }: { chatbotId: string; onOpenRun: (runId: string) => void }) {
  const { t, i18n } = useTranslation('validator')
  const ability = useAppAbility()
  const mayChange = ability.can('update', 'ValidatorTest')
  const mayReadResults = ability.can('read', 'ValidatorResults')
  const tests = useValidatorTests(chatbotId)
  const systemTests = useSystemTests(chatbotId)
  const latest = useLatestRun(chatbotId)
  const run = useRunTests(chatbotId)
  const refreshTests = useRefreshTests(chatbotId)
  const errorMessage = useErrorMessage('validator')
  const [editing, setEditing] = useState<ValidatorTestData | 'new' | null>(null)
  const [deleting, setDeleting] = useState<ValidatorTestData | null>(null)
  const [runError, setRunError] = useState<string | null>(null)
  // The run this screen saw in progress: once it finishes, its results open.
  const [watching, setWatching] = useState<string | null>(null)
  const starting = useRef(false)
  const latestRun = latest.data ?? null

  // A run seen in progress (started here or before the screen opened) is followed to its results.
  if (latestRun?.status === 'IN_PROGRESS' && watching !== latestRun.id) setWatching(latestRun.id)
  useEffect(() => {
    if (!latestRun || latestRun.status !== 'FINISHED' || watching !== latestRun.id) return
    void refreshTests()
    const timer = setTimeout(() => onOpenRun(latestRun.id), finishedPauseMs)
    return () => clearTimeout(timer)
  }, [latestRun, watching, onOpenRun, refreshTests])

  const inProgress = latestRun?.status === 'IN_PROGRESS'

  const start = async (testId: string | null) => {
    if (starting.current || inProgress) return
    starting.current = true
    setRunError(null)
    try {
      const started = await run.mutateAsync(testId)
      setWatching(started.id)
    } catch (error) {
      setRunError(errorMessage(error))
    } finally {
      starting.current = false
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1} fz="h2">
            {t('title')}
          </Title>
          <Text c="dimmed" maw={760}>
            {t('intro')}
          </Text>
        </div>
        {mayChange && (
          <Group gap="xs">
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              onClick={() => setEditing('new')}
              data-testid="new-test"
            >
              {t('actions.newTest')}
            </Button>
            <Button
              onClick={() => void start(null)}
              loading={run.isPending}
              disabled={inProgress}
              data-testid="run-all"
            >
              {t('actions.runAll')}
            </Button>
          </Group>
        )}
      </Group>

      {runError && (
        <Alert color="red" role="alert">
          {runError}
        </Alert>
      )}
      {latestRun && (watching === latestRun.id || inProgress) && <RunProgress run={latestRun} />}
      {latestRun && latestRun.status === 'FINISHED' && watching !== latestRun.id && mayReadResults && (
        <Text fz="sm" data-testid="last-run">
          {t('lastRun', {
            date: new Date(latestRun.startedAt).toLocaleString(i18n.language),
            passed: latestRun.passed,
            failed: latestRun.failed,
          })}{' '}
          <Anchor
            component="button"
            fz="sm"
            onClick={() => onOpenRun(latestRun.id)}
            data-testid="open-last-run"
          >
            {t('actions.viewResults')}
          </Anchor>
        </Text>
      )}

      {tests.isPending ? (
        <LoadingSkeleton rows={5} />
      ) : tests.isError ? (
        <ErrorState error={tests.error} namespace="validator" onRetry={() => void tests.refetch()} />
      ) : tests.data.length === 0 ? (
        <EmptyState
          testId="tests-empty"
          docs="validator"
          title={t('empty.title')}
          body={t('empty.body')}
          action={
            mayChange ? (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
                {t('actions.newTest')}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm" highlightOnHover data-testid="test-list">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('table.name')}</Table.Th>
                  <Table.Th>{t('table.language')}</Table.Th>
                  <Table.Th>{t('table.steps')}</Table.Th>
                  <Table.Th>{t('table.lastResult')}</Table.Th>
                  {mayChange && <Table.Th aria-label={t('table.actions')} />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {tests.data.map((test) => (
                  <Table.Tr key={test.id} data-testid="test-row" data-test-name={test.name}>
                    <Table.Td>
                      <Text fw={500} style={{ overflowWrap: 'anywhere' }}>
                        {test.name}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`languages.${test.languageTag as 'nl-NL'}`)}</Table.Td>
                    <Table.Td>{test.steps.length}</Table.Td>
                    <Table.Td>
                      <ResultBadge result={test.lastResult} />
                    </Table.Td>
                    {mayChange && (
                      <Table.Td>
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            disabled={inProgress}
                            onClick={() => void start(test.id)}
                            data-testid="run-test"
                          >
                            {t('actions.run')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            leftSection={<IconPencil size={14} />}
                            onClick={() => setEditing(test)}
                            data-testid="edit-test"
                          >
                            {t('actions.edit')}
                          </Button>
                          <Button
                            size="xs"
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={14} />}
                            onClick={() => setDeleting(test)}
                            data-testid="delete-test"
                          >
                            {t('actions.delete')}
                          </Button>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}

      <Paper withBorder radius="md" p="md" data-testid="system-tests">
        <Title order={2} fz="h4">
          {t('system.title')}
        </Title>
        <Text fz="sm" c="dimmed" mb="xs">
          {t('system.help')}
        </Text>
        {systemTests.isError ? (
          <ErrorState error={systemTests.error} namespace="validator" title={null} />
        ) : (
          <Stack gap={4} component="ul" m={0} pl="md">
            {(systemTests.data ?? []).map((s) => (
              <Text component="li" fz="sm" key={s.key}>
                {t(`system.names.${s.key as ValidatorSystemTest}`, { defaultValue: s.name })}
              </Text>
            ))}
          </Stack>
        )}
      </Paper>

      {editing !== null && (
        <TestEditor
          chatbotId={chatbotId}
          test={editing === 'new' ? null : editing}
          opened
          onClose={() => setEditing(null)}
        />
      )}
      <DeleteTest chatbotId={chatbotId} test={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  )
}

function ResultBadge({ result }: { result: ValidatorTestData['lastResult'] }) {
  const { t } = useTranslation('validator')
  if (!result)
    return (
      <Badge variant="outline" color="gray.7">
        {t('result.notRun')}
      </Badge>
    )
  return result.passed ? (
    <Badge color="teal.9" variant="filled" data-testid="result-badge" data-passed="true">
      {t('result.passed')}
    </Badge>
  ) : (
    <Badge color="red.9" variant="filled" data-testid="result-badge" data-passed="false">
      {result.failedStep === null
        ? t('result.failed')
        : result.failedStep === 0
          ? t('result.failedAtStart')
          : t('result.failedAt', { number: result.failedStep })}
    </Badge>
  )
}

function RunProgress({ run }: { run: ValidatorRunSummaryData }) {
  const { t } = useTranslation('validator')
  const finished = run.status === 'FINISHED'
  return (
    <Paper withBorder radius="md" p="md" data-testid="run-progress" data-status={run.status}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{finished ? t('run.finished') : t('run.inProgress')}</Text>
          <Text fz="sm" c="dimmed">
            {finished
              ? t('run.summary', { passed: run.passed, failed: run.failed })
              : t('run.progress', { done: run.done, total: run.total })}
          </Text>
        </Group>
        <Progress
          value={run.total === 0 ? 100 : (run.done / run.total) * 100}
          animated={!finished}
          color={finished ? (run.failed > 0 ? 'red' : 'teal') : undefined}
          aria-label={t('run.progress', { done: run.done, total: run.total })}
        />
      </Stack>
    </Paper>
  )
}

function DeleteTest({
  chatbotId,
  test,
  onClose,
}: {
  chatbotId: string
  test: ValidatorTestData | null
  onClose: () => void
}) {
  const { t } = useTranslation(['validator', 'common'])
  const remove = useDeleteTest(chatbotId)
  const errorMessage = useErrorMessage('validator')
  const [error, setError] = useState<string | null>(null)
  const once = useSingleFlight()
  const confirm = () => {
    if (!test) return
    setError(null)
    once(async () => {
      try {
        await remove.mutateAsync(test.id)
        onClose()
      } catch (failure) {
        setError(errorMessage(failure))
      }
    })
  }
  return (
    <Modal
      opened={test !== null}
      onClose={onClose}
      title={t('delete.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack gap="md">
        <Text>{t('delete.body', { name: test?.name ?? '' })}</Text>
        {error && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => void confirm()}
            data-testid="confirm-delete"
          >
            {t('actions.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

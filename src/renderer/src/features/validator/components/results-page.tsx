import { Anchor, Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ValidatorMismatchField, ValidatorOutcome, ValidatorSystemTest } from '@shared/domain/validator'
import { IconArrowLeft } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useValidatorRun, type ValidatorResultData } from '../api/validator'
import { useValidatorScope } from '../scope'

/**
 * A run's results (spec 000 §2 'validator (… results)', §4 'Validator test run'): how many passed and
 * failed, then each test: passed, or failed with the step where the conversation diverged and, per
 * difference, what was expected and what the bot did. Failed tests first.
 */
export function ResultsPage({ runId, onBack }: { runId: string; onBack: () => void }) {
  const scope = useValidatorScope()
  if (!scope) return null
  return <RunResults key={scope.chatbotId} chatbotId={scope.chatbotId} runId={runId} onBack={onBack} />
}

function RunResults({ chatbotId, runId, onBack }: { chatbotId: string; runId: string; onBack: () => void }) {
  const { t, i18n } = useTranslation('validator')
  const run = useValidatorRun(chatbotId, runId)
  return (
    <Stack gap="md">
      <Anchor component="button" onClick={onBack} fz="sm" w="fit-content" data-testid="back-to-tests">
        <Group gap={4}>
          <IconArrowLeft size={14} />
          {t('results.back')}
        </Group>
      </Anchor>
      <Title order={1} fz="h2">
        {t('results.title')}
      </Title>
      {run.isPending ? (
        <LoadingSkeleton rows={6} />
      ) : run.isError ? (
        <ErrorState error={run.error} namespace="validator" onRetry={() => void run.refetch()} />
      ) : (
        <>
          <Group gap="sm" data-testid="results-summary">
            <Text c="dimmed" fz="sm">
              {t('results.started', { date: new Date(run.data.startedAt).toLocaleString(i18n.language) })}
            </Text>
            <Badge color="teal.9" variant="filled">
              {t('results.passedCount', { passed: run.data.passed })}
            </Badge>
            <Badge color={run.data.failed > 0 ? 'red.9' : 'gray.7'} variant="filled">
              {t('results.failedCount', { failed: run.data.failed })}
            </Badge>
          </Group>
          {run.data.status === 'IN_PROGRESS' && (
            <Stack gap={4}>
              <Text fz="sm">{t('run.progress', { done: run.data.done, total: run.data.total })}</Text>
              <Progress value={(run.data.done / Math.max(run.data.total, 1)) * 100} animated />
            </Stack>
          )}
          {[...run.data.results]
            .sort((a, b) => Number(a.passed) - Number(b.passed))
            .map((result, i) => (
              <ResultCard key={`${result.testId ?? result.systemTest}-${i}`} result={result} />
            ))}
        </>
      )}
    </Stack>
  )
}

function ResultCard({ result }: { result: ValidatorResultData }) {
  const { t } = useTranslation('validator')
  const name = result.systemTest
    ? t(`system.names.${result.systemTest as ValidatorSystemTest}`, { defaultValue: result.name })
    : result.name
  const outcome = (value: string | null) =>
    value ? t(`outcomes.${value as ValidatorOutcome}`, { defaultValue: value }) : t('results.nothing')
  const shown = (field: ValidatorMismatchField, value: string | null) =>
    field === 'OUTCOME' ? outcome(value) : (value ?? t('results.nothing'))
  // The reply schema checked the field against validatorMismatchFields.
  const mismatches = result.mismatches.map((m) => ({ ...m, field: m.field as ValidatorMismatchField }))
  const routes = mismatches.filter((m) => m.field === 'ROUTE')
  const steps = mismatches.filter((m) => m.field !== 'ROUTE')
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="result-card"
      data-passed={String(result.passed)}
      data-test-name={name}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <div>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {result.systemTest && (
              <Text fz="xs" c="dimmed">
                {t('results.systemTest')}
              </Text>
            )}
          </div>
          <Badge color={result.passed ? 'teal.9' : 'red.9'} variant="filled" style={{ flexShrink: 0 }}>
            {result.passed ? t('result.passed') : t('result.failed')}
          </Badge>
        </Group>
        {!result.passed && result.failedStep !== null && (
          <Text fz="sm" data-testid="diverged-at">
            {result.failedStep === 0
              ? t('results.divergedAtStart')
              : t('results.divergedAt', { number: result.failedStep, input: result.failedInput ?? '' })}
          </Text>
        )}
        {steps.length > 0 && (
          <Table.ScrollContainer minWidth={480}>
            <Table withTableBorder data-testid="mismatches">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('results.field')}</Table.Th>
                  <Table.Th>{t('results.expected')}</Table.Th>
                  <Table.Th>{t('results.actual')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {steps.map((m, i) => (
                  <Table.Tr key={i} data-field={m.field}>
                    <Table.Td>{t(`fields.${m.field}`)}</Table.Td>
                    <Table.Td>
                      {m.field === 'REPLY'
                        ? t('results.aReply')
                        : m.field === 'ERROR'
                          ? ''
                          : shown(m.field, m.expected)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>
                      {m.field === 'REPLY' ? t('results.noReply') : shown(m.field, m.actual)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {routes.length > 0 && (
          <Stack gap={2}>
            <Text fz="sm">{t('results.brokenRoutes')}</Text>
            <Stack component="ul" gap={2} m={0} pl="md">
              {routes.map((m, i) => (
                <Text component="li" fz="sm" key={i}>
                  {m.expected}
                </Text>
              ))}
            </Stack>
          </Stack>
        )}
      </Stack>
    </Paper>
  )
}

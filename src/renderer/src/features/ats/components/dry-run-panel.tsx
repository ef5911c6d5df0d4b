import { Alert, Group, List, Paper, Select, Stack, Table, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showDateTime } from '../../../lib/dates'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useAtsDryRun,
  useDryRunConversations,
  type DryRunConversationData,
  type DryRunData,
  type DryRunProblem,
} from '../api/dry-run'
import { readableName } from '../forms/mapping-form'

/**
 * The mapping dry run: pick a conversation the chatbot had (Try it, the widget preview, a simulated
 * candidate) and see, field by field, what every mapping of its flows would write to the ATS after
 * modifiers, prepend, separator and append, and which required ATS fields nothing fills. Nothing is sent.
 */
export function DryRunPanel({ chatbotId }: { chatbotId: string }) {
  const { t, i18n } = useTranslation('ats')
  const conversations = useDryRunConversations(chatbotId)
  const [picked, setPicked] = useState<string | null>(null)
  const list = conversations.data ?? []
  const chosen = picked ?? list[0]?.id ?? null
  const dryRun = useAtsDryRun(chatbotId, chosen)
  const label = (c: DryRunConversationData) =>
    [
      t(`dryRun.sources.${c.source === 'SIMULATOR' ? 'SIMULATOR' : 'TRY_IT'}`),
      showDateTime(new Date(c.updatedAt).toISOString(), i18n.language),
      t('dryRun.answers', { count: c.answerCount }),
      c.flowNames.join(' › '),
    ]
      .filter(Boolean)
      .join(' · ')

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ats-dry-run-title">
      <Stack gap="sm" data-testid="ats-dry-run">
        <Title order={2} fz="h4" id="ats-dry-run-title">
          {t('dryRun.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('dryRun.intro')}
        </Text>
        {conversations.isPending ? (
          <LoadingSkeleton />
        ) : conversations.isError ? (
          <ErrorState
            error={conversations.error}
            onRetry={() => void conversations.refetch()}
            namespace="ats"
          />
        ) : list.length === 0 ? (
          <EmptyState
            title={t('dryRun.emptyTitle')}
            body={t('dryRun.emptyBody')}
            testId="ats-dry-run-empty"
          />
        ) : (
          <>
            <Select
              label={t('dryRun.conversation')}
              data={list.map((c) => ({ value: c.id, label: label(c) }))}
              value={chosen}
              onChange={(next) => next && setPicked(next)}
              allowDeselect={false}
              maw={640}
              data-testid="ats-dry-run-conversation"
            />
            {dryRun.isPending ? (
              <LoadingSkeleton />
            ) : dryRun.isError ? (
              <ErrorState error={dryRun.error} onRetry={() => void dryRun.refetch()} namespace="ats" />
            ) : dryRun.data ? (
              <DryRunResult result={dryRun.data} />
            ) : (
              <Text fz="sm" c="dimmed">
                {t('dryRun.gone')}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Paper>
  )
}

function DryRunResult({ result }: { result: DryRunData }) {
  const { t, i18n } = useTranslation('ats')
  const name = (names: DryRunData['rows'][number]['humanReadableNames'], path: string) =>
    readableName(names, i18n.language, path)
  return (
    <Stack gap="sm">
      {result.missingRequired.length > 0 ? (
        <Alert color="orange" variant="light" data-testid="ats-dry-run-missing">
          <Text fz="sm" fw={700}>
            {t('dryRun.missingTitle')}
          </Text>
          <List size="sm">
            {result.missingRequired.map((f) => (
              <List.Item key={f.path}>
                {name(f.humanReadableNames, f.path)}{' '}
                <Text span fz="xs" ff="monospace">
                  ({f.path})
                </Text>
              </List.Item>
            ))}
          </List>
        </Alert>
      ) : (
        <Alert color="green" variant="light" data-testid="ats-dry-run-complete">
          {t('dryRun.allRequired')}
        </Alert>
      )}
      {result.rows.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t('dryRun.noRows')}
        </Text>
      ) : (
        <Table striped verticalSpacing="xs" data-testid="ats-dry-run-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.field')}</Table.Th>
              <Table.Th>{t('dryRun.from')}</Table.Th>
              <Table.Th>{t('dryRun.writes')}</Table.Th>
              <Table.Th>{t('dryRun.outcome')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {result.rows.map((row) => (
              <Table.Tr key={row.mappingId} data-testid={`ats-dry-run-row-${row.atsFieldPath}`}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {name(row.humanReadableNames, row.atsFieldPath)}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {row.atsFieldPath}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">
                    {row.scalarName ? `{${row.scalarName}}` : t(`types.${row.type as 'FIXED_VALUE'}`)}
                  </Text>
                  {row.source !== null && (
                    <Text fz="xs" c="dimmed">
                      {row.source}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" ff="monospace" data-testid="ats-dry-run-written">
                    {row.written || '—'}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {row.problem ? (
                    <Text
                      fz="sm"
                      fw={600}
                      c={row.problem === 'noAnswer' ? 'dimmed' : 'var(--mantine-color-error)'}
                      data-testid="ats-dry-run-outcome"
                    >
                      {t(`dryRun.problems.${row.problem as DryRunProblem}`)}
                    </Text>
                  ) : (
                    <Text fz="sm" fw={600} data-testid="ats-dry-run-outcome">
                      ✓ {t('dryRun.written')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group gap={4}>
        <Text fz="xs" c="dimmed">
          {t('dryRun.flows')}: {result.flowNames.join(' › ') || '—'}
        </Text>
      </Group>
    </Stack>
  )
}

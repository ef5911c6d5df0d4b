import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import {
  conditionTakesValue,
  conditionsForDataType,
  queryKinds,
  statementProblem,
  statementWithField,
  type QueryKind,
  type StatementDraft,
} from '@shared/domain/automations-queries'
import { IconFlask, IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useAutomatchQueries,
  useSaveQuery,
  useTestMatch,
  useTestSearch,
  type AtsField,
  type AtsRecord,
  type AutomatchQuery,
  type QueryTestResult,
  type StatementInput,
} from '../api/queries'
import { planQuerySave, type QuerySavePlan } from '../query-save-plan'
import { useNotify } from './format'
import { useAutomationMessage } from './setup-messages'

/**
 * The automatch query editors (spec 000 §3 'Query and query statement', §5 'Queries'): the draft
 * configuration's search, match and facets queries as statements ANDed in order. A statement's conditions
 * are those of its field's data type; choosing a field of another type resets condition and value. Match
 * and facets statements may compare with a field of the searched record. testSearch and testMatch run on
 * the statements as edited; Save writes each changed query in one request (the draft becomes newer: publish
 * to use it): one statement added, changed or removed with its own call, more with updateQuery.
 */
export function AutomatchQueries({
  chatbotId,
  campaignId,
  mayEdit,
}: {
  chatbotId: string
  campaignId: string
  mayEdit: boolean
}) {
  const { t } = useTranslation('automations')
  const queries = useAutomatchQueries(chatbotId, campaignId)
  if (queries.isPending) return <LoadingSkeleton rows={4} />
  if (queries.isError)
    return <ErrorState error={queries.error} onRetry={() => void queries.refetch()} namespace="automations" />
  const draft = queries.data.campaign.draftAutomatch
  if (!draft) return null
  return (
    <Paper withBorder p="md" radius="md" data-testid="automatch-queries">
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} fz="h4">
            {t('setup.queries.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('setup.queries.subtitle')}
          </Text>
        </Stack>
        {/* Keyed by the saved queries: after a save the editor starts from what the server holds. */}
        <QueryEditors
          key={[draft.searchQuery, draft.matchQuery, draft.facetsQuery].map(queryKey).join('|')}
          chatbotId={chatbotId}
          automatchId={draft.id}
          saved={{ search: draft.searchQuery, match: draft.matchQuery, facets: draft.facetsQuery }}
          fields={queries.data.allAtsFieldMappings}
          conditions={queries.data.getAllQueryConditions}
          mayEdit={mayEdit}
        />
      </Stack>
    </Paper>
  )
}

const queryKey = (q: AutomatchQuery) => `${q.id}:${q.queryStatements.map((s) => s.id).join(',')}`

type Condition = { id: string; name: string; description: string; allowedDataTypes: string[]; value: string }

interface EditedStatement extends StatementDraft {
  /** The saved statement's id; null for a new one. */
  readonly id: string | null
  /** A key for React that stays while the statement is edited. */
  readonly key: string
}

const fromSaved = (query: AutomatchQuery): EditedStatement[] =>
  query.queryStatements.map((s) => ({
    id: s.id,
    key: s.id,
    atsFieldMapping: s.atsFieldMapping,
    conditionId: s.condition?.id ?? null,
    negate: s.negate,
    value: s.value,
    scalarName: s.scalarName,
  }))

const toInput = (s: EditedStatement): StatementInput => ({
  id: s.id,
  atsFieldMapping: s.atsFieldMapping ?? '',
  conditionId: s.conditionId ?? '',
  negate: s.negate,
  value: s.value,
  scalarName: s.scalarName,
})

type Edited = Record<QueryKind, EditedStatement[]>

function QueryEditors({
  chatbotId,
  automatchId,
  saved,
  fields,
  conditions,
  mayEdit,
}: {
  chatbotId: string
  automatchId: string
  saved: Record<QueryKind, AutomatchQuery>
  fields: readonly AtsField[]
  conditions: readonly Condition[]
  mayEdit: boolean
}) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const message = useAutomationMessage()
  const [kind, setKind] = useState<QueryKind>('search')
  const [edited, setEdited] = useState<Edited>(() => ({
    search: fromSaved(saved.search),
    match: fromSaved(saved.match),
    facets: fromSaved(saved.facets),
  }))
  const nextKey = useRef(0)
  const save = useSaveQuery(chatbotId)
  const testSearch = useTestSearch()
  const testMatch = useTestMatch()
  const [recordId, setRecordId] = useState<string | null>(null)

  const fieldsOf = (k: QueryKind) => fields.filter((f) => f.entityType === saved[k].baseAtsEntityType)
  const problems = useMemo(() => {
    const of = (k: QueryKind) =>
      edited[k].map((s) => {
        const input = toInput(s)
        return statementProblem(
          input,
          fields.filter((f) => f.entityType === saved[k].baseAtsEntityType),
          conditions,
          k === 'search' ? [] : fields.filter((f) => f.entityType === saved.search.baseAtsEntityType),
        )
      })
    return { search: of('search'), match: of('match'), facets: of('facets') }
  }, [edited, fields, conditions, saved])
  const valid = (k: QueryKind) => problems[k].every((p) => p === null)
  const plans = Object.fromEntries(
    queryKinds.map((k) => [k, planQuerySave(fromSaved(saved[k]).map(toInput), edited[k].map(toInput))]),
  ) as Record<QueryKind, QuerySavePlan>
  const changed = queryKinds.filter((k) => plans[k].call !== 'none')

  const update = (k: QueryKind, index: number, next: EditedStatement) =>
    setEdited((all) => ({ ...all, [k]: all[k].map((s, i) => (i === index ? next : s)) }))
  const add = (k: QueryKind) => {
    nextKey.current += 1
    const key = `new-${nextKey.current}`
    setEdited((all) => ({
      ...all,
      [k]: [
        ...all[k],
        {
          id: null,
          key,
          atsFieldMapping: null,
          conditionId: null,
          negate: false,
          value: '',
          scalarName: null,
        },
      ],
    }))
  }
  const remove = (k: QueryKind, index: number) =>
    setEdited((all) => ({ ...all, [k]: all[k].filter((_, i) => i !== index) }))

  const saving = useRef(false)
  const onSave = async () => {
    // A double click saves once.
    if (saving.current || changed.length === 0) return
    saving.current = true
    try {
      for (const k of changed) await save.mutateAsync({ id: saved[k].id, plan: plans[k] })
      notify.done(t('setup.queries.saved'))
    } catch (error) {
      notify.failed(
        message((error as { errorMessage?: string }).errorMessage) ?? t('messages.updateCampaignFailed'),
      )
    } finally {
      saving.current = false
    }
  }

  const searchResult = testSearch.data
  const runSearch = () =>
    testSearch.mutate(
      { automatchId, search: edited.search.map(toInput) },
      {
        onSuccess: (result) => {
          if (!result.records.some((r) => r.id === recordId)) setRecordId(result.records[0]?.id ?? null)
        },
      },
    )
  const runMatch = () => {
    if (!recordId) return
    testMatch.mutate({
      automatchId,
      recordId,
      statements: { match: edited.match.map(toInput), facets: edited.facets.map(toInput) },
    })
  }

  return (
    <Stack gap="sm">
      <Tabs value={kind} onChange={(value) => value && setKind(value as QueryKind)}>
        <Tabs.List>
          {queryKinds.map((k) => (
            <Tabs.Tab key={k} value={k} data-testid={`automatch-query-tab-${k}`}>
              <Group gap={6} wrap="nowrap">
                {t(`setup.queries.kinds.${k}`)}
                <Badge size="xs" variant="light" color="gray">
                  {edited[k].length}
                </Badge>
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Text size="sm" c="dimmed">
        {t(`setup.queries.explain.${kind}`, {
          entity: t(`setup.queries.entities.${saved[kind].baseAtsEntityType as 'vacancy'}`),
          searched: t(`setup.queries.entities.${saved.search.baseAtsEntityType as 'vacancy'}`),
        })}
      </Text>
      <Stack gap={6} data-testid={`automatch-query-${kind}`}>
        {edited[kind].length === 0 && (
          <Text size="sm" c="dimmed" fs="italic">
            {kind === 'search' ? t('setup.queries.emptySearch') : t('setup.queries.empty')}
          </Text>
        )}
        {edited[kind].map((statement, index) => (
          <StatementRow
            key={statement.key}
            first={index === 0}
            statement={statement}
            fields={fieldsOf(kind)}
            scalarFields={kind === 'search' ? [] : fieldsOf('search')}
            conditions={conditions}
            problem={problems[kind][index] ?? null}
            mayEdit={mayEdit}
            onChange={(next) => update(kind, index, next)}
            onRemove={() => remove(kind, index)}
          />
        ))}
      </Stack>
      <Group justify="space-between">
        {mayEdit ? (
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => add(kind)}
            data-testid="automatch-statement-add"
          >
            {t('setup.queries.add')}
          </Button>
        ) : (
          <span />
        )}
        <Group gap="sm">
          {kind === 'search' ? (
            <Button
              variant="default"
              leftSection={<IconFlask size={16} />}
              loading={testSearch.isPending}
              disabled={!valid('search')}
              onClick={runSearch}
              data-testid="automatch-test-search"
            >
              {t('setup.queries.testSearch')}
            </Button>
          ) : (
            <>
              <Select
                aria-label={t('setup.queries.searchedRecord')}
                placeholder={
                  searchResult ? t('setup.queries.chooseRecord') : t('setup.queries.testSearchFirst')
                }
                data={(searchResult?.records ?? []).map((r) => ({ value: r.id, label: r.title }))}
                value={recordId}
                onChange={setRecordId}
                disabled={!searchResult}
                w={260}
                data-testid="automatch-match-record"
              />
              {!searchResult && (
                <Button variant="default" loading={testSearch.isPending} onClick={runSearch}>
                  {t('setup.queries.testSearch')}
                </Button>
              )}
              <Button
                variant="default"
                leftSection={<IconFlask size={16} />}
                loading={testMatch.isPending}
                disabled={!recordId || !valid('match') || !valid('facets')}
                onClick={runMatch}
                data-testid="automatch-test-match"
              >
                {t('setup.queries.testMatch')}
              </Button>
            </>
          )}
          {mayEdit && (
            <Button
              onClick={() => void onSave()}
              loading={save.isPending}
              disabled={changed.length === 0 || !queryKinds.every(valid)}
              data-testid="automatch-queries-save"
            >
              {t('setup.queries.save')}
            </Button>
          )}
        </Group>
      </Group>
      {changed.length > 0 && (
        <Text size="xs" c="dimmed" data-testid="automatch-queries-unsaved">
          {t('setup.queries.unsaved', {
            queries: changed.map((k) => t(`setup.queries.kinds.${k}`)).join(', '),
          })}
        </Text>
      )}
      {kind === 'search' ? (
        <TestResult
          result={testSearch.data}
          error={testSearch.error}
          fields={fieldsOf('search')}
          testId="automatch-search-results"
        />
      ) : (
        <TestResult
          result={testMatch.data}
          error={testMatch.error}
          fields={fieldsOf('match')}
          testId="automatch-match-results"
        />
      )}
    </Stack>
  )
}

function StatementRow({
  first,
  statement,
  fields,
  scalarFields,
  conditions,
  problem,
  mayEdit,
  onChange,
  onRemove,
}: {
  first: boolean
  statement: EditedStatement
  fields: readonly AtsField[]
  scalarFields: readonly AtsField[]
  conditions: readonly Condition[]
  problem: string | null
  mayEdit: boolean
  onChange: (next: EditedStatement) => void
  onRemove: () => void
}) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  const field = fields.find((f) => f.name === statement.atsFieldMapping)
  const offered = conditionsForDataType(conditions, field?.dataType)
  const condition = offered.find((c) => c.id === statement.conditionId)
  const takesValue = !condition || conditionTakesValue(condition)
  const fromRecord = statement.scalarName !== null
  // Only show a problem once the statement has something in it (a fresh row is not an error yet).
  const touched = statement.atsFieldMapping !== null
  return (
    <Stack gap={2} data-testid="automatch-statement">
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <Text size="xs" fw={600} c="dimmed" w={36} mt={8} ta="right">
          {first ? t('setup.queries.where') : t('setup.queries.and')}
        </Text>
        <Select
          aria-label={t('setup.queries.field')}
          placeholder={t('setup.queries.field')}
          data={fields.map((f) => ({ value: f.name, label: f.humanReadableName }))}
          value={statement.atsFieldMapping}
          onChange={(value) => onChange({ ...statement, ...statementWithField(statement, value, fields) })}
          searchable
          disabled={!mayEdit}
          w={190}
          data-testid="automatch-statement-field"
        />
        <Checkbox
          label={t('setup.queries.not')}
          checked={statement.negate}
          onChange={(e) => onChange({ ...statement, negate: e.currentTarget.checked })}
          disabled={!mayEdit}
          mt={8}
        />
        <Select
          aria-label={t('setup.queries.condition')}
          placeholder={field ? t('setup.queries.condition') : t('setup.queries.fieldFirst')}
          data={offered.map((c) => ({
            value: c.id,
            label: t(`setup.queries.conditions.${c.name as 'equals'}`),
          }))}
          value={condition?.id ?? null}
          onChange={(value) => onChange({ ...statement, conditionId: value })}
          disabled={!mayEdit || !field}
          w={190}
          data-testid="automatch-statement-condition"
        />
        {takesValue && scalarFields.length > 0 && (
          <SegmentedControl
            size="xs"
            mt={4}
            aria-label={t('setup.queries.compareWith')}
            data={[
              { value: 'value', label: t('setup.queries.fixedValue') },
              { value: 'record', label: t('setup.queries.recordValue') },
            ]}
            value={fromRecord ? 'record' : 'value'}
            onChange={(value) =>
              onChange({ ...statement, value: '', scalarName: value === 'record' ? '' : null })
            }
            disabled={!mayEdit}
          />
        )}
        {takesValue &&
          (fromRecord ? (
            <Select
              aria-label={t('setup.queries.recordField')}
              placeholder={t('setup.queries.recordField')}
              data={scalarFields.map((f) => ({ value: f.name, label: f.humanReadableName }))}
              value={statement.scalarName || null}
              onChange={(value) => onChange({ ...statement, scalarName: value ?? '' })}
              disabled={!mayEdit}
              style={{ flex: 1 }}
            />
          ) : (
            <ValueInput
              field={field}
              condition={condition}
              value={statement.value}
              disabled={!mayEdit}
              onChange={(value) => onChange({ ...statement, value })}
            />
          ))}
        {mayEdit && (
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={t('setup.queries.remove')}
            onClick={onRemove}
            data-testid="automatch-statement-remove"
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
      {touched && problem && (
        <Text size="xs" c="red.9" pl={44} role="alert" data-testid="automatch-statement-problem">
          {message(problem)}
        </Text>
      )}
      {condition && (
        <Text size="xs" c="dimmed" pl={44}>
          {t(`setup.queries.conditionHelp.${condition.name as 'equals'}`)}
        </Text>
      )}
    </Stack>
  )
}

function ValueInput({
  field,
  condition,
  value,
  disabled,
  onChange,
}: {
  field: AtsField | undefined
  condition: Condition | undefined
  value: string
  disabled: boolean
  onChange: (value: string) => void
}) {
  const { t } = useTranslation('automations')
  const type = field?.dataType.toLowerCase()
  const common = {
    'aria-label': t('setup.queries.value'),
    disabled: disabled || !condition,
    style: { flex: 1 },
    'data-testid': 'automatch-statement-value',
  }
  if (type === 'boolean')
    return (
      <Select
        {...common}
        placeholder={t('setup.queries.value')}
        data={[
          { value: 'true', label: t('setup.queries.yes') },
          { value: 'false', label: t('setup.queries.no') },
        ]}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    )
  if (type === 'choice' && condition?.value === 'exact')
    return (
      <Select
        {...common}
        placeholder={t('setup.queries.value')}
        data={field?.choices ?? []}
        value={value || null}
        onChange={(next) => onChange(next ?? '')}
      />
    )
  const placeholder =
    condition?.value === 'within_days'
      ? t('setup.queries.placeholders.days')
      : condition?.value === 'in'
        ? t('setup.queries.placeholders.list')
        : type === 'date'
          ? t('setup.queries.placeholders.date')
          : t('setup.queries.value')
  return (
    <TextInput
      {...common}
      placeholder={placeholder}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
    />
  )
}

const recordValuesSchema = v.record(v.string(), v.unknown())

function TestResult({
  result,
  error,
  fields,
  testId,
}: {
  result: QueryTestResult | undefined
  error: unknown
  fields: readonly AtsField[]
  testId: string
}) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  if (error)
    return <ErrorState error={error} namespace="automations" title={t('setup.messages.testSearchFailed')} />
  if (!result) return null
  if (!result.ok)
    return (
      <Alert color="red" variant="light" role="alert">
        {message(result.errors[0]?.messages[0]) ?? result.errorMessage}
      </Alert>
    )
  // The record's title already names it (a vacancy's title, a candidate's first name).
  const shown = fields.filter((f) => f.name !== 'title' && f.name !== 'first_name').slice(0, 4)
  const format = (record: AtsRecord, name: string) => {
    const value = v.is(recordValuesSchema, record.values) ? record.values[name] : undefined
    if (value === true) return t('setup.queries.yes')
    if (value === false) return t('setup.queries.no')
    return value === null || value === undefined ? '' : String(value)
  }
  return (
    <Stack gap={4} data-testid={testId}>
      <Text size="sm" fw={500} data-testid={`${testId}-total`}>
        {t('setup.queries.found', { count: result.total })}
        {result.records.length < result.total
          ? ` ${t('setup.queries.showing', { count: result.records.length })}`
          : ''}
      </Text>
      {result.records.length > 0 && (
        <Table.ScrollContainer minWidth={500}>
          <Table striped verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('setup.queries.record')}</Table.Th>
                {shown.map((f) => (
                  <Table.Th key={f.name}>{f.humanReadableName}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.records.map((record) => (
                <Table.Tr key={record.id} data-testid="automatch-result-row">
                  <Table.Td>{record.title}</Table.Td>
                  {shown.map((f) => (
                    <Table.Td key={f.name}>{format(record, f.name)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}

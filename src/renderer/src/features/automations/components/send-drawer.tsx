import {
  Alert,
  Button,
  Drawer,
  FileInput,
  Group,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  TextInput,
} from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import {
  failedRecipientRows,
  parseRecipientsCsv,
  phoneColumn,
  recipientsCsvColumns,
  sampleRecipientsCsv,
  sendFormSchema,
  type CsvRowError,
} from '@shared/domain/automations-sending'
import { IconSend } from '../../../ui/icons'
import type { Campaign } from '../api/campaigns'
import { useAutomationOptions } from '../api/options'
import { usePreflight, useSendMessages, type Preflight, type Recipient } from '../api/send'
import { useScheduleSend } from '../api/scheduled-sends'
import { formatDateTime, useNotify } from './format'
import { SaveRecipientsCsvButton } from './save-recipients-csv'
import { ScheduleTab } from './schedule-send'

/** A CSV file is read whole; a few megabytes is far more rows than a send drawer is for. */
const csvMaxBytes = 5 * 1024 * 1024

interface Check {
  readonly source: 'csv' | 'form'
  readonly recipients: readonly Recipient[]
  /** CSV rows that could not become a recipient, with their line. */
  readonly rowErrors: readonly CsvRowError[]
  readonly preflight: Preflight
  /** A scheduled send's moment (ISO 8601); null sends now. */
  readonly sendAt: string | null
}

/**
 * The send-messages drawer: an Upload CSV tab (comma separated, parseable, every expected
 * column, at least one valid row; the rows with problems listed by line) and a Form tab (a valid phone
 * number and every template parameter) and a Schedule tab (either of them for a moment later). Nothing is
 * sent from any: "Check" shows the preflight — per recipient the message as it will go out (or, scheduled,
 * at that moment), or why the recipient is skipped, with totals — and sending or scheduling is one more
 * click there. The server checks the same preflight again before it sends.
 */
export function SendDrawer({
  chatbotId,
  campaign,
  onClose,
}: {
  chatbotId: string
  campaign: Campaign
  onClose: () => void
}) {
  const { t } = useTranslation('automations')
  const { t: tc } = useTranslation('common')
  const options = useAutomationOptions(chatbotId)
  const [check, setCheck] = useState<Check | null>(null)
  const definition = options.data?.allWhatsappDefinitions.find((d) => d.id === campaign.whatsappDefinitionId)
  const template = definition?.activeTemplate ?? null
  const parameterNames = (template?.parameters ?? [])
    .slice()
    .sort((a, b) => a.index - b.index)
    .map((p) => p.name)
  const languages = (template?.variations ?? []).map((variation) => variation.languageTag)
  return (
    <Drawer
      opened
      onClose={onClose}
      position="right"
      size="xl"
      title={t('send.title')}
      closeButtonProps={{ 'aria-label': tc('actions.close') }}
      data-testid="automation-send-drawer"
    >
      {!template ? (
        options.isPending ? null : (
          <Alert color="orange">{t('send.noTemplate')}</Alert>
        )
      ) : check ? (
        <PreflightView
          chatbotId={chatbotId}
          campaign={campaign}
          parameterNames={parameterNames}
          check={check}
          onBack={() => setCheck(null)}
          onSent={onClose}
        />
      ) : (
        // Only the open tab is mounted: the Schedule tab holds a CSV or form step of its own, and the hidden
        // ones would otherwise be in the page twice.
        <Tabs defaultValue="csv" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="csv" data-testid="send-tab-csv">
              {t('send.tabs.csv')}
            </Tabs.Tab>
            <Tabs.Tab value="form" data-testid="send-tab-form">
              {t('send.tabs.form')}
            </Tabs.Tab>
            <Tabs.Tab value="schedule" data-testid="send-tab-schedule">
              {t('send.tabs.schedule')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="csv">
            <CsvTab
              campaign={campaign}
              parameterNames={parameterNames}
              languages={languages}
              onChecked={setCheck}
              at={null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="form">
            <FormTab
              campaignId={campaign.id}
              parameterNames={parameterNames}
              languages={languages}
              onChecked={setCheck}
              at={null}
            />
          </Tabs.Panel>
          <Tabs.Panel value="schedule">
            <ScheduleTab
              chatbotId={chatbotId}
              campaignId={campaign.id}
              recipients={(source, at) =>
                source === 'csv' ? (
                  <CsvTab
                    campaign={campaign}
                    parameterNames={parameterNames}
                    languages={languages}
                    onChecked={setCheck}
                    at={at}
                  />
                ) : (
                  <FormTab
                    campaignId={campaign.id}
                    parameterNames={parameterNames}
                    languages={languages}
                    onChecked={setCheck}
                    at={at}
                  />
                )
              }
            />
          </Tabs.Panel>
        </Tabs>
      )}
    </Drawer>
  )
}

function CsvTab({
  campaign,
  parameterNames,
  languages,
  onChecked,
  at,
}: {
  campaign: Campaign
  parameterNames: readonly string[]
  languages: readonly string[]
  onChecked: (check: Check) => void
  /** A scheduled send's moment; null sends now. */
  at: string | null
}) {
  const { t } = useTranslation('automations')
  const preflight = usePreflight(campaign.id, at)
  const [problem, setProblem] = useState<string | null>(null)
  const [rowErrors, setRowErrors] = useState<readonly CsvRowError[]>([])
  const read = async (file: File | null) => {
    setProblem(null)
    setRowErrors([])
    if (!file) return
    if (file.size > csvMaxBytes) return setProblem(t('messages.csvParse'))
    const parsed = parseRecipientsCsv(await file.text(), parameterNames)
    if (!parsed.ok) {
      const detail =
        parsed.error === 'csvParse' && parsed.line
          ? ` ${t('send.line', { line: parsed.line })}`
          : parsed.error === 'csvMissingColumns'
            ? ` ${parsed.missingColumns?.join(', ')}`
            : ''
      setProblem(`${t(`messages.${parsed.error}`)}${detail}`)
      setRowErrors(parsed.rowErrors ?? [])
      return
    }
    const recipients = parsed.rows.map((row) => ({
      line: row.line,
      phoneNumber: row.phoneNumber,
      language: row.language,
      parameters: Object.entries(row.parameters).map(([name, value]) => ({ name, value })),
    }))
    preflight.mutate(recipients, {
      onSuccess: (result) =>
        onChecked({ source: 'csv', recipients, rowErrors: parsed.rowErrors, preflight: result, sendAt: at }),
      onError: () => setProblem(t('messages.getRecipientsError')),
    })
  }
  return (
    <Stack>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {t('send.csvHelp', {
            columns: recipientsCsvColumns(parameterNames)
              .filter((c) => c !== 'language')
              .join(', '),
          })}
        </Text>
        <SaveRecipientsCsvButton
          fileName={`${campaign.name} - ${t('send.sampleFileName')}`}
          rows={() => sampleRecipientsCsv(parameterNames, languages[0] ?? null)}
          testId="send-csv-sample"
        >
          {t('send.sampleCsv')}
        </SaveRecipientsCsvButton>
      </Group>
      <FileInput
        label={t('send.chooseFile')}
        accept=".csv,text/csv"
        onChange={(file) => void read(file)}
        disabled={preflight.isPending}
        data-testid="send-csv-file"
      />
      {problem && (
        <Alert color="red" role="alert" data-testid="send-csv-problem">
          {problem}
        </Alert>
      )}
      {rowErrors.length > 0 && <RowErrors rowErrors={rowErrors} />}
    </Stack>
  )
}

function RowErrors({ rowErrors }: { rowErrors: readonly CsvRowError[] }) {
  const { t } = useTranslation('automations')
  return (
    <Stack gap={2}>
      <Text fw={500} size="sm">
        {t('send.rowErrors')}
      </Text>
      {rowErrors.map((error) => (
        <Text key={error.line} size="sm">
          {t('send.line', { line: error.line })}: {rowProblemText(t, error)}
        </Text>
      ))}
    </Stack>
  )
}

type T = ReturnType<typeof useTranslation<'automations'>>['t']
const rowProblemText = (t: T, error: CsvRowError) =>
  error.problems
    .map((p) =>
      p === 'parameterMissing'
        ? t('send.rowProblems.parameterMissing', { missing: error.missing.join(', ') })
        : t(`send.rowProblems.${p}`),
    )
    .join(', ')

const skipReasonText = (t: T, skip: string, missing: readonly string[]) =>
  skip === 'parameterMissing' && missing.length > 0
    ? t('send.rowProblems.parameterMissing', { missing: missing.join(', ') })
    : t(`skipReasons.${skip as 'phoneInvalid'}`)

function FormTab({
  campaignId,
  parameterNames,
  languages,
  onChecked,
  at,
}: {
  campaignId: string
  parameterNames: readonly string[]
  languages: readonly string[]
  onChecked: (check: Check) => void
  at: string | null
}) {
  const { t } = useTranslation('automations')
  const preflight = usePreflight(campaignId, at)
  const [phone, setPhone] = useState('')
  const [language, setLanguage] = useState<string | null>(languages[0] ?? null)
  const [values, setValues] = useState<Record<string, string>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const submit = () => {
    const parsed = v.safeParse(sendFormSchema(parameterNames), {
      phoneNumber: phone,
      parameters: Object.fromEntries(parameterNames.map((name) => [name, values[name] ?? ''])),
    })
    if (!parsed.success) {
      const next: Record<string, string> = {}
      for (const issue of parsed.issues) {
        const key = issue.path?.map((p) => String(p.key)).at(-1) ?? ''
        next[key] = t(`messages.${issue.message as 'phoneInvalid'}`)
      }
      setErrors(next)
      return
    }
    setErrors({})
    const recipients = [
      {
        line: null,
        phoneNumber: parsed.output.phoneNumber,
        language,
        parameters: parameterNames.map((name) => ({ name, value: (values[name] ?? '').trim() })),
      },
    ]
    preflight.mutate(recipients, {
      onSuccess: (result) =>
        onChecked({ source: 'form', recipients, rowErrors: [], preflight: result, sendAt: at }),
    })
  }
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack>
        <TextInput
          label={t('send.phone')}
          required
          value={phone}
          onChange={(e) => setPhone(e.currentTarget.value)}
          error={errors['phoneNumber']}
          data-testid="send-form-phone"
        />
        <Select
          label={t('send.language')}
          data={[...languages]}
          value={language}
          onChange={setLanguage}
          allowDeselect={false}
        />
        {parameterNames.map((name) => (
          <TextInput
            key={name}
            label={name}
            required
            value={values[name] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value
              setValues((current) => ({ ...current, [name]: value }))
            }}
            error={errors[name]}
            data-testid={`send-form-${name}`}
          />
        ))}
        <Group justify="flex-end">
          <Button type="submit" loading={preflight.isPending} data-testid="send-form-check">
            {t('send.check')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

function PreflightView({
  chatbotId,
  campaign,
  parameterNames,
  check,
  onBack,
  onSent,
}: {
  chatbotId: string
  campaign: Campaign
  parameterNames: readonly string[]
  check: Check
  onBack: () => void
  onSent: () => void
}) {
  const { t, i18n } = useTranslation('automations')
  const notify = useNotify()
  const campaignId = campaign.id
  const send = useSendMessages(chatbotId, campaignId)
  const schedule = useScheduleSend(chatbotId, campaignId)
  const pending = send.isPending || schedule.isPending
  // One send per preflight: a double click, or a click after success, sends nothing more.
  const sent = useRef(false)
  const { totals } = check.preflight
  const recipients = totals.recipients + check.rowErrors.length
  const skipped = totals.skipped + check.rowErrors.length
  const rows = [
    ...check.preflight.lines.map((line) => ({ ...line, rowError: null as CsvRowError | null })),
    ...check.rowErrors.map((error) => ({
      line: error.line as number | null,
      // What the file had, so the refused row can be found in it.
      phoneNumber: error.values?.[phoneColumn] ?? '',
      languageTag: null,
      message: null,
      skip: null as string | null,
      missing: [...error.missing],
      rowError: error as CsvRowError | null,
    })),
  ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0))
  const when = check.sendAt ? formatDateTime(check.sendAt, i18n.language) : null
  const doSchedule = (sendAt: string) =>
    schedule.mutate(
      { recipients: check.recipients, source: check.source, sendAt },
      {
        onSuccess: (answer) => {
          if (answer.ok) {
            notify.done(t('send.scheduleTab.scheduled', { count: answer.preflight.totals.send, when }))
            onSent()
          } else {
            sent.current = false
            notify.failed(answer.errorMessage ?? t('send.scheduleTab.failed'))
          }
        },
        onError: () => {
          sent.current = false
          notify.failed(t('send.scheduleTab.failed'))
        },
      },
    )
  const doSend = () => {
    if (sent.current) return
    sent.current = true
    if (check.sendAt) return doSchedule(check.sendAt)
    send.mutate(
      { recipients: check.recipients, source: check.source },
      {
        onSuccess: (answer) => {
          if (answer.ok) {
            notify.done(t('send.sent', { count: answer.sent }))
            onSent()
          } else {
            sent.current = false
            notify.failed(answer.errorMessage ?? t('messages.sendMessageFailed'))
          }
        },
        onError: () => {
          sent.current = false
          notify.failed(t('messages.sendMessageFailed'))
        },
      },
    )
  }
  return (
    <Stack data-testid="send-preflight">
      <Text fw={600}>{when ? t('send.scheduleTab.checkTitle', { when }) : t('send.preflightTitle')}</Text>
      <Alert color={totals.send > 0 ? 'blue' : 'orange'} data-testid="preflight-summary">
        {t('send.preflightSummary', { send: totals.send, recipients, skipped })}
      </Alert>
      <Table verticalSpacing="xs" data-testid="preflight-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('send.recipient')}</Table.Th>
            <Table.Th>{t('send.message')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr
              key={`${row.line ?? 'form'}-${index}`}
              data-testid="preflight-row"
              data-skipped={row.message === null}
            >
              <Table.Td>{row.line ?? ''}</Table.Td>
              <Table.Td>
                <Text size="sm">{row.phoneNumber}</Text>
                {row.languageTag && (
                  <Text size="xs" c="dimmed">
                    {row.languageTag}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.message !== null ? (
                  <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                    {row.message}
                  </Text>
                ) : (
                  <Text size="sm" c="var(--portal-danger-text)">
                    {t('send.skipped', {
                      reason: row.rowError
                        ? rowProblemText(t, row.rowError)
                        : skipReasonText(t, row.skip ?? '', row.missing),
                    })}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="default" onClick={onBack} disabled={pending}>
            {t('send.back')}
          </Button>
          {check.source === 'csv' && skipped > 0 && (
            <SaveRecipientsCsvButton
              fileName={`${campaign.name} - ${t('send.failedFileName')}`}
              rows={() =>
                failedRecipientRows({
                  parameterNames,
                  recipients: check.recipients,
                  lines: check.preflight.lines,
                  rowErrors: check.rowErrors,
                  reasonOf: (failure) =>
                    failure.kind === 'row'
                      ? rowProblemText(t, failure.error)
                      : skipReasonText(t, failure.skip, failure.missing),
                })
              }
              testId="preflight-failed-rows"
              size="sm"
            >
              {t('send.failedRows')}
            </SaveRecipientsCsvButton>
          )}
        </Group>
        <Button
          leftSection={<IconSend size={16} />}
          disabled={totals.send === 0}
          loading={pending}
          onClick={doSend}
          data-testid="preflight-send"
        >
          {when
            ? t('send.scheduleTab.confirm', { count: totals.send })
            : t('send.sendNow', { count: totals.send })}
        </Button>
      </Group>
    </Stack>
  )
}

import { Alert, Button, Card, Group, Stack, TagsInput, Text, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { customReportProblems, type DateRange } from '@shared/domain/analytics'
import { DayInput } from '../../../ui/day-input'
import { QueryContent } from '../../../ui/query-states'
import { useCustomReports, useGenerateCustomReport, type CustomReportData } from '../api/reports'
import type { AnalyticsScope } from '../scope'

/**
 * Custom reports (spec 000 §2 'Analytics', §5 'Analytics report'): the organisation's reports, each sent by
 * e-mail for a period. Every field is required and every address must be valid; the server checks the same
 * and answers 'Something went wrong, check the fields and try again' otherwise.
 */
export function ReportsTab({ scope, range }: { scope: AnalyticsScope; range: DateRange }) {
  const { t } = useTranslation('analytics')
  const reports = useCustomReports(scope)
  const [open, setOpen] = useState<string | null>(null)
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="h4">
          {t('reports.title')}
        </Title>
        <Text c="dimmed">{t('reports.intro')}</Text>
      </div>
      <QueryContent
        query={reports}
        isEmpty={(data) => data.length === 0}
        empty={t('reports.empty')}
        namespace="analytics"
      >
        {(data) =>
          data.map((report) => (
            <Card key={report.id} withBorder radius="md" padding="md" data-testid={`report-${report.id}`}>
              <Stack gap="xs">
                <Group justify="space-between" align="start" wrap="nowrap">
                  <div>
                    <Text fw={600}>{report.title}</Text>
                    <Text size="sm" c="dimmed">
                      {report.description}
                    </Text>
                  </div>
                  {open !== report.id && (
                    <Button variant="light" onClick={() => setOpen(report.id)} data-testid="report-request">
                      {t('reports.request')}
                    </Button>
                  )}
                </Group>
                {open === report.id && (
                  <ReportForm report={report} range={range} onClose={() => setOpen(null)} />
                )}
              </Stack>
            </Card>
          ))
        }
      </QueryContent>
    </Stack>
  )
}

type Problems = ReturnType<typeof customReportProblems>

function ReportForm({
  report,
  range,
  onClose,
}: {
  report: CustomReportData
  range: DateRange
  onClose: () => void
}) {
  const { t } = useTranslation('analytics')
  const generate = useGenerateCustomReport()
  const [emails, setEmails] = useState<string[]>([])
  const [startDate, setStartDate] = useState(range.startDate)
  const [endDate, setEndDate] = useState(range.endDate)
  const [problems, setProblems] = useState<Problems>({})
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null)
  // A double click sends one request: the second arrives while the first is on its way.
  const sending = useRef(false)
  const message = (problem: Problems[keyof Problems]) => (problem ? t(`messages.${problem}`) : undefined)

  const submit = async () => {
    if (sending.current) return
    const input = { id: report.id, emails, startDate, endDate }
    const found = customReportProblems(input)
    setProblems(found)
    setOutcome(null)
    if (Object.keys(found).length > 0) return
    sending.current = true
    try {
      const result = await generate.mutateAsync(input)
      setOutcome(result.ok ? 'sent' : 'failed')
    } catch {
      setOutcome('failed')
    } finally {
      sending.current = false
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
      data-testid="report-form"
    >
      <Stack gap="sm">
        <TagsInput
          label={t('reports.emails')}
          description={t('reports.emailsHint')}
          value={emails}
          onChange={setEmails}
          splitChars={[',', ';', ' ']}
          acceptValueOnBlur
          withAsterisk
          error={message(problems.emails)}
          data-testid="report-emails"
        />
        <Group align="start" wrap="wrap">
          <DayInput
            label={t('filters.from')}
            value={startDate}
            onChange={setStartDate}
            testId="report-from"
          />
          <DayInput label={t('filters.to')} value={endDate} onChange={setEndDate} testId="report-to" />
        </Group>
        {problems.endDate && (
          <Text size="sm" c="red" role="alert">
            {message(problems.endDate)}
          </Text>
        )}
        {outcome === 'failed' && (
          <Alert color="red" role="alert" data-testid="report-failed">
            {t('messages.reportFailed')}
          </Alert>
        )}
        {outcome === 'sent' && (
          <Alert color="teal" data-testid="report-sent">
            {t('reports.sent', { emails: emails.join(', ') })}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={generate.isPending} data-testid="report-send">
            {t('reports.send')}
          </Button>
          <Button variant="subtle" onClick={onClose}>
            {t('reports.close')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

import { Alert, Badge, Button, Group, Paper, PasswordInput, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { labelColour } from '@shared/domain/inbox'
import { ConfigurationFailedError, useConfigureInbox, useInboxCompanies, useInboxLabels, type AtsCredentials } from '../api/configuration'
import { useProjectId } from '../use-project'
import { clampedCell } from './cell-styles'
import { InboxHeader } from './inbox-tabs'
import { InboxError, NoChatbot, TableSkeleton } from './inbox-states'

export function ConfigurationPage() {
  const projectId = useProjectId()
  return (
    <Stack gap="md">
      <InboxHeader screen="configuration" />
      {projectId ? (
        <>
          <ConfigureForm />
          <Labels projectId={projectId} />
          <Companies projectId={projectId} />
        </>
      ) : (
        <NoChatbot />
      )}
    </Stack>
  )
}

/** Configure / auto-configure with the ATS username and password (spec 001 §7.1); both are required. */
function ConfigureForm() {
  const { t } = useTranslation('inbox')
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const configure = useConfigureInbox()
  const run = (mode: AtsCredentials['mode']) => {
    if (username.trim() === '' || password === '') {
      setMissing(true)
      return
    }
    setMissing(false)
    configure.mutate({ username: username.trim(), password, mode })
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="inbox-configure-title">
      <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), run('configure'))} maw={480}>
        <Title order={2} fz="h4" id="inbox-configure-title">
          {t('configuration.formTitle')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('configuration.formIntro')}
        </Text>
        <TextInput label={t('configuration.username')} value={username} onChange={(e) => setUsername(e.currentTarget.value)} autoComplete="off" data-testid="ats-username" />
        <PasswordInput label={t('configuration.password')} value={password} onChange={(e) => setPassword(e.currentTarget.value)} autoComplete="off" data-testid="ats-password" />
        {missing && (
          <Alert color="red" variant="light" role="alert" data-testid="configure-missing">
            {t('configuration.missing')}
          </Alert>
        )}
        {configure.isError && (
          <Alert color="red" variant="light" role="alert" data-testid="configure-error">
            {configure.error instanceof ConfigurationFailedError ? t('configuration.failed') : t('common:errors.generic')}
          </Alert>
        )}
        {configure.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="configure-success">
            {t('configuration.success')}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" loading={configure.isPending && configure.variables.mode === 'configure'} data-testid="configure">
            {t('configuration.configure')}
          </Button>
          <Button variant="light" onClick={() => run('auto-configure')} loading={configure.isPending && configure.variables.mode === 'auto-configure'} data-testid="auto-configure">
            {t('configuration.autoConfigure')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/** Inbox labels in the 16-colour palette (spec 000 §9), by position. */
function Labels({ projectId }: { projectId: string }) {
  const { t } = useTranslation('inbox')
  const labels = useInboxLabels(projectId)
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="inbox-labels-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="inbox-labels-title">
          {t('configuration.labels')}
        </Title>
        {labels.isPending ? (
          <TableSkeleton rows={2} />
        ) : labels.isError ? (
          <InboxError error={labels.error} onRetry={() => void labels.refetch()} testId="labels-error" />
        ) : labels.data.length === 0 ? (
          <Text c="dimmed">{t('configuration.labelsEmpty')}</Text>
        ) : (
          <Group gap="xs" data-testid="inbox-labels">
            {labels.data.map((label, index) => (
              <Badge key={String(label.id)} color={labelColour(index)} variant="filled" maw="16rem" title={label.name}>
                <span dir="auto">{label.name}</span>
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

function Companies({ projectId }: { projectId: string }) {
  const { t } = useTranslation('inbox')
  const companies = useInboxCompanies(projectId)
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="inbox-companies-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="inbox-companies-title">
          {t('configuration.companies')}
        </Title>
        {companies.isPending ? (
          <TableSkeleton rows={2} />
        ) : companies.isError ? (
          <InboxError error={companies.error} onRetry={() => void companies.refetch()} testId="companies-error" />
        ) : companies.data.length === 0 ? (
          <Text c="dimmed">{t('configuration.companiesEmpty')}</Text>
        ) : (
          <Table withTableBorder fz="sm" data-testid="inbox-companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('configuration.companyName')}</Table.Th>
                <Table.Th>{t('configuration.identifier')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.data.slice(0, 200).map((company) => (
                <Table.Tr key={String(company.id)}>
                  <Table.Td dir="auto" style={clampedCell}>{company.companyName ?? '–'}</Table.Td>
                  <Table.Td dir="auto" style={clampedCell}>{company.identifier ?? '–'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  )
}

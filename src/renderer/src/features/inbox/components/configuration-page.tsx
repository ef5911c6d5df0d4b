import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  Paper,
  PasswordInput,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { useState } from 'react'
import { Can, useAppAbility } from '../../../lib/ability'
import { LabelDrawer } from './label-drawer'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { inboxLabelPalette, labelColour } from '@shared/domain/inbox'
import {
  ConfigurationFailedError,
  useConfigureInbox,
  useSmartInboxSetup,
  type SmartInboxSetup,
} from '../api/configuration'
import { readableTextOn } from '../format'
import { useInboxScope, type InboxScope } from '../scope'
import { clampedCell } from './cell-styles'
import { InboxHeader } from './inbox-tabs'
import { InboxError, NoChatbot, TableSkeleton } from './inbox-states'
import { debounceMs } from '../../../lib/debounce-times'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { SaveStatus } from '../../../ui/save-status'

export function ConfigurationPage() {
  const scope = useInboxScope()
  return (
    <Stack gap="md">
      <InboxHeader screen="configuration" />
      {scope ? <Configuration scope={scope} /> : <NoChatbot />}
    </Stack>
  )
}

function Configuration({ scope }: { scope: InboxScope }) {
  const setup = useSmartInboxSetup(scope)
  const [generation, setGeneration] = useState(0)
  if (setup.isPending) return <TableSkeleton rows={4} />
  if (setup.isError) return <InboxError error={setup.error} onRetry={() => void setup.refetch()} />
  return (
    <>
      {/* The forms only for who may change the ATS settings (spec 000 §6); others read the labels. */}
      <Can I="update" a="SettingsAts">
        <AutoConfigureForm setup={setup.data} onConfigured={() => setGeneration((n) => n + 1)} />
        {/*
          Owns its state once mounted: its own saves must not reset it (a newer edit may be waiting).
          Auto-configure links every company, so it starts a fresh form from the server's state.
        */}
        <ConfigureForm key={generation} setup={setup.data} />
      </Can>
      <Can not I="update" a="SettingsAts">
        <ReadOnlyNotice enabled={setup.data.smartInboxConfiguration.enabled} />
      </Can>
      <Labels labels={setup.data.allLabels} />
    </>
  )
}

function ReadOnlyNotice({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation(['inbox', 'common'])
  return (
    <Alert
      color="gray"
      variant="light"
      title={t(enabled ? 'configuration.readOnly.enabled' : 'configuration.readOnly.disabled')}
      data-testid="inbox-configuration-read-only"
    >
      {t('configuration.readOnly.body')}
    </Alert>
  )
}

function failureText(t: TFunction<['inbox', 'common']>, error: unknown): string {
  if (error instanceof ConfigurationFailedError) {
    // The catalogue translates the server's code; a code it does not know is still a failed configuration.
    return error.code === 'missing_ats_credentials'
      ? t('common:errors.missing_ats_credentials')
      : t('common:errors.smart_inbox_configuration_failed')
  }
  return t('common:errors.generic')
}

/** Auto-configure with the ATS username and password (spec 001 §7.1); both are required. */
function AutoConfigureForm({ setup, onConfigured }: { setup: SmartInboxSetup; onConfigured: () => void }) {
  const { t } = useTranslation(['inbox', 'common'])
  const [username, setUsername] = useState('')
  const [password, setPassword] = useState('')
  const [missing, setMissing] = useState(false)
  const configure = useConfigureInbox()
  const status = setup.smartInboxConfiguration
  const submit = () => {
    if (username.trim() === '' || password.trim() === '') {
      setMissing(true)
      return
    }
    setMissing(false)
    configure.mutate(
      { mode: 'auto-configure', username: username.trim(), password },
      { onSuccess: onConfigured },
    )
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="inbox-auto-title">
      <Stack gap="sm" component="form" onSubmit={(event) => (event.preventDefault(), submit())} maw={520}>
        <Title order={2} fz="h4" id="inbox-auto-title">
          {t('configuration.formTitle')}
        </Title>
        <Text fz="sm" data-testid="configuration-status">
          {status.configured
            ? t(status.enabled ? 'configuration.statusOn' : 'configuration.statusOff', {
                user: status.atsUsername ?? '–',
              })
            : t('configuration.statusNone')}
        </Text>
        <Text fz="sm" c="dimmed">
          {t('configuration.formIntro')}
        </Text>
        <TextInput
          label={t('configuration.username')}
          value={username}
          onChange={(e) => setUsername(e.currentTarget.value)}
          autoComplete="off"
          data-testid="ats-username"
        />
        <PasswordInput
          label={t('configuration.password')}
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          autoComplete="off"
          data-testid="ats-password"
        />
        {(missing || configure.isError) && (
          <Alert color="red" variant="light" role="alert" data-testid="configure-error">
            {missing ? t('common:errors.missing_ats_credentials') : failureText(t, configure.error)}
          </Alert>
        )}
        {configure.isSuccess && (
          <Alert color="green" variant="light" role="status" data-testid="configure-success">
            {t('configuration.success')}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={configure.isPending} data-testid="auto-configure">
            {t('configuration.autoConfigure')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}

/**
 * Configure: on or off, and which of the ATS companies the Smart Inbox handles. Saved as the user changes
 * it ("Setting saves are batched", spec 000 §4): quick toggles within the debounce time go out as one save,
 * and a waiting change is saved before the window closes, the app quits or the user signs out (REL-6).
 */
export function ConfigureForm({ setup }: { setup: SmartInboxSetup }) {
  const { t } = useTranslation(['inbox', 'common'])
  const configure = useConfigureInbox()
  const saver = useDebouncedSave<{ enabled: boolean; companyIds: string[]; teamNames: string[] }>({
    delayMs: debounceMs.settings,
    save: (value) => configure.mutateAsync({ mode: 'configure', ...value }),
  })
  const [enabled, setEnabled] = useState(setup.smartInboxConfiguration.enabled)
  const [linked, setLinked] = useState<ReadonlySet<string>>(
    () => new Set(setup.allInboxCompanies.filter((c) => c.linked).map((c) => String(c.id))),
  )
  const [teams, setTeams] = useState<string[]>(() => [...setup.smartInboxConfiguration.teamNames])
  const companies = setup.allInboxCompanies.slice(0, 200)
  // A routed team the chatbot no longer has stays listed, so it can be taken off.
  const teamChoices = [...new Set([...setup.allTeams.map((team) => team.name), ...teams])]
  const change = (nextEnabled: boolean, nextLinked: ReadonlySet<string>, nextTeams = teams) => {
    setEnabled(nextEnabled)
    setLinked(nextLinked)
    setTeams(nextTeams)
    saver.schedule({ enabled: nextEnabled, companyIds: [...nextLinked], teamNames: nextTeams })
  }
  const toggle = (id: string) => {
    const next = new Set(linked)
    if (next.has(id)) next.delete(id)
    else next.add(id)
    change(enabled, next)
  }
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="inbox-companies-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="h4" id="inbox-companies-title">
            {t('configuration.companies')}
          </Title>
          <SaveStatus
            status={saver.status}
            error={saver.error}
            failureMessage={failureText(t, saver.error)}
            onRetry={() => void saver.flush()}
            testId="configure-save-status"
          />
        </Group>
        <Text fz="sm" c="dimmed">
          {t('configuration.autosave')}
        </Text>
        <Switch
          label={t('configuration.enabled')}
          checked={enabled}
          onChange={(e) => change(e.currentTarget.checked, linked)}
          data-testid="configure-enabled"
        />
        <MultiSelect
          label={t('configuration.teams')}
          description={t('configuration.teamsHint')}
          placeholder={teams.length === 0 ? t('configuration.teamsNone') : undefined}
          data={teamChoices}
          value={teams}
          onChange={(next) => change(enabled, linked, next)}
          searchable
          clearable
          nothingFoundMessage={t('configuration.teamsEmpty')}
          maw={560}
          data-testid="configure-teams"
        />
        {companies.length === 0 ? (
          <Text c="dimmed">{t('configuration.companiesEmpty')}</Text>
        ) : (
          <Table withTableBorder fz="sm" data-testid="inbox-companies">
            <Table.Thead>
              <Table.Tr>
                <Table.Th style={{ width: '3rem' }}>{t('configuration.linked')}</Table.Th>
                <Table.Th>{t('configuration.companyName')}</Table.Th>
                <Table.Th>{t('configuration.identifier')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {companies.map((company) => {
                const id = String(company.id)
                return (
                  <Table.Tr key={id}>
                    <Table.Td>
                      <Checkbox
                        checked={linked.has(id)}
                        onChange={() => toggle(id)}
                        aria-label={t('configuration.linkCompany', { name: company.companyName ?? id })}
                        data-testid="link-company"
                        data-company-id={id}
                      />
                    </Table.Td>
                    <Table.Td dir="auto" style={clampedCell}>
                      {company.companyName ?? '–'}
                    </Table.Td>
                    <Table.Td dir="auto" style={clampedCell}>
                      {company.identifier ?? '–'}
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  )
}

/** Inbox labels in the 16-colour palette (spec 000 §9): the label's own colour when it is one, else by index. */
function Labels({ labels }: { labels: SmartInboxSetup['allLabels'] }) {
  const { t } = useTranslation(['inbox', 'common'])
  const palette: readonly string[] = inboxLabelPalette
  const ability = useAppAbility()
  // Labels are shared chatbot configuration: who may change the chatbot's settings edits them (a drawer).
  const editable = ability.can('update', 'SettingsChatbot')
  const [editing, setEditing] = useState<SmartInboxSetup['allLabels'][number] | null>(null)
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="inbox-labels-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="inbox-labels-title">
          {t('configuration.labels')}
        </Title>
        {labels.length === 0 ? (
          <Text c="dimmed">{t('configuration.labelsEmpty')}</Text>
        ) : (
          <Group gap="xs" data-testid="inbox-labels">
            {labels.slice(0, 200).map((label, index) => {
              const colour =
                label.color && palette.includes(label.color.toLowerCase()) ? label.color : labelColour(index)
              const badge = (
                <Badge
                  color={colour}
                  c={readableTextOn(colour)}
                  variant="filled"
                  maw="16rem"
                  title={label.name}
                  tt="none"
                  style={editable ? { cursor: 'pointer' } : undefined}
                >
                  <span dir="auto">{label.name}</span>
                </Badge>
              )
              return editable ? (
                <UnstyledButton
                  key={String(label.id)}
                  onClick={() => setEditing(label)}
                  aria-label={t('labels.edit', { name: label.name })}
                  data-testid="label-edit"
                  style={{ borderRadius: 'var(--mantine-radius-xl)' }}
                >
                  {badge}
                </UnstyledButton>
              ) : (
                <span key={String(label.id)}>{badge}</span>
              )
            })}
          </Group>
        )}
      </Stack>
      {editing && (
        <LabelDrawer
          key={String(editing.id)}
          label={{ id: String(editing.id), name: editing.name, color: editing.color }}
          takenNames={labels.filter((other) => other.id !== editing.id).map((other) => other.name)}
          onClose={() => setEditing(null)}
        />
      )}
    </Paper>
  )
}

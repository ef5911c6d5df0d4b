import { Alert, Button, Group, Select, Stack, Switch, Table, Text, TextInput, Title } from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { templateStatuses } from '@shared/domain/whatsapp-templates'
import { useAppAbility } from '../../../lib/ability'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { IconPlus, IconRefresh, IconSearch } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useBatchAction, useDefinitions, useSyncDefinitions } from '../api/definitions'
import { displayTemplateOf, type WhatsappDefinitionData } from '../api/schemas'
import { CreateTemplateModal } from './create-template'
import { VersionsDrawer } from './versions-drawer'
import { formatDateTime, StatusBadge, useLanguageName } from './whatsapp-format'

/** Languages in the matrix's columns: nl-NL and en-US first, then the others in tag order. */
function languageColumns(definitions: readonly WhatsappDefinitionData[]): string[] {
  const tags = new Set<string>()
  for (const d of definitions) for (const v of displayTemplateOf(d)?.variations ?? []) tags.add(v.languageTag)
  const first = ['nl-NL', 'en-US'].filter((tag) => tags.has(tag))
  return [...first, ...[...tags].filter((tag) => !first.includes(tag)).sort()]
}

/**
 * WhatsApp templates (issue 13): every definition with the status of its shown version per language — a
 * template × language matrix with the last review and the rejection reason — filters, "Sync now", the
 * batch-action switch (flipped at once, switched back when the server says no), the version viewer and
 * the creation form. The list refreshes every 5 seconds, so reviews show up without a reload.
 */
export function TemplatesPage() {
  const { t } = useTranslation('whatsapp')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return null
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('templates.title')}
      </Title>
      <Text c="dimmed">{t('templates.intro')}</Text>
      <TemplatesContent key={chatbot.id} chatbotId={chatbot.id} />
    </Stack>
  )
}

function TemplatesContent({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('whatsapp')
  const ability = useAppAbility()
  const mayEdit = ability.can('update', 'WhatsAppTemplate')
  const languageName = useLanguageName()
  const definitions = useDefinitions(chatbotId)
  const sync = useSyncDefinitions(chatbotId)
  const batch = useBatchAction(chatbotId)
  const [search, setSearch] = useState('')
  const [status, setStatus] = useState<string | null>(null)
  const [language, setLanguage] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const [openId, setOpenId] = useState<string | null>(null)

  const all = useMemo(() => definitions.data ?? [], [definitions.data])
  const columns = useMemo(() => languageColumns(all), [all])
  const rows = all.filter((d) => {
    const shown = displayTemplateOf(d)
    if (search.trim() && !d.name.toLowerCase().includes(search.trim().toLowerCase())) return false
    if (status && shown?.status !== status) return false
    if (language && !shown?.variations.some((v) => v.languageTag === language)) return false
    return true
  })
  const open = all.find((d) => d.id === openId) ?? null

  if (definitions.isPending) return <LoadingSkeleton />
  if (definitions.isError)
    return (
      <ErrorState error={definitions.error} onRetry={() => void definitions.refetch()} namespace="whatsapp" />
    )

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Group align="flex-end">
          <TextInput
            label={t('templates.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            data-testid="template-search"
          />
          <Select
            label={t('templates.statusFilter')}
            placeholder={t('templates.all')}
            data={templateStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={status}
            onChange={setStatus}
            clearable
            data-testid="status-filter"
          />
          <Select
            label={t('templates.languageFilter')}
            placeholder={t('templates.all')}
            data={columns.map((tag) => ({ value: tag, label: languageName(tag) }))}
            value={language}
            onChange={setLanguage}
            clearable
          />
        </Group>
        <Group>
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} />}
            loading={sync.isPending}
            onClick={() => !sync.isPending && sync.mutate(undefined)}
            data-testid="sync-now"
          >
            {t('templates.syncNow')}
          </Button>
          {mayEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setCreating(true)}
              data-testid="new-template"
            >
              {t('templates.new')}
            </Button>
          )}
        </Group>
      </Group>
      {sync.isSuccess && (
        <Alert color="teal" variant="light" role="status" withCloseButton onClose={() => sync.reset()}>
          {t('templates.synced', { count: sync.data.updated })}
        </Alert>
      )}
      {sync.isError && (
        <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => sync.reset()}>
          {t('templates.syncFailed')}
        </Alert>
      )}
      {batch.isError && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => batch.reset()}
          data-testid="batch-failed"
        >
          {t('templates.batchActionFailed')}
        </Alert>
      )}
      {all.length === 0 ? (
        <EmptyState
          title={t('templates.emptyTitle')}
          body={t('templates.emptyBody')}
          testId="templates-empty"
        />
      ) : rows.length === 0 ? (
        <EmptyState
          title={t('templates.noMatchTitle')}
          body={t('templates.noMatchBody')}
          testId="templates-no-match"
        />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table
            striped
            verticalSpacing="xs"
            aria-label={t('templates.matrixLabel')}
            data-testid="template-matrix"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('templates.columns.name')}</Table.Th>
                <Table.Th miw={130}>{t('templates.columns.status')}</Table.Th>
                {columns.map((tag) => (
                  <Table.Th key={tag}>{languageName(tag)}</Table.Th>
                ))}
                <Table.Th>{t('templates.columns.batchAction')}</Table.Th>
                <Table.Th>{t('templates.columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((definition) => {
                const shown = displayTemplateOf(definition)
                return (
                  <Table.Tr key={definition.id} data-testid={`template-row-${definition.name}`}>
                    <Table.Td>
                      <Text fw={600} fz="sm">
                        {definition.name}
                      </Text>
                      {shown && (
                        <Text fz="xs" c="dimmed">
                          {t('versions.version', { version: shown.version })}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {shown && <StatusBadge status={shown.status} testId="template-status" />}
                    </Table.Td>
                    {columns.map((tag) => {
                      const variation = shown?.variations.find((v) => v.languageTag === tag)
                      return (
                        <Table.Td key={tag} data-testid={`cell-${tag}`} style={{ maxWidth: 260 }}>
                          {variation ? (
                            <Stack gap={2}>
                              <StatusBadge status={variation.status} testId="language-status" />
                              <Text fz="xs" c="dimmed">
                                {variation.lastReviewedAt
                                  ? t('templates.lastReview', {
                                      date: formatDateTime(variation.lastReviewedAt),
                                    })
                                  : t('templates.notReviewed')}
                              </Text>
                              {variation.rejectionReason && (
                                <Text fz="xs" c="var(--portal-danger-text)" data-testid="rejection-reason">
                                  {variation.rejectionReason}
                                </Text>
                              )}
                            </Stack>
                          ) : (
                            <Text fz="xs" c="dimmed">
                              {t('templates.notInVersion')}
                            </Text>
                          )}
                        </Table.Td>
                      )
                    })}
                    <Table.Td>
                      <Switch
                        checked={definition.supportsBatchAction}
                        disabled={!mayEdit}
                        aria-label={t('templates.batchActionLabel', { name: definition.name })}
                        onChange={(e) => {
                          if (batch.isPending) return
                          batch.mutate({ id: definition.id, on: e.currentTarget.checked })
                        }}
                        data-testid="batch-action"
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpenId(definition.id)}
                        data-testid="open-versions"
                      >
                        {t('templates.versions')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {creating && (
        <CreateTemplateModal
          chatbotId={chatbotId}
          opened
          onClose={() => setCreating(false)}
          definitions={all}
        />
      )}
      {open && (
        <VersionsDrawer
          chatbotId={chatbotId}
          definition={open}
          definitions={all}
          mayEdit={mayEdit}
          onClose={() => setOpenId(null)}
        />
      )}
    </Stack>
  )
}

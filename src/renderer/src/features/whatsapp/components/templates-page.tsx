import {
  Alert,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  templateRejectionCode,
  templateStatuses,
  type TemplateStatus,
} from '@shared/domain/whatsapp-templates'
import { useAppAbility } from '../../../lib/ability'
import { EmptyState } from '../../../ui/empty-state'
import { IconCopy, IconDownload, IconPlus, IconRefresh, IconSearch, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useBatchAction, useDefinitions, useSyncDefinitions } from '../api/definitions'
import { displayTemplateOf, type WhatsappDefinitionData } from '../api/schemas'
import { useWhatsappScope } from '../scope'
import type { TemplatesSearch } from '../search'
import { CloneModal, CopyModal, DeleteAllModal, ImportModal } from './bulk-actions'
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
 * WhatsApp templates: every definition with the status of its shown version per language — a
 * template × language matrix with the last review and the rejection reason — filters, "Sync now", the
 * batch-action switch (flipped at once, switched back when the server says no), the version viewer and
 * the creation form. The list refreshes every 5 seconds, so reviews show up without a reload.
 */
export function TemplatesPage({
  search,
  onSearch,
}: {
  /** The filters, kept in the URL (search.ts). */
  search: TemplatesSearch
  onSearch: (next: TemplatesSearch) => void
}) {
  const { t } = useTranslation('whatsapp')
  const scope = useWhatsappScope()
  if (!scope) return null
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('templates.title')}
      </Title>
      <Text c="dimmed">{t('templates.intro')}</Text>
      <TemplatesContent
        key={scope.chatbotId}
        chatbotId={scope.chatbotId}
        search={search}
        onSearch={onSearch}
      />
    </Stack>
  )
}

type Dialog =
  | { kind: 'create' }
  | { kind: 'import' }
  | { kind: 'clone'; id: string }
  | { kind: 'copy' }
  | { kind: 'delete-all' }

function TemplatesContent({
  chatbotId,
  search,
  onSearch,
}: {
  chatbotId: string
  search: TemplatesSearch
  onSearch: (next: TemplatesSearch) => void
}) {
  const { t } = useTranslation('whatsapp')
  const ability = useAppAbility()
  const mayEdit = ability.can('update', 'WhatsAppTemplate')
  const languageName = useLanguageName()
  const definitions = useDefinitions(chatbotId)
  const sync = useSyncDefinitions(chatbotId)
  const batch = useBatchAction(chatbotId)
  const [dialog, setDialog] = useState<Dialog | null>(null)
  const [openId, setOpenId] = useState<string | null>(null)
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set())
  const query = (search.q ?? '').trim().toLowerCase()

  const all = useMemo(() => definitions.data ?? [], [definitions.data])
  const columns = useMemo(() => languageColumns(all), [all])
  const rows = all.filter((d) => {
    const shown = displayTemplateOf(d)
    if (query && !d.name.toLowerCase().includes(query)) return false
    if (search.status && shown?.status !== search.status) return false
    if (search.language && !shown?.variations.some((v) => v.languageTag === search.language)) return false
    return true
  })
  const open = all.find((d) => d.id === openId) ?? null
  // Only what is still listed and shown counts as selected (a sync or a filter may have removed some).
  const selected = rows.filter((d) => selectedIds.has(d.id))
  const allShownSelected = rows.length > 0 && selected.length === rows.length
  const toggle = (id: string, on: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current)
      if (on) next.add(id)
      else next.delete(id)
      return next
    })
  const cloneSource = dialog?.kind === 'clone' ? all.find((d) => d.id === dialog.id) : undefined

  if (definitions.isPending) return <LoadingSkeleton />
  // A failed refetch keeps the list it had (the next one may succeed); only a first load failing shows it.
  if (definitions.isError && !definitions.data)
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
            value={search.q ?? ''}
            onChange={(e) => onSearch({ ...search, q: e.currentTarget.value || undefined })}
            data-testid="template-search"
          />
          <Select
            label={t('templates.statusFilter')}
            placeholder={t('templates.all')}
            data={templateStatuses.map((value) => ({ value, label: t(`status.${value}`) }))}
            value={search.status ?? null}
            onChange={(value) =>
              onSearch({ ...search, status: (value as TemplateStatus | null) ?? undefined })
            }
            clearable
            data-testid="status-filter"
          />
          <Select
            label={t('templates.languageFilter')}
            placeholder={t('templates.all')}
            data={columns.map((tag) => ({ value: tag, label: languageName(tag) }))}
            value={search.language ?? null}
            onChange={(value) => onSearch({ ...search, language: value ?? undefined })}
            clearable
            data-testid="language-filter"
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
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() => setDialog({ kind: 'import' })}
              data-testid="import-templates"
            >
              {t('bulk.import')}
            </Button>
          )}
          {mayEdit && (
            <Button
              leftSection={<IconPlus size={16} />}
              onClick={() => setDialog({ kind: 'create' })}
              data-testid="new-template"
            >
              {t('templates.new')}
            </Button>
          )}
        </Group>
      </Group>
      {mayEdit && selected.length > 0 && (
        <Paper withBorder p="xs" radius="md" data-testid="selection-bar">
          <Group justify="space-between">
            <Text fz="sm" fw={600}>
              {t('bulk.selected', { count: selected.length })}
            </Text>
            <Group gap="xs">
              <Button
                size="xs"
                variant="default"
                leftSection={<IconCopy size={14} />}
                onClick={() => setDialog({ kind: 'copy' })}
                data-testid="copy-selected"
              >
                {t('bulk.copyToChatbot')}
              </Button>
              <Button
                size="xs"
                color="red.8"
                leftSection={<IconTrash size={14} />}
                onClick={() => setDialog({ kind: 'delete-all' })}
                data-testid="delete-selected"
              >
                {t('bulk.deleteSelected')}
              </Button>
            </Group>
          </Group>
        </Paper>
      )}
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
          docs="whatsapp-templates"
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
                {mayEdit && (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('bulk.selectAll')}
                      checked={allShownSelected}
                      indeterminate={selected.length > 0 && !allShownSelected}
                      onChange={(e) =>
                        setSelectedIds(new Set(e.currentTarget.checked ? rows.map((d) => d.id) : []))
                      }
                      data-testid="select-all"
                    />
                  </Table.Th>
                )}
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
                    {mayEdit && (
                      <Table.Td>
                        <Checkbox
                          aria-label={t('bulk.select', { name: definition.name })}
                          checked={selectedIds.has(definition.id)}
                          onChange={(e) => toggle(definition.id, e.currentTarget.checked)}
                          data-testid="select-template"
                        />
                      </Table.Td>
                    )}
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
                                <RejectionReason reason={variation.rejectionReason} />
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
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          variant="light"
                          onClick={() => setOpenId(definition.id)}
                          data-testid="open-versions"
                        >
                          {t('templates.versions')}
                        </Button>
                        {mayEdit && (
                          <Button
                            size="xs"
                            variant="default"
                            onClick={() => setDialog({ kind: 'clone', id: definition.id })}
                            data-testid="clone-template"
                          >
                            {t('bulk.clone')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                )
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {dialog?.kind === 'create' && (
        <CreateTemplateModal chatbotId={chatbotId} opened onClose={() => setDialog(null)} definitions={all} />
      )}
      {dialog?.kind === 'import' && <ImportModal chatbotId={chatbotId} onClose={() => setDialog(null)} />}
      {cloneSource && (
        <CloneModal
          chatbotId={chatbotId}
          definition={cloneSource}
          definitions={all}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'copy' && selected.length > 0 && (
        <CopyModal chatbotId={chatbotId} selected={selected} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'delete-all' && (
        <DeleteAllModal
          chatbotId={chatbotId}
          selected={selected}
          onClose={() => setDialog(null)}
          onDeleted={(ids) =>
            setSelectedIds((current) => new Set([...current].filter((id) => !ids.includes(id))))
          }
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

/**
 * A provider's rejection in the interface language when its code is known, with the provider's own
 * (English) words after it for whoever contacts the provider; an unknown reason as the provider wrote it.
 */
function RejectionReason({ reason }: { reason: string }) {
  const { t } = useTranslation('whatsapp')
  const code = templateRejectionCode(reason)
  return (
    <Text fz="xs" c="var(--portal-danger-text)" data-testid="rejection-reason">
      {code ? t(`templates.rejection.${code}`) : reason}
      {code && (
        <Text span fz="xs" display="block">
          {t('templates.rejection.detail', { reason })}
        </Text>
      )}
    </Text>
  )
}

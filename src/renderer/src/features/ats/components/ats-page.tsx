import {
  Alert,
  Badge,
  Button,
  Group,
  Menu,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from '@mantine/core'
import { useDeferredValue, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { useSingleFlight } from '../../../lib/single-flight'
import { EmptyState } from '../../../ui/empty-state'
import { IconDots, IconLock, IconPlus, IconSearch } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useAtsOverview, useCloneAtsMapping, type AtsMappingData } from '../api/mappings'
import { readableName } from '../forms/mapping-form'
import { DeleteMappingModal } from './delete-mapping-modal'
import { DryRunPanel } from './dry-run-panel'
import { MappingDrawer } from './mapping-drawer'
import { MappingFormModal } from './mapping-form-modal'

/**
 * Settings › ATS: the chatbot's ATS field mappings (spec 000 §3) with what each writes, and the ways to
 * change them: create (from the ATS's field catalogue), edit, clone, replace (another field or type; the
 * old one goes first, and comes back if the new one fails) and delete (after seeing what loses it).
 * Team leads read; managers and admins edit (SettingsAts).
 */
export function AtsSettingsPage() {
  const { t } = useTranslation('ats')
  const chatbot = useSelectedChatbot()
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      {chatbot && <AtsContent key={chatbot.id} chatbotId={chatbot.id} />}
    </Stack>
  )
}

type NoticeKey = 'created' | 'saved' | 'cloned' | 'replaced' | 'deleted' | 'restored'
type Notice = { color: string; key: NoticeKey; name: string } | { color: 'red'; error: unknown }

type Dialog =
  | { kind: 'create' }
  | { kind: 'edit'; mapping: AtsMappingData }
  | { kind: 'replace'; mapping: AtsMappingData }
  | { kind: 'delete'; mapping: AtsMappingData }

function AtsContent({ chatbotId }: { chatbotId: string }) {
  const { t, i18n } = useTranslation('ats')
  const ability = useAppAbility()
  const mayCreate = ability.can('create', 'SettingsAts')
  const mayEdit = ability.can('update', 'SettingsAts')
  const mayDelete = ability.can('delete', 'SettingsAts')
  const overview = useAtsOverview(chatbotId)
  const clone = useCloneAtsMapping(chatbotId)
  const errorMessage = useErrorMessage('ats')
  const once = useSingleFlight()
  const [dialog, setDialog] = useState<Dialog | null>(null)
  // The notice keeps its key, not its text, so it follows a language switch.
  const [notice, setNotice] = useState<Notice | null>(null)
  const [filter, setFilter] = useState('')
  const deferred = useDeferredValue(filter.trim().toLocaleLowerCase())

  if (overview.isPending) return <LoadingSkeleton />
  if (overview.isError)
    return <ErrorState error={overview.error} onRetry={() => void overview.refetch()} namespace="ats" />

  const { atsMappings: mappings, creatableAtsEntities: entities, mainChatbot } = overview.data
  const nameOf = (m: AtsMappingData) =>
    readableName(m.atsField.humanReadableNames, i18n.language, m.atsField.path)
  const shown = mappings.filter(
    (m) =>
      !deferred ||
      m.atsField.path.toLocaleLowerCase().includes(deferred) ||
      nameOf(m).toLocaleLowerCase().includes(deferred) ||
      (m.scalarName ?? '').toLocaleLowerCase().includes(deferred),
  )
  const close = () => setDialog(null)
  const done = (key: NoticeKey, name: string) => {
    setNotice({ color: 'green', key, name })
    close()
  }
  const cloneMapping = (m: AtsMappingData) =>
    once(() =>
      clone.mutateAsync(m.id).then(
        () => setNotice({ color: 'green', key: 'cloned', name: nameOf(m) }),
        (error: unknown) => setNotice({ color: 'red', error }),
      ),
    )

  return (
    <>
      <Group justify="space-between" align="flex-end">
        <TextInput
          label={t('filter')}
          placeholder={t('filterPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={filter}
          onChange={(e) => setFilter(e.currentTarget.value)}
          w={320}
          data-testid="ats-filter"
        />
        {mayCreate && (
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => setDialog({ kind: 'create' })}
            data-testid="ats-new"
          >
            {t('new')}
          </Button>
        )}
      </Group>
      {notice && (
        <Alert
          color={notice.color}
          variant="light"
          role={notice.color === 'red' ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setNotice(null)}
          data-testid="ats-notice"
        >
          {'error' in notice ? errorMessage(notice.error) : t(`notices.${notice.key}`, { name: notice.name })}
        </Alert>
      )}
      {mappings.length === 0 ? (
        <EmptyState title={t('emptyTitle')} body={t('emptyBody')} testId="ats-empty" />
      ) : shown.length === 0 ? (
        <EmptyState title={t('noMatchTitle')} body={t('noMatchBody')} testId="ats-no-match" />
      ) : (
        <Table striped verticalSpacing="sm" data-testid="ats-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.field')}</Table.Th>
              <Table.Th>{t('columns.type')}</Table.Th>
              <Table.Th>{t('columns.writes')}</Table.Th>
              <Table.Th>{t('columns.states')}</Table.Th>
              <Table.Th>
                <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((m) => (
              <Table.Tr key={m.id} data-testid={`ats-row-${m.atsField.path}`}>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    {m.isLocked && <IconLock size={14} aria-label={t('locked')} />}
                    <Stack gap={0}>
                      <Text fz="sm" fw={600}>
                        {nameOf(m)}
                      </Text>
                      <Text fz="xs" c="dimmed" ff="monospace">
                        {m.atsField.path}
                      </Text>
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    <Text fz="sm">{t(`types.${m.type as 'REGULAR'}`)}</Text>
                    {m.isDefaultMapping && (
                      <Badge size="xs" variant="light">
                        {t('default')}
                      </Badge>
                    )}
                    {m.atsField.required && (
                      <Badge size="xs" variant="default">
                        {t('required')}
                      </Badge>
                    )}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" data-testid="ats-writes">
                    {[m.prepend, m.scalarName ? `{${m.scalarName}}` : m.value, m.append]
                      .filter(Boolean)
                      .join(m.prependAppendSeparator)}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm" c={m.states.length ? undefined : 'dimmed'}>
                    {m.states.length ? [...new Set(m.states.map((s) => s.name))].join(', ') : t('noStates')}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {(mayEdit || mayCreate || mayDelete) && (
                    <Menu position="bottom-end" withinPortal>
                      <Menu.Target>
                        <Button
                          variant="subtle"
                          size="xs"
                          aria-label={t('actionsFor', { name: nameOf(m) })}
                          data-testid="ats-row-actions"
                        >
                          <IconDots size={16} />
                        </Button>
                      </Menu.Target>
                      <Menu.Dropdown>
                        {mayEdit && (
                          <Menu.Item
                            onClick={() => setDialog({ kind: 'edit', mapping: m })}
                            data-testid="ats-edit"
                          >
                            {t('edit')}
                          </Menu.Item>
                        )}
                        {mayCreate && (
                          <Menu.Item onClick={() => cloneMapping(m)} data-testid="ats-clone">
                            {t('clone')}
                          </Menu.Item>
                        )}
                        {mayCreate && mayDelete && !m.isLocked && (
                          <Menu.Item
                            onClick={() => setDialog({ kind: 'replace', mapping: m })}
                            data-testid="ats-replace"
                          >
                            {t('replace')}
                          </Menu.Item>
                        )}
                        {mayDelete && !m.isLocked && (
                          <Menu.Item
                            color="red"
                            onClick={() => setDialog({ kind: 'delete', mapping: m })}
                            data-testid="ats-delete"
                          >
                            {t('delete')}
                          </Menu.Item>
                        )}
                      </Menu.Dropdown>
                    </Menu>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <DryRunPanel chatbotId={chatbotId} />
      {(dialog?.kind === 'create' || dialog?.kind === 'replace') && (
        <MappingFormModal
          chatbotId={chatbotId}
          entities={entities}
          supportsMappingCreation={mainChatbot.supportsMappingCreation}
          replacing={dialog.kind === 'replace' ? dialog.mapping : null}
          onClose={close}
          onDone={(created, restoredMessage) =>
            restoredMessage
              ? (setNotice({ color: 'orange', key: 'restored', name: '' }), close())
              : done(dialog.kind === 'replace' ? 'replaced' : 'created', nameOf(created!))
          }
        />
      )}
      {dialog?.kind === 'edit' && (
        <MappingDrawer
          chatbotId={chatbotId}
          mapping={dialog.mapping}
          onClose={close}
          onSaved={() => done('saved', nameOf(dialog.mapping))}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteMappingModal
          chatbotId={chatbotId}
          mapping={dialog.mapping}
          name={nameOf(dialog.mapping)}
          onClose={close}
          onDeleted={() => done('deleted', nameOf(dialog.mapping))}
        />
      )}
    </>
  )
}

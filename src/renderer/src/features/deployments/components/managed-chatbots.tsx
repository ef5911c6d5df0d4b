import { Badge, Button, Group, List, Modal, Stack, Table, Text, useComputedColorScheme } from '@mantine/core'
import { useNotify } from '../../../ui/notify'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DeploymentState, ManagedChatbot } from '@shared/domain/deployments'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useFixDeployment,
  useManagedChatbots,
  useRecoverDeployment,
  useSecretState,
} from '../api/deployments'
import { CreateChatbotModal } from './create-chatbot-modal'
import { DeleteChatbotModal } from './delete-chatbot-modal'

const stateColors: Record<DeploymentState, string> = { active: 'teal', suspended: 'orange', deleted: 'gray' }

/** The organisation's chatbots, once a secret is kept (the service answers nothing without it). */
export function ManagedChatbots() {
  const secret = useSecretState()
  const stored = secret.data?.stored === true
  if (!stored) return null
  return <ChatbotsTable />
}

function ChatbotsTable() {
  const { t } = useTranslation('deployments')
  const chatbots = useManagedChatbots(true)
  const [creating, setCreating] = useState(false)
  const [deleting, setDeleting] = useState<ManagedChatbot | null>(null)
  const [fixed, setFixed] = useState<{ projectId: string; fixed: readonly string[] } | null>(null)
  const createButton = (
    <Button onClick={() => setCreating(true)} data-testid="deployment-create">
      {t('actions.create')}
    </Button>
  )
  let content
  if (chatbots.isPending) content = <LoadingSkeleton rows={5} testId="deployments-loading" />
  else if (chatbots.isError)
    content = (
      <ErrorState
        error={chatbots.error}
        onRetry={() => void chatbots.refetch()}
        namespace="deployments"
        testId="deployments-error"
      />
    )
  else if (chatbots.data.length === 0)
    content = (
      <EmptyState
        title={t('empty.title')}
        body={t('empty.body')}
        action={createButton}
        testId="deployments-empty"
      />
    )
  else
    content = (
      <Table.ScrollContainer minWidth={900}>
        <Table striped data-testid="deployments-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('table.name')}</Table.Th>
              <Table.Th>{t('table.project')}</Table.Th>
              <Table.Th>{t('table.server')}</Table.Th>
              <Table.Th>{t('table.template')}</Table.Th>
              <Table.Th>{t('table.state')}</Table.Th>
              <Table.Th>{t('table.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chatbots.data.map((chatbot) => (
              <ChatbotRow
                key={chatbot.projectId}
                chatbot={chatbot}
                onDelete={() => setDeleting(chatbot)}
                onFixed={setFixed}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    )
  return (
    <Stack gap="sm">
      {chatbots.isSuccess && chatbots.data.length > 0 && <Group justify="flex-end">{createButton}</Group>}
      {content}
      <CreateChatbotModal opened={creating} onClose={() => setCreating(false)} />
      <DeleteChatbotModal chatbot={deleting} onClose={() => setDeleting(null)} />
      <FixResult result={fixed} onClose={() => setFixed(null)} />
    </Stack>
  )
}

function ChatbotRow({
  chatbot,
  onDelete,
  onFixed,
}: {
  chatbot: ManagedChatbot
  onDelete: () => void
  onFixed: (result: { projectId: string; fixed: readonly string[] }) => void
}) {
  const { t } = useTranslation('deployments')
  const recover = useRecoverDeployment()
  const fix = useFixDeployment()
  const single = useSingleFlight()
  const notify = useNotify()
  const errorMessage = useErrorMessage('deployments')
  const failed = (error: unknown) => notify.failed(errorMessage(error), t('errors.operationFailed'))
  const deleted = chatbot.state === 'deleted'
  const scheme = useComputedColorScheme('light')
  return (
    <Table.Tr data-testid={`deployment-${chatbot.projectId}`}>
      <Table.Td>{chatbot.projectName}</Table.Td>
      <Table.Td>
        <Text ff="monospace" fz="sm">
          {chatbot.projectId}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text fz="sm">{chatbot.serverId}</Text>
        <Text fz="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
          {chatbot.serverAddress}
        </Text>
      </Table.Td>
      <Table.Td>{chatbot.template?.name ?? <Text c="dimmed">{t('table.noTemplate')}</Text>}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Badge
          color={stateColors[chatbot.state]}
          variant="light"
          // Mantine's light text is too pale on its tint (WCAG AA): the tint carries the colour.
          c={scheme === 'dark' ? `${stateColors[chatbot.state]}.1` : 'black'}
          data-testid="deployment-state"
        >
          {t(`states.${chatbot.state}`)}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          {deleted ? (
            <Button
              size="xs"
              variant="light"
              loading={recover.isPending}
              data-testid="deployment-recover"
              onClick={() =>
                single(() =>
                  recover
                    .mutateAsync({ projectId: chatbot.projectId, idempotencyKey: crypto.randomUUID() })
                    .then(() => notify.done(t('recover.done', { projectId: chatbot.projectId })), failed),
                )
              }
            >
              {t('actions.recover')}
            </Button>
          ) : (
            <>
              <Button
                size="xs"
                variant="default"
                loading={fix.isPending}
                data-testid="deployment-fix"
                onClick={() =>
                  single(() =>
                    fix
                      .mutateAsync({ projectId: chatbot.projectId, idempotencyKey: crypto.randomUUID() })
                      .then(onFixed, failed),
                  )
                }
              >
                {t('actions.fix')}
              </Button>
              <Button size="xs" variant="default" onClick={onDelete} data-testid="deployment-delete">
                {t('actions.delete')}
              </Button>
            </>
          )}
        </Group>
      </Table.Td>
    </Table.Tr>
  )
}

/** What fix changed, item by item, or that nothing was missing. */
function FixResult({
  result,
  onClose,
}: {
  result: { projectId: string; fixed: readonly string[] } | null
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('deployments')
  const { t: common } = useTranslation('common')
  return (
    <Modal
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      opened={result !== null}
      onClose={onClose}
      title={t('fix.title', { projectId: result?.projectId ?? '' })}
      data-testid="fix-result"
    >
      {result && result.fixed.length === 0 && <Text>{t('fix.nothing')}</Text>}
      {result && result.fixed.length > 0 && (
        <Stack gap="xs">
          <Text>{t('fix.changed')}</Text>
          <List>
            {result.fixed.map((code) => (
              <List.Item key={code}>
                {i18n.exists(`deployments:fix.items.${code}`)
                  ? t(`fix.items.${code}` as 'fix.items.default_team')
                  : t('fix.unknown', { code })}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Modal>
  )
}

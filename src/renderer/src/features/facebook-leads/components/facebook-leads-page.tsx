import { Alert, Badge, Button, Stack, Switch, Table, Text, Title, VisuallyHidden } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FacebookPage } from '@shared/domain/facebook-leads'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useFacebookPages, useSetFacebookPageActive } from '../api/pages'
import { ConnectCard } from './connect-card'
import { DisconnectModal } from './disconnect-modal'

/**
 * Settings › Facebook lead forms (spec 000 §2, §3): the Facebook pages whose lead forms bring candidates
 * into the chatbot, each switched on or off, connected with a token from Facebook's login and disconnected
 * after a confirmation. Team leads read; managers and admins change (SettingsFacebookLeads).
 */
export function FacebookLeadsPage() {
  const { t } = useTranslation('facebook-leads')
  const chatbot = useSelectedChatbot()
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        {t('title')}
      </Title>
      <Text c="dimmed">{t('intro')}</Text>
      {chatbot && <FacebookLeadsContent key={chatbot.id} chatbotId={chatbot.id} />}
    </Stack>
  )
}

type NoticeKey = 'activated' | 'deactivated' | 'disconnected'
type Notice = { key: NoticeKey; name: string } | { error: unknown }

export function FacebookLeadsContent({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('facebook-leads')
  const ability = useAppAbility()
  const mayConnect = ability.can('create', 'SettingsFacebookLeads')
  const mayUpdate = ability.can('update', 'SettingsFacebookLeads')
  const mayDelete = ability.can('delete', 'SettingsFacebookLeads')
  const pages = useFacebookPages(chatbotId)
  const setActive = useSetFacebookPageActive(chatbotId)
  const errorMessage = useErrorMessage('facebook-leads')
  // The notice keeps its key, not its text, so it follows a language switch.
  const [notice, setNotice] = useState<Notice | null>(null)
  const [disconnecting, setDisconnecting] = useState<FacebookPage | null>(null)

  const toggle = (page: FacebookPage, isActive: boolean) =>
    setActive.mutate(
      { page, isActive },
      {
        onSuccess: () => setNotice({ key: isActive ? 'activated' : 'deactivated', name: page.pageName }),
        onError: (error) => setNotice({ error }),
      },
    )
  const switching = (page: FacebookPage) => setActive.isPending && setActive.variables.page.id === page.id

  return (
    <>
      {mayConnect && <ConnectCard chatbotId={chatbotId} />}
      {notice && (
        <Alert
          color={'error' in notice ? 'red' : 'teal'}
          variant="light"
          role={'error' in notice ? 'alert' : 'status'}
          withCloseButton
          closeButtonLabel={t('close')}
          onClose={() => setNotice(null)}
          data-testid="facebook-notice"
        >
          {'error' in notice ? errorMessage(notice.error) : t(`notices.${notice.key}`, { name: notice.name })}
        </Alert>
      )}
      {pages.isPending ? (
        <LoadingSkeleton rows={3} testId="facebook-loading" />
      ) : pages.isError ? (
        <ErrorState
          error={pages.error}
          onRetry={() => void pages.refetch()}
          namespace="facebook-leads"
          testId="facebook-error"
        />
      ) : pages.data.length === 0 ? (
        <EmptyState
          title={t('empty.title')}
          body={t(mayConnect ? 'empty.body' : 'empty.bodyReadOnly')}
          testId="facebook-empty"
        />
      ) : (
        <Table striped verticalSpacing="sm" data-testid="facebook-pages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.page')}</Table.Th>
              <Table.Th>{t('columns.leads')}</Table.Th>
              {mayDelete && (
                <Table.Th>
                  <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pages.data.map((page) => (
              <Table.Tr key={page.id} data-testid={`facebook-page-${page.pageId}`}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {page.pageName}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    {t('pageId', { id: page.pageId })}
                  </Text>
                </Table.Td>
                <Table.Td>
                  {mayUpdate ? (
                    <Switch
                      checked={page.isActive}
                      disabled={switching(page)}
                      onChange={(event) => toggle(page, event.currentTarget.checked)}
                      label={t(page.isActive ? 'active' : 'inactive')}
                      aria-label={t('toggle', { name: page.pageName })}
                      data-testid="facebook-page-active"
                    />
                  ) : (
                    <Badge variant="light" color={page.isActive ? 'teal' : 'gray'}>
                      {t(page.isActive ? 'active' : 'inactive')}
                    </Badge>
                  )}
                </Table.Td>
                {mayDelete && (
                  <Table.Td ta="right">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconTrash size={14} />}
                      onClick={() => setDisconnecting(page)}
                      aria-label={t('disconnect.for', { name: page.pageName })}
                      data-testid="facebook-disconnect"
                    >
                      {t('disconnect.action')}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {disconnecting && (
        <DisconnectModal
          chatbotId={chatbotId}
          page={disconnecting}
          onClose={() => setDisconnecting(null)}
          onDone={() => {
            setNotice({ key: 'disconnected', name: disconnecting.pageName })
            setDisconnecting(null)
          }}
        />
      )}
    </>
  )
}

import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { describeError } from '../../../lib/errors'
import { useAccounts } from '../api/accounts'

/** One labelled figure of the account card; it takes the room its value needs (a name is not squeezed). */
function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <Stack gap={0} maw={360}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={600} data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  )
}

/**
 * The chatbot's WhatsApp Business account at its provider (allWhatsappAccounts): provider, business name,
 * numbers, connected channels and templates. Nothing when the chatbot has no account.
 */
export function AccountCard({ chatbotId }: { chatbotId: string }) {
  const { t, i18n } = useTranslation('whatsapp')
  const accounts = useAccounts(chatbotId)
  if (accounts.isPending) return <Skeleton height={72} radius="sm" data-testid="account-loading" />
  if (accounts.isError)
    return (
      <Alert color="red" variant="light" role="alert" title={t('channels.accountFailed')}>
        {describeError(i18n, accounts.error, 'whatsapp').message}
      </Alert>
    )
  return (
    <>
      {accounts.data.map((account) => (
        <Paper key={account.id} withBorder p="sm" data-testid="whatsapp-account">
          <Stack gap="xs">
            <Title order={2} fz="h5">
              {t('channels.account')}
            </Title>
            <Group align="flex-start" gap="xl">
              <Fact label={t('channels.accountName')} value={account.name} testId="account-name" />
              <Fact
                label={t('channels.accountProvider')}
                value={account.provider}
                testId="account-provider"
              />
              <Fact
                label={t('channels.accountNumbers')}
                value={
                  account.whatsappNumbers.length > 0
                    ? // A number is never broken over two lines; the list wraps between numbers.
                      account.whatsappNumbers.map((number, i) => (
                        <span key={number} style={{ whiteSpace: 'nowrap' }}>
                          {number}
                          {i < account.whatsappNumbers.length - 1 ? ', ' : ''}
                        </span>
                      ))
                    : t('channels.accountNone')
                }
                testId="account-numbers"
              />
              <Fact
                label={t('channels.accountConnected')}
                value={String(account.connectedChannels)}
                testId="account-connected"
              />
              <Fact
                label={t('channels.accountTemplates')}
                value={String(account.templateCount)}
                testId="account-templates"
              />
            </Group>
          </Stack>
        </Paper>
      ))}
    </>
  )
}

import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useSelectedChatbotDetails } from '../api/main-chatbot'

/** What the selected chatbot is connected to: ATS, WhatsApp provider, Smart Inbox, beta portal. */
export function ChatbotDetails({ chatbotId }: { chatbotId: string | null }) {
  const { t } = useTranslation('chatbots')
  const details = useSelectedChatbotDetails(chatbotId)
  if (!chatbotId) return null

  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="chatbot-details-title"
      data-testid="chatbot-details"
    >
      <Title order={2} fz="h4" mb="sm" id="chatbot-details-title">
        {t('details.title')}
      </Title>
      {/*
        A suspended chatbot or an unavailable function gets the spec's notice; other failures their message
        (an untrusted server says why, so the user can ask IT to list it: QUALITY SEC-8), plus 'The cause of
        the error is unknown.' when nothing more is known (the kit's ErrorState).
      */}
      {details.isError ? (
        <ErrorState
          error={details.error}
          onRetry={() => void details.refetch()}
          namespace="chatbots"
          title={null}
          testId="chatbot-details-error"
        />
      ) : !details.data ? (
        <LoadingSkeleton rows={1} rowHeight={14} testId="chatbot-details-loading" />
      ) : (
        <Group gap="xl" wrap="wrap">
          <Detail label={t('details.ats')} value={details.data.ats} />
          <Detail label={t('details.whatsapp')} value={details.data.whatsappProvider ?? t('details.none')} />
          <Detail
            label={t('details.smartInbox')}
            value={details.data.smartInboxEnabled ? t('details.on') : t('details.off')}
          />
          {details.data.useBetaPortal && (
            <Badge variant="light" color="grape">
              {t('details.beta')}
            </Badge>
          )}
        </Group>
      )}
    </Card>
  )
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={500}>{value}</Text>
    </Stack>
  )
}

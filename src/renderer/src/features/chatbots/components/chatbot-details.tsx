import { Alert, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { unavailableCodeOf, useErrorDescription } from '../../../lib/errors'
import { UnavailableNotice } from '../../../ui/unavailable-notice'
import { useSelectedChatbotDetails } from '../api/main-chatbot'

/** What the selected chatbot is connected to: ATS, WhatsApp provider, Smart Inbox, beta portal. */
export function ChatbotDetails({ chatbotId }: { chatbotId: string | null }) {
  const { t } = useTranslation('chatbots')
  const describeError = useErrorDescription('chatbots')
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
      {details.isError ? (
        <DetailsError error={details.error} describe={describeError} />
      ) : !details.data ? (
        <Stack gap={8} data-testid="chatbot-details-loading" aria-busy="true">
          <Skeleton height={14} width="40%" />
          <Skeleton height={14} width="60%" />
        </Stack>
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

/**
 * A suspended chatbot or an unavailable function gets the spec's notice; other failures their message
 * (an untrusted server says why, so the user can ask IT to list it: QUALITY SEC-8), plus 'The cause of
 * the error is unknown.' when nothing more is known.
 */
function DetailsError({
  error,
  describe,
}: {
  error: unknown
  describe: ReturnType<typeof useErrorDescription>
}) {
  const { t } = useTranslation(['common'])
  const unavailable = unavailableCodeOf(error)
  if (unavailable) return <UnavailableNotice code={unavailable} />
  const { message, unknownCause } = describe(error)
  return (
    <Alert color="red" variant="light" role="alert" data-testid="chatbot-details-error">
      <Text fz="sm">{message}</Text>
      {unknownCause && <Text fz="sm">{t('common:errors.unknownCause')}</Text>}
    </Alert>
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

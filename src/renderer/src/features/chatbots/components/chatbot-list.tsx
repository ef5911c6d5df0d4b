import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { ChatbotSummary } from '@shared/ipc/session'
import { toInterfaceLanguage } from '@shared/domain/languages'
import { signedInState, useSelectChatbot, useSession } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { ChatbotDetails } from './chatbot-details'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState } from '../../../ui/query-states'

/**
 * The user's chatbots (spec 000 §2 "/chatbots"): the selected one marked, a click selects another,
 * suspended ones are marked and cannot be opened. A user has a handful, so a grid of cards fits.
 */
export function ChatbotList() {
  const { t } = useTranslation(['chatbots', 'frame', 'common'])
  const session = useSession()
  const select = useSelectChatbot()
  const errorMessage = useErrorMessage('chatbots')

  if (session.isPending) {
    return (
      <Group gap="sm" data-testid="chatbots-loading">
        <Loader size="sm" role="status" aria-label={t('frame:loading')} />
      </Group>
    )
  }
  if (session.isError) {
    return (
      <ErrorState
        error={session.error}
        onRetry={() => void session.refetch()}
        namespace="chatbots"
        title={t('error.title')}
        testId="chatbots-error"
      />
    )
  }
  const state = signedInState(session.data)
  const chatbots = state?.user.chatbots ?? []

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('title')}</Title>
        <Text c="dimmed">{t('intro')}</Text>
      </Stack>
      {select.error && (
        <Alert color="red" variant="light" role="alert" data-testid="select-error">
          {errorMessage(select.error)}
        </Alert>
      )}
      {chatbots.length === 0 ? (
        <EmptyState title={t('empty.title')} body={t('empty.body')} testId="chatbots-empty" />
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="md"
          component="ul"
          aria-label={t('listLabel')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {chatbots.map((chatbot) => (
            <ChatbotCard
              key={chatbot.id}
              chatbot={chatbot}
              selected={chatbot.id === state?.chatbotId}
              pending={select.isPending && select.variables === chatbot.id}
              onSelect={() => select.mutate(chatbot.id)}
            />
          ))}
        </SimpleGrid>
      )}
      {chatbots.length > 0 && <ChatbotDetails chatbotId={state?.chatbotId ?? null} />}
    </Stack>
  )
}

function ChatbotCard({
  chatbot,
  selected,
  pending,
  onSelect,
}: {
  chatbot: ChatbotSummary
  selected: boolean
  pending: boolean
  onSelect: () => void
}) {
  const { t } = useTranslation(['chatbots', 'frame'])
  const language = chatbot.defaultLanguageTag
    ? t(`frame:language.long.${toInterfaceLanguage(chatbot.defaultLanguageTag)}`)
    : t('noLanguage')
  return (
    <Card
      component="li"
      withBorder
      padding="lg"
      radius="md"
      aria-current={selected ? 'true' : undefined}
      data-testid="chatbot-card"
      data-selected={selected}
      data-suspended={chatbot.suspended}
      style={{
        borderColor: selected ? 'var(--mantine-color-indigo-7)' : undefined,
        borderWidth: selected ? 2 : undefined,
        background: chatbot.suspended ? 'var(--portal-subtle-bg)' : undefined,
      }}
    >
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap={6}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
              {chatbot.name}
            </Title>
            {selected && (
              <Badge color="indigo" variant="filled" style={{ flexShrink: 0 }}>
                {t('selected')}
              </Badge>
            )}
            {chatbot.suspended && (
              <Badge color="red.8" variant="filled" style={{ flexShrink: 0 }}>
                {t('suspended')}
              </Badge>
            )}
          </Group>
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              {t('project')}:
            </Text>{' '}
            {chatbot.projectName}
          </Text>
          <Text fz="sm">
            <Text span c="dimmed" fz="sm">
              {t('language')}:
            </Text>{' '}
            {language}
          </Text>
        </Stack>
        {chatbot.suspended ? (
          <Text fz="sm" c="var(--portal-danger-text)">
            {t('suspendedHint')}
          </Text>
        ) : selected ? (
          <Text fz="sm" c="var(--portal-strong-link)" fw={500}>
            {t('selectedHint')}
          </Text>
        ) : (
          <Button
            variant="light"
            onClick={onSelect}
            loading={pending}
            aria-label={t('selectNamed', { name: chatbot.name })}
          >
            {t('select')}
          </Button>
        )}
      </Stack>
    </Card>
  )
}

import { Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/errors'
import { detectIntent } from '../api/nlp'

/**
 * "What does the bot understand?": a text answered by detectIntent (spec 001 §7.3) from the published
 * model, with the intent, how sure the model is and the entities it found.
 */
export function TestBox({ chatbotId }: { chatbotId: string }) {
  const { t, i18n } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const [text, setText] = useState('')
  const detect = useMutation({
    mutationKey: ['nlp-detect', chatbotId],
    mutationFn: (value: string) => detectIntent(value, i18n.language),
  })
  const run = () => {
    if (text.trim() && !detect.isPending) detect.mutate(text.trim())
  }
  const answer = detect.data
  return (
    <Paper withBorder p="md" radius="md" data-testid="test-box">
      <Stack gap="xs">
        <Title order={2} fz="h5">
          {t('test.title')}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('test.help')}
        </Text>
        <Group gap="xs" wrap="wrap">
          <TextInput
            flex="1 1 220px"
            aria-label={t('test.title')}
            placeholder={t('test.placeholder')}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && run()}
            data-testid="test-input"
          />
          <Button variant="light" onClick={run} loading={detect.isPending} data-testid="test-run">
            {t('actions.test')}
          </Button>
        </Group>
        <div aria-live="polite" data-testid="test-answer">
          {detect.isError && (
            <Text fz="sm" c="var(--mantine-color-error)" role="alert">
              {errorMessage(detect.error)}
            </Text>
          )}
          {answer &&
            (answer.intentName ? (
              <Group gap="xs">
                <Badge size="lg" variant="filled" color="blue.8" data-testid="test-intent">
                  {t('test.intent', { intent: answer.intentName })}
                </Badge>
                <Text fz="sm" c="dimmed">
                  {t('test.score', { score: Math.round(answer.score * 100) })}
                </Text>
              </Group>
            ) : (
              <Text fz="sm" c="dimmed" data-testid="test-none">
                {t('test.none')}
              </Text>
            ))}
          {answer && answer.entities.length > 0 && (
            <Text fz="sm" mt={4}>
              {t('test.entities', {
                entities: answer.entities.map((e) => `${e.entity}: ${e.option}`).join(', '),
              })}
            </Text>
          )}
        </div>
      </Stack>
    </Paper>
  )
}

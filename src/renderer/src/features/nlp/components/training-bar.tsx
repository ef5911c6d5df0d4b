import { Badge, Button, Group, Loader, Paper, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { canPublish, trainingBadge } from '@shared/domain/nlp'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { portal } from '../../../lib/portal'
import { usePublish, useTrain, useTrainStatus } from '../api/nlp'
import { useSingleFlight } from '../../../lib/single-flight'

// Filled in shades whose white label meets 4.5:1 (as the WhatsApp status badges).
const badgeColor = { TRAINED: 'teal.9', TRAINING: 'blue.8', FAILED_TRAINING: 'red.9' } as const

/**
 * The model's state and its two actions (spec 000 §2 'Train and Publish buttons', §4 'Training badge'):
 * the badge (Trained, Training, Failed Training), the publishing status, Train and Publish. After Publish
 * main watches the status (the training poller) and tells when it is published.
 */
export function TrainingBar({ chatbotId }: { chatbotId: string }) {
  const { t, i18n } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const mayEdit = useAppAbility().can('update', 'NlpIntents')
  const status = useTrainStatus(chatbotId)
  const train = useTrain(chatbotId)
  const publish = usePublish(chatbotId)
  const once = useSingleFlight()
  const data = status.data
  const badge = data ? trainingBadge(data.training) : null
  const date = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : ''
  const failure = train.error ?? publish.error
  // The trained model is the published one already: nothing new to publish.
  const upToDate =
    data?.status === 'PUBLISHED' &&
    data.publishedAt !== null &&
    data.trainedAt !== null &&
    Date.parse(data.publishedAt) >= Date.parse(data.trainedAt)
  return (
    <Paper withBorder p="sm" radius="md" data-testid="training-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          {badge ? (
            <Badge
              color={badgeColor[badge]}
              variant="filled"
              size="lg"
              data-testid="training-badge"
              data-badge={badge}
              leftSection={badge === 'TRAINING' ? <Loader size={12} color="white" /> : undefined}
            >
              {t(`badge.${badge}`)}
            </Badge>
          ) : (
            <Badge color="gray.7" variant="filled" size="lg" data-testid="training-badge" data-badge="NONE">
              {t('badge.NONE')}
            </Badge>
          )}
          {data && (
            <Text fz="sm" c="dimmed" data-testid="publishing-status" data-status={data.status}>
              {data.status === 'PUBLISHED'
                ? t('status.PUBLISHED', { date: date(data.publishedAt) })
                : t(`status.${data.status as 'ERROR'}`)}
            </Text>
          )}
        </Group>
        {mayEdit && (
          <Group gap="xs">
            <Button
              variant="default"
              loading={train.isPending}
              disabled={data?.training === 'TRAINING'}
              onClick={() => !train.isPending && train.mutate()}
              data-testid="train"
            >
              {t('actions.train')}
            </Button>
            <Button
              loading={publish.isPending}
              disabled={!data || upToDate || !canPublish(data.status, data.training)}
              onClick={() =>
                once(() =>
                  publish.mutateAsync(undefined, {
                    // Main watches publishing until it ends and tells the user (src/main/nlp).
                    onSuccess: () =>
                      void portal()
                        .nlp.watchPublishing({ chatbotId })
                        .catch(() => undefined),
                  }),
                )
              }
              data-testid="publish"
            >
              {t('actions.publish')}
            </Button>
          </Group>
        )}
      </Group>
      {failure && (
        <Text fz="sm" c="var(--mantine-color-error)" mt="xs" role="alert" data-testid="training-error">
          {errorMessage(failure)}
        </Text>
      )}
    </Paper>
  )
}

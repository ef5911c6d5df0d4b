import { Alert, Button, List, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDestinations } from '../api/destinations'

/** How many of the targets the preview names; the count covers them all. */
export const destinationPreviewLimit = 10

/**
 * "Who does it reach now?" under a broadcast's targets or a follow-up's schedule: the server's destination
 * getter evaluates what is saved (not the form's unsaved changes, which the text says), answering how many
 * and the first few by name; a failure says the spec's 'Something went wrong'.
 */
export function DestinationPreview({ chatbotId, broadcastId }: { chatbotId: string; broadcastId: string }) {
  const { t } = useTranslation('automations')
  const [asked, setAsked] = useState(false)
  const targets = useDestinations(chatbotId, broadcastId, asked)
  const show = () => (asked ? void targets.refetch() : setAsked(true))
  return (
    <Stack gap="xs" data-testid="destination-preview">
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        loading={targets.isFetching}
        onClick={show}
        data-testid="destination-show"
      >
        {t('destinations.show')}
      </Button>
      {asked && targets.isError && (
        <Alert color="red" variant="light" role="alert">
          {t('messages.destinationGetterFailed')}
        </Alert>
      )}
      {asked && targets.data && (
        <Stack gap={4} data-testid="destination-result">
          <Text size="sm">
            {targets.data.length === 0
              ? t('destinations.none')
              : t('destinations.count', { count: targets.data.length })}
          </Text>
          {targets.data.length > 0 && (
            <List size="sm">
              {targets.data.slice(0, destinationPreviewLimit).map((target) => (
                <List.Item key={target.id}>
                  {target.name} · {target.phoneNumber}
                </List.Item>
              ))}
            </List>
          )}
          {targets.data.length > destinationPreviewLimit && (
            <Text size="xs" c="dimmed">
              {t('destinations.more', { count: targets.data.length - destinationPreviewLimit })}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  )
}

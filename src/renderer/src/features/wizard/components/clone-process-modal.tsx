import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ChatbotSummary } from '@shared/ipc/session'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useNotify } from '../../../ui/notify'
import { useCloneDestinations, useCloneProcess, type WizardProcessData } from '../api/wizards'

/**
 * Superusers: copies a process of the selected chatbot's wizard into a wizard of another chatbot of the
 * organisation (spec 001 §7 'clone process'). The other chatbot's wizards are read when it is chosen; the
 * copy starts with no step done and no notes, and replaces a process with the same identifier there.
 */
export function CloneProcessModal({
  chatbot,
  chatbots,
  process,
  onClose,
}: {
  chatbot: ChatbotSummary
  chatbots: readonly ChatbotSummary[]
  process: WizardProcessData | null
  onClose: () => void
}) {
  const { t } = useTranslation('wizard')
  const { t: common } = useTranslation('common')
  const errorMessage = useErrorMessage('wizard')
  const notify = useNotify()
  const once = useSingleFlight()
  const clone = useCloneProcess()
  const [destination, setDestination] = useState<string | null>(null)
  const [wizardId, setWizardId] = useState<string | null>(null)
  const destinations = useCloneDestinations(chatbot.id, destination)
  const others = chatbots.filter((other) => other.id !== chatbot.id)
  const close = () => {
    setDestination(null)
    setWizardId(null)
    clone.reset()
    onClose()
  }
  const target = others.find((other) => other.name === destination)
  const submit = () => {
    if (!process || !destination || !wizardId || !target) return
    once(async () => {
      await clone.mutateAsync({
        destinationClient: destination,
        originClient: chatbot.name,
        originProcessIdentifier: process.identifier,
        destinationWizardId: wizardId,
      })
      notify.done(t('clone.done', { process: process.title, chatbot: target.projectName }))
      close()
    })
  }
  const wizardsError = destinations.isError ? errorMessage(destinations.error) : undefined
  const noWizards =
    destinations.isSuccess && destinations.data.length === 0 ? t('clone.noWizards') : undefined
  return (
    <Modal
      opened={process !== null}
      onClose={close}
      title={t('clone.title', { process: process?.title ?? '' })}
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      data-testid="wizard-clone"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <Text size="sm">{t('clone.body')}</Text>
          {others.length === 0 ? (
            <Alert variant="light">{t('clone.noChatbots')}</Alert>
          ) : (
            <Select
              label={t('clone.chatbot')}
              placeholder={t('clone.chatbotPlaceholder')}
              data={others.map((other) => ({
                value: other.name,
                label: other.projectName === other.name ? other.name : `${other.projectName} (${other.name})`,
              }))}
              value={destination}
              onChange={(value) => {
                setDestination(value)
                setWizardId(null)
              }}
              searchable
              required
              data-testid="wizard-clone-chatbot"
            />
          )}
          {destination !== null && (
            <Select
              label={t('clone.wizard')}
              placeholder={destinations.isPending ? t('clone.loadingWizards') : t('clone.wizardPlaceholder')}
              data={(destinations.data ?? []).map((wizard) => ({ value: wizard.id, label: wizard.title }))}
              value={wizardId}
              onChange={setWizardId}
              disabled={destinations.isPending || destinations.isError}
              error={wizardsError ?? noWizards}
              required
              data-testid="wizard-clone-wizard"
            />
          )}
          {clone.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(clone.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('clone.cancel')}
            </Button>
            <Button
              type="submit"
              disabled={!destination || !wizardId}
              loading={clone.isPending}
              data-testid="wizard-clone-submit"
            >
              {t('clone.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

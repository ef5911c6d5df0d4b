import { Alert, Button, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { automationNameProblem } from '@shared/domain/automations'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { LoadingSkeleton, ErrorState } from '../../../ui/query-states'
import { useCreatePartnerAutomation, usePartnerTemplates } from '../api/partner-automations'

const nameMessages = {
  nameRequired: 'names.nameRequired',
  nameTooLong: 'names.nameTooLong',
  nameSpecialCharacters: 'names.nameSpecialCharacters',
} as const
/** The name rule's message; a rule this screen does not know gets the general one. */
const nameMessage = (key: string) =>
  key in nameMessages ? nameMessages[key as keyof typeof nameMessages] : ('names.invalid' as const)

/**
 * A new automation from a template: the template and a name, checked with the automations' own name rule
 * before it is sent and again by the server. What the user typed stays when the server refuses it.
 */
export function NewAutomationModal({
  chatbotId,
  opened,
  onClose,
}: {
  chatbotId: string
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('partner')
  const templates = usePartnerTemplates(chatbotId)
  const create = useCreatePartnerAutomation(chatbotId)
  const once = useSingleFlight()
  const errorMessage = useErrorMessage('partner')
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [name, setName] = useState('')
  const [touched, setTouched] = useState(false)
  const nameProblem = automationNameProblem(name)
  const serverName =
    create.data && !create.data.ok ? create.data.errors.find((e) => e.field === 'name') : null
  const nameError = touched && nameProblem ? nameProblem : serverName?.messages[0]
  const chosen = templates.data?.find((template) => template.id === templateId)

  const submit = () => {
    setTouched(true)
    if (nameProblem || !templateId) return
    // One press sends once (QUALITY REL-11); what was typed stays when the server refuses it.
    once(async () => {
      const answer = await create.mutateAsync({ templateId, name: name.trim() })
      if (!answer.ok) return
      setName('')
      setTemplateId(null)
      setTouched(false)
      onClose()
    })
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('create.title')} data-testid="partner-new-automation">
      {templates.isPending ? (
        <LoadingSkeleton rows={3} />
      ) : templates.isError ? (
        <ErrorState error={templates.error} onRetry={() => void templates.refetch()} namespace="partner" />
      ) : templates.data.length === 0 ? (
        <Text c="dimmed">{t('create.noTemplates')}</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <Stack gap="sm">
            <Select
              label={t('create.template')}
              placeholder={t('create.templatePlaceholder')}
              data={templates.data.map((template) => ({ value: template.id, label: template.name }))}
              value={templateId}
              onChange={setTemplateId}
              error={touched && !templateId ? t('create.templateRequired') : undefined}
              required
              data-testid="partner-template"
            />
            {chosen?.description && (
              <Text size="sm" c="dimmed">
                {chosen.description}
              </Text>
            )}
            <TextInput
              label={t('create.name')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              onBlur={() => setTouched(true)}
              error={nameError ? t(nameMessage(nameError)) : undefined}
              required
              data-testid="partner-automation-name"
            />
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(create.error)}
              </Alert>
            )}
            {create.data && !create.data.ok && !serverName && (
              <Alert color="red" variant="light" role="alert">
                {create.data.errorMessage ?? t('create.failed')}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('create.cancel')}
              </Button>
              {/* Enter in a field submits the form; the button calls the same guarded submit. */}
              <Button onClick={submit} loading={create.isPending} data-testid="partner-create-submit">
                {t('create.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}

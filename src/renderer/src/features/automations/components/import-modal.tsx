import { Alert, Badge, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  importFileMaxBytes,
  importFileSummary,
  importFormSchema,
  readImportFile,
} from '@shared/domain/automations-templates'
import { useErrorDescription } from '../../../lib/errors'
import { MutationFailedError } from '../../../lib/field-errors'
import { useEntityForm } from '../../../lib/use-entity-form'
import { IconFileImport } from '../../../ui/icons'
import { useImport } from '../api/templates'
import { useNotify } from './format'
import { useAutomationMessage } from './setup-messages'

/**
 * The import modal (spec 000 §2, §5): an automation or automation template file (JSON, as exported). The
 * file says which it is; the name is the file's and may be changed. An automation's name must not be an
 * existing automation's, a template's not an existing template's (the server decides; its refusal shows
 * on the name). A file that is none shows 'Error! Please select a valide file'; a failure without a field
 * names the import and its cause, or that the cause is unknown.
 */
export function ImportModal({
  chatbotId,
  onClose,
  onImported,
}: {
  chatbotId: string
  onClose: () => void
  onImported: (campaignId: string | null) => void
}) {
  const { t } = useTranslation(['automations', 'common'])
  const notify = useNotify()
  const message = useAutomationMessage()
  const importing = useImport(chatbotId)
  const describe = useErrorDescription('automations')
  const [picked, setPicked] = useState<File | null>(null)
  const [summary, setSummary] = useState<ReturnType<typeof importFileSummary> | null>(null)
  const entity = useEntityForm({
    schema: importFormSchema,
    defaultValues: { kind: 'automation', name: '', file: '' },
    namespace: 'automations',
    submit: async (values) => {
      try {
        const campaignId = await importing.mutateAsync(values)
        notify.done(
          values.kind === 'automation'
            ? t('setup.import.importedAutomation')
            : t('setup.import.importedTemplate'),
        )
        onClose()
        onImported(campaignId)
      } catch (error) {
        // Field refusals show on their fields; anything else names the import and its cause.
        if (error instanceof MutationFailedError && error.fields.length > 0) throw error
        const failed =
          values.kind === 'automation'
            ? t('messages.campaignImportFailed')
            : t('messages.templateImportFailed')
        const described = describe(error)
        const cause =
          error instanceof MutationFailedError && error.errorMessage
            ? error.errorMessage
            : described.unknownCause
              ? t('messages.unknownCause')
              : described.message
        throw new MutationFailedError('import', [], `${failed} ${cause}`)
      }
    },
  })
  const { form } = entity
  const kind = form.watch('kind')

  const pick = async (file: File | null) => {
    setPicked(file)
    setSummary(null)
    form.clearErrors()
    const text = file && file.size <= importFileMaxBytes ? await file.text() : ''
    const read = readImportFile(text)
    form.setValue('file', read.ok ? text : '')
    if (!read.ok) {
      if (file) form.setError('file', { type: 'validate', message: 'invalidFile' })
      return
    }
    const found = importFileSummary(read.file)
    setSummary(found)
    form.setValue('kind', found.kind)
    if (!form.getValues('name')) form.setValue('name', found.name)
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('setup.import.title')}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      data-testid="automation-import-modal"
    >
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('setup.import.body')}
          </Text>
          <FileInput
            label={t('setup.import.file')}
            placeholder={t('setup.import.filePlaceholder')}
            accept="application/json,.json"
            required
            clearable
            clearButtonProps={{ 'aria-label': t('setup.import.clear') }}
            leftSection={<IconFileImport size={16} />}
            value={picked}
            onChange={(file) => void pick(file)}
            error={message(form.formState.errors.file?.message)}
            data-testid="automation-import-file"
          />
          {summary && (
            <Alert variant="light" color="blue" data-testid="automation-import-summary">
              <Group gap="xs">
                <Text size="sm">
                  {kind === 'automation' ? t('setup.import.isAutomation') : t('setup.import.isTemplate')}
                </Text>
                <Badge variant="filled" color="blue.8">
                  {t(`types.${summary.type as 'broadcast'}`)}
                </Badge>
              </Group>
            </Alert>
          )}
          <TextInput
            label={kind === 'template' ? t('setup.import.templateName') : t('setup.import.name')}
            description={
              kind === 'template' ? t('setup.import.templateNameRule') : t('setup.import.nameRule')
            }
            required
            {...form.register('name')}
            error={message(form.formState.errors.name?.message)}
            data-testid="automation-import-name"
          />
          {entity.formError && (
            <Text c="red.9" size="sm" role="alert" data-testid="automation-import-error">
              {message(entity.formError)}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('setup.import.cancel')}
            </Button>
            <Button type="submit" loading={entity.submitting} data-testid="automation-import-submit">
              {t('setup.import.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

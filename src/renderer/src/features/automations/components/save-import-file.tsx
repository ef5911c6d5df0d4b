import { Button, Tooltip } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { exportErrorCodes } from '@shared/ipc/exports'
import { errorCode, useErrorMessage } from '../../../lib/errors'
import { portal } from '../../../lib/portal'
import { IconFileExport } from '../../../ui/icons'
import { useNotify } from './format'

/**
 * 'Export': the automation as the file Import reads (spec 001 `exportCampaign`), or with `templateId` an
 * automation template (`exportAutomationTemplate`), for another chatbot or a colleague. Main asks the server for the file, asks where to save it and writes it; a cancelled dialog
 * says nothing. One save at a time: the button is busy until main answers (a double click saves once).
 */
export function SaveImportFileButton(
  props: { campaignId: string; templateId?: never } | { templateId: string; campaignId?: never },
) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const errorMessage = useErrorMessage('automations')
  // A ref, not the mutation's state: a double click's second click comes before the button re-renders busy.
  const running = useRef(false)
  const save = useMutation({
    mutationFn: () =>
      props.templateId !== undefined
        ? portal().automations.saveTemplateFile({ templateId: props.templateId })
        : portal().automations.saveImportFile({ campaignId: props.campaignId }),
    onSettled: () => (running.current = false),
    onSuccess: (saved) => {
      if (saved) notify.done(t('detail.exported', { file: saved.fileName }))
    },
    onError: (error) =>
      notify.failed(
        errorCode(error) === exportErrorCodes.writeFailed ? t('detail.exportFailed') : errorMessage(error),
      ),
  })
  return (
    <Tooltip
      label={
        props.templateId !== undefined ? t('setup.create.exportTemplateHint') : t('detail.exportFileHint')
      }
      multiline
      w={260}
      withArrow
    >
      <Button
        variant="default"
        leftSection={<IconFileExport size={16} aria-hidden />}
        loading={save.isPending}
        onClick={() => {
          if (running.current) return
          running.current = true
          save.mutate()
        }}
        data-testid={
          props.templateId !== undefined ? 'automation-template-save-file' : 'automation-save-file'
        }
      >
        {props.templateId !== undefined ? t('setup.create.exportTemplate') : t('detail.exportFile')}
      </Button>
    </Tooltip>
  )
}

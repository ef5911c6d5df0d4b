import { Button } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useRef, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { exportErrorCodes } from '@shared/ipc/exports'
import { errorCode, useErrorMessage } from '../../../lib/errors'
import { portal } from '../../../lib/portal'
import { IconDownload } from '../../../ui/icons'
import { useNotify } from './format'

/**
 * A button that saves a CSV of the send drawer (the sample file, the refused rows): main asks where and
 * writes it comma separated, as the Upload CSV tab reads it; a cancelled dialog says nothing. The rows are
 * built only when clicked. One save at a time: a double click saves once.
 */
export function SaveRecipientsCsvButton({
  fileName,
  rows,
  testId,
  size = 'xs',
  children,
}: {
  fileName: string
  rows: () => string[][]
  testId: string
  /** xs beside help text; the default size among other buttons. */
  size?: 'xs' | 'sm'
  children: ReactNode
}) {
  const { t } = useTranslation('automations')
  const notify = useNotify()
  const errorMessage = useErrorMessage('automations')
  // A ref, not the mutation's state: a double click's second click comes before the button re-renders busy.
  const running = useRef(false)
  const save = useMutation({
    mutationFn: () => portal().automations.saveRecipientsCsv({ fileName, rows: rows() }),
    onSettled: () => (running.current = false),
    onSuccess: (saved) => {
      if (saved) notify.done(t('send.csvSaved', { file: saved.fileName }))
    },
    onError: (error) =>
      notify.failed(
        errorCode(error) === exportErrorCodes.writeFailed ? t('detail.exportFailed') : errorMessage(error),
      ),
  })
  return (
    <Button
      variant="default"
      size={size}
      leftSection={<IconDownload size={size === 'xs' ? 14 : 16} aria-hidden />}
      loading={save.isPending}
      // Beside help text it keeps its width; the text wraps.
      style={{ flexShrink: 0 }}
      onClick={() => {
        if (running.current) return
        running.current = true
        save.mutate()
      }}
      data-testid={testId}
    >
      {children}
    </Button>
  )
}

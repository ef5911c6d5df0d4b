import { Alert, Button, Group, Modal, Stack } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export interface ConfirmDialogProps {
  readonly title: string
  /** What the action does, and whatever the user should see before deciding (what goes with it). */
  readonly children: ReactNode
  readonly confirmLabel: string
  /** True while the action runs: the confirm button spins and nothing closes the dialog. */
  readonly pending: boolean
  /** The refusal, in the user's words; the dialog stays open so the user can try again or cancel. */
  readonly failure: string | null
  readonly onConfirm: () => void
  readonly onClose: () => void
  /** While what the user must see first is still loading. */
  readonly confirmDisabled?: boolean
  readonly opened?: boolean
  readonly testId?: string
  readonly confirmTestId?: string
}

/**
 * A destructive action asked first: the question, the refusal when the server says no, Cancel, and the
 * action in the accessible dark red (white on red.8 meets AA; the default shade does not).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pending,
  failure,
  onConfirm,
  onClose,
  confirmDisabled = false,
  opened = true,
  testId,
  confirmTestId,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common')
  const close = () => {
    if (!pending) onClose()
  }
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={title}
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="sm" data-testid={testId}>
        {children}
        {failure && (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={pending}>
            {t('actions.cancel')}
          </Button>
          <Button
            color="red.8"
            onClick={onConfirm}
            loading={pending}
            disabled={confirmDisabled}
            data-testid={confirmTestId}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

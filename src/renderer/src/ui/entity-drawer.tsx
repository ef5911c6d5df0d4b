import { Alert, Button, Drawer, Group, Stack, Text } from '@mantine/core'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import type { FieldValues } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { EntityForm } from '../lib/use-entity-form'

/**
 * The drawer every area edits one record in (ARCHITECTURE §4 kit): a form from `useEntityForm`
 * (react-hook-form + valibot, server field errors on their fields, submitted once), Save and Cancel at the
 * bottom, and a confirmation before closing with unsaved changes (X, Escape, the overlay or Cancel).
 */
export function EntityDrawer<F extends FieldValues, O>({
  opened,
  onClose,
  title,
  entity,
  children,
  submitLabel,
  header,
  testId = 'entity-drawer',
}: {
  opened: boolean
  onClose: () => void
  title: string
  entity: EntityForm<F, O>
  children: ReactNode
  submitLabel?: string
  /** Above the form: tabs that switch between forms of the same record (each with its own `entity`). */
  header?: ReactNode
  testId?: string
}) {
  const { t } = useTranslation('common')
  const [confirming, setConfirming] = useState(false)
  // Escape or × while a save is still running (its mutation waits for the refetches it triggers, seconds on
  // a busy machine) used to be dropped: the drawer stayed open. The close is now kept and carried out once
  // the save has succeeded; after a failure the drawer stays, showing why.
  const closeAfterSave = useRef(false)
  const dirty = entity.form.formState.isDirty
  const requestClose = () => {
    if (entity.submitting) closeAfterSave.current = true
    else if (dirty) setConfirming(true)
    else onClose()
  }
  const { errors } = entity.form.formState
  useEffect(() => {
    if (!closeAfterSave.current || entity.submitting) return
    closeAfterSave.current = false
    const failed = entity.formError !== null || Object.keys(errors).length > 0
    if (!failed && !dirty) onClose()
  }, [entity.submitting, entity.formError, errors, dirty, onClose])
  const discard = () => {
    setConfirming(false)
    entity.form.reset()
    onClose()
  }
  return (
    <Drawer
      opened={opened}
      onClose={requestClose}
      position="right"
      size="md"
      title={title}
      closeButtonProps={{
        'aria-label': t('actions.close'),
        onMouseDown: (event: React.MouseEvent) => event.preventDefault(),
      }}
      data-testid={testId}
    >
      {header}
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)}>
        <Stack gap="md">
          {children}
          {entity.formError && (
            <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
              {entity.formError}
            </Alert>
          )}
          {confirming ? (
            <Alert
              color="yellow"
              variant="light"
              role="alertdialog"
              aria-labelledby={`${testId}-discard-title`}
              data-testid={`${testId}-discard`}
            >
              <Stack gap="xs">
                <Text fw={600} id={`${testId}-discard-title`}>
                  {t('drawer.discardTitle')}
                </Text>
                <Text fz="sm">{t('drawer.discardBody')}</Text>
                <Group gap="xs">
                  <Button size="xs" color="red.8" onClick={discard} data-testid={`${testId}-discard-confirm`}>
                    {t('drawer.discard')}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                    {t('drawer.keepEditing')}
                  </Button>
                </Group>
              </Stack>
            </Alert>
          ) : (
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                onClick={requestClose}
                // Pressing Cancel must not blur the field being edited first: that would validate it, show its
                // message and move this button away before the click completes.
                onMouseDown={(event) => event.preventDefault()}
                disabled={entity.submitting}
              >
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={entity.submitting} data-testid={`${testId}-submit`}>
                {submitLabel ?? t('actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Drawer>
  )
}

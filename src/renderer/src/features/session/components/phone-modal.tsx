import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { LoginStep } from '@shared/ipc/session'
import { sessionApi } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { accessibleErrorColor } from '../contrast'
import { useFieldError } from '../../../lib/field-errors'
import { phoneSchema, type PhoneValues } from '../forms/schemas'
import { allRulesResolver } from '../../../lib/form-resolver'

/** The change-phone-number step: a number first, then the code arrives on it (spec 000 §4). */
export function PhoneModal({
  onStep,
  onCancel,
}: {
  onStep: (step: LoginStep) => void
  onCancel: () => void
}) {
  const { t } = useTranslation(['session', 'common'])
  const fieldError = useFieldError('session')
  const errorMessage = useErrorMessage('session')
  const form = useForm<PhoneValues>({
    resolver: allRulesResolver(phoneSchema),
    defaultValues: { phoneNumber: '' },
  })
  const submit = useMutation({
    mutationFn: (values: PhoneValues) => sessionApi().submitPhone({ phoneNumber: values.phoneNumber.trim() }),
    onSuccess: onStep,
  })
  const cancel = () => {
    void sessionApi()
      .cancelLogin({})
      .catch(() => undefined)
    onCancel()
  }
  return (
    <Modal
      opened
      onClose={cancel}
      title={t('phone.title')}
      centered
      closeOnClickOutside={false}
      style={accessibleErrorColor}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form noValidate onSubmit={form.handleSubmit((values) => submit.mutate(values))}>
        <Stack gap="md">
          <Text fz="sm">{t('phone.intro')}</Text>
          <TextInput
            label={t('phone.label')}
            placeholder={t('phone.placeholder')}
            type="tel"
            autoComplete="tel"
            required
            data-autofocus
            error={fieldError(form.formState.errors.phoneNumber)}
            {...form.register('phoneNumber')}
          />
          {submit.error && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(submit.error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t('code.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending}>
              {t('phone.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

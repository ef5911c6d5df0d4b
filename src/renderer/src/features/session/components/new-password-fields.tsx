import { PasswordInput, Stack } from '@mantine/core'
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useFieldError } from '../../../lib/field-errors'
import { PasswordChecklist } from '../../../ui/password-checklist'

interface NewPasswordShape {
  password: string
  repeat: string
}

/** New password with its live checklist, and the repeat. Shared by reset, first-time and change. */
export function NewPasswordFields<T extends NewPasswordShape>(props: {
  control: Control<T>
  register: UseFormRegister<T>
  errors: FieldErrors<T>
}) {
  // The generic form is narrowed to the two fields this component owns.
  const control = props.control as unknown as Control<NewPasswordShape>
  const register = props.register as unknown as UseFormRegister<NewPasswordShape>
  const errors = props.errors as FieldErrors<NewPasswordShape>
  const { t } = useTranslation('session')
  const fieldError = useFieldError('session')
  const password = useWatch({ control, name: 'password' }) ?? ''
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t('password.new')}
        autoComplete="new-password"
        required
        aria-describedby="password-checklist"
        error={fieldError(errors.password)}
        {...register('password')}
      />
      <PasswordChecklist password={password} id="password-checklist" />
      <PasswordInput
        label={t('password.repeat')}
        autoComplete="new-password"
        required
        error={fieldError(errors.repeat)}
        {...register('repeat')}
      />
    </Stack>
  )
}

import { Alert, Anchor, Button, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { sessionApi, useStoreSessionInfo } from '../../../lib/session'
import { errorCode, useErrorMessage } from '../../../lib/errors'
import { accessibleErrorColor } from '../contrast'
import { useFieldError } from '../../../lib/field-errors'
import {
  changePasswordSchema,
  forgotSchema,
  newPasswordSchema,
  resetPasswordSchema,
  type ChangePasswordValues,
  type ForgotValues,
  type NewPasswordValues,
  type ResetPasswordValues,
} from '../forms/schemas'
import { NewPasswordFields } from './new-password-fields'
import { allRulesResolver } from '../../../lib/form-resolver'

function Heading({ title, intro }: { title: string; intro?: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz="h2">
        {title}
      </Title>
      {intro && <Text c="dimmed">{intro}</Text>}
    </Stack>
  )
}

function Failure({ error, testId }: { error: unknown; testId?: string }) {
  const errorMessage = useErrorMessage('session')
  if (!error) return null
  return (
    <Alert color="red" variant="light" role="alert" data-testid={testId}>
      {errorMessage(error)}
    </Alert>
  )
}

/**
 * Forgot password: the confirmation is the same whether or not the address has an account, so the screen
 * cannot be used to find out who has one. Only a transport failure is shown as an error.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['session', 'common'])
  const fieldError = useFieldError('session')
  const form = useForm<ForgotValues>({
    resolver: allRulesResolver(forgotSchema),
    defaultValues: { email: '' },
  })
  const send = useMutation({
    mutationFn: (values: ForgotValues) => sessionApi().forgotPassword({ email: values.email.trim() }),
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => send.mutate(values))}>
      <Stack gap="lg">
        <Heading title={t('forgot.title')} intro={t('forgot.intro')} />
        <TextInput
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          required
          autoFocus
          error={fieldError(form.formState.errors.email)}
          {...form.register('email')}
        />
        {send.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="forgot-sent">
            {t('forgot.sent')}
          </Alert>
        )}
        <Failure error={send.error} />
        <Group justify="space-between">
          <Anchor component={Link} to="/login" fz="sm">
            {t('sso.back')}
          </Anchor>
          <Button type="submit" loading={send.isPending}>
            {t('forgot.submit')}
          </Button>
        </Group>
        <Anchor component={Link} to="/reset-password" fz="sm">
          {t('forgot.haveLink')}
        </Anchor>
      </Stack>
    </form>
  )
}

/** Reset from the emailed link: the link's identifier (prefilled when the link opened this screen) and a new password. */
export function ResetPasswordForm({ guid }: { guid?: string }) {
  const { t } = useTranslation(['session', 'common'])
  const fieldError = useFieldError('session')
  const form = useForm<ResetPasswordValues>({
    resolver: allRulesResolver(resetPasswordSchema),
    defaultValues: { guid: guid ?? '', password: '', repeat: '' },
  })
  const reset = useMutation({
    mutationFn: (values: ResetPasswordValues) =>
      sessionApi().resetPassword({ guid: values.guid.trim(), password: values.password }),
  })
  if (reset.isSuccess) {
    return (
      <Stack gap="lg">
        <Heading title={t('reset.title')} />
        <Alert color="teal" variant="light" role="status" data-testid="reset-done">
          {t('reset.done')}
        </Alert>
        <Button component={Link} to="/login">
          {t('login.submit')}
        </Button>
      </Stack>
    )
  }
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => reset.mutate(values))}>
      <Stack gap="lg">
        <Heading title={t('reset.title')} intro={guid ? t('reset.introLink') : t('reset.intro')} />
        {/* Hidden when the link supplied it: a person cannot do anything useful with the identifier. */}
        {!guid && (
          <TextInput
            label={t('reset.guid')}
            autoComplete="off"
            required
            error={fieldError(form.formState.errors.guid)}
            {...form.register('guid')}
          />
        )}
        <NewPasswordFields control={form.control} register={form.register} errors={form.formState.errors} />
        <Failure error={reset.error} testId="reset-error" />
        <Group justify="space-between">
          <Anchor component={Link} to="/login" fz="sm">
            {t('sso.back')}
          </Anchor>
          <Button type="submit" loading={reset.isPending}>
            {t('reset.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** First-time password (requiresPasswordReset): blocks the portal until the user has chosen their own. */
export function FirstPasswordForm() {
  const { t } = useTranslation(['session', 'common'])
  const storeInfo = useStoreSessionInfo()
  const form = useForm<NewPasswordValues>({
    resolver: allRulesResolver(newPasswordSchema),
    defaultValues: { password: '', repeat: '' },
  })
  const save = useMutation({
    mutationFn: (values: NewPasswordValues) => sessionApi().setFirstPassword({ password: values.password }),
    onSuccess: storeInfo,
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack gap="lg">
        <Heading title={t('firstPassword.title')} intro={t('firstPassword.intro')} />
        <NewPasswordFields control={form.control} register={form.register} errors={form.formState.errors} />
        <Failure error={save.error} testId="first-password-error" />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('firstPassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/**
 * Change password for a signed-in user (spec 000 §5: all fields required, confirmation equal, and
 * 'Failed to change the password.' when the server refuses, whatever its reason).
 */
export function ChangePasswordForm() {
  const { t } = useTranslation(['session', 'common'])
  const fieldError = useFieldError('session')
  const errorMessage = useErrorMessage('session')
  const form = useForm<ChangePasswordValues>({
    resolver: allRulesResolver(changePasswordSchema),
    defaultValues: { oldPassword: '', password: '', repeat: '' },
  })
  const change = useMutation({
    mutationFn: (values: ChangePasswordValues) =>
      sessionApi().changePassword({ oldPassword: values.oldPassword, newPassword: values.password }),
    onSuccess: () => form.reset(),
  })
  // Transport problems keep their own message; every refusal by the server is the spec's one sentence.
  const failure = change.error
    ? ['offline', 'timeout', 'server_unreachable', 'not_signed_in'].includes(errorCode(change.error) ?? '')
      ? errorMessage(change.error)
      : t('common:errors.password_change_failed')
    : null
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => change.mutate(values))}>
      <Stack gap="lg" maw={480} style={accessibleErrorColor}>
        <Heading title={t('changePassword.title')} />
        <PasswordInput
          label={t('changePassword.old')}
          autoComplete="current-password"
          required
          error={fieldError(form.formState.errors.oldPassword)}
          {...form.register('oldPassword')}
        />
        <NewPasswordFields control={form.control} register={form.register} errors={form.formState.errors} />
        {failure && (
          <Alert color="red" variant="light" role="alert" data-testid="change-password-error">
            {failure}
          </Alert>
        )}
        {change.isSuccess && (
          <Alert color="teal" variant="light" role="status" data-testid="change-password-done">
            {t('changePassword.done')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={change.isPending}>
            {t('changePassword.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

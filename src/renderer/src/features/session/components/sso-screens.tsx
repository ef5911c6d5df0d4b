import { Alert, Anchor, Button, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { sessionApi } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { useFieldError } from '../../../lib/field-errors'
import { ssoSchema, type SsoValues } from '../forms/schemas'
import { useLoginFlow } from '../login-flow'
import { LoginStepModals } from './login-step-modals'
import { allRulesResolver } from '../../../lib/form-resolver'

function BackToLogin() {
  const { t } = useTranslation('session')
  return (
    <Anchor component={Link} to="/login" fz="sm">
      {t('sso.back')}
    </Anchor>
  )
}

/** "Sign in with single sign-on": the client name, then the system browser (ARCHITECTURE §5). */
export function SsoForm() {
  const { t } = useTranslation('session')
  const fieldError = useFieldError('session')
  const errorMessage = useErrorMessage('session')
  const form = useForm<SsoValues>({ resolver: allRulesResolver(ssoSchema), defaultValues: { client: '' } })
  const start = useMutation({
    mutationFn: (values: SsoValues) => sessionApi().startSso({ client: values.client.trim() }),
  })
  return (
    <form noValidate onSubmit={form.handleSubmit((values) => start.mutate(values))}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('sso.title')}
          </Title>
          <Text c="dimmed">{t('sso.intro')}</Text>
        </Stack>
        <TextInput
          label={t('sso.client')}
          autoComplete="organization"
          required
          autoFocus
          error={fieldError(form.formState.errors.client)}
          {...form.register('client')}
        />
        {start.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(start.error)}
          </Alert>
        )}
        {start.isSuccess && (
          <Alert color="indigo" variant="light" role="status" data-testid="sso-opened">
            {t('sso.opened')}
          </Alert>
        )}
        <Group justify="space-between">
          <BackToLogin />
          <Button type="submit" loading={start.isPending}>
            {t('sso.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

/** Runs `effect` once per mount, also under StrictMode's double effects (a sign-in call must not repeat). */
function useOnce(effect: () => void) {
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    effect()
  })
}

/** /okta/SAML/login/{client}: opens single sign-on for that client straight away. */
export function SsoStart({ client }: { client: string }) {
  const { t } = useTranslation('session')
  const errorMessage = useErrorMessage('session')
  const start = useMutation({ mutationFn: () => sessionApi().startSso({ client }) })
  useOnce(() => start.mutate())
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('sso.title')}
      </Title>
      {start.isPending && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{t('sso.starting', { client })}</Text>
        </Group>
      )}
      {start.isSuccess && (
        <Alert color="indigo" variant="light" role="status" data-testid="sso-opened">
          {t('sso.opened')}
        </Alert>
      )}
      {start.error && (
        <Alert color="red" variant="light" role="alert" data-testid="sso-error">
          {errorMessage(start.error)}
        </Alert>
      )}
      <BackToLogin />
    </Stack>
  )
}

export type SsoCompletion =
  | { readonly kind: 'refresh-token'; readonly refreshToken: string }
  | { readonly kind: 'access-token'; readonly accessToken: string }
  | { readonly kind: 'error'; readonly error: string }

/**
 * The single sign-on callbacks (/okta/SAML/callback/{refreshToken}, /auth/callback): hands what the
 * identity provider returned to main, which signs in or answers with one of the three SSO errors.
 */
export function SsoCallback({ completion }: { completion: SsoCompletion }) {
  const { t } = useTranslation('session')
  const errorMessage = useErrorMessage('session')
  const flow = useLoginFlow()
  const complete = useMutation({
    mutationFn: () => sessionApi().completeSso(completion),
    onSuccess: flow.handle,
  })
  useOnce(() => complete.mutate())
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        {t('sso.title')}
      </Title>
      {(complete.isPending || complete.isSuccess) && (
        <Group gap="sm">
          <Loader size="sm" aria-hidden />
          <Text>{t('sso.completing')}</Text>
        </Group>
      )}
      {complete.error && (
        <Alert color="red" variant="light" role="alert" data-testid="sso-error">
          {errorMessage(complete.error)}
        </Alert>
      )}
      <BackToLogin />
      <LoginStepModals pending={flow.pending} onStep={flow.handle} onCancel={flow.clear} />
    </Stack>
  )
}

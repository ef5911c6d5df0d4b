import {
  Alert,
  Anchor,
  Button,
  Divider,
  Group,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { SessionInfo } from '@shared/ipc/session'
import { sessionApi } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { useFieldError } from '../../../lib/field-errors'
import { loginSchema, type LoginValues } from '../forms/schemas'
import { rememberUsername, rememberedUsername } from '../after-sign-in'
import { useLoginFlow } from '../login-flow'
import { DemoHint } from './demo-hint'
import { LoginStepModals } from './login-step-modals'
import { allRulesResolver } from '../../../lib/form-resolver'

export type PartnerBranding = 'randstad' | 'tk-portal'

const partnerKeys = {
  randstad: { title: 'layout.partner.randstad', body: 'layout.partner.randstadBody' },
  'tk-portal': { title: 'layout.partner.tkPortal', body: 'layout.partner.tkPortalBody' },
} as const

/**
 * Username and password, then whatever second step the server asks for (spec 000 §4 "Login"). The same
 * screen serves the partner entry points with their own heading; the calls are identical.
 */
export function LoginScreen({ info, partner }: { info: SessionInfo; partner?: PartnerBranding }) {
  const { t } = useTranslation(['session', 'common'])
  const fieldError = useFieldError('session')
  const errorMessage = useErrorMessage('session')
  const flow = useLoginFlow()
  const reason = info.state.status === 'signed-out' ? info.state.reason : null
  // The signed-out reason is news once: it goes away after the first attempt or when dismissed.
  const [showReason, setShowReason] = useState(reason !== null)
  const form = useForm<LoginValues>({
    resolver: allRulesResolver(loginSchema),
    // A reload during the code step keeps the typed username; never the password.
    defaultValues: { username: rememberedUsername(), password: '' },
  })
  const login = useMutation({
    mutationFn: (values: LoginValues) =>
      sessionApi().login({ username: values.username.trim(), password: values.password }),
    onSuccess: flow.handle,
  })
  const onSubmit = form.handleSubmit((values) => {
    setShowReason(false)
    rememberUsername(values.username.trim())
    login.mutate(values)
  })
  const choice = info.server.choice
  const place = choice === null ? null : choice.kind === 'demo' ? t('server.demo') : choice.address

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {partner ? t(partnerKeys[partner].title) : t('login.title')}
        </Title>
        {partner && <Text c="dimmed">{t(partnerKeys[partner].body)}</Text>}
      </Stack>
      {showReason && reason && (
        <Alert
          color="yellow"
          variant="light"
          withCloseButton
          closeButtonLabel={t('common:actions.close')}
          onClose={() => setShowReason(false)}
          data-testid="signed-out-reason"
        >
          {t(`login.reason.${reason}`)}
        </Alert>
      )}
      <form noValidate onSubmit={onSubmit}>
        <Stack gap="sm">
          <TextInput
            label={t('login.username')}
            autoComplete="username"
            required
            autoFocus
            error={fieldError(form.formState.errors.username)}
            {...form.register('username')}
          />
          <PasswordInput
            label={t('login.password')}
            autoComplete="current-password"
            required
            error={fieldError(form.formState.errors.password)}
            {...form.register('password')}
          />
          {login.error && (
            <Alert color="red" variant="light" role="alert" data-testid="login-error">
              {errorMessage(login.error)}
            </Alert>
          )}
          <Group justify="space-between" mt="xs">
            <Anchor component={Link} to="/forgot-password" fz="sm">
              {t('login.forgot')}
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              {t('login.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <Button component={Link} to="/sso" variant="default" fullWidth>
        {t('login.sso')}
      </Button>
      {info.demo && (
        <DemoHint
          onPick={(username) => {
            form.setValue('username', username, { shouldValidate: form.formState.isSubmitted })
            form.setFocus('password')
          }}
        />
      )}
      {place && (
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('server.current', { place })}
          </Text>
          {!info.server.serverLocked && (
            <Anchor component={Link} to="/server" fz="sm" style={{ whiteSpace: 'nowrap' }}>
              {t('server.change')}
            </Anchor>
          )}
        </Group>
      )}
      <LoginStepModals pending={flow.pending} onStep={flow.handle} onCancel={flow.clear} />
    </Stack>
  )
}

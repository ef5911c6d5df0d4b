import { Alert, Button, Group, Modal, PinInput, Stack, Text } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { sessionErrorCodes, type LoginStep } from '@shared/ipc/session'
import { sessionApi } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { accessibleErrorColor } from '../contrast'
import { formatCountdown, useNow } from '../use-now'

export interface CodeModalProps {
  readonly codeTimeoutSeconds: number
  /** Epoch ms from which a new code may be requested. */
  readonly resendAvailableAt: number
  /** Epoch ms the code step arrived: its validity counts from then. */
  readonly receivedAt: number
  readonly onStep: (step: LoginStep) => void
  readonly onCancel: () => void
}

/**
 * The two-factor code (spec 000 §4 "Login"): six digits, a visible countdown of the code's validity, and
 * "send a new code" only once the server allows it (about a minute), with the seconds left shown.
 */
export function CodeModal({
  codeTimeoutSeconds,
  resendAvailableAt,
  receivedAt,
  onStep,
  onCancel,
}: CodeModalProps) {
  const { t } = useTranslation(['session', 'common'])
  const errorMessage = useErrorMessage('session')
  const now = useNow(1000)
  const [code, setCode] = useState('')
  const [notice, setNotice] = useState<string | null>(null)
  const [inputError, setInputError] = useState<string | null>(null)
  const pinRef = useRef<HTMLDivElement>(null)

  const expiresAt = receivedAt + codeTimeoutSeconds * 1000
  const remaining = expiresAt - now
  const resendWait = Math.ceil((resendAvailableAt - now) / 1000)
  const canResend = resendWait <= 0

  const submit = useMutation({
    mutationFn: (value: string) => sessionApi().submitCode({ code: value }),
    onSuccess: onStep,
    onError: () => setCode(''),
  })
  // After a refused code the digits are cleared: put the cursor back on the first one for the next try.
  // Only once the inputs are enabled again (they are disabled while the code is checked).
  useEffect(() => {
    if (submit.error && !submit.isPending) pinRef.current?.querySelector('input')?.focus()
  }, [submit.error, submit.isPending])
  const resend = useMutation({
    mutationFn: () => sessionApi().resendCode({}),
    onSuccess: (step) => {
      submit.reset()
      setNotice(t('code.resent'))
      onStep(step)
    },
  })
  const cancel = () => {
    void sessionApi()
      .cancelLogin({})
      .catch(() => undefined)
    onCancel()
  }
  const send = (value: string) => {
    if (!/^[0-9]{6}$/.test(value)) {
      setInputError(t('code.required'))
      return
    }
    setInputError(null)
    setNotice(null)
    submit.mutate(value)
  }
  const failure = submit.error ?? resend.error
  // Main has ended this sign-in (spec 001 §8: a code answer without an access token): no code or new code
  // can help any more, only going back to the password.
  const signInEnded = isSignInEnded(failure)

  return (
    <Modal
      opened
      onClose={cancel}
      title={t('code.title')}
      centered
      closeOnClickOutside={false}
      size="md"
      style={accessibleErrorColor}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          send(code)
        }}
      >
        <Stack gap="md">
          <Text fz="sm">{t('code.intro')}</Text>
          <Stack ref={pinRef} gap={4} align="center">
            <PinInput
              length={6}
              type="number"
              oneTimeCode
              size="lg"
              value={code}
              onChange={setCode}
              onComplete={send}
              error={Boolean(inputError) || submit.isError}
              aria-label={t('code.label')}
              // data-autofocus: the modal's focus trap starts on the first digit, not on the close button.
              getInputProps={(index) => ({
                'aria-label': `${t('code.label')} ${index + 1}/6`,
                ...(index === 0 ? { 'data-autofocus': true } : {}),
              })}
              disabled={submit.isPending || signInEnded}
              data-testid="code-input"
            />
            {inputError && (
              <Text c="red.8" fz="sm" role="alert">
                {inputError}
              </Text>
            )}
          </Stack>
          <Text
            fz="sm"
            c={remaining > 0 ? 'dimmed' : 'red.8'}
            ta="center"
            data-testid="code-validity"
            aria-live="off"
          >
            {remaining > 0
              ? t('code.validFor', { time: formatCountdown(remaining) })
              : t('code.expiredNotice')}
          </Text>
          {failure && (
            <Alert color="red" variant="light" role="alert" data-testid="code-error">
              {errorMessage(failure)}
            </Alert>
          )}
          {notice && !failure && (
            <Alert color="teal" variant="light" role="status">
              {notice}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={cancel}>
              {t('code.cancel')}
            </Button>
            <Button type="submit" loading={submit.isPending} disabled={signInEnded}>
              {t('code.submit')}
            </Button>
          </Group>
          <Group
            justify="center"
            gap="xs"
            pt="sm"
            style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
          >
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => resend.mutate()}
              disabled={!canResend || signInEnded}
              loading={resend.isPending}
              data-testid="code-resend"
            >
              {t('code.resend')}
            </Button>
            {!canResend && (
              <Text fz="sm" c="dimmed" data-testid="code-resend-wait">
                {t('code.resendIn', { seconds: resendWait })}
              </Text>
            )}
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

function isSignInEnded(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === sessionErrorCodes.invalidToken
  )
}

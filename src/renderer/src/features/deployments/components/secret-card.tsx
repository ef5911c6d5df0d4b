import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { managementSecretSchema } from '@shared/domain/deployments'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { SectionCard } from '../../../ui/section-card'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useForgetSecret, useSaveSecret, useSecretState } from '../api/deployments'

/**
 * The management secret: typed once, checked by main with the service and kept in the keychain. The field
 * is emptied as soon as it is sent; the screen only ever learns whether a secret is kept.
 */
export function SecretCard() {
  const { t } = useTranslation('deployments')
  const state = useSecretState()
  const save = useSaveSecret()
  const forget = useForgetSecret()
  const errorMessage = useErrorMessage('deployments')
  const single = useSingleFlight()
  const [secret, setSecret] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  if (state.isPending) return <LoadingSkeleton rows={2} testId="secret-loading" />
  if (state.isError)
    return <ErrorState error={state.error} onRetry={() => void state.refetch()} namespace="deployments" />
  if (state.data.stored)
    return (
      <Group justify="space-between" data-testid="secret-kept">
        <Text fz="sm" c="dimmed">
          {state.data.storage === 'os' ? t('secret.kept') : t('secret.keptMemory')}
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={forget.isPending}
          onClick={() => single(() => forget.mutateAsync())}
        >
          {t('secret.forget')}
        </Button>
      </Group>
    )
  const submit = () => {
    const checked = v.safeParse(managementSecretSchema, secret)
    if (!checked.success) {
      setProblem(t('validation.secret'))
      return
    }
    setProblem(null)
    single(async () => {
      try {
        await save.mutateAsync(checked.output)
      } finally {
        // Never left in the page: a refused secret is typed again.
        setSecret('')
      }
    })
  }
  return (
    <SectionCard title={t('secret.title')} testId="secret-card">
      <Text fz="sm">{t('secret.intro')}</Text>
      {state.data.storage === 'memory' && <Text fz="sm">{t('secret.introMemory')}</Text>}
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <PasswordInput
            label={t('secret.label')}
            value={secret}
            onChange={(event) => setSecret(event.currentTarget.value)}
            error={problem}
            autoComplete="off"
            data-testid="secret-input"
            maw={420}
          />
          {save.isError && (
            <Alert color="red" variant="light" role="alert" data-testid="secret-refused">
              {/* Main keeps a secret only once the service accepted it. */}
              {errorMessage(save.error)} {t('secret.notStored')}
            </Alert>
          )}
          <Group>
            <Button type="submit" loading={save.isPending} data-testid="secret-save">
              {t('secret.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  )
}

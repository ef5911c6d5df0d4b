import { Alert, Button, Card, Group, PasswordInput, Stack, Text, Title } from '@mantine/core'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { connectFormSchema, type ConnectForm } from '@shared/domain/facebook-leads'
import { useErrorMessage } from '../../../lib/errors'
import { useFieldError } from '../../../lib/field-errors'
import { allRulesResolver } from '../../../lib/form-resolver'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconBrandFacebook } from '../../../ui/icons'
import { ConnectRefusedError, useConnectFacebook } from '../api/pages'

type Outcome = { ok: true; count: number } | { ok: false; error: unknown }

/**
 * Connect: the user pastes the short-lived user access token Facebook's login gave them, and the server
 * trades it for the pages they manage (docs/decisions/facebook-leads.md). The field is emptied as the call
 * leaves, whatever it answers, so the token stays nowhere in the page; a double click connects once.
 */
export function ConnectCard({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('facebook-leads')
  const fieldError = useFieldError('facebook-leads')
  const errorMessage = useErrorMessage('facebook-leads')
  const { connect, isPending } = useConnectFacebook(chatbotId)
  const once = useSingleFlight()
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const form = useForm<ConnectForm>({
    resolver: allRulesResolver(connectFormSchema),
    defaultValues: { token: '' },
  })
  const submit = form.handleSubmit(({ token }) =>
    once(() => {
      form.reset({ token: '' })
      setOutcome(null)
      return connect(token).then(
        (pages) => setOutcome({ ok: true, count: pages.length }),
        (error: unknown) => setOutcome({ ok: false, error }),
      )
    }),
  )
  return (
    <Card withBorder radius="md" padding="lg" data-testid="facebook-connect">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('connect.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('connect.intro')}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            <PasswordInput
              label={t('connect.token')}
              description={t('connect.tokenHelp')}
              autoComplete="off"
              spellCheck={false}
              required
              w={420}
              maw="100%"
              error={fieldError(form.formState.errors.token)}
              visibilityToggleButtonProps={{ 'aria-label': t('connect.showToken') }}
              data-testid="facebook-token"
              {...form.register('token')}
            />
            <Button
              type="submit"
              mt={46}
              loading={isPending}
              leftSection={<IconBrandFacebook size={16} />}
              data-testid="facebook-connect-submit"
            >
              {t('connect.submit')}
            </Button>
          </Group>
          {outcome?.ok && (
            <Alert color="teal" variant="light" role="status" data-testid="facebook-connected">
              {t('connect.done', { count: outcome.count })}
            </Alert>
          )}
          {outcome && !outcome.ok && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('connect.refused')}
              data-testid="facebook-connect-error"
            >
              {/* Facebook's own answer, shown as the server gives it (spec 001 §7.4: ok, errorMessage). */}
              {outcome.error instanceof ConnectRefusedError && outcome.error.errorMessage
                ? outcome.error.errorMessage
                : errorMessage(outcome.error)}
            </Alert>
          )}
        </Stack>
      </form>
    </Card>
  )
}

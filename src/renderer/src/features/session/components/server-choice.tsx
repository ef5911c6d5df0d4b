import { Alert, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { SessionInfo } from '@shared/ipc/session'
import { sessionApi, useStoreSessionInfo } from '../../../lib/session'
import { useErrorMessage } from '../../../lib/errors'
import { useFieldError } from '../../../lib/field-errors'
import { serverChoiceSchema, type ServerChoiceValues } from '../forms/schemas'
import { allRulesResolver } from '../../../lib/form-resolver'

/**
 * "Where to sign in" (first start, and from the sign-in screen): the demo workspace on this computer or a
 * portal server. A policy may fix the server (no address field) or forbid the demo (no demo option).
 */
export function ServerChoice({ info }: { info: SessionInfo }) {
  const { t } = useTranslation('session')
  const fieldError = useFieldError('session')
  const errorMessage = useErrorMessage('session')
  const navigate = useNavigate()
  const storeInfo = useStoreSessionInfo()
  const { server } = info
  const current = server.choice
  // A locked server is still a choice (next to the demo), only its address cannot be edited.
  const offerRemote = !server.serverLocked || current?.kind === 'remote'
  const offerDemo = server.demoAllowed
  const form = useForm<ServerChoiceValues>({
    resolver: allRulesResolver(serverChoiceSchema),
    defaultValues: {
      kind: current?.kind ?? (offerDemo ? 'demo' : 'remote'),
      address: current?.kind === 'remote' ? current.address : '',
    },
  })
  const kind = useWatch({ control: form.control, name: 'kind' })
  const choose = useMutation({
    mutationFn: (values: ServerChoiceValues) =>
      sessionApi().chooseServer(
        values.kind === 'demo' ? { kind: 'demo' } : { kind: 'remote', address: values.address.trim() },
      ),
    onSuccess: (next) => {
      storeInfo(next)
      void navigate({ to: '/login' })
    },
  })

  const options = [
    ...(offerDemo ? [{ value: 'demo', label: t('server.demo'), body: t('server.demoBody') }] : []),
    ...(offerRemote ? [{ value: 'remote', label: t('server.remote'), body: t('server.remoteBody') }] : []),
  ]

  return (
    <form noValidate onSubmit={form.handleSubmit((values) => choose.mutate(values))}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz="h2">
            {t('server.title')}
          </Title>
          <Text c="dimmed">{t('server.intro')}</Text>
        </Stack>
        <Controller
          control={form.control}
          name="kind"
          render={({ field }) => (
            <Radio.Group
              label={t('server.choiceLabel')}
              labelProps={{
                style: {
                  position: 'absolute',
                  width: 1,
                  height: 1,
                  overflow: 'hidden',
                  clip: 'rect(0 0 0 0)',
                },
              }}
              value={field.value}
              onChange={(value) => field.onChange(value)}
            >
              <Stack gap="sm">
                {options.map((option) => (
                  <Paper
                    key={option.value}
                    withBorder
                    p="md"
                    radius="md"
                    bg={field.value === option.value ? 'var(--portal-selected-bg)' : undefined}
                    style={{
                      borderColor: field.value === option.value ? 'var(--mantine-color-indigo-7)' : undefined,
                    }}
                  >
                    <Radio
                      value={option.value}
                      label={<Text fw={600}>{option.label}</Text>}
                      description={option.body}
                      data-testid={`server-${option.value}`}
                    />
                  </Paper>
                ))}
              </Stack>
            </Radio.Group>
          )}
        />
        {kind === 'remote' && !server.serverLocked && (
          <TextInput
            label={t('server.address')}
            placeholder={t('server.addressPlaceholder')}
            type="url"
            inputMode="url"
            autoComplete="url"
            required
            error={fieldError(form.formState.errors.address)}
            {...form.register('address')}
          />
        )}
        {choose.error && (
          <Alert color="red" variant="light" role="alert">
            {errorMessage(choose.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={choose.isPending}>
            {t('server.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

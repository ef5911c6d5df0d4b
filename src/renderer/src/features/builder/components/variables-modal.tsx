import { ActionIcon, Alert, Button, Group, Modal, Paper, Stack, Text, TextInput } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useCreateScalarName, useDeleteScalarName, useScalarNames } from '../api/scalar-names'
import { useFailureText } from '../failure-text'
import { useBuilderScope } from '../scope'
import { useSingleFlight } from '../../../lib/single-flight'

/** A scalar name: lowercase letters, digits and underscores, a letter first (as the server checks it). */
const scalarNamePattern = /^[a-z][a-z0-9_]{0,63}$/

/**
 * The chatbot's variables (scalar names): where states store answers. Add one (createScalarName, failed
 * unless `ok`) or delete one no state uses (deleteScalarName); refusals show the spec's messages.
 */
export function VariablesModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const list = useScalarNames(scope)
  const create = useCreateScalarName()
  const remove = useDeleteScalarName()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [name, setName] = useState('')
  const [label, setLabel] = useState('')
  const [shown, setShown] = useState(false)
  const nameError = !scalarNamePattern.test(name) ? t('variables.nameRule') : undefined
  const labelError = !label.trim() ? t('response.errors.required') : undefined
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShown(true)
    if (nameError || labelError) return
    once(() =>
      create.mutateAsync({ name, humanReadableName: label }).then(() => {
        setName('')
        setLabel('')
        setShown(false)
      }),
    )
  }
  return (
    <Modal opened onClose={onClose} title={t('variables.title')} size="lg">
      <Stack data-testid="variables-modal">
        <Text fz="sm" c="dimmed">
          {t('variables.intro')}
        </Text>
        {list.isError ? (
          <ErrorState
            error={list.error}
            onRetry={() => void list.refetch()}
            namespace="builder"
            title={null}
          />
        ) : !list.data ? (
          <LoadingSkeleton rows={3} />
        ) : list.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('variables.empty')}
          </Text>
        ) : (
          <Stack gap={4} mah={320} style={{ overflowY: 'auto' }}>
            {list.data.map((scalar) => (
              <Paper
                key={scalar.id}
                withBorder
                p="xs"
                radius="sm"
                data-testid="variable"
                data-name={scalar.name}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fz="sm" fw={500} truncate="end">
                      {scalar.humanReadableName}
                    </Text>
                    <Text fz="xs" c="dimmed" ff="monospace">
                      {`{${scalar.name}}`}
                    </Text>
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('variables.delete', { name: scalar.humanReadableName })}
                    onClick={() => once(() => remove.mutateAsync(scalar.id))}
                    data-testid="variable-delete"
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        {remove.isError && (
          <Alert color="red" role="alert" p="xs" data-testid="variable-delete-error">
            {failure(remove.error)}
          </Alert>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-start" grow>
            <TextInput
              label={t('variables.name')}
              description={t('variables.nameRule')}
              value={name}
              maxLength={64}
              required
              onChange={(e) => setName(e.currentTarget.value)}
              error={shown ? nameError : undefined}
              data-testid="variable-name"
            />
            <TextInput
              label={t('variables.label')}
              description={t('variables.labelHint')}
              value={label}
              maxLength={200}
              required
              onChange={(e) => setLabel(e.currentTarget.value)}
              error={shown ? labelError : undefined}
              data-testid="variable-label"
            />
          </Group>
          {create.isError && (
            <Alert color="red" role="alert" p="xs" mt="xs" data-testid="variable-add-error">
              {failure(create.error)}
            </Alert>
          )}
          <Group justify="space-between" mt="md">
            <Button variant="default" onClick={onClose}>
              {t('action.close')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="variable-add">
              {t('variables.add')}
            </Button>
          </Group>
        </form>
      </Stack>
    </Modal>
  )
}

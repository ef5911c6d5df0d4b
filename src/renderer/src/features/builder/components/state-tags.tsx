import { Alert, Group, MultiSelect, Select, Stack, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSingleFlight } from '../../../lib/single-flight'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useTags } from '../api/messages'
import { useSetStateVariable, useStateVariable, useVariableTags } from '../api/tags'
import { useFailureText } from '../failure-text'
import { useBuilderScope } from '../scope'

/**
 * Where a state stores its answer (its variable, stateMutation scalarName) and that variable's tags
 * (updateScalarName tagsId): a state is tagged through the variable it fills. Each choice saves at once,
 * once however often it is clicked.
 */
export function StateTagsSection({ stateId }: { stateId: string }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const detail = useStateVariable(scope, stateId)
  const tags = useTags(scope)
  const setVariable = useSetStateVariable()
  const retag = useVariableTags()
  const once = useSingleFlight()
  const failure = useFailureText()
  const title = (
    <Title order={3} fz="h5">
      {t('stateTags.title')}
    </Title>
  )
  if (detail.isError || tags.isError)
    return (
      <Stack gap="xs">
        {title}
        <ErrorState
          error={detail.error ?? tags.error}
          onRetry={() => void (detail.isError ? detail.refetch() : tags.refetch())}
          namespace="builder"
          title={null}
        />
      </Stack>
    )
  if (!detail.data || !tags.data)
    return (
      <Stack gap="xs">
        {title}
        <LoadingSkeleton rows={2} testId="state-tags-loading" />
      </Stack>
    )
  const { variableId, variables } = detail.data
  const variable = variables.find((x) => x.id === variableId) ?? null
  const failed = [setVariable, retag].find((m) => m.isError)
  return (
    <Stack gap="xs" data-testid="state-tags">
      {title}
      <Group grow align="flex-start">
        <Select
          label={t('stateTags.variable')}
          description={t('stateTags.variableHint')}
          placeholder={t('stateTags.noVariable')}
          clearable
          searchable
          value={variableId}
          data={variables.map((x) => ({ value: x.id, label: `${x.humanReadableName} {${x.name}}` }))}
          onChange={(value) =>
            value !== variableId && once(() => setVariable.mutateAsync({ id: stateId, scalarName: value }))
          }
          disabled={setVariable.isPending}
          data-testid="state-variable"
        />
        <MultiSelect
          label={t('stateTags.tags')}
          description={variable ? t('stateTags.tagsHint') : t('stateTags.tagsNeedVariable')}
          placeholder={variable?.tags.length ? undefined : t('response.noTags')}
          data={tags.data.map((tag) => ({ value: tag.id, label: tag.content }))}
          value={variable?.tags.map((tag) => tag.id) ?? []}
          onChange={(tagsId) => variable && once(() => retag.mutateAsync({ id: variable.id, tagsId }))}
          disabled={!variable || retag.isPending}
          searchable
          data-testid="state-tags-select"
        />
      </Group>
      {failed && (
        <Alert color="red" role="alert" p="xs" data-testid="state-tags-error">
          {failure(failed.error)}
        </Alert>
      )}
    </Stack>
  )
}

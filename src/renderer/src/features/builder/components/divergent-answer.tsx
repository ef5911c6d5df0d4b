import { Alert, Select, Stack } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { isRoutingInstruction } from '@shared/domain/builder'
import { useSingleFlight } from '../../../lib/single-flight'
import { useDivergent, useSwitchDivergent } from '../api/divergent'
import type { StateDetail } from '../api/state'
import { useFailureText } from '../failure-text'
import { useBuilderScope } from '../scope'

/**
 * The state's divergent answer ("Anders, namelijk", a question, repeat): chosen from the templates. A switch
 * deletes the old divergent answer and copies the template (`switchDivergentOption`); choosing the one it
 * is now changes nothing.
 */
export function DivergentAnswer({ state }: { state: StateDetail }) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const divergent = useDivergent(scope, state.id)
  const switchTo = useSwitchDivergent()
  const once = useSingleFlight()
  const failure = useFailureText()
  const templates = divergent.data?.templates ?? []
  const selected = state.options.find((o) => o.id === divergent.data?.selectedOptionId)
  const current = selected ? (templates.find((tpl) => tpl.name === selected.name)?.id ?? null) : null
  return (
    <Stack gap={4}>
      <Select
        label={t('divergent.label')}
        description={t('divergent.hint')}
        placeholder={t('divergent.none')}
        value={current}
        allowDeselect={false}
        disabled={!divergent.data || switchTo.isPending}
        data={templates.map((tpl) => ({
          value: tpl.id,
          label: `${tpl.name} → ${isRoutingInstruction(tpl.routingInstruction) ? t(`routes.${tpl.routingInstruction}`) : tpl.routingInstruction}`,
        }))}
        onChange={(templateId) => {
          if (templateId && templateId !== current)
            once(() => switchTo.mutateAsync({ stateId: state.id, templateId }))
        }}
        data-testid="divergent-answer"
      />
      {(switchTo.isError || divergent.isError) && (
        <Alert color="red" role="alert" data-testid="divergent-error">
          {failure(switchTo.isError ? switchTo.error : divergent.error)}
        </Alert>
      )}
    </Stack>
  )
}

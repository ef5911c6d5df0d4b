import { List, Stack, Text } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { ConfirmDialog } from '../../../ui/confirm-dialog'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  useAtsMappingImpact,
  useDeleteAtsMapping,
  type AtsMappingData,
  type AtsMappingImpactData,
} from '../api/mappings'

/** Names shown in a line before "and N more" (as the builder's impact view). */
const shownNames = 5

/**
 * What loses a mapping (the processors, states, flows and automations that hold it), each by name, in the
 * builder's impact view's form: shown before a delete and a replacement. Nothing holds it: said so.
 */
export function MappingImpactList({ impact }: { impact: AtsMappingImpactData }) {
  const { t } = useTranslation('ats')
  const groups = (['processors', 'states', 'flows', 'automations'] as const).filter(
    (k) => impact[k].length > 0,
  )
  if (groups.length === 0)
    return (
      <Text fz="sm" data-testid="ats-impact-none">
        {t('impact.none')}
      </Text>
    )
  return (
    <Stack gap={4} data-testid="ats-impact">
      <Text fz="sm">{t('impact.intro')}</Text>
      <List size="sm" spacing={2}>
        {groups.map((k) => {
          const list = impact[k]
          const names = list
            .slice(0, shownNames)
            .map((x) => `'${x.name}'`)
            .join(', ')
          return (
            <List.Item key={k} data-testid={`ats-impact-${k}`}>
              {t(`impact.${k}`, { count: list.length })}: {names}
              {list.length > shownNames && ` ${t('impact.more', { count: list.length - shownNames })}`}
            </List.Item>
          )
        })}
      </List>
    </Stack>
  )
}

export function DeleteMappingModal({
  chatbotId,
  mapping,
  name,
  onClose,
  onDeleted,
}: {
  chatbotId: string
  mapping: AtsMappingData
  name: string
  onClose: () => void
  onDeleted: () => void
}) {
  const { t } = useTranslation('ats')
  const impact = useAtsMappingImpact(chatbotId, mapping.id)
  const remove = useDeleteAtsMapping(chatbotId)
  const errorMessage = useErrorMessage('ats')
  const once = useSingleFlight()
  const [failure, setFailure] = useState<string | null>(null)
  const confirm = () =>
    once(() =>
      remove.mutateAsync(mapping.id).then(onDeleted, (error: unknown) => setFailure(errorMessage(error))),
    )
  return (
    <ConfirmDialog
      title={t('deleteTitle', { name })}
      confirmLabel={t('deleteConfirm')}
      pending={remove.isPending}
      failure={failure}
      onConfirm={confirm}
      onClose={onClose}
      confirmDisabled={!impact.isSuccess}
      testId="ats-delete-modal"
      confirmTestId="ats-delete-confirm"
    >
      <Text fz="sm">{t('deleteBody')}</Text>
      {impact.isPending ? (
        <LoadingSkeleton />
      ) : impact.isError ? (
        <ErrorState error={impact.error} onRetry={() => void impact.refetch()} namespace="ats" />
      ) : impact.data ? (
        <MappingImpactList impact={impact.data} />
      ) : null}
    </ConfirmDialog>
  )
}

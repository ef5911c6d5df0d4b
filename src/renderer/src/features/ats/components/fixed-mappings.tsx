import { Alert, MultiSelect, Stack, Text, Title } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { holdsFixed, fixedMappingsMax, type FixedMappingOwnerKind } from '@shared/domain/ats'
import type { AtsFieldMappingType } from '@shared/domain/automations'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { serverFieldErrors } from '../../../lib/field-errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useFixedMappings, useSetFixedMappings } from '../api/fixed-mappings'
import { useAtsOverview } from '../api/mappings'
import { readableName } from '../forms/mapping-form'

/**
 * The ATS field mappings a flow or an answer holds fixed, in the builder's flow page and answer drawer:
 * mappings that write their own value (a fixed value or option) when the conversation passes the flow or
 * the candidate gives the answer. Each change is saved at once, in the order made.
 */
export function FixedAtsMappings({ kind, id }: { kind: FixedMappingOwnerKind; id: string }) {
  const chatbot = useSelectedChatbot()
  const mayRead = useAppAbility().can('read', 'SettingsAts')
  return chatbot && mayRead ? (
    <FixedMappingsOf key={chatbot.id} chatbotId={chatbot.id} kind={kind} id={id} />
  ) : null
}

/** The editor for one chatbot (exported for its test). */
export function FixedMappingsOf({
  chatbotId,
  kind,
  id,
}: {
  chatbotId: string
  kind: FixedMappingOwnerKind
  id: string
}) {
  const { t, i18n } = useTranslation('ats')
  const mayEdit = useAppAbility().can('update', 'Builder')
  const overview = useAtsOverview(chatbotId)
  const held = useFixedMappings(chatbotId, kind, id)
  const save = useSetFixedMappings(chatbotId, kind, id)
  const errorMessage = useErrorMessage('ats')
  // What the user chose last, shown while its save is under way; the saves go one after the other.
  const [chosen, setChosen] = useState<string[] | null>(null)
  const queue = useRef<Promise<unknown>>(Promise.resolve())
  const [failure, setFailure] = useState<unknown>(null)

  const heading = (
    <Title order={3} fz="h5">
      {t('fixed.heading')}
    </Title>
  )
  if (overview.isPending || held.isPending)
    return (
      <Stack gap="xs" data-testid="fixed-ats-mappings">
        {heading}
        <LoadingSkeleton rows={1} />
      </Stack>
    )
  const error = overview.error ?? held.error
  if (error)
    return (
      <Stack gap="xs" data-testid="fixed-ats-mappings">
        {heading}
        <ErrorState
          error={error}
          onRetry={() => void Promise.all([overview.refetch(), held.refetch()])}
          namespace="ats"
          title={null}
        />
      </Stack>
    )
  if (!held.data) return null
  const fixed = (overview.data?.atsMappings ?? []).filter((m) => holdsFixed(m.type as AtsFieldMappingType))
  const value = chosen ?? held.data
  const data = fixed.map((m) => {
    const name = readableName(m.atsField.humanReadableNames, i18n.language, m.atsField.path)
    return {
      value: m.id,
      label: m.value ? t('fixed.option', { name, value: m.value }) : name,
    }
  })
  const change = (next: string[]) => {
    // Read-only inputs still open their list: a choice there changes nothing.
    if (!mayEdit) return
    setChosen(next)
    setFailure(null)
    queue.current = queue.current.then(() =>
      save.mutateAsync(next).then(
        () => setChosen((now) => (now === next ? null : now)),
        (e: unknown) => {
          setFailure(e)
          setChosen(null)
        },
      ),
    )
  }
  const problems = failure ? serverFieldErrors(failure).flatMap((f) => f.messages) : []
  return (
    <Stack gap="xs" data-testid="fixed-ats-mappings">
      {heading}
      <Text fz="sm" c="dimmed">
        {t(kind === 'FLOW' ? 'fixed.introFlow' : 'fixed.introOption')}
      </Text>
      {fixed.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="fixed-ats-mappings-none">
          {t('fixed.none')}
        </Text>
      ) : (
        <MultiSelect
          aria-label={t('fixed.heading')}
          data={data}
          value={value}
          onChange={change}
          placeholder={value.length ? undefined : t('fixed.placeholder')}
          readOnly={!mayEdit}
          searchable
          maxValues={fixedMappingsMax}
          nothingFoundMessage={t('fixed.nothingFound')}
          comboboxProps={{ withinPortal: true }}
          data-testid="fixed-ats-mappings-select"
        />
      )}
      {failure !== null && (
        <Alert color="red" variant="light" role="alert" p="xs" data-testid="fixed-ats-mappings-error">
          {problems.length ? problems.join(' ') : errorMessage(failure)}
        </Alert>
      )}
    </Stack>
  )
}

import { Alert, Anchor, Button, Group, List, Modal, Stack, Text } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Fragment, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useAppAbility } from '../../../lib/ability'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { useImpact } from '../api/flows'
import { useFailureText } from '../failure-text'
import { useBuilderScope } from '../scope'
import { useSingleFlight } from '../../../lib/single-flight'

export type ImpactKind = 'FLOW' | 'STATE_GROUP' | 'STATE' | 'OPTION'

/** Names shown in a line before "and N more". */
const shownNames = 5

function names(list: readonly { readonly name: string }[], more: (count: number) => string): string {
  const shown = list.slice(0, shownNames).map((x) => `'${x.name}'`)
  return list.length > shownNames ? `${shown.join(', ')} ${more(list.length - shownNames)}` : shown.join(', ')
}

/**
 * The automations by name, each a link to the automation for a user who may read Automations (the others
 * see the names only), with "and N more" after the first few.
 */
function AutomationNames({ automations }: { automations: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation('builder')
  const mayOpen = useAppAbility().can('read', 'Campaigns')
  const shown = automations.slice(0, shownNames)
  return (
    <>
      {shown.map((a, index) => (
        <Fragment key={a.id}>
          {index > 0 && ', '}
          {mayOpen ? (
            <Anchor
              renderRoot={(props) => (
                <Link {...props} to="/automations/$campaignId" params={{ campaignId: a.id }} />
              )}
              fz="sm"
              c="var(--portal-strong-link)"
              underline="always"
              aria-label={t('impact.openAutomation', { name: a.name })}
              data-testid="impact-automation"
            >
              {a.name}
            </Anchor>
          ) : (
            <span data-testid="impact-automation">'{a.name}'</span>
          )}
        </Fragment>
      ))}
      {automations.length > shownNames && ` ${t('impact.more', { count: automations.length - shownNames })}`}.
    </>
  )
}

/**
 * The impact view before a delete: what routes into the flow, question, state or answer
 * (those answers lose their destination), the actions (processors) that use it, the WhatsApp templates and
 * definitions linked to it, the automations that run the flow (or the flow it is in), and the ATS field
 * mappings it holds, each by name. The delete is offered once it is known.
 */
export function DeleteImpactModal({
  kind,
  id,
  title,
  body,
  confirmLabel,
  testId,
  onClose,
  onDelete,
  mutation,
}: {
  kind: ImpactKind
  id: string
  title: string
  body: string
  confirmLabel: string
  testId: string
  onClose: () => void
  onDelete: () => Promise<unknown>
  mutation: { readonly isPending: boolean; readonly isError: boolean; readonly error: unknown }
}) {
  const { t } = useTranslation(['builder', 'common'])
  const scope = useBuilderScope()
  const impact = useImpact(scope, kind, id)
  const once = useSingleFlight()
  const failure = useFailureText()
  const data = impact.data
  const more = (count: number) => t('impact.more', { count })
  const lines: { key: string; text: ReactNode }[] = data
    ? [
        data.routedFrom.length > 0 && {
          key: 'routed',
          text: t(`impact.routed.${kind}`, {
            count: data.routedFrom.length,
            names: names(data.routedFrom, more),
          }),
        },
        data.processors.length > 0 && {
          key: 'processors',
          text: t('impact.processors', {
            count: data.processors.length,
            names: names(
              data.processors.map((p) => ({ name: p.humanReadableName })),
              more,
            ),
          }),
        },
        data.whatsappTemplates.length > 0 && {
          key: 'templates',
          text: t('impact.templates', {
            count: data.whatsappTemplates.length,
            names: names(data.whatsappTemplates, more),
          }),
        },
        data.automations.length > 0 && {
          key: 'automations',
          text: (
            <>
              {t(`impact.automations.${kind}`, { count: data.automations.length })}{' '}
              <AutomationNames automations={data.automations} />
            </>
          ),
        },
        data.atsFieldMappings.length > 0 && {
          key: 'mappings',
          text: t('impact.mappings', {
            count: data.atsFieldMappings.length,
            names: names(data.atsFieldMappings, more),
          }),
        },
      ].filter((line) => line !== false)
    : []
  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      <Stack data-testid={`${testId}-modal`}>
        <Text>{body}</Text>
        {impact.isError ? (
          <ErrorState
            error={impact.error}
            onRetry={() => void impact.refetch()}
            namespace="builder"
            title={null}
          />
        ) : !data ? (
          <LoadingSkeleton rows={2} />
        ) : (
          <div data-testid={`${testId}-impact`}>
            {kind === 'FLOW' && data.routedFrom.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t('flows.deleteRoutedNone')}
              </Text>
            )}
            {lines.length === 0 ? (
              kind !== 'FLOW' && (
                <Text fz="sm" c="dimmed">
                  {t('impact.nothing')}
                </Text>
              )
            ) : (
              <Alert color="orange" variant="light" p="xs">
                <List spacing={4} fz="sm">
                  {lines.map((line) => (
                    <List.Item key={line.key} data-testid="impact-line" data-impact={line.key}>
                      {line.text}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
          </div>
        )}
        {mutation.isError && (
          <Alert color="red" role="alert" data-testid={`${testId}-error`}>
            {failure(mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('flows.cancel')}
          </Button>
          <Button
            color="red.8"
            loading={mutation.isPending}
            disabled={!data}
            onClick={() => once(() => onDelete().then(onClose))}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}

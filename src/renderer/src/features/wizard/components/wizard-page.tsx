import {
  Accordion,
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Progress,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { wizardLimits, wizardStepUpdateSchema } from '@shared/domain/wizard'
import type { ChatbotSummary } from '@shared/ipc/session'
import { useAppAbility } from '../../../lib/ability'
import { useErrorDescription, useErrorMessage } from '../../../lib/errors'
import { portal } from '../../../lib/portal'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { signedInState, useSession } from '../../../lib/session'
import { useSingleFlight } from '../../../lib/single-flight'
import { AnchorLink } from '../../../ui/anchor-link'
import { EmptyState } from '../../../ui/empty-state'
import {
  IconAlertTriangle,
  IconCircle,
  IconCircleCheck,
  IconCopy,
  IconExternalLink,
  IconPencil,
} from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { checkState, checkTargets, knownCheck } from '../checks'
import {
  useSkipWizard,
  useUpdateStep,
  useWizards,
  type WizardData,
  type WizardProcessData,
  type WizardStepData,
} from '../api/wizards'
import { CloneProcessModal } from './clone-process-modal'
import { EditContentModal, type ContentTarget } from './edit-content-modal'

/**
 * The quick-start and onboarding wizards (spec 000 §2, §3 'Wizard'): choose a wizard (the choice is kept in
 * the address), follow its processes and steps. Steps with a self-check tick themselves off from the real
 * state (the server checks when the list is read) and, while the state is missing, say so and link to the
 * screen that fixes it; the others are ticked off by hand. A wizard can be skipped for now and resumed.
 */
export function WizardPage({ wizardId, onChoose }: { wizardId?: string; onChoose: (id: string) => void }) {
  const { t } = useTranslation('wizard')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return <Text>{t('noChatbot')}</Text>
  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz="h2">
          {t('title')}
        </Title>
        <Text c="dimmed">{t('intro')}</Text>
      </div>
      <Wizards chatbot={chatbot} wizardId={wizardId} onChoose={onChoose} />
    </Stack>
  )
}

function Wizards({
  chatbot,
  wizardId,
  onChoose,
}: {
  chatbot: ChatbotSummary
  wizardId?: string
  onChoose: (id: string) => void
}) {
  const { t } = useTranslation('wizard')
  const wizards = useWizards(chatbot.id)
  if (wizards.isPending) return <LoadingSkeleton rows={6} />
  if (wizards.isError)
    return <ErrorState error={wizards.error} onRetry={() => void wizards.refetch()} namespace="wizard" />
  if (wizards.data.length === 0)
    return <EmptyState title={t('empty.title')} body={t('empty.body')} testId="wizard-empty" />
  const chosen = wizards.data.find((w) => w.id === wizardId) ?? wizards.data[0]!
  return (
    <Stack gap="md">
      {wizards.data.length > 1 && (
        <SegmentedControl
          aria-label={t('choose')}
          value={chosen.id}
          onChange={onChoose}
          data={wizards.data.map((w) => ({ value: w.id, label: w.title }))}
          data-testid="wizard-choice"
        />
      )}
      {/* Keyed: another wizard opens with its own first open process unfolded. */}
      <WizardView key={chosen.id} chatbot={chatbot} wizard={chosen} />
    </Stack>
  )
}

function WizardView({ chatbot, wizard }: { chatbot: ChatbotSummary; wizard: WizardData }) {
  const { t } = useTranslation('wizard')
  const chatbotId = chatbot.id
  // Cloning a process to another chatbot is for superusers (spec 001 §7); the server refuses anyone else.
  const ability = useAppAbility()
  const canClone = ability.can('manage', 'ChatbotManagement')
  // The wizard's texts are the dashboard's content: managers and up (the server refuses anyone else).
  const canEdit = ability.can('update', 'Dashboard')
  const [editing, setEditing] = useState<ContentTarget | null>(null)
  const chatbots = signedInState(useSession().data)?.user.chatbots ?? []
  const [cloning, setCloning] = useState<WizardProcessData | null>(null)
  const errorMessage = useErrorMessage('wizard')
  const skip = useSkipWizard(chatbotId)
  const once = useSingleFlight()
  const steps = wizard.processes.flatMap((p) => p.steps)
  const done = steps.filter((s) => s.isFinished).length
  const open = wizard.processes.find((p) => !p.isFinished)
  if (wizard.skippedAt)
    return (
      <Alert variant="light" title={t('skipped.title')} data-testid="wizard-skipped">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('skipped.body', { done, total: steps.length })}</Text>
          <Button
            size="xs"
            loading={skip.isPending}
            onClick={() => once(() => skip.mutateAsync({ id: wizard.id, skipped: false }))}
          >
            {t('skipped.resume')}
          </Button>
        </Stack>
      </Alert>
    )
  return (
    <Stack gap="sm" data-testid="wizard">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={2} fz="h3">
            {wizard.title}
          </Title>
          <Text size="sm" c="dimmed" data-testid="wizard-progress">
            {wizard.finishedTimestamp ? t('finished') : t('progress', { done, total: steps.length })}
          </Text>
        </div>
        <Group gap="xs">
          {canEdit && (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPencil size={14} />}
              onClick={() => setEditing({ kind: 'wizard', id: wizard.id, title: wizard.title })}
              data-testid="wizard-edit-wizard"
            >
              {t('edit.open.wizard')}
            </Button>
          )}
          {!wizard.finishedTimestamp && (
            <Button
              variant="default"
              size="xs"
              loading={skip.isPending}
              onClick={() => once(() => skip.mutateAsync({ id: wizard.id, skipped: true }))}
            >
              {t('skip')}
            </Button>
          )}
        </Group>
      </Group>
      {skip.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(skip.error)}
        </Alert>
      )}
      <Progress value={steps.length ? (done / steps.length) * 100 : 0} aria-hidden size="sm" />
      <Accordion variant="separated" multiple defaultValue={open ? [open.id] : []}>
        {wizard.processes.map((process) => (
          <Accordion.Item
            key={process.id}
            value={process.id}
            data-testid={`wizard-process-${process.identifier}`}
          >
            <Accordion.Control
              icon={
                <ThemeIcon color={process.isFinished ? 'teal' : 'gray'} variant="light" radius="xl" size={24}>
                  {process.isFinished ? <IconCircleCheck size={16} /> : <IconCircle size={16} />}
                </ThemeIcon>
              }
            >
              <Text fw={600}>{process.title}</Text>
              <Text size="sm" c="dimmed">
                {process.isFinished ? t('processDone') : process.description}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Stack gap="md">
                {process.steps.map((step) => (
                  <StepRow
                    key={step.id}
                    chatbotId={chatbotId}
                    step={step}
                    onEdit={
                      canEdit
                        ? () =>
                            setEditing({
                              kind: 'step',
                              id: step.id,
                              title: step.title,
                              description: step.description,
                              infoUrl: step.infoUrl,
                            })
                        : undefined
                    }
                  />
                ))}
                {(canEdit || canClone) && (
                  <Group justify="flex-end" gap="xs">
                    {canEdit && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconPencil size={14} />}
                        onClick={() =>
                          setEditing({
                            kind: 'process',
                            id: process.id,
                            title: process.title,
                            description: process.description,
                          })
                        }
                        data-testid="wizard-process-edit"
                      >
                        {t('edit.open.process')}
                      </Button>
                    )}
                    {canClone && (
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={<IconCopy size={14} />}
                        onClick={() => setCloning(process)}
                        data-testid="wizard-process-clone"
                      >
                        {t('clone.open')}
                      </Button>
                    )}
                  </Group>
                )}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {canEdit && (
        <EditContentModal chatbotId={chatbotId} target={editing} onClose={() => setEditing(null)} />
      )}
      {canClone && (
        <CloneProcessModal
          chatbot={chatbot}
          chatbots={chatbots}
          process={cloning}
          onClose={() => setCloning(null)}
        />
      )}
    </Stack>
  )
}

function StepRow({
  chatbotId,
  step,
  onEdit,
}: {
  chatbotId: string
  step: WizardStepData
  /** Managers and up: opens the step's texts for editing. */
  onEdit: (() => void) | undefined
}) {
  const { t } = useTranslation('wizard')
  const errorMessage = useErrorMessage('wizard')
  const update = useUpdateStep(chatbotId)
  const once = useSingleFlight()
  const check = knownCheck(step.check)
  const state = check ? checkState(check) : null
  // A step whose state the server checks is ticked off by that state; by hand only when nothing checks it.
  const byHand = state === null || state === 'unavailable'
  return (
    <Stack gap={6} data-testid={`wizard-step-${step.id}`} data-done={step.isFinished}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon color={step.isFinished ? 'teal' : 'gray'} variant="light" radius="xl" size={24}>
          {step.isFinished ? <IconCircleCheck size={16} /> : <IconCircle size={16} />}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{step.title}</Text>
            {step.settings.adminOnly && (
              <Badge size="xs" variant="outline">
                {t('adminOnly')}
              </Badge>
            )}
          </Group>
          <Text size="sm">{step.description}</Text>
          {check && state === 'missing' && (
            <Text size="sm" data-testid="wizard-step-missing">
              {/* The text keeps the body colour (contrast in both schemes); the icon carries the warning. */}
              <IconAlertTriangle size={14} color="var(--mantine-color-orange-6)" aria-hidden />{' '}
              {t(`checks.${check.key}.missing`)}{' '}
              <AnchorLink to={checkTargets[check.key]} size="sm">
                {t('fixIt')}
              </AnchorLink>
            </Text>
          )}
          {check && state === 'passed' && (
            <Text size="sm">
              <IconCircleCheck size={14} color="var(--mantine-color-teal-6)" aria-hidden />{' '}
              {t(`checks.${check.key}.passed`)}
            </Text>
          )}
          {check && state === 'unavailable' && (
            <Text size="sm" c="dimmed">
              {t('cannotCheck')}
            </Text>
          )}
          {step.infoUrl && (
            <Anchor
              size="sm"
              href={step.infoUrl}
              onClick={(event) => {
                // Information opens in the user's browser, never inside the portal's window.
                event.preventDefault()
                void portal().app.openExternal({ url: step.infoUrl })
              }}
            >
              {t('moreInfo')} <IconExternalLink size={12} />
            </Anchor>
          )}
          {step.media.map((medium) => (
            <Text key={medium.url} size="xs" c="dimmed">
              {t(medium.type === 'video' ? 'media.video' : 'media.image', { title: medium.title })}
            </Text>
          ))}
          <NoteEditor chatbotId={chatbotId} step={step} />
          {onEdit && (
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={onEdit}
              style={{ alignSelf: 'flex-start' }}
              data-testid="wizard-step-edit"
            >
              {t('edit.open.step')}
            </Anchor>
          )}
        </Stack>
        {byHand && (
          <Button
            size="xs"
            variant={step.isFinished ? 'default' : 'filled'}
            loading={update.isPending}
            // A double click sends once (QUALITY REL-11).
            onClick={() =>
              once(() => update.mutateAsync({ id: step.id, input: { isFinished: !step.isFinished } }))
            }
            data-testid="wizard-step-toggle"
          >
            {step.isFinished ? t('reopen') : t('markDone')}
          </Button>
        )}
      </Group>
      {update.isError && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(update.error)}
        </Alert>
      )}
    </Stack>
  )
}

/**
 * The step's note: checked with the server's rule before it is sent; the text stays when saving fails,
 * with the spec's "Couldn't save note" (and the cause, where the server named one).
 */
function NoteEditor({ chatbotId, step }: { chatbotId: string; step: WizardStepData }) {
  const { t } = useTranslation('wizard')
  const describe = useErrorDescription('wizard')
  const update = useUpdateStep(chatbotId)
  const once = useSingleFlight()
  const [note, setNote] = useState(step.note)
  const [editing, setEditing] = useState(false)
  const problem = v.safeParse(wizardStepUpdateSchema, { note }).issues?.[0]?.message
  if (!editing)
    return (
      <Group gap="xs">
        {step.note && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {t('note.label')}: {step.note}
          </Text>
        )}
        <Anchor component="button" type="button" size="sm" onClick={() => setEditing(true)}>
          {step.note ? t('note.edit') : t('note.add')}
        </Anchor>
      </Group>
    )
  return (
    <Stack gap={4}>
      <Textarea
        label={t('note.label')}
        value={note}
        onChange={(event) => setNote(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
        error={problem ? t(`errors.${problem as 'noteTooLong'}`, { max: wizardLimits.note }) : undefined}
      />
      {update.isError && (
        <Stack gap={0} role="alert" data-testid="wizard-note-error">
          <Text size="sm" c="red">
            {t('note.saveFailed')}
          </Text>
          {!describe(update.error).unknownCause && (
            <Text size="sm" c="red">
              {describe(update.error).message}
            </Text>
          )}
        </Stack>
      )}
      <Group gap="xs">
        <Button
          size="xs"
          disabled={problem !== undefined}
          loading={update.isPending}
          onClick={() =>
            once(async () => {
              await update.mutateAsync({ id: step.id, input: { note } })
              setEditing(false)
            })
          }
        >
          {t('note.save')}
        </Button>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            setNote(step.note)
            setEditing(false)
          }}
        >
          {t('note.cancel')}
        </Button>
      </Group>
    </Stack>
  )
}

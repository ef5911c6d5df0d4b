import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  NumberInput,
  ScrollArea,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { builderLimits } from '@shared/domain/builder'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconCheck, IconCopy } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { flowBlueprint, useCloneQuestion, useUpdateFlow } from '../api/flow-edit'
import { useFlows } from '../api/flows'
import { useFailureText } from '../failure-text'
import { builderKeys, useBuilderScope } from '../scope'
import { FlowNameInput } from './flow-name-input'

/** A flow's name and description (`updateStateMachine`); the name is required. */
export function EditFlowModal({
  flow,
  onClose,
}: {
  flow: { id: string; name: string; description: string }
  onClose: () => void
}) {
  const { t } = useTranslation('builder')
  const update = useUpdateFlow()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [name, setName] = useState(flow.name)
  const [description, setDescription] = useState(flow.description)
  const [tried, setTried] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!name.trim()) return
    once(() => update.mutateAsync({ id: flow.id, name: name.trim(), description }).then(onClose))
  }
  return (
    <Modal opened onClose={onClose} title={t('flowEdit.title', { name: flow.name })}>
      {/* noValidate: the browser's own bubble would speak its language, not the interface's. */}
      <form noValidate onSubmit={submit} data-testid="flow-edit-modal">
        <Stack>
          <FlowNameInput value={name} onChange={setName} tried={tried} testId="flow-edit-name" />
          <Textarea
            label={t('flowEdit.description')}
            value={description}
            onChange={(e) => setDescription(e.currentTarget.value)}
            rows={3}
            maxLength={1000}
            data-testid="flow-edit-description"
          />
          {update.isError && (
            <Alert color="red" role="alert" data-testid="flow-edit-error">
              {failure(update.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending} data-testid="flow-edit-save">
              {t('flowEdit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

/** The flow's blueprint (`generateBlueprintForStatemachine`): its questions, states and answers as JSON. */
export function BlueprintModal({
  flow,
  onClose,
}: {
  flow: { id: string; name: string }
  onClose: () => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const blueprint = useQuery({
    queryKey: builderKeys.key(scope?.chatbotId ?? '', 'blueprint', flow.id),
    queryFn: () => flowBlueprint(flow.id),
    enabled: scope != null,
    gcTime: 0,
  })
  return (
    <Modal opened onClose={onClose} size="xl" title={t('blueprint.title', { name: flow.name })}>
      <Stack data-testid="blueprint-modal">
        <Text fz="sm" c="dimmed">
          {t('blueprint.intro')}
        </Text>
        {blueprint.isError ? (
          <ErrorState error={blueprint.error} onRetry={() => void blueprint.refetch()} namespace="builder" />
        ) : blueprint.data === undefined ? (
          <LoadingSkeleton rows={6} testId="blueprint-loading" />
        ) : (
          <>
            <ScrollArea.Autosize mah={420} type="auto">
              <Code block data-testid="blueprint-json">
                {blueprint.data}
              </Code>
            </ScrollArea.Autosize>
            <Group justify="flex-end">
              <CopyButton value={blueprint.data}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'filled'}
                    leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                    onClick={copy}
                    data-testid="blueprint-copy"
                  >
                    {copied ? t('blueprint.copied') : t('blueprint.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  )
}

/**
 * Clones a question (`cloneStateGroup`) into this flow or another of the chatbot, up to the builder's
 * limit of copies at once; each copy gets its own name ("name", "name 2", …).
 */
export function CloneQuestionModal({
  question,
  flowId,
  onClose,
}: {
  question: { id: string; name: string }
  flowId: string
  onClose: () => void
}) {
  const { t } = useTranslation('builder')
  const scope = useBuilderScope()
  const flows = useFlows(scope)
  const clone = useCloneQuestion()
  const once = useSingleFlight()
  const failure = useFailureText()
  const [to, setTo] = useState(flowId)
  const [name, setName] = useState(() => t('cloneQuestion.name', { name: question.name }))
  const [copies, setCopies] = useState<number | string>(1)
  const [tried, setTried] = useState(false)
  const max = builderLimits.questionCopies
  const count = typeof copies === 'number' ? copies : Number.NaN
  const copiesError =
    Number.isInteger(count) && count >= 1 && count <= max
      ? undefined
      : t('cloneQuestion.copiesRange', { max })
  const nameError = name.trim() ? undefined : t('response.errors.required')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (copiesError || nameError) return
    once(() =>
      clone
        .mutateAsync({
          questionId: question.id,
          fromFlowId: flowId,
          toFlowId: to,
          name: name.trim(),
          copies: count,
        })
        .then(onClose),
    )
  }
  return (
    <Modal opened onClose={onClose} title={t('cloneQuestion.title', { name: question.name })}>
      <form noValidate onSubmit={submit} data-testid="question-clone-modal">
        <Stack>
          <Select
            label={t('cloneQuestion.to')}
            value={to}
            allowDeselect={false}
            searchable
            data={(flows.data ?? [{ id: flowId, name: '' }]).map((f) => ({ value: f.id, label: f.name }))}
            onChange={(value) => value && setTo(value)}
            data-testid="question-clone-to"
          />
          <TextInput
            label={t('cloneQuestion.nameLabel')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            withAsterisk
            error={tried ? nameError : undefined}
            maxLength={200}
            data-testid="question-clone-name"
          />
          <NumberInput
            label={t('cloneQuestion.copies')}
            description={t('cloneQuestion.copiesHint', { max })}
            value={copies}
            onChange={setCopies}
            min={1}
            max={max}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            error={tried ? copiesError : undefined}
            data-testid="question-clone-copies"
          />
          {clone.isError && (
            <Alert color="red" role="alert" data-testid="question-clone-error">
              {failure(clone.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('flows.cancel')}
            </Button>
            <Button type="submit" loading={clone.isPending} data-testid="question-clone-submit">
              {t('cloneQuestion.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import {
  wizardLimits,
  wizardProcessUpdateSchema,
  wizardStepUpdateSchema,
  wizardUpdateSchema,
} from '@shared/domain/wizard'
import { useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useRenameWizard, useUpdateProcess, useUpdateStep } from '../api/wizards'

/** What a manager edits: a wizard's title, a process's title and description, a step's and its link. */
export type ContentTarget =
  | { readonly kind: 'wizard'; readonly id: string; readonly title: string }
  | { readonly kind: 'process'; readonly id: string; readonly title: string; readonly description: string }
  | {
      readonly kind: 'step'
      readonly id: string
      readonly title: string
      readonly description: string
      readonly infoUrl: string
    }

type Draft = { title: string; description: string; infoUrl: string }
type Field = keyof Draft

const schemas = {
  wizard: wizardUpdateSchema,
  process: wizardProcessUpdateSchema,
  step: wizardStepUpdateSchema,
} as const

/** The fields each kind has, in the order the form shows them. */
const fieldsOf: Record<ContentTarget['kind'], readonly Field[]> = {
  wizard: ['title'],
  process: ['title', 'description'],
  step: ['title', 'description', 'infoUrl'],
}

function inputOf(target: ContentTarget, draft: Draft) {
  return Object.fromEntries(fieldsOf[target.kind].map((field) => [field, draft[field]]))
}

/** The first problem of each field, as the rule's message key (`wizard:errors.<key>`). */
function problemsOf(target: ContentTarget, draft: Draft): Partial<Record<Field, string>> {
  const result = v.safeParse(schemas[target.kind], inputOf(target, draft))
  if (result.success) return {}
  const nested = v.flatten(result.issues).nested ?? {}
  return Object.fromEntries(
    Object.entries(nested).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
  )
}

/**
 * Managers and up change the wizard's texts (spec 001 §7 update wizard, process, step); the server keeps the
 * same rules. The form opens with the stored texts, is checked before sending, and keeps what was typed when
 * saving fails. A double click saves once.
 */
export function EditContentModal({
  chatbotId,
  target,
  onClose,
}: {
  chatbotId: string
  target: ContentTarget | null
  onClose: () => void
}) {
  return target ? (
    <EditForm key={`${target.kind}-${target.id}`} chatbotId={chatbotId} target={target} onClose={onClose} />
  ) : null
}

function EditForm({
  chatbotId,
  target,
  onClose,
}: {
  chatbotId: string
  target: ContentTarget
  onClose: () => void
}) {
  const { t } = useTranslation('wizard')
  const { t: common } = useTranslation('common')
  const errorMessage = useErrorMessage('wizard')
  const once = useSingleFlight()
  const renameWizard = useRenameWizard(chatbotId)
  const updateProcess = useUpdateProcess(chatbotId)
  const updateStep = useUpdateStep(chatbotId)
  const [draft, setDraft] = useState<Draft>({
    title: target.title,
    description: 'description' in target ? target.description : '',
    infoUrl: 'infoUrl' in target ? target.infoUrl : '',
  })
  const [shown, setShown] = useState(false)
  const problems = problemsOf(target, draft)
  const mutation = { wizard: renameWizard, process: updateProcess, step: updateStep }[target.kind]
  const messageOf = (field: Field) =>
    shown && problems[field]
      ? t(`errors.${problems[field] as 'titleRequired'}`, { max: wizardLimits.note })
      : undefined
  const submit = () => {
    setShown(true)
    if (Object.keys(problems).length > 0) return
    once(async () => {
      if (target.kind === 'wizard') await renameWizard.mutateAsync({ id: target.id, title: draft.title })
      else if (target.kind === 'process')
        await updateProcess.mutateAsync({ id: target.id, input: inputOf(target, draft) })
      else await updateStep.mutateAsync({ id: target.id, input: inputOf(target, draft) })
      onClose()
    })
  }
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(`edit.title.${target.kind}`)}
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      data-testid="wizard-edit"
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('edit.name')}
            value={draft.title}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            error={messageOf('title')}
            required
            data-testid="wizard-edit-title"
          />
          {target.kind !== 'wizard' && (
            <Textarea
              label={t('edit.description')}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
              error={messageOf('description')}
              rows={4}
              resize="vertical"
            />
          )}
          {target.kind === 'step' && (
            <TextInput
              label={t('edit.infoUrl')}
              description={t('edit.infoUrlHelp')}
              value={draft.infoUrl}
              onChange={(event) => setDraft({ ...draft, infoUrl: event.currentTarget.value })}
              error={messageOf('infoUrl')}
              data-testid="wizard-edit-info-url"
            />
          )}
          {mutation.isError && (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(mutation.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('edit.cancel')}
            </Button>
            <Button type="submit" loading={mutation.isPending} data-testid="wizard-edit-save">
              {t('edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

import { Alert, Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { atsKinds } from '@shared/domain/chatbot'
import { newDeploymentSchema, projectIdMessage } from '@shared/domain/deployments'
import { errorCode, useErrorMessage } from '../../../lib/errors'
import { useSingleFlight } from '../../../lib/single-flight'
import { useChatbotTemplates, useCreateDeployment } from '../api/deployments'
import { useNotify } from '../../../ui/notify'

interface Draft {
  projectId: string
  projectName: string
  templateId: string | null
  ats: string
  defaultLanguageTag: string
}
const emptyDraft: Draft = {
  projectId: '',
  projectName: '',
  templateId: null,
  ats: 'OTYS',
  defaultLanguageTag: 'nl',
}
type Problems = Partial<Record<'projectId' | 'projectName' | 'template', string>>

/**
 * A new chatbot from a template of the templates service. The form checks the shared rules first; the
 * service refuses an existing project id ('Key already exists', shown at the field). Typed values stay
 * when the service refuses, so nothing is lost; one create per click (main de-duplicates by key).
 */
export function CreateChatbotModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('deployments')
  const { t: common } = useTranslation('common')
  const templates = useChatbotTemplates(opened)
  const create = useCreateDeployment()
  const single = useSingleFlight()
  const notify = useNotify()
  const errorMessage = useErrorMessage('deployments')
  const [draft, setDraft] = useState<Draft>(emptyDraft)
  const [problems, setProblems] = useState<Problems>({})
  // One key per attempt: a double-click reuses it, a retry after a failure gets a new one.
  const attempt = useRef(crypto.randomUUID())
  const close = () => {
    setDraft(emptyDraft)
    setProblems({})
    create.reset()
    onClose()
  }
  const set = (patch: Partial<Draft>) => setDraft((current) => ({ ...current, ...patch }))
  const submit = () => {
    const template = templates.data?.find((candidate) => candidate.id === draft.templateId)
    const parsed = v.safeParse(newDeploymentSchema, {
      projectId: draft.projectId,
      projectName: draft.projectName || draft.projectId,
      template: template ? { id: template.id, name: template.name } : { id: '', name: '' },
      ats: draft.ats,
      defaultLanguageTag: draft.defaultLanguageTag,
    })
    if (!parsed.success) {
      const found: Problems = {}
      for (const issue of parsed.issues) {
        const field = issue.path?.[0]?.key
        if (field === 'projectId') found.projectId = t('validation.projectId')
        else if (field === 'template') found.template = t('validation.required')
        else if (field === 'projectName') found.projectName = issue.message
      }
      setProblems(found)
      return
    }
    setProblems({})
    single(async () => {
      try {
        await create.mutateAsync({ deployment: parsed.output, idempotencyKey: attempt.current })
        notify.done(t('create.done', { projectId: parsed.output.projectId }))
        attempt.current = crypto.randomUUID()
        close()
      } catch (error) {
        attempt.current = crypto.randomUUID()
        if (errorCode(error) === 'already_exists') setProblems({ projectId: common('errors.already_exists') })
        throw error
      }
    })
  }
  const refusal = create.isError && errorCode(create.error) !== 'already_exists' ? create.error : null
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t('create.title')}
      closeButtonProps={{ 'aria-label': common('actions.close') }}
      data-testid="create-chatbot"
    >
      <form
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="sm">
          <TextInput
            label={t('create.projectId')}
            description={t('create.projectIdHelp')}
            value={draft.projectId}
            onChange={(event) => set({ projectId: event.currentTarget.value })}
            error={problems.projectId}
            required
            data-testid="create-project-id"
            title={projectIdMessage}
          />
          <TextInput
            label={t('create.projectName')}
            value={draft.projectName}
            onChange={(event) => set({ projectName: event.currentTarget.value })}
            error={problems.projectName}
            placeholder={draft.projectId}
            data-testid="create-project-name"
          />
          <Select
            label={t('create.template')}
            placeholder={t('create.templatePlaceholder')}
            data={(templates.data ?? []).map((template) => ({ value: template.id, label: template.name }))}
            value={draft.templateId}
            onChange={(templateId) => set({ templateId })}
            error={
              problems.template ??
              (templates.isError ? errorMessage(templates.error) : undefined) ??
              (templates.isSuccess && templates.data.length === 0 ? t('create.templatesEmpty') : undefined)
            }
            disabled={templates.isPending}
            required
            searchable
            data-testid="create-template"
          />
          <Group grow>
            <Select
              label={t('create.ats')}
              data={[...atsKinds]}
              value={draft.ats}
              onChange={(ats) => ats && set({ ats })}
              allowDeselect={false}
            />
            <Select
              label={t('create.language')}
              data={[
                { value: 'nl', label: t('create.languages.nl') },
                { value: 'en', label: t('create.languages.en') },
              ]}
              value={draft.defaultLanguageTag}
              onChange={(defaultLanguageTag) => defaultLanguageTag && set({ defaultLanguageTag })}
              allowDeselect={false}
            />
          </Group>
          {refusal !== null && (
            <Alert color="red" variant="light" role="alert" title={t('errors.operationFailed')}>
              {errorMessage(refusal)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending} data-testid="create-submit">
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}

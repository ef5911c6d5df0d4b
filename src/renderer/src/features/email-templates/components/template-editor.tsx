import { Alert, Button, Group, Paper, Stack, Switch, Text, Textarea, TextInput, Title } from '@mantine/core'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import {
  emailTemplateProblems,
  maxHtmlTemplateLength,
  maxPlainTextLength,
  maxSubjectLength,
  type EmailFieldProblem,
  type EmailTemplateEdit,
} from '@shared/domain/email-templates'
import { useSingleFlight } from '../../../lib/single-flight'
import { SaveStatus } from '../../../ui/save-status'
import { useUpdateEmailTemplate, type EmailTemplateData } from '../api/email-templates'
import { usePendingEditorSave, useKeptDraft } from './editor-drafts'
import { HtmlPreview } from './html-preview'
import { problemText } from './problem-text'

const editOf = ({ id: _id, ...edit }: EmailTemplateData): EmailTemplateEdit => edit

const textFields = ['toEmail', 'fromEmail', 'subject', 'plainText', 'htmlTemplate', 'templateKey'] as const
const switchFields = ['isHtml', 'isText', 'useNewEditor'] as const

/** A kept draft is used only when it still has the shape of an edit (storage is the window's, not ours). */
const isTemplateEdit = (value: unknown): value is EmailTemplateEdit =>
  typeof value === 'object' &&
  value !== null &&
  textFields.every((field) => typeof (value as Record<string, unknown>)[field] === 'string') &&
  switchFields.every((field) => typeof (value as Record<string, unknown>)[field] === 'boolean')

const sameEdit = (a: EmailTemplateEdit, b: EmailTemplateEdit) =>
  [...textFields, ...switchFields].every((field) => a[field] === b[field])

/**
 * One e-mail template: key, recipients, sender, subject, and its plain text and/or HTML (isText, isHtml).
 * Saved with Save (the spec gives no debounce for templates); the shared rules show on their fields once
 * a save was tried, and the save status says Saving… / Saved or why it failed. The HTML is previewed only
 * in a sandboxed frame (HtmlPreview), never in the portal's own page.
 */
export function TemplateEditor({
  chatbotId,
  template,
  takenKeys,
  mayEdit,
}: {
  chatbotId: string
  template: EmailTemplateData
  /** The keys of the chatbot's other templates: a key must be new ('Key already exists'). */
  takenKeys: readonly string[]
  mayEdit: boolean
}) {
  const { t } = useTranslation('email-templates')
  const update = useUpdateEmailTemplate(chatbotId)
  const once = useSingleFlight()
  const draft = useKeptDraft({
    chatbotId,
    kind: 'template',
    id: template.id,
    server: () => editOf(template),
    isDraft: isTemplateEdit,
    same: sameEdit,
  })
  const { value: edit, setValue: setEdit, dirty } = draft
  const [tried, setTried] = useState(false)
  const problems: Partial<Record<keyof EmailTemplateEdit | 'format', EmailFieldProblem>> =
    emailTemplateProblems(edit)
  if (!problems.templateKey && takenKeys.includes(edit.templateKey.trim()))
    problems.templateKey = 'key_exists'
  const shown = (field: keyof EmailTemplateEdit | 'format') =>
    tried ? problemText(t, problems[field]) : undefined
  const valid = Object.keys(problems).length === 0
  usePendingEditorSave(mayEdit && dirty && valid, () => update.mutateAsync({ id: template.id, input: edit }))
  const set = (patch: Partial<EmailTemplateEdit>) => {
    setEdit((current) => ({ ...current, ...patch }))
    if (update.isSuccess || update.isError) update.reset()
  }
  const save = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (Object.keys(problems).length > 0) return
    once(() => update.mutateAsync({ id: template.id, input: edit }).catch(() => undefined))
  }
  const status = update.isPending ? 'saving' : update.isError ? 'failed' : update.isSuccess ? 'saved' : 'idle'
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      component="form"
      onSubmit={save}
      noValidate
      data-testid="template-editor"
    >
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {template.subject}
        </Title>
        {!mayEdit && (
          <Text fz="sm" c="dimmed" data-testid="email-read-only">
            {t('readOnly')}
          </Text>
        )}
        {mayEdit && draft.restored && <RestoredNote onDiscard={draft.discard} />}
        <TextInput
          label={t('fields.templateKey')}
          description={t('hints.templateKey')}
          value={edit.templateKey}
          maxLength={100}
          required
          readOnly={!mayEdit}
          onChange={(e) => set({ templateKey: e.currentTarget.value })}
          error={shown('templateKey')}
          data-testid="template-key"
        />
        <TextInput
          label={t('fields.toEmail')}
          description={t('hints.toEmail', { example: '{{email}}' })}
          value={edit.toEmail}
          maxLength={2000}
          required
          readOnly={!mayEdit}
          onChange={(e) => set({ toEmail: e.currentTarget.value })}
          error={shown('toEmail')}
          data-testid="template-to"
        />
        <TextInput
          label={t('fields.fromEmail')}
          type="email"
          value={edit.fromEmail}
          maxLength={254}
          required
          readOnly={!mayEdit}
          onChange={(e) => set({ fromEmail: e.currentTarget.value })}
          error={shown('fromEmail')}
          data-testid="template-from"
        />
        <TextInput
          label={t('fields.subject')}
          value={edit.subject}
          maxLength={maxSubjectLength}
          required
          readOnly={!mayEdit}
          onChange={(e) => set({ subject: e.currentTarget.value })}
          error={shown('subject')}
          data-testid="template-subject"
        />
        <Group gap="lg">
          <Switch
            label={t('fields.isText')}
            checked={edit.isText}
            disabled={!mayEdit}
            onChange={(e) => set({ isText: e.currentTarget.checked })}
            data-testid="template-is-text"
          />
          <Switch
            label={t('fields.isHtml')}
            checked={edit.isHtml}
            disabled={!mayEdit}
            onChange={(e) => set({ isHtml: e.currentTarget.checked })}
            data-testid="template-is-html"
          />
          <Switch
            label={t('fields.useNewEditor')}
            checked={edit.useNewEditor}
            disabled={!mayEdit}
            onChange={(e) => set({ useNewEditor: e.currentTarget.checked })}
            data-testid="template-new-editor"
          />
        </Group>
        {shown('format') && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {shown('format')}
          </Text>
        )}
        {edit.isText && (
          <Textarea
            label={t('fields.plainText')}
            autosize
            minRows={4}
            maxRows={14}
            maxLength={maxPlainTextLength}
            value={edit.plainText}
            required
            readOnly={!mayEdit}
            onChange={(e) => set({ plainText: e.currentTarget.value })}
            error={shown('plainText')}
            data-testid="template-text"
          />
        )}
        {edit.isHtml && (
          <>
            <Textarea
              label={t('fields.htmlTemplate')}
              description={t('hints.htmlTemplate')}
              autosize
              minRows={4}
              maxRows={14}
              maxLength={maxHtmlTemplateLength}
              value={edit.htmlTemplate}
              required
              readOnly={!mayEdit}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
              onChange={(e) => set({ htmlTemplate: e.currentTarget.value })}
              error={shown('htmlTemplate')}
              data-testid="template-html"
            />
            <HtmlPreview html={edit.htmlTemplate} title={t('preview.title')} />
          </>
        )}
        {mayEdit && (
          <Group justify="flex-end" gap="sm">
            <SaveStatus
              status={status}
              error={update.error}
              namespace="email-templates"
              testId="template-save-status"
            />
            <Button type="submit" disabled={!dirty} loading={update.isPending} data-testid="template-save">
              {t('save')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  )
}

/** Says that the editor shows an unsaved edit kept from before, and offers to drop it. */
export function RestoredNote({ onDiscard }: { onDiscard: () => void }) {
  const { t } = useTranslation('email-templates')
  return (
    <Alert color="yellow" variant="light" data-testid="email-draft-restored">
      <Group justify="space-between" gap="xs">
        <Text fz="sm">{t('draft.restored')}</Text>
        <Button size="xs" variant="default" onClick={onDiscard} data-testid="email-draft-discard">
          {t('draft.discard')}
        </Button>
      </Group>
    </Alert>
  )
}

import { Alert, Button, Group, NativeSelect, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { templateParameterMessages, templateParameterProblem } from '@shared/domain/inbox-templates'
import { useLanguageName } from '../../../lib/language-name'
import { TemplatePreview } from '../../../ui/whatsapp-template-preview'
import { ReplyNotSentError } from '../api/send-reply'
import { useInboxTemplates, useSendTemplate, type InboxTemplate } from '../api/templates'
import type { InboxScope } from '../scope'

/**
 * The composer once the candidate's 24-hour window has closed: WhatsApp refuses a free-form reply, so the
 * recruiter picks an approved template in the conversation's language, fills its parameters, sees the
 * message as the candidate will, and sends it (once, however often the button is clicked).
 */
export function TemplateComposer({ scope, clientId }: { scope: InboxScope; clientId: string }) {
  const { t, i18n } = useTranslation(['inbox', 'common'])
  const languageName = useLanguageName()
  const templates = useInboxTemplates(scope, clientId, true)
  const send = useSendTemplate(scope, clientId)
  const [templateId, setTemplateId] = useState<string | null>(null)
  const [values, setValues] = useState<string[]>([])
  const [tried, setTried] = useState(false)
  const attempt = useRef<{ signature: string; key: string } | null>(null)
  const lang = i18n.language.startsWith('en') ? 'en' : 'nl'

  const list = templates.data?.templates ?? []
  const template = list.find((tpl) => tpl.templateId === templateId) ?? null
  const problems = template
    ? template.parameters.map((_, i) => templateParameterProblem(values[i] ?? ''))
    : []
  const valid = template !== null && problems.every((problem) => problem === null)

  const choose = (id: string | null) => {
    const next = list.find((tpl) => tpl.templateId === id) ?? null
    setTemplateId(next?.templateId ?? null)
    setValues(next ? next.parameters.map(() => '') : [])
    setTried(false)
    send.reset()
  }

  const submit = () => {
    setTried(true)
    if (!template || !valid) return
    const chosen = values.slice(0, template.parameters.length)
    const signature = JSON.stringify([template.templateId, chosen])
    if (attempt.current?.signature !== signature) {
      if (send.isPending) return
      attempt.current = { signature, key: crypto.randomUUID() }
    } else if (send.isPending) return
    send.mutate(
      { template, values: chosen, idempotencyKey: attempt.current.key },
      {
        onSuccess: () => choose(null),
        onSettled: () => (attempt.current = null),
      },
    )
  }

  const closedNotice = (
    <Alert color="yellow" variant="light" py={4} data-testid="reply-window-closed">
      <Text fz="xs">{t('reply.windowClosed')}</Text>
    </Alert>
  )

  if (templates.isPending)
    return (
      <Stack gap={4} style={{ flexShrink: 0 }} aria-busy="true" data-testid="template-composer">
        {closedNotice}
        <Text fz="xs" c="dimmed">
          {t('template.loading')}
        </Text>
      </Stack>
    )
  if (templates.isError)
    return (
      <Stack gap={4} style={{ flexShrink: 0 }} data-testid="template-composer">
        {closedNotice}
        <Alert color="red" variant="light" role="alert" py={4} data-testid="template-load-error">
          <Group justify="space-between" gap="xs">
            <Text fz="xs">{t('template.loadFailed')}</Text>
            <Button size="compact-xs" variant="default" onClick={() => void templates.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Group>
        </Alert>
      </Stack>
    )

  const language = languageName(templates.data.language_tag)
  return (
    <Stack
      gap={6}
      component="form"
      onSubmit={(event) => (event.preventDefault(), submit())}
      style={{ flexShrink: 0 }}
      data-testid="template-composer"
    >
      {closedNotice}
      {list.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="template-none">
          {t('template.none', { language })}
        </Text>
      ) : (
        <>
          <NativeSelect
            size="xs"
            label={t('template.label')}
            description={t('template.description', { language })}
            data={[
              { value: '', label: t('template.placeholder'), disabled: true },
              ...list.map((tpl) => ({ value: tpl.templateId, label: tpl.name })),
            ]}
            value={templateId ?? ''}
            onChange={(event) => choose(event.currentTarget.value || null)}
            data-testid="template-select"
          />
          {template && (
            <ScrollArea.Autosize mah={260} type="auto" offsetScrollbars>
              <Group align="flex-start" gap="sm" wrap="wrap">
                <Stack gap={4} style={{ flex: '1 1 200px', minWidth: 180 }}>
                  {template.parameters.map((parameter, index) => {
                    const problem = problems[index]
                    return (
                      <TextInput
                        key={parameter.index}
                        size="xs"
                        label={t('template.parameter', { index: parameter.index, name: parameter.name })}
                        placeholder={parameter.example ?? undefined}
                        value={values[index] ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value
                          setValues((old) => old.map((v, i) => (i === index ? value : v)))
                        }}
                        error={tried && problem ? templateParameterMessages[problem][lang] : undefined}
                        data-testid={`template-parameter-${parameter.index}`}
                      />
                    )
                  })}
                </Stack>
                <TemplatePreviewOf template={template} values={values} />
              </Group>
            </ScrollArea.Autosize>
          )}
        </>
      )}
      {send.isError && (
        <Alert color="red" variant="light" role="alert" py={4} data-testid="template-error">
          {send.error instanceof ReplyNotSentError ? t('reply.notSent') : t('reply.failed')}
        </Alert>
      )}
      {list.length > 0 && (
        <Group justify="flex-end">
          <Button
            type="submit"
            size="xs"
            loading={send.isPending}
            disabled={!template || send.isPending}
            data-testid="template-send"
          >
            {t('template.send')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

/** The WhatsApp bubble with the typed values filled in (a blank one shows as [name]). */
function TemplatePreviewOf({ template, values }: { template: InboxTemplate; values: readonly string[] }) {
  return (
    <div style={{ flex: '1 1 220px', minWidth: 200 }} data-testid="template-preview">
      <TemplatePreview
        variation={{
          languageTag: template.languageTag,
          content: template.content,
          footer: template.footer,
          buttons: [],
        }}
        parameters={template.parameters.map((parameter, index) => ({
          name: parameter.name,
          index: parameter.index,
          example: values[index] ?? '',
        }))}
        attachmentType={null}
        buttonType="NONE"
      />
    </div>
  )
}

import { Alert, Button, CloseButton, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isInterfaceLanguage } from '@shared/domain/languages'
import { isValidContactEmail } from '@shared/domain/support-tickets'
import type { ReportDraft, ReportImageChoice } from '@shared/ipc/report'
import { useErrorMessage } from '../../../lib/errors'
import { applyServerFieldErrors, useFieldError } from '../../../lib/field-errors'
import { allRulesResolver } from '../../../lib/form-resolver'
import { portal } from '../../../lib/portal'
import { useSession } from '../../../lib/session'
import { useSingleFlight } from '../../../lib/single-flight'
import { IconPhoto } from '../../../ui/icons'
import { reportFormSchema, type ReportFormInput, type ReportFormValues } from '../forms/report-form'

/** What a report is about when opened from a conversation: its chatbot and the conversation's client_id. */
export interface ReportAbout {
  readonly projectId: string
  readonly clientId: string
}

type Chosen = Extract<ReportImageChoice, { status: 'chosen' }>
type Outcome = { kind: 'sent' } | { kind: 'unknown_call' } | { kind: 'saved'; folder: string }

/**
 * The report / support ticket modal (spec 000 §5 "Report modal"): subject, contact e-mail, message and an
 * optional image (PNG or JPG, read and checked by main). Sent through main: the image's upload, then the
 * ticket. Where the server does not know those calls the modal says so and offers to save the report to
 * a folder. The modal stays mounted while closed, so a draft survives closing it and a failed send.
 */
export function ReportModal({
  opened,
  onClose,
  about,
}: {
  opened: boolean
  onClose: () => void
  about: ReportAbout | null
}) {
  const { t, i18n } = useTranslation('report')
  const fieldError = useFieldError('report')
  const errorMessage = useErrorMessage('report')
  const session = useSession().data
  const username = session?.state.status === 'signed-in' ? session.state.user.username : ''
  const form = useForm<ReportFormInput, unknown, ReportFormValues>({
    resolver: allRulesResolver(reportFormSchema),
    defaultValues: {
      subject: '',
      contactEmail: isValidContactEmail(username) ? username : '',
      message: '',
    },
  })
  const [image, setImage] = useState<Chosen | null>(null)
  const [imageProblem, setImageProblem] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const once = useSingleFlight()

  const draftOf = (values: ReportFormValues): ReportDraft => ({
    subject: values.subject,
    contactEmail: values.contactEmail,
    message: values.message,
    imageId: image?.imageId ?? null,
    projectId: about?.projectId ?? null,
    clientId: about?.clientId ?? null,
  })

  const choose = useMutation({
    mutationFn: () => portal().report.chooseImage({}),
    onSuccess: (choice) => {
      if (choice.status === 'cancelled') return
      if (choice.status === 'refused') {
        setImageProblem(t(`image.${choice.problem}`, { name: choice.fileName }))
        return
      }
      if (image) void portal().report.dropImage({ imageId: image.imageId })
      setImageProblem(null)
      setImage(choice)
    },
  })

  const send = useMutation({
    mutationFn: (values: ReportFormValues) =>
      portal().report.send({ draft: draftOf(values), idempotencyKey: crypto.randomUUID() }),
    onSuccess: (result) => {
      if (result.status === 'sent') {
        setOutcome({ kind: 'sent' })
        form.reset()
        setImage(null)
      } else setOutcome({ kind: 'unknown_call' })
    },
    onError: (error) => {
      applyServerFieldErrors(error, form.setError, ['subject', 'contactEmail', 'message'])
    },
  })

  const save = useMutation({
    mutationFn: (values: ReportFormValues) =>
      portal().report.saveToFolder({
        draft: draftOf(values),
        language: isInterfaceLanguage(i18n.language) ? i18n.language : 'nl-NL',
      }),
    onSuccess: (result) => {
      if (result.status !== 'saved') return
      setOutcome({ kind: 'saved', folder: result.folder })
      form.reset()
      setImage(null)
    },
  })

  const close = () => {
    // A finished report starts afresh next time; an unfinished draft stays as it is.
    if (outcome?.kind === 'sent' || outcome?.kind === 'saved') setOutcome(null)
    send.reset()
    save.reset()
    onClose()
  }

  const finished = outcome?.kind === 'sent' || outcome?.kind === 'saved'
  const busy = send.isPending || save.isPending

  return (
    <Modal
      opened={opened}
      onClose={close}
      keepMounted
      size="lg"
      title={about ? t('titleConversation') : t('title')}
      closeButtonProps={{ 'aria-label': t('close') }}
      data-testid="report-modal"
    >
      {finished ? (
        <Stack gap="md">
          <Alert color="teal" variant="light" role="status" data-testid="report-done">
            {outcome.kind === 'sent' ? t('sent') : t('saved', { folder: outcome.folder })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('close')}</Button>
          </Group>
        </Stack>
      ) : (
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => once(() => send.mutateAsync(values)))}
          data-testid="report-form"
        >
          <Stack gap="sm">
            <Text size="sm" c="dimmed">
              {about ? t('introConversation', { clientId: about.clientId }) : t('intro')}
            </Text>
            <TextInput
              label={t('subject')}
              required
              maxLength={200}
              error={fieldError(form.formState.errors.subject)}
              data-testid="report-subject"
              {...form.register('subject')}
            />
            <TextInput
              label={t('contactEmail')}
              type="email"
              autoComplete="email"
              required
              error={fieldError(form.formState.errors.contactEmail)}
              data-testid="report-contact-email"
              {...form.register('contactEmail')}
            />
            <Textarea
              label={t('message')}
              rows={4}
              resize="vertical"
              error={fieldError(form.formState.errors.message)}
              data-testid="report-message"
              {...form.register('message')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('image.label')}
              </Text>
              {image ? (
                <Group gap="xs" wrap="nowrap" data-testid="report-image">
                  <IconPhoto size={18} aria-hidden />
                  <Text size="sm" truncate>
                    {image.fileName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('image.size', { size: Math.max(1, Math.round(image.bytes / 1024)) })}
                  </Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('image.remove', { name: image.fileName })}
                    onClick={() => {
                      void portal().report.dropImage({ imageId: image.imageId })
                      setImage(null)
                    }}
                  />
                </Group>
              ) : (
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPhoto size={16} aria-hidden />}
                    loading={choose.isPending}
                    onClick={() => choose.mutate()}
                    data-testid="report-choose-image"
                  >
                    {t('image.choose')}
                  </Button>
                  <Text size="xs" c="dimmed">
                    {t('image.hint')}
                  </Text>
                </Group>
              )}
              {imageProblem && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="report-image-error">
                  {imageProblem}
                </Text>
              )}
            </Stack>
            {outcome?.kind === 'unknown_call' && (
              <Alert color="yellow" variant="light" role="alert" data-testid="report-unknown-call">
                <Stack gap="xs">
                  <Text size="sm">{t('unknownCall')}</Text>
                  <Group>
                    <Button
                      size="xs"
                      loading={save.isPending}
                      onClick={() => void form.handleSubmit((values) => save.mutate(values))()}
                      data-testid="report-save-to-disk"
                    >
                      {t('saveToDisk')}
                    </Button>
                  </Group>
                </Stack>
              </Alert>
            )}
            {(send.error ?? save.error) && (
              <Alert color="red" variant="light" role="alert" data-testid="report-error">
                {errorMessage(send.error ?? save.error)} {t('draftKept')}
              </Alert>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close} disabled={busy}>
                {t('cancel')}
              </Button>
              <Button
                type="submit"
                loading={send.isPending}
                disabled={save.isPending}
                data-testid="report-send"
              >
                {t('send')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  )
}

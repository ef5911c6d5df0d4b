import {
  Alert,
  Button,
  Checkbox,
  CloseButton,
  Group,
  Image,
  Modal,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useMutation, useQuery } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { isInterfaceLanguage } from '@shared/domain/languages'
import { isValidContactEmail } from '@shared/domain/support-tickets'
import type { ReportDraft, ReportImage } from '@shared/ipc/report'
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

type Outcome = { kind: 'sent' } | { kind: 'unknown_call' } | { kind: 'saved'; folder: string }

/** The parts of a report besides what the user typed, each shown and each removable before sending. */
type Part = 'chatbot' | 'conversation' | 'screen' | 'appVersion'
const allParts: Readonly<Record<Part, boolean>> = {
  chatbot: true,
  conversation: true,
  screen: true,
  appVersion: true,
}

/** Lets the modal's closing be painted before main takes the window's screenshot. */
const nextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())))

/**
 * The report / support ticket modal (spec 000 §5 "Report modal"): subject, contact e-mail, message and an
 * optional image (PNG or JPG, read and checked by main, or the window's screenshot main takes in the
 * desktop app), shown as a preview. Above the send button the modal lists every other part the report
 * carries (chatbot, conversation, screen, app version), each with a box to leave it out: what is shown is
 * exactly what is sent. Sent through main: the image's upload, then the
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
  const screenPath = useRouterState({ select: (state) => state.location.pathname })
  const appInfo = useQuery({
    queryKey: ['app', 'info'],
    queryFn: () => portal().app.getInfo({}),
    staleTime: Infinity,
  }).data
  const [parts, setParts] = useState(allParts)
  const [capturing, setCapturing] = useState(false)
  const [image, setImage] = useState<ReportImage | null>(null)
  const [imageProblem, setImageProblem] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const once = useSingleFlight()

  const draftOf = (values: ReportFormValues): ReportDraft => ({
    subject: values.subject,
    contactEmail: values.contactEmail,
    message: values.message,
    imageId: image?.imageId ?? null,
    projectId: about && parts.chatbot ? about.projectId : null,
    clientId: about && parts.conversation ? about.clientId : null,
    screen: parts.screen ? screenPath : null,
    appVersion: appInfo && parts.appVersion ? appInfo.version : null,
  })

  const keepImage = (next: ReportImage) => {
    if (image) void portal().report.dropImage({ imageId: image.imageId })
    setImageProblem(null)
    setImage(next)
  }

  const choose = useMutation({
    mutationFn: () => portal().report.chooseImage({}),
    onSuccess: (choice) => {
      if (choice.status === 'cancelled') return
      if (choice.status === 'refused') {
        setImageProblem(t(`image.${choice.problem}`, { name: choice.fileName }))
        return
      }
      keepImage(choice)
    },
  })

  const capture = useMutation({
    mutationFn: async () => {
      // The screenshot shows the screen the report is about, not this modal: hidden while main takes it.
      setCapturing(true)
      try {
        await nextPaint()
        return await portal().report.captureWindow({})
      } finally {
        setCapturing(false)
      }
    },
    onSuccess: (shot) => {
      if (shot.status === 'chosen') keepImage(shot)
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
        setParts(allParts)
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
      setParts(allParts)
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
  const shown: { part: Part; value: string }[] = [
    ...(about
      ? [
          { part: 'chatbot' as const, value: about.projectId },
          { part: 'conversation' as const, value: about.clientId },
        ]
      : []),
    { part: 'screen', value: screenPath },
    ...(appInfo ? [{ part: 'appVersion' as const, value: appInfo.version }] : []),
  ]

  return (
    <Modal
      opened={opened && !capturing}
      onClose={close}
      keepMounted
      transitionProps={capturing ? { duration: 0 } : {}}
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
                <Group gap="sm" wrap="nowrap" align="center" data-testid="report-image">
                  {image.preview ? (
                    <Image
                      src={image.preview}
                      alt={t('image.preview', { name: image.fileName })}
                      w={96}
                      h={64}
                      fit="contain"
                      radius="sm"
                      bd="1px solid var(--mantine-color-default-border)"
                      data-testid="report-image-preview"
                    />
                  ) : (
                    <Text size="xs" c="dimmed" w={96} data-testid="report-image-no-preview">
                      {t('image.noPreview')}
                    </Text>
                  )}
                  <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                    <Text size="sm" truncate>
                      {image.fileName}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('image.size', { size: Math.max(1, Math.round(image.bytes / 1024)) })}
                    </Text>
                  </Stack>
                  <CloseButton
                    size="sm"
                    aria-label={t('image.remove', { name: image.fileName })}
                    onClick={() => {
                      void portal().report.dropImage({ imageId: image.imageId })
                      setImage(null)
                    }}
                    data-testid="report-image-remove"
                  />
                </Group>
              ) : (
                <Stack gap={4}>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      size="xs"
                      leftSection={<IconPhoto size={16} aria-hidden />}
                      loading={choose.isPending}
                      disabled={capture.isPending}
                      onClick={() => choose.mutate()}
                      data-testid="report-choose-image"
                    >
                      {t('image.choose')}
                    </Button>
                    {appInfo?.isDesktop && (
                      <Button
                        variant="default"
                        size="xs"
                        loading={capture.isPending}
                        disabled={choose.isPending}
                        onClick={() => capture.mutate()}
                        data-testid="report-capture"
                      >
                        {t('image.capture')}
                      </Button>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('image.hint')}
                    </Text>
                  </Group>
                  {appInfo && !appInfo.isDesktop && (
                    <Text size="xs" c="dimmed" data-testid="report-capture-unavailable">
                      {t('image.captureUnavailable')}
                    </Text>
                  )}
                </Stack>
              )}
              {imageProblem && (
                <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="report-image-error">
                  {imageProblem}
                </Text>
              )}
            </Stack>
            <Stack gap={4} data-testid="report-parts">
              <Text size="sm" fw={500}>
                {t('parts.title')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('parts.hint')}
              </Text>
              {shown.map(({ part, value }) => (
                <Checkbox
                  key={part}
                  size="xs"
                  checked={parts[part]}
                  onChange={(event) => {
                    const checked = event.currentTarget.checked
                    setParts((current) => ({ ...current, [part]: checked }))
                  }}
                  label={
                    <Text
                      span
                      size="sm"
                      td={parts[part] ? undefined : 'line-through'}
                      c={parts[part] ? undefined : 'dimmed'}
                    >
                      {t(`parts.${part}`)}:{' '}
                      <Text span ff="monospace" size="sm">
                        {value}
                      </Text>
                    </Text>
                  }
                  data-testid={`report-part-${part}`}
                />
              ))}
            </Stack>
            {capture.error && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert" data-testid="report-capture-error">
                {errorMessage(capture.error)}
              </Text>
            )}
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

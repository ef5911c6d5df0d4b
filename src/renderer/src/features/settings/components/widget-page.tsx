import {
  ActionIcon,
  Alert,
  Button,
  ColorInput,
  CopyButton,
  Grid,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { memo, useCallback, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import {
  contrastFailures,
  embedSnippet,
  maxAutoOpenSeconds,
  maxMessageDelayMs,
  widgetConfigProblems,
  widgetLanguages,
  type WidgetConfig,
  type WidgetStyle,
} from '@shared/domain/settings'
import { useAppAbility } from '../../../lib/ability'
import { errorCode, useErrorMessage } from '../../../lib/errors'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { IconCopy, IconPlus, IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import {
  uploadWidgetImage,
  useSaveWidgetConfig,
  useWidgetConfig,
  widgetConfigQuery,
  widgetPreviewQuery,
} from '../api/widget'
import { mergeOverTheirs } from './widget-merge'
import { WidgetPreviewPane } from './widget-preview-pane'
import { useProblemText } from './problem-text'
import '../settings.css'

/** Settings › widget (spec 000 §3 "Widget settings"): every field, the colours, the images, the snippet. */
export function WidgetTab() {
  const { t } = useTranslation('settings')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return <Text>{t('page.noChatbot')}</Text>
  return <WidgetLoader key={chatbot.id} chatbotId={chatbot.id} projectId={chatbot.name} />
}

function WidgetLoader({ chatbotId, projectId }: { chatbotId: string; projectId: string }) {
  const query = useWidgetConfig(chatbotId, projectId)
  if (query.isPending) return <LoadingSkeleton rows={12} />
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="settings" />
  return <WidgetForm chatbotId={chatbotId} projectId={projectId} saved={query.data} />
}

/** The widget's text fields (each labelled under widget.fields in the locale files). */
type TextField = Extract<
  keyof WidgetConfig,
  | 'widgetName'
  | 'widgetChatName'
  | 'headerText'
  | 'introAppText'
  | 'introductionText'
  | 'welcomebackMessage'
  | 'messageIndicatorTitleSingular'
  | 'messageIndicatorTitlePlural'
  | 'inputPlaceholder'
  | 'sendButtonText'
  | 'settingsTemplate'
>
const switches = ['showExtraBackButton', 'hideTextInput', 'calendar'] as const
const delays = ['MESSAGE_DELAY_DEFAULT', 'MESSAGE_DELAY_MAX', 'MESSAGE_DELAY_SIZE'] as const
const colours = ['coreColor', 'coreTextColor', 'secondaryColor', 'secondaryTextColor'] as const

function WidgetForm({
  chatbotId,
  projectId,
  saved,
}: {
  chatbotId: string
  projectId: string
  saved: WidgetConfig
}) {
  const { t } = useTranslation('settings')
  const errorMessage = useErrorMessage('settings')
  const problemText = useProblemText()
  const mayEdit = useAppAbility().can('update', 'SettingsWidget')
  const [draft, setDraft] = useState<WidgetConfig>(saved)
  const save = useSaveWidgetConfig(chatbotId, projectId)
  const client = useQueryClient()
  // One key per saved draft: a double-click (or a second click while it is on its way) sends once.
  const attempt = useRef<{ draft: WidgetConfig; key: string } | null>(null)
  const preview = useQuery(widgetPreviewQuery(chatbotId))
  const problems = useMemo(() => widgetConfigProblems(draft), [draft])
  const failures = useMemo(() => contrastFailures(draft.style), [draft.style])
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved)
  const invalid = Object.keys(problems).length > 0

  // Stable, so a keystroke re-renders only its own field (and the preview), not the whole form.
  const set = useCallback(
    <K extends keyof WidgetConfig>(key: K, value: WidgetConfig[K]) =>
      setDraft((old) => ({ ...old, [key]: value })),
    [],
  )
  const setColour = useCallback(
    (key: keyof WidgetStyle, value: string) =>
      setDraft((old) => ({ ...old, style: { ...old.style, [key]: value } })),
    [],
  )

  const submit = () => {
    if (invalid || save.isPending) return
    if (attempt.current?.draft !== draft) attempt.current = { draft, key: crypto.randomUUID() }
    save.mutate(
      { config: draft, key: attempt.current.key },
      {
        onSuccess: (next) => {
          setDraft(next)
          notifications.show({ color: 'green', message: t('widget.saved') })
        },
        // The PUT's failure goes in a toast (spec 001 §7.2); the draft stays as it was.
        onError: (error) => {
          notifications.show({ color: 'red', title: t('widget.saveFailed'), message: errorMessage(error) })
          // Another manager saved first: show their widget with this user's changes on top (the toast
          // says so), so neither change is lost and the next Save is made knowingly.
          if (errorCode(error) === 'widget_changed') void takeTheirs(saved, draft)
        },
      },
    )
  }

  const takeTheirs = async (base: WidgetConfig, mine: WidgetConfig) => {
    const query = widgetConfigQuery(chatbotId, projectId)
    await client.invalidateQueries({ queryKey: query.queryKey, exact: true })
    const theirs = client.getQueryData(query.queryKey)
    if (theirs) setDraft(mergeOverTheirs(base, mine, theirs))
  }

  const upload = useCallback(
    async (purpose: 'widgetIcon' | 'botAvatar') => {
      const answer = await uploadWidgetImage(purpose)
      if (answer.status === 'uploaded') set(purpose, answer.url)
      else if (answer.status === 'refused')
        notifications.show({ color: 'red', message: t(`widget.imageProblems.${answer.problem}`) })
    },
    [set, t],
  )

  const { widgetIcon, botAvatar } = draft
  const iconProblem = problems['widgetIcon']
  const avatarProblem = problems['botAvatar']
  // The parts a keystroke in another field leaves as they are: the same elements, so React passes them by.
  const imagesPart = useMemo(() => {
    const images = { widgetIcon, botAvatar }
    const imageProblems = { widgetIcon: iconProblem, botAvatar: avatarProblem }
    return (
      <Part title={t('widget.parts.images')}>
        {(['widgetIcon', 'botAvatar'] as const).map((key) => (
          <Group key={key} gap="sm">
            <Text w={140}>{t(`widget.fields.${key}`)}</Text>
            {images[key] ? (
              <img src={images[key]} alt="" height={40} />
            ) : (
              <Text c="dimmed">{t('widget.noImage')}</Text>
            )}
            {mayEdit && (
              <>
                <Button variant="default" size="xs" onClick={() => void upload(key)}>
                  {t('widget.upload')}
                </Button>
                {images[key] && (
                  <Button variant="subtle" size="xs" onClick={() => set(key, null)}>
                    {t('widget.removeImage')}
                  </Button>
                )}
              </>
            )}
            {imageProblems[key] && (
              <Text c="var(--mantine-color-error)">{problemText(imageProblems[key])}</Text>
            )}
          </Group>
        ))}
        <Text fz="xs" c="dimmed">
          {t('widget.imageRules')}
        </Text>
      </Part>
    )
  }, [widgetIcon, botAvatar, iconProblem, avatarProblem, mayEdit, problemText, set, t, upload])
  const savedAutoOpen = saved.autoOpen
  const snippetPart = useMemo(
    () => (
      <Part title={t('widget.parts.snippet')}>
        <Text fz="sm" c="dimmed">
          {t('widget.snippetHelp')}
        </Text>
        <pre className="settings-snippet" data-testid="widget-snippet">
          {embedSnippet(projectId, savedAutoOpen)}
        </pre>
        <CopyButton value={embedSnippet(projectId, savedAutoOpen)}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="xs"
              leftSection={<IconCopy size={14} />}
              onClick={copy}
              w="fit-content"
            >
              {copied ? t('widget.copied') : t('widget.copy')}
            </Button>
          )}
        </CopyButton>
      </Part>
    ),
    [projectId, savedAutoOpen, t],
  )
  const translationProblems = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(problems).filter(([key]) => key.startsWith('introductionTextTranslations')),
      ),
    [problems],
  )

  const field = (key: TextField) => (
    <TextSetting
      key={key}
      name={key}
      label={t(`widget.fields.${key}`)}
      value={draft[key]}
      error={problemText(problems[key])}
      disabled={!mayEdit}
      onChange={set}
    />
  )

  return (
    <Grid gap="xl" data-testid="widget-settings">
      <Grid.Col span={{ base: 12, lg: 7 }}>
        <Stack gap="lg">
          <Group justify="space-between">
            <Text c="dimmed" maw={520}>
              {t('widget.intro')}
            </Text>
            {mayEdit && (
              <Group gap="xs">
                {invalid && (
                  <Text fz="sm" c="var(--mantine-color-error)" role="alert">
                    {t('chatbot.invalid')}
                  </Text>
                )}
                <Button
                  onClick={submit}
                  loading={save.isPending}
                  disabled={!dirty || invalid}
                  data-testid="widget-save"
                >
                  {t('widget.save')}
                </Button>
              </Group>
            )}
          </Group>
          <Part title={t('widget.parts.general')}>
            {field('widgetName')}
            {field('widgetChatName')}
            {field('headerText')}
            {field('settingsTemplate')}
            <NumberSetting
              name="autoOpen"
              label={t('widget.fields.autoOpen')}
              description={t('widget.autoOpenHelp')}
              value={draft.autoOpen}
              max={maxAutoOpenSeconds}
              error={problemText(problems['autoOpen'])}
              disabled={!mayEdit}
              onChange={set}
              maw={220}
            />
            {switches.map((key) => (
              <SwitchSetting
                key={key}
                name={key}
                label={t(`widget.fields.${key}`)}
                checked={draft[key]}
                disabled={!mayEdit}
                onChange={set}
              />
            ))}
          </Part>
          <Part title={t('widget.parts.texts')}>
            {field('introAppText')}
            {field('introductionText')}
            <Translations
              list={draft.introductionTextTranslations}
              problems={translationProblems}
              mayEdit={mayEdit}
              onChange={set}
            />
            {field('welcomebackMessage')}
            {field('messageIndicatorTitleSingular')}
            {field('messageIndicatorTitlePlural')}
            {field('inputPlaceholder')}
            {field('sendButtonText')}
          </Part>
          <Part title={t('widget.parts.style')}>
            <Group grow align="flex-start">
              {colours.map((key) => (
                <ColourSetting
                  key={key}
                  name={key}
                  label={t(`widget.fields.${key}`)}
                  value={draft.style[key]}
                  error={problemText(problems[`style.${key}`])}
                  disabled={!mayEdit}
                  onChange={setColour}
                />
              ))}
            </Group>
            {failures.map((failure) => (
              <Alert key={failure.text} color="yellow" data-testid="contrast-warning">
                {t('widget.contrast', {
                  text: t(`widget.fields.${failure.text}`),
                  background: t(`widget.fields.${failure.background}`),
                  ratio: failure.ratio,
                })}
              </Alert>
            ))}
          </Part>
          {imagesPart}
          <Part title={t('widget.parts.delays')}>
            <Group grow align="flex-start">
              {delays.map((key) => (
                <NumberSetting
                  key={key}
                  name={key}
                  label={t(`widget.fields.${key}`)}
                  value={draft[key]}
                  max={maxMessageDelayMs}
                  suffix=" ms"
                  error={problemText(problems[key])}
                  disabled={!mayEdit}
                  onChange={set}
                />
              ))}
            </Group>
          </Part>
          {snippetPart}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 5 }}>
        <div style={{ position: 'sticky', top: 16 }}>
          <WidgetPreviewPane config={draft} preview={preview.data ?? null} />
        </div>
      </Grid.Col>
    </Grid>
  )
}

/** A text field of the widget; memoised, so typing in one leaves the others alone. */
const TextSetting = memo(function TextSetting({
  name,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  name: TextField
  label: string
  value: string
  error: string | undefined
  disabled: boolean
  onChange: (key: TextField, value: string) => void
}) {
  return (
    <TextInput
      label={label}
      value={value}
      onChange={(event) => onChange(name, event.currentTarget.value)}
      error={error}
      disabled={disabled}
      data-field={name}
    />
  )
})

type NumberField = 'autoOpen' | (typeof delays)[number]

/** A whole-number field of the widget (empty counts as 0); memoised like the text fields. */
const NumberSetting = memo(function NumberSetting({
  name,
  label,
  description,
  value,
  max,
  suffix,
  error,
  disabled,
  onChange,
  maw,
}: {
  name: NumberField
  label: string
  description?: string
  value: number
  max: number
  suffix?: string
  error: string | undefined
  disabled: boolean
  onChange: (key: NumberField, value: number) => void
  maw?: number
}) {
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(name, typeof next === 'number' ? next : 0)}
      min={0}
      max={max}
      allowDecimal={false}
      suffix={suffix}
      error={error}
      disabled={disabled}
      maw={maw}
    />
  )
})

const ColourSetting = memo(function ColourSetting({
  name,
  label,
  value,
  error,
  disabled,
  onChange,
}: {
  name: keyof WidgetStyle
  label: string
  value: string
  error: string | undefined
  disabled: boolean
  onChange: (key: keyof WidgetStyle, value: string) => void
}) {
  return (
    <ColorInput
      label={label}
      format="hex"
      value={value}
      onChange={(next) => onChange(name, next)}
      error={error}
      disabled={disabled}
      data-field={name}
    />
  )
})

/** A switch of the widget; memoised like the text fields. */
const SwitchSetting = memo(function SwitchSetting({
  name,
  label,
  checked,
  disabled,
  onChange,
}: {
  name: (typeof switches)[number]
  label: string
  checked: boolean
  disabled: boolean
  onChange: (key: (typeof switches)[number], value: boolean) => void
}) {
  return (
    <Switch
      label={label}
      checked={checked}
      onChange={(event) => onChange(name, event.currentTarget.checked)}
      disabled={disabled}
    />
  )
})

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {children}
    </Stack>
  )
}

/** Introduction text translations: each filled or removed (spec 000 §5), one per language. */
const Translations = memo(
  function Translations({
    list,
    problems,
    mayEdit,
    onChange,
  }: {
    list: WidgetConfig['introductionTextTranslations']
    /** The problems of the translations only (introductionTextTranslations…). */
    problems: Record<string, string>
    mayEdit: boolean
    onChange: (
      key: 'introductionTextTranslations',
      value: WidgetConfig['introductionTextTranslations'],
    ) => void
  }) {
    const { t } = useTranslation('settings')
    const problemText = useProblemText()
    const free = widgetLanguages.filter((language) => !list.some((one) => one.language === language))
    const replace = (index: number, next: Partial<(typeof list)[number]>) =>
      onChange(
        'introductionTextTranslations',
        list.map((one, i) => (i === index ? { ...one, ...next } : one)),
      )
    return (
      <Stack gap="xs" data-testid="widget-translations">
        {list.map((translation, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="nowrap">
            <Select
              aria-label={t('widget.translationLanguage')}
              data={widgetLanguages.map((language) => ({
                value: language,
                label: t(`widget.languages.${language}`),
                disabled: language !== translation.language && !free.includes(language),
              }))}
              value={translation.language}
              onChange={(value) =>
                value && replace(index, { language: value as typeof translation.language })
              }
              w={130}
              disabled={!mayEdit}
              allowDeselect={false}
            />
            <TextInput
              aria-label={t('widget.translationText', {
                language: t(`widget.languages.${translation.language}`),
              })}
              placeholder={t('widget.translationPlaceholder')}
              value={translation.text}
              onChange={(event) => replace(index, { text: event.currentTarget.value })}
              error={problemText(problems[`introductionTextTranslations.${index}.text`])}
              disabled={!mayEdit}
              style={{ flex: 1 }}
            />
            {mayEdit && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('widget.removeTranslation')}
                onClick={() =>
                  onChange(
                    'introductionTextTranslations',
                    list.filter((_, i) => i !== index),
                  )
                }
                mt={6}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {problems['introductionTextTranslations'] && (
          <Text c="var(--mantine-color-error)" fz="sm">
            {problemText(problems['introductionTextTranslations'])}
          </Text>
        )}
        {mayEdit && free.length > 0 && (
          <Button
            variant="subtle"
            size="xs"
            leftSection={<IconPlus size={14} />}
            w="fit-content"
            onClick={() =>
              onChange('introductionTextTranslations', [...list, { language: free[0]!, text: '' }])
            }
          >
            {t('widget.addTranslation')}
          </Button>
        )}
      </Stack>
    )
  },
  // Its problems are a new object at every keystroke elsewhere: compared by their texts.
  (before, after) =>
    before.list === after.list &&
    before.mayEdit === after.mayEdit &&
    before.onChange === after.onChange &&
    sameTexts(before.problems, after.problems),
)

function sameTexts(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

import {
  Alert,
  Badge,
  Button,
  Group,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { memo, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SettingsSaveStatus } from '../../../ui/save-status'
import { settingProblem, type ChatbotSettingType, type SettingProblem } from '@shared/domain/settings'
import { debounceMs } from '../../../lib/debounce-times'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { useSelectedChatbot } from '../../../lib/selected-chatbot'
import { EmptyState } from '../../../ui/empty-state'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { IconChevronDown, IconLock } from '../../../ui/icons'
import {
  chatbotSettingsQuery,
  saveSettings,
  useChatbotSettings,
  type ChatbotSetting,
} from '../api/chatbot-settings'
import {
  foldAbove,
  groupBySection,
  keepDrafts,
  pendingChanges,
  readDrafts,
  rowsShown,
  type Drafts,
} from './settings-drafts'
import '../settings.css'

/** The chatbot settings tab (spec 000 §2 "Settings: chatbot"): every setting by section, edited by type. */
export function ChatbotSettingsTab() {
  const { t } = useTranslation('settings')
  const chatbot = useSelectedChatbot()
  if (!chatbot) return <Text>{t('page.noChatbot')}</Text>
  return <ChatbotSettingsPage key={chatbot.id} chatbotId={chatbot.id} />
}

function ChatbotSettingsPage({ chatbotId }: { chatbotId: string }) {
  const { t } = useTranslation('settings')
  const query = useChatbotSettings(chatbotId)
  if (query.isPending) return <LoadingSkeleton rows={10} />
  if (query.isError)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} namespace="settings" />
  if (query.data.length === 0)
    return (
      <EmptyState title={t('chatbot.emptyTitle')} body={t('chatbot.emptyBody')} testId="settings-empty" />
    )
  return <SettingsEditor chatbotId={chatbotId} settings={query.data} />
}

/**
 * The editor: drafts over the server's values. While any draft is invalid nothing is sent (spec 001 §4);
 * otherwise every change of the last debounce goes in one `UpdateSettings` batch, built when it is sent
 * so it carries the versions of the previous save's answer. Drafts are kept in the window's session
 * storage, so an edit not yet saved (an invalid one) is back after a reload.
 */
export function SettingsEditor({
  chatbotId,
  settings,
}: {
  chatbotId: string
  settings: readonly ChatbotSetting[]
}) {
  const { t } = useTranslation('settings')
  const client = useQueryClient()
  const queryKey = chatbotSettingsQuery(chatbotId).queryKey
  const [restored] = useState(() => readDrafts(chatbotId, settings))
  const [drafts, setDrafts] = useState<Drafts>(restored)
  const [changed, setChanged] = useState<string[]>([])
  const [filter, setFilter] = useState('')
  // Many settings (a platform chatbot has hundreds): sections start folded, except one holding a kept
  // draft, and an open section shows its rows a page at a time; a search opens every section it matches.
  const folding = settings.length > foldAbove
  const [opened, setOpened] = useState<ReadonlySet<string>>(
    () => new Set(settings.filter((one) => restored[one.id] !== undefined).map((one) => one.section)),
  )
  const [pages, setPages] = useState<Readonly<Record<string, number>>>({})
  const draftsRef = useRef(drafts)
  useEffect(() => {
    draftsRef.current = drafts
  }, [drafts])

  const problems = useMemo(() => problemsOf(settings, drafts), [drafts, settings])
  const invalid = Object.keys(problems).length > 0

  const save = useCallback(async () => {
    const current = client.getQueryData(queryKey) ?? settings
    let changes = pendingChanges(current, draftsRef.current)
    if (changes.length === 0) return
    let answer = await saveSettings(changes)
    if (!answer.ok && answer.code === 'setting_changed') {
      // Someone saved these meanwhile: show their value (drop our draft of them), save the rest again.
      const keys = answer.errors.map((error) => error.field)
      const ids = new Set(answer.settings.filter((s) => keys.includes(s.key)).map((s) => s.id))
      client.setQueryData(queryKey, (old) => merge(old ?? settings, answer.settings))
      setDrafts((old) => Object.fromEntries(Object.entries(old).filter(([id]) => !ids.has(id))))
      draftsRef.current = Object.fromEntries(Object.entries(draftsRef.current).filter(([id]) => !ids.has(id)))
      setChanged(keys)
      changes = pendingChanges(client.getQueryData(queryKey) ?? settings, draftsRef.current)
      if (changes.length === 0) return
      answer = await saveSettings(changes)
    }
    if (!answer.ok) throw new Error(answer.errorMessage ?? answer.code ?? 'update settings')
    client.setQueryData(queryKey, (old) => merge(old ?? settings, answer.settings))
    // A draft typed while the save was on its way stays; the saved ones are now the server's values.
    const saved = new Map(answer.settings.map((s) => [s.id, s.value]))
    setDrafts((old) =>
      Object.fromEntries(Object.entries(old).filter(([id, value]) => saved.get(id) !== value)),
    )
  }, [client, queryKey, settings])
  const saver = useDebouncedSave<number>({ delayMs: debounceMs.settings, save })

  useEffect(() => keepDrafts(chatbotId, drafts), [chatbotId, drafts])
  // Restored valid drafts are saved as if just typed.
  const { schedule, cancel } = saver
  useEffect(() => {
    if (invalid) cancel()
    else if (Object.keys(drafts).length > 0) schedule(Date.now())
    // Only when the drafts change: `schedule` and `cancel` are stable.
  }, [drafts, invalid, schedule, cancel])

  const edit = useCallback((setting: ChatbotSetting, value: string) => {
    setChanged((old) => (old.length === 0 ? old : []))
    setDrafts((old) => {
      const next = { ...old }
      if (value === setting.value) delete next[setting.id]
      else next[setting.id] = value
      return next
    })
  }, [])

  // The search filters the rows a moment after the field shows the typed text (deferred): a keystroke in
  // the search box is painted first, the hundreds of rows it may open follow.
  const needle = useDeferredValue(filter).trim().toLowerCase()
  const sections = useMemo(
    () =>
      groupBySection(
        needle
          ? settings.filter(
              (s) => s.key.toLowerCase().includes(needle) || s.helpText.toLowerCase().includes(needle),
            )
          : settings,
      ),
    [needle, settings],
  )
  const mayEditAny = useMemo(() => settings.some((setting) => setting.mayEdit), [settings])
  const toggle = useCallback(
    (section: string) =>
      setOpened((old) => {
        const next = new Set(old)
        if (!next.delete(section)) next.add(section)
        return next
      }),
    [],
  )
  const showMore = useCallback(
    (section: string) => setPages((old) => ({ ...old, [section]: (old[section] ?? 1) + 1 })),
    [],
  )
  const { status, flush } = saver
  // A keystroke in a setting changes the drafts: the parts above the sections are the same elements then,
  // and React passes them by (as it passes every section but the one typed in, and every row but that one).
  const head = useMemo(
    () => (
      <>
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Text c="dimmed" maw={640}>
            {t('chatbot.intro')}
          </Text>
          <SettingsSaveStatus
            invalid={invalid}
            status={status}
            onRetry={() => void flush()}
            texts={{
              saving: t('chatbot.saving'),
              saved: t('chatbot.saved'),
              failed: t('chatbot.failed'),
              invalid: t('chatbot.invalid'),
            }}
          />
        </Group>
        {!mayEditAny && <Alert color="gray">{t('chatbot.readOnly')}</Alert>}
        {Object.keys(restored).length > 0 && <Alert color="blue">{t('chatbot.unsavedKept')}</Alert>}
        {changed.length > 0 && (
          <Alert color="yellow" role="alert" data-testid="settings-changed">
            {t('chatbot.changed', { keys: changed.join(', ') })}
          </Alert>
        )}
        <TextInput
          label={t('chatbot.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          maw={360}
        />
      </>
    ),
    [changed, filter, flush, invalid, mayEditAny, restored, status, t],
  )

  return (
    <Stack gap="md" data-testid="chatbot-settings">
      {head}
      {sections.length === 0 && <Text c="dimmed">{t('chatbot.noMatch', { text: filter })}</Text>}
      {sections.map(([section, rows]) => (
        <SettingsSection
          key={section}
          section={section}
          rows={rows}
          folding={folding}
          searching={needle !== ''}
          open={!folding || needle !== '' || opened.has(section)}
          pages={pages[section] ?? 1}
          drafts={drafts}
          problems={problems}
          onToggle={toggle}
          onMore={showMore}
          onEdit={edit}
        />
      ))}
    </Stack>
  )
}

type Problems = Readonly<Record<string, SettingProblem>>

/**
 * Each setting's last checked draft and its verdict: a keystroke checks the one draft it changed, not every
 * draft again (a JSON draft is parsed once per change), and an unchanged draft keeps its problem object, so
 * its row is passed by.
 */
const checked = new WeakMap<ChatbotSetting, { value: string; problem: SettingProblem | null }>()

function problemsOf(settings: readonly ChatbotSetting[], drafts: Drafts): Problems {
  const found: Record<string, SettingProblem> = {}
  const ids = Object.keys(drafts)
  if (ids.length === 0) return found
  const byId = new Map(settings.map((setting) => [setting.id, setting]))
  for (const id of ids) {
    const setting = byId.get(id)
    const value = drafts[id]!
    if (!setting) continue
    let verdict = checked.get(setting)
    if (verdict?.value !== value) {
      verdict = { value, problem: settingProblem(setting.settingType as ChatbotSettingType, value) }
      checked.set(setting, verdict)
    }
    if (verdict.problem) found[id] = verdict.problem
  }
  return found
}

interface SectionProps {
  section: string
  rows: readonly ChatbotSetting[]
  folding: boolean
  searching: boolean
  open: boolean
  pages: number
  drafts: Drafts
  problems: Problems
  onToggle: (section: string) => void
  onMore: (section: string) => void
  onEdit: (setting: ChatbotSetting, value: string) => void
}

/**
 * A section is drawn again only when something of its own changed; of it, a keystroke then draws the one
 * row again (its title and 'Show more' only when their counts change).
 */
function sameSection(before: SectionProps, after: SectionProps): boolean {
  for (const key of Object.keys(after) as (keyof SectionProps)[])
    if (key !== 'drafts' && key !== 'problems' && before[key] !== after[key]) return false
  if (before.drafts === after.drafts && before.problems === after.problems) return true
  return after.rows.every(
    (setting) =>
      before.drafts[setting.id] === after.drafts[setting.id] &&
      before.problems[setting.id] === after.problems[setting.id],
  )
}

/** One section: its title (a fold toggle with counts when the tab folds), then its rows a page at a time. */
const SettingsSection = memo(function SettingsSection({
  section,
  rows,
  folding,
  searching,
  open,
  pages,
  drafts,
  problems,
  onToggle,
  onMore,
  onEdit,
}: SectionProps) {
  const shown = folding ? rowsShown(rows, drafts, pages) : rows
  const wrong = rows.filter((setting) => problems[setting.id]).length
  return (
    <section className="settings-section" aria-labelledby={`settings-${section}`} data-section={section}>
      <SectionTitle
        section={section}
        count={rows.length}
        wrong={wrong}
        folding={folding}
        searching={searching}
        open={open}
        onToggle={onToggle}
      />
      {open && (
        <div id={`settings-rows-${section}`} className="settings-rows">
          {shown.map((setting) => (
            <SettingRow
              key={setting.id}
              setting={setting}
              value={drafts[setting.id] ?? setting.value}
              problem={problems[setting.id] ?? null}
              onEdit={onEdit}
            />
          ))}
          {shown.length < rows.length && (
            <ShowMore section={section} left={rows.length - shown.length} onMore={onMore} />
          )}
        </div>
      )}
    </section>
  )
}, sameSection)

function merge(old: readonly ChatbotSetting[], fresh: readonly ChatbotSetting[]): ChatbotSetting[] {
  const byId = new Map(fresh.map((setting) => [setting.id, setting]))
  return old.map((setting) => byId.get(setting.id) ?? setting)
}

/** The spec's save texts: 'Saving changes...', 'Settings updated!', the failure, or the invalid-fields text. */

/** A section's title; when the tab folds, the toggle with its counts. Drawn again only when they change. */
const SectionTitle = memo(function SectionTitle({
  section,
  count,
  wrong,
  folding,
  searching,
  open,
  onToggle,
}: {
  section: string
  count: number
  wrong: number
  folding: boolean
  searching: boolean
  open: boolean
  onToggle: (section: string) => void
}) {
  const { t } = useTranslation('settings')
  const title = t(`chatbot.sections.${section}` as 'chatbot.sections.ats', { defaultValue: section })
  if (!folding)
    return (
      <Title order={2} fz="h4" id={`settings-${section}`} mb="xs">
        {title}
      </Title>
    )
  return (
    <UnstyledButton
      id={`settings-${section}`}
      aria-expanded={open}
      aria-controls={`settings-rows-${section}`}
      disabled={searching}
      onClick={() => onToggle(section)}
      mb="xs"
      data-testid="settings-section-toggle"
    >
      <Group gap="xs" wrap="nowrap">
        <IconChevronDown size={18} aria-hidden style={{ transform: open ? undefined : 'rotate(-90deg)' }} />
        <Title order={2} fz="h4" component="span">
          {title}
        </Title>
        <Text component="span" c="dimmed" fz="sm">
          {t('chatbot.count', { count })}
        </Text>
        {wrong > 0 && (
          <Badge color="red" variant="light" component="span">
            {t('chatbot.wrongCount', { count: wrong })}
          </Badge>
        )}
      </Group>
    </UnstyledButton>
  )
})

/** "Show more" under a section's rows: the next page of them. */
const ShowMore = memo(function ShowMore({
  section,
  left,
  onMore,
}: {
  section: string
  left: number
  onMore: (section: string) => void
}) {
  const { t } = useTranslation('settings')
  return (
    <Button
      variant="subtle"
      size="compact-sm"
      onClick={() => onMore(section)}
      data-testid="settings-show-more"
      style={{ alignSelf: 'flex-start' }}
    >
      {t('chatbot.showMore', { count: left })}
    </Button>
  )
})

/** One setting: its key, help text and the editor of its type. Memoised: a keystroke repaints one row. */
const SettingRow = memo(function SettingRow({
  setting,
  value,
  problem,
  onEdit,
}: {
  setting: ChatbotSetting
  value: string
  problem: SettingProblem | null
  onEdit: (setting: ChatbotSetting, value: string) => void
}) {
  const { t } = useTranslation('settings')
  const error = problem ? t(`chatbot.problems.${problem.code}`, problem) : undefined
  const label = (
    <Group gap={4} component="span" wrap="nowrap">
      <span className="settings-key">{setting.key}</span>
      {setting.adminOnly && !setting.mayEdit && (
        <Tooltip label={t('chatbot.locked')}>
          <IconLock size={14} aria-label={t('chatbot.locked')} />
        </Tooltip>
      )}
    </Group>
  )
  const common = {
    label,
    description: setting.helpText || undefined,
    disabled: !setting.mayEdit,
    'data-setting': setting.key,
  }
  switch (setting.settingType as ChatbotSettingType) {
    case 'BOOLEAN':
      return (
        <Switch
          {...common}
          className="settings-row"
          checked={value === 'true'}
          onChange={(event) => onEdit(setting, event.currentTarget.checked ? 'true' : 'false')}
          error={error}
        />
      )
    case 'JSON':
      return (
        <Textarea
          {...common}
          className="settings-row"
          value={value}
          onChange={(event) => onEdit(setting, event.currentTarget.value)}
          error={error}
          // Rows from the text rather than Mantine's autosize: no measuring element per setting.
          rows={Math.min(14, Math.max(2, value.split('\n').length))}
          spellCheck={false}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
        />
      )
    default:
      return (
        <TextInput
          {...common}
          className="settings-row"
          value={value}
          inputMode={setting.settingType === 'INT' ? 'numeric' : undefined}
          onChange={(event) => onEdit(setting, event.currentTarget.value)}
          error={error}
          // A number's box is narrow; its help text keeps the row's width.
          styles={setting.settingType === 'INT' ? { input: { maxWidth: 200 } } : undefined}
        />
      )
  }
})

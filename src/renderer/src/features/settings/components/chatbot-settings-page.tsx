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
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
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

  const problems = useMemo(() => {
    const byId = new Map(settings.map((setting) => [setting.id, setting]))
    const found: Record<string, SettingProblem> = {}
    for (const [id, value] of Object.entries(drafts)) {
      const setting = byId.get(id)
      const problem = setting ? settingProblem(setting.settingType as ChatbotSettingType, value) : null
      if (problem) found[id] = problem
    }
    return found
  }, [drafts, settings])
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
    setChanged([])
    setDrafts((old) => {
      const next = { ...old }
      if (value === setting.value) delete next[setting.id]
      else next[setting.id] = value
      return next
    })
  }, [])

  const needle = filter.trim().toLowerCase()
  const sections = groupBySection(
    needle
      ? settings.filter(
          (s) => s.key.toLowerCase().includes(needle) || s.helpText.toLowerCase().includes(needle),
        )
      : settings,
  )
  const mayEditAny = settings.some((setting) => setting.mayEdit)

  return (
    <Stack gap="md" data-testid="chatbot-settings">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text c="dimmed" maw={640}>
          {t('chatbot.intro')}
        </Text>
        <SettingsSaveStatus
          invalid={invalid}
          status={saver.status}
          onRetry={() => void saver.flush()}
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
      {sections.length === 0 && <Text c="dimmed">{t('chatbot.noMatch', { text: filter })}</Text>}
      {sections.map(([section, rows]) => {
        const title = t(`chatbot.sections.${section}` as 'chatbot.sections.ats', { defaultValue: section })
        const open = !folding || needle !== '' || opened.has(section)
        const shown = folding ? rowsShown(rows, drafts, pages[section] ?? 1) : rows
        const wrong = rows.filter((setting) => problems[setting.id]).length
        return (
          <section
            key={section}
            className="settings-section"
            aria-labelledby={`settings-${section}`}
            data-section={section}
          >
            {folding ? (
              <UnstyledButton
                id={`settings-${section}`}
                aria-expanded={open}
                aria-controls={`settings-rows-${section}`}
                disabled={needle !== ''}
                onClick={() =>
                  setOpened((old) => {
                    const next = new Set(old)
                    if (!next.delete(section)) next.add(section)
                    return next
                  })
                }
                mb="xs"
                data-testid="settings-section-toggle"
              >
                <Group gap="xs" wrap="nowrap">
                  <IconChevronDown
                    size={18}
                    aria-hidden
                    style={{ transform: open ? undefined : 'rotate(-90deg)' }}
                  />
                  <Title order={2} fz="h4" component="span">
                    {title}
                  </Title>
                  <Text component="span" c="dimmed" fz="sm">
                    {t('chatbot.count', { count: rows.length })}
                  </Text>
                  {wrong > 0 && (
                    <Badge color="red" variant="light" component="span">
                      {t('chatbot.wrongCount', { count: wrong })}
                    </Badge>
                  )}
                </Group>
              </UnstyledButton>
            ) : (
              <Title order={2} fz="h4" id={`settings-${section}`} mb="xs">
                {title}
              </Title>
            )}
            {open && (
              <div id={`settings-rows-${section}`}>
                {shown.map((setting) => (
                  <SettingRow
                    key={setting.id}
                    setting={setting}
                    value={drafts[setting.id] ?? setting.value}
                    problem={problems[setting.id] ?? null}
                    onEdit={edit}
                  />
                ))}
                {shown.length < rows.length && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => setPages((old) => ({ ...old, [section]: (old[section] ?? 1) + 1 }))}
                    data-testid="settings-show-more"
                  >
                    {t('chatbot.showMore', { count: rows.length - shown.length })}
                  </Button>
                )}
              </div>
            )}
          </section>
        )
      })}
    </Stack>
  )
}

function merge(old: readonly ChatbotSetting[], fresh: readonly ChatbotSetting[]): ChatbotSetting[] {
  const byId = new Map(fresh.map((setting) => [setting.id, setting]))
  return old.map((setting) => byId.get(setting.id) ?? setting)
}

/** The spec's save texts: 'Saving changes...', 'Settings updated!', the failure, or the invalid-fields text. */

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

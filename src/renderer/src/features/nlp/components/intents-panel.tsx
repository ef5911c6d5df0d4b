import {
  ActionIcon,
  Box,
  Button,
  Group,
  NavLink,
  Paper,
  ScrollArea,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { findSimilarText, intentNameProblem } from '@shared/domain/nlp'
import { useAppAbility } from '../../../lib/ability'
import { debounceMs } from '../../../lib/debounce-times'
import { useErrorMessage } from '../../../lib/errors'
import { useDebouncedSave } from '../../../lib/use-debounced-save'
import { EmptyState } from '../../../ui/empty-state'
import { IconTrash } from '../../../ui/icons'
import { ErrorState, LoadingSkeleton } from '../../../ui/query-states'
import { SaveStatus } from '../../../ui/save-status'
import { useNlpEdits, type TextKind } from '../api/edits'
import { useIntents, type IntentData } from '../api/nlp'
import { TestBox } from './test-box'

/**
 * Intents (spec 000 §2 NLP, §5 'Intents'): the list, and the chosen intent's name, training sentences
 * and keywords. Edits save by themselves after the spec's debounce (intents 1,300 ms, sentences and
 * keywords 1,500 ms) and before the window closes; a text close to one of another intent is refused with
 * the intent it resembles (the shared rule warns at once, the server refuses as well).
 */
export function IntentsPanel({
  chatbotId,
  selected,
  onSelect,
}: {
  chatbotId: string
  selected: string | undefined
  onSelect: (intentId: string | undefined) => void
}) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const mayEdit = useAppAbility().can('update', 'NlpIntents')
  const intents = useIntents(chatbotId)
  const edits = useNlpEdits(chatbotId)
  const [newName, setNewName] = useState('')
  const [adding, setAdding] = useState(false)
  const [addError, setAddError] = useState<string | null>(null)
  if (intents.isPending) return <LoadingSkeleton />
  if (intents.isError)
    return <ErrorState error={intents.error} onRetry={() => void intents.refetch()} namespace="nlp" />
  const add = async () => {
    const name = newName.trim()
    if (!name || adding) return
    if (intentNameProblem(name) === 'invisible_characters') {
      setAddError(t('intents.nameInvisibleCharacters'))
      return
    }
    setAdding(true)
    setAddError(null)
    try {
      const id = await edits.createIntent(name)
      setNewName('')
      onSelect(id)
    } catch (error) {
      setAddError(errorMessage(error))
    } finally {
      setAdding(false)
    }
  }
  const current = intents.data.find((intent) => intent.id === selected)
  const addForm = mayEdit && (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        flex={1}
        aria-label={t('intents.newIntent')}
        placeholder={t('intents.newIntentShort')}
        value={newName}
        error={addError}
        onChange={(e) => setNewName(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && void add()}
        data-testid="new-intent"
      />
      <Button onClick={() => void add()} loading={adding} data-testid="add-intent">
        {t('actions.addIntent')}
      </Button>
    </Group>
  )
  if (intents.data.length === 0)
    return (
      <Stack>
        {addForm}
        <EmptyState
          title={t('intents.emptyTitle')}
          body={t('intents.emptyBody')}
          testId="intents-empty"
          docs="nlp"
        />
      </Stack>
    )
  return (
    <Box
      style={{
        display: 'grid',
        gap: 'var(--mantine-spacing-md)',
        gridTemplateColumns: 'minmax(260px, 1fr) minmax(0, 2fr)',
        alignItems: 'start',
      }}
    >
      <Box>
        <Stack gap="sm">
          {addForm}
          <Paper withBorder radius="md" p={4}>
            <ScrollArea.Autosize mah={420} type="auto">
              <nav aria-label={t('intents.listLabel')} data-testid="intent-list">
                {intents.data.map((intent) => (
                  <NavLink
                    key={intent.id}
                    component="button"
                    active={intent.id === selected}
                    label={intent.name}
                    onClick={() => onSelect(intent.id)}
                    data-testid={`intent-${intent.name}`}
                  />
                ))}
              </nav>
            </ScrollArea.Autosize>
          </Paper>
          <TestBox chatbotId={chatbotId} />
        </Stack>
      </Box>
      <Box>
        {current ? (
          <IntentEditor
            key={current.id}
            chatbotId={chatbotId}
            intent={current}
            intents={intents.data}
            mayEdit={mayEdit}
            onDeleted={() => onSelect(undefined)}
          />
        ) : (
          <Paper withBorder p="xl" radius="md">
            <Text c="dimmed" ta="center">
              {t('intents.noneSelected')}
            </Text>
          </Paper>
        )}
      </Box>
    </Box>
  )
}

function IntentEditor({
  chatbotId,
  intent,
  intents,
  mayEdit,
  onDeleted,
}: {
  chatbotId: string
  intent: IntentData
  intents: readonly IntentData[]
  mayEdit: boolean
  onDeleted: () => void
}) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const edits = useNlpEdits(chatbotId)
  const [name, setName] = useState(intent.name)
  const saver = useDebouncedSave<string>({
    delayMs: debounceMs.intents,
    save: (value) => edits.updateIntent(intent.id, value),
  })
  const [deleting, setDeleting] = useState(false)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const remove = async () => {
    if (deleting || !window.confirm(t('intents.confirmDelete', { name: intent.name }))) return
    setDeleting(true)
    try {
      await saver.flush()
      await edits.deleteIntent(intent.id)
      onDeleted()
    } catch (error) {
      setDeleteError(errorMessage(error))
      setDeleting(false)
    }
  }
  return (
    <Paper withBorder p="md" radius="md" data-testid="intent-editor">
      <Stack gap="lg">
        <Group align="flex-end" justify="space-between" wrap="nowrap">
          <TextInput
            flex={1}
            label={t('intents.name')}
            value={name}
            readOnly={!mayEdit}
            onChange={(e) => {
              setName(e.currentTarget.value)
              // The server refuses what the shared rule refuses; the field says why instead of saving.
              if (intentNameProblem(e.currentTarget.value) === null) saver.schedule(e.currentTarget.value)
            }}
            error={
              intentNameProblem(name) === 'invisible_characters'
                ? t('intents.nameInvisibleCharacters')
                : undefined
            }
            data-testid="intent-name"
          />
          <SaveStatus
            status={saver.status}
            error={saver.error}
            onRetry={() => void saver.flush()}
            namespace="nlp"
          />
          {mayEdit && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} />}
              onClick={() => void remove()}
              loading={deleting}
              data-testid="delete-intent"
            >
              {t('actions.deleteIntent')}
            </Button>
          )}
        </Group>
        {deleteError && (
          <Text c="var(--mantine-color-error)" fz="sm" role="alert">
            {deleteError}
          </Text>
        )}
        <TextList chatbotId={chatbotId} kind="sentence" intent={intent} intents={intents} mayEdit={mayEdit} />
        <TextList chatbotId={chatbotId} kind="keyword" intent={intent} intents={intents} mayEdit={mayEdit} />
      </Stack>
    </Paper>
  )
}

const listTexts = {
  sentence: {
    title: 'intents.sentences',
    help: 'intents.sentencesHelp',
    placeholder: 'intents.newSentence',
    empty: 'intents.noSentences',
  },
  keyword: {
    title: 'intents.keywords',
    help: 'intents.keywordsHelp',
    placeholder: 'intents.newKeyword',
    empty: 'intents.noKeywords',
  },
} as const

/** Warns with the shared similarity rule before the server is asked; null when the text may be saved. */
function useSimilarWarning(intent: IntentData, intents: readonly IntentData[]) {
  const { t } = useTranslation('nlp')
  return (text: string, ignoreId?: string) => {
    const similar = findSimilarText(text, intent.id, intents, ignoreId)
    return similar ? t('intents.similar', { text: similar.text, intent: similar.intentName }) : null
  }
}

function TextList({
  chatbotId,
  kind,
  intent,
  intents,
  mayEdit,
}: {
  chatbotId: string
  kind: TextKind
  intent: IntentData
  intents: readonly IntentData[]
  mayEdit: boolean
}) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const edits = useNlpEdits(chatbotId)
  const warn = useSimilarWarning(intent, intents)
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [adding, setAdding] = useState(false)
  const items = kind === 'sentence' ? intent.sentences : intent.keywords
  const texts = listTexts[kind]
  const add = async () => {
    const text = draft.trim()
    if (!text || adding) return
    const similar = warn(text)
    if (similar) return setError(similar)
    setAdding(true)
    setError(null)
    try {
      await edits.createText(kind, intent.id, text)
      setDraft('')
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setAdding(false)
    }
  }
  return (
    <Stack gap="xs" data-testid={`${kind}-list`}>
      <div>
        <Title order={3} fz="h5">
          {t(texts.title)}
        </Title>
        <Text fz="sm" c="dimmed">
          {t(texts.help)}
        </Text>
      </div>
      {items.length === 0 && (
        <Text fz="sm" c="dimmed" fs="italic">
          {t(texts.empty)}
        </Text>
      )}
      {items.map((item) => (
        <EditableText
          key={item.id}
          chatbotId={chatbotId}
          kind={kind}
          id={item.id}
          initial={item.text}
          mayEdit={mayEdit}
          warn={(text) => warn(text, item.id)}
        />
      ))}
      {mayEdit && (
        <TextInput
          aria-label={t(texts.placeholder)}
          placeholder={t(texts.placeholder)}
          value={draft}
          error={error}
          disabled={adding}
          onChange={(e) => {
            setDraft(e.currentTarget.value)
            setError(null)
          }}
          onKeyDown={(e) => e.key === 'Enter' && void add()}
          data-testid={`new-${kind}`}
        />
      )}
    </Stack>
  )
}

function EditableText({
  chatbotId,
  kind,
  id,
  initial,
  mayEdit,
  warn,
}: {
  chatbotId: string
  kind: TextKind
  id: string
  initial: string
  mayEdit: boolean
  warn: (text: string) => string | null
}) {
  const { t } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const edits = useNlpEdits(chatbotId)
  const [value, setValue] = useState(initial)
  const [warning, setWarning] = useState<string | null>(null)
  const [deleteError, setDeleteError] = useState<string | null>(null)
  const saver = useDebouncedSave<string>({
    delayMs: kind === 'sentence' ? debounceMs.sentences : debounceMs.keywords,
    save: (text) => edits.updateText(kind, id, text),
  })
  const remove = async () => {
    saver.cancel()
    try {
      await edits.deleteText(kind, id)
    } catch (error) {
      setDeleteError(errorMessage(error))
    }
  }
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid={`${kind}-row`}>
      <TextInput
        flex={1}
        aria-label={t(listTexts[kind].title)}
        value={value}
        readOnly={!mayEdit}
        error={warning ?? deleteError}
        onChange={(e) => {
          const text = e.currentTarget.value
          setValue(text)
          const similar = text.trim() ? warn(text) : null
          setWarning(similar)
          if (similar || !text.trim()) saver.cancel()
          else saver.schedule(text)
        }}
      />
      <SaveStatus
        status={saver.status}
        error={saver.error}
        onRetry={() => void saver.flush()}
        namespace="nlp"
      />
      {mayEdit && (
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t('actions.delete', { text: value })}
          onClick={() => void remove()}
          mt={4}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  )
}

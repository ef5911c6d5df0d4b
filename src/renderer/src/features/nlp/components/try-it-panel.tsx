import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core'
import { useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { interfaceLanguages, type InterfaceLanguage } from '@shared/domain/languages'
import { useAppAbility } from '../../../lib/ability'
import { useErrorMessage } from '../../../lib/errors'
import { chatbotAreaKeys } from '../../../lib/query-keys'
import { saveTryItAsTest, tryItMessage, type TryItTurnData } from '../api/try-it'

/** The validator area's cache, refreshed when a chat becomes one of its tests. */
const validatorArea = chatbotAreaKeys('validator')

/**
 * "Try it": the manager chats with the bot as a candidate, in nl-NL or en-US,
 * through the sandbox's conversation engine, and sees under each answer the state, the option and the
 * intent behind it, with a link to the state's flow in the Builder. A handover puts the conversation in
 * the Smart Inbox. "Save as test" makes the chat so far a validator test in one click. Used on the NLP
 * screen and in the Builder; mount it keyed by the chatbot (another chatbot, another conversation).
 */
export function TryItPanel({
  chatbotId,
  initialLanguage,
  onOpenState,
}: {
  chatbotId: string
  initialLanguage?: InterfaceLanguage
  /** After a click on "open in the Builder" (the Builder's drawer gets out of the way). */
  onOpenState?: () => void
}) {
  const { t, i18n } = useTranslation('nlp')
  const errorMessage = useErrorMessage('nlp')
  const [language, setLanguage] = useState<InterfaceLanguage>(
    initialLanguage ?? (i18n.language === 'en-US' ? 'en-US' : 'nl-NL'),
  )
  const [turns, setTurns] = useState<TryItTurnData[]>([])
  const [text, setText] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [savedAs, setSavedAs] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const mayMakeTests = useAppAbility().can('update', 'ValidatorTest')
  const queryClient = useQueryClient()
  const end = useRef<HTMLDivElement>(null)
  const last = turns.at(-1)
  const sessionId = last?.sessionId ?? null
  const waiting = last ? last.waitingStateId !== null : false
  const buttons = waiting ? (last?.replies.at(-1)?.buttons ?? []) : []

  // The newest answer in view, inside the transcript only (the page itself does not move).
  useEffect(() => {
    const viewport = end.current
    if (viewport) viewport.scrollTop = viewport.scrollHeight
  }, [turns.length])

  const send = async (input: { text?: string; optionId?: string } | null) => {
    if (busy) return
    setBusy(true)
    setError(null)
    try {
      const turn = await tryItMessage({
        sessionId: input ? sessionId : null,
        languageTag: language,
        ...(input ?? {}),
      })
      setTurns((previous) => (input ? [...previous, turn] : [turn]))
      setSavedAs(null)
      if (input?.text) setText('')
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  const saveAsTest = async () => {
    if (saving || !sessionId) return
    setSaving(true)
    setError(null)
    try {
      const when = new Date().toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })
      const test = await saveTryItAsTest(sessionId, t('tryIt.testName', { date: when }))
      setSavedAs(test.name)
      void queryClient.invalidateQueries({ queryKey: validatorArea.all(chatbotId) })
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setSaving(false)
    }
  }

  return (
    <Paper withBorder radius="md" p="md" data-testid="try-it" data-chatbot-id={chatbotId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} fz="h4">
              {t('tryIt.title')}
            </Title>
            <Text fz="sm" c="dimmed" maw={520}>
              {t('tryIt.help')}
            </Text>
          </div>
          <Group gap="xs">
            <SegmentedControl
              aria-label={t('tryIt.language')}
              size="xs"
              value={language}
              onChange={(value) => {
                setLanguage(value as InterfaceLanguage)
                setTurns([])
                setSavedAs(null)
              }}
              data={interfaceLanguages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
              data-testid="try-it-language"
            />
            <Button
              size="xs"
              onClick={() => void send(null)}
              loading={busy && !sessionId}
              data-testid="try-it-start"
            >
              {turns.length === 0 ? t('actions.start') : t('actions.restart')}
            </Button>
            {mayMakeTests && (
              <Button
                size="xs"
                variant="default"
                disabled={!sessionId || busy || savedAs !== null}
                loading={saving}
                onClick={() => void saveAsTest()}
                data-testid="try-it-save-test"
              >
                {t('tryIt.saveAsTest')}
              </Button>
            )}
          </Group>
        </Group>
        <ScrollArea.Autosize mah={460} type="auto" viewportRef={end}>
          <Stack gap="xs" p={2} data-testid="try-it-transcript">
            {turns.length === 0 && (
              <Text fz="sm" c="dimmed" ta="center" py="lg">
                {t('tryIt.empty')}
              </Text>
            )}
            {turns.map((turn, i) => (
              <TurnView key={i} turn={turn} onOpenState={onOpenState} />
            ))}
            {last?.handedOver && (
              <Alert color="teal" data-testid="try-it-handed-over">
                {t('tryIt.handedOver')}
              </Alert>
            )}
            {last && last.finished && !last.handedOver && (
              <Alert color="gray" data-testid="try-it-finished">
                {t('tryIt.finished')}
              </Alert>
            )}
          </Stack>
        </ScrollArea.Autosize>
        {buttons.length > 0 && (
          <Group gap="xs" data-testid="try-it-buttons">
            {buttons.map((button) => (
              <Button
                key={button.optionId}
                size="xs"
                variant="light"
                disabled={busy}
                onClick={() => void send({ optionId: button.optionId })}
              >
                {button.label}
              </Button>
            ))}
          </Group>
        )}
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label={t('tryIt.placeholder')}
            placeholder={t('tryIt.placeholder')}
            value={text}
            disabled={!waiting}
            onChange={(e) => setText(e.currentTarget.value)}
            onKeyDown={(e) => e.key === 'Enter' && text.trim() && void send({ text: text.trim() })}
            data-testid="try-it-input"
          />
          <Button
            disabled={!waiting || !text.trim()}
            loading={busy && sessionId !== null}
            onClick={() => void send({ text: text.trim() })}
            data-testid="try-it-send"
          >
            {t('actions.send')}
          </Button>
        </Group>
        {savedAs && (
          <Text fz="sm" data-testid="try-it-saved" role="status">
            {t('tryIt.savedAsTest', { name: savedAs })}{' '}
            <Link to="/validator" data-testid="try-it-open-validator">
              {t('tryIt.openValidator')}
            </Link>
          </Text>
        )}
        {error && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Paper>
  )
}

function TurnView({ turn, onOpenState }: { turn: TryItTurnData; onOpenState?: () => void }) {
  const { t } = useTranslation('nlp')
  const trace = turn.trace
  return (
    <Stack gap={6} data-testid="try-it-turn" data-matched-by={trace.matchedBy}>
      {turn.input !== null && (
        <Box
          style={{
            alignSelf: 'flex-end',
            maxWidth: '80%',
            background: 'var(--mantine-primary-color-light)',
            borderRadius: 12,
            padding: '6px 12px',
          }}
          data-testid="try-it-candidate"
        >
          <Text fz="sm">{turn.input}</Text>
        </Box>
      )}
      <Group gap={6} justify={turn.input !== null ? 'flex-end' : 'flex-start'} data-testid="try-it-trace">
        <Badge size="sm" variant="outline" color={trace.matchedBy === 'FALLBACK' ? 'red.9' : 'gray.7'}>
          {t(`tryIt.matchedBy.${trace.matchedBy as 'START'}`, { defaultValue: trace.matchedBy })}
        </Badge>
        {trace.optionName && (
          <Badge size="sm" variant="outline" color="gray.7">
            {t('tryIt.option', { option: trace.optionName })}
          </Badge>
        )}
        {trace.intentName && (
          <Badge size="sm" variant="outline" color="violet.9" data-testid="try-it-intent">
            {t('tryIt.intent', { intent: trace.intentName })}
          </Badge>
        )}
        {trace.storedAs && (
          <Badge size="sm" variant="outline" color="teal.9">
            {t('tryIt.stored', { name: trace.storedAs })}
          </Badge>
        )}
      </Group>
      {turn.replies.map((reply, i) => (
        <Box
          key={i}
          style={{
            alignSelf: 'flex-start',
            maxWidth: '85%',
            background: 'var(--mantine-color-default-hover)',
            border: '1px solid var(--mantine-color-default-border)',
            borderRadius: 12,
            padding: '6px 12px',
          }}
          data-testid="try-it-bot"
        >
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {reply.text}
          </Text>
          {i === turn.replies.length - 1 || reply.stateId !== turn.replies[i + 1]?.stateId ? (
            <Text fz="xs" c="dimmed" mt={2}>
              {t('tryIt.state', { flow: reply.stateMachineName, state: reply.stateName })}
              {' · '}
              <Link
                to="/builder/$flowId"
                params={{ flowId: reply.stateMachineId }}
                search={{ state: reply.stateId }}
                onClick={onOpenState}
                data-testid="try-it-open-builder"
              >
                {t('actions.openInBuilder')}
              </Link>
            </Text>
          ) : null}
        </Box>
      ))}
    </Stack>
  )
}

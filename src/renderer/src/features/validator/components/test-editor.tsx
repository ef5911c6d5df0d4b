import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { interfaceLanguages } from '@shared/domain/languages'
import {
  parseValidatorTest,
  validatorLimits,
  validatorOutcomes,
  validatorTestProblems,
  type ValidatorOutcome,
  type ValidatorProblem,
} from '@shared/domain/validator'
import { useErrorMessage } from '../../../lib/errors'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { useSaveTest, useValidatorStates, type ValidatorTestData } from '../api/validator'

interface StepDraft {
  key: number
  input: string
  outcome: ValidatorOutcome
  stateId: string | null
  intentName: string
  answerName: string
  answerValue: string
}

let nextKey = 1
const emptyStep = (): StepDraft => ({
  key: nextKey++,
  input: '',
  outcome: 'WAITING',
  stateId: null,
  intentName: '',
  answerName: '',
  answerValue: '',
})

function draftOf(test: ValidatorTestData | null): StepDraft[] {
  if (!test) return [emptyStep()]
  return test.steps.map((s) => ({
    key: nextKey++,
    input: s.input ?? '',
    outcome: s.expect.outcome as ValidatorOutcome,
    stateId: s.expect.stateId,
    intentName: s.expect.intentName ?? '',
    answerName: s.expect.answerName ?? '',
    answerValue: s.expect.answerValue ?? '',
  }))
}

/**
 * Creates or edits a validator test: its name, the candidate's language and the steps; the first step is
 * the start of the conversation, every later one what the candidate writes (or the label of the button
 * they tap) and what the bot must then do. Checked with the shared rules before it is sent; a double click
 * saves once.
 */
export function TestEditor({
  chatbotId,
  test,
  opened,
  onClose,
}: {
  chatbotId: string
  /** null: a new test. */
  test: ValidatorTestData | null
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation(['validator', 'common'])
  const errorMessage = useErrorMessage('validator')
  const states = useValidatorStates(chatbotId)
  const save = useSaveTest(chatbotId)
  const [name, setName] = useState(test?.name ?? '')
  const [languageTag, setLanguageTag] = useState(test?.languageTag ?? 'nl-NL')
  const [steps, setSteps] = useState<StepDraft[]>(() => draftOf(test))
  const [problems, setProblems] = useState<ValidatorProblem[]>([])
  const [serverError, setServerError] = useState<string | null>(null)
  const sending = useRef(false)

  const stateNames = useMemo(() => new Map((states.data ?? []).map((s) => [s.id, s.name])), [states.data])
  const stateOptions = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>()
    for (const s of states.data ?? [])
      groups.set(s.flowName, [...(groups.get(s.flowName) ?? []), { value: s.id, label: s.name }])
    return [...groups].map(([group, items]) => ({ group, items }))
  }, [states.data])

  const draft = () => ({
    name,
    languageTag,
    steps: steps.map((s, i) => ({
      input: i === 0 ? null : s.input,
      expect: {
        stateId: s.outcome === 'WAITING' ? s.stateId : null,
        stateName: s.outcome === 'WAITING' && s.stateId ? (stateNames.get(s.stateId) ?? null) : null,
        outcome: s.outcome,
        intentName: s.intentName,
        answerName: s.answerName,
        answerValue: s.answerValue,
      },
    })),
  })

  const problemAt = (path: string) => {
    const code = problems.find((p) => p.path === path)?.code
    return code ? t(`problems.${code as 'name_required'}`, { defaultValue: t('problems.invalid') }) : null
  }
  const listProblem = problems.find((p) => p.path === 'steps' && p.code !== 'input_required')

  const submit = async () => {
    if (sending.current) return
    const found = validatorTestProblems(draft())
    setProblems(found)
    const parsed = parseValidatorTest(draft())
    if (found.length > 0 || !parsed) return
    sending.current = true
    setServerError(null)
    try {
      await save.mutateAsync({ id: test?.id ?? null, test: parsed })
      onClose()
    } catch (error) {
      setServerError(errorMessage(error))
    } finally {
      sending.current = false
    }
  }

  const patch = (key: number, change: Partial<StepDraft>) =>
    setSteps((all) => all.map((s) => (s.key === key ? { ...s, ...change } : s)))

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
      title={test ? t('editor.editTitle') : t('editor.newTitle')}
      data-testid="test-editor"
    >
      <Stack gap="md">
        <Group align="flex-start" grow>
          <TextInput
            label={t('editor.name')}
            value={name}
            maxLength={validatorLimits.name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={problemAt('name')}
            withAsterisk
            data-testid="test-name"
          />
          <Stack gap={4}>
            <Text fz="sm" fw={500}>
              {t('editor.language')}
            </Text>
            <SegmentedControl
              aria-label={t('editor.language')}
              value={languageTag}
              onChange={setLanguageTag}
              data={interfaceLanguages.map((lng) => ({ value: lng, label: t(`languages.${lng}`) }))}
            />
          </Stack>
        </Group>
        <Text fz="sm" c="dimmed">
          {t('editor.stepsHelp')}
        </Text>
        {steps.map((s, i) => (
          <Paper key={s.key} withBorder p="sm" radius="md" data-testid="test-step">
            <Stack gap="xs">
              <Group justify="space-between">
                <Text fw={600} fz="sm">
                  {i === 0 ? t('editor.startStep') : t('editor.step', { number: i })}
                </Text>
                {i > 0 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('editor.removeStep', { number: i })}
                    onClick={() => setSteps((all) => all.filter((x) => x.key !== s.key))}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Group>
              {i > 0 && (
                <TextInput
                  label={t('editor.input')}
                  value={s.input}
                  maxLength={validatorLimits.input}
                  onChange={(e) => patch(s.key, { input: e.currentTarget.value })}
                  error={problemAt(`steps.${i}.input`)}
                  withAsterisk
                  data-testid="step-input"
                />
              )}
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
                <Select
                  label={t('editor.outcome')}
                  value={s.outcome}
                  allowDeselect={false}
                  onChange={(value) => value && patch(s.key, { outcome: value as ValidatorOutcome })}
                  data={validatorOutcomes.map((o) => ({ value: o, label: t(`outcomes.${o}`) }))}
                />
                {s.outcome === 'WAITING' && (
                  <Select
                    label={t('editor.state')}
                    placeholder={states.isPending ? t('editor.statesLoading') : t('editor.statePlaceholder')}
                    searchable
                    value={s.stateId}
                    onChange={(value) => patch(s.key, { stateId: value })}
                    data={stateOptions}
                    nothingFoundMessage={t('editor.noState')}
                    error={problemAt(`steps.${i}.expect`)}
                    withAsterisk
                    data-testid="step-state"
                  />
                )}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
                <TextInput
                  label={t('editor.intent')}
                  description={t('editor.optional')}
                  value={s.intentName}
                  disabled={i === 0}
                  onChange={(e) => patch(s.key, { intentName: e.currentTarget.value })}
                />
                <TextInput
                  label={t('editor.answerName')}
                  description={t('editor.optional')}
                  value={s.answerName}
                  onChange={(e) => patch(s.key, { answerName: e.currentTarget.value })}
                />
                <TextInput
                  label={t('editor.answerValue')}
                  description={t('editor.optional')}
                  value={s.answerValue}
                  disabled={s.answerName.trim() === ''}
                  onChange={(e) => patch(s.key, { answerValue: e.currentTarget.value })}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
        ))}
        {listProblem && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {t(`problems.${listProblem.code as 'steps_required'}`, { defaultValue: t('problems.invalid') })}
          </Text>
        )}
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            disabled={steps.length >= validatorLimits.steps}
            onClick={() => setSteps((all) => [...all, emptyStep()])}
            data-testid="add-step"
          >
            {t('editor.addStep')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending} data-testid="save-test">
              {t('common:actions.save')}
            </Button>
          </Group>
        </Group>
        {serverError && (
          <Text fz="sm" c="var(--mantine-color-error)" role="alert">
            {serverError}
          </Text>
        )}
      </Stack>
    </Modal>
  )
}

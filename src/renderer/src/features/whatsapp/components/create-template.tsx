import {
  ActionIcon,
  Alert,
  Button,
  Divider,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Stepper,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  buttonTypes,
  checkTemplate,
  creationSteps,
  headerTypes,
  maxCallToActionButtons,
  maxQuickReplyButtons,
  templateCategories,
  templateLocales,
  type ButtonDraft,
  type ButtonType,
  type HeaderType,
  type ParameterDraft,
  type RuleViolation,
  type TemplateDraft,
} from '@shared/domain/whatsapp-templates'
import { IconPlus, IconTrash } from '../../../ui/icons'
import { describeError } from '../../../lib/errors'
import { atsFieldItems, useAtsFieldOptions } from '../api/ats-fields'
import { useCreateTemplate } from '../api/create-template'
import { WhatsappCallFailedError } from '../api/definitions'
import type { WhatsappDefinitionData, WhatsappTemplateData } from '../api/schemas'
import { TemplatePreview } from '../../../ui/whatsapp-template-preview'
import { reviewTimes, useLanguageName, useRuleMessage } from './whatsapp-format'

/** What the creation form holds; the draft the shared rules check is derived from it. */
export interface WizardState {
  readonly languages: string[]
  readonly buttonType: ButtonType
  readonly buttons: Record<string, ButtonDraft[]>
  readonly parameters: ParameterDraft[]
  readonly attachmentType: HeaderType | null
  readonly texts: Record<
    string,
    { content: string; attachmentTitle: string; attachmentUrl: string; footer: string }
  >
  readonly templateName: string
  readonly category: string
}

const emptyText = { content: '', attachmentTitle: '', attachmentUrl: '', footer: '' }

export const emptyWizard: WizardState = {
  languages: ['nl-NL'],
  buttonType: 'NONE',
  buttons: {},
  parameters: [],
  attachmentType: null,
  texts: {},
  templateName: '',
  category: '',
}

/** The form pre-filled from a version, for a new version of its definition. */
export function wizardFrom(definition: WhatsappDefinitionData, template: WhatsappTemplateData): WizardState {
  return {
    languages: template.variations.map((v) => v.languageTag),
    buttonType: template.buttonType as ButtonType,
    buttons: Object.fromEntries(
      template.variations.map((v) => [
        v.languageTag,
        v.buttons.map((b) => ({
          actionType: b.actionType as ButtonDraft['actionType'],
          text: b.text,
          phoneNumber: b.phoneNumber,
          url: b.url,
          urlType: b.urlType as ButtonDraft['urlType'],
        })),
      ]),
    ),
    parameters: template.parameters.map((p) => ({
      name: p.name,
      index: p.index,
      scalarName: p.scalarName,
      atsFieldMapping: p.atsFieldMapping,
      example: p.example,
    })),
    attachmentType: template.attachmentType as HeaderType | null,
    texts: Object.fromEntries(
      template.variations.map((v) => [
        v.languageTag,
        {
          content: v.content,
          attachmentTitle: v.attachmentTitle ?? '',
          attachmentUrl: v.attachmentUrl ?? '',
          footer: v.footer ?? '',
        },
      ]),
    ),
    templateName: definition.name,
    category: template.category,
  }
}

export function draftOf(state: WizardState): TemplateDraft {
  return {
    templateName: state.templateName,
    category: state.category,
    buttonType: state.buttonType,
    attachmentType: state.attachmentType,
    parameters: state.parameters,
    variations: state.languages.map((tag) => {
      const text = state.texts[tag] ?? emptyText
      return {
        languageTag: tag,
        content: text.content,
        attachmentTitle: text.attachmentTitle,
        attachmentUrl: text.attachmentUrl,
        footer: text.footer,
        buttons: state.buttonType === 'NONE' ? [] : (state.buttons[tag] ?? []),
      }
    }),
  }
}

/** Which step (0-based) a violation's field is entered on. */
export function stepOfField(field: string): number {
  if (field === 'templateName' || field === 'category') return 3
  if (field.startsWith('parameters')) return 1
  if (field === 'variations' || /^variations\.\d+\.(languageTag|buttons)/.test(field)) return 0
  return 2
}

const storageKey = (chatbotId: string, definitionId: string | null) =>
  `whatsapp-create:${chatbotId}:${definitionId ?? 'new'}`

/**
 * Creating a template, or a new version of a definition, in the spec's four steps (spec 000 §4): languages
 * and buttons (1/4), parameters (2/4), template (3/4), definition (4/4). Every rule of spec 000 §5 is
 * checked while typing and shown at its field; saving runs the four server steps with their counters and
 * submits when asked. The form survives a reload (session storage) until it is saved or cancelled.
 */
export function CreateTemplateModal({
  chatbotId,
  opened,
  onClose,
  definitions,
  base,
}: {
  chatbotId: string
  opened: boolean
  onClose: () => void
  definitions: readonly WhatsappDefinitionData[]
  /** A new version of this definition, pre-filled from this version. */
  base?: { definition: WhatsappDefinitionData; template: WhatsappTemplateData } | null
}) {
  const { t } = useTranslation('whatsapp')
  const definitionId = base?.definition.id ?? null
  const key = storageKey(chatbotId, definitionId)
  const [state, setState] = useState<WizardState>(() => {
    const saved = sessionStorage.getItem(key)
    if (saved) {
      try {
        return JSON.parse(saved) as WizardState
      } catch {
        // A damaged saved form: start over.
      }
    }
    return base ? wizardFrom(base.definition, base.template) : emptyWizard
  })
  const [active, setActive] = useState(0)
  const create = useCreateTemplate(chatbotId)
  useEffect(() => {
    if (opened) sessionStorage.setItem(key, JSON.stringify(state))
  }, [key, opened, state])

  const draft = useMemo(() => draftOf(state), [state])
  const context = useMemo(
    () => ({
      otherNames: definitions.filter((d) => d.id !== definitionId).map((d) => d.name),
      otherTexts: definitions
        .filter((d) => d.id !== definitionId)
        .flatMap((d) => d.availableTemplates.flatMap((tpl) => tpl.variations.map((v) => v.content))),
    }),
    [definitions, definitionId],
  )
  const violations = useMemo(() => checkTemplate(draft, context), [draft, context])
  const openPerStep = [0, 1, 2, 3].map(
    (step) => violations.filter((v) => stepOfField(v.field) === step).length,
  )

  const close = () => {
    if (create.isPending) return
    sessionStorage.removeItem(key)
    create.reset()
    onClose()
  }
  // One creation per click: a second click in the same moment comes before isPending is rendered.
  const sending = useRef(false)
  const save = (submit: boolean) => {
    if (sending.current || create.isPending || violations.length > 0) return
    sending.current = true
    create.mutate(
      { draft, definitionId, submit },
      {
        onSuccess: () => {
          sessionStorage.removeItem(key)
        },
        onSettled: () => {
          sending.current = false
        },
      },
    )
  }
  const update = (patch: Partial<WizardState>) => setState((s) => ({ ...s, ...patch }))
  const failure = create.error instanceof WhatsappCallFailedError ? create.error : null
  const stage = (failure?.stage ?? 'UNKNOWN') as
    'BUTTON' | 'VARIATION' | 'PARAMETER' | 'TEMPLATE' | 'SUBMIT' | 'DEFINITION' | 'UNKNOWN'
  const known = ['BUTTON', 'VARIATION', 'PARAMETER', 'TEMPLATE', 'SUBMIT', 'DEFINITION'].includes(stage)
  const stepLabels = creationSteps.map((s) => t(`create.steps.${s.id}`))

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="min(1200px, 95vw)"
      title={base ? t('create.titleVersion', { name: base.definition.name }) : t('create.title')}
      data-testid="create-template"
    >
      {create.isSuccess ? (
        <Stack>
          <Alert color="teal" variant="light" role="status" data-testid="create-done">
            {create.variables?.submit
              ? `${t('create.createdSubmitted', { name: draft.templateName })} ${t('create.reviewTime', reviewTimes)}`
              : t('create.created', { name: draft.templateName })}
          </Alert>
          <Group justify="flex-end">
            <Button onClick={close}>{t('create.close')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Stepper active={active} onStepClick={setActive} size="sm">
            {stepLabels.map((label, index) => (
              <Stepper.Step
                key={label}
                label={label}
                description={t('create.counter', { step: index + 1 })}
                color={openPerStep[index] ? 'orange' : undefined}
                data-testid={`step-${index + 1}`}
              />
            ))}
          </Stepper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <Stack gap="sm" data-testid={`step-panel-${active + 1}`}>
              <Title order={3} fz="h5">
                {t('create.counter', { step: active + 1 })} – {stepLabels[active]}
              </Title>
              {active === 0 && <LanguagesStep state={state} update={update} violations={violations} />}
              {active === 1 && (
                <ParametersStep chatbotId={chatbotId} state={state} update={update} violations={violations} />
              )}
              {active === 2 && <TemplateStep state={state} update={update} violations={violations} />}
              {active === 3 && (
                <DefinitionStep state={state} update={update} violations={violations} locked={!!base} />
              )}
            </Stack>
            <Stack gap="sm">
              <Text fw={600}>{t('create.preview')}</Text>
              {draft.variations.map((variation) => (
                <TemplatePreview
                  key={variation.languageTag}
                  variation={variation}
                  parameters={draft.parameters}
                  attachmentType={draft.attachmentType}
                  buttonType={draft.buttonType}
                />
              ))}
            </Stack>
          </SimpleGrid>
          <Divider />
          {create.isPending && (
            <Alert color="blue" variant="light" role="status" data-testid="create-progress">
              {create.progress === 5
                ? t('create.submitting')
                : t('create.running', {
                    step: create.progress,
                    label: stepLabels[Math.max(0, create.progress - 1)],
                  })}
            </Alert>
          )}
          {create.isError && (
            <Alert
              color="red"
              variant="light"
              role="alert"
              title={t('create.failedTitle', { name: draft.templateName })}
              data-testid="create-failed"
              data-stage={stage}
            >
              <Stack gap={4}>
                <Text fz="sm">{t(`create.failed.${known ? stage : 'UNKNOWN'}`)}</Text>
                {failure?.fields
                  .flatMap((f) => f.messages)
                  .map((message) => (
                    <Text key={message} fz="sm">
                      {message}
                    </Text>
                  ))}
              </Stack>
            </Alert>
          )}
          <Group justify="space-between">
            <Text
              fz="sm"
              c={violations.length ? 'var(--portal-danger-text)' : 'var(--portal-ok-text)'}
              data-testid="rules-summary"
            >
              {violations.length ? t('create.rulesOpen', { count: violations.length }) : t('create.rulesOk')}
            </Text>
            <Group>
              <Button variant="default" disabled={active === 0} onClick={() => setActive((a) => a - 1)}>
                {t('create.back')}
              </Button>
              {active < 3 ? (
                <Button onClick={() => setActive((a) => a + 1)}>{t('create.next')}</Button>
              ) : (
                <>
                  <Button
                    variant="default"
                    disabled={violations.length > 0}
                    loading={create.isPending && !create.variables?.submit}
                    onClick={() => save(false)}
                  >
                    {t('create.saveAsDraft')}
                  </Button>
                  <Button
                    disabled={violations.length > 0}
                    loading={create.isPending && !!create.variables?.submit}
                    onClick={() => save(true)}
                  >
                    {t('create.saveAndSubmit')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  )
}

interface StepProps {
  state: WizardState
  update: (patch: Partial<WizardState>) => void
  violations: RuleViolation[]
}

/** The messages of the violations at `field` (exactly, or below it when `prefix`). */
function useFieldMessages(violations: RuleViolation[]) {
  const message = useRuleMessage()
  return (field: string, prefix = false) => {
    const list = violations.filter((v) => (prefix ? v.field.startsWith(field) : v.field === field))
    return list.length ? list.map(message).join(' ') : undefined
  }
}

function LanguagesStep({ state, update, violations }: StepProps) {
  const { t } = useTranslation('whatsapp')
  const languageName = useLanguageName()
  const errorAt = useFieldMessages(violations)
  const options = useMemo(
    () =>
      templateLocales.map((l) => ({
        value: l.languageTag,
        label: `${languageName(l.languageTag)} (${l.languageTag})`,
      })),
    [languageName],
  )
  const max = state.buttonType === 'CALL_TO_ACTION' ? maxCallToActionButtons : maxQuickReplyButtons
  const setButtons = (tag: string, buttons: ButtonDraft[]) =>
    update({ buttons: { ...state.buttons, [tag]: buttons } })
  const newButton = (): ButtonDraft =>
    state.buttonType === 'CALL_TO_ACTION'
      ? { actionType: 'URL', text: '', url: '', urlType: 'STATIC' }
      : { actionType: null, text: '' }
  return (
    <Stack gap="sm">
      <MultiSelect
        label={t('create.languages')}
        description={t('create.languagesHint')}
        data={options}
        value={state.languages}
        onChange={(languages) => update({ languages })}
        searchable
        error={errorAt('variations') ?? violationsFor(violations, 'languageTag', errorAt)}
        data-testid="languages"
      />
      <div>
        <Text fz="sm" fw={500} mb={4} id="button-type-label">
          {t('create.buttonType')}
        </Text>
        <SegmentedControl
          aria-labelledby="button-type-label"
          data={buttonTypes.map((value) => ({ value, label: t(`buttonTypes.${value}`) }))}
          value={state.buttonType}
          onChange={(value) => update({ buttonType: value as ButtonType, buttons: {} })}
          data-testid="button-type"
        />
      </div>
      {state.buttonType !== 'NONE' &&
        state.languages.map((tag, li) => {
          const buttons = state.buttons[tag] ?? []
          return (
            <Paper key={tag} withBorder p="sm" data-testid={`buttons-${tag}`}>
              <Stack gap="xs">
                <Text fw={600} fz="sm">
                  {t('create.buttonsFor', { language: languageName(tag) })}
                </Text>
                {buttons.map((button, bi) => {
                  const at = `variations.${li}.buttons.${bi}`
                  const set = (patch: Partial<ButtonDraft>) =>
                    setButtons(
                      tag,
                      buttons.map((b, i) => (i === bi ? { ...b, ...patch } : b)),
                    )
                  return (
                    <Group key={bi} align="flex-start" gap="xs" wrap="nowrap">
                      <Stack gap={4} style={{ flex: 1 }}>
                        <TextInput
                          label={t('create.buttonText')}
                          value={button.text}
                          onChange={(e) => set({ text: e.currentTarget.value })}
                          error={errorAt(`${at}.text`)}
                          size="xs"
                        />
                        {state.buttonType === 'CALL_TO_ACTION' && (
                          <>
                            <Select
                              label={t('create.actionType')}
                              data={(['URL', 'PHONE_NUMBER'] as const).map((value) => ({
                                value,
                                label: t(`actionTypes.${value}`),
                              }))}
                              value={button.actionType}
                              onChange={(value) => set({ actionType: value as ButtonDraft['actionType'] })}
                              error={errorAt(`${at}.actionType`)}
                              size="xs"
                              allowDeselect={false}
                            />
                            {button.actionType === 'PHONE_NUMBER' ? (
                              <TextInput
                                label={t('create.phoneNumber')}
                                value={button.phoneNumber ?? ''}
                                onChange={(e) => set({ phoneNumber: e.currentTarget.value })}
                                error={errorAt(`${at}.phoneNumber`)}
                                size="xs"
                              />
                            ) : (
                              <Group grow align="flex-start">
                                <TextInput
                                  label={t('create.url')}
                                  value={button.url ?? ''}
                                  onChange={(e) => set({ url: e.currentTarget.value })}
                                  error={errorAt(`${at}.url`)}
                                  size="xs"
                                />
                                <Select
                                  label={t('create.urlType')}
                                  data={(['STATIC', 'DYNAMIC'] as const).map((value) => ({
                                    value,
                                    label: t(`urlTypes.${value}`),
                                  }))}
                                  value={button.urlType ?? null}
                                  onChange={(value) => set({ urlType: value as ButtonDraft['urlType'] })}
                                  error={errorAt(`${at}.urlType`)}
                                  size="xs"
                                  allowDeselect={false}
                                />
                              </Group>
                            )}
                          </>
                        )}
                      </Stack>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        mt={24}
                        aria-label={t('create.removeButton')}
                        onClick={() =>
                          setButtons(
                            tag,
                            buttons.filter((_, i) => i !== bi),
                          )
                        }
                      >
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  )
                })}
                {errorAt(`variations.${li}.buttons`) && (
                  <Text fz="xs" c="var(--mantine-color-error)" role="alert">
                    {errorAt(`variations.${li}.buttons`)}
                  </Text>
                )}
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconPlus size={14} />}
                  onClick={() => setButtons(tag, [...buttons, newButton()])}
                  disabled={buttons.length > max}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('create.addButton')}
                </Button>
              </Stack>
            </Paper>
          )
        })}
    </Stack>
  )
}

/** The language-tag messages of every variation, joined. */
function violationsFor(
  violations: RuleViolation[],
  part: string,
  errorAt: (f: string) => string | undefined,
) {
  const fields = [...new Set(violations.filter((v) => v.field.endsWith(`.${part}`)).map((v) => v.field))]
  return fields.map((f) => errorAt(f)).join(' ') || undefined
}

function ParametersStep({ chatbotId, state, update, violations }: StepProps & { chatbotId: string }) {
  const { t, i18n } = useTranslation('whatsapp')
  const errorAt = useFieldMessages(violations)
  const atsOptions = useAtsFieldOptions(chatbotId)
  const atsItems = atsFieldItems(atsOptions.data ?? [], i18n.language)
  const count = state.parameters.length
  const setCount = (n: number) =>
    update({
      parameters: Array.from(
        { length: Math.max(0, Math.min(20, n)) },
        (_, i) => state.parameters[i] ?? { name: '', index: i + 1, example: '', scalarName: '' },
      ),
    })
  const set = (i: number, patch: Partial<ParameterDraft>) =>
    update({ parameters: state.parameters.map((p, j) => (j === i ? { ...p, ...patch } : p)) })
  return (
    <Stack gap="sm">
      <NumberInput
        label={t('create.variableCount')}
        min={0}
        max={20}
        value={count}
        onChange={(value) => setCount(Number(value) || 0)}
        error={errorAt('parameters')}
        data-testid="variable-count"
      />
      {count === 0 && (
        <Text fz="sm" c="dimmed">
          {t('create.noParameters', { first: '{{1}}', second: '{{2}}' })}
        </Text>
      )}
      {state.parameters.map((p, i) => {
        const variable = `{{${i + 1}}}`
        return (
          // Four fields per variable, two to a row: side by side in the half-width step they were cut off.
          <SimpleGrid key={i} cols={2} spacing="sm" verticalSpacing="xs">
            <TextInput
              label={t('create.parameterName', { variable })}
              value={p.name}
              onChange={(e) => set(i, { name: e.currentTarget.value })}
              error={errorAt(`parameters.${i}.name`)}
            />
            <TextInput
              label={t('create.parameterExample', { variable })}
              value={p.example ?? ''}
              onChange={(e) => set(i, { example: e.currentTarget.value })}
            />
            <TextInput
              label={t('create.parameterScalar')}
              value={p.scalarName ?? ''}
              onChange={(e) => set(i, { scalarName: e.currentTarget.value })}
            />
            <Select
              label={t('create.parameterAts')}
              placeholder={t('create.parameterAtsNone')}
              data={atsItems}
              value={p.atsFieldMapping ?? null}
              onChange={(value) => set(i, { atsFieldMapping: value })}
              clearable
              searchable
              disabled={atsOptions.isPending}
              error={
                atsOptions.isError ? describeError(i18n, atsOptions.error, 'whatsapp').message : undefined
              }
              data-testid={`parameter-ats-${i + 1}`}
            />
          </SimpleGrid>
        )
      })}
    </Stack>
  )
}

function TemplateStep({ state, update, violations }: StepProps) {
  const { t } = useTranslation('whatsapp')
  const languageName = useLanguageName()
  const errorAt = useFieldMessages(violations)
  const [tab, setTab] = useState<string | null>(state.languages[0] ?? null)
  const setText = (tag: string, patch: Partial<WizardState['texts'][string]>) =>
    update({ texts: { ...state.texts, [tag]: { ...emptyText, ...state.texts[tag], ...patch } } })
  return (
    <Stack gap="sm">
      <Select
        label={t('create.headerType')}
        data={[
          { value: 'NONE', label: t('headerTypes.NONE') },
          ...headerTypes.map((value) => ({ value, label: t(`headerTypes.${value}`) })),
        ]}
        value={state.attachmentType ?? 'NONE'}
        onChange={(value) =>
          update({ attachmentType: !value || value === 'NONE' ? null : (value as HeaderType) })
        }
        allowDeselect={false}
        data-testid="header-type"
      />
      <Tabs value={tab ?? state.languages[0] ?? null} onChange={setTab}>
        <Tabs.List>
          {state.languages.map((tag, li) => {
            const open = violations.some(
              (v) => v.field.startsWith(`variations.${li}.`) && stepOfField(v.field) === 2,
            )
            return (
              <Tabs.Tab
                key={tag}
                value={tag}
                color={open ? 'orange' : undefined}
                data-testid={`text-tab-${tag}`}
              >
                {languageName(tag)}
              </Tabs.Tab>
            )
          })}
        </Tabs.List>
        {state.languages.map((tag, li) => {
          const text = state.texts[tag] ?? emptyText
          const at = `variations.${li}`
          return (
            <Tabs.Panel key={tag} value={tag} pt="sm">
              <Stack gap="sm">
                {state.attachmentType === 'TEXT' && (
                  <TextInput
                    label={t('create.headerText')}
                    value={text.attachmentTitle}
                    onChange={(e) => setText(tag, { attachmentTitle: e.currentTarget.value })}
                    error={errorAt(`${at}.attachmentTitle`)}
                  />
                )}
                {state.attachmentType && state.attachmentType !== 'TEXT' && (
                  <TextInput
                    label={t('create.mediaExample')}
                    value={text.attachmentUrl}
                    onChange={(e) => setText(tag, { attachmentUrl: e.currentTarget.value })}
                    error={errorAt(`${at}.attachmentUrl`)}
                  />
                )}
                <Textarea
                  label={t('create.body')}
                  description={t('create.bodyHint', { first: '{{1}}', second: '{{2}}' })}
                  autosize
                  minRows={4}
                  value={text.content}
                  onChange={(e) => setText(tag, { content: e.currentTarget.value })}
                  error={errorAt(`${at}.content`)}
                  data-testid={`body-${tag}`}
                />
                <TextInput
                  label={t('create.footer')}
                  value={text.footer}
                  onChange={(e) => setText(tag, { footer: e.currentTarget.value })}
                />
              </Stack>
            </Tabs.Panel>
          )
        })}
      </Tabs>
    </Stack>
  )
}

function DefinitionStep({ state, update, violations, locked }: StepProps & { locked: boolean }) {
  const { t } = useTranslation('whatsapp')
  const errorAt = useFieldMessages(violations)
  return (
    <Stack gap="sm">
      <TextInput
        label={t('create.name')}
        value={state.templateName}
        onChange={(e) => update({ templateName: e.currentTarget.value })}
        error={errorAt('templateName')}
        disabled={locked}
        data-testid="template-name"
      />
      <Select
        label={t('create.category')}
        data={templateCategories.map((value) => ({ value, label: t(`categories.${value}`) }))}
        value={state.category || null}
        onChange={(value) => update({ category: value ?? '' })}
        error={errorAt('category')}
        data-testid="category"
      />
    </Stack>
  )
}

import { Alert, Button, Group, Paper, Stack, Switch, Text, TextInput, Textarea, Title } from '@mantine/core'
import { useMemo } from 'react'
import { Controller } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import * as v from 'valibot'
import { checkTemplate, checkTemplateName, type RuleViolation } from '@shared/domain/whatsapp-templates'
import { useSingleFlight } from '../../../lib/single-flight'
import { useEntityForm } from '../../../lib/use-entity-form'
import { useNotify } from '../../../ui/notify'
import { atsFieldName, useAtsFieldOptions, useSyncAtsVariables } from '../api/ats-fields'
import type { WhatsappDefinitionData, WhatsappTemplateData } from '../api/schemas'
import { useUpdateDefinitionSettings, useUpdateVariation } from '../api/template-edits'
import { asFormFailure } from '../forms/form-failure'
import { draftOf, wizardFrom } from './create-template'
import { useLanguageName, useRuleMessage } from './whatsapp-format'

/**
 * The edits of the version viewer: the definition's name and Smart Inbox flag, a language of a concept or
 * rejected version, and the version's variables with their ATS fields and the ATS sync.
 */

/** The rule context of a definition's own edits: the names and texts of every other definition. */
function otherDefinitions(
  definition: WhatsappDefinitionData,
  definitions: readonly WhatsappDefinitionData[],
) {
  const others = definitions.filter((d) => d.id !== definition.id)
  return {
    otherNames: others.map((d) => d.name),
    otherTexts: others.flatMap((d) =>
      d.availableTemplates.flatMap((tpl) => tpl.variations.map((x) => x.content)),
    ),
  }
}

/** The definition's name and Smart Inbox flag (definition update), confirmed when saved. */
export function DefinitionSettings({
  chatbotId,
  definition,
  definitions,
}: {
  chatbotId: string
  definition: WhatsappDefinitionData
  definitions: readonly WhatsappDefinitionData[]
}) {
  const { t } = useTranslation('whatsapp')
  const message = useRuleMessage()
  const notify = useNotify()
  const update = useUpdateDefinitionSettings(chatbotId)
  const { otherNames } = otherDefinitions(definition, definitions)
  const schema = v.object({
    name: v.pipe(
      v.string(),
      v.check(
        (name) => checkTemplateName(name, otherNames).length === 0,
        (issue) => message(checkTemplateName(String(issue.input), otherNames)[0] ?? { code: 'required' }),
      ),
    ),
    isSmartInboxTemplate: v.boolean(),
  })
  const entity = useEntityForm({
    schema,
    defaultValues: { name: definition.name, isSmartInboxTemplate: definition.isSmartInboxTemplate },
    namespace: 'whatsapp',
    fieldMap: { templateName: 'name' },
    submit: async (input) => {
      try {
        await update.mutateAsync({ id: definition.id, input: { ...input, name: input.name.trim() } })
      } catch (error) {
        throw asFormFailure(
          error,
          (code) => message({ code }),
          t('versions.failed', { name: definition.name }),
        )
      }
      notify.done(t('versions.settingsSaved', { name: input.name.trim() }))
    },
  })
  const errors = entity.form.formState.errors
  return (
    <Paper withBorder p="sm">
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)} data-testid="definition-settings">
        <Stack gap="xs">
          <Title order={3} fz="h5">
            {t('versions.settings')}
          </Title>
          <TextInput
            label={t('versions.name')}
            {...entity.form.register('name')}
            error={errors.name?.message}
            data-testid="definition-name"
          />
          {/* Mantine's Switch keeps its own checked state: a registered ref would not show the default. */}
          <Controller
            control={entity.form.control}
            name="isSmartInboxTemplate"
            render={({ field }) => (
              <Switch
                label={t('versions.smartInbox')}
                checked={field.value}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                data-testid="definition-smart-inbox"
              />
            )}
          />
          {entity.formError && (
            <Alert color="red" variant="light" role="alert">
              {entity.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button
              type="submit"
              size="xs"
              loading={entity.submitting}
              disabled={!entity.form.formState.isDirty}
              data-testid="definition-settings-save"
            >
              {t('versions.saveSettings')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

type LanguageField = 'attachmentTitle' | 'content' | 'footer'

/**
 * Which of a language's fields a violation belongs to: its own field, else the message (a rule of the
 * language as a whole); null for a violation of another language or of the template.
 */
export function languageFieldOf(violation: RuleViolation, index: number): LanguageField | null {
  const prefix = `variations.${index}`
  if (violation.field !== prefix && !violation.field.startsWith(`${prefix}.`)) return null
  const rest = violation.field.slice(prefix.length + 1)
  return rest === 'attachmentTitle' || rest === 'footer' ? rest : 'content'
}

/**
 * A language of a concept or rejected version (variation update), checked with every rule of the whole
 * template as the server checks it; confirmed when saved.
 */
export function LanguageEditor({
  chatbotId,
  definition,
  definitions,
  template,
  languageTag,
  onClose,
}: {
  chatbotId: string
  definition: WhatsappDefinitionData
  definitions: readonly WhatsappDefinitionData[]
  template: WhatsappTemplateData
  languageTag: string
  onClose: () => void
}) {
  const { t } = useTranslation('whatsapp')
  const message = useRuleMessage()
  const notify = useNotify()
  const languageName = useLanguageName()
  const update = useUpdateVariation(chatbotId)
  const index = template.variations.findIndex((x) => x.languageTag === languageTag)
  const variation = template.variations[index]
  const context = useMemo(() => otherDefinitions(definition, definitions), [definition, definitions])
  const violationsOf = (values: Record<LanguageField, string>) => {
    const state = wizardFrom(definition, template)
    const texts = { ...state.texts, [languageTag]: { ...state.texts[languageTag]!, ...values } }
    return checkTemplate(draftOf({ ...state, texts }), context)
  }
  const fieldRule = (field: LanguageField) =>
    v.forward<Record<LanguageField, string>, v.CheckIssue<Record<LanguageField, string>>, [LanguageField]>(
      v.check(
        (values) => !violationsOf(values).some((x) => languageFieldOf(x, index) === field),
        (issue) =>
          violationsOf(issue.input)
            .filter((x) => languageFieldOf(x, index) === field)
            .map(message)
            .join(' '),
      ),
      [field],
    )
  const schema = v.pipe(
    v.object({ attachmentTitle: v.string(), content: v.string(), footer: v.string() }),
    fieldRule('attachmentTitle'),
    fieldRule('content'),
    fieldRule('footer'),
  )
  const language = languageName(languageTag)
  const entity = useEntityForm({
    schema,
    defaultValues: {
      attachmentTitle: variation?.attachmentTitle ?? '',
      content: variation?.content ?? '',
      footer: variation?.footer ?? '',
    },
    namespace: 'whatsapp',
    submit: async (input) => {
      if (!variation) return
      try {
        await update.mutateAsync({
          id: variation.id,
          input: {
            content: input.content,
            footer: input.footer,
            ...(template.attachmentType === 'TEXT' ? { attachmentTitle: input.attachmentTitle } : {}),
          },
        })
      } catch (error) {
        throw asFormFailure(
          error,
          (code) => message({ code }),
          t('versions.failed', { name: definition.name }),
        )
      }
      notify.done(t('versions.languageSaved', { language, version: template.version }))
      onClose()
    },
  })
  const errors = entity.form.formState.errors
  if (!variation) return null
  return (
    <Paper withBorder p="sm">
      <form noValidate onSubmit={(event) => void entity.onSubmit(event)} data-testid="language-editor">
        <Stack gap="xs">
          <Title order={4} fz="h6">
            {t('versions.editLanguageTitle', { language, version: template.version })}
          </Title>
          <Text fz="xs" c="dimmed">
            {t('versions.editHint')}
          </Text>
          {template.attachmentType === 'TEXT' && (
            <TextInput
              label={t('versions.headerText')}
              {...entity.form.register('attachmentTitle')}
              error={errors.attachmentTitle?.message}
            />
          )}
          <Textarea
            label={t('versions.body')}
            rows={4}
            {...entity.form.register('content')}
            error={errors.content?.message}
            data-testid="language-content"
          />
          <TextInput
            label={t('versions.footer')}
            {...entity.form.register('footer')}
            error={errors.footer?.message}
          />
          {entity.formError && (
            <Alert color="red" variant="light" role="alert" data-testid="language-failed">
              {entity.formError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" size="xs" onClick={onClose} disabled={entity.submitting}>
              {t('versions.cancel')}
            </Button>
            <Button type="submit" size="xs" loading={entity.submitting} data-testid="language-save">
              {t('versions.saveLanguage')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}

/** A version's variables with the ATS field each is filled from, and the ATS sync that links them. */
export function VersionVariables({
  chatbotId,
  template,
  mayEdit,
}: {
  chatbotId: string
  template: WhatsappTemplateData
  mayEdit: boolean
}) {
  const { t, i18n } = useTranslation('whatsapp')
  const notify = useNotify()
  const options = useAtsFieldOptions(chatbotId)
  const sync = useSyncAtsVariables(chatbotId)
  const once = useSingleFlight()
  if (template.parameters.length === 0) return null
  const fieldName = (path: string) => {
    const option = options.data?.find((o) => o.value === path)
    return option ? atsFieldName(option, i18n.language) : path
  }
  const run = () =>
    once(async () => {
      const answer = await sync.mutateAsync(template.id)
      notify.done(
        answer.updated > 0 ? t('versions.atsSynced', { count: answer.updated }) : t('versions.atsSyncedNone'),
      )
    })
  return (
    <Stack gap={4} data-testid="version-variables">
      <Text fz="xs" fw={600}>
        {t('versions.variables')}
      </Text>
      {[...template.parameters]
        .sort((a, b) => a.index - b.index)
        .map((p) => (
          <Text key={p.id} fz="xs" data-testid={`variable-${p.index}`}>
            {`{{${p.index}}} ${p.name} · `}
            {p.atsFieldMapping
              ? t('versions.atsField', { field: fieldName(p.atsFieldMapping) })
              : t('versions.noAtsField')}
          </Text>
        ))}
      {sync.isError && (
        <Text fz="xs" c="var(--portal-danger-text)" role="alert">
          {t('versions.atsSyncFailed')}
        </Text>
      )}
      {mayEdit && (
        <Group>
          <Button
            size="xs"
            variant="subtle"
            px={0}
            loading={sync.isPending}
            onClick={run}
            data-testid="sync-ats"
          >
            {t('versions.syncAts')}
          </Button>
        </Group>
      )}
    </Stack>
  )
}

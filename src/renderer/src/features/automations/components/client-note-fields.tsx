import { Stack, TagsInput, Textarea } from '@mantine/core'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import {
  clientDescriptionImagesMax,
  clientDescriptionMaxLength,
  whitelistMaxLength,
} from '@shared/domain/automations'
import { SectionHeading } from './format'
import { useAutomationMessage } from './schedule-fields'
import type { EditFormValues } from './settings-extras'

type Form = UseFormReturn<EditFormValues>

/** The first problem of a list field: its own, else that of the first entry that has one. */
function listProblem(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined
  const own = (error as { message?: unknown }).message
  if (typeof own === 'string' && own !== '') return own
  for (const entry of Object.values(error as Record<string, unknown>))
    if (entry && typeof entry === 'object' && typeof (entry as { message?: unknown }).message === 'string')
      return (entry as { message: string }).message
  return undefined
}

/**
 * The whitelist (spec 000 §3 'Campaign'): while the automation is testing (A_2), it sends only to these
 * numbers; an empty list lets everyone through. Each number is checked as the send form checks one.
 */
export function WhitelistField({ form }: { form: Form }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  return (
    <Controller
      control={form.control}
      name="whitelist"
      render={({ field, fieldState }) => (
        <TagsInput
          label={t('whitelist.label')}
          description={t('whitelist.help')}
          placeholder={t('whitelist.placeholder')}
          maxTags={whitelistMaxLength}
          splitChars={[',', ';']}
          clearable
          value={field.value}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={message(listProblem(fieldState.error))}
          data-testid="edit-whitelist"
        />
      )}
    />
  )
}

/**
 * The note about the automation for the client (clientDescription) and its images (clientDescriptionImages,
 * https addresses): what the automation does, in the client's words.
 */
export function ClientNoteFields({ form }: { form: Form }) {
  const { t } = useTranslation('automations')
  const message = useAutomationMessage()
  return (
    <Stack gap="xs" data-testid="edit-client-note">
      <SectionHeading title={t('clientNote.title')} help={t('clientNote.help')} />
      <Textarea
        aria-label={t('clientNote.text')}
        placeholder={t('clientNote.text')}
        autosize
        minRows={3}
        maxLength={clientDescriptionMaxLength}
        {...form.register('clientDescription')}
        error={message(form.formState.errors.clientDescription?.message)}
        data-testid="edit-client-description"
      />
      <Controller
        control={form.control}
        name="clientDescriptionImages"
        render={({ field, fieldState }) => (
          <TagsInput
            label={t('clientNote.images')}
            description={t('clientNote.imagesHelp', { count: clientDescriptionImagesMax })}
            placeholder="https://"
            maxTags={clientDescriptionImagesMax}
            splitChars={[' ', ',']}
            clearable
            value={field.value}
            onChange={(value) => field.onChange(value)}
            onBlur={field.onBlur}
            error={message(listProblem(fieldState.error))}
            data-testid="edit-client-images"
          />
        )}
      />
    </Stack>
  )
}

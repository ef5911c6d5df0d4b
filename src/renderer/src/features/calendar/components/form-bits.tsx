import { Alert, Button, Group, Select, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { spokenLanguageCodes } from '@shared/domain/calendar'

/** A candidate's language, for the questions the bot's offer depends on; cleared: any language. */
export function CandidateLanguageSelect({
  value,
  onChange,
  testId,
}: {
  value: string | null
  onChange: (language: string | null) => void
  testId: string
}) {
  const { t } = useTranslation('calendar')
  return (
    <Select
      size="xs"
      label={t('why.language')}
      placeholder={t('why.anyLanguage')}
      data={spokenLanguageCodes.map((code) => ({ value: code, label: t(`languages.${code}`) }))}
      value={value}
      onChange={onChange}
      clearable
      data-testid={testId}
    />
  )
}

/** The save button of a calendar form, with "Saved" beside it once the last save went through. */
export function SaveRow({
  label,
  saved,
  pending,
  disabled,
  onSave,
  testId,
}: {
  label: string
  saved: boolean
  pending: boolean
  disabled: boolean
  onSave: () => void
  /** `<testId>-save` for the button, `<testId>-saved` for the confirmation. */
  testId: string
}) {
  const { t } = useTranslation('calendar')
  return (
    <Group justify="flex-end" gap="xs">
      {saved && !pending && (
        <Text fz="sm" c="dimmed" role="status" data-testid={`${testId}-saved`}>
          {t('preference.saved')}
        </Text>
      )}
      <Button onClick={onSave} loading={pending} disabled={disabled} data-testid={`${testId}-save`}>
        {label}
      </Button>
    </Group>
  )
}

/**
 * The foot of a calendar dialog: the refusal without a field to show it on (the server's message in the
 * interface language), Cancel, and the one action, which shows its progress while it runs.
 */
export function DialogActions({
  error,
  label,
  pending,
  disabled = false,
  danger = false,
  onCancel,
  onConfirm,
  testId,
}: {
  /** The failure to show above the buttons, or null. */
  error: string | null
  label: string
  pending: boolean
  disabled?: boolean
  danger?: boolean
  onCancel: () => void
  onConfirm: () => void
  testId: string
}) {
  const { t } = useTranslation('common')
  return (
    <>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="xs">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={onConfirm}
          loading={pending}
          disabled={disabled}
          data-testid={testId}
        >
          {label}
        </Button>
      </Group>
    </>
  )
}

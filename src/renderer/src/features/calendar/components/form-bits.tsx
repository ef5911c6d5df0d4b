import { Button, Group, Select, Text } from '@mantine/core'
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

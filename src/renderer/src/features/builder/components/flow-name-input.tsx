import { TextInput } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** The longest flow name the builder's forms accept. */
export const flowNameMaxLength = 200

/**
 * A flow's name, as the new-flow and the edit-flow forms ask it: required, its message shown once the
 * form was submitted (`tried`), focused when the form opens.
 */
export function FlowNameInput({
  value,
  onChange,
  tried,
  testId,
}: {
  value: string
  onChange: (value: string) => void
  tried: boolean
  testId: string
}) {
  const { t } = useTranslation('builder')
  return (
    <TextInput
      label={t('flows.name')}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      withAsterisk
      error={tried && !value.trim() ? t('response.errors.required') : undefined}
      maxLength={flowNameMaxLength}
      data-autofocus
      data-testid={testId}
    />
  )
}

import type { FieldError } from 'react-hook-form'
import type { ParseKeys } from 'i18next'
import { useTranslation } from 'react-i18next'

/** Schema messages are `session` keys (set by the schemas at run time, hence the cast): this turns a field's error into its text (or nothing). */
export function useFieldError(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('session')
  return (error) => (error?.message ? t(error.message as ParseKeys<'session'>) : undefined)
}

import { useTranslation } from 'react-i18next'

/**
 * The text of a message key from a form's schema or the server (`nameDuplicate`, `invalidFile`,
 * `queryConditionRequired`, …): the automation messages first, then the setup's own; a server text that is
 * no key is shown as it came.
 */
export function useAutomationMessage(): (key: string | undefined | null) => string | undefined {
  const { t, i18n } = useTranslation('automations')
  return (key) => {
    if (!key) return undefined
    for (const path of [`messages.${key}`, `setup.messages.${key}`])
      // Built from a message key at run time; i18n.exists checked that it is a real key.
      if (i18n.exists(`automations:${path}`)) return t(path as 'messages.nameRequired')
    return key
  }
}

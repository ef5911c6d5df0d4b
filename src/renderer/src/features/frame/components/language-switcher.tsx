import { SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { interfaceLanguages, type InterfaceLanguage } from '@shared/domain/languages'
import { useSetPreferences } from '../../../lib/preferences'

/** Switches the interface language at once and remembers the choice in the preferences. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('frame')
  const setPreferences = useSetPreferences()
  const change = (language: string) => {
    void i18n.changeLanguage(language)
    setPreferences.mutate({ language: language as InterfaceLanguage })
  }
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('language.label')}
      value={i18n.language}
      onChange={change}
      data={interfaceLanguages.map((lng) => ({ value: lng, label: t(`language.short.${lng}`) }))}
      data-testid="language-switcher"
    />
  )
}

import { useTranslation } from 'react-i18next'

/** A language tag's name in the interface language ('nl-NL' → 'Nederlands (Nederland)'). */
export function useLanguageName(): (tag: string) => string {
  const { i18n } = useTranslation()
  const names = new Intl.DisplayNames([i18n.language], { type: 'language' })
  return (tag: string) => {
    try {
      return names.of(tag) ?? tag
    } catch {
      return tag
    }
  }
}

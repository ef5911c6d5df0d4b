/** Interface languages (spec 000 §1, §9): nl-NL is the default, en-US the other. */
export const interfaceLanguages = ['nl-NL', 'en-US'] as const
export type InterfaceLanguage = (typeof interfaceLanguages)[number]
export const defaultLanguage: InterfaceLanguage = 'nl-NL'

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return typeof value === 'string' && (interfaceLanguages as readonly string[]).includes(value)
}

/**
 * Maps any language tag (an OS locale such as "nl-BE" or "en-GB", a chatbot's defaultLanguageTag such as
 * "nl" or "en") onto an interface language. Unknown languages fall back to the default, Dutch.
 */
export function toInterfaceLanguage(tag: string | null | undefined): InterfaceLanguage {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0]
  if (primary === 'en') return 'en-US'
  return defaultLanguage
}

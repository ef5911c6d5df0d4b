import type { InterfaceLanguage } from '@shared/domain/languages'

/**
 * Chromium's spell-check dictionaries for the user's language. `available` is Electron's
 * `session.availableSpellCheckerLanguages` (e.g. "nl", "en-US", "en-GB"). Setting a language that is not
 * in the list throws in Electron, so only listed ones are returned.
 *
 * The OS locale refines the dictionary within the same language (an en-GB system gets British spelling
 * for the English interface); it never adds a second language, which would accept misspellings in both.
 */
export function spellCheckerLanguages(
  language: InterfaceLanguage,
  osLocale: string,
  available: readonly string[],
): string[] {
  const find = (tag: string) => available.find((candidate) => candidate.toLowerCase() === tag.toLowerCase())
  const primary = language.split('-')[0]!.toLowerCase()
  const os = osLocale.replace('_', '-')
  const candidates = [
    os.toLowerCase().startsWith(`${primary}-`) ? os : null,
    language,
    primary,
    ...available.filter((candidate) => candidate.toLowerCase().startsWith(`${primary}-`)),
  ]
  for (const candidate of candidates) {
    const match = candidate ? find(candidate) : undefined
    if (match) return [match]
  }
  return []
}

/** macOS uses the system's spell checker and ignores language settings; Electron warns if set there. */
export function canChooseSpellCheckerLanguages(platform: string): boolean {
  return platform !== 'darwin'
}

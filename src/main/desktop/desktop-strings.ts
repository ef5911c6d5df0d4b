import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/preferences.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/preferences.json' with { type: 'json' }

/**
 * Texts main shows itself (tray, application menu). They live in the renderer's `preferences` namespace so
 * translators find every desktop text in one place and the locale parity test covers them.
 */
export type DesktopStrings = (typeof enUS)['desktop']

const strings: Record<InterfaceLanguage, DesktopStrings> = { 'en-US': enUS.desktop, 'nl-NL': nlNL.desktop }

export function desktopStrings(language: InterfaceLanguage): DesktopStrings {
  return strings[language]
}

import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/inbox.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/inbox.json' with { type: 'json' }

/** The Smart Inbox texts an export writes (headers, yes/no, senders, statuses, units): the renderer's own. */
export type ExportTexts = typeof enUS
const texts: Record<InterfaceLanguage, ExportTexts> = { 'en-US': enUS, 'nl-NL': nlNL }

export function exportTexts(language: InterfaceLanguage): ExportTexts {
  return texts[language]
}

import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/inbox.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/inbox.json' with { type: 'json' }

/** Texts of the native notifications main shows; they live in the renderer's `inbox` namespace. */
type NotificationStrings = (typeof enUS)['notifications']
const strings: Record<InterfaceLanguage, NotificationStrings> = {
  'en-US': enUS.notifications,
  'nl-NL': nlNL.notifications,
}

export function notificationStrings(language: InterfaceLanguage): NotificationStrings {
  return strings[language]
}

/** i18next-style {{name}} placeholders, for the few texts main formats itself. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  )
}

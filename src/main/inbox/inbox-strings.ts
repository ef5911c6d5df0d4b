import type { InterfaceLanguage } from '@shared/domain/languages'
import enUS from '../../../locales/en-US/inbox.json' with { type: 'json' }
import nlNL from '../../../locales/nl-NL/inbox.json' with { type: 'json' }

/** Texts of the native notifications main shows; they live in the renderer's `inbox` namespace. */
type NotificationStrings = (typeof enUS)['notifications']
const strings: Record<InterfaceLanguage, NotificationStrings> = {
  'en-US': enUS.notifications,
  'nl-NL': nlNL.notifications,
}

/** The Smart Inbox texts an export writes (headers, yes/no, senders, statuses): the renderer's own. */
export type InboxTexts = typeof enUS
const texts: Record<InterfaceLanguage, InboxTexts> = { 'en-US': enUS, 'nl-NL': nlNL }

export function inboxTexts(language: InterfaceLanguage): InboxTexts {
  return texts[language]
}

export function notificationStrings(language: InterfaceLanguage): NotificationStrings {
  return strings[language]
}

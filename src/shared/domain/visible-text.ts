/**
 * Names and labels people read in lists and exports refuse characters they cannot see (QUALITY SEC-14):
 * Unicode control characters (Cc: C0, DEL, C1) and the bidirectional controls that reorder what follows
 * them (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069), so `Jan \u202Egnp.exe\u202C Bakker` cannot
 * pass for another name. Every area's name rule (users, intents, flows, labels, templates, automations)
 * calls this one check, in the shared schemas main, the forms and the sandbox all use.
 */
const invisible = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u

export function hasInvisibleCharacters(text: string): boolean {
  return invisible.test(text)
}

/** The one wording, in each area's message table (`invisibleCharacters`) and `locales/<lng>/*.json`. */
export const invisibleCharactersMessage = {
  en: 'Remove the invisible or control characters from this name.',
  nl: 'Haal de onzichtbare tekens of stuurtekens uit deze naam.',
} as const

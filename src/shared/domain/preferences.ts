import * as v from 'valibot'
import { interfaceLanguages } from './languages'

/**
 * The user's preferences as the renderer sees them. Main keeps them (electron-store in the desktop app)
 * and a managed policy may enforce some of them (shown as locked).
 */
/** Light, dark, or whatever the operating system uses (the default). */
export const colorSchemes = ['auto', 'light', 'dark'] as const
export type ColorSchemePreference = (typeof colorSchemes)[number]

export const preferencesSchema = v.object({
  /** null: follow the user's language, else the chatbot's default language. */
  language: v.nullable(v.picklist(interfaceLanguages)),
  /** Candidate text in native notifications: off by default for candidate privacy. */
  notificationPreviews: v.boolean(),
  launchAtLogin: v.boolean(),
  closeToTray: v.boolean(),
  autoUpdate: v.boolean(),
  /** The interface's colour scheme; 'auto' follows the operating system. */
  colorScheme: v.picklist(colorSchemes),
  /** The sidebar shows icons only. */
  navCollapsed: v.boolean(),
  /** The export format offered first: an Excel workbook or a CSV file. */
  exportFormat: v.picklist(['xlsx', 'csv']),
  /** The CSV separator; null: the interface language's (`;` for nl-NL, `,` for en-US). */
  csvSeparator: v.nullable(v.picklist([';', ','])),
})
export type Preferences = v.InferOutput<typeof preferencesSchema>
export type PreferenceKey = keyof Preferences

export const defaultPreferences: Preferences = {
  language: null,
  notificationPreviews: false,
  launchAtLogin: false,
  closeToTray: false,
  autoUpdate: true,
  colorScheme: 'auto',
  navCollapsed: false,
  exportFormat: 'xlsx',
  csvSeparator: null,
}

/** A partial update: only known keys, each with a valid value. */
export const preferencesPatchSchema = v.strictObject(
  Object.fromEntries(
    Object.entries(preferencesSchema.entries).map(([key, schema]) => [key, v.optional(schema)]),
  ) as { [K in PreferenceKey]: v.OptionalSchema<(typeof preferencesSchema.entries)[K], undefined> },
)
export type PreferencesPatch = v.InferOutput<typeof preferencesPatchSchema>

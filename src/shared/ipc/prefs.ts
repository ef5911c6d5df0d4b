import * as v from 'valibot'
import { command, event } from './contract'
import { preferencesPatchSchema, type PreferenceKey, type Preferences } from '../domain/preferences'

export interface PreferencesState {
  readonly values: Preferences
  /** Keys a managed policy enforces: shown as locked, and `set` refuses to change them. */
  readonly locked: readonly PreferenceKey[]
}

export const prefsErrorCodes = { locked: 'preference_locked' } as const

export const prefsContract = {
  /** The current preferences and which of them are locked by policy. */
  get: command<PreferencesState>()('prefs:get', v.strictObject({})),
  /** Changes some preferences; a locked key fails with `preference_locked` and changes nothing. */
  set: command<PreferencesState>()('prefs:set', preferencesPatchSchema),
  /** Preferences changed (from any window or by policy). */
  onDidChange: event<PreferencesState>('prefs:did-change'),
} as const

import * as v from 'valibot'
import {
  defaultPreferences,
  preferencesSchema,
  type PreferenceKey,
  type Preferences,
  type PreferencesPatch,
} from '@shared/domain/preferences'
import { PortalError } from '@shared/ipc/errors'
import { prefsErrorCodes, type PreferencesState } from '@shared/ipc/prefs'
import type { KeyValueStore } from './key-value-store'

/** What a managed policy says about preferences: defaults the user may change, values the user may not. */
export interface PreferencePolicy {
  readonly defaults: Partial<Preferences>
  readonly enforced: Partial<Preferences>
}

export const noPreferencePolicy: PreferencePolicy = { defaults: {}, enforced: {} }

export interface PreferencesService {
  get(): PreferencesState
  set(patch: PreferencesPatch): PreferencesState
  /** Called with the new state after every change. */
  onDidChange(listener: (state: PreferencesState) => void): () => void
}

const storeKey = 'preferences'

export function createPreferencesService(store: KeyValueStore, policy: PreferencePolicy): PreferencesService {
  const listeners = new Set<(state: PreferencesState) => void>()
  const locked = Object.keys(policy.enforced) as PreferenceKey[]

  function readStored(): Partial<Preferences> {
    // A hand-edited or older file must not break start-up: keep only the keys that are still valid.
    const raw = store.get(storeKey)
    if (typeof raw !== 'object' || raw === null) return {}
    const valid: Record<string, unknown> = {}
    for (const [key, schema] of Object.entries(preferencesSchema.entries)) {
      const value = (raw as Record<string, unknown>)[key]
      if (value !== undefined && v.is(schema, value)) valid[key] = value
    }
    return valid as Partial<Preferences>
  }

  function state(): PreferencesState {
    return {
      values: { ...defaultPreferences, ...policy.defaults, ...readStored(), ...policy.enforced },
      locked,
    }
  }

  return {
    get: state,
    set(patch) {
      const changedKeys = (Object.keys(patch) as PreferenceKey[]).filter((key) => patch[key] !== undefined)
      const refused = changedKeys.filter((key) => locked.includes(key))
      if (refused.length > 0) {
        throw new PortalError(
          prefsErrorCodes.locked,
          'This setting is managed by your organisation.',
          Object.fromEntries(refused.map((key) => [key, 'locked'])),
        )
      }
      const next = { ...readStored() }
      for (const key of changedKeys) Object.assign(next, { [key]: patch[key] })
      store.set(storeKey, next)
      const current = state()
      for (const listener of listeners) listener(current)
      return current
    },
    onDidChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

import { describe, expect, it, vi } from 'vitest'
import { defaultPreferences } from '@shared/domain/preferences'
import { createMemoryStore } from './key-value-store'
import { createPreferencesService, noPreferencePolicy } from './preferences-service'

describe('preferences', () => {
  it('starts from the defaults: Dutch-by-default language, previews off for candidate privacy', () => {
    const prefs = createPreferencesService(createMemoryStore(), noPreferencePolicy)
    expect(prefs.get()).toEqual({ values: defaultPreferences, locked: [] })
    expect(prefs.get().values.notificationPreviews).toBe(false)
  })

  it('stores a change, tells listeners, and keeps it across restarts', () => {
    const store = createMemoryStore()
    const prefs = createPreferencesService(store, noPreferencePolicy)
    const listener = vi.fn()
    prefs.onDidChange(listener)
    prefs.set({ language: 'en-US' })
    expect(listener).toHaveBeenCalledWith(
      expect.objectContaining({ values: expect.objectContaining({ language: 'en-US' }) }),
    )
    expect(createPreferencesService(store, noPreferencePolicy).get().values.language).toBe('en-US')
  })

  it('lets policy defaults be changed by the user but never enforced values', () => {
    const store = createMemoryStore()
    const prefs = createPreferencesService(store, {
      defaults: { closeToTray: true },
      enforced: { notificationPreviews: false },
    })
    expect(prefs.get()).toMatchObject({
      values: { closeToTray: true, notificationPreviews: false },
      locked: ['notificationPreviews'],
    })
    prefs.set({ closeToTray: false })
    expect(prefs.get().values.closeToTray).toBe(false)
    expect(() => prefs.set({ notificationPreviews: true, closeToTray: true })).toThrow(
      expect.objectContaining({ code: 'preference_locked' }),
    )
    // Refused as a whole: the unlocked key in the same request did not change either.
    expect(prefs.get().values.closeToTray).toBe(false)
  })

  it('an enforced value wins over what the user stored before the policy arrived', () => {
    const store = createMemoryStore({ preferences: { launchAtLogin: false } })
    const prefs = createPreferencesService(store, { defaults: {}, enforced: { launchAtLogin: true } })
    expect(prefs.get().values.launchAtLogin).toBe(true)
  })

  it('ignores damaged or unknown stored values instead of failing to start', () => {
    const store = createMemoryStore({
      preferences: { language: 'fr-FR', closeToTray: 'yes', launchAtLogin: true, extra: 1 },
    })
    const values = createPreferencesService(store, noPreferencePolicy).get().values
    expect(values).toEqual({ ...defaultPreferences, launchAtLogin: true })
  })
})

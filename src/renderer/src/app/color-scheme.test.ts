import { describe, expect, it } from 'vitest'
import { defaultPreferences } from '@shared/domain/preferences'
import { effectiveColorScheme } from './app'

describe('colour scheme preference', () => {
  it('follows the operating system by default', () => {
    expect(defaultPreferences.colorScheme).toBe('auto')
    expect(effectiveColorScheme('auto', 'dark')).toBe('dark')
    expect(effectiveColorScheme('auto', 'light')).toBe('light')
    expect(effectiveColorScheme(undefined, 'dark')).toBe('dark')
  })
  it('uses light or dark when chosen, whatever the system says', () => {
    expect(effectiveColorScheme('light', 'dark')).toBe('light')
    expect(effectiveColorScheme('dark', 'light')).toBe('dark')
  })
})

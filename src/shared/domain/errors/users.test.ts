import { describe, expect, it } from 'vitest'
import { errorCatalogue } from './index'
import { userRuleErrors } from './users'

describe('refusal codes', () => {
  it('has a status, an English and a Dutch text for each, and is the catalogue’s own entry (so the sandbox and the screen use it)', () => {
    for (const [code, entry] of Object.entries(userRuleErrors)) {
      expect(code).toMatch(/^[a-z][a-z0-9_]{0,63}$/)
      expect(entry.status).toBeGreaterThanOrEqual(400)
      expect(entry.en.trim()).not.toBe('')
      expect(entry.nl.trim()).not.toBe('')
      expect(errorCatalogue[code as keyof typeof errorCatalogue]).toBe(entry)
    }
    expect(errorCatalogue.forbidden.status).toBe(403)
  })

  it('uses spec 001 §8’s text for a taken email address', () => {
    expect(userRuleErrors.email_already_exists.en).toBe('Email already exists / invalid email')
  })
})

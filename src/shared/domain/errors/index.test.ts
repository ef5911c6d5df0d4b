import { describe, expect, it } from 'vitest'
import { authErrors } from './auth'
import { errorAreas, errorCatalogue, type ErrorCode } from './index'
import { whatsappErrors } from './whatsapp'

describe('the error catalogue', () => {
  it('holds every code of every area, each from exactly one area (a spread would silently overwrite a twin)', () => {
    const owners = new Map<string, string[]>()
    for (const [area, codes] of Object.entries(errorAreas))
      for (const code of Object.keys(codes)) owners.set(code, [...(owners.get(code) ?? []), area])
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([])
    expect(Object.keys(errorCatalogue).sort()).toEqual([...owners.keys()].sort())
  })

  it('has a code of lowercase words, an error status and both languages for each entry', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[a-z][a-z0-9_]{0,63}$/)
      expect(entry.status).toBeGreaterThanOrEqual(400)
      expect(entry.en.trim()).not.toBe('')
      expect(entry.nl.trim()).not.toBe('')
    }
  })

  it('keeps WhatsApp’s image refusals out of the sign-in codes', () => {
    expect(Object.keys(whatsappErrors)).toEqual(['wrong_resolution', 'unsupported_media_type'])
    expect(authErrors).not.toHaveProperty('wrong_resolution')
  })

  it('types its codes: a code of any area is one, anything else is not', () => {
    const known: ErrorCode = 'wrong_resolution'
    // @ts-expect-error: no area has this code
    const unknown: ErrorCode = 'no_such_code'
    expect(errorCatalogue[known].status).toBe(400)
    expect(unknown in errorCatalogue).toBe(false)
  })
})

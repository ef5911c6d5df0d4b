import { describe, expect, it } from 'vitest'
import { demoDocumentation } from './seed-documentation'

describe('seeded documentation', () => {
  it('has the same articles in Dutch and English, ids unique (screens link to an article by id)', () => {
    const ids = (language: 'nl' | 'en') => demoDocumentation[language].sections.map((s) => s.id)
    expect(ids('en')).toEqual(ids('nl'))
    expect(new Set(ids('nl')).size).toBe(ids('nl').length)
  })
})

import { describe, expect, it } from 'vitest'
import { atsFieldItems, atsFieldName, type AtsFieldOption } from './ats-fields'

const city: AtsFieldOption = {
  value: 'candidate.city',
  scalarName: 'woonplaats',
  names: [
    { language: 'nl', name: 'Woonplaats' },
    { language: 'en', name: 'City' },
  ],
}
const email: AtsFieldOption = {
  value: 'candidate.email',
  scalarName: 'email',
  names: [
    { language: 'nl', name: 'E-mailadres' },
    { language: 'en', name: 'Email address' },
  ],
}

describe('ATS field names of template variables', () => {
  it('names a field in the interface language', () => {
    expect(atsFieldName(city, 'nl-NL')).toBe('Woonplaats')
    expect(atsFieldName(city, 'en-US')).toBe('City')
  })

  it('falls back to the first name, then to the path', () => {
    expect(atsFieldName({ ...city, names: [{ language: 'de', name: 'Wohnort' }] }, 'en-US')).toBe('Wohnort')
    expect(atsFieldName({ ...city, names: [] }, 'nl-NL')).toBe('candidate.city')
  })

  it('lists the options by name in the interface language, valued by path', () => {
    expect(atsFieldItems([city, email], 'en-US')).toEqual([
      { value: 'candidate.city', label: 'City' },
      { value: 'candidate.email', label: 'Email address' },
    ])
    expect(atsFieldItems([city, email], 'nl-NL').map((item) => item.label)).toEqual([
      'E-mailadres',
      'Woonplaats',
    ])
  })
})

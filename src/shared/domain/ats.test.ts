import { describe, expect, it } from 'vitest'
import {
  atsFieldNameTaken,
  atsMappingProblems,
  atsValueProblem,
  composeMappedValue,
  customAtsFieldPath,
} from './ats'

const plain = { prepend: '', append: '', prependAppendSeparator: ' ', postModifiers: [] as never[] }

describe('the value a mapping writes', () => {
  it('joins prepend, value and append with the separator, leaving out empty parts', () => {
    expect(composeMappedValue('38', { ...plain, append: 'uur' })).toBe('38 uur')
    expect(
      composeMappedValue('Jan', {
        ...plain,
        prepend: 'Naam:',
        append: '(chatbot)',
        prependAppendSeparator: ' | ',
      }),
    ).toBe('Naam: | Jan | (chatbot)')
    expect(composeMappedValue('Jan', { ...plain, prepend: '', prependAppendSeparator: '-' })).toBe('Jan')
    expect(composeMappedValue('', { ...plain, prepend: 'Naam:' })).toBe('')
  })

  it('applies the post modifiers in order before decorating', () => {
    expect(
      composeMappedValue('  06 12-34 56 78 ', { ...plain, prepend: 'tel', postModifiers: ['DIGITS_ONLY'] }),
    ).toBe('tel 0612345678')
    expect(
      composeMappedValue(' jan  de  vries ', {
        ...plain,
        postModifiers: ['TRIM', 'COLLAPSE_SPACES', 'CAPITALIZE'],
      }),
    ).toBe('Jan De Vries')
  })
})

describe('the rules of a mapping', () => {
  const field = { regex: '[^@\\s]+@[^@\\s]+\\.[^@\\s]+', maxLength: 20, options: [] }
  it('checks a fixed value against the field’s regex and maximum length', () => {
    expect(atsValueProblem('a@b.nl', field)).toBeNull()
    expect(atsValueProblem('geen', field)).toBe('valueDoesNotMatch')
    expect(atsValueProblem('heel-lang-adres@voorbeeld.nl', field)).toBe('valueTooLong')
    expect(atsValueProblem('x', { regex: '(', maxLength: null })).toBeNull()
  })

  it('needs a variable for REGULAR and OPTIONS, a value for the fixed types, an option of the field for fixed options', () => {
    expect(atsMappingProblems('REGULAR', { value: '', scalarName: ' ' }, field)).toEqual({
      scalarName: 'required',
    })
    expect(atsMappingProblems('OPTIONS', { value: '', scalarName: 'rijbewijs' }, field)).toEqual({})
    expect(atsMappingProblems('FIXED_VALUE', { value: ' ', scalarName: null }, field)).toEqual({
      value: 'required',
    })
    const options = { regex: null, maxLength: null, options: [{ value: 'B' }, { value: 'C' }] }
    expect(atsMappingProblems('FIXED_OPTIONS', { value: 'Z', scalarName: null }, options)).toEqual({
      value: 'optionUnknown',
    })
    expect(
      atsMappingProblems('FIXED_CUSTOM_DATA_OPTIONS', { value: 'C', scalarName: null }, options),
    ).toEqual({})
  })
})

describe('new ATS field names', () => {
  it('are taken whatever their case and surrounding spaces', () => {
    expect(atsFieldNameTaken(' VOORNAAM ', ['Voornaam'])).toBe(true)
    expect(atsFieldNameTaken('Voornaam 2', ['Voornaam'])).toBe(false)
  })
  it('get a custom field path in camel case', () => {
    expect(customAtsFieldPath('candidate', 'Favoriete ploeg!')).toBe('candidate.customFields.favorietePloeg')
    expect(customAtsFieldPath('candidate', 'Één café')).toBe('candidate.customFields.eenCafe')
  })
})

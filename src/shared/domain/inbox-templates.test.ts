import { describe, expect, it } from 'vitest'
import {
  renderTemplate,
  sameLanguage,
  sendableTemplates,
  templateParameterProblem,
  type TemplateSource,
} from './inbox-templates'

const variation = (languageTag: string, status: string, content = `Hoi {{1}} (${languageTag})`) => ({
  languageTag,
  status,
  content,
  footer: null,
})
const definition = (
  id: string,
  status: string,
  variations: ReturnType<typeof variation>[],
): TemplateSource => ({
  id,
  name: `Def ${id}`,
  activeTemplate: {
    id: `${id}-v2`,
    status,
    templateName: id,
    parameters: [{ index: 1, name: 'voornaam', example: 'Sanne' }],
    variations,
  },
})

describe('sendableTemplates', () => {
  it('offers only ACTIVE versions with an APPROVED variant in the conversation language', () => {
    const list = sendableTemplates(
      [
        definition('b', 'ACTIVE', [variation('nl-NL', 'APPROVED'), variation('en-US', 'APPROVED')]),
        definition('a', 'ACTIVE', [variation('nl-NL', 'APPROVED')]),
        definition('accepted', 'ACCEPTED', [variation('nl-NL', 'APPROVED')]),
        definition('pending', 'ACTIVE', [variation('nl-NL', 'RESUBMITTED'), variation('en-US', 'APPROVED')]),
        definition('english', 'ACTIVE', [variation('en-US', 'APPROVED')]),
        { id: 'none', name: 'None', activeTemplate: null },
      ],
      'nl',
    )
    expect(list.map((tpl) => tpl.definitionId)).toEqual(['a', 'b'])
    expect(list[1]).toMatchObject({ templateId: 'b-v2', languageTag: 'nl-NL', content: 'Hoi {{1}} (nl-NL)' })
  })

  it('prefers the exact language tag over another region of the same language', () => {
    const [tpl] = sendableTemplates(
      [definition('x', 'ACTIVE', [variation('en-GB', 'APPROVED'), variation('en-US', 'APPROVED')])],
      'en-US',
    )
    expect(tpl?.languageTag).toBe('en-US')
    expect(sameLanguage('nl', 'nl-NL')).toBe(true)
    expect(sameLanguage('nl', 'en-US')).toBe(false)
  })
})

describe('template parameters', () => {
  it('fills {{n}} by parameter index and leaves unknown ones', () => {
    const template = {
      content: 'Hoi {{1}}, je gesprek is op {{ 2 }}. {{3}}',
      parameters: [
        { index: 2, name: 'datum', example: null },
        { index: 1, name: 'voornaam', example: null },
      ].sort((a, b) => a.index - b.index),
    }
    expect(renderTemplate(template, ['Sanne', 'dinsdag'])).toBe('Hoi Sanne, je gesprek is op dinsdag. {{3}}')
  })

  it('requires a value without line breaks or tabs, at most 1024 characters', () => {
    expect(templateParameterProblem('  ')).toBe('required')
    expect(templateParameterProblem('a\nb')).toBe('lineBreak')
    expect(templateParameterProblem('a\tb')).toBe('lineBreak')
    expect(templateParameterProblem('x'.repeat(1025))).toBe('tooLong')
    expect(templateParameterProblem('x'.repeat(1024))).toBeNull()
  })
})

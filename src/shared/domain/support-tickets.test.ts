import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { supportTicketSchema } from './support-tickets'

const problems = (input: unknown) => {
  const parsed = v.safeParse(supportTicketSchema, input)
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue), issue.message]))
}

describe('the report / support ticket rules (spec 000 §5 "Report modal")', () => {
  it('subject and contact e-mail are required, with the user form wording', () => {
    expect(problems({ subject: '  ', contactEmail: '' })).toEqual({
      subject: 'This field is required.',
      contactEmail: 'This field is required.',
    })
  })

  it('the contact e-mail must be valid', () => {
    for (const contactEmail of ['jan', 'jan@', 'jan@demo', 'jan @demo.nl'])
      expect(problems({ subject: 'Help', contactEmail })).toEqual({
        contactEmail: 'Please enter a valid email address.',
      })
    expect(problems({ subject: 'Help', contactEmail: 'jan@demo.nl' })).toEqual({})
  })

  it('the image is an http(s) location, nothing else', () => {
    expect(
      problems({ subject: 'a', contactEmail: 'a@b.nl', imageUrl: 'javascript:alert(1)' }),
    ).toHaveProperty('imageUrl')
  })
})

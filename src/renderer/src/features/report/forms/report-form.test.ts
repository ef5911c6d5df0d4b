import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { reportFormSchema } from './report-form'

const problems = (input: Record<string, string>) => {
  const parsed = v.safeParse(reportFormSchema, { subject: '', contactEmail: '', message: '', ...input })
  return parsed.success
    ? {}
    : Object.fromEntries(parsed.issues.map((issue) => [v.getDotPath(issue), issue.message]))
}

describe('the report form (spec 000 §5 "Report modal")', () => {
  it('requires the subject and the contact e-mail, each with one message', () => {
    expect(problems({ subject: '   ' })).toEqual({
      subject: 'form.subjectRequired',
      contactEmail: 'form.contactEmailRequired',
    })
  })

  it('wants a valid contact e-mail', () => {
    for (const contactEmail of ['jan', 'jan@', 'jan@demo', 'jan @demo.nl', `${'a'.repeat(250)}@x.nl`])
      expect(problems({ subject: 'Hulp', contactEmail })).toEqual({ contactEmail: 'form.emailInvalid' })
    expect(problems({ subject: 'Hulp', contactEmail: ' jan@demo.nl ' })).toEqual({})
  })

  it('leaves the message optional', () => {
    expect(problems({ subject: 'Hulp', contactEmail: 'jan@demo.nl', message: '' })).toEqual({})
  })
})

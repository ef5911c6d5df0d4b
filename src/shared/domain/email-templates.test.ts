import { describe, expect, it } from 'vitest'
import {
  emailTemplateProblems,
  hasMapperProblems,
  mapperProblems,
  mapperRowsOf,
  recipientsProblem,
  type EmailTemplateEdit,
} from './email-templates'

const edit: EmailTemplateEdit = {
  toEmail: '{{email}}',
  fromEmail: 'werving@talentbrug.nl',
  subject: 'Bedankt',
  plainText: 'Hoi',
  htmlTemplate: '',
  isHtml: false,
  isText: true,
  templateKey: 'bevestiging',
  useNewEditor: false,
}

describe('e-mail template rules (spec 000 §5 Email recipient)', () => {
  it('takes addresses and {{variables}}, refuses bad ones and any recipient twice', () => {
    expect(recipientsProblem('a@talentbrug.nl; {{ recruiter_email }}, b@talentbrug.nl')).toBeNull()
    expect(recipientsProblem(' , ')).toBe('required')
    expect(recipientsProblem('a@talentbrug')).toBe('email_invalid')
    expect(recipientsProblem('{{email}}, a@x.nl, A@X.nl')).toBe('email_invalid')
    expect(recipientsProblem('{{email}}, {{ email }}')).toBe('email_invalid')
  })

  it('asks for the bodies isText and isHtml turn on, and for at least one', () => {
    expect(emailTemplateProblems(edit)).toEqual({})
    expect(emailTemplateProblems({ ...edit, isHtml: true })).toEqual({ htmlTemplate: 'required' })
    expect(emailTemplateProblems({ ...edit, isText: false })).toEqual({ format: 'format_required' })
    expect(emailTemplateProblems({ ...edit, templateKey: 'Bevestiging!' })).toEqual({
      templateKey: 'key_invalid',
    })
    expect(emailTemplateProblems({ ...edit, subject: 'Bedankt\u202E' })).toEqual({ subject: 'invisible' })
  })
})

describe('mapper rules (spec 000 §5 key new, label once)', () => {
  it('refuses a field or a label used twice, without regard to case and spaces', () => {
    const rows = mapperRowsOf({ first_name: 'Voornaam', ' FIRST_NAME ': 'Naam', last_name: 'naam' })
    const problems = mapperProblems('Kandidaat', rows)
    expect(problems.rows).toEqual([{}, { key: 'key_exists' }, { label: 'label_exists' }])
    expect(hasMapperProblems(mapperProblems('Kandidaat', rows.slice(0, 1)))).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { errorCatalogue } from './errors'
import {
  createUserSchema,
  emptyUserForm,
  fullName,
  normalizeEmail,
  parseUserForm,
  splitName,
  updateUserSchema,
  normalizePhoneNumber,
  ownPhoneNumberSchema,
  userFormInvalidCode,
  userFormLocale,
  userFormMessage,
  userFormMessages,
  userPasswordSchema,
  type CreateUserValues,
} from './users'

const good = 'Welkom-Demo-2026!'

const valid: CreateUserValues = {
  email: 'nieuw@demo.nl',
  password: good,
  confirmPassword: good,
  role: 'EMPLOYEE',
  name: 'Noor de Wit',
  chatbots: ['cb-werving'],
  language: 'nl-NL',
  allTeams: false,
  teams: ['team-werving-noord'],
}

/** The English text per field, as the sandbox would answer it. */
function english(result: ReturnType<typeof parseUserForm>): Record<string, string> {
  if (result.ok) return {}
  return Object.fromEntries(
    Object.entries(result.fields).map(([field, key]) => [field, userFormMessage(key!, 'en')]),
  )
}

describe('user form messages (spec 000 §5)', () => {
  it('uses the spec’s English exactly', () => {
    expect(userFormMessages['form.nameRequired'].en).toBe('Please enter a username.')
    expect(userFormMessages['form.emailInvalid'].en).toBe('Please enter a valid email address.')
    expect(userFormMessages['form.passwordRequired'].en).toBe('Please enter a password.')
    expect(userFormMessages['form.confirmPasswordMismatch'].en).toBe(
      'Entered value does not match the password entered above.',
    )
    expect(userFormMessages['form.chatbotsRequired'].en).toBe('Please select at least one chatbot.')
    expect(userFormMessages['form.languageRequired'].en).toBe('Please pick a language.')
  })

  it('shows the spec’s overall message through the catalogue’s invalid_input', () => {
    expect(errorCatalogue[userFormInvalidCode].en).toBe(
      'Please check if all required fields have values and that there are no validation errors.',
    )
    expect(errorCatalogue[userFormInvalidCode].nl).not.toBe('')
  })

  it('has a Dutch and an English text for every key, different where the words differ', () => {
    for (const [key, texts] of Object.entries(userFormMessages)) {
      expect(key).toMatch(/^form\.[a-zA-Z]+$/)
      expect(texts.en.trim()).not.toBe('')
      expect(texts.nl.trim()).not.toBe('')
      expect(texts.nl).not.toBe(texts.en)
    }
  })

  it('builds the locale’s form object from the table', () => {
    expect(userFormLocale('en')['nameRequired']).toBe('Please enter a username.')
    expect(userFormLocale('nl')['languageRequired']).toBe('Kies een taal.')
    expect(Object.keys(userFormLocale('nl'))).toEqual(Object.keys(userFormLocale('en')))
    expect(Object.keys(userFormLocale('en'))).toHaveLength(Object.keys(userFormMessages).length)
  })
})

describe('create user (spec 000 §5 "User create")', () => {
  it('accepts a complete form and gives trimmed, de-duplicated values', () => {
    const result = parseUserForm(createUserSchema, {
      ...valid,
      email: '  nieuw@demo.nl ',
      name: '  Noor de Wit ',
      chatbots: ['cb-werving', 'cb-werving'],
    })
    expect(result).toEqual({
      ok: true,
      value: { ...valid, email: 'nieuw@demo.nl', name: 'Noor de Wit', chatbots: ['cb-werving'] },
    })
  })

  it('gives every broken field of an empty form its own message', () => {
    expect(english(parseUserForm(createUserSchema, emptyUserForm()))).toEqual({
      name: 'Please enter a username.',
      email: 'Please enter a valid email address.',
      password: 'Please enter a password.',
      confirmPassword: 'Entered value does not match the password entered above.',
      chatbots: 'Please select at least one chatbot.',
    })
  })

  it('requires a name that is not only white space', () => {
    expect(parseUserForm(createUserSchema, { ...valid, name: '   ' })).toEqual({
      ok: false,
      fields: { name: 'form.nameRequired' },
    })
    expect(parseUserForm(createUserSchema, { ...valid, name: 'x'.repeat(151) })).toEqual({
      ok: false,
      fields: { name: 'form.nameTooLong' },
    })
    expect(parseUserForm(createUserSchema, { ...valid, name: 'x'.repeat(150) }).ok).toBe(true)
  })

  it.each([
    ['', false],
    ['   ', false],
    ['nieuw', false],
    ['nieuw@', false],
    ['nieuw@demo', false],
    ['nieuw demo@demo.nl', false],
    ['nieuw@@demo.nl', false],
    [`${'a'.repeat(247)}@demo.nl`, false],
    ['nieuw@demo.nl', true],
    ['Eva.OBrien+werving@sub.demo.nl', true],
    [' nieuw@demo.nl ', true],
  ])('email %j valid: %s', (email, ok) => {
    const result = parseUserForm(createUserSchema, { ...valid, email })
    expect(result.ok).toBe(ok)
    if (!result.ok) expect(result.fields).toEqual({ email: 'form.emailInvalid' })
  })

  it('checks the password against the spec’s criteria (password-policy.ts)', () => {
    for (const password of [
      'Kort-1!',
      'geenhoofdletter-1!',
      'GEENKLEINE-1!',
      'Geen-Cijfer!',
      'GeenTeken12',
    ]) {
      expect(parseUserForm(createUserSchema, { ...valid, password, confirmPassword: password })).toEqual({
        ok: false,
        fields: { password: 'form.passwordCriteriaNotMet' },
      })
    }
    const long = `Aa1!${'x'.repeat(253)}`
    expect(parseUserForm(createUserSchema, { ...valid, password: long, confirmPassword: long })).toEqual({
      ok: false,
      fields: { password: 'form.passwordTooLong' },
    })
    const longest = long.slice(0, 256)
    expect(
      parseUserForm(createUserSchema, { ...valid, password: longest, confirmPassword: longest }).ok,
    ).toBe(true)
  })

  it('does not trim passwords: a space is part of the password', () => {
    expect(parseUserForm(createUserSchema, { ...valid, confirmPassword: `${good} ` })).toEqual({
      ok: false,
      fields: { confirmPassword: 'form.confirmPasswordMismatch' },
    })
  })

  it('requires a confirmation equal to the password, even while the password is still weak', () => {
    expect(parseUserForm(createUserSchema, { ...valid, confirmPassword: '' })).toEqual({
      ok: false,
      fields: { confirmPassword: 'form.confirmPasswordMismatch' },
    })
    expect(
      english(parseUserForm(createUserSchema, { ...valid, password: 'zwak', confirmPassword: 'zwakk' })),
    ).toEqual({
      password: 'The password does not meet all the criteria below.',
      confirmPassword: 'Entered value does not match the password entered above.',
    })
  })

  it('requires at least one chatbot', () => {
    expect(parseUserForm(createUserSchema, { ...valid, chatbots: [] })).toEqual({
      ok: false,
      fields: { chatbots: 'form.chatbotsRequired' },
    })
    expect(parseUserForm(createUserSchema, { ...valid, chatbots: [''] })).toEqual({
      ok: false,
      fields: { chatbots: 'form.chatbotsRequired' },
    })
  })

  it.each([[''], [null], ['nl'], ['de-DE']])('requires nl-NL or en-US, not %j', (language) => {
    expect(parseUserForm(createUserSchema, { ...valid, language })).toEqual({
      ok: false,
      fields: { language: 'form.languageRequired' },
    })
  })

  it('accepts both interface languages', () => {
    expect(parseUserForm(createUserSchema, { ...valid, language: 'en-US' }).ok).toBe(true)
  })

  it.each([[''], ['admin'], ['RECRUITER'], [null]])('requires one of the five roles, not %j', (role) => {
    expect(parseUserForm(createUserSchema, { ...valid, role })).toEqual({
      ok: false,
      fields: { role: 'form.roleRequired' },
    })
  })

  it('requires all teams or at least one team', () => {
    expect(parseUserForm(createUserSchema, { ...valid, allTeams: false, teams: [] })).toEqual({
      ok: false,
      fields: { teams: 'form.teamsRequired' },
    })
    expect(parseUserForm(createUserSchema, { ...valid, allTeams: true, teams: [] }).ok).toBe(true)
  })

  it('answers a missing key with the field’s own message, not valibot’s default', () => {
    expect(english(parseUserForm(createUserSchema, {}))).toEqual({
      email: 'Please enter a valid email address.',
      password: 'Please enter a password.',
      confirmPassword: 'Entered value does not match the password entered above.',
      role: 'Please pick a role.',
      name: 'Please enter a username.',
      chatbots: 'Please select at least one chatbot.',
      language: 'Please pick a language.',
      allTeams: 'Please select at least one team, or choose all teams.',
      teams: 'Please select at least one team, or choose all teams.',
    })
  })

  it('refuses input that is not an object with the overall message only', () => {
    expect(parseUserForm(createUserSchema, null)).toEqual({ ok: false, fields: {} })
    expect(parseUserForm(createUserSchema, 'nieuw@demo.nl')).toEqual({ ok: false, fields: {} })
  })
})

describe('edit user', () => {
  const { password: _p, confirmPassword: _c, ...profile } = valid

  it('has every field but the password', () => {
    expect(parseUserForm(updateUserSchema, profile)).toEqual({ ok: true, value: profile })
    // Password fields sent along are dropped, never applied.
    expect(parseUserForm(updateUserSchema, { ...profile, password: 'x' })).toEqual({
      ok: true,
      value: profile,
    })
  })

  it('applies the same rules and messages as create', () => {
    expect(
      english(
        parseUserForm(updateUserSchema, {
          ...profile,
          name: '',
          email: 'x',
          chatbots: [],
          language: '',
          teams: [],
        }),
      ),
    ).toEqual({
      name: 'Please enter a username.',
      email: 'Please enter a valid email address.',
      chatbots: 'Please select at least one chatbot.',
      language: 'Please pick a language.',
      teams: 'Please select at least one team, or choose all teams.',
    })
  })
})

describe('change password tab (spec 000 §5 "Passwords")', () => {
  it('requires both entries, the criteria and equality', () => {
    expect(english(parseUserForm(userPasswordSchema, { password: '', confirmPassword: '' }))).toEqual({
      password: 'Please enter a password.',
      confirmPassword: 'Entered value does not match the password entered above.',
    })
    expect(
      parseUserForm(userPasswordSchema, { password: good, confirmPassword: 'Welkom-Demo-2026?' }),
    ).toEqual({
      ok: false,
      fields: { confirmPassword: 'form.confirmPasswordMismatch' },
    })
    expect(parseUserForm(userPasswordSchema, { password: 'welkom', confirmPassword: 'welkom' })).toEqual({
      ok: false,
      fields: { password: 'form.passwordCriteriaNotMet' },
    })
    expect(parseUserForm(userPasswordSchema, { password: good, confirmPassword: good })).toEqual({
      ok: true,
      value: { password: good, confirmPassword: good },
    })
  })
})

describe('names and email addresses', () => {
  it.each([
    ['Noor de Wit', 'Noor', 'de Wit'],
    ["Eva O'Brien-de Vries", 'Eva', "O'Brien-de Vries"],
    ['  Sanne   de  Beheerder ', 'Sanne', 'de Beheerder'],
    ['Cher', 'Cher', ''],
    ['', '', ''],
  ])('splits %j into first %j and last %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName })
  })

  it('joins first and last name back into the form’s name', () => {
    expect(fullName({ firstName: 'Eva', lastName: "O'Brien-de Vries" })).toBe("Eva O'Brien-de Vries")
    expect(fullName({ firstName: 'Cher', lastName: '' })).toBe('Cher')
    expect(fullName(splitName('  Sanne   de  Beheerder '))).toBe('Sanne de Beheerder')
  })

  it('compares email addresses without case or surrounding space', () => {
    expect(normalizeEmail('  Manager@Demo.NL ')).toBe('manager@demo.nl')
  })

  it('starts a new form as an EMPLOYEE in the default language with all teams', () => {
    expect(emptyUserForm()).toMatchObject({ role: 'EMPLOYEE', language: 'nl-NL', allTeams: true, teams: [] })
  })
})

describe("own phone number ('Your info')", () => {
  it('keeps a valid international number without its spacing', () => {
    expect(normalizePhoneNumber(' +31 6 1234-5678 ')).toBe('+31612345678')
    expect(normalizePhoneNumber('+44.20.7946.0958')).toBe('+442079460958')
  })

  it('refuses numbers without a country code, too short, too long or with letters', () => {
    for (const bad of ['0612345678', '+31 6', '+31 6 1234 5678 9012 34', 'bel me', '', '+0612345678'])
      expect(normalizePhoneNumber(bad), bad).toBeNull()
  })

  it('asks for a valid number and the current password, with the form messages', () => {
    const bad = v.safeParse(ownPhoneNumberSchema, { phoneNumber: '06', currentPassword: '' })
    expect(bad.success).toBe(false)
    const messages = Object.fromEntries(
      (bad.issues ?? []).map((issue) => [v.getDotPath(issue), issue.message]),
    )
    expect(messages).toEqual({
      phoneNumber: 'form.phoneInvalid',
      currentPassword: 'form.currentPasswordRequired',
    })
    expect(userFormMessage('form.phoneInvalid', 'nl')).toBe(
      'Vul een geldig telefoonnummer in, bijvoorbeeld +31 6 12345678.',
    )
    expect(
      v.safeParse(ownPhoneNumberSchema, { phoneNumber: '+31612345678', currentPassword: 'x' }).success,
    ).toBe(true)
  })
})

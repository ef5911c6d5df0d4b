import type { ParseKeys } from 'i18next'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { bundledResources } from '../../../lib/all-locales'
import { createI18n } from '../../../lib/i18n'
import {
  changePasswordSchema,
  forgotSchema,
  isAllowedServerAddress,
  loginSchema,
  newPasswordSchema,
  phoneSchema,
  resetPasswordSchema,
  serverChoiceSchema,
  ssoSchema,
} from './schemas'

const en = createI18n('en-US', bundledResources())
const nl = createI18n('nl-NL', bundledResources())

/** The field -> message (English, Dutch) a schema reports for an input, as the form would show them. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, [string, string]> {
  const result = v.safeParse(schema, input)
  if (result.success) return {}
  const out: Record<string, [string, string]> = {}
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? ''
    const key = `session:${issue.message}` as `session:${ParseKeys<'session'>}`
    out[field] ??= [en.t(key), nl.t(key)]
  }
  return out
}

const good = 'Welkom-Demo-2026!'

describe('login (spec 000 §5: username and password required)', () => {
  it('requires both, with their messages', () => {
    expect(messages(loginSchema, { username: '  ', password: '' })).toEqual({
      username: ['Please enter a username.', 'Vul een gebruikersnaam in.'],
      password: ['Please enter a password.', 'Vul een wachtwoord in.'],
    })
  })
  it('accepts any non-empty pair (the server judges them)', () => {
    expect(messages(loginSchema, { username: 'a', password: ' ' })).toEqual({})
  })
})

describe('server address', () => {
  it.each([
    ['https://portal.example.com', true],
    ['https://portal.example.com:8443/api', true],
    ['http://127.0.0.1:4010', true],
    ['http://portal.example.com', false],
    ['http://localhost:4010', false],
    ['ftp://portal.example.com', false],
    ['portal.example.com', false],
    ['https://user:pw@portal.example.com', false],
    ['javascript:alert(1)', false],
  ])('%s allowed: %s', (address, allowed) => {
    expect(isAllowedServerAddress(address)).toBe(allowed)
  })

  it('says what is wrong', () => {
    expect(messages(serverChoiceSchema, { kind: 'remote', address: '' })).toEqual({
      address: ['Please enter the server address.', 'Vul het serveradres in.'],
    })
    expect(messages(serverChoiceSchema, { kind: 'remote', address: 'http://portal.example.com' })).toEqual({
      address: [
        'Enter an address that starts with https:// (http:// only for 127.0.0.1).',
        'Vul een adres in dat begint met https:// (http:// alleen voor 127.0.0.1).',
      ],
    })
    expect(messages(serverChoiceSchema, { kind: 'demo', address: '' })).toEqual({})
  })
})

describe('new password (spec 000 §5 "Passwords")', () => {
  it('requires the password and its repeat', () => {
    expect(messages(newPasswordSchema, { password: '', repeat: '' })).toEqual({
      password: ['Please enter a password.', 'Vul een wachtwoord in.'],
      repeat: ['Please repeat the password.', 'Herhaal het wachtwoord.'],
    })
  })

  it.each(['Short1!', 'nouppercase1!', 'NOLOWERCASE1!', 'NoDigits!!', 'NoSpecial123'])(
    'refuses %s (criteria)',
    (password) => {
      expect(messages(newPasswordSchema, { password, repeat: password })).toEqual({
        password: [
          'The password does not meet all the criteria below.',
          'Het wachtwoord voldoet niet aan alle eisen hieronder.',
        ],
      })
    },
  )

  it('requires the confirmation to equal the password, with the spec message', () => {
    expect(messages(newPasswordSchema, { password: good, repeat: `${good}x` })).toEqual({
      repeat: [
        'Entered value does not match the password entered above.',
        'De ingevoerde waarde komt niet overeen met het wachtwoord hierboven.',
      ],
    })
    expect(messages(newPasswordSchema, { password: good, repeat: good })).toEqual({})
  })

  it('reset needs the link code too; change needs the current password', () => {
    expect(messages(resetPasswordSchema, { guid: ' ', password: good, repeat: good })).toEqual({
      guid: ['Please enter the reset code from the link.', 'Vul de herstelcode uit de link in.'],
    })
    expect(messages(changePasswordSchema, { oldPassword: '', password: good, repeat: good })).toEqual({
      oldPassword: ['Please enter a password.', 'Vul een wachtwoord in.'],
    })
    expect(messages(changePasswordSchema, { oldPassword: 'x', password: good, repeat: 'other' })).toEqual({
      repeat: [
        'Entered value does not match the password entered above.',
        'De ingevoerde waarde komt niet overeen met het wachtwoord hierboven.',
      ],
    })
  })
})

describe('other sign-in fields', () => {
  it('forgot password needs a valid e-mail', () => {
    expect(messages(forgotSchema, { email: '' })).toEqual({
      email: ['Please enter your e-mail address.', 'Vul je e-mailadres in.'],
    })
    expect(messages(forgotSchema, { email: 'not-an-email' })).toEqual({
      email: ['Please enter a valid email address.', 'Vul een geldig e-mailadres in.'],
    })
  })

  it('phone number: required and plausible', () => {
    expect(messages(phoneSchema, { phoneNumber: '' })).toEqual({
      phoneNumber: ['Please enter a phone number.', 'Vul een telefoonnummer in.'],
    })
    expect(Object.keys(messages(phoneSchema, { phoneNumber: '12ab' }))).toEqual(['phoneNumber'])
    expect(messages(phoneSchema, { phoneNumber: '+31 6 12345678' })).toEqual({})
  })

  it('single sign-on client name: required, letters digits - and _', () => {
    expect(messages(ssoSchema, { client: '' })).toEqual({
      client: ['Please enter the client name.', 'Vul de klantnaam in.'],
    })
    expect(Object.keys(messages(ssoSchema, { client: 'acme corp' }))).toEqual(['client'])
    expect(messages(ssoSchema, { client: 'acme_corp-1' })).toEqual({})
  })
})

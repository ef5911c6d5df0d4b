import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { ruleMessage } from '@shared/domain/whatsapp-templates'
import { MutationFailedError } from '../../../lib/field-errors'
import { WhatsappCallFailedError } from '../api/definitions'
import { channelFormSchema, configureFormSchema } from './channel-form'
import { asFormFailure } from './form-failure'

const valid = {
  name: 'Talentbrug Werving',
  profileText: 'Werken bij Talentbrug',
  description: '',
  website1: 'https://werkenbij.talentbrug.nl',
  website2: '',
  profilePicture: null,
  companyName: 'Talentbrug',
  address: '',
}

const issuesOf = (schema: v.GenericSchema, input: unknown) =>
  (v.safeParse(schema, input).issues ?? []).map((issue) => [v.getDotPath(issue), issue.message])

describe('the channel forms (spec 000 §5 WhatsApp profile)', () => {
  it('accepts a profile with valid websites and an empty second one', () => {
    expect(issuesOf(channelFormSchema, valid)).toEqual([])
  })

  it('refuses a website that is not a URL and a blank name, with their rule codes', () => {
    expect(issuesOf(channelFormSchema, { ...valid, name: ' ', website2: 'werkenbij talentbrug' })).toEqual([
      ['name', 'required'],
      ['website2', 'website_invalid'],
    ])
  })

  it('needs a name and a number in international format to configure a channel', () => {
    expect(issuesOf(configureFormSchema, { name: 'Zuid', whatsappNumber: '+31 40 123 4567' })).toEqual([])
    expect(issuesOf(configureFormSchema, { name: '', whatsappNumber: '06-1234' })).toEqual([
      ['name', 'required'],
      ['whatsappNumber', 'invalid_phone_number'],
    ])
  })
})

describe('a refused WhatsApp call on a form', () => {
  const message = (code: Parameters<typeof ruleMessage>[0]['code']) => ruleMessage({ code }, 'nl')

  it('puts the rule codes on their fields in the interface language', () => {
    const failure = asFormFailure(
      new WhatsappCallFailedError(null, 'Enter a valid website', [
        { field: 'websites.1', messages: ['Enter a valid website'], codes: ['website_invalid'] },
      ]),
      message,
      'Er is iets misgegaan bij het bijwerken van het WhatsApp-kanaal. Probeer het later opnieuw!',
    )
    expect(failure).toBeInstanceOf(MutationFailedError)
    expect((failure as MutationFailedError).fields).toEqual([
      { field: 'websites.1', messages: [ruleMessage({ code: 'website_invalid' }, 'nl')] },
    ])
  })

  it("shows the spec's message for a failure no field explains, and passes other errors on", () => {
    const failure = asFormFailure(new WhatsappCallFailedError(null, 'x', []), message, 'Mislukt!')
    expect((failure as MutationFailedError).errorMessage).toBe('Mislukt!')
    const other = new Error('network')
    expect(asFormFailure(other, message, 'Mislukt!')).toBe(other)
  })
})

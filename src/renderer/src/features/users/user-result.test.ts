import { describe, expect, it } from 'vitest'
import { bundledResources } from '../../lib/all-locales'
import { createI18n } from '../../lib/i18n'
import { requireUserOk, UserMutationError } from './user-result'

const failed = (code: string, errors: { field: string; messages: string[] }[], errorMessage = 'x') => ({
  ok: false,
  code,
  errorMessage,
  errors,
  user: null,
})

function thrown(fn: () => unknown): UserMutationError {
  try {
    fn()
  } catch (error) {
    if (error instanceof UserMutationError) return error
    throw error
  }
  throw new Error('did not throw')
}

describe('users mutation answers in the interface language', () => {
  it("shows the server's form messages as the shared table's text in Dutch", () => {
    const i18n = createI18n('nl-NL', bundledResources())
    const error = thrown(() =>
      requireUserOk(
        i18n,
        'create user',
        failed('invalid_input', [
          { field: 'name', messages: ['Please enter a username.'] },
          { field: 'chatbots', messages: ['Please select at least one chatbot.'] },
        ]),
      ),
    )
    expect(error.fields).toEqual([
      { field: 'name', messages: ['Vul een gebruikersnaam in.'] },
      { field: 'chatbots', messages: ['Selecteer minstens één chatbot.'] },
    ])
    expect(error.errorMessage).toBe(
      'Controleer of alle verplichte velden zijn ingevuld en er geen validatiefouten zijn.',
    )
  })

  it("shows a refusal by its code: 'Email already exists / invalid email' in English", () => {
    const i18n = createI18n('en-US', bundledResources())
    const error = thrown(() =>
      requireUserOk(
        i18n,
        'create user',
        failed('email_already_exists', [
          { field: 'email', messages: ['Email already exists / invalid email'] },
        ]),
      ),
    )
    expect(error.code).toBe('email_already_exists')
    expect(error.fields[0]?.messages).toEqual(['Email already exists / invalid email'])
    expect(error.errorMessage).toBe('Email already exists / invalid email')
  })

  it('passes an ok answer through', () => {
    const ok = { ok: true, code: null, errorMessage: null, errors: [], user: { id: 'u-1' } }
    expect(requireUserOk(createI18n('nl-NL', bundledResources()), 'create user', ok)).toBe(ok)
  })
})

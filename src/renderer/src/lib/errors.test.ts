import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '@shared/domain/errors'
import { interfaceLanguages } from '@shared/domain/languages'
import { sessionErrorCodes } from '@shared/ipc/session'
import { describeError, errorMessageKeys, unavailableCodeOf } from './errors'
import { bundledResources } from './all-locales'
import { createI18n } from './i18n'
import { PortalCallError } from './portal'

const failure = (code: string) => new PortalCallError({ code, message: `english developer text for ${code}` })
const en = createI18n('en-US', bundledResources())
const nl = createI18n('nl-NL', bundledResources())
const text = (i18n: ReturnType<typeof createI18n>, code: string, namespace?: string) =>
  describeError(i18n, failure(code), namespace).message

describe('one lookup from a code to a message', () => {
  it('tries <namespace>:errors.<code>, then common:errors.<code>, then the generic message', () => {
    expect(errorMessageKeys(failure('forbidden'), 'inbox')).toEqual([
      'inbox:errors.forbidden',
      'common:errors.forbidden',
      'common:errors.generic',
    ])
    // The namespace's own text wins; a code it does not know falls through to common, then to generic.
    expect(text(en, 'forbidden', 'inbox')).toBe('You do not have access to these conversations.')
    expect(text(en, 'forbidden', 'chatbots')).toBe(errorCatalogue.forbidden.en)
    expect(text(nl, 'teapot', 'inbox')).toBe('Er is iets fout gegaan.')
    expect(describeError(en, new Error('boom')).message).toBe('Something went wrong.')
    expect(describeError(en, undefined).message).toBe('Something went wrong.')
  })

  it('has a message in both languages for every code the server answers with', () => {
    for (const [code, entry] of Object.entries(errorCatalogue)) {
      for (const [i18n, lng] of [
        [en, 'en-US'],
        [nl, 'nl-NL'],
      ] as const) {
        expect(i18n.exists(`common:errors.${code}`, { lng, fallbackLng: false }), `${lng} ${code}`).toBe(true)
      }
      expect(text(en, code)).toBe(entry.en)
      expect(text(nl, code)).toBe(entry.nl)
      expect(entry.nl, code).not.toBe(entry.en)
    }
  })

  it('keeps one wording per server code: no locale file gives a catalogue code another text', () => {
    const resources = bundledResources()
    for (const lng of interfaceLanguages) {
      for (const [namespace, content] of Object.entries(resources[lng])) {
        const errors = (content['errors'] ?? {}) as Record<string, unknown>
        for (const [code, message] of Object.entries(errors)) {
          if (!(code in errorCatalogue) || namespace === 'common') continue
          // A namespace may narrow a code for its screen only with a text of its own (inbox: forbidden).
          expect(`${namespace}:${code}`).toBe('inbox:forbidden')
          expect(message).not.toBe(
            errorCatalogue[code as keyof typeof errorCatalogue][lng === 'nl-NL' ? 'nl' : 'en'],
          )
        }
      }
    }
  })

  it("uses the spec's exact texts (spec 001 §8)", () => {
    expect(text(en, 'incorrect_credentials')).toBe('Incorrect username or password')
    expect(text(en, 'invalid_login_code')).toBe('The code you entered is invalid.')
    expect(text(en, 'expired')).toBe(
      'The Two-Factor Authentication has expired. Refresh the page and try again.',
    )
    expect(text(en, 'invalid_token')).toBe('Something went wrong please refresh the page and try again.')
    expect(text(en, 'code_already_sent')).toBe("You've sent a code recently, please try again.")
    expect(text(en, 'password_change_failed')).toBe('Failed to change the password.')
    expect(text(en, 'already_exists')).toBe('Key already exists')
    expect(text(en, 'internal')).toBe('Something went wrong.')
    expect(text(nl, 'internal')).toBe('Er is iets fout gegaan.')
    expect(en.t('common:errors.operationFailed')).toBe('Operation failed')
    expect(en.t('common:errors.unknownCause')).toBe('The cause of the error is unknown.')
  })

  it('has a text for every session code in both languages, the Dutch one differing', () => {
    for (const code of Object.values(sessionErrorCodes)) {
      const english = text(en, code, 'session')
      expect(english, code).not.toBe('Something went wrong.')
      expect(text(nl, code, 'session'), code).not.toBe(english)
    }
  })

  it("marks a failure whose cause is unknown, so the screen can say 'The cause of the error is unknown.'", () => {
    expect(describeError(en, failure('internal')).unknownCause).toBe(true)
    expect(describeError(en, failure('server_error')).unknownCause).toBe(true)
    expect(describeError(en, failure('teapot')).unknownCause).toBe(true)
    expect(describeError(en, new Error('x')).unknownCause).toBe(true)
    expect(describeError(en, failure('chatbot_suspended')).unknownCause).toBe(false)
    expect(unavailableCodeOf(failure('chatbot_suspended'))).toBe('chatbot_suspended')
    expect(unavailableCodeOf(failure('functionality_unavailable'))).toBe('functionality_unavailable')
    expect(unavailableCodeOf(failure('forbidden'))).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { errorCatalogue } from '@shared/domain/errors'
import { bundledResources } from './all-locales'
import { serverFieldMessage } from './field-errors'
import { createI18n } from './i18n'

const en = createI18n('en-US', bundledResources())
const nl = createI18n('nl-NL', bundledResources())

describe('a server field message in the interface language', () => {
  it('shows a catalogue wording as its code’s text in Dutch and in English', () => {
    const taken = errorCatalogue.label_name_taken
    expect(serverFieldMessage(nl, taken.en)).toBe(taken.nl)
    expect(serverFieldMessage(en, taken.en)).toBe(taken.en)
    expect(serverFieldMessage(nl, errorCatalogue.required_field.en)).toBe(errorCatalogue.required_field.nl)
  })

  it('translates each message of a field that has two, and leaves other text as written', () => {
    const joined = `${errorCatalogue.agent_email_invalid.en} ${errorCatalogue.unknown_team.en}`
    expect(serverFieldMessage(nl, joined)).toBe(
      `${errorCatalogue.agent_email_invalid.nl} ${errorCatalogue.unknown_team.nl}`,
    )
    expect(serverFieldMessage(nl, 'Some other text.')).toBe('Some other text.')
  })
})

import { describe, expect, it } from 'vitest'
import { checkTemplate } from '@shared/domain/whatsapp-templates'
import { draftOf, emptyWizard, stepOfField, type WizardState } from './create-template'

describe('the creation form', () => {
  const state: WizardState = {
    ...emptyWizard,
    languages: ['nl-NL', 'en-US'],
    buttonType: 'QUICK_REPLY',
    buttons: {
      'nl-NL': [{ actionType: null, text: 'Ja' }],
      'en-US': [{ actionType: null, text: 'Yes' }],
    },
    parameters: [{ name: 'voornaam', index: 1, example: 'Sanne' }],
    texts: {
      'nl-NL': {
        content: 'Hoi {{1}}, kom je morgen naar het gesprek?',
        attachmentTitle: '',
        attachmentUrl: '',
        footer: '',
      },
      'en-US': {
        content: 'Hi {{1}}, will you come to the interview tomorrow?',
        attachmentTitle: '',
        attachmentUrl: '',
        footer: '',
      },
    },
    templateName: 'Gesprek morgen',
    category: 'APPOINTMENT_UPDATE',
  }

  it('builds the draft the shared rules check, one variation per language in order', () => {
    const draft = draftOf(state)
    expect(draft.variations.map((v) => v.languageTag)).toEqual(['nl-NL', 'en-US'])
    expect(draft.variations[1]!.buttons).toEqual([{ actionType: null, text: 'Yes' }])
    expect(checkTemplate(draft)).toEqual([])
    // Buttons of another type are not sent when the template has none.
    expect(draftOf({ ...state, buttonType: 'NONE' }).variations[0]!.buttons).toEqual([])
  })

  it('shows each violation on the step where its field is entered', () => {
    expect(stepOfField('variations')).toBe(0)
    expect(stepOfField('variations.1.languageTag')).toBe(0)
    expect(stepOfField('variations.0.buttons.2.url')).toBe(0)
    expect(stepOfField('parameters')).toBe(1)
    expect(stepOfField('parameters.0.name')).toBe(1)
    expect(stepOfField('variations.1.content')).toBe(2)
    expect(stepOfField('variations.0.attachmentUrl')).toBe(2)
    expect(stepOfField('templateName')).toBe(3)
    expect(stepOfField('category')).toBe(3)
  })
})

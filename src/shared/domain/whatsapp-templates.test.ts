import { describe, expect, it } from 'vitest'
import { pictureProblem, checkProfile } from './whatsapp-channels'
import {
  checkTemplate,
  facebookNameOf,
  fillVariables,
  reviewedTemplateStatus,
  ruleMessage,
  templateCategories,
  templateLocales,
  templateStatuses,
  variationStatuses,
  whatsappRuleMessages,
  type ButtonDraft,
  type TemplateDraft,
  type VariationDraft,
  type WhatsappRuleCode,
  templateRejectionCode,
} from './whatsapp-templates'

const nl: VariationDraft = {
  languageTag: 'nl-NL',
  content: 'Hoi {{1}}, bedankt voor je sollicitatie als {{2}} bij ons kantoor.',
  buttons: [],
}
const en: VariationDraft = {
  languageTag: 'en-US',
  content: 'Hi {{1}}, thank you for applying as {{2}} at our office.',
  buttons: [],
}
const valid: TemplateDraft = {
  templateName: 'Bevestiging sollicitatie',
  category: 'ALERT_UPDATE',
  buttonType: 'NONE',
  attachmentType: null,
  variations: [nl, en],
  parameters: [
    { name: 'voornaam', index: 1, example: 'Sanne' },
    { name: 'functie', index: 2, example: 'heftruckchauffeur' },
  ],
}

const codes = (draft: TemplateDraft, context?: Parameters<typeof checkTemplate>[1]) =>
  checkTemplate(draft, context).map((v) => `${v.code}@${v.field}`)
const withNl = (patch: Partial<VariationDraft>): TemplateDraft => ({
  ...valid,
  variations: [{ ...nl, ...patch }, en],
})
const quick = (n: number): ButtonDraft[] =>
  Array.from({ length: n }, (_, i) => ({ actionType: null, text: `Antwoord ${i + 1}` }))

describe('template rules (spec 000 §5)', () => {
  it('accepts a valid template', () => {
    expect(checkTemplate(valid)).toEqual([])
  })

  it('requires a unique name (any case, spacing)', () => {
    expect(codes(valid, { otherNames: ['bevestiging  SOLLICITATIE'], otherTexts: [] })).toContain(
      'name_not_unique@templateName',
    )
  })

  it('refuses underscores in the name', () => {
    expect(codes({ ...valid, templateName: 'bevestiging_sollicitatie' })).toEqual([
      'name_underscore@templateName',
    ])
  })

  it('accepts English characters only in the name', () => {
    expect(codes({ ...valid, templateName: 'Bevestiging café' })).toEqual([
      'english_characters_only@templateName',
    ])
    expect(codes({ ...valid, templateName: 'Sollicitatie-bevestiging 2' })).toEqual([])
  })

  it('requires a text not used by another template', () => {
    expect(codes(valid, { otherNames: [], otherTexts: [`  ${en.content.toUpperCase()} `] })).toEqual([
      'text_not_unique@variations.1.content',
    ])
  })

  it('requires numbered variables in order', () => {
    expect(
      codes(withNl({ content: 'Hoi {{naam}}, bedankt voor je sollicitatie als {{2}} bij ons.' })),
    ).toContain('variables_not_numbered@variations.0.content')
    expect(
      codes(withNl({ content: 'Hoi {{2}}, bedankt voor je sollicitatie als {{1}} bij ons.' })),
    ).toContain('variables_not_numbered@variations.0.content')
    expect(
      codes(withNl({ content: 'Hoi {{1}}, bedankt voor je sollicitatie als {{3}} bij ons.' })),
    ).toContain('variables_not_numbered@variations.0.content')
  })

  it('requires the same number of variables in every language', () => {
    const result = checkTemplate(
      withNl({ content: 'Hoi {{1}}, bedankt voor je sollicitatie bij ons kantoor.' }),
    )
    // The first language sets the number; the others are held to it.
    expect(result.map((v) => `${v.code}@${v.field}`)).toEqual([
      'variable_count_mismatch@variations.1.content',
    ])
    expect(ruleMessage(result[0]!, 'en')).toBe('Every language must have the same number of variables (1).')
  })

  it('refuses a variable at the start', () => {
    expect(
      codes(withNl({ content: '{{1}}, bedankt voor je sollicitatie als {{2}} bij ons kantoor.' })),
    ).toEqual(['variable_at_start@variations.0.content'])
  })

  it('refuses a variable at the end', () => {
    expect(
      codes(withNl({ content: 'Hoi {{1}}, bedankt voor je sollicitatie bij ons kantoor als {{2}}' })),
    ).toEqual(['variable_at_end@variations.0.content'])
  })

  it('refuses adjacent variables', () => {
    expect(
      codes(withNl({ content: 'Hoi {{1}} {{2}}, bedankt voor je sollicitatie bij ons kantoor.' })),
    ).toEqual(['variables_adjacent@variations.0.content'])
  })

  it('refuses too many variables for the text', () => {
    expect(codes(withNl({ content: 'Hoi {{1}} en {{2}} ok.' }))).toEqual([
      'too_many_variables@variations.0.content',
    ])
  })

  it('requires URL type Dynamic for a URL with a variable', () => {
    const cta: TemplateDraft = {
      ...valid,
      buttonType: 'CALL_TO_ACTION',
      variations: [
        {
          ...nl,
          buttons: [{ actionType: 'URL', text: 'Bekijk', url: 'https://werk.nl/v/{{1}}', urlType: 'STATIC' }],
        },
      ],
    }
    expect(codes(cta)).toEqual(['url_variable_requires_dynamic@variations.0.buttons.0.urlType'])
  })

  it('requires a valid phone number and URL', () => {
    const cta: TemplateDraft = {
      ...valid,
      buttonType: 'CALL_TO_ACTION',
      variations: [
        {
          ...nl,
          buttons: [
            { actionType: 'PHONE_NUMBER', text: 'Bel ons', phoneNumber: '06-1234' },
            { actionType: 'URL', text: 'Bekijk', url: 'werk punt nl', urlType: 'STATIC' },
          ],
        },
      ],
    }
    expect(codes(cta)).toEqual([
      'invalid_phone_number@variations.0.buttons.0.phoneNumber',
      'invalid_url@variations.0.buttons.1.url',
    ])
    const ok: TemplateDraft = {
      ...cta,
      variations: [
        {
          ...nl,
          buttons: [
            { actionType: 'PHONE_NUMBER', text: 'Bel ons', phoneNumber: '+31 20 123 4567' },
            {
              actionType: 'URL',
              text: 'Bekijk',
              url: 'https://werk.talentbrug.nl/vacatures',
              urlType: 'STATIC',
            },
          ],
        },
      ],
    }
    expect(codes(ok)).toEqual([])
  })

  it('requires the required fields', () => {
    expect(
      codes({
        ...valid,
        templateName: ' ',
        category: '',
        variations: [{ ...nl, content: '' }],
        parameters: [],
      }),
    ).toEqual(['required@templateName', 'required@category', 'required@variations.0.content'])
    expect(codes({ ...valid, variations: [] })).toEqual(['languages_required@variations'])
  })

  it('requires a media example for every variation with a media header', () => {
    const image: TemplateDraft = {
      ...valid,
      attachmentType: 'IMAGE',
      variations: [{ ...nl, attachmentUrl: 'https://img.example.nl/a.png' }, en],
    }
    expect(codes(image)).toEqual(['media_example_required@variations.1.attachmentUrl'])
  })

  it('requires a language tag on every variation, once', () => {
    expect(codes({ ...valid, variations: [nl, { ...en, languageTag: '' }] })).toEqual([
      'language_tag_required@variations.1.languageTag',
    ])
    expect(codes({ ...valid, variations: [nl, { ...en, languageTag: 'nl-NL' }] })).toEqual([
      'language_duplicate@variations.1.languageTag',
    ])
  })

  it('allows at most 2 call-to-action buttons', () => {
    const button: ButtonDraft = { actionType: 'PHONE_NUMBER', text: 'Bel', phoneNumber: '+31201234567' }
    const draft = (n: number): TemplateDraft => ({
      ...valid,
      buttonType: 'CALL_TO_ACTION',
      variations: [{ ...nl, buttons: Array.from({ length: n }, () => button) }],
    })
    expect(codes(draft(2))).toEqual([])
    expect(codes(draft(3))).toEqual(['too_many_call_to_action@variations.0.buttons'])
  })

  it('allows at most 3 quick-reply buttons', () => {
    const draft = (n: number): TemplateDraft => ({
      ...valid,
      buttonType: 'QUICK_REPLY',
      variations: [{ ...nl, buttons: quick(n) }],
    })
    expect(codes(draft(3))).toEqual([])
    expect(codes(draft(4))).toEqual(['too_many_quick_replies@variations.0.buttons'])
  })

  it('requires a parameter for every variable', () => {
    expect(codes({ ...valid, parameters: [valid.parameters[0]!] })).toEqual(['parameter_missing@parameters'])
  })

  it('has an English and a Dutch message for every rule', () => {
    for (const code of Object.keys(whatsappRuleMessages) as WhatsappRuleCode[]) {
      expect(ruleMessage({ code }, 'en').trim()).not.toBe('')
      expect(ruleMessage({ code }, 'nl').trim()).not.toBe('')
    }
  })
})

describe('template values', () => {
  it('has the spec statuses, categories and about 60 locales including nl-NL and en-US', () => {
    expect(templateStatuses).toEqual(['CONCEPT', 'SUBMITTED', 'ACCEPTED', 'REJECTED', 'ACTIVE'])
    expect(variationStatuses).toEqual(['CONCEPT', 'APPROVED', 'REJECTED', 'RESUBMITTED'])
    expect(templateCategories).toHaveLength(10)
    expect(templateLocales.length).toBeGreaterThanOrEqual(60)
    const tags = templateLocales.map((l) => l.languageTag)
    expect(tags).toContain('nl-NL')
    expect(tags).toContain('en-US')
    expect(new Set(tags).size).toBe(tags.length)
  })

  it('derives the status of a reviewed version from its languages', () => {
    expect(reviewedTemplateStatus(['APPROVED', 'APPROVED'])).toBe('ACCEPTED')
    expect(reviewedTemplateStatus(['APPROVED', 'REJECTED'])).toBe('REJECTED')
    expect(reviewedTemplateStatus(['APPROVED', 'RESUBMITTED'])).toBe('SUBMITTED')
  })

  it('fills variables with the parameter examples for the preview', () => {
    expect(fillVariables(nl.content, valid.parameters)).toBe(
      'Hoi Sanne, bedankt voor je sollicitatie als heftruckchauffeur bij ons kantoor.',
    )
    expect(facebookNameOf('Bevestiging sollicitatie-2')).toBe('bevestiging_sollicitatie_2')
  })
})

describe('profile rules (spec 000 §5)', () => {
  const profile = {
    profileText: 'Werk dat bij je past',
    description: '',
    websites: ['https://www.talentbrug.nl'],
    profilePicture: null,
    companyName: 'Talentbrug',
    address: '',
  }

  it('requires websites to be valid URLs', () => {
    expect(checkProfile(profile)).toEqual([])
    expect(checkProfile({ ...profile, websites: ['https://www.talentbrug.nl', 'talentbrug'] })).toEqual([
      { code: 'website_invalid', field: 'websites.1' },
    ])
  })

  it('requires a jpg or png picture of exactly 640x640 under 5 MB', () => {
    const ok = { bytes: 200_000, format: 'png', width: 640, height: 640 }
    expect(pictureProblem(ok)).toBeNull()
    expect(pictureProblem({ ...ok, format: 'jpg' })).toBeNull()
    expect(pictureProblem({ ...ok, format: 'gif' })).toBe('picture_wrong_format')
    expect(pictureProblem({ ...ok, format: null })).toBe('picture_wrong_format')
    expect(pictureProblem({ ...ok, bytes: 5 * 1024 * 1024 + 1 })).toBe('picture_too_large')
    expect(pictureProblem({ ...ok, width: 641 })).toBe('picture_wrong_resolution')
    expect(pictureProblem({ ...ok, height: 639 })).toBe('picture_wrong_resolution')
  })
})

describe("a provider's rejection reason", () => {
  it('is read by its code, so the screen can say it in the interface language', () => {
    expect(
      templateRejectionCode(
        'INCORRECT_CATEGORY: the message reads as promotional, which this category does not allow.',
      ),
    ).toBe('INCORRECT_CATEGORY')
    expect(templateRejectionCode('SCAM')).toBe('SCAM')
  })
  it('without a known code is left as the provider wrote it', () => {
    expect(templateRejectionCode('Something the provider said')).toBeNull()
    expect(templateRejectionCode('NEW_REASON: later')).toBeNull()
  })
})

import { describe, expect, it } from 'vitest'
import { languageFieldOf } from './template-edits'

describe("a rule's place in the language editor", () => {
  it('is its own field for the header and footer, else the message', () => {
    expect(languageFieldOf({ code: 'required', field: 'variations.1.footer' }, 1)).toBe('footer')
    expect(languageFieldOf({ code: 'required', field: 'variations.1.attachmentTitle' }, 1)).toBe(
      'attachmentTitle',
    )
    expect(languageFieldOf({ code: 'text_not_unique', field: 'variations.1.content' }, 1)).toBe('content')
    expect(languageFieldOf({ code: 'required', field: 'variations.1.buttons.0.url' }, 1)).toBe('content')
    expect(languageFieldOf({ code: 'required', field: 'variations.1' }, 1)).toBe('content')
  })

  it("is nowhere for another language's or the template's rules", () => {
    expect(languageFieldOf({ code: 'required', field: 'variations.0.content' }, 1)).toBeNull()
    expect(languageFieldOf({ code: 'required', field: 'variations.10.content' }, 1)).toBeNull()
    expect(languageFieldOf({ code: 'required', field: 'templateName' }, 1)).toBeNull()
  })
})

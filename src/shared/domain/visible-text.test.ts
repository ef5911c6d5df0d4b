import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { automationNameProblem } from './automations'
import { automationTemplateSchema } from './automations-templates'
import { intentNameProblem } from './nlp'
import { userNameField } from './users'
import { hasInvisibleCharacters } from './visible-text'
import { checkTemplateName } from './whatsapp-templates'

/** Every character SEC-14 names: Cc (C0, DEL, C1) and the bidi controls. */
const invisible = [
  '\u0000',
  '\u0009',
  '\u001F',
  '\u007F',
  '\u0085',
  '\u009F',
  '\u061C',
  '\u200E',
  '\u200F',
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'],
  ...['\u2066', '\u2067', '\u2068', '\u2069'],
]
const reversed = 'Jan \u202Egnp.exe\u202C Bakker'

describe('names refuse control and bidi characters (SEC-14)', () => {
  it('finds each of them, and nothing in ordinary names of any script', () => {
    for (const c of invisible) expect(hasInvisibleCharacters(`Ja${c}n`), JSON.stringify(c)).toBe(true)
    for (const name of ['Eva O’Brien-de Vries', 'Zoë Çelik', 'مريم', 'Beschikbaarheid 😀', 'יעל'])
      expect(hasInvisibleCharacters(name), name).toBe(false)
  })

  it('users: the name field refuses them with its message', () => {
    const result = v.safeParse(userNameField, reversed)
    expect(result.issues?.[0]?.message).toBe('form.nameInvisibleCharacters')
    expect(v.safeParse(userNameField, 'Jan Bakker').success).toBe(true)
  })

  it('intents, automations, automation templates and WhatsApp templates refuse them', () => {
    expect(intentNameProblem('beschikbaar\u200Eheid')).toBe('invisible_characters')
    expect(intentNameProblem('beschikbaarheid')).toBeNull()
    expect(automationNameProblem(reversed)).not.toBeNull()
    const template = v.safeParse(automationTemplateSchema, {
      name: `Vacature\u2066alert`,
      campaign: { type: 'broadcast' },
    })
    expect(template.issues?.[0]?.message).toBe('invisibleCharacters')
    expect(checkTemplateName('welkom\u202Ebericht', []).map((r) => r.code)).toContain(
      'english_characters_only',
    )
  })
})

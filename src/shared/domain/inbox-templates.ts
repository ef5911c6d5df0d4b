import * as v from 'valibot'

/**
 * Sending an approved WhatsApp template from the Smart Inbox once the candidate's 24-hour window has closed.
 * The server and the composer share these rules: which templates may go out
 * (the definition's ACTIVE version, its language variant APPROVED, in the conversation's language), how
 * their {{n}} parameters are filled, and what a parameter value may hold.
 */

/** The parts of a WhatsApp definition these rules read (the sandbox rows and the GraphQL shape fit). */
export interface TemplateSource {
  readonly id: string
  readonly name: string
  readonly activeTemplate: {
    readonly id: string
    readonly status: string
    readonly templateName: string
    readonly parameters: readonly {
      readonly index: number
      readonly name: string
      readonly example: string | null
    }[]
    readonly variations: readonly {
      readonly languageTag: string
      readonly content: string
      readonly status: string
      readonly footer: string | null
    }[]
  } | null
}

/** One template the inbox may send: the definition's active version in one language. */
export interface SendableTemplate {
  readonly definitionId: string
  readonly templateId: string
  readonly name: string
  readonly templateName: string
  readonly languageTag: string
  readonly content: string
  readonly footer: string | null
  readonly parameters: readonly {
    readonly index: number
    readonly name: string
    readonly example: string | null
  }[]
}

/** A parameter value may not be longer than this (WhatsApp's limit for one template parameter). */
export const templateParameterMaxLength = 1024

/** nl-NL and nl match: languages compare on their primary subtag, case-insensitively. */
export function sameLanguage(a: string, b: string): boolean {
  const primary = (tag: string) => tag.split(/[-_]/)[0]?.toLowerCase() ?? ''
  return primary(a) !== '' && primary(a) === primary(b)
}

/**
 * The templates a recruiter may send in this language: per definition its active version (status ACTIVE)
 * and that version's variant in the language, approved by the provider. Sorted by name.
 */
export function sendableTemplates(
  definitions: readonly TemplateSource[],
  languageTag: string,
): SendableTemplate[] {
  const result: SendableTemplate[] = []
  for (const definition of definitions) {
    const active = definition.activeTemplate
    if (!active || active.status !== 'ACTIVE') continue
    const variation =
      active.variations.find((v) => v.status === 'APPROVED' && v.languageTag === languageTag) ??
      active.variations.find((v) => v.status === 'APPROVED' && sameLanguage(v.languageTag, languageTag))
    if (!variation) continue
    result.push({
      definitionId: definition.id,
      templateId: active.id,
      name: definition.name,
      templateName: active.templateName,
      languageTag: variation.languageTag,
      content: variation.content,
      footer: variation.footer,
      parameters: [...active.parameters].sort((a, b) => a.index - b.index),
    })
  }
  return result.sort((a, b) => a.name.localeCompare(b.name))
}

export type TemplateParameterProblem = 'required' | 'lineBreak' | 'tooLong'

/** What is wrong with one parameter value, or null. WhatsApp refuses line breaks and tabs in parameters. */
export function templateParameterProblem(value: string): TemplateParameterProblem | null {
  if (value.trim() === '') return 'required'
  if (/[\n\r\t]/.test(value)) return 'lineBreak'
  if ([...value].length > templateParameterMaxLength) return 'tooLong'
  return null
}

export const templateParameterMessages: Record<TemplateParameterProblem, { nl: string; en: string }> = {
  required: { nl: 'Dit veld is verplicht.', en: 'This field is required.' },
  lineBreak: { nl: 'Geen regeleinden of tabs.', en: 'No line breaks or tabs.' },
  tooLong: {
    nl: `Maximaal ${templateParameterMaxLength} tekens.`,
    en: `At most ${templateParameterMaxLength} characters.`,
  },
}

/** The body with {{n}} replaced by the n-th value (values in parameter order, index 1 first). */
export function renderTemplate(
  template: Pick<SendableTemplate, 'content' | 'parameters'>,
  values: readonly string[],
): string {
  return template.content.replace(/\{\{\s*(\d+)\s*\}\}/g, (whole, raw: string) => {
    const position = template.parameters.findIndex((p) => String(p.index) === raw)
    const value = position >= 0 ? values[position] : undefined
    return value === undefined ? whole : value
  })
}

/**
 * GET /api/v1/whatsapp/templates/: the approved templates a recruiter may send in one conversation once its
 * 24-hour window has closed (the rules above, applied by the server), in the conversation's language.
 */
const templateParameterSchema = v.object({
  index: v.number(),
  name: v.string(),
  example: v.optional(v.nullable(v.string()), null),
})
export const sendableTemplateSchema = v.object({
  definitionId: v.string(),
  templateId: v.string(),
  name: v.string(),
  templateName: v.string(),
  languageTag: v.string(),
  content: v.string(),
  footer: v.optional(v.nullable(v.string()), null),
  parameters: v.array(templateParameterSchema),
})
export const inboxTemplatesReplySchema = v.object({
  language_tag: v.string(),
  templates: v.array(sendableTemplateSchema),
})

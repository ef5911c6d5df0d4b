/**
 * WhatsApp templates (spec 000 §3 'WhatsApp template', §4 'WhatsApp templates', §5 'Template',
 * §9): statuses, button, header and category values, the template locales, and every template rule of
 * spec 000 §5 as a pure check. The creation form runs `checkTemplate` while the user types; the sandbox
 * runs the same function before it accepts a template, so both refuse the same templates with the same
 * message (`whatsappRuleMessages`, English and Dutch).
 */

import { isValidPhoneNumber } from './phone-numbers'

// ---- statuses and kinds --------------------------------------------------------------------------------

// In a module of their own: the templates list's URL search (loaded before any screen) needs the statuses,
// and a module is bundled whole, rules and messages included.
export {
  templateStatuses,
  variationStatuses,
  type TemplateStatus,
  type VariationStatus,
} from './whatsapp-template-statuses'
import type { TemplateStatus, VariationStatus } from './whatsapp-template-statuses'

export const buttonTypes = ['NONE', 'CALL_TO_ACTION', 'QUICK_REPLY'] as const
export type ButtonType = (typeof buttonTypes)[number]

/** A call-to-action button's action (spec 000 §3). Quick replies have none. */
export const buttonActionTypes = ['PHONE_NUMBER', 'URL'] as const
export type ButtonActionType = (typeof buttonActionTypes)[number]

export const urlTypes = ['STATIC', 'DYNAMIC'] as const
export type UrlType = (typeof urlTypes)[number]

/** The header (attachment) types; a template without a header has attachmentType null. */
export const headerTypes = ['TEXT', 'IMAGE', 'VIDEO', 'DOCUMENT'] as const
export type HeaderType = (typeof headerTypes)[number]
export const mediaHeaderTypes: readonly HeaderType[] = ['IMAGE', 'VIDEO', 'DOCUMENT']

/** The spec's categories (spec 000 §3), as the provider names them. */
export const templateCategories = [
  'ACCOUNT_UPDATE',
  'ALERT_UPDATE',
  'APPOINTMENT_UPDATE',
  'ISSUE_RESOLUTION',
  'PAYMENT_UPDATE',
  'PERSONAL_FINANCE_UPDATE',
  'RESERVATION_UPDATE',
  'SHIPPING_UPDATE',
  'TICKET_UPDATE',
  'TRANSPORTATION_UPDATE',
] as const
export type TemplateCategory = (typeof templateCategories)[number]

/** Submit actions of the version viewer and the creation form (spec 000 §4). */
export const submitActions = ['SAVE_AS_DRAFT', 'SUBMIT_FOR_APPROVAL', 'SAVE_AND_SUBMIT', 'ACTIVATE'] as const
export type SubmitAction = (typeof submitActions)[number]

/**
 * The four creation steps and their counters (spec 000 §4), then the provider submit. A failure names the
 * stage it happened in (spec 001 §4): BUTTON and VARIATION in step 1, PARAMETER in 2, TEMPLATE in 3,
 * DEFINITION in 4, SUBMIT at the provider.
 */
export const creationSteps = [
  { step: 1, id: 'languages', stages: ['VARIATION', 'BUTTON'] },
  { step: 2, id: 'parameters', stages: ['PARAMETER'] },
  { step: 3, id: 'template', stages: ['TEMPLATE'] },
  { step: 4, id: 'definition', stages: ['DEFINITION'] },
] as const
export const creationStepCount = creationSteps.length
export const failureStages = ['BUTTON', 'VARIATION', 'PARAMETER', 'TEMPLATE', 'SUBMIT', 'DEFINITION'] as const
export type FailureStage = (typeof failureStages)[number]

/** Buttons per template (spec 000 §9, spec 001 §9): call-to-action 2, quick reply 3. */
export const maxCallToActionButtons = 2
export const maxQuickReplyButtons = 3

/**
 * Provider timings of spec 000 §9 (the sandbox shortens review to seconds; see docs/decisions/whatsapp.md).
 */
export const templateReviewWorkingDays = 3
export const templateSyncMaxMinutes = 5
export const channelSetupMinutes = 2

// ---- locales ------------------------------------------------------------------------------------------

/**
 * The template locales the provider accepts (spec 000 §9 "about 60"): the provider's code and the BCP 47
 * tag the portal stores as languageTag. Names come from `Intl.DisplayNames` in the interface language.
 */
export const templateLocales = [
  ['af', 'af'],
  ['sq', 'sq'],
  ['ar', 'ar'],
  ['az', 'az'],
  ['bn', 'bn'],
  ['bg', 'bg'],
  ['ca', 'ca'],
  ['zh_CN', 'zh-CN'],
  ['zh_HK', 'zh-HK'],
  ['zh_TW', 'zh-TW'],
  ['hr', 'hr'],
  ['cs', 'cs'],
  ['da', 'da'],
  ['nl', 'nl-NL'],
  ['nl_BE', 'nl-BE'],
  ['en', 'en'],
  ['en_GB', 'en-GB'],
  ['en_US', 'en-US'],
  ['et', 'et'],
  ['fil', 'fil'],
  ['fi', 'fi'],
  ['fr', 'fr'],
  ['ka', 'ka'],
  ['de', 'de'],
  ['el', 'el'],
  ['gu', 'gu'],
  ['ha', 'ha'],
  ['he', 'he'],
  ['hi', 'hi'],
  ['hu', 'hu'],
  ['id', 'id'],
  ['ga', 'ga'],
  ['it', 'it'],
  ['ja', 'ja'],
  ['kn', 'kn'],
  ['kk', 'kk'],
  ['rw_RW', 'rw-RW'],
  ['ko', 'ko'],
  ['ky_KG', 'ky-KG'],
  ['lo', 'lo'],
  ['lv', 'lv'],
  ['lt', 'lt'],
  ['mk', 'mk'],
  ['ms', 'ms'],
  ['ml', 'ml'],
  ['mr', 'mr'],
  ['nb', 'nb'],
  ['fa', 'fa'],
  ['pl', 'pl'],
  ['pt_BR', 'pt-BR'],
  ['pt_PT', 'pt-PT'],
  ['pa', 'pa'],
  ['ro', 'ro'],
  ['ru', 'ru'],
  ['sr', 'sr'],
  ['sk', 'sk'],
  ['sl', 'sl'],
  ['es', 'es'],
  ['es_AR', 'es-AR'],
  ['es_ES', 'es-ES'],
  ['es_MX', 'es-MX'],
  ['sw', 'sw'],
  ['sv', 'sv'],
  ['ta', 'ta'],
  ['te', 'te'],
  ['th', 'th'],
  ['tr', 'tr'],
  ['uk', 'uk'],
  ['ur', 'ur'],
  ['uz', 'uz'],
  ['vi', 'vi'],
  ['zu', 'zu'],
].map(([language, languageTag]) => ({ language: language!, languageTag: languageTag! }))

const localeByTag = new Map(templateLocales.map((l) => [l.languageTag, l]))

export function isTemplateLocale(languageTag: string): boolean {
  return localeByTag.has(languageTag)
}

/** The provider's language code for a languageTag ('nl-NL' → 'nl'), or null for an unknown tag. */
export function providerLanguage(languageTag: string): string | null {
  return localeByTag.get(languageTag)?.language ?? null
}

// ---- the template as the rules see it -------------------------------------------------------------------

export interface ButtonDraft {
  /** PHONE_NUMBER or URL for a call-to-action button; null for a quick reply. */
  readonly actionType: ButtonActionType | null
  readonly text: string
  readonly phoneNumber?: string | null
  readonly url?: string | null
  readonly urlType?: UrlType | null
}

export interface VariationDraft {
  readonly languageTag: string
  /** The body text, with variables {{1}}, {{2}}, … */
  readonly content: string
  /** Header text (TEXT headers) or the media's file name. */
  readonly attachmentTitle?: string | null
  /** The media example (IMAGE, VIDEO, DOCUMENT headers). */
  readonly attachmentUrl?: string | null
  readonly footer?: string | null
  readonly buttons: readonly ButtonDraft[]
}

export interface ParameterDraft {
  readonly name: string
  readonly index: number
  readonly scalarName?: string | null
  /** The ATS field (its path) the variable is filled from, one of the chatbot's ATS field options. */
  readonly atsFieldMapping?: string | null
  /** A sample value for the preview and the provider's review. */
  readonly example?: string | null
}

export interface TemplateDraft {
  readonly templateName: string
  readonly category: string
  readonly buttonType: ButtonType
  readonly attachmentType: HeaderType | null
  readonly variations: readonly VariationDraft[]
  readonly parameters: readonly ParameterDraft[]
}

/** What the rules compare against: the other definitions' names and texts. */
export interface TemplateRuleContext {
  /** Names of the chatbot's other definitions (any case). */
  readonly otherNames: readonly string[]
  /** Body texts of the chatbot's other definitions' templates. */
  readonly otherTexts: readonly string[]
}

export const emptyRuleContext: TemplateRuleContext = { otherNames: [], otherTexts: [] }

// ---- messages ----------------------------------------------------------------------------------------

interface MessageTexts {
  readonly en: string
  readonly nl: string
}

/**
 * One message per rule (spec 000 §5 'Template', 'WhatsApp profile'). The spec names the rules but gives
 * no wording; these are ours in both languages (docs/decisions/whatsapp.md). `{{max}}` and
 * `{{expected}}` are filled by `ruleMessage`.
 */
export const whatsappRuleMessages = {
  required: { en: 'This field is required.', nl: 'Dit veld is verplicht.' },
  name_not_unique: {
    en: 'A template with this name already exists.',
    nl: 'Er bestaat al een template met deze naam.',
  },
  name_underscore: {
    en: 'The name may not contain underscores.',
    nl: 'De naam mag geen underscores bevatten.',
  },
  english_characters_only: {
    en: 'Use English characters only: letters a–z, digits, spaces and hyphens.',
    nl: 'Gebruik alleen Engelse tekens: letters a–z, cijfers, spaties en koppeltekens.',
  },
  category_invalid: { en: 'Choose one of the categories.', nl: 'Kies een van de categorieën.' },
  text_not_unique: {
    en: 'Another template already uses this text.',
    nl: 'Een andere template gebruikt deze tekst al.',
  },
  variables_not_numbered: {
    en: 'Number the variables {{1}}, {{2}}, {{3}} … in order, without gaps.',
    nl: 'Nummer de variabelen {{1}}, {{2}}, {{3}} … op volgorde, zonder gaten.',
  },
  variable_count_mismatch: {
    en: 'Every language must have the same number of variables ({{expected}}).',
    nl: 'Elke taal moet evenveel variabelen hebben ({{expected}}).',
  },
  variable_at_start: {
    en: 'The message may not start with a variable.',
    nl: 'Het bericht mag niet met een variabele beginnen.',
  },
  variable_at_end: {
    en: 'The message may not end with a variable.',
    nl: 'Het bericht mag niet op een variabele eindigen.',
  },
  variables_adjacent: {
    en: 'Put text between two variables.',
    nl: 'Zet tekst tussen twee variabelen.',
  },
  too_many_variables: {
    en: 'Too many variables for the length of the text: add more text or use fewer variables.',
    nl: 'Te veel variabelen voor de lengte van de tekst: voeg tekst toe of gebruik minder variabelen.',
  },
  url_variable_requires_dynamic: {
    en: 'A URL with a variable needs URL type Dynamic.',
    nl: 'Een URL met een variabele heeft URL-type Dynamisch nodig.',
  },
  dynamic_url_requires_variable: {
    en: 'A dynamic URL ends with the variable {{1}}.',
    nl: 'Een dynamische URL eindigt op de variabele {{1}}.',
  },
  invalid_phone_number: {
    en: 'Enter a valid phone number in international format, e.g. +31612345678.',
    nl: 'Vul een geldig telefoonnummer in internationaal formaat in, bijvoorbeeld +31612345678.',
  },
  invalid_url: {
    en: 'Enter a valid URL starting with https:// or http://.',
    nl: 'Vul een geldige URL in die begint met https:// of http://.',
  },
  media_example_required: {
    en: 'Add a media example for this language.',
    nl: 'Voeg een mediavoorbeeld toe voor deze taal.',
  },
  language_tag_required: {
    en: 'Every language variant needs a language tag.',
    nl: 'Elke taalvariant heeft een taaltag nodig.',
  },
  language_duplicate: {
    en: 'This language is already part of the template.',
    nl: 'Deze taal zit al in de template.',
  },
  languages_required: { en: 'Add at least one language.', nl: 'Voeg minstens één taal toe.' },
  too_many_call_to_action: {
    en: 'At most {{max}} call-to-action buttons.',
    nl: 'Hoogstens {{max}} call-to-action-knoppen.',
  },
  too_many_quick_replies: {
    en: 'At most {{max}} quick-reply buttons.',
    nl: 'Hoogstens {{max}} snelle-antwoordknoppen.',
  },
  buttons_required: {
    en: 'Add at least one button, or choose no buttons.',
    nl: 'Voeg minstens één knop toe, of kies geen knoppen.',
  },
  button_action_mismatch: {
    en: 'Call-to-action buttons call a phone number or open a URL; quick replies do neither.',
    nl: 'Call-to-action-knoppen bellen een nummer of openen een URL; snelle antwoorden doen geen van beide.',
  },
  parameter_missing: {
    en: 'Every variable needs a parameter ({{expected}}).',
    nl: 'Elke variabele heeft een parameter nodig ({{expected}}).',
  },
  website_invalid: {
    en: 'Enter a valid website URL starting with https:// or http://.',
    nl: 'Vul een geldige website-URL in die begint met https:// of http://.',
  },
  picture_too_large: {
    en: 'The profile picture must be smaller than 5 MB.',
    nl: 'De profielfoto moet kleiner zijn dan 5 MB.',
  },
  picture_wrong_resolution: {
    en: 'The profile picture must be exactly 640x640 pixels.',
    nl: 'De profielfoto moet precies 640x640 pixels zijn.',
  },
  picture_wrong_format: {
    en: 'The profile picture must be a JPG or PNG file.',
    nl: 'De profielfoto moet een JPG- of PNG-bestand zijn.',
  },
  picture_upload_failed: {
    en: 'Uploading the profile picture failed. Please try again.',
    nl: 'Het uploaden van de profielfoto is mislukt. Probeer het opnieuw.',
  },
} as const satisfies Record<string, MessageTexts>

export type WhatsappRuleCode = keyof typeof whatsappRuleMessages

export interface RuleViolation {
  readonly code: WhatsappRuleCode
  /** Dotted path of the field: 'templateName', 'variations.0.content', 'variations.1.buttons.0.url', … */
  readonly field: string
  readonly params?: Readonly<Record<string, string | number>>
}

/** The message of a violation in 'en' or 'nl', with its parameters filled in. */
export function ruleMessage(violation: Pick<RuleViolation, 'code' | 'params'>, lang: 'en' | 'nl'): string {
  let text: string = whatsappRuleMessages[violation.code][lang]
  for (const [key, value] of Object.entries(violation.params ?? {}))
    text = text.replaceAll(`{{${key}}}`, String(value))
  return text
}

// ---- variables ---------------------------------------------------------------------------------------

const variablePattern = /\{\{\s*([^{}]*?)\s*\}\}/g

/** The variables of a text in order of appearance, as written between the braces ('1', 'name', …). */
export function variablesOf(text: string): string[] {
  return [...text.matchAll(variablePattern)].map((m) => m[1] ?? '')
}

/** The highest variable number of a text (0 without numbered variables). */
export function variableCount(text: string): number {
  return new Set(variablesOf(text).filter((v) => /^[1-9]\d*$/.test(v))).size
}

/** Whether the variables are {{1}} … {{n}}: numbers only, first appearances in order, no gaps. */
export function variablesNumbered(text: string): boolean {
  const vars = variablesOf(text)
  let next = 1
  for (const name of vars) {
    if (!/^[1-9]\d*$/.test(name)) return false
    const n = Number(name)
    if (n === next) next++
    else if (n > next) return false
  }
  return true
}

/** Words of a text outside its variables. */
function wordsOutsideVariables(text: string): number {
  return text
    .replace(variablePattern, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

/**
 * "Not too many variables relative to the text" (spec 000 §5): the provider gives no number; we ask for at
 * least two words of text per variable plus one (docs/decisions/whatsapp.md).
 */
export function tooManyVariables(text: string): boolean {
  const count = variablesOf(text).length
  return count > 0 && wordsOutsideVariables(text) < 2 * count + 1
}

// ---- single-field rules ------------------------------------------------------------------------------

/** English characters only: letters a–z (either case), digits, spaces and hyphens. */
export function englishCharactersOnly(value: string): boolean {
  return /^[A-Za-z0-9 -]*$/.test(value.replaceAll('_', ''))
}

export { isValidPhoneNumber }

/** An http(s) URL with a host that has a dot (or localhost); variables are allowed in the path. */
export function isValidUrl(value: string): boolean {
  const trimmed = value.trim()
  if (/\s/.test(trimmed)) return false
  try {
    const url = new URL(trimmed.replace(variablePattern, 'x'))
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
    return url.hostname === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(url.hostname)
  } catch {
    return false
  }
}

/** The provider's name for a template: lower case, spaces and hyphens as underscores. */
export function facebookNameOf(templateName: string): string {
  return templateName
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
const blank = (s: string | null | undefined) => !s || s.trim() === ''

// ---- the whole template ------------------------------------------------------------------------------

/**
 * The name's rules (spec 000 §5): required, unique among `otherNames` (case and spacing ignored), no
 * underscores, English characters only. Creation, clone and copy check names with these.
 */
export function checkTemplateName(name: string, otherNames: readonly string[]): RuleViolation[] {
  const out: RuleViolation[] = []
  const add = (code: WhatsappRuleCode) => out.push({ code, field: 'templateName' })
  if (blank(name)) add('required')
  else {
    if (name.includes('_')) add('name_underscore')
    if (!englishCharactersOnly(name)) add('english_characters_only')
    if (otherNames.some((other) => norm(other) === norm(name))) add('name_not_unique')
  }
  return out
}

/**
 * Every rule of spec 000 §5 'Template' over a template with its language variants. An empty list means the
 * template may be submitted. The form shows each violation at its field while typing.
 */
export function checkTemplate(
  draft: TemplateDraft,
  context: TemplateRuleContext = emptyRuleContext,
): RuleViolation[] {
  const out: RuleViolation[] = []
  const add = (code: WhatsappRuleCode, field: string, params?: Record<string, string | number>) =>
    out.push(params ? { code, field, params } : { code, field })

  out.push(...checkTemplateName(draft.templateName, context.otherNames))
  if (blank(draft.category)) add('required', 'category')
  else if (!(templateCategories as readonly string[]).includes(draft.category))
    add('category_invalid', 'category')

  if (draft.variations.length === 0) add('languages_required', 'variations')

  const seenTags = new Set<string>()
  const counts: number[] = []
  const otherTexts = new Set(context.otherTexts.map(norm))
  draft.variations.forEach((variation, i) => {
    const at = (field: string) => `variations.${i}.${field}`
    // Tags: every variation has its language tag, once per template.
    if (blank(variation.languageTag) || !isTemplateLocale(variation.languageTag))
      add('language_tag_required', at('languageTag'))
    else if (seenTags.has(variation.languageTag)) add('language_duplicate', at('languageTag'))
    else seenTags.add(variation.languageTag)

    const text = variation.content
    if (blank(text)) add('required', at('content'))
    else {
      if (otherTexts.has(norm(text))) add('text_not_unique', at('content'))
      const trimmed = text.trim()
      if (!variablesNumbered(text)) add('variables_not_numbered', at('content'))
      if (/^\{\{[^{}]*\}\}/.test(trimmed)) add('variable_at_start', at('content'))
      if (/\{\{[^{}]*\}\}$/.test(trimmed)) add('variable_at_end', at('content'))
      if (/\}\}\s*\{\{/.test(text)) add('variables_adjacent', at('content'))
      if (tooManyVariables(text)) add('too_many_variables', at('content'))
      counts.push(variableCount(text))
    }

    // Header: text for TEXT, a media example for every variation with a media header.
    if (draft.attachmentType === 'TEXT' && blank(variation.attachmentTitle))
      add('required', at('attachmentTitle'))
    if (
      draft.attachmentType &&
      mediaHeaderTypes.includes(draft.attachmentType) &&
      blank(variation.attachmentUrl)
    )
      add('media_example_required', at('attachmentUrl'))

    checkButtons(draft.buttonType, variation.buttons, i, add)
  })

  // The same number of variables in every language; a parameter for every variable.
  const expected = counts[0] ?? 0
  if (counts.some((c) => c !== expected)) {
    draft.variations.forEach((variation, i) => {
      if (!blank(variation.content) && variableCount(variation.content) !== expected)
        add('variable_count_mismatch', `variations.${i}.content`, { expected })
    })
  }
  const maxVars = Math.max(0, ...counts)
  const indexes = new Set(draft.parameters.map((p) => p.index))
  for (let n = 1; n <= maxVars; n++)
    if (!indexes.has(n)) add('parameter_missing', 'parameters', { expected: maxVars })
  draft.parameters.forEach((parameter, i) => {
    if (blank(parameter.name)) add('required', `parameters.${i}.name`)
  })
  return dedupe(out)
}

function checkButtons(
  buttonType: ButtonType,
  buttons: readonly ButtonDraft[],
  variationIndex: number,
  add: (code: WhatsappRuleCode, field: string, params?: Record<string, string | number>) => void,
) {
  const base = `variations.${variationIndex}.buttons`
  if (buttonType === 'NONE') return
  if (buttons.length === 0) add('buttons_required', base)
  if (buttonType === 'CALL_TO_ACTION' && buttons.length > maxCallToActionButtons)
    add('too_many_call_to_action', base, { max: maxCallToActionButtons })
  if (buttonType === 'QUICK_REPLY' && buttons.length > maxQuickReplyButtons)
    add('too_many_quick_replies', base, { max: maxQuickReplyButtons })
  buttons.forEach((button, j) => {
    const at = (field: string) => `${base}.${j}.${field}`
    if (blank(button.text)) add('required', at('text'))
    if (buttonType === 'QUICK_REPLY') {
      if (button.actionType) add('button_action_mismatch', at('actionType'))
      return
    }
    if (button.actionType === 'PHONE_NUMBER') {
      if (blank(button.phoneNumber)) add('required', at('phoneNumber'))
      else if (!isValidPhoneNumber(button.phoneNumber ?? '')) add('invalid_phone_number', at('phoneNumber'))
    } else if (button.actionType === 'URL') {
      const url = button.url ?? ''
      if (blank(url)) add('required', at('url'))
      else {
        if (!isValidUrl(url)) add('invalid_url', at('url'))
        const hasVariable = variablesOf(url).length > 0
        if (hasVariable && button.urlType !== 'DYNAMIC') add('url_variable_requires_dynamic', at('urlType'))
        if (!hasVariable && button.urlType === 'DYNAMIC') add('dynamic_url_requires_variable', at('url'))
      }
      if (!button.urlType) add('required', at('urlType'))
    } else add('button_action_mismatch', at('actionType'))
  })
}

function dedupe(violations: RuleViolation[]): RuleViolation[] {
  const seen = new Set<string>()
  return violations.filter((v) => {
    const key = `${v.code}|${v.field}`
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Violations grouped by field, for a form. */
export function violationsByField(violations: readonly RuleViolation[]): Record<string, RuleViolation[]> {
  const out: Record<string, RuleViolation[]> = {}
  for (const v of violations) (out[v.field] ??= []).push(v)
  return out
}

/** The provider's answer shape (spec 001 §7.4: ok, errors, errorMessage): errors with field and messages. */
export function violationsAsErrors(
  violations: readonly RuleViolation[],
): { field: string; messages: string[]; codes: string[] }[] {
  return Object.entries(violationsByField(violations)).map(([field, list]) => ({
    field,
    messages: list.map((v) => ruleMessage(v, 'en')),
    codes: list.map((v) => v.code),
  }))
}

// ---- preview -----------------------------------------------------------------------------------------

/** The body with every {{n}} replaced by parameter n's example (or its name in brackets). */
export function fillVariables(text: string, parameters: readonly ParameterDraft[]): string {
  return text.replace(variablePattern, (whole, raw: string) => {
    const parameter = parameters.find((p) => String(p.index) === raw.trim())
    if (!parameter) return whole
    return blank(parameter.example) ? `[${parameter.name || raw}]` : (parameter.example ?? '')
  })
}

// ---- derived statuses --------------------------------------------------------------------------------

/**
 * A submitted version's status from its languages: REJECTED when any language is rejected, ACCEPTED when
 * all are approved, else SUBMITTED. ACTIVE and CONCEPT are set by the user, not derived.
 */
export function reviewedTemplateStatus(variations: readonly VariationStatus[]): TemplateStatus {
  if (variations.includes('REJECTED')) return 'REJECTED'
  if (variations.length > 0 && variations.every((s) => s === 'APPROVED')) return 'ACCEPTED'
  return 'SUBMITTED'
}

/** A version may be activated once every language is approved (ACCEPTED), or it is already active. */
export function canActivate(status: TemplateStatus): boolean {
  return status === 'ACCEPTED' || status === 'ACTIVE'
}

/**
 * The reasons a WhatsApp provider gives for a rejected template (Meta's `rejected_reason`); its answer
 * starts with one of these, then its own English detail ('INCORRECT_CATEGORY: the message reads as …').
 */
export const templateRejectionCodes = [
  'ABUSIVE_CONTENT',
  'INCORRECT_CATEGORY',
  'INVALID_FORMAT',
  'PROMOTIONAL',
  'SCAM',
  'TAG_CONTENT_MISMATCH',
] as const
export type TemplateRejectionCode = (typeof templateRejectionCodes)[number]

/** The known code a provider's rejection reason starts with, or null (then the reason is shown as it is). */
export function templateRejectionCode(reason: string): TemplateRejectionCode | null {
  const code = /^([A-Z_]+)(?::|$)/.exec(reason.trim())?.[1]
  return (templateRejectionCodes as readonly string[]).includes(code ?? '')
    ? (code as TemplateRejectionCode)
    : null
}

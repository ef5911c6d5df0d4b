import * as v from 'valibot'
import { atsFieldMappingTypes, type AtsFieldMappingType } from './automations'

/**
 * ATS settings (spec 000 §3 'ATS field mapping', 'ATS field', 'ATS option', 'Mapping option'; spec 001
 * §7): the field catalogue's search page, the mapping rules the Settings tab and the sandbox both check,
 * and how a mapping composes the value it writes (prepend, append, separator, modifiers), used by the dry
 * run. Message keys are those of locales/<lng>/ats.json; English in `atsMessageTexts`.
 */

/** 'ATS field search page size 20' (spec 000 §5, 001 §7). */
export const atsFieldSearchPageSize = 20

/** The spec's default separator between prepend, value and append: a space. */
export const defaultPrependAppendSeparator = ' '

export const atsTextMax = 255
export const atsSeparatorMax = 10

/** Types that take their value from the conversation (a variable); the others carry their own value. */
export const variableMappingTypes = ['REGULAR', 'OPTIONS'] as const satisfies readonly AtsFieldMappingType[]
export const fixedOptionMappingTypes = [
  'FIXED_OPTIONS',
  'FIXED_CUSTOM_DATA_OPTIONS',
] as const satisfies readonly AtsFieldMappingType[]

export const takesVariable = (type: AtsFieldMappingType): boolean =>
  (variableMappingTypes as readonly string[]).includes(type)
export const takesFixedOption = (type: AtsFieldMappingType): boolean =>
  (fixedOptionMappingTypes as readonly string[]).includes(type)

/**
 * A flow or an answer holds mappings fixed (Flow.fixedAtsFieldMappings, Option.fixedAtsFieldMappings): they
 * write their own value when the conversation passes there, so only the types that carry a value qualify.
 */
export const holdsFixed = (type: AtsFieldMappingType): boolean => !takesVariable(type)

/** What holds fixed mappings, and how many one may hold. */
export const fixedMappingOwnerKinds = ['FLOW', 'OPTION'] as const
export type FixedMappingOwnerKind = (typeof fixedMappingOwnerKinds)[number]
export const fixedMappingsMax = 50

/** setFixedAtsFieldMappings: the mapping ids, in order, that the flow or answer holds from now on. */
export const fixedMappingsInputSchema = v.object({
  kind: v.picklist(fixedMappingOwnerKinds),
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  mappingIds: v.pipe(
    v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(100))),
    v.maxLength(fixedMappingsMax),
  ),
})

/**
 * The modifiers a mapping applies to its value: post modifiers on the way to the ATS, get modifiers when
 * the value is read back. The spec names the two lists but not their members; this closed set is ours
 * (docs/decisions/ats.md).
 */
export const atsModifiers = [
  'TRIM',
  'UPPERCASE',
  'LOWERCASE',
  'CAPITALIZE',
  'DIGITS_ONLY',
  'COLLAPSE_SPACES',
] as const
export type AtsModifier = (typeof atsModifiers)[number]

export function applyModifier(value: string, modifier: AtsModifier): string {
  switch (modifier) {
    case 'TRIM':
      return value.trim()
    case 'UPPERCASE':
      return value.toUpperCase()
    case 'LOWERCASE':
      return value.toLowerCase()
    case 'CAPITALIZE':
      return value.replace(
        /(^|\s)(\p{L})/gu,
        (_, space: string, letter: string) => space + letter.toUpperCase(),
      )
    case 'DIGITS_ONLY':
      return value.replace(/[^0-9+]/g, '')
    case 'COLLAPSE_SPACES':
      return value.replace(/\s+/g, ' ')
  }
}

/**
 * The value a mapping writes: its post modifiers in order on the raw value, then prepend and append joined
 * by the separator; an empty part adds no separator, an empty value writes nothing at all (prepend and
 * append decorate a value, they are not one).
 */
export function composeMappedValue(
  raw: string,
  mapping: {
    prepend: string
    append: string
    prependAppendSeparator: string
    postModifiers: readonly AtsModifier[]
  },
): string {
  const value = mapping.postModifiers.reduce(applyModifier, raw)
  if (value === '') return ''
  return [mapping.prepend, value, mapping.append]
    .filter((part) => part !== '')
    .join(mapping.prependAppendSeparator)
}

/** Why a value does not fit its ATS field (its regex and maximum length), or null. */
export function atsValueProblem(
  value: string,
  field: { regex: string | null; maxLength: number | null },
): 'valueTooLong' | 'valueDoesNotMatch' | null {
  if (field.maxLength !== null && value.length > field.maxLength) return 'valueTooLong'
  if (field.regex) {
    let pattern: RegExp | null = null
    try {
      pattern = new RegExp(`^(?:${field.regex})$`, 'u')
    } catch {
      pattern = null
    }
    if (pattern && !pattern.test(value)) return 'valueDoesNotMatch'
  }
  return null
}

// ---- the mapping form ---------------------------------------------------------------------------------

export const atsMessages = {
  required: 'required',
  tooLong: 'tooLong',
  valueTooLong: 'valueTooLong',
  valueDoesNotMatch: 'valueDoesNotMatch',
  optionUnknown: 'optionUnknown',
  nameExists: 'nameExists',
  valueExists: 'valueExists',
} as const
export type AtsMessage = keyof typeof atsMessages

/** English wording of the rule messages (the sandbox answers it; the screen shows its locale's). */
export const atsMessageTexts: Record<AtsMessage, string> = {
  // Spec 001 §9's wording.
  required: 'Fill in the required field(s)',
  tooLong: `At most ${atsTextMax} characters.`,
  valueTooLong: 'The value is longer than this ATS field allows.',
  valueDoesNotMatch: 'The value does not have the form this ATS field requires.',
  optionUnknown: 'Pick one of the options of this ATS field.',
  nameExists: 'An ATS field with this name already exists.',
  valueExists: 'This ATS option already exists.',
}

const text = (max: number) => v.pipe(v.string(), v.maxLength(max, atsMessages.tooLong))

/** A mapping's editable settings, as the form sends them (an ATS field and type are only chosen on create). */
export const atsMappingSettingsSchema = v.object({
  value: text(atsTextMax),
  scalarName: v.nullable(text(atsTextMax)),
  prepend: text(atsTextMax),
  append: text(atsTextMax),
  prependAppendSeparator: text(atsSeparatorMax),
  isDefaultMapping: v.boolean(),
  postModifiers: v.array(v.picklist(atsModifiers)),
  getModifiers: v.array(v.picklist(atsModifiers)),
  atsFieldOrdering: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)),
  states: v.array(v.string()),
})
export type AtsMappingSettings = v.InferOutput<typeof atsMappingSettingsSchema>

export const atsMappingCreateSchema = v.object({
  ...atsMappingSettingsSchema.entries,
  atsFieldId: v.pipe(v.string(), v.minLength(1, atsMessages.required)),
  type: v.picklist(atsFieldMappingTypes),
})
export type AtsMappingCreate = v.InferOutput<typeof atsMappingCreateSchema>

export const emptyAtsMappingSettings = (): AtsMappingSettings => ({
  value: '',
  scalarName: null,
  prepend: '',
  append: '',
  prependAppendSeparator: defaultPrependAppendSeparator,
  isDefaultMapping: false,
  postModifiers: [],
  getModifiers: [],
  atsFieldOrdering: 0,
  states: [],
})

/**
 * The rules a mapping's settings meet beyond their shapes, for its ATS field and type, as
 * `{ field: message }`: a variable type names its variable, a fixed type its value, which fits the field
 * (an option of it, for the fixed option types, when the field has options).
 */
export function atsMappingProblems(
  type: AtsFieldMappingType,
  settings: Pick<AtsMappingSettings, 'value' | 'scalarName'>,
  field: { regex: string | null; maxLength: number | null; options: readonly { value: string }[] },
): Partial<Record<'value' | 'scalarName', AtsMessage>> {
  if (takesVariable(type)) return settings.scalarName?.trim() ? {} : { scalarName: 'required' }
  const value = settings.value.trim()
  if (!value) return { value: 'required' }
  if (takesFixedOption(type) && field.options.length > 0)
    return field.options.some((o) => o.value === value) ? {} : { value: 'optionUnknown' }
  const problem = atsValueProblem(value, field)
  return problem ? { value: problem } : {}
}

/** Whether a new ATS field's name is taken in its entity (case and surrounding spaces ignored). */
export function atsFieldNameTaken(name: string, existing: readonly string[]): boolean {
  const wanted = name.trim().toLocaleLowerCase()
  return existing.some((n) => n.trim().toLocaleLowerCase() === wanted)
}

/** The path a created ATS field gets: its entity's custom fields, under the name in camel case. */
export function customAtsFieldPath(entity: string, name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
  const camel = words
    .map((w, i) => (i === 0 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('')
    .replace(/[^a-zA-Z0-9]/g, '')
  return `${entity}.customFields.${camel || 'field'}`
}

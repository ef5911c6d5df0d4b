import * as v from 'valibot'
import {
  atsMessages,
  atsModifiers,
  atsSeparatorMax,
  atsTextMax,
  defaultPrependAppendSeparator,
  takesVariable,
  type AtsMappingCreate,
  type AtsMappingSettings,
} from '@shared/domain/ats'
import { atsFieldMappingTypes, type AtsFieldMappingType } from '@shared/domain/automations'
import type { AtsMappingData } from '../api/mappings'

/**
 * The mapping form (create, replace and edit): the shapes here, the rules that need the chosen ATS field
 * (its regex, length, options) in `atsMappingProblems`, checked on submit and again by the server.
 */
const text = (max: number) => v.pipe(v.string(), v.maxLength(max, atsMessages.tooLong))

export const mappingSettingsFormSchema = v.object({
  value: text(atsTextMax),
  scalarName: text(atsTextMax),
  prepend: text(atsTextMax),
  append: text(atsTextMax),
  prependAppendSeparator: text(atsSeparatorMax),
  isDefaultMapping: v.boolean(),
  postModifiers: v.array(v.picklist(atsModifiers)),
  getModifiers: v.array(v.picklist(atsModifiers)),
  atsFieldOrdering: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999)),
})
export type MappingSettingsForm = v.InferOutput<typeof mappingSettingsFormSchema>

export const mappingCreateFormSchema = v.object({
  ...mappingSettingsFormSchema.entries,
  entityTypeId: v.pipe(v.string(), v.minLength(1, atsMessages.required)),
  atsFieldId: v.pipe(v.string(), v.minLength(1, atsMessages.required)),
  type: v.picklist(atsFieldMappingTypes, atsMessages.required),
})
export type MappingCreateForm = v.InferOutput<typeof mappingCreateFormSchema>

export const emptySettingsForm = (): MappingSettingsForm => ({
  value: '',
  scalarName: '',
  prepend: '',
  append: '',
  prependAppendSeparator: defaultPrependAppendSeparator,
  isDefaultMapping: false,
  postModifiers: [],
  getModifiers: [],
  atsFieldOrdering: 0,
})

export const settingsFormOf = (m: AtsMappingData): MappingSettingsForm => ({
  value: m.value,
  scalarName: m.scalarName ?? '',
  prepend: m.prepend,
  append: m.append,
  prependAppendSeparator: m.prependAppendSeparator,
  isDefaultMapping: m.isDefaultMapping,
  postModifiers: m.postModifiers.filter((x): x is (typeof atsModifiers)[number] =>
    (atsModifiers as readonly string[]).includes(x),
  ),
  getModifiers: m.getModifiers.filter((x): x is (typeof atsModifiers)[number] =>
    (atsModifiers as readonly string[]).includes(x),
  ),
  atsFieldOrdering: m.atsFieldOrdering,
})

/** The settings as the server takes them: a variable type sends no value, a fixed type no variable. */
export function settingsInput(
  type: AtsFieldMappingType,
  form: MappingSettingsForm,
  states: readonly string[],
): AtsMappingSettings {
  const variable = takesVariable(type)
  return {
    ...form,
    value: variable ? '' : form.value.trim(),
    scalarName: variable ? form.scalarName.trim() : null,
    states: [...states],
  }
}

export const createInput = (form: MappingCreateForm, states: readonly string[]): AtsMappingCreate => {
  const { entityTypeId: _entity, atsFieldId, type, ...settings } = form
  return { ...settingsInput(type, settings, states), atsFieldId, type }
}

/** The types a field allows: the option types only for a picklist field. */
export function typesFor(dataType: string | null): AtsFieldMappingType[] {
  if (dataType === 'option') return [...atsFieldMappingTypes]
  return atsFieldMappingTypes.filter(
    (t) => t !== 'OPTIONS' && t !== 'FIXED_OPTIONS' && t !== 'FIXED_CUSTOM_DATA_OPTIONS',
  )
}

/** A field's readable name in the interface language (Dutch or English), else its path. */
export function readableName(
  names: readonly { language: string; name: string }[],
  language: string,
  path: string,
) {
  const lang = language.startsWith('nl') ? 'nl' : 'en'
  return names.find((n) => n.language === lang)?.name ?? names[0]?.name ?? path
}

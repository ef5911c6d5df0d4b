import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  automationFileFormat,
  automationTemplateSchema,
  campaignImportFormSchema,
  conditionsForDataType,
  flowForNewCampaign,
  importFileSummary,
  importFormSchema,
  importNameProblem,
  offeredTemplates,
  queryConditionCatalogue,
  queryEntityType,
  queryHolds,
  queryStatementInputSchema,
  readImportFile,
  statementHolds,
  statementProblem,
  statementWithField,
  templateFileFormat,
  templateImportFormSchema,
  type AtsQueryField,
  type EvaluatedStatement,
} from './automations-setup'

const condition = (name: string) => queryConditionCatalogue.find((c) => c.name === name)!

describe('automation templates in the create modal', () => {
  const templates = [
    { id: 'a', campaign: { type: 'broadcast' } },
    { id: 'b', campaign: { type: 'automatch_vac2cand' } },
    { id: 'c', campaign: { type: 'automatch_cand2vac' } },
    { id: 'd', campaign: { type: 'smart_inbox_batch_action' } },
  ]
  it('offers every template with a WhatsApp provider, only automatch ones without', () => {
    expect(offeredTemplates(templates, true).map((t) => t.id)).toEqual(['a', 'b', 'c', 'd'])
    expect(offeredTemplates(templates, false).map((t) => t.id)).toEqual(['b', 'c'])
  })
  it('gives a smart inbox campaign no flow, the others the chosen or else the template flow', () => {
    expect(flowForNewCampaign('smart_inbox_batch_action', 'fl-1', 'fl-2')).toBeNull()
    expect(flowForNewCampaign('broadcast', 'fl-1', 'fl-2')).toBe('fl-1')
    expect(flowForNewCampaign('broadcast', null, 'fl-2')).toBe('fl-2')
    expect(flowForNewCampaign('flow', '', undefined)).toBeNull()
  })
  it('requires a template name and keeps tags and steps short', () => {
    const base = { name: 'Vacature-alert', campaign: { type: 'broadcast' } }
    const parsed = v.parse(automationTemplateSchema, base)
    expect(parsed.campaign.flowName).toBeNull()
    expect(parsed.tags).toEqual([])
    const empty = v.safeParse(automationTemplateSchema, { ...base, name: '  ' })
    expect(empty.issues?.[0]?.message).toBe('templateNameRequired')
    expect(v.safeParse(automationTemplateSchema, { ...base, tags: Array(11).fill('x') }).success).toBe(false)
    expect(
      v.safeParse(automationTemplateSchema, { ...base, campaign: { type: 'nieuwsbrief' } }).success,
    ).toBe(false)
  })
})

describe('import', () => {
  const automationFile = {
    format: automationFileFormat,
    version: 1,
    automation: {
      name: 'Vacature-alert Chauffeurs',
      campaign: { type: 'broadcast', flowName: 'Vacature-alert' },
    },
  }
  it('reads an automation file and a template file', () => {
    const read = readImportFile(JSON.stringify(automationFile))
    expect(read.ok && read.file.format).toBe(automationFileFormat)
    const template = readImportFile(
      '\uFEFF' +
        JSON.stringify({
          format: templateFileFormat,
          version: 1,
          template: { name: 'Automatch', campaign: { type: 'automatch_vac2cand' } },
        }),
    )
    expect(template.ok && template.file.format).toBe(templateFileFormat)
  })
  it('refuses what is not an import file', () => {
    expect(readImportFile('phone_number,voornaam').ok).toBe(false)
    expect(readImportFile(JSON.stringify({ ...automationFile, version: 2 })).ok).toBe(false)
    expect(readImportFile(JSON.stringify({ ...automationFile, format: 'other' })).ok).toBe(false)
    expect(
      readImportFile(
        JSON.stringify({ ...automationFile, automation: { name: 'X', campaign: { type: 'fax' } } }),
      ).ok,
    ).toBe(false)
  })
  it('refuses a duplicate automation name and a duplicate template name, without case', () => {
    expect(importNameProblem('automation', ' vacature-alert magazijn ', ['Vacature-alert Magazijn'])).toBe(
      'nameDuplicate',
    )
    expect(importNameProblem('template', 'AUTOMATCH', ['Automatch'])).toBe('templateNameDuplicate')
    expect(importNameProblem('automation', 'Nieuw', ['Vacature-alert Magazijn'])).toBeNull()
  })
  it('checks the import form by what the file holds', () => {
    const file = JSON.stringify(automationFile)
    expect(v.safeParse(importFormSchema, { kind: 'automation', name: 'Alert', file }).success).toBe(true)
    expect(
      v.safeParse(importFormSchema, { kind: 'automation', name: 'Alert', file: '{}' }).issues?.[0]?.message,
    ).toBe('invalidFile')
    expect(v.safeParse(importFormSchema, { kind: 'template', name: '', file }).issues?.[0]?.message).toBe(
      'templateNameRequired',
    )
    const read = readImportFile(file)
    expect(read.ok && importFileSummary(read.file)).toEqual({
      kind: 'automation',
      name: 'Vacature-alert Chauffeurs',
      type: 'broadcast',
    })
  })
  it('checks the imported name with the automation name rules', () => {
    expect(v.safeParse(campaignImportFormSchema, { name: 'Alert!' }).issues?.[0]?.message).toBe(
      'nameSpecialCharacters',
    )
    expect(v.safeParse(campaignImportFormSchema, { name: '' }).issues?.[0]?.message).toBe('nameRequired')
    expect(v.safeParse(templateImportFormSchema, { name: ' ' }).issues?.[0]?.message).toBe(
      'templateNameRequired',
    )
    expect(v.safeParse(templateImportFormSchema, { name: 'Alert!' }).success).toBe(true)
  })
})

describe('automatch queries', () => {
  const fields: AtsQueryField[] = [
    { name: 'city', humanReadableName: 'Plaats', dataType: 'String', entityType: 'vacancy' },
    { name: 'function', humanReadableName: 'Functie', dataType: 'STRING', entityType: 'vacancy' },
    { name: 'hours_per_week', humanReadableName: 'Uren', dataType: 'Integer', entityType: 'vacancy' },
    { name: 'published_at', humanReadableName: 'Gepubliceerd', dataType: 'Date', entityType: 'vacancy' },
    { name: 'remote', humanReadableName: 'Op afstand', dataType: 'Boolean', entityType: 'vacancy' },
  ]

  it('looks at vacancies and candidates by the automatch type and the query', () => {
    expect(queryEntityType('automatch_vac2cand', 'search')).toBe('vacancy')
    expect(queryEntityType('automatch_vac2cand', 'match')).toBe('candidate')
    expect(queryEntityType('automatch_vac2cand', 'facets')).toBe('candidate')
    expect(queryEntityType('automatch_cand2vac', 'search')).toBe('candidate')
    expect(queryEntityType('automatch_cand2vac', 'match')).toBe('vacancy')
  })

  it('offers the conditions of the field data type, lowercased', () => {
    const names = (type: string | null) =>
      conditionsForDataType(queryConditionCatalogue, type).map((c) => c.name)
    expect(names('String')).toEqual(['equals', 'contains', 'starts_with', 'one_of', 'exists'])
    expect(names('INTEGER')).toEqual(['equals', 'greater_than', 'less_than', 'exists'])
    expect(names('date')).toEqual(['equals', 'greater_than', 'less_than', 'within_last_days', 'exists'])
    expect(names('boolean')).toEqual(['equals', 'exists'])
    expect(names('geo')).toEqual([])
    expect(names(null)).toEqual([])
  })

  it('resets condition and value when the field type changes, keeps them when it does not', () => {
    const statement = {
      atsFieldMapping: 'city',
      conditionId: 'cond-contains',
      negate: true,
      value: 'Utrecht',
      scalarName: null,
    }
    expect(statementWithField(statement, 'function', fields)).toEqual({
      ...statement,
      atsFieldMapping: 'function',
    })
    expect(statementWithField(statement, 'hours_per_week', fields)).toEqual({
      atsFieldMapping: 'hours_per_week',
      conditionId: null,
      negate: true,
      value: '',
      scalarName: null,
    })
    // A first choice (no field before) starts without a condition.
    expect(statementWithField({ ...statement, atsFieldMapping: null }, 'city', fields).conditionId).toBeNull()
  })

  it('checks a statement against its field, condition and value', () => {
    const problem = (s: Partial<v.InferOutput<typeof queryStatementInputSchema>>) =>
      statementProblem(
        {
          atsFieldMapping: 'city',
          conditionId: 'cond-equals',
          negate: false,
          value: 'Utrecht',
          scalarName: null,
          ...s,
        },
        fields,
        queryConditionCatalogue,
        [{ name: 'city' }],
      )
    expect(problem({})).toBeNull()
    expect(problem({ atsFieldMapping: 'salaris' })).toBe('queryFieldRequired')
    expect(problem({ conditionId: 'cond-greater-than' })).toBe('queryConditionRequired')
    expect(problem({ value: '' })).toBe('queryValueRequired')
    expect(problem({ conditionId: 'cond-exists', value: '' })).toBeNull()
    expect(
      problem({ atsFieldMapping: 'hours_per_week', conditionId: 'cond-greater-than', value: 'veel' }),
    ).toBe('queryValueNumber')
    expect(
      problem({ atsFieldMapping: 'hours_per_week', conditionId: 'cond-greater-than', value: '32' }),
    ).toBeNull()
    expect(problem({ atsFieldMapping: 'published_at', value: 'gisteren' })).toBe('queryValueDate')
    expect(
      problem({ atsFieldMapping: 'published_at', conditionId: 'cond-within-last-days', value: '7' }),
    ).toBeNull()
    expect(problem({ atsFieldMapping: 'remote', value: 'ja' })).toBe('queryValueBoolean')
    expect(problem({ value: '', scalarName: 'city' })).toBeNull()
    expect(problem({ value: '', scalarName: 'postcode' })).toBe('queryScalarUnknown')
    const missing = v.safeParse(queryStatementInputSchema, {
      atsFieldMapping: '',
      conditionId: '',
      negate: false,
      value: '',
      scalarName: null,
    })
    expect(missing.issues?.map((i) => i.message)).toEqual(['queryFieldRequired', 'queryConditionRequired'])
  })

  it('evaluates statements on ATS records, AND-ed, negated, with scalar values of the searched record', () => {
    const now = Date.parse('2026-01-05T10:00:00Z')
    const vacancy = {
      city: 'Utrecht',
      function: 'Orderpicker',
      hours_per_week: 32,
      published_at: '2026-01-02',
      remote: false,
    }
    const s = (
      atsFieldMapping: string,
      name: string,
      value: string,
      extra: Partial<EvaluatedStatement> = {},
    ): EvaluatedStatement => ({
      atsFieldMapping,
      condition: condition(name),
      value,
      negate: false,
      scalarName: null,
      ...extra,
    })
    expect(statementHolds(s('city', 'equals', 'utrecht'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('function', 'contains', 'PICK'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('function', 'starts_with', 'pick'), vacancy, null, now)).toBe(false)
    expect(statementHolds(s('city', 'one_of', 'Houten, Utrecht'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('hours_per_week', 'greater_than', '24'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('hours_per_week', 'less_than', '24'), vacancy, null, now)).toBe(false)
    expect(statementHolds(s('hours_per_week', 'equals', '32'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('published_at', 'greater_than', '2026-01-01'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('published_at', 'within_last_days', '7'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('published_at', 'within_last_days', '2'), vacancy, null, now)).toBe(false)
    expect(statementHolds(s('remote', 'equals', 'false'), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('postcode', 'exists', ''), vacancy, null, now)).toBe(false)
    expect(statementHolds(s('postcode', 'equals', 'x', { negate: true }), vacancy, null, now)).toBe(true)
    expect(statementHolds(s('city', 'equals', 'Utrecht', { negate: true }), vacancy, null, now)).toBe(false)
    const candidate = { city: 'Utrecht', function: 'Magazijnmedewerker' }
    expect(statementHolds(s('city', 'equals', '', { scalarName: 'city' }), candidate, vacancy, now)).toBe(
      true,
    )
    expect(
      queryHolds(
        [s('city', 'equals', '', { scalarName: 'city' }), s('function', 'contains', 'chauffeur')],
        candidate,
        vacancy,
        now,
      ),
    ).toBe(false)
    expect(queryHolds([], candidate, null, now)).toBe(true)
  })
})

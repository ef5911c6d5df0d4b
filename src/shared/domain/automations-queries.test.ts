import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  conditionsForDataType,
  queryConditionCatalogue,
  queryEntityType,
  queryHolds,
  queryStatementInputSchema,
  statementHolds,
  statementProblem,
  statementWithField,
  type AtsQueryField,
  type EvaluatedStatement,
} from './automations-queries'

const condition = (name: string) => queryConditionCatalogue.find((c) => c.name === name)!

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

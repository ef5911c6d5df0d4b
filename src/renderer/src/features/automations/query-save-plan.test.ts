import { describe, expect, it } from 'vitest'
import { planQuerySave, type PlannedStatement } from './query-save-plan'

/** Saving a query is one request: one statement's change its own call, more (or a new order) updateQuery. */
const statement = (id: string | null, value: string): PlannedStatement => ({
  id,
  atsFieldMapping: 'city',
  conditionId: 'cond-equals',
  negate: false,
  value,
  scalarName: null,
})
const a = statement('qs-a', 'Utrecht')
const b = statement('qs-b', 'Breda')
const c = statement('qs-c', 'Zwolle')

describe('planQuerySave', () => {
  it('asks nothing when nothing changed', () => {
    expect(planQuerySave([a, b], [a, b])).toEqual({ call: 'none' })
  })

  it('creates one statement added after the others', () => {
    const added = statement(null, 'Ede')
    expect(planQuerySave([a, b], [a, b, added])).toEqual({ call: 'create', statement: added })
    expect(planQuerySave([], [added])).toEqual({ call: 'create', statement: added })
  })

  it('updates the one statement that changed', () => {
    const edited = { ...b, negate: true }
    expect(planQuerySave([a, b], [a, edited])).toEqual({ call: 'update', id: 'qs-b', statement: edited })
    const other = { ...a, scalarName: 'city' }
    expect(planQuerySave([a, b], [other, b])).toEqual({ call: 'update', id: 'qs-a', statement: other })
  })

  it('deletes the one statement removed', () => {
    expect(planQuerySave([a, b, c], [a, c])).toEqual({ call: 'delete', id: 'qs-b' })
    expect(planQuerySave([a], [])).toEqual({ call: 'delete', id: 'qs-a' })
  })

  it('replaces the statements for more than one change, so a save never stops half-way', () => {
    const added = statement(null, 'Ede')
    expect(planQuerySave([a, b], [a, added])).toEqual({ call: 'replace', statements: [a, added] })
    const edited = { ...a, value: 'Gouda' }
    expect(planQuerySave([a, b], [edited, b, added])).toEqual({
      call: 'replace',
      statements: [edited, b, added],
    })
  })

  it('replaces the statements when a new one does not come last or the order changed', () => {
    const added = statement(null, 'Ede')
    expect(planQuerySave([a, b], [added, a, b])).toEqual({ call: 'replace', statements: [added, a, b] })
    expect(planQuerySave([a, b], [b, a])).toEqual({ call: 'replace', statements: [b, a] })
  })
})

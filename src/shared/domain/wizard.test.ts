import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { isStepFor, parseStepSettings, wizardProgress, wizardStepUpdateSchema } from './wizard'

describe('wizard progress (spec 000 §3: step → process → wizard)', () => {
  const processes = [
    {
      id: 'p1',
      isFinished: false,
      steps: [
        { id: 's1', isFinished: true },
        { id: 's2', isFinished: false },
      ],
    },
    { id: 'p2', isFinished: true, steps: [] },
  ]
  it('finishes a process when its last step finishes, and the wizard when every process is', () => {
    const done = wizardProgress(processes, new Map([['s2', true]]))
    expect(done.processes.get('p1')).toBe(true)
    expect(done.wizardFinished).toBe(true)
  })
  it('keeps the process and wizard open while a step is open, and reopens them with a step', () => {
    expect(wizardProgress(processes, new Map()).wizardFinished).toBe(false)
    const reopened = wizardProgress(
      [{ ...processes[0]!, isFinished: true, steps: [{ id: 's1', isFinished: true }] }],
      new Map([['s1', false]]),
    )
    expect(reopened.processes.get(processes[0]!.id)).toBe(false)
    expect(reopened.wizardFinished).toBe(false)
  })
  it('never finishes a wizard without processes', () => {
    expect(wizardProgress([], new Map()).wizardFinished).toBe(false)
  })
})

describe('who sees a step', () => {
  const step = (settings: object) => parseStepSettings(settings)
  it('shows role steps to those roles and superusers, adminOnly steps to superusers only', () => {
    expect(isStepFor(step({ roles: ['MANAGER'] }), { role: 'MANAGER' })).toBe(true)
    expect(isStepFor(step({ roles: ['MANAGER'] }), { role: 'EMPLOYEE' })).toBe(false)
    expect(isStepFor(step({ roles: ['MANAGER'] }), { role: 'ADMIN', isSuperuser: true })).toBe(true)
    expect(isStepFor(step({ adminOnly: true }), { role: 'ADMIN' })).toBe(false)
    expect(isStepFor(step({ adminOnly: true }), { role: 'ADMIN', isSuperuser: true })).toBe(true)
    expect(isStepFor(step({}), { role: 'TEAM_LEAD' })).toBe(true)
  })
  it('reads unknown checks and malformed settings as none', () => {
    expect(step({ check: 'rm -rf', roles: 'MANAGER', adminOnly: 'yes' })).toEqual({
      adminOnly: false,
      roles: [],
      check: null,
    })
  })
})

describe('step update rules', () => {
  const issue = (input: object) => v.safeParse(wizardStepUpdateSchema, input).issues?.[0]?.message
  it('names the rule a field breaks', () => {
    expect(issue({ title: ' ' })).toBe('titleRequired')
    expect(issue({ title: 'a\u2066b' })).toBe('invisibleCharacters')
    expect(issue({ infoUrl: 'ftp://x.nl' })).toBe('infoUrlInvalid')
    expect(issue({ infoUrl: 'https://docs.talentbrug.nl/a' })).toBeUndefined()
    expect(issue({ infoUrl: '' })).toBeUndefined()
    expect(issue({ unknown: 1 })).toBeDefined()
  })
})

import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import {
  deletionConfirmed,
  deploymentStateOf,
  managementSecretSchema,
  newDeploymentSchema,
} from './deployments'

const valid = {
  projectId: 'talentbrug-retail',
  projectName: 'Retail',
  template: { id: 'tpl-1', name: 'Naam' },
  ats: 'OTYS',
  defaultLanguageTag: 'nl',
}
const fieldsOf = (input: unknown) => {
  const parsed = v.safeParse(newDeploymentSchema, input)
  return parsed.success ? [] : parsed.issues.map((issue) => v.getDotPath(issue))
}

describe('deployments rules', () => {
  it('a deleted chatbot is deleted whatever else; a suspended one suspended; else active', () => {
    expect(deploymentStateOf({ suspended: true, deleted: true })).toBe('deleted')
    expect(deploymentStateOf({ suspended: true, deleted: false })).toBe('suspended')
    expect(deploymentStateOf({ suspended: false, deleted: false })).toBe('active')
  })

  it('deletes only when the project id is typed exactly (surrounding spaces aside)', () => {
    expect(deletionConfirmed(' talentbrug-werving ', 'talentbrug-werving')).toBe(true)
    for (const typed of ['talentbrug', 'Talentbrug-werving', 'talentbrugwerving', '', 'talentbrug-werving2'])
      expect(deletionConfirmed(typed, 'talentbrug-werving')).toBe(false)
  })

  it('a new chatbot needs a project id of the right shape, a visible name and a template', () => {
    expect(fieldsOf(valid)).toEqual([])
    expect(fieldsOf({ ...valid, projectId: 'X!' })).toEqual(['projectId'])
    expect(fieldsOf({ ...valid, projectId: 'ab' })).toEqual(['projectId'])
    expect(fieldsOf({ ...valid, projectName: 'Re\u202Etail' })).toEqual(['projectName'])
    expect(fieldsOf({ ...valid, template: { id: '', name: '' } })).toEqual(['template.id', 'template.name'])
    expect(fieldsOf({ ...valid, ats: 'SAP' })).toEqual(['ats'])
  })

  it('the management secret is printable, without spaces, and of sensible length', () => {
    expect(v.safeParse(managementSecretSchema, ' sandbox-management-secret ').success).toBe(true)
    for (const secret of ['short', 'has a space', 'line\nbreak-secret', 'x'.repeat(513)])
      expect(v.safeParse(managementSecretSchema, secret).success).toBe(false)
  })
})

import { describe, expect, it } from 'vitest'
import {
  accessByArea,
  allowedActions,
  areaAccess,
  matrixActions,
  permissionAreas,
  permissionMatrix,
  permissionProfiles,
  profileOf,
  profileUser,
  type PermissionProfile,
} from './permission-matrix'
import { isAllowed, permissionSubjects } from './permissions'

const level = (profile: PermissionProfile, area: string) =>
  permissionMatrix().find((row) => row.area === area)!.cells[profile].level

describe('permission areas', () => {
  it('place every subject of the table in exactly one area', () => {
    const placed = permissionAreas.flatMap((area) => [...area.subjects])
    expect([...placed].sort()).toEqual([...permissionSubjects].sort())
    expect(new Set(placed).size).toBe(placed.length)
  })

  it('follow spec 000 §6’s order, with ours last', () => {
    expect(permissionAreas.map((a) => a.id)).toEqual([
      'builder',
      'dashboard',
      'analytics',
      'chatbotSettings',
      'nlp',
      'usersManagement',
      'chatbots',
      'whatsApp',
      'campaigns',
      'validator',
      'whatsAppTemplate',
      'smartInbox',
      'calendar',
      'reminder',
      'chatbotManagement',
      'adminOnlySettings',
      'partnerPortal',
    ])
  })
})

describe('permission matrix', () => {
  it('shows exactly what the server enforces, for every profile, subject and action', () => {
    const matrix = permissionMatrix()
    expect(matrix.map((row) => row.area)).toEqual(permissionAreas.map((a) => a.id))
    for (const row of matrix)
      for (const profile of permissionProfiles)
        for (const { subject, actions } of row.cells[profile].subjects)
          for (const action of matrixActions)
            expect(actions.includes(action)).toBe(isAllowed(profileUser(profile), action, subject))
  })

  it('has the superuser first, then the five roles', () => {
    expect(permissionProfiles).toEqual(['SUPERUSER', 'ADMIN', 'MANAGER', 'TEAM_LEAD', 'EMPLOYEE', 'PARTNER'])
  })

  it('gives superusers manage everywhere', () => {
    for (const area of permissionAreas) expect(level('SUPERUSER', area.id)).toBe('manage')
  })

  it('reads the spec’s role descriptions back', () => {
    expect(level('ADMIN', 'usersManagement')).toBe('manage')
    expect(level('ADMIN', 'chatbotManagement')).toBe('none')
    expect(level('ADMIN', 'partnerPortal')).toBe('none')
    expect(level('MANAGER', 'usersManagement')).toBe('manage')
    expect(level('MANAGER', 'chatbotSettings')).toBe('manage')
    expect(level('MANAGER', 'chatbots')).toBe('read')
    expect(level('TEAM_LEAD', 'analytics')).toBe('read')
    expect(level('TEAM_LEAD', 'chatbotSettings')).toBe('read')
    expect(level('TEAM_LEAD', 'smartInbox')).toBe('manage')
    expect(level('TEAM_LEAD', 'usersManagement')).toBe('none')
    expect(level('EMPLOYEE', 'smartInbox')).toBe('manage')
    expect(level('EMPLOYEE', 'calendar')).toBe('manage')
    expect(level('EMPLOYEE', 'analytics')).toBe('none')
    expect(level('PARTNER', 'partnerPortal')).toBe('edit')
    expect(level('PARTNER', 'smartInbox')).toBe('none')
  })

  it('counts per action how many of an area’s subjects allow it', () => {
    const partner = areaAccess({ role: 'PARTNER' }, { subjects: ['PartnerPortal'] })
    expect(partner.actions).toEqual({ read: 'all', create: 'all', update: 'none', delete: 'none' })
    expect(partner.subjects).toEqual([{ subject: 'PartnerPortal', actions: ['read', 'create'] }])
    const mixed = areaAccess({ role: 'EMPLOYEE' }, { subjects: ['SmartInbox', 'AnalyticsSummary'] })
    expect(mixed.actions).toEqual({ read: 'some', create: 'some', update: 'some', delete: 'some' })
    expect(mixed.level).toBe('partial')
  })

  it('calls reading everything and changing part of it "edit"', () => {
    const access = areaAccess({ role: 'TEAM_LEAD' }, { subjects: ['SmartInbox', 'Dashboard'] })
    expect(access.actions).toEqual({ read: 'all', create: 'some', update: 'some', delete: 'some' })
    expect(access.level).toBe('edit')
  })

  it('gives one column per user, the same as the matrix', () => {
    const column = accessByArea({ role: 'TEAM_LEAD' })
    for (const row of permissionMatrix()) expect(column[row.area]).toEqual(row.cells.TEAM_LEAD)
  })

  it('lists a user’s actions on a subject in a fixed order', () => {
    expect(allowedActions({ role: 'MANAGER' }, 'UsersManagement')).toEqual([
      'read',
      'create',
      'update',
      'delete',
    ])
    expect(allowedActions({ role: 'TEAM_LEAD' }, 'SettingsWidget')).toEqual(['read'])
    expect(allowedActions({ role: 'RECRUITER' }, 'SmartInbox')).toEqual([])
  })
})

describe('profiles', () => {
  it('place a user on a column: the superuser flag wins over the role', () => {
    expect(profileOf({ role: 'EMPLOYEE', isSuperuser: true })).toBe('SUPERUSER')
    expect(profileOf({ role: 'MANAGER' })).toBe('MANAGER')
    expect(profileOf({ role: 'RECRUITER' })).toBeNull()
    expect(profileOf({ role: null })).toBeNull()
  })

  it('round-trip', () => {
    for (const profile of permissionProfiles) expect(profileOf(profileUser(profile))).toBe(profile)
  })
})

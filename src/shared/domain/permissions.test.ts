import { describe, expect, it } from 'vitest'
import { defineAbilityFor, isAllowed, mayExportInbox, permissionSubjects } from './permissions'

describe('permission table', () => {
  it('gives superusers manage-all', () => {
    const ability = defineAbilityFor({ role: 'EMPLOYEE', isSuperuser: true })
    for (const subject of permissionSubjects) expect(ability.can('manage', subject)).toBe(true)
  })

  it('gives ADMIN everything but deployments, adminOnly settings and the partner portal', () => {
    const admin = { role: 'ADMIN' }
    expect(isAllowed(admin, 'manage', 'UsersManagement')).toBe(true)
    expect(isAllowed(admin, 'delete', 'Campaigns')).toBe(true)
    expect(isAllowed(admin, 'create', 'ChatbotManagement')).toBe(false)
    expect(isAllowed(admin, 'update', 'AdminOnlySetting')).toBe(false)
    expect(isAllowed(admin, 'read', 'PartnerPortal')).toBe(false)
  })

  it('decreases rights level by level', () => {
    const levels = [{ role: 'ADMIN' }, { role: 'MANAGER' }, { role: 'TEAM_LEAD' }, { role: 'EMPLOYEE' }]
    const count = (user: { role: string }) =>
      permissionSubjects.flatMap((subject) =>
        (['read', 'create', 'update', 'delete'] as const).filter((a) => isAllowed(user, a, subject)),
      ).length
    const counts = levels.map(count)
    expect([...counts].sort((a, b) => b - a)).toEqual(counts)
    expect(new Set(counts).size).toBe(4)
  })

  it('matches the spec’s role descriptions', () => {
    expect(isAllowed({ role: 'MANAGER' }, 'update', 'UsersManagement')).toBe(true)
    expect(isAllowed({ role: 'MANAGER' }, 'update', 'SettingsChatbot')).toBe(true)
    expect(isAllowed({ role: 'TEAM_LEAD' }, 'read', 'AnalyticsSummary')).toBe(true)
    expect(isAllowed({ role: 'TEAM_LEAD' }, 'read', 'SettingsWidget')).toBe(true)
    expect(isAllowed({ role: 'TEAM_LEAD' }, 'update', 'SettingsWidget')).toBe(false)
    expect(isAllowed({ role: 'TEAM_LEAD' }, 'update', 'SmartInbox')).toBe(true)
    expect(isAllowed({ role: 'EMPLOYEE' }, 'update', 'SmartInbox')).toBe(true)
    expect(isAllowed({ role: 'EMPLOYEE' }, 'update', 'Calendar')).toBe(true)
    expect(isAllowed({ role: 'EMPLOYEE' }, 'read', 'AnalyticsSummary')).toBe(false)
  })

  it('lets EMPLOYEE, TEAM_LEAD, MANAGER and ADMIN use the Smart Inbox, and not PARTNER', () => {
    for (const role of ['EMPLOYEE', 'TEAM_LEAD', 'MANAGER', 'ADMIN'])
      for (const action of ['read', 'update'] as const)
        expect(isAllowed({ role }, action, 'SmartInbox')).toBe(true)
    expect(isAllowed({ role: 'PARTNER' }, 'read', 'SmartInbox')).toBe(false)
    // Configuring it (ATS credentials) is a manager's job.
    expect(isAllowed({ role: 'TEAM_LEAD' }, 'update', 'SettingsAts')).toBe(false)
    expect(isAllowed({ role: 'MANAGER' }, 'update', 'SettingsAts')).toBe(true)
  })

  it('gives the partner branch read and create on the partner portal only', () => {
    const partner = { role: 'PARTNER' }
    expect(isAllowed(partner, 'read', 'PartnerPortal')).toBe(true)
    expect(isAllowed(partner, 'create', 'PartnerPortal')).toBe(true)
    expect(isAllowed(partner, 'update', 'PartnerPortal')).toBe(false)
    for (const subject of permissionSubjects.filter((s) => s !== 'PartnerPortal'))
      expect(isAllowed(partner, 'read', subject)).toBe(false)
  })

  it('gives an unknown, missing or lower-cased role no rights at all', () => {
    for (const role of ['RECRUITER', '', null, undefined, 'admin', 'manage']) {
      const ability = defineAbilityFor({ role })
      expect(ability.rules).toEqual([])
      for (const subject of permissionSubjects) expect(ability.can('read', subject)).toBe(false)
    }
    expect(defineAbilityFor(null).rules).toEqual([])
  })
})

describe('Smart Inbox export (analytics export)', () => {
  it.each([
    [{ role: 'ADMIN' }, true],
    [{ role: 'MANAGER' }, true],
    [{ role: 'TEAM_LEAD' }, true],
    [{ role: 'EMPLOYEE' }, false],
    [{ role: 'PARTNER' }, false],
    [{ role: 'SOMETHING_NEW' }, false],
    [{ role: 'EMPLOYEE', isSuperuser: true }, true],
  ])('%o may export: %s', (user, expected) => {
    expect(mayExportInbox(user)).toBe(expected)
  })
})

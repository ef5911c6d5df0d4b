import { describe, expect, it } from 'vitest'
import { matrixActions } from './permission-matrix'
import { isAllowed, permissionSubjects } from './permissions'
import {
  agentTeamVisibility,
  assignableChatbots,
  assignmentOf,
  checkCreateUser,
  checkDeleteUser,
  checkSetUserPassword,
  checkUpdateUser,
  grantableRoles,
  mayGrantAllTeams,
  mayGrantRole,
  mayManageAccount,
  seesTeam,
  teamVisibility,
  visibleTeams,
  type UserAssignment,
  type UserRuleContext,
  type UserScope,
} from './user-rules'

const org = 'org-demo'

function user(id: string, role: string, extra: Partial<UserScope> = {}): UserScope {
  return {
    id,
    role,
    isSuperuser: false,
    organizationId: org,
    chatbotIds: ['cb-werving', 'cb-techniek'],
    allTeams: true,
    teamIds: [],
    ...extra,
  }
}

const superuser = user('u-super', 'ADMIN', { isSuperuser: true, chatbotIds: [] })
const admin = user('u-admin', 'ADMIN')
const manager = user('u-manager', 'MANAGER')
const teamLead = user('u-lead', 'TEAM_LEAD', { allTeams: false, teamIds: ['team-noord'] })
const employee = user('u-employee', 'EMPLOYEE', { allTeams: false, teamIds: ['team-noord'] })
const partner = user('u-partner', 'PARTNER')
/** A manager who sees only team Noord. */
const teamManager = user('u-team-manager', 'MANAGER', {
  chatbotIds: ['cb-werving'],
  allTeams: false,
  teamIds: ['team-noord'],
})

const context: UserRuleContext = {
  adminCount: 2,
  teamChatbots: {
    'team-noord': 'cb-werving',
    'team-zuid': 'cb-werving',
    'team-tech': 'cb-techniek',
    'team-zorg': 'cb-zorg',
  },
}

const newEmployee: UserAssignment = {
  role: 'EMPLOYEE',
  chatbotIds: ['cb-werving'],
  allTeams: false,
  teamIds: ['team-noord'],
}

const assignmentOfUser = (u: UserScope): UserAssignment => ({
  role: u.role ?? '',
  chatbotIds: u.chatbotIds,
  allTeams: u.allTeams,
  teamIds: u.teamIds,
})

describe('which roles a user may create (spec: none above their own; only a superuser creates ADMIN)', () => {
  it.each([
    [superuser, ['ADMIN', 'MANAGER', 'TEAM_LEAD', 'EMPLOYEE', 'PARTNER']],
    [admin, ['MANAGER', 'TEAM_LEAD', 'EMPLOYEE']],
    [manager, ['MANAGER', 'TEAM_LEAD', 'EMPLOYEE']],
    [teamLead, []],
    [employee, []],
    [partner, []],
    [user('u-x', 'RECRUITER'), []],
  ])('%o may create %j', (actor, expected) => {
    expect(grantableRoles(actor)).toEqual(expected)
  })

  it('never lets a user grant a right they do not hold themselves (read from the permission table)', () => {
    for (const actor of [admin, manager, teamLead, employee, partner])
      for (const role of grantableRoles(actor))
        for (const subject of permissionSubjects)
          for (const action of matrixActions)
            if (isAllowed({ role }, action, subject)) expect(isAllowed(actor, action, subject)).toBe(true)
  })

  it('refuses unknown and lower-cased roles to everyone, superusers included', () => {
    for (const role of ['RECRUITER', 'admin', '', 'SUPERUSER'])
      expect(mayGrantRole(superuser, role)).toBe(false)
  })

  it('keeps ADMIN for superusers even though an admin holds every right of ADMIN', () => {
    expect(mayGrantRole(admin, 'ADMIN')).toBe(false)
    expect(mayGrantRole(superuser, 'ADMIN')).toBe(true)
  })
})

describe('which accounts a user may act on', () => {
  it('lets a manager act on staff at or below their level in their organisation', () => {
    for (const role of ['MANAGER', 'TEAM_LEAD', 'EMPLOYEE'])
      expect(mayManageAccount(manager, user('u-t', role))).toBe(true)
    expect(mayManageAccount(manager, user('u-t', 'ADMIN'))).toBe(false)
    expect(mayManageAccount(manager, user('u-t', 'PARTNER'))).toBe(false)
  })

  it('keeps admins for superusers, other organisations and superusers out of reach', () => {
    expect(mayManageAccount(admin, user('u-t', 'ADMIN'))).toBe(false)
    expect(mayManageAccount(admin, user('u-t', 'EMPLOYEE', { organizationId: 'org-other' }))).toBe(false)
    expect(mayManageAccount(admin, user('u-t', 'EMPLOYEE', { isSuperuser: true }))).toBe(false)
    expect(mayManageAccount(superuser, user('u-t', 'ADMIN', { organizationId: 'org-other' }))).toBe(true)
  })

  it('lets a manager repair an account with an unknown role (it holds no rights)', () => {
    expect(mayManageAccount(manager, user('u-t', 'RECRUITER'))).toBe(true)
  })
})

describe('creating a user', () => {
  it('lets a manager create an employee for one chatbot and one team', () => {
    expect(checkCreateUser(manager, newEmployee, context)).toEqual({ ok: true })
  })

  it('refuses users without the right to create users', () => {
    for (const actor of [teamLead, employee, partner])
      expect(checkCreateUser(actor, newEmployee, context)).toEqual({ ok: false, code: 'forbidden' })
  })

  it('refuses a manager who creates an ADMIN, and an admin too', () => {
    for (const actor of [manager, admin])
      expect(checkCreateUser(actor, { ...newEmployee, role: 'ADMIN' }, context)).toEqual({
        ok: false,
        code: 'role_not_allowed',
        field: 'role',
      })
    expect(checkCreateUser(superuser, { ...newEmployee, role: 'ADMIN' }, context)).toEqual({ ok: true })
  })

  it('refuses chatbots the actor is not assigned to (superusers assign any)', () => {
    const zorg = { ...newEmployee, chatbotIds: ['cb-zorg'], teamIds: [] }
    expect(checkCreateUser(manager, { ...zorg, allTeams: true }, context)).toEqual({
      ok: false,
      code: 'chatbot_not_assignable',
      field: 'chatbots',
    })
    expect(checkCreateUser(superuser, { ...zorg, allTeams: true }, context)).toEqual({ ok: true })
  })

  it('refuses teams that do not exist or do not belong to the chosen chatbots', () => {
    expect(checkCreateUser(manager, { ...newEmployee, teamIds: ['team-nergens'] }, context)).toEqual({
      ok: false,
      code: 'unknown_team',
      field: 'teams',
    })
    expect(checkCreateUser(manager, { ...newEmployee, teamIds: ['team-tech'] }, context)).toEqual({
      ok: false,
      code: 'team_outside_chatbots',
      field: 'teams',
    })
    // Prototype keys are not teams.
    expect(checkCreateUser(superuser, { ...newEmployee, teamIds: ['constructor'] }, context)).toEqual({
      ok: false,
      code: 'unknown_team',
      field: 'teams',
    })
  })

  it('lets a selected-teams manager give only their own teams, never all teams', () => {
    expect(checkCreateUser(teamManager, newEmployee, context)).toEqual({ ok: true })
    expect(checkCreateUser(teamManager, { ...newEmployee, teamIds: ['team-zuid'] }, context)).toEqual({
      ok: false,
      code: 'team_not_assignable',
      field: 'teams',
    })
    expect(checkCreateUser(teamManager, { ...newEmployee, allTeams: true, teamIds: [] }, context)).toEqual({
      ok: false,
      code: 'team_not_assignable',
      field: 'allTeams',
    })
  })

  it('ignores the team list when all teams is chosen', () => {
    expect(
      assignmentOf({ role: 'EMPLOYEE', chatbots: ['a', 'a'], allTeams: true, teams: ['team-tech'] }),
    ).toEqual({ role: 'EMPLOYEE', chatbotIds: ['a'], allTeams: true, teamIds: [] })
    const values = { role: 'EMPLOYEE', chatbots: ['cb-werving'], allTeams: true, teams: ['team-tech'] }
    expect(checkCreateUser(manager, assignmentOf(values), context)).toEqual({ ok: true })
  })
})

describe('changing a user', () => {
  const target = user('u-target', 'EMPLOYEE', {
    chatbotIds: ['cb-werving'],
    allTeams: false,
    teamIds: ['team-noord'],
  })

  it('lets a manager change an employee’s role within their own level', () => {
    expect(
      checkUpdateUser(manager, target, { ...assignmentOfUser(target), role: 'TEAM_LEAD' }, context),
    ).toEqual({
      ok: true,
    })
    expect(checkUpdateUser(manager, target, { ...assignmentOfUser(target), role: 'ADMIN' }, context)).toEqual(
      {
        ok: false,
        code: 'role_not_allowed',
        field: 'role',
      },
    )
  })

  it('refuses changes to accounts out of reach, and users without the right', () => {
    const anAdmin = user('u-admin-2', 'ADMIN')
    expect(checkUpdateUser(manager, anAdmin, assignmentOfUser(anAdmin), context)).toEqual({
      ok: false,
      code: 'forbidden',
    })
    expect(checkUpdateUser(teamLead, target, assignmentOfUser(target), context)).toEqual({
      ok: false,
      code: 'forbidden',
    })
  })

  it('lets nobody change their own role, not even a superuser', () => {
    expect(
      checkUpdateUser(manager, manager, { ...assignmentOfUser(manager), role: 'EMPLOYEE' }, context),
    ).toEqual({
      ok: false,
      code: 'cannot_change_own_role',
      field: 'role',
    })
    expect(
      checkUpdateUser(superuser, superuser, { ...assignmentOfUser(superuser), role: 'MANAGER' }, context),
    ).toEqual({ ok: false, code: 'cannot_change_own_role', field: 'role' })
    // The rest of one's own entry may change.
    expect(checkUpdateUser(admin, admin, assignmentOfUser(admin), context)).toEqual({ ok: true })
  })

  it('keeps the last admin an admin', () => {
    const onlyAdmin = user('u-only-admin', 'ADMIN')
    const demote = { ...assignmentOfUser(onlyAdmin), role: 'MANAGER' }
    expect(checkUpdateUser(superuser, onlyAdmin, demote, { ...context, adminCount: 1 })).toEqual({
      ok: false,
      code: 'last_admin',
      field: 'role',
    })
    expect(checkUpdateUser(superuser, onlyAdmin, demote, { ...context, adminCount: 2 })).toEqual({ ok: true })
  })

  it('lets an actor change only the chatbots and teams within their reach, keeping the rest', () => {
    const wide = user('u-wide', 'EMPLOYEE', {
      chatbotIds: ['cb-werving', 'cb-zorg'],
      allTeams: false,
      teamIds: ['team-noord', 'team-zorg'],
    })
    const same = assignmentOfUser(wide)
    // Unchanged cb-zorg and team-zorg, which the manager cannot reach, stay.
    expect(checkUpdateUser(manager, wide, same, context)).toEqual({ ok: true })
    expect(
      checkUpdateUser(manager, wide, { ...same, teamIds: ['team-noord', 'team-zorg', 'team-zuid'] }, context),
    ).toEqual({ ok: true })
    // Removing cb-zorg (and its team) is out of reach.
    expect(
      checkUpdateUser(
        manager,
        wide,
        { ...same, chatbotIds: ['cb-werving'], teamIds: ['team-noord'] },
        context,
      ),
    ).toEqual({ ok: false, code: 'chatbot_not_assignable', field: 'chatbots' })
    // So is taking team-zorg away while the chatbot stays.
    expect(checkUpdateUser(manager, wide, { ...same, teamIds: ['team-noord'] }, context)).toEqual({
      ok: false,
      code: 'team_not_assignable',
      field: 'teams',
    })
  })

  it('lets only an actor who sees all teams switch all teams on or off', () => {
    const allTeamsUser = user('u-all', 'EMPLOYEE', { chatbotIds: ['cb-werving'], allTeams: true })
    const narrow = { ...assignmentOfUser(allTeamsUser), allTeams: false, teamIds: ['team-noord'] }
    expect(checkUpdateUser(teamManager, allTeamsUser, narrow, context)).toEqual({
      ok: false,
      code: 'team_not_assignable',
      field: 'allTeams',
    })
    expect(checkUpdateUser(manager, allTeamsUser, narrow, context)).toEqual({ ok: true })
  })

  it('lets a team that no longer exists be dropped', () => {
    const stale = user('u-stale', 'EMPLOYEE', {
      chatbotIds: ['cb-werving'],
      allTeams: false,
      teamIds: ['team-noord', 'team-weg'],
    })
    expect(
      checkUpdateUser(teamManager, stale, { ...assignmentOfUser(stale), teamIds: ['team-noord'] }, context),
    ).toEqual({ ok: true })
  })
})

describe('removing a user', () => {
  it('lets nobody remove themselves', () => {
    for (const actor of [superuser, admin, manager])
      expect(checkDeleteUser(actor, actor, context)).toEqual({ ok: false, code: 'cannot_delete_self' })
  })

  it('never removes the last admin', () => {
    const onlyAdmin = user('u-only-admin', 'ADMIN')
    expect(checkDeleteUser(superuser, onlyAdmin, { adminCount: 1 })).toEqual({
      ok: false,
      code: 'last_admin',
    })
    expect(checkDeleteUser(superuser, onlyAdmin, { adminCount: 2 })).toEqual({ ok: true })
  })

  it('follows the same reach as changes', () => {
    expect(checkDeleteUser(manager, user('u-t', 'EMPLOYEE'), context)).toEqual({ ok: true })
    expect(checkDeleteUser(manager, user('u-t', 'ADMIN'), context)).toEqual({ ok: false, code: 'forbidden' })
    expect(checkDeleteUser(admin, user('u-t', 'ADMIN'), context)).toEqual({ ok: false, code: 'forbidden' })
    expect(checkDeleteUser(employee, user('u-t', 'EMPLOYEE'), context)).toEqual({
      ok: false,
      code: 'forbidden',
    })
    expect(
      checkDeleteUser(manager, user('u-t', 'EMPLOYEE', { organizationId: 'org-other' }), context),
    ).toEqual({
      ok: false,
      code: 'forbidden',
    })
  })
})

describe('setting a user’s password in the drawer', () => {
  it('is for accounts within reach, not for one’s own password', () => {
    expect(checkSetUserPassword(manager, user('u-t', 'EMPLOYEE'))).toEqual({ ok: true })
    expect(checkSetUserPassword(manager, manager)).toEqual({ ok: false, code: 'use_own_password_change' })
    expect(checkSetUserPassword(manager, user('u-t', 'ADMIN'))).toEqual({ ok: false, code: 'forbidden' })
    expect(checkSetUserPassword(employee, user('u-t', 'EMPLOYEE'))).toEqual({ ok: false, code: 'forbidden' })
  })
})

describe('team visibility (spec 000 §6)', () => {
  it('gives superusers, admins and all-teams users every team, others their own', () => {
    expect(teamVisibility(superuser)).toBe('all')
    expect(teamVisibility({ ...admin, allTeams: false, teamIds: ['team-noord'] })).toBe('all')
    expect(teamVisibility(manager)).toBe('all')
    expect(teamVisibility({ ...employee, teamIds: ['team-noord', 'team-noord'] })).toEqual(['team-noord'])
    expect(teamVisibility({ ...employee, teamIds: [] })).toEqual([])
  })

  it('answers per team', () => {
    expect(seesTeam(employee, 'team-noord')).toBe(true)
    expect(seesTeam(employee, 'team-zuid')).toBe(false)
    expect(seesTeam(manager, 'team-zuid')).toBe(true)
  })

  it('lists only teams of the user’s chatbots that they see', () => {
    const teams = Object.entries(context.teamChatbots).map(([id, chatbotId]) => ({ id, chatbotId }))
    expect(visibleTeams(employee, teams).map((t) => t.id)).toEqual(['team-noord'])
    expect(visibleTeams(manager, teams).map((t) => t.id)).toEqual(['team-noord', 'team-zuid', 'team-tech'])
    expect(visibleTeams(superuser, teams)).toEqual(teams)
  })

  it('offers all teams and chatbots only within the actor’s reach', () => {
    expect(mayGrantAllTeams(manager)).toBe(true)
    expect(mayGrantAllTeams(teamManager)).toBe(false)
    expect(assignableChatbots(manager, ['cb-werving', 'cb-zorg'])).toEqual(['cb-werving'])
    expect(assignableChatbots(superuser, ['cb-werving', 'cb-zorg'])).toEqual(['cb-werving', 'cb-zorg'])
  })

  it('gives an admin agent every team and other agents the teams they have access to', () => {
    const teams = [
      { id: 'team-noord', hasAccess: true },
      { id: 'team-zuid', hasAccess: false },
    ]
    expect(agentTeamVisibility({ isAdmin: true, teams })).toBe('all')
    expect(agentTeamVisibility({ isAdmin: false, teams })).toEqual(['team-noord'])
  })
})

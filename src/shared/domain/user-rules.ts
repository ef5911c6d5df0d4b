import { matrixActions } from './permission-matrix'
import { defineAbilityFor, isAllowed, permissionSubjects, type AbilityUser } from './permissions'
import { isRole, roles, type Role } from './roles'
import type { UserRuleErrorCode } from './errors/users'

/**
 * Who may create, change and remove which users, and which teams a user sees (spec 000 §6).
 * Pure functions over plain data: the sandbox enforces them with rows it has read, the renderer uses them
 * to offer only what will be accepted. Each refusal has a stable code (`userRuleErrors`).
 */

// ---- the data the rules look at ---------------------------------------------------------------------

/** What team visibility needs to know of a user. */
export interface TeamViewer extends AbilityUser {
  /** All teams, or only `teamIds` (spec 000 §6). */
  readonly allTeams: boolean
  readonly teamIds: readonly string[]
}

/** A user as the rules see them: the actor, or the account acted on. */
export interface UserScope extends TeamViewer {
  readonly id: string
  readonly organizationId: string
  readonly chatbotIds: readonly string[]
}

/** The role, chatbots and teams a user form asks for (or an account has). */
export interface UserAssignment {
  readonly role: string
  readonly chatbotIds: readonly string[]
  readonly allTeams: boolean
  readonly teamIds: readonly string[]
}

export interface UserRuleContext {
  /** How many users of the account's organisation have the role ADMIN, the account itself included. */
  readonly adminCount: number
  /** The chatbot id of every team the request names or the account has; a team not listed is unknown. */
  readonly teamChatbots: Readonly<Record<string, string>>
}

/** A team with its chatbot, as the team pickers list them. */
export interface TeamRef {
  readonly id: string
  readonly chatbotId: string
}

// ---- refusals ---------------------------------------------------------------------------------------

export type UserRuleCode = UserRuleErrorCode | 'forbidden'
/** The form field a refusal belongs to, when it belongs to one. */
export type UserRuleField = 'role' | 'chatbots' | 'allTeams' | 'teams'

export type UserRuleResult =
  { readonly ok: true } | { readonly ok: false; readonly code: UserRuleCode; readonly field?: UserRuleField }

const allowed: UserRuleResult = { ok: true }
const refuse = (code: UserRuleCode, field?: UserRuleField): UserRuleResult =>
  field ? { ok: false, code, field } : { ok: false, code }

// ---- roles ------------------------------------------------------------------------------------------

const isSuper = (user: AbilityUser) => user.isSuperuser === true

/** Every (action, subject) pair `user` may use, as `action:subject` strings. */
function rights(user: AbilityUser): Set<string> {
  const ability = defineAbilityFor(user)
  const out = new Set<string>()
  for (const subject of permissionSubjects)
    for (const action of matrixActions) if (ability.can(action, subject)) out.add(`${action}:${subject}`)
  return out
}

/**
 * Whether `actor` holds every right `role` would give, read from the permission table: "nobody creates a
 * role above their own" without a second ranking to keep in step. A role at the actor's own level passes;
 * an unknown role (no rights) passes, which lets a manager repair such an account.
 */
function holdsRightsOf(actor: AbilityUser, role: string): boolean {
  const mine = rights(actor)
  for (const right of rights({ role })) if (!mine.has(right)) return false
  return true
}

/**
 * Whether `actor` may give `role` to a user (new or existing): a known role, no right the actor lacks, and
 * ADMIN only from a superuser (spec: only a superuser creates ADMIN). Does not look at the users-management
 * permission; the check functions below do.
 */
export function mayGrantRole(actor: AbilityUser, role: string): boolean {
  if (!isRole(role)) return false
  if (isSuper(actor)) return true
  if (role === 'ADMIN') return false
  return holdsRightsOf(actor, role)
}

/**
 * The roles the user form offers `actor`, highest first; none without the right to create users.
 * Superuser: all five; ADMIN and MANAGER: MANAGER, TEAM_LEAD, EMPLOYEE; others: none (PARTNER needs the
 * partner portal, which only superusers hold).
 */
export function grantableRoles(actor: AbilityUser): Role[] {
  if (!isAllowed(actor, 'create', 'UsersManagement')) return []
  return roles.filter((role) => mayGrantRole(actor, role))
}

/**
 * Whether `actor` may act on `account` at all (edit, set its password, remove it): a superuser on anyone;
 * others only inside their own organisation, never on a superuser, and only on accounts whose role they may
 * grant (a manager cannot touch an admin, an admin not another admin). The users-management permission
 * itself is checked by the check functions below.
 */
export function mayManageAccount(
  actor: Pick<UserScope, 'id' | 'organizationId' | 'role' | 'isSuperuser'>,
  account: Pick<UserScope, 'organizationId' | 'role' | 'isSuperuser'>,
): boolean {
  if (isSuper(actor)) return true
  if (isSuper(account)) return false
  if (actor.organizationId !== account.organizationId) return false
  const role = account.role ?? ''
  return isRole(role) ? mayGrantRole(actor, role) : holdsRightsOf(actor, role)
}

// ---- teams ------------------------------------------------------------------------------------------

/**
 * Which teams' conversations a user sees (spec 000 §6): superusers and admins all teams, users with
 * "all teams" all teams, everybody else only the teams they are in. Always within the chatbots the user
 * is assigned to (see `visibleTeams`).
 */
export function teamVisibility(user: TeamViewer): 'all' | readonly string[] {
  if (isSuper(user) || user.role === 'ADMIN' || user.allTeams) return 'all'
  return [...new Set(user.teamIds)]
}

/** Whether a user sees one team (its chatbot assumed to be one of theirs). */
export function seesTeam(user: TeamViewer, teamId: string): boolean {
  const visibility = teamVisibility(user)
  return visibility === 'all' || visibility.includes(teamId)
}

/** The teams a user sees among `teams`: of their chatbots (any, for a superuser), and visible to them. */
export function visibleTeams<T extends TeamRef>(
  user: TeamViewer & { readonly chatbotIds: readonly string[] },
  teams: readonly T[],
): T[] {
  return teams.filter(
    (team) => (isSuper(user) || user.chatbotIds.includes(team.chatbotId)) && seesTeam(user, team.id),
  )
}

/** Whether `actor` may give "all teams" (or take it away): only one who sees all teams. */
export function mayGrantAllTeams(actor: TeamViewer): boolean {
  return teamVisibility(actor) === 'all'
}

/** The chatbots the user form offers `actor` among `chatbotIds`: their own (all of them, for a superuser). */
export function assignableChatbots(actor: UserScope, chatbotIds: readonly string[]): string[] {
  return isSuper(actor) ? [...chatbotIds] : chatbotIds.filter((id) => actor.chatbotIds.includes(id))
}

/** An agent's teams in the Smart Inbox: an admin agent all of the chatbot's, others those with `hasAccess`. */
export function agentTeamVisibility(agent: {
  readonly isAdmin: boolean
  readonly teams: readonly { readonly id: string; readonly hasAccess: boolean }[]
}): 'all' | string[] {
  if (agent.isAdmin) return 'all'
  return agent.teams.filter((team) => team.hasAccess).map((team) => team.id)
}

// ---- the checks -------------------------------------------------------------------------------------

/** The assignment a form's values ask for; "all teams" clears the team list. */
export function assignmentOf(values: {
  readonly role: string
  readonly chatbots: readonly string[]
  readonly allTeams: boolean
  readonly teams: readonly string[]
}): UserAssignment {
  return {
    role: values.role,
    chatbotIds: [...new Set(values.chatbots)],
    allTeams: values.allTeams,
    teamIds: values.allTeams ? [] : [...new Set(values.teams)],
  }
}

const teamChatbotOf = (context: UserRuleContext, teamId: string): string | undefined =>
  Object.hasOwn(context.teamChatbots, teamId) ? context.teamChatbots[teamId] : undefined

const difference = (a: readonly string[], b: readonly string[]) => a.filter((x) => !b.includes(x))

/**
 * Chatbots and teams: an actor changes only what is within their own reach (added or removed chatbots are
 * their own, added or removed teams they see, "all teams" only if they see all); what they cannot reach
 * stays as it was. Every team of the result must exist and belong to one of the result's chatbots.
 */
function checkAssignment(
  actor: UserScope,
  before: UserAssignment | null,
  next: UserAssignment,
  context: UserRuleContext,
): UserRuleResult {
  const previous = before ?? { role: next.role, chatbotIds: [], allTeams: false, teamIds: [] }
  const nextTeams = next.allTeams ? [] : next.teamIds
  for (const teamId of nextTeams) {
    const chatbotId = teamChatbotOf(context, teamId)
    if (chatbotId === undefined) return refuse('unknown_team', 'teams')
    if (!next.chatbotIds.includes(chatbotId)) return refuse('team_outside_chatbots', 'teams')
  }
  if (isSuper(actor)) return allowed
  const changedChatbots = [
    ...difference(next.chatbotIds, previous.chatbotIds),
    ...difference(previous.chatbotIds, next.chatbotIds),
  ]
  if (changedChatbots.some((id) => !actor.chatbotIds.includes(id)))
    return refuse('chatbot_not_assignable', 'chatbots')
  if (next.allTeams !== previous.allTeams && (next.allTeams || before !== null) && !mayGrantAllTeams(actor))
    return refuse('team_not_assignable', 'allTeams')
  const previousTeams = previous.allTeams ? [] : previous.teamIds
  const changedTeams = [...difference(nextTeams, previousTeams), ...difference(previousTeams, nextTeams)]
  for (const teamId of changedTeams) {
    const chatbotId = teamChatbotOf(context, teamId)
    // A team that no longer exists may always be dropped.
    if (chatbotId === undefined) continue
    if (!actor.chatbotIds.includes(chatbotId) || !seesTeam(actor, teamId))
      return refuse('team_not_assignable', 'teams')
  }
  return allowed
}

/** Creating a user with `next` (spec: nobody creates a role above their own; only a superuser creates ADMIN). */
export function checkCreateUser(
  actor: UserScope,
  next: UserAssignment,
  context: UserRuleContext,
): UserRuleResult {
  if (!isAllowed(actor, 'create', 'UsersManagement')) return refuse('forbidden')
  if (!mayGrantRole(actor, next.role)) return refuse('role_not_allowed', 'role')
  return checkAssignment(actor, null, next, context)
}

/**
 * Changing `account` to `next` ('Edit user'). Nobody changes their own role (nor promotes or demotes
 * themselves); the organisation's last ADMIN keeps the role.
 */
export function checkUpdateUser(
  actor: UserScope,
  account: UserScope,
  next: UserAssignment,
  context: UserRuleContext,
): UserRuleResult {
  if (!isAllowed(actor, 'update', 'UsersManagement')) return refuse('forbidden')
  const currentRole = account.role ?? ''
  const roleChanges = next.role !== currentRole
  if (actor.id === account.id) {
    if (roleChanges) return refuse('cannot_change_own_role', 'role')
  } else {
    if (!mayManageAccount(actor, account)) return refuse('forbidden')
    if (roleChanges && !mayGrantRole(actor, next.role)) return refuse('role_not_allowed', 'role')
  }
  if (roleChanges && currentRole === 'ADMIN' && context.adminCount <= 1) return refuse('last_admin', 'role')
  const before: UserAssignment = {
    role: currentRole,
    chatbotIds: account.chatbotIds,
    allTeams: account.allTeams,
    teamIds: account.teamIds,
  }
  return checkAssignment(actor, before, next, context)
}

/** Removing `account`: nobody removes themselves or the organisation's last ADMIN. */
export function checkDeleteUser(
  actor: UserScope,
  account: UserScope,
  context: Pick<UserRuleContext, 'adminCount'>,
): UserRuleResult {
  if (!isAllowed(actor, 'delete', 'UsersManagement')) return refuse('forbidden')
  if (actor.id === account.id) return refuse('cannot_delete_self')
  if (!mayManageAccount(actor, account)) return refuse('forbidden')
  if (account.role === 'ADMIN' && context.adminCount <= 1) return refuse('last_admin')
  return allowed
}

/**
 * Setting `account`'s password in the drawer's 'Change password' tab. One's own password is changed under
 * 'Your info', with the old password (POST /api/v1/change-password/).
 */
export function checkSetUserPassword(actor: UserScope, account: UserScope): UserRuleResult {
  if (!isAllowed(actor, 'update', 'UsersManagement')) return refuse('forbidden')
  if (actor.id === account.id) return refuse('use_own_password_change')
  if (!mayManageAccount(actor, account)) return refuse('forbidden')
  return allowed
}

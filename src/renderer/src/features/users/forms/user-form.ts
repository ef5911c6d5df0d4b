import type { AbilityUser } from '@shared/domain/permissions'
import { isRole, type Role } from '@shared/domain/roles'
import { grantableRoles, mayGrantAllTeams, mayManageAccount } from '@shared/domain/user-rules'
import { emptyUserForm, fullName, type CreateUserValues, type UpdateUserValues } from '@shared/domain/users'
import type { ListedUser } from '../api/user-fields'

/**
 * The user form's screen logic over the shared rules (src/shared/domain/user-rules.ts, users.ts): which
 * roles, chatbots and teams it offers whom, and what an existing user's form starts with.
 */

/** The signed-in user as the form's rules need them. */
export interface FormActor extends AbilityUser {
  readonly id: string
  readonly organizationId: string
  readonly chatbotIds: readonly string[]
  readonly allTeams: boolean
}

export interface RoleOption {
  readonly value: string
  readonly disabled: boolean
}

/**
 * The role select's options: the roles `actor` may give (a manager never sees ADMIN: only a superuser
 * creates one). An existing account's current role stays listed (disabled when it is not one the actor may
 * give), so the select never shows an empty value for it.
 */
export function roleOptions(actor: AbilityUser, currentRole?: string): RoleOption[] {
  const grantable: readonly string[] = grantableRoles(actor)
  const options = grantable.map((value) => ({ value, disabled: false }))
  if (currentRole && !grantable.includes(currentRole)) options.push({ value: currentRole, disabled: true })
  return options
}

/** Whether the role select may change at all: nobody changes their own role. */
export function mayChangeRole(actor: { readonly id: string }, account: { readonly id: string } | null) {
  return account === null || actor.id !== account.id
}

/** Whether `actor` may act on `account` in the drawer (edit, set its password, remove it). */
export function mayActOn(actor: FormActor, account: ListedUser): boolean {
  return mayManageAccount(
    { id: actor.id, organizationId: actor.organizationId, role: actor.role, isSuperuser: actor.isSuperuser },
    { organizationId: account.organization.id, role: account.role, isSuperuser: account.isSuperuser },
  )
}

/** "All teams" may be switched only by someone who sees all teams (the rules refuse it otherwise). */
export function mayToggleAllTeams(actor: FormActor): boolean {
  return mayGrantAllTeams({
    role: actor.role,
    isSuperuser: actor.isSuperuser,
    allTeams: actor.allTeams,
    teamIds: [],
  })
}

/** A new user's form: the shared defaults (EMPLOYEE, nl-NL, all teams), or selected teams for an actor who
 * may not give all teams. */
export function newUserValues(actor: FormActor): CreateUserValues {
  const values = emptyUserForm()
  return mayToggleAllTeams(actor) ? values : { ...values, allTeams: false }
}

/** An existing user's 'Edit user' form. A user without a language gets none: the form asks for one. */
export function editUserValues(user: ListedUser): UpdateUserValues {
  return {
    email: user.email,
    role: (isRole(user.role) ? user.role : '') as Role,
    name: fullName(user),
    chatbots: user.chatbots.filter((chatbot) => !chatbot.deleted).map((chatbot) => chatbot.id),
    language: (user.language ?? '') as UpdateUserValues['language'],
    allTeams: user.allTeams,
    teams: user.allTeams ? [] : user.teams.map((team) => team.id),
  }
}

export interface Option {
  readonly value: string
  readonly label: string
  readonly disabled?: boolean
}

/**
 * The chatbots the form offers: the actor's own (not deleted). An account's chatbots beyond the actor's
 * reach stay listed, so they are kept as they are (the rules refuse changing them).
 */
export function chatbotOptions(
  actorChatbots: readonly { readonly id: string; readonly projectName: string }[],
  account: ListedUser | null,
): Option[] {
  const options: Option[] = actorChatbots.map((chatbot) => ({
    value: chatbot.id,
    label: chatbot.projectName,
  }))
  for (const chatbot of account?.chatbots ?? []) {
    if (chatbot.deleted || options.some((option) => option.value === chatbot.id)) continue
    options.push({ value: chatbot.id, label: chatbot.projectName, disabled: true })
  }
  return options
}

export interface TeamGroup {
  readonly group: string
  readonly items: Option[]
}

/**
 * The teams the form offers, grouped by chatbot: those the actor may assign of the chosen chatbots, plus an
 * account's current teams beyond the actor's reach (listed, so they stay as they are).
 */
export function teamOptions(
  teams: readonly { readonly id: string; readonly name: string; readonly chatbotId: string }[],
  chosenChatbots: readonly string[],
  chatbotNames: Readonly<Record<string, string>>,
  account: ListedUser | null,
): TeamGroup[] {
  const groups = new Map<string, Option[]>()
  for (const team of teams) {
    if (!chosenChatbots.includes(team.chatbotId)) continue
    const group = chatbotNames[team.chatbotId] ?? team.chatbotId
    groups.set(group, [...(groups.get(group) ?? []), { value: team.id, label: team.name }])
  }
  const offered = new Set(teams.map((team) => team.id))
  const beyond = (account?.teams ?? []).filter((team) => !offered.has(team.id))
  if (beyond.length > 0 && !account?.allTeams) {
    const group = '—'
    groups.set(
      group,
      beyond.map((team) => ({ value: team.id, label: team.name, disabled: true })),
    )
  }
  return [...groups].map(([group, items]) => ({ group, items }))
}

import { and, asc, eq, inArray, or } from 'drizzle-orm'
import { defineAbilityFor } from '@shared/domain/permissions'
import { seesTeam } from '@shared/domain/user-rules'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from './chatbot-access-service'
import { chatbotServerAddress } from '../services'

/**
 * The organisation's people and chatbots as the spec's GraphQL types show them (router users and calendar
 * users; the chatbot service's chatbot, teams, employees and agents): read models shared by the resolvers.
 */

type UserRow = typeof t.users.$inferSelect

export function chatbotGql(row: ChatbotRow, baseUrl: string) {
  return {
    id: row.id,
    name: row.projectId,
    projectId: row.projectId,
    projectName: row.projectName,
    serverId: row.serverId,
    serverAddress: chatbotServerAddress(baseUrl, row.projectId),
    suspended: row.suspended,
    useBetaPortal: row.useBetaPortal,
    deleted: row.deleted,
    token: row.apiToken,
    ats: row.ats,
    atsSpecificTemplatesEnvironment: row.atsSpecificTemplatesEnvironment,
    whatsappProvider: row.whatsappProvider,
    smartInboxEnabled: row.smartInboxEnabled,
    defaultLanguageTag: row.defaultLanguageTag,
    allowedCategories: row.allowedCategories,
    supportsNestedWhereQueries: row.supportsNestedWhereQueries,
    disallowDisableEventPreference: row.disallowDisableEventPreference,
    supportsMappingCreation: row.supportsMappingCreation,
  }
}

/**
 * The chatbot's API token goes only to whoever manages that chatbot: the right to change chatbot settings
 * (ADMIN, MANAGER, superusers) and, below superuser, being assigned to it. A field resolver, so every
 * place a Chatbot appears (user, users, employees, mainChatbot) follows the same rule.
 */
export async function mayReadChatbotToken(db: SandboxDb, viewer: AuthenticatedUser, chatbotId: string) {
  if (viewer.isSuperuser) return true
  if (!defineAbilityFor(viewer).can('update', 'SettingsChatbot')) return false
  const [assigned] = await db
    .select({ id: t.userChatbots.chatbotId })
    .from(t.userChatbots)
    .where(and(eq(t.userChatbots.userId, viewer.id), eq(t.userChatbots.chatbotId, chatbotId)))
  return assigned !== undefined
}

/** The chatbots assigned to a user, of the user's own organisation (a superuser's: any). */
export async function chatbotsOfUser(db: SandboxDb, userId: string): Promise<ChatbotRow[]> {
  const rows = await db
    .select({ chatbot: t.chatbots })
    .from(t.userChatbots)
    .innerJoin(t.chatbots, eq(t.chatbots.id, t.userChatbots.chatbotId))
    .innerJoin(t.users, eq(t.users.id, t.userChatbots.userId))
    .where(
      and(
        eq(t.userChatbots.userId, userId),
        or(eq(t.users.isSuperuser, true), eq(t.chatbots.organizationId, t.users.organizationId)),
      ),
    )
    .orderBy(asc(t.userChatbots.position), asc(t.chatbots.projectName))
  return rows.map((r) => r.chatbot)
}

async function teamsOfUser(db: SandboxDb, user: UserRow) {
  if (user.allTeams) {
    const chatbotIds = (await chatbotsOfUser(db, user.id)).map((c) => c.id)
    if (chatbotIds.length === 0) return []
    return db
      .select({ id: t.teams.id, name: t.teams.name })
      .from(t.teams)
      .where(inArray(t.teams.chatbotId, chatbotIds))
  }
  return db
    .select({ id: t.teams.id, name: t.teams.name })
    .from(t.userTeams)
    .innerJoin(t.teams, eq(t.teams.id, t.userTeams.teamId))
    .where(eq(t.userTeams.userId, user.id))
}

async function agentIdOf(db: SandboxDb, userId: string): Promise<string | null> {
  const [agent] = await db
    .select({ id: t.agents.id })
    .from(t.agents)
    .where(eq(t.agents.userId, userId))
    .limit(1)
  return agent?.id ?? null
}

export async function calendarUserGql(db: SandboxDb, user: UserRow) {
  const [row] = await db.select().from(t.calendarUsers).where(eq(t.calendarUsers.userId, user.id))
  if (!row) return null
  return {
    id: row.id,
    userRouterId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    isCalendarAuthenticated: row.isCalendarAuthenticated,
    blockedStatuses: row.blockedStatuses,
    calendar: row.calendarProduct ? { product: row.calendarProduct } : null,
    timeZone: row.timeZone,
    spokenLanguages: row.spokenLanguages,
    excludedDays: row.excludedDays,
    teams: await teamsOfUser(db, user),
  }
}

export async function employeeGql(db: SandboxDb, user: UserRow, baseUrl: string) {
  const [row] = await db.select().from(t.employees).where(eq(t.employees.userId, user.id))
  if (!row) return null
  return {
    id: row.id,
    language: user.language,
    name: `${user.firstName} ${user.lastName}`.trim(),
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    email: user.email,
    chatbots: (await chatbotsOfUser(db, user.id)).map((c) => chatbotGql(c, baseUrl)),
    calendarIsAuthenticated: user.calendarIsAuthenticated,
    agentId: await agentIdOf(db, user.id),
    calendarUser: await calendarUserGql(db, user),
  }
}

export async function userGql(db: SandboxDb, user: UserRow, baseUrl: string) {
  const [organization] = await db
    .select()
    .from(t.organizations)
    .where(eq(t.organizations.id, user.organizationId))
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    language: user.language,
    isSuperuser: user.isSuperuser,
    role: user.role,
    organization: organization ?? { id: user.organizationId, name: '' },
    calendarAuthHandler: user.calendarAuthHandler,
    calendarIsAuthenticated: user.calendarIsAuthenticated,
    requiresPasswordReset: user.requiresPasswordReset,
    employee: await employeeGql(db, user, baseUrl),
    agentId: await agentIdOf(db, user.id),
    pagesVisited: user.pagesVisited,
    chatbots: (await chatbotsOfUser(db, user.id)).map((c) => chatbotGql(c, baseUrl)),
    isInTkPortal: user.isInTkPortal,
    phoneNumber: user.phoneNumber,
    allTeams: user.allTeams,
    teams: await teamsOfUser(db, user),
  }
}

export async function agentGql(db: SandboxDb, agent: typeof t.agents.$inferSelect) {
  const teams = await db
    .select({ id: t.teams.id, name: t.teams.name, hasAccess: t.agentTeams.hasAccess })
    .from(t.agentTeams)
    .innerJoin(t.teams, eq(t.teams.id, t.agentTeams.teamId))
    .where(eq(t.agentTeams.agentId, agent.id))
    .orderBy(asc(t.teams.name))
  return { ...agent, teams }
}

/** The signed-in user (router `user`): identity, so every signed-in user reads themself. */
export async function currentUser(db: SandboxDb, viewer: AuthenticatedUser, baseUrl: string) {
  const [row] = await db.select().from(t.users).where(eq(t.users.id, viewer.id))
  return row ? userGql(db, row, baseUrl) : null
}

/** Every user of the viewer's organisation (router `users`). */
export async function organizationUsers(db: SandboxDb, viewer: AuthenticatedUser, baseUrl: string) {
  const rows = await db
    .select()
    .from(t.users)
    .where(eq(t.users.organizationId, viewer.organizationId))
    .orderBy(asc(t.users.username))
  return Promise.all(rows.map((row) => userGql(db, row, baseUrl)))
}

/** The calendar users of the viewer's organisation (router `allCalendarUsers`). */
export async function organizationCalendarUsers(db: SandboxDb, viewer: AuthenticatedUser) {
  const rows = await db
    .select({ user: t.users })
    .from(t.calendarUsers)
    .innerJoin(t.users, eq(t.users.id, t.calendarUsers.userId))
    .where(eq(t.users.organizationId, viewer.organizationId))
    .orderBy(asc(t.users.username))
  const all = await Promise.all(rows.map((r) => calendarUserGql(db, r.user)))
  return all.filter((c) => c !== null)
}

/**
 * The chatbot's teams by name (chatbot `allTeams`) that the viewer sees: the shared `teamVisibility`
 * (superusers and admins all, users with all teams all, others their own teams).
 */
export async function chatbotTeams(db: SandboxDb, chatbot: ChatbotRow, viewer: AuthenticatedUser) {
  const teams = await db
    .select({ id: t.teams.id, name: t.teams.name })
    .from(t.teams)
    .where(eq(t.teams.chatbotId, chatbot.id))
    .orderBy(asc(t.teams.name))
  const [row] = await db.select({ allTeams: t.users.allTeams }).from(t.users).where(eq(t.users.id, viewer.id))
  const teamIds = (
    await db.select({ id: t.userTeams.teamId }).from(t.userTeams).where(eq(t.userTeams.userId, viewer.id))
  ).map((team) => team.id)
  const scope = { ...viewer, allTeams: row?.allTeams !== false, teamIds }
  return teams.filter((team) => seesTeam(scope, team.id))
}

/** The chatbot's Smart Inbox agents with their teams (chatbot `allAgents`). */
export async function chatbotAgents(db: SandboxDb, chatbot: ChatbotRow) {
  const rows = await db
    .select()
    .from(t.agents)
    .where(eq(t.agents.chatbotId, chatbot.id))
    .orderBy(asc(t.agents.name))
  return Promise.all(rows.map((row) => agentGql(db, row)))
}

/** The users assigned to the chatbot who are employees (chatbot `allEmployees`). */
export async function chatbotEmployees(db: SandboxDb, chatbot: ChatbotRow, baseUrl: string) {
  const rows = await db
    .select({ user: t.users })
    .from(t.userChatbots)
    .innerJoin(t.users, eq(t.users.id, t.userChatbots.userId))
    .where(eq(t.userChatbots.chatbotId, chatbot.id))
    .orderBy(asc(t.users.username))
  const employees = await Promise.all(rows.map((r) => employeeGql(db, r.user, baseUrl)))
  return employees.filter((e) => e !== null)
}

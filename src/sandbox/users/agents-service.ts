import { and, eq, inArray } from 'drizzle-orm'
import { errorCatalogue } from '@shared/domain/errors'
import { mayGrantAllTeams, seesTeam, type TeamViewer } from '@shared/domain/user-rules'
import { fieldMessage } from '../errors'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from '../chatbots/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { agentGql } from '../chatbots/directory-service'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const phonePattern = /^\+?[0-9][0-9 ()-]{7,19}$/

type FieldError = { field: string; messages: string[] }

/** The changes `updateAgent` takes (spec 001 §7.3); absent fields stay as they are. */
export interface AgentChanges {
  readonly id: string
  readonly name?: string | null
  readonly email?: string | null
  readonly phone?: string | null
  readonly isAdmin?: boolean | null
  readonly isActive?: boolean | null
  readonly devices?: readonly string[] | null
  readonly teams?: readonly { readonly id: string; readonly hasAccess: boolean }[] | null
}

/**
 * Team access the actor may not give or take (the shared user rules): an agent's admin flag (all of the
 * chatbot's teams) only from one who sees all teams, and `hasAccess` only on teams the actor sees.
 */
async function outOfReach(
  db: SandboxDb,
  actor: TeamViewer,
  agent: { id: string; isAdmin: boolean },
  args: AgentChanges,
): Promise<FieldError | null> {
  const message = errorCatalogue.team_not_assignable.en
  if (args.isAdmin != null && args.isAdmin !== agent.isAdmin && !mayGrantAllTeams(actor))
    return { field: 'isAdmin', messages: [message] }
  if (args.teams == null || mayGrantAllTeams(actor)) return null
  const before = await db
    .select({ id: t.agentTeams.teamId, hasAccess: t.agentTeams.hasAccess })
    .from(t.agentTeams)
    .where(eq(t.agentTeams.agentId, agent.id))
  const access = (teams: readonly { id: string; hasAccess: boolean }[], id: string) =>
    teams.find((team) => team.id === id)?.hasAccess === true
  const ids = new Set([...before.map((team) => team.id), ...args.teams.map((team) => team.id)])
  for (const id of ids)
    if (access(before, id) !== access(args.teams, id) && !seesTeam(actor, id))
      return { field: 'teams', messages: [message] }
  return null
}

/**
 * Changes one of the chatbot's agents: the spec's mutation result, with field errors instead of throwing.
 * With `actor`, team access stays within the actor's reach (`outOfReach`).
 */
export async function updateAgent(
  db: SandboxDb,
  chatbot: ChatbotRow,
  args: AgentChanges,
  actor?: TeamViewer,
) {
  const [agent] = await db
    .select()
    .from(t.agents)
    .where(and(eq(t.agents.id, args.id), eq(t.agents.chatbotId, chatbot.id)))
  if (!agent)
    return {
      ok: false,
      errors: [{ field: 'id', messages: [fieldMessage('agent_not_found')] }],
      errorMessage: fieldMessage('agent_not_found'),
      agent: null,
    }
  const errors: FieldError[] = []
  if (args.email != null && !emailPattern.test(args.email.trim()))
    errors.push({ field: 'email', messages: [fieldMessage('agent_email_invalid')] })
  if (args.name != null && !args.name.trim())
    errors.push({ field: 'name', messages: [fieldMessage('agent_name_required')] })
  if (args.phone != null && args.phone.trim() && !phonePattern.test(args.phone.trim())) {
    errors.push({ field: 'phone', messages: [fieldMessage('agent_phone_invalid')] })
  }
  const teamIds = (args.teams ?? []).map((team) => team.id)
  if (teamIds.length > 0) {
    const known = await db
      .select({ id: t.teams.id })
      .from(t.teams)
      .where(and(eq(t.teams.chatbotId, chatbot.id), inArray(t.teams.id, teamIds)))
    if (known.length !== new Set(teamIds).size)
      errors.push({ field: 'teams', messages: [fieldMessage('unknown_team')] })
  }
  const reach = actor && errors.length === 0 ? await outOfReach(db, actor, agent, args) : null
  if (reach) {
    return { ok: false, errors: [reach], errorMessage: reach.messages[0] ?? null, agent: null }
  }
  if (errors.length > 0) {
    return {
      ok: false,
      errors,
      errorMessage:
        'Please check if all required fields have values and that there are no validation errors.',
      agent: null,
    }
  }
  await db.transaction(async (tx) => {
    await tx
      .update(t.agents)
      .set({
        ...(args.name != null ? { name: args.name.trim() } : {}),
        ...(args.email != null ? { email: args.email.trim() } : {}),
        ...(args.phone !== undefined ? { phone: args.phone?.trim() || null } : {}),
        ...(args.isAdmin != null ? { isAdmin: args.isAdmin } : {}),
        ...(args.isActive != null ? { isActive: args.isActive } : {}),
        ...(args.devices != null ? { devices: [...args.devices] } : {}),
      })
      .where(eq(t.agents.id, agent.id))
    if (args.teams != null) {
      await tx.delete(t.agentTeams).where(eq(t.agentTeams.agentId, agent.id))
      if (args.teams.length > 0) {
        await tx.insert(t.agentTeams).values(
          args.teams.map((team) => ({
            agentId: agent.id,
            teamId: team.id,
            hasAccess: team.hasAccess,
          })),
        )
      }
    }
  })
  const [updated] = await db.select().from(t.agents).where(eq(t.agents.id, agent.id))
  return {
    ok: true,
    errors: [],
    errorMessage: null,
    agent: updated ? await agentGql(db, updated) : null,
  }
}

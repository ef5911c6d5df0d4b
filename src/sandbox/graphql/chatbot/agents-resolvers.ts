import { and, asc, eq, inArray } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { Resolvers } from '../generated/chatbot-resolvers-types'
import { agentGql, employeeGql } from '../loaders'
import { gqlAssert } from '../yoga'
import { activeChatbot } from './active-chatbot'

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const phonePattern = /^\+?[0-9][0-9 ()-]{7,19}$/

/** Smart Inbox agents and the chatbot's employees (src/shared/graphql/chatbot/agents.ts). */
export const agentsResolvers: Resolvers = {
  Query: {
    allAgents: async (_, __, ctx) => {
      gqlAssert(ctx.user, 'read', 'UsersManagement')
      const chatbot = await activeChatbot(ctx)
      const rows = await ctx.services.db
        .select()
        .from(t.agents)
        .where(eq(t.agents.chatbotId, chatbot.id))
        .orderBy(asc(t.agents.name))
      return Promise.all(rows.map((row) => agentGql(ctx.services.db, row)))
    },
    allEmployees: async (_, __, ctx) => {
      gqlAssert(ctx.user, 'read', 'UsersManagement')
      const chatbot = await activeChatbot(ctx)
      const rows = await ctx.services.db
        .select({ user: t.users })
        .from(t.userChatbots)
        .innerJoin(t.users, eq(t.users.id, t.userChatbots.userId))
        .where(eq(t.userChatbots.chatbotId, chatbot.id))
        .orderBy(asc(t.users.username))
      const employees = await Promise.all(
        rows.map((r) => employeeGql(ctx.services.db, r.user, ctx.services.baseUrl())),
      )
      return employees.filter((e) => e !== null)
    },
  },
  Mutation: {
    updateAgent: async (_, args, ctx) => {
      gqlAssert(ctx.user, 'update', 'UsersManagement')
      const chatbot = await activeChatbot(ctx)
      const db = ctx.services.db
      const [agent] = await db
        .select()
        .from(t.agents)
        .where(and(eq(t.agents.id, args.id), eq(t.agents.chatbotId, chatbot.id)))
      if (!agent)
        return {
          ok: false,
          errors: [{ field: 'id', messages: ['Agent not found.'] }],
          errorMessage: 'Agent not found.',
          agent: null,
        }
      const errors: { field: string; messages: string[] }[] = []
      if (args.email != null && !emailPattern.test(args.email.trim()))
        errors.push({ field: 'email', messages: ['Please enter a valid email address.'] })
      if (args.name != null && !args.name.trim())
        errors.push({ field: 'name', messages: ['Please enter a username.'] })
      if (args.phone != null && args.phone.trim() && !phonePattern.test(args.phone.trim())) {
        errors.push({ field: 'phone', messages: ['Please enter a valid phone number.'] })
      }
      const teamIds = (args.teams ?? []).map((team) => team.id)
      if (teamIds.length > 0) {
        const known = await db
          .select({ id: t.teams.id })
          .from(t.teams)
          .where(and(eq(t.teams.chatbotId, chatbot.id), inArray(t.teams.id, teamIds)))
        if (known.length !== new Set(teamIds).size)
          errors.push({ field: 'teams', messages: ['Unknown team.'] })
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
            ...(args.devices != null ? { devices: args.devices } : {}),
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
    },
  },
}

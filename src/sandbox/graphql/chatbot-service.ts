import { and, asc, eq, inArray } from 'drizzle-orm'
import { chatbotTypeDefs } from '@shared/graphql/chatbot-schema'
import * as t from '../db/schema'
import { inboxResolvers } from './inbox-resolvers'
import { agentGql, chatbotFieldResolvers, chatbotGql, employeeGql } from './loaders'
import { createService, gqlAssert, gqlError, jsonScalar, type GraphqlContext } from './yoga'

export const chatbotEndpoint = '/chatbot-server/:projectId/graphql'

type Ctx = GraphqlContext & { readonly projectId: string }

/** The chatbot this request is for, refused when suspended (its own mainChatbot stays readable). */
async function activeChatbot(ctx: Ctx, allowSuspended = false) {
  const [row] = await ctx.services.db.select().from(t.chatbots).where(eq(t.chatbots.projectId, ctx.projectId))
  if (!row) throw gqlError('not_found')
  if (row.suspended && !allowSuspended) throw gqlError('chatbot_suspended')
  return row
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const phonePattern = /^\+?[0-9][0-9 ()-]{7,19}$/

interface UpdateAgentArgs {
  id: string
  teams?: { id: string; hasAccess: boolean }[] | null
  isAdmin?: boolean | null
  devices?: string[] | null
  phone?: string | null
  name?: string | null
  email?: string | null
  isActive?: boolean | null
}

export function createChatbotService() {
  const inbox = inboxResolvers((ctx) => activeChatbot(ctx as Ctx))
  return createService(
    chatbotTypeDefs,
    {
      JSON: jsonScalar,
      Chatbot: chatbotFieldResolvers,
      Query: {
        mainChatbot: async (_: unknown, __: unknown, ctx: Ctx) => {
          gqlAssert(ctx.user, 'read', 'Chatbots')
          return chatbotGql(await activeChatbot(ctx, true), ctx.services.baseUrl())
        },
        allTeams: async (_: unknown, __: unknown, ctx: Ctx) => {
          gqlAssert(ctx.user, 'read', 'Chatbots')
          const chatbot = await activeChatbot(ctx)
          return ctx.services.db
            .select({ id: t.teams.id, name: t.teams.name })
            .from(t.teams)
            .where(eq(t.teams.chatbotId, chatbot.id))
            .orderBy(asc(t.teams.name))
        },
        allAgents: async (_: unknown, __: unknown, ctx: Ctx) => {
          gqlAssert(ctx.user, 'read', 'UsersManagement')
          const chatbot = await activeChatbot(ctx)
          const rows = await ctx.services.db
            .select()
            .from(t.agents)
            .where(eq(t.agents.chatbotId, chatbot.id))
            .orderBy(asc(t.agents.name))
          return Promise.all(rows.map((row) => agentGql(ctx.services.db, row)))
        },
        allEmployees: async (_: unknown, __: unknown, ctx: Ctx) => {
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
        ...inbox.Query,
      },
      Mutation: {
        updateAgent: async (_: unknown, args: UpdateAgentArgs, ctx: Ctx) => {
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
        ...inbox.Mutation,
      },
    },
    chatbotEndpoint,
  )
}

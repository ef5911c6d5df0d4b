import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import { teamVisibility } from '@shared/domain/user-rules'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import * as chatbotsSchema from '../chatbots/schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxServices } from '../services'

export type MessageRow = typeof t.inboxMessages.$inferSelect
export const m = t.inboxMessages

/** Rows of the management table carry a preview only: a page stays under 16 KiB (QUALITY P-8). */
export const textPreviewLength = 100
/** WhatsApp's limit for a free-form message body. */
export const whatsappMaxLength = 4096
/** WhatsApp allows free-form replies only within 24 hours of the candidate's last message. */
export const whatsappWindowMs = 24 * 60 * 60_000

/**
 * The team names whose conversations this user may see on this chatbot, or 'all': the shared
 * `teamVisibility` (superusers and admins all teams, users with all teams too, others their own teams).
 * Conversations without a team are seen only by users who see all teams.
 */
export async function visibleTeams(
  db: SandboxDb,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
): Promise<'all' | string[]> {
  const [row] = await db
    .select({ allTeams: chatbotsSchema.users.allTeams })
    .from(chatbotsSchema.users)
    .where(eq(chatbotsSchema.users.id, user.id))
  const teamIds = (
    await db
      .select({ id: chatbotsSchema.userTeams.teamId })
      .from(chatbotsSchema.userTeams)
      .where(eq(chatbotsSchema.userTeams.userId, user.id))
  ).map((team) => team.id)
  const visibility = teamVisibility({ ...user, allTeams: row?.allTeams !== false, teamIds })
  if (visibility === 'all') return 'all'
  if (visibility.length === 0) return []
  const teams = await db
    .select({ name: chatbotsSchema.teams.name })
    .from(chatbotsSchema.teams)
    .where(
      and(inArray(chatbotsSchema.teams.id, [...visibility]), eq(chatbotsSchema.teams.chatbotId, chatbot.id)),
    )
  return teams.map((team) => team.name)
}

export function visibility(teams: 'all' | string[]): SQL | undefined {
  if (teams === 'all') return undefined
  return teams.length > 0 ? inArray(m.teamName, teams) : sql`false`
}

/** The client ids this user opened on this project: the realtime store's openedConversations/<userId>. */
export function openedConversations(
  services: SandboxServices,
  projectId: string,
  userId: string,
): Set<string> {
  const node = services.realtime.get(['projects', projectId, 'openedConversations', userId])
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return new Set()
  return new Set(
    Object.entries(node)
      .filter(([, value]) => value === true)
      .map(([key]) => key),
  )
}

/**
 * Labels on conversations live in the realtime store at `projects/<projectId>/conversationLabels/<clientId>`
 * (`{ <labelId>: true }`): the spec keeps per-project inbox state there and the schema has no table for it.
 */

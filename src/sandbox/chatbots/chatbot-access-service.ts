import { and, eq } from 'drizzle-orm'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import { ApiError } from '../errors'

export type ChatbotRow = typeof t.chatbots.$inferSelect

/**
 * Which chatbot a request is about, and whether its user may use it: the one place REST routes (inbox,
 * realtime) and the chatbot GraphQL service (its context) load the chatbot, once per request.
 */
export class ChatbotAccessService {
  constructor(private readonly db: SandboxDb) {}

  /**
   * The chatbot of `projectId` as this user may reach it: it exists and is not deleted (else `not_found`),
   * and the user is assigned to it *and* it is of the user's organisation (superusers: any; else
   * `not_assigned_to_chatbot`): an assignment left over from another organisation grants nothing. A
   * suspended chatbot is returned: its own settings stay readable. Work on it goes through `requireActive`.
   */
  async forUser(user: AuthenticatedUser, projectId: string): Promise<ChatbotRow> {
    const row = await this.byProjectId(projectId)
    if (!row || row.deleted) throw new ApiError('not_found')
    if (!user.isSuperuser) {
      if (row.organizationId !== user.organizationId) throw new ApiError('not_assigned_to_chatbot')
      const [assigned] = await this.db
        .select({ chatbotId: t.userChatbots.chatbotId })
        .from(t.userChatbots)
        .where(and(eq(t.userChatbots.userId, user.id), eq(t.userChatbots.chatbotId, row.id)))
      if (!assigned) throw new ApiError('not_assigned_to_chatbot')
    }
    return row
  }

  /** `forUser`, and refused with `chatbot_suspended` when the chatbot is suspended. */
  async activeForUser(user: AuthenticatedUser, projectId: string): Promise<ChatbotRow> {
    return requireActive(await this.forUser(user, projectId))
  }

  /** The chatbot of `projectId`, deleted or not, without any user's access (management, the simulator). */
  async byProjectId(projectId: string): Promise<ChatbotRow | undefined> {
    const [row] = await this.db.select().from(t.chatbots).where(eq(t.chatbots.projectId, projectId))
    return row
  }
}

/** The chatbot itself when it is not suspended; `chatbot_suspended` otherwise. */
export function requireActive(chatbot: ChatbotRow): ChatbotRow {
  if (chatbot.suspended) throw new ApiError('chatbot_suspended')
  return chatbot
}

import { eq } from 'drizzle-orm'
import * as t from '../../db/schema'
import type { ChatbotContext } from '../yoga'
import { gqlError } from '../yoga'

/** The chatbot this request is for, refused when suspended (its own mainChatbot stays readable). */
export async function activeChatbot(ctx: ChatbotContext, allowSuspended = false) {
  const [row] = await ctx.services.db.select().from(t.chatbots).where(eq(t.chatbots.projectId, ctx.projectId))
  if (!row) throw gqlError('not_found')
  if (row.suspended && !allowSuspended) throw gqlError('chatbot_suspended')
  return row
}

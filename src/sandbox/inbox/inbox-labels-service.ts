import { and, eq } from 'drizzle-orm'
import * as t from './schema'
import { ApiError } from '../errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { Json } from '../realtime/realtime-store'
import type { SandboxServices } from '../services'
import { m, visibleTeams, visibility } from './inbox-access'

export function conversationLabelIds(services: SandboxServices, projectId: string): Map<string, string[]> {
  const node = services.realtime.get(['projects', projectId, 'conversationLabels'])
  const result = new Map<string, string[]>()
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return result
  for (const [clientId, labels] of Object.entries(node)) {
    if (labels === null || typeof labels !== 'object' || Array.isArray(labels)) continue
    const ids = Object.entries(labels)
      .filter(([, on]) => on === true)
      .map(([id]) => id)
    if (ids.length > 0) result.set(clientId, ids)
  }
  return result
}

/** Apply or remove one label on a conversation the user may see (not_found otherwise). */
export async function setConversationLabel(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  change: { clientId: string; labelId: string; applied: boolean },
): Promise<string[]> {
  const { db } = services
  const teams = await visibleTeams(db, user, chatbot)
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, change.clientId), visibility(teams)))
    .limit(1)
  const [label] = await db
    .select({ id: t.inboxLabels.id })
    .from(t.inboxLabels)
    .where(and(eq(t.inboxLabels.chatbotId, chatbot.id), eq(t.inboxLabels.id, change.labelId)))
  if (!row || !label) throw new ApiError('not_found')
  await services.realtime.update(['projects', chatbot.projectId, 'conversationLabels', change.clientId], {
    [change.labelId]: change.applied ? true : null,
  })
  return conversationLabelIds(services, chatbot.projectId).get(change.clientId) ?? []
}

/**
 * A deleted label leaves every conversation that had it (the realtime store's conversationLabels), so
 * neither the conversations nor the label filter still find it.
 */
export async function removeLabelFromConversations(
  services: SandboxServices,
  chatbot: ChatbotRow,
  labelId: string,
): Promise<void> {
  const changes: Record<string, Json> = {}
  for (const [clientId, ids] of conversationLabelIds(services, chatbot.projectId))
    if (ids.includes(labelId)) changes[`${clientId}/${labelId}`] = null
  if (Object.keys(changes).length > 0)
    await services.realtime.update(['projects', chatbot.projectId, 'conversationLabels'], changes)
}

/** The names a conversation assigned to this user carries: their agent(s) on the chatbot, else their name. */

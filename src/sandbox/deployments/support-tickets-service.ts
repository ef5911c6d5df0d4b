import { randomBytes } from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { SupportTicket, SupportTicketFields } from '@shared/domain/support-tickets'
import * as t from '../chatbots/schema'
import type { AuthenticatedUser } from '../auth/auth-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { supportTickets } from './schema'

/** The newest tickets a superuser sees; older ones stay stored. */
export const supportTicketListLimit = 200

/**
 * Stores a report or support ticket. A conversation's chatbot must be one the sender may open (same
 * organisation): a report never names another organisation's chatbot.
 */
export async function createSupportTicket(
  services: SandboxServices,
  user: AuthenticatedUser,
  fields: SupportTicketFields,
): Promise<{ ok: true; id: string }> {
  if (fields.projectId) {
    const chatbot = await services.chatbots.byProjectId(fields.projectId)
    if (!chatbot || chatbot.organizationId !== user.organizationId)
      throw new ApiError('invalid_input', { fields: { projectId: ['Unknown chatbot.'] } })
  }
  const id = `ticket-${randomBytes(6).toString('hex')}`
  await services.db.insert(supportTickets).values({
    id,
    organizationId: user.organizationId,
    userId: user.id,
    subject: fields.subject,
    contactEmail: fields.contactEmail,
    message: fields.message,
    imageUrl: fields.imageUrl,
    projectId: fields.projectId,
    clientId: fields.projectId ? fields.clientId : null,
    screen: fields.screen,
    appVersion: fields.appVersion,
    createdAt: services.clock.now(),
  })
  return { ok: true, id }
}

/** The organisation's tickets, newest first. */
export async function listSupportTickets(
  services: SandboxServices,
  user: AuthenticatedUser,
): Promise<SupportTicket[]> {
  const rows = await services.db
    .select({ ticket: supportTickets, username: t.users.username })
    .from(supportTickets)
    .leftJoin(t.users, eq(t.users.id, supportTickets.userId))
    .where(eq(supportTickets.organizationId, user.organizationId))
    .orderBy(desc(supportTickets.createdAt), desc(supportTickets.id))
    .limit(supportTicketListLimit)
  return rows.map(({ ticket, username }) => ({
    id: ticket.id,
    username,
    subject: ticket.subject,
    contactEmail: ticket.contactEmail,
    message: ticket.message,
    imageUrl: ticket.imageUrl,
    projectId: ticket.projectId,
    clientId: ticket.clientId,
    screen: ticket.screen,
    appVersion: ticket.appVersion,
    createdAt: ticket.createdAt,
  }))
}

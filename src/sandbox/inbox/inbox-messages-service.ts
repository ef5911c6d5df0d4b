import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import type { SenderEntity } from '@shared/domain/inbox'
import { ApiError } from '../errors'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { Json } from '../realtime/realtime-store'
import type { SandboxServices } from '../services'
import { type MessageRow, m } from './inbox-access'

let sequence = 0

export interface NewMessage {
  readonly chatbot: ChatbotRow
  readonly clientId: string
  readonly senderEntity: SenderEntity
  readonly text: string
  readonly phoneNumber?: string | null
  readonly candidateName?: string | null
  readonly teamName?: string | null
  readonly assignedAgentName?: string | null
  readonly humanReadableType?: string | null
  readonly templateName?: string | null
  readonly statusHistory?: { status: string; afterMs: number }[]
}

/**
 * Appends a message to a conversation (the simulator's inbound messages, recruiters' WhatsApp replies):
 * it inherits the conversation's details, answers the other side's unanswered messages, and a new inbound
 * message makes the conversation unread again for everyone who had opened it.
 */
export async function appendMessage(services: SandboxServices, message: NewMessage): Promise<MessageRow> {
  const { db, clock, realtime } = services
  const now = clock.now()
  const { chatbot, clientId } = message
  const inbound = message.senderEntity === 'candidate'
  const [previous] = await db
    .select()
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId)))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(1)
  const row: MessageRow = {
    // Time first, then a counter: ties within one millisecond still sort newest first by id.
    id: `msg-${String(now).padStart(15, '0')}-${String(sequence++).padStart(6, '0')}-${randomBytes(3).toString('hex')}`,
    chatbotId: chatbot.id,
    clientId,
    phoneNumber: message.phoneNumber ?? previous?.phoneNumber ?? null,
    candidateName: message.candidateName ?? previous?.candidateName ?? null,
    senderEntity: message.senderEntity,
    isInbound: inbound,
    isBot: message.senderEntity === 'chatbot',
    text: message.text,
    teamName: previous?.teamName ?? message.teamName ?? null,
    assignedAgentName:
      message.assignedAgentName !== undefined
        ? message.assignedAgentName
        : (previous?.assignedAgentName ?? null),
    humanReadableType: message.humanReadableType ?? 'Tekstbericht',
    stateMachine: previous?.stateMachine ?? null,
    templateName: message.templateName ?? null,
    atsEntityId: previous?.atsEntityId ?? null,
    statusHistory: message.statusHistory ?? [],
    responseTime: null,
    repliedBy: null,
    createdAt: now,
  }
  await db.transaction(async (tx) => {
    await tx
      .update(m)
      .set({
        responseTime: sql`round((${now} - ${m.createdAt}) / 1000.0)::int`,
        repliedBy: message.senderEntity,
      })
      .where(
        and(
          eq(m.chatbotId, chatbot.id),
          eq(m.clientId, clientId),
          eq(m.isInbound, !inbound),
          isNull(m.responseTime),
        ),
      )
    await tx.insert(m).values(row)
  })
  if (inbound) {
    const node = realtime.get(['projects', chatbot.projectId, 'openedConversations'])
    const unread: Record<string, Json> = {}
    if (node !== null && typeof node === 'object' && !Array.isArray(node))
      for (const [userId, opened] of Object.entries(node))
        if (opened !== null && typeof opened === 'object' && !Array.isArray(opened) && clientId in opened)
          unread[`${userId}/${clientId}`] = null
    if (Object.keys(unread).length > 0)
      await realtime.update(['projects', chatbot.projectId, 'openedConversations'], unread)
  }
  return row
}

/** A message as the simulator's paths show it. */
export function simulatorMessage(m: MessageRow) {
  return {
    id: m.id,
    client_id: m.clientId,
    phone_number: m.phoneNumber,
    candidate_name: m.candidateName,
    sender_entity: m.senderEntity,
    is_inbound: m.isInbound,
    text: m.text,
    team_name: m.teamName,
    created_at: new Date(m.createdAt).toISOString(),
  }
}

/**
 * The simulator's candidate writing to a chatbot (not deleted): the message joins the conversation
 * (client-messages shows it first), makes it unread again for everyone, and is announced in the realtime
 * store. Without a client id, a new conversation.
 */
export async function receiveInboundMessage(
  services: SandboxServices,
  message: {
    projectId: string
    clientId: string | null
    text: string
    phoneNumber: string | null
    candidateName: string | null
    teamName: string | null
  },
) {
  const chatbot = await services.chatbots.byProjectId(message.projectId)
  if (!chatbot || chatbot.deleted) throw new ApiError('not_found')
  const clientId = message.clientId ?? `client-${randomBytes(4).toString('hex')}`
  const row = await appendMessage(services, {
    chatbot,
    clientId,
    senderEntity: 'candidate',
    text: message.text,
    phoneNumber: message.phoneNumber,
    candidateName: message.candidateName,
    teamName: message.teamName,
  })
  await services.realtime.set(['projects', chatbot.projectId, 'lastInboundMessage'], {
    messageId: row.id,
    clientId,
    at: row.createdAt,
  })
  return { ok: true, message: simulatorMessage(row) }
}

/** Every message of a chatbot (deleted or not), oldest first, for the simulator. */
export async function allMessages(services: SandboxServices, projectId: string) {
  const chatbot = await services.chatbots.byProjectId(projectId)
  if (!chatbot) throw new ApiError('not_found')
  const rows = await services.db.select().from(m).where(eq(m.chatbotId, chatbot.id)).orderBy(asc(m.createdAt))
  return { messages: rows.map(simulatorMessage) }
}

/** Delivery of a sent message moves on by itself: delivered after 2 s, read after 60 s (sandbox time). */
export function scheduleDelivery(services: SandboxServices, messageId: string): void {
  const advance = (status: string, afterMs: number) => async () => {
    await services.db
      .update(m)
      .set({ statusHistory: sql`${m.statusHistory} || ${JSON.stringify([{ status, afterMs }])}::jsonb` })
      .where(eq(m.id, messageId))
  }
  services.scheduler.after(2_000, `whatsapp-delivered-${messageId}`, advance('delivered', 2_000))
  services.scheduler.after(60_000, `whatsapp-read-${messageId}`, advance('read', 60_000))
}

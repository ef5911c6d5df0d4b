import { and, desc, eq } from 'drizzle-orm'
import {
  renderTemplate,
  sendableTemplates,
  templateParameterProblem,
  type SendableTemplate,
} from '@shared/domain/inbox-templates'
import * as chatbotsSchema from '../chatbots/schema'
import { ApiError } from '../errors'
import type { AuthenticatedUser } from '../auth/auth-service'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxServices } from '../services'
import { listDefinitions } from '../whatsapp/whatsapp-templates-service'
import { m, whatsappWindowMs, visibleTeams, visibility } from './inbox-access'
import { appendMessage, scheduleDelivery } from './inbox-messages-service'

export type WhatsappAnswer = { message: 'OK'; id: string } | { message: string; reason: string }

/** Why a reply could not be sent, in the answer's `message` (spec 001 §7.2: only 'OK' means sent). */
export const whatsappRefusals = {
  no_whatsapp_channel: 'This chatbot has no WhatsApp channel.',
  unknown_conversation: 'Unknown conversation.',
  no_phone_number: 'This conversation has no WhatsApp number.',
  window_closed: 'The 24-hour window of this conversation has closed; send a template instead.',
  template_unavailable: 'This template is not active and approved in the language of this conversation.',
  template_parameters: 'Fill in every parameter of the template (no line breaks, at most 1024 characters).',
} as const

/** What goes out: a free-form text (inside the 24-hour window) or an approved template (any time). */
export type WhatsappPayload =
  | { readonly text: string }
  | {
      readonly template: {
        readonly templateId: string
        readonly languageTag: string
        readonly parameters: readonly string[]
      }
    }

/**
 * GET /api/v1/whatsapp/templates/: the templates a recruiter may send in this conversation (its language;
 * per definition the ACTIVE version with an APPROVED variant). Smart Inbox read, so employees see them too.
 */
export async function inboxTemplates(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  clientId: string,
): Promise<{ language_tag: string; templates: SendableTemplate[] }> {
  const { db } = services
  const teams = await visibleTeams(db, user, chatbot)
  const [row] = await db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId), visibility(teams)))
    .limit(1)
  if (!row) throw new ApiError('not_found')
  const languageTag = chatbot.defaultLanguageTag
  return {
    language_tag: languageTag,
    templates: sendableTemplates(await listDefinitions(db, chatbot), languageTag),
  }
}

/** POST /api/v1/whatsapp/: a recruiter's reply (takeover) to a candidate. */
export async function sendWhatsapp(
  services: SandboxServices,
  user: AuthenticatedUser,
  chatbot: ChatbotRow,
  clientId: string,
  payload: WhatsappPayload,
): Promise<WhatsappAnswer> {
  const { db, clock } = services
  const refuse = (reason: keyof typeof whatsappRefusals) => ({ message: whatsappRefusals[reason], reason })
  if (!chatbot.whatsappProvider) return refuse('no_whatsapp_channel')
  const teams = await visibleTeams(db, user, chatbot)
  const rows = await db
    .select({ isInbound: m.isInbound, createdAt: m.createdAt, phoneNumber: m.phoneNumber })
    .from(m)
    .where(and(eq(m.chatbotId, chatbot.id), eq(m.clientId, clientId), visibility(teams)))
    .orderBy(desc(m.createdAt))
  if (rows.length === 0) return refuse('unknown_conversation')
  if (!rows[0]?.phoneNumber) return refuse('no_phone_number')
  let text: string
  let templateName: string | null = null
  if ('template' in payload) {
    // A template may go out at any time, but only an active, approved one in the conversation's language.
    const { templateId, languageTag, parameters } = payload.template
    const template = sendableTemplates(await listDefinitions(db, chatbot), chatbot.defaultLanguageTag).find(
      (tpl) => tpl.templateId === templateId && tpl.languageTag === languageTag,
    )
    if (!template) return refuse('template_unavailable')
    if (
      parameters.length !== template.parameters.length ||
      parameters.some((value) => templateParameterProblem(value) !== null)
    )
      return refuse('template_parameters')
    text = renderTemplate(template, parameters)
    templateName = template.templateName
  } else {
    const lastInbound = rows.find((row) => row.isInbound)
    if (!lastInbound || lastInbound.createdAt + whatsappWindowMs <= clock.now())
      return refuse('window_closed')
    text = payload.text
  }
  const [agent] = await db
    .select({ name: chatbotsSchema.agents.name })
    .from(chatbotsSchema.agents)
    .where(and(eq(chatbotsSchema.agents.chatbotId, chatbot.id), eq(chatbotsSchema.agents.userId, user.id)))
  const [person] = await db
    .select({ firstName: chatbotsSchema.users.firstName, lastName: chatbotsSchema.users.lastName })
    .from(chatbotsSchema.users)
    .where(eq(chatbotsSchema.users.id, user.id))
  const row = await appendMessage(services, {
    chatbot,
    clientId,
    senderEntity: 'recruiter',
    text,
    assignedAgentName:
      agent?.name ?? (person ? `${person.firstName} ${person.lastName}`.trim() : user.username),
    humanReadableType: templateName ? 'Sjabloonbericht' : 'Overname',
    templateName,
    statusHistory: [{ status: 'sent', afterMs: 0 }],
  })
  scheduleDelivery(services, row.id)
  return { message: 'OK', id: row.id }
}

import { createAutomation, listTemplates } from '../automations/automation-templates-service'
import { listCampaigns } from '../automations/campaign-views'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

/**
 * The partner portal's reads and its one write (docs/decisions/partner-portal.md), over the automations
 * area's own services so a partner's automation follows every rule a staff member's does (name rules,
 * unique names, template offered to the chatbot and of a type it supports). What a partner sees is cut
 * down here: no settings, queries, candidates or conversations; the Smart Inbox's own automation is staff's.
 */

export interface PartnerAutomationView {
  readonly id: string
  readonly name: string
  readonly description: string
  readonly type: string
  readonly status: string
  readonly created: number
}

export async function partnerAutomations(services: SandboxServices, chatbot: ChatbotRow) {
  const campaigns = await listCampaigns(services.db, chatbot)
  return campaigns
    .filter((c) => !c.isSmartInbox)
    .map((c): PartnerAutomationView => ({
      id: c.id,
      name: c.name,
      description: c.description,
      type: c.type,
      status: c.status,
      created: c.created,
    }))
}

export async function partnerTemplates(services: SandboxServices, chatbot: ChatbotRow) {
  return (await listTemplates(services.db, chatbot)).map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    type: t.type,
    tags: [...t.tags],
  }))
}

/** A new automation from a template, of the template's type; the name is the partner's, checked as any. */
export async function partnerCreateAutomation(
  services: SandboxServices,
  chatbot: ChatbotRow,
  templateId: string,
  name: string,
) {
  const template = (await listTemplates(services.db, chatbot)).find((t) => t.id === templateId)
  if (!template) throw new ApiError('not_found')
  const answer = await createAutomation(services, chatbot, { name, type: template.type, templateId })
  const c = answer.campaign
  return {
    ok: answer.ok,
    errorMessage: answer.errorMessage,
    errors: answer.errors.map((e) => ({ field: e.field, messages: [...e.messages] })),
    automation: c
      ? {
          id: c.id,
          name: c.name,
          description: c.description,
          type: c.type,
          status: c.status,
          created: c.created,
        }
      : null,
  }
}

import { and, asc, count, eq, isNotNull } from 'drizzle-orm'
import type { SandboxDb } from '../db/sandbox-db'
import { atsFieldMappings } from '../automations/schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import type { SandboxServices } from '../services'
import * as t from './schema'
import { channelStatus } from './whatsapp-channels-service'
import { okAnswer, requireProvider, type ProviderAnswer } from './whatsapp-provider'
import { templateRow } from './whatsapp-templates-service'

/**
 * The chatbot's WhatsApp Business account at its provider (spec 001 §4 'accounts'): one per chatbot with
 * a provider, holding its channels and templates. A chatbot without a provider has none.
 */
export async function listAccounts(db: SandboxDb, chatbot: ChatbotRow) {
  if (!chatbot.whatsappProvider) return []
  const channels = await db
    .select()
    .from(t.whatsappChannels)
    .where(eq(t.whatsappChannels.chatbotId, chatbot.id))
    .orderBy(asc(t.whatsappChannels.createdAt), asc(t.whatsappChannels.id))
  const [templates] = await db
    .select({ n: count() })
    .from(t.whatsappDefinitions)
    .where(eq(t.whatsappDefinitions.chatbotId, chatbot.id))
  const company = channels.find((channel) => channel.companyName.trim() !== '')?.companyName
  return [
    {
      id: `wa-account-${chatbot.id}`,
      provider: chatbot.whatsappProvider,
      name: company ?? chatbot.projectName,
      whatsappNumbers: channels.map((channel) => channel.whatsappNumber),
      connectedChannels: channels.filter((channel) => channel.status === channelStatus.connected).length,
      templateCount: templates?.n ?? 0,
    },
  ]
}

/**
 * The ATS fields a template variable can be filled from (spec 001 §7.4 'get ATS field options'): the
 * chatbot's ATS field mappings that take their value from a scalar, one per ATS field, by path.
 */
export async function atsFieldOptions(db: SandboxDb, chatbot: ChatbotRow) {
  requireProvider(chatbot)
  const rows = await db
    .select({
      path: atsFieldMappings.atsFieldPath,
      scalarName: atsFieldMappings.scalarName,
      names: atsFieldMappings.atsFieldNames,
    })
    .from(atsFieldMappings)
    .where(and(eq(atsFieldMappings.chatbotId, chatbot.id), isNotNull(atsFieldMappings.scalarName)))
    .orderBy(asc(atsFieldMappings.atsFieldPath), asc(atsFieldMappings.id))
  const seen = new Set<string>()
  const options: { value: string; scalarName: string; names: { language: string; name: string }[] }[] = []
  for (const row of rows) {
    if (seen.has(row.path) || !row.scalarName) continue
    seen.add(row.path)
    options.push({ value: row.path, scalarName: row.scalarName, names: [...row.names] })
  }
  return options
}

/**
 * ATS sync of template variables (spec 001 §7.4): each variable of the version whose scalar name, or failing
 * that its own name, is the scalar of an ATS field option is linked to that option's ATS field. Variables without a
 * match keep what they have. `updated` counts the variables whose link changed.
 */
export async function syncAtsVariables(
  services: SandboxServices,
  chatbot: ChatbotRow,
  templateId: string,
): Promise<ProviderAnswer & { updated: number }> {
  requireProvider(chatbot)
  const { db } = services
  const template = await templateRow(db, chatbot, templateId)
  const options = await atsFieldOptions(db, chatbot)
  const byScalar = new Map(options.map((option) => [option.scalarName, option.value]))
  const parameters = await db
    .select()
    .from(t.whatsappParameters)
    .where(eq(t.whatsappParameters.templateId, template.id))
  let updated = 0
  for (const parameter of parameters) {
    const field = byScalar.get(parameter.scalarName ?? '') ?? byScalar.get(parameter.name)
    if (!field || field === parameter.atsFieldMapping) continue
    await db
      .update(t.whatsappParameters)
      .set({ atsFieldMapping: field })
      .where(eq(t.whatsappParameters.id, parameter.id))
    updated += 1
  }
  return { ...okAnswer, updated }
}

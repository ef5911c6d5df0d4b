import { and, eq } from 'drizzle-orm'
import { builderFieldMessages } from '@shared/domain/builder-field-messages'
import * as t from './schema'
import { processorTemplates } from './builder-catalogue'
import { processorDirectory } from './builder-read'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { type Db, type Errors, checkName, newId, ok, refused } from './builder-common'

/** Processors of a chatbot: update, clone between chatbots and copy from templates. */

const eventLabelPattern = /^[A-Za-z][A-Za-z0-9_]{0,39}$/

async function readProcessor(db: Db, chatbotId: string, id: string) {
  return (await processorDirectory(db, chatbotId)).get(id) ?? null
}

export async function updateProcessor(
  db: Db,
  chatbotId: string,
  args: {
    id: string
    priority?: number | null
    isImportantGoal?: boolean | null
    googleAnalyticsEvent?: {
      id?: string | null
      eventLabel: string
      eventAction: string
      systemName: string
    } | null
    finalGoalCampaigns?: readonly string[] | null
    atsFieldMappings?: readonly string[] | null
    humanReadableName?: string | null
    description?: string | null
  },
) {
  const [row] = await db
    .select()
    .from(t.builderProcessors)
    .where(and(eq(t.builderProcessors.chatbotId, chatbotId), eq(t.builderProcessors.id, args.id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { processor: null })
  const errors: Errors = []
  const humanReadableName =
    args.humanReadableName != null ? checkName(errors, 'humanReadableName', args.humanReadableName) : null
  if (
    args.priority != null &&
    (!Number.isInteger(args.priority) || args.priority < 0 || args.priority > 1000)
  )
    errors.push({ field: 'priority', messages: [builderFieldMessages.invalidValue] })
  const event = args.googleAnalyticsEvent
  if (event) {
    // Spec 000 §5 'Event label': at most 40 characters, a letter first; label and action both required.
    if (!eventLabelPattern.test(event.eventLabel))
      errors.push({ field: 'googleAnalyticsEvent.eventLabel', messages: [builderFieldMessages.eventLabel] })
    if (!event.eventAction.trim())
      errors.push({ field: 'googleAnalyticsEvent.eventAction', messages: [builderFieldMessages.required] })
  }
  if (errors.length) return refused(errors, { processor: null })
  await db
    .update(t.builderProcessors)
    .set({
      ...(args.priority != null ? { priority: args.priority } : {}),
      ...(args.isImportantGoal != null ? { isImportantGoal: args.isImportantGoal } : {}),
      ...(event !== undefined
        ? {
            googleAnalyticsEvent: event
              ? {
                  id: event.id ?? row.googleAnalyticsEvent?.id ?? newId('ga'),
                  eventLabel: event.eventLabel,
                  eventAction: event.eventAction.trim(),
                  systemName: event.systemName.trim(),
                }
              : null,
          }
        : {}),
      ...(args.finalGoalCampaigns ? { finalGoalCampaignIds: [...args.finalGoalCampaigns] } : {}),
      ...(args.atsFieldMappings ? { atsFieldMappingIds: [...args.atsFieldMappings] } : {}),
      ...(humanReadableName ? { humanReadableName } : {}),
      ...(args.description != null ? { description: args.description.trim() } : {}),
    })
    .where(eq(t.builderProcessors.id, row.id))
  return ok({ processor: await readProcessor(db, chatbotId, row.id) })
}

/** Clones a processor of chatbot `from` into chatbot `to` (the same one or another the user may use). */
export async function cloneProcessor(db: Db, from: ChatbotRow, to: ChatbotRow, id: string) {
  const [row] = await db
    .select()
    .from(t.builderProcessors)
    .where(and(eq(t.builderProcessors.chatbotId, from.id), eq(t.builderProcessors.id, id)))
  if (!row) return refused([{ field: 'id', messages: [builderFieldMessages.notFound] }], { processor: null })
  const newProcessorId = newId('pr')
  await db.insert(t.builderProcessors).values({
    ...row,
    id: newProcessorId,
    chatbotId: to.id,
    humanReadableName: from.id === to.id ? `Kopie van ${row.humanReadableName}` : row.humanReadableName,
    // Links to other processors and mappings mean nothing in another chatbot.
    onFailProcessorId: from.id === to.id ? row.onFailProcessorId : null,
    onFinishProcessorId: from.id === to.id ? row.onFinishProcessorId : null,
    onFirstReplyProcessorId: from.id === to.id ? row.onFirstReplyProcessorId : null,
    atsFieldMappingIds: from.id === to.id ? row.atsFieldMappingIds : [],
    finalGoalCampaignIds: from.id === to.id ? row.finalGoalCampaignIds : [],
  })
  return ok({ processor: await readProcessor(db, to.id, newProcessorId) })
}

/** Copies processor templates into the chatbot; admin-only templates only for superusers. */
export async function copyProcessor(
  db: Db,
  to: ChatbotRow,
  templateIds: readonly string[],
  superuser: boolean,
) {
  const templates = templateIds.map((id) => processorTemplates.find((p) => p.id === id))
  if (templateIds.length === 0 || templates.some((p) => !p))
    return refused([{ field: 'processorTemplateIds', messages: [builderFieldMessages.notFound] }], {
      processors: [],
    })
  if (templates.some((p) => p!.adminOnly) && !superuser)
    return refused([{ field: 'processorTemplateIds', messages: [builderFieldMessages.adminOnly] }], {
      processors: [],
    })
  const ids = templates.map(() => newId('pr'))
  await db.insert(t.builderProcessors).values(
    templates.map((p, i) => {
      const { id: templateId, adminOnly: _adminOnly, ...fields } = p!
      return { ...fields, id: ids[i]!, chatbotId: to.id, templateId }
    }),
  )
  const directory = await processorDirectory(db, to.id)
  return ok({ processors: ids.flatMap((id) => directory.get(id) ?? []) })
}

import { and, eq, sql } from 'drizzle-orm'
import { uploadKinds } from '@shared/domain/uploads'
import {
  defaultWidgetConfig,
  defaultWidgetPreview,
  widgetConfigProblems,
  widgetConfigSchema,
  widgetPreviewProblems,
  type WidgetConfig,
  type WidgetPreview,
} from '@shared/domain/settings'
import * as v from 'valibot'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { builderFlows } from '../builder/schema'
import { findUpload } from '../uploads/upload-service'
import type { SandboxServices } from '../services'
import { ApiError, fieldMessage } from '../errors'
import * as t from './schema'

/** GET /api/v1/chatbots/{id}/config/: the stored widget, or the defaults of a chatbot nobody configured. */
export async function getWidgetConfig(services: SandboxServices, chatbot: ChatbotRow): Promise<WidgetConfig> {
  const [row] = await services.db
    .select()
    .from(t.widgetConfigs)
    .where(eq(t.widgetConfigs.chatbotId, chatbot.id))
  return row
    ? { ...row.config, version: row.version }
    : { ...defaultWidgetConfig(chatbot.projectName), version: 0 }
}

/**
 * Why an image address cannot be the widget icon or bot avatar: it must be an image this portal's image
 * hosting holds (so the 2 MB and JPG/PNG rules were applied to its bytes), and pass them.
 */
async function widgetImageProblem(services: SandboxServices, url: string): Promise<string | null> {
  const prefix = `${services.baseUrl()}/image-hosting/`
  const match = url.startsWith(prefix)
    ? /^([^/]+)\/image\/upload\/(.+)$/.exec(url.slice(prefix.length))
    : null
  if (!match) return fieldMessage('widget_image_not_uploaded')
  try {
    const upload = await findUpload(services, match[1]!, match[2]!)
    const rules = uploadKinds.widget_image
    if (!(rules.formats as readonly string[]).includes(upload.format))
      return fieldMessage('unsupported_media_type')
    if (upload.bytes > rules.maxBytes) return fieldMessage('widget_image_too_large')
    return null
  } catch {
    return fieldMessage('widget_image_not_uploaded')
  }
}

/** PUT /api/v1/chatbots/{id}/config/: the whole widget, style nested; `invalid_input` per field otherwise. */
export async function putWidgetConfig(
  services: SandboxServices,
  chatbot: ChatbotRow,
  body: unknown,
): Promise<WidgetConfig> {
  const fields = widgetConfigProblems(body)
  if (Object.keys(fields).length > 0) throw new ApiError('invalid_input', { fields: asLists(fields) })
  const { version: expected, ...config } = v.parse(widgetConfigSchema, body)
  const imageFields: Record<string, string> = {}
  for (const key of ['widgetIcon', 'botAvatar'] as const) {
    const url = config[key]
    const problem = url === null ? null : await widgetImageProblem(services, url)
    if (problem) imageFields[key] = problem
  }
  if (Object.keys(imageFields).length > 0)
    throw new ApiError('invalid_input', { fields: asLists(imageFields) })
  const now = services.clock.now()
  // One statement checks and writes, so two saves of the same version cannot both pass the check.
  const [written] =
    expected === undefined
      ? await services.db
          .insert(t.widgetConfigs)
          .values({ chatbotId: chatbot.id, config, updatedAt: now })
          .onConflictDoUpdate({
            target: t.widgetConfigs.chatbotId,
            set: { config, updatedAt: now, version: sql`${t.widgetConfigs.version} + 1` },
          })
          .returning({ version: t.widgetConfigs.version })
      : expected === 0
        ? await services.db
            .insert(t.widgetConfigs)
            .values({ chatbotId: chatbot.id, config, updatedAt: now })
            .onConflictDoNothing()
            .returning({ version: t.widgetConfigs.version })
        : await services.db
            .update(t.widgetConfigs)
            .set({ config, updatedAt: now, version: sql`${t.widgetConfigs.version} + 1` })
            .where(and(eq(t.widgetConfigs.chatbotId, chatbot.id), eq(t.widgetConfigs.version, expected)))
            .returning({ version: t.widgetConfigs.version })
  // Nothing written: another save came first (or the version named was never stored).
  if (!written) throw new ApiError('widget_changed')
  return { ...config, version: written.version }
}

/** The launcher teaser ("widget preview" get), or the defaults. */
export async function getWidgetPreview(
  services: SandboxServices,
  chatbot: ChatbotRow,
): Promise<WidgetPreview & { version: number }> {
  const [row] = await services.db
    .select()
    .from(t.widgetPreviews)
    .where(eq(t.widgetPreviews.chatbotId, chatbot.id))
  return row ? { ...row.preview, version: row.version } : { ...defaultWidgetPreview, version: 0 }
}

export type WidgetPreviewAnswer =
  | {
      ok: true
      code: null
      errorMessage: null
      errors: []
      widgetPreview: WidgetPreview & { version: number }
    }
  | {
      ok: false
      code: 'invalid_input' | 'widget_changed'
      errorMessage: string
      errors: { field: string; messages: string[] }[]
      widgetPreview: null
    }

/** "widget preview put": every button filled and starting one of this chatbot's flows. */
export async function putWidgetPreview(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: unknown,
): Promise<WidgetPreviewAnswer> {
  const fields = widgetPreviewProblems(input)
  const { version: expected, ...preview } = input as WidgetPreview
  if (Object.keys(fields).length === 0) {
    const flows = new Set(
      (
        await services.db
          .select({ id: builderFlows.id })
          .from(builderFlows)
          .where(eq(builderFlows.chatbotId, chatbot.id))
      ).map((flow) => flow.id),
    )
    preview.buttons.forEach((button, i) => {
      if (!flows.has(button.flow)) fields[`buttons.${i}.flow`] = fieldMessage('widget_flow_not_found')
    })
    if (preview.widgetIconStartFlow !== null && !flows.has(preview.widgetIconStartFlow))
      fields['widgetIconStartFlow'] = fieldMessage('widget_flow_not_found')
    if (preview.botAvatar !== null) {
      const problem = await widgetImageProblem(services, preview.botAvatar)
      if (problem) fields['botAvatar'] = problem
    }
  }
  if (Object.keys(fields).length > 0)
    return {
      ok: false,
      code: 'invalid_input',
      errorMessage: new ApiError('invalid_input').message,
      errors: Object.entries(fields).map(([field, message]) => ({ field, messages: [message] })),
      widgetPreview: null,
    }
  const now = services.clock.now()
  // As the widget's PUT: one statement checks the version and writes.
  const [written] =
    expected === undefined || expected === null
      ? await services.db
          .insert(t.widgetPreviews)
          .values({ chatbotId: chatbot.id, preview, updatedAt: now })
          .onConflictDoUpdate({
            target: t.widgetPreviews.chatbotId,
            set: { preview, updatedAt: now, version: sql`${t.widgetPreviews.version} + 1` },
          })
          .returning({ version: t.widgetPreviews.version })
      : expected === 0
        ? await services.db
            .insert(t.widgetPreviews)
            .values({ chatbotId: chatbot.id, preview, updatedAt: now })
            .onConflictDoNothing()
            .returning({ version: t.widgetPreviews.version })
        : await services.db
            .update(t.widgetPreviews)
            .set({ preview, updatedAt: now, version: sql`${t.widgetPreviews.version} + 1` })
            .where(and(eq(t.widgetPreviews.chatbotId, chatbot.id), eq(t.widgetPreviews.version, expected)))
            .returning({ version: t.widgetPreviews.version })
  if (!written) {
    const message = new ApiError('widget_changed').message
    return { ok: false, code: 'widget_changed', errorMessage: message, errors: [], widgetPreview: null }
  }
  return {
    ok: true,
    code: null,
    errorMessage: null,
    errors: [],
    widgetPreview: { ...preview, version: written.version },
  }
}

const asLists = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([field, message]) => [field, [message]]))

import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import { checkProfile, pictureProblem } from '@shared/domain/whatsapp-channels'
import { ruleMessage, violationsAsErrors, type RuleViolation } from '@shared/domain/whatsapp-templates'
import type { SandboxDb } from '../db/sandbox-db'
import * as t from './schema'
import type { ChatbotRow } from '../chatbots/chatbot-access-service'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import type { JobKind } from '../jobs'
import { findUpload } from '../uploads/upload-service'
import {
  whatsappSimulation,
  takeFault,
  type FieldErrors,
  type ProviderAnswer,
  okAnswer,
  channelUpdateFailed,
  failed,
  newId,
  requireProvider,
} from './whatsapp-provider'

// ---- channels ---------------------------------------------------------------------------------------

type ChannelRow = typeof t.whatsappChannels.$inferSelect

function channelView(row: ChannelRow) {
  return {
    id: row.id,
    name: row.name,
    channelId: row.channelId,
    whatsappNumber: row.whatsappNumber,
    createdAt: row.createdAt,
    status: row.status,
    profile: {
      profileText: row.profileText,
      description: row.description,
      websites: row.websites,
      profilePicture: row.profilePicture,
      companyName: row.companyName,
      address: row.address,
    },
  }
}
export type WhatsappChannelView = ReturnType<typeof channelView>

export const channelStatus = { settingUp: 'Setting up', connected: 'Connected' } as const

export async function listChannels(db: SandboxDb, chatbot: ChatbotRow) {
  if (!chatbot.whatsappProvider) return []
  const rows = await db
    .select()
    .from(t.whatsappChannels)
    .where(eq(t.whatsappChannels.chatbotId, chatbot.id))
    .orderBy(asc(t.whatsappChannels.createdAt), asc(t.whatsappChannels.id))
  return rows.map(channelView)
}

async function channelRow(db: SandboxDb, chatbot: ChatbotRow, id: string): Promise<ChannelRow> {
  const [row] = await db
    .select()
    .from(t.whatsappChannels)
    .where(and(eq(t.whatsappChannels.id, id), eq(t.whatsappChannels.chatbotId, chatbot.id)))
  if (!row) throw new ApiError('not_found')
  return row
}

export async function getChannel(db: SandboxDb, chatbot: ChatbotRow, id: string) {
  return channelView(await channelRow(db, chatbot, id))
}

export interface ChannelInput {
  readonly name?: string | null
  readonly whatsappNumber?: string | null
  readonly profileText?: string | null
  readonly description?: string | null
  readonly websites?: readonly string[] | null
  readonly profilePicture?: string | null
  readonly companyName?: string | null
  readonly address?: string | null
}

type ChannelAnswer = ProviderAnswer & { channel: WhatsappChannelView | null }

/**
 * Configures a new channel on the chatbot's WhatsApp number: it is 'Setting up' until the provider has
 * connected it (spec 000 §9: about 2 minutes).
 */
export async function configureChannel(
  services: SandboxServices,
  chatbot: ChatbotRow,
  input: { name: string; whatsappNumber: string },
): Promise<ChannelAnswer> {
  requireProvider(chatbot)
  const errors: FieldErrors[] = []
  if (input.name.trim() === '') errors.push(fieldError('name', 'required'))
  if (!/^\+[1-9]\d{7,14}$/.test(input.whatsappNumber.replace(/[\s.-]/g, '')))
    errors.push(fieldError('whatsappNumber', 'invalid_phone_number'))
  if (errors.length > 0) return { ...failed(null, errors, errors[0]!.messages[0]), channel: null }
  if (takeFault(services, chatbot, 'CHANNEL'))
    return { ...failed(null, [], channelUpdateFailed), channel: null }
  const id = newId('wa-channel')
  const row: typeof t.whatsappChannels.$inferInsert = {
    id,
    chatbotId: chatbot.id,
    name: input.name.trim(),
    channelId: randomBytes(6).toString('hex'),
    whatsappNumber: input.whatsappNumber.trim(),
    status: channelStatus.settingUp,
    createdAt: services.clock.now(),
    companyName: chatbot.projectName,
  }
  const { channelSetupMs } = whatsappSimulation(services)
  await services.db.transaction(async (tx) => {
    await tx.insert(t.whatsappChannels).values(row)
    await services.jobs.start(tx, channelSetUpJob.kind, id, channelSetupMs)
  })
  return { ...okAnswer, channel: await getChannel(services.db, chatbot, id) }
}

/**
 * The provider connects a channel it is setting up (keyed by the channel's id). It does so whatever happens
 * to this server, so the job has no failed state: it always resumes.
 */
export const channelSetUpJob: JobKind = {
  kind: 'whatsapp-channel',
  async run(services, id) {
    await services.db
      .update(t.whatsappChannels)
      .set({ status: channelStatus.connected })
      .where(and(eq(t.whatsappChannels.id, id), eq(t.whatsappChannels.status, channelStatus.settingUp)))
  },
}

function fieldError(field: string, code: RuleViolation['code']): FieldErrors {
  return { field, messages: [ruleMessage({ code }, 'en')], codes: [code] }
}

/**
 * Edits a channel's name and business profile. Websites must be valid URLs; the picture must be an image
 * of the image hosting service that is a JPG or PNG of exactly 640x640 under 5 MB, checked on the stored
 * bytes' size and format, not on what the client says.
 */
export async function updateChannel(
  services: SandboxServices,
  chatbot: ChatbotRow,
  id: string,
  input: ChannelInput,
): Promise<ChannelAnswer> {
  requireProvider(chatbot)
  const row = await channelRow(services.db, chatbot, id)
  const next = {
    name: input.name?.trim() ?? row.name,
    profileText: input.profileText ?? row.profileText,
    description: input.description ?? row.description,
    websites: (input.websites ?? row.websites).map((w) => w.trim()).filter((w) => w !== ''),
    profilePicture: input.profilePicture === undefined ? row.profilePicture : input.profilePicture || null,
    companyName: input.companyName ?? row.companyName,
    address: input.address ?? row.address,
  }
  const errors: FieldErrors[] = violationsAsErrors(checkProfile(next))
  if (next.name === '') errors.push(fieldError('name', 'required'))
  if (next.profilePicture && next.profilePicture !== row.profilePicture) {
    const problem = await hostedPictureProblem(services, next.profilePicture)
    if (problem) errors.push(fieldError('profilePicture', problem))
  }
  if (errors.length > 0) return { ...failed(null, errors, errors[0]!.messages[0]), channel: null }
  if (takeFault(services, chatbot, 'CHANNEL'))
    return { ...failed(null, [], channelUpdateFailed), channel: null }
  await services.db.update(t.whatsappChannels).set(next).where(eq(t.whatsappChannels.id, id))
  return { ...okAnswer, channel: await getChannel(services.db, chatbot, id) }
}

/** What is wrong with a picture URL for the profile: it must be one of ours, and pass the picture rules. */
async function hostedPictureProblem(services: SandboxServices, url: string) {
  const prefix = `${services.baseUrl()}/image-hosting/`
  const match = url.startsWith(prefix)
    ? /^([^/]+)\/image\/upload\/(.+)$/.exec(url.slice(prefix.length))
    : null
  if (!match) return 'picture_upload_failed' as const
  try {
    const upload = await findUpload(services, match[1]!, match[2]!)
    return pictureProblem({
      bytes: upload.bytes,
      format: upload.format,
      width: upload.width,
      height: upload.height,
    })
  } catch {
    return 'picture_upload_failed' as const
  }
}

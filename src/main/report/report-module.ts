import { randomBytes } from 'node:crypto'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import * as v from 'valibot'
import type { InterfaceLanguage } from '@shared/domain/languages'
import { sniffImage } from '@shared/domain/image-size'
import { supportTicketSchema } from '@shared/domain/support-tickets'
import { uploadKinds } from '@shared/domain/uploads'
import { apiErrorCodes } from '@shared/ipc/api'
import { commonErrorCodes, PortalError } from '@shared/ipc/errors'
import {
  reportErrorCodes,
  type ReportCaptureResult,
  type ReportDraft,
  type ReportImage,
  type ReportImageChoice,
  type ReportSaveResult,
  type ReportSendResult,
} from '@shared/ipc/report'
import { sessionErrorCodes } from '@shared/ipc/session'
import { HttpUnreachableError, type HttpClient, type HttpResponse } from '../api/http-client'
import { createIdempotentCalls } from '../api/idempotency'
import { requireTrustedTokenUrl, tokenTrustOf } from '../api/trusted-origins'
import type { MainModule } from '../modules/main-module'
import { UnauthorizedError, type SessionService } from '../session/session-service'

export interface ReportModuleDeps {
  readonly session: Promise<Pick<SessionService, 'withAccessToken'>>
  readonly http: HttpClient
  readonly trustedOrigins: () => readonly string[]
  /** The open dialog for one JPG or PNG: its path, or null when cancelled. */
  readonly chooseImageFile: () => Promise<string | null>
  /** The folder dialog: the chosen folder, or null when cancelled. */
  readonly chooseFolder: () => Promise<string | null>
  /**
   * The portal window's screenshot, PNG or JPG bytes (Electron's `capturePage`); absent where there is no
   * window (the browser harness), and the report then has no screenshot to offer.
   */
  readonly captureWindow?: () => Promise<Uint8Array | null>
  /** A small JPG of an image for the modal's preview (Electron's `nativeImage`); absent in the harness. */
  readonly thumbnail?: (data: Uint8Array) => Promise<Uint8Array | null>
  readonly now?: () => number
  readonly log: (message: string, detail?: unknown) => void
}

/** The cloud-storage upload of spec 001 §7 and our ticket call (docs/sandbox-api.md). */
export const cloudStorageUploadPath = '/api/v1/cloud-storage/upload/'
export const supportTicketPath = '/api/v1/support-ticket/'

const imageRules = uploadKinds.support_image
/**
 * The largest preview sent to the page: as base64 in a data URL it stays well under the IPC answer limit
 * (64 KB, ipc/dispatcher.ts). An image this small is its own preview; a larger one needs the thumbnail port.
 */
export const maxPreviewBytes = 36_000

/** Images kept for a report at most: a user picks one per report; more means someone loops. */
const maxKeptImages = 5

interface KeptImage {
  readonly fileName: string
  readonly format: 'png' | 'jpg'
  readonly data: Uint8Array<ArrayBuffer>
}

/** The server does not know this call (it answered 404 without a code of its own, or 405). */
class UnknownCallError extends Error {}

/** The words of the saved report file, in the user's language. */
const fileTexts: Record<InterfaceLanguage, Record<string, string>> = {
  'nl-NL': {
    title: 'Melding voor support',
    subject: 'Onderwerp',
    contactEmail: 'Contact e-mail',
    chatbot: 'Chatbot',
    conversation: 'Gesprek',
    screen: 'Scherm',
    appVersion: 'App-versie',
    image: 'Afbeelding',
    message: 'Bericht',
    written: 'Geschreven op',
  },
  'en-US': {
    title: 'Report for support',
    subject: 'Subject',
    contactEmail: 'Contact email',
    chatbot: 'Chatbot',
    conversation: 'Conversation',
    screen: 'Screen',
    appVersion: 'App version',
    image: 'Image',
    message: 'Message',
    written: 'Written on',
  },
}

/**
 * `portal.report`: the report / support ticket (spec 000 §5 "Report modal"). Main reads the image (PNG or
 * JPG by its bytes, at most 5 MB), uploads it with the cloud-storage call and sends the ticket; where the
 * server does not know either call, the page offers to write the report to a folder instead. Images are
 * held in memory per user, dropped on sign-out (SEC-11).
 */
export function createReportModule(deps: ReportModuleDeps): MainModule {
  const now = deps.now ?? Date.now
  const images = new Map<string, KeptImage>()
  const oncePerKey = createIdempotentCalls()
  let choosing: Promise<ReportImageChoice> | null = null

  async function readImage(): Promise<ReportImageChoice> {
    const file = await deps.chooseImageFile()
    if (file === null) return { status: 'cancelled' }
    const fileName = path.basename(file)
    try {
      const handle = await open(file, 'r')
      try {
        const { size } = await handle.stat()
        const head = new Uint8Array(Math.min(size, 64))
        await handle.read(head, 0, head.length, 0)
        const image = sniffImage(head)
        if (!image) return { status: 'refused', problem: 'wrong_format', fileName }
        if (size > imageRules.maxBytes) return { status: 'refused', problem: 'too_large', fileName }
        const data = new Uint8Array(size)
        await handle.read(data, 0, size, 0)
        return await keep(fileName, image.format, data)
      } finally {
        await handle.close()
      }
    } catch (error) {
      deps.log('Reading the report image failed', error instanceof Error ? error.message : error)
      return { status: 'refused', problem: 'unreadable', fileName }
    }
  }

  /** Holds an image for `send` and answers it with its preview. */
  async function keep(
    fileName: string,
    format: 'png' | 'jpg',
    data: Uint8Array<ArrayBuffer>,
  ): Promise<ReportImage> {
    const imageId = randomBytes(16).toString('hex')
    images.set(imageId, { fileName, format, data })
    while (images.size > maxKeptImages) images.delete(images.keys().next().value as string)
    return { status: 'chosen', imageId, fileName, bytes: data.length, preview: await previewOf(format, data) }
  }

  async function previewOf(format: 'png' | 'jpg', data: Uint8Array): Promise<string | null> {
    if (data.length <= maxPreviewBytes) return dataUrl(format, data)
    if (!deps.thumbnail) return null
    try {
      const small = await deps.thumbnail(data)
      // The port's answer is checked like any image: a JPG or PNG small enough for IPC, or no preview.
      const kind = small ? sniffImage(small) : null
      return small && kind && small.length <= maxPreviewBytes ? dataUrl(kind.format, small) : null
    } catch (error) {
      deps.log('Making the report image preview failed', error instanceof Error ? error.message : error)
      return null
    }
  }

  async function captureWindow(): Promise<ReportCaptureResult> {
    if (!deps.captureWindow) return { status: 'unavailable' }
    let data: Uint8Array | null
    try {
      data = await deps.captureWindow()
    } catch (error) {
      deps.log('Taking the window screenshot failed', error instanceof Error ? error.message : error)
      data = null
    }
    const image = data ? sniffImage(data) : null
    if (!data || !image || data.length > imageRules.maxBytes)
      throw new PortalError(reportErrorCodes.captureFailed, 'The window screenshot could not be taken.')
    return keep(`screenshot.${image.format}`, image.format, new Uint8Array(data))
  }

  function keptImage(imageId: string | null | undefined): KeptImage | null {
    if (!imageId) return null
    const image = images.get(imageId)
    if (!image) throw new PortalError(reportErrorCodes.imageGone, 'The chosen image is no longer held.')
    return image
  }

  /** One call to the portal API with the session's token; a 404 without a code or a 405 is UnknownCallError. */
  async function call(pathName: string, body: unknown): Promise<unknown> {
    const session = await deps.session
    let response: HttpResponse
    try {
      response = await session.withAccessToken(async (token, connection) => {
        const url = requireTrustedTokenUrl(
          `${connection.endpoints.api}${pathName}`,
          tokenTrustOf(connection, deps.trustedOrigins()),
          apiErrorCodes.untrustedServer,
        )
        const answer = await deps.http.request({
          method: 'POST',
          url,
          headers: { Authorization: `Bearer ${token}` },
          // A fresh FormData per attempt: a refreshed token sends the request again.
          body: typeof body === 'function' ? (body as () => unknown)() : body,
          timeoutMs: 60_000,
        })
        if (answer.status === 401) throw new UnauthorizedError()
        return answer
      })
    } catch (error) {
      if (error instanceof HttpUnreachableError)
        throw new PortalError(sessionErrorCodes.serverUnreachable, 'The portal server cannot be reached.')
      throw error
    }
    if (response.status >= 200 && response.status < 300) return response.body
    const answer = (typeof response.body === 'object' ? response.body : null) as {
      code?: unknown
      message?: unknown
      fields?: unknown
    } | null
    const code =
      typeof answer?.code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(answer.code) ? answer.code : null
    // A server that has the route answers its own codes; "no such route" is a bare 404 or a 405.
    if (response.status === 405 || (response.status === 404 && (code === null || code === 'not_found')))
      throw new UnknownCallError(pathName)
    throw new PortalError(
      code ?? (response.status === 403 ? apiErrorCodes.forbidden : apiErrorCodes.serverError),
      typeof answer?.message === 'string'
        ? answer.message.slice(0, 300)
        : `The server answered ${response.status}`,
      fieldsOf(answer?.fields),
    )
  }

  async function send(draft: ReportDraft): Promise<ReportSendResult> {
    const image = keptImage(draft.imageId)
    const checked = v.safeParse(supportTicketSchema, {
      subject: draft.subject,
      contactEmail: draft.contactEmail,
      message: draft.message,
      projectId: draft.projectId ?? null,
      clientId: draft.clientId ?? null,
      screen: draft.screen ?? null,
      appVersion: draft.appVersion ?? null,
    })
    if (!checked.success) {
      const fields: Record<string, string> = {}
      for (const issue of checked.issues) fields[v.getDotPath(issue) ?? ''] ??= issue.message
      throw new PortalError(commonErrorCodes.invalidInput, 'The report does not fit the rules.', fields)
    }
    try {
      let imageUrl: string | null = null
      if (image) {
        const uploaded = (await call(cloudStorageUploadPath, () => {
          const form = new FormData()
          const type = image.format === 'png' ? 'image/png' : 'image/jpeg'
          form.set('file', new Blob([image.data], { type }), image.fileName)
          return form
        })) as { url?: unknown } | null
        if (typeof uploaded?.url !== 'string')
          throw new PortalError(apiErrorCodes.badServerReply, 'The upload answered no location.')
        imageUrl = uploaded.url
      }
      const sent = (await call(supportTicketPath, { ...checked.output, imageUrl })) as { id?: unknown } | null
      if (typeof sent?.id !== 'string')
        throw new PortalError(apiErrorCodes.badServerReply, 'The ticket call answered no id.')
      if (draft.imageId) images.delete(draft.imageId)
      return { status: 'sent', id: sent.id }
    } catch (error) {
      if (error instanceof UnknownCallError) return { status: 'unknown_call' }
      throw error
    }
  }

  async function saveToFolder(draft: ReportDraft, language: InterfaceLanguage): Promise<ReportSaveResult> {
    const image = keptImage(draft.imageId)
    const parent = await deps.chooseFolder()
    if (parent === null) return { status: 'cancelled' }
    const stamp = new Date(now()).toISOString().slice(0, 16).replace('T', ' ').replace(':', '.')
    const base = `${language === 'en-US' ? 'Report' : 'Melding'} ${stamp}`
    const texts = fileTexts[language]
    const imageName = image ? `image.${image.format}` : null
    const lines = [
      texts['title'],
      '',
      `${texts['subject']}: ${oneLine(draft.subject)}`,
      `${texts['contactEmail']}: ${oneLine(draft.contactEmail)}`,
      ...(draft.projectId ? [`${texts['chatbot']}: ${oneLine(draft.projectId)}`] : []),
      ...(draft.clientId ? [`${texts['conversation']}: ${oneLine(draft.clientId)}`] : []),
      ...(draft.screen ? [`${texts['screen']}: ${oneLine(draft.screen)}`] : []),
      ...(draft.appVersion ? [`${texts['appVersion']}: ${oneLine(draft.appVersion)}`] : []),
      ...(imageName ? [`${texts['image']}: ${imageName} (${oneLine(image?.fileName ?? '')})`] : []),
      `${texts['written']}: ${new Date(now()).toISOString()}`,
      '',
      `${texts['message']}:`,
      draft.message,
      '',
    ]
    // Written in a hidden folder beside and renamed when complete: never a half-written report folder.
    const temporary = path.join(parent, `.${base}.${randomBytes(6).toString('hex')}.partial`)
    try {
      await mkdir(temporary)
      await writeFile(path.join(temporary, 'report.txt'), `\ufeff${lines.join('\r\n')}`, 'utf8')
      if (image && imageName) await writeFile(path.join(temporary, imageName), image.data)
      const target = await freeName(parent, base)
      await rename(temporary, target)
      return { status: 'saved', folder: target }
    } catch (error) {
      await rm(temporary, { recursive: true, force: true }).catch(() => undefined)
      deps.log('Saving the report failed', error instanceof Error ? error.message : error)
      throw new PortalError(reportErrorCodes.saveFailed, 'The report could not be written to that folder.')
    }
  }

  return {
    name: 'report',
    handlers: {
      report: {
        captureWindow: () => captureWindow(),
        chooseImage: () => {
          choosing ??= readImage().finally(() => {
            choosing = null
          })
          return choosing
        },
        dropImage: ({ imageId }) => {
          images.delete(imageId)
          return null
        },
        send: ({ draft, idempotencyKey }) => oncePerKey.run(idempotencyKey, () => send(draft)),
        saveToFolder: ({ draft, language }) => saveToFolder(draft, language),
      },
    },
    forgetUser() {
      images.clear()
      oncePerKey.clear()
    },
  }
}

function dataUrl(format: 'png' | 'jpg', data: Uint8Array): string {
  return `data:image/${format === 'png' ? 'png' : 'jpeg'};base64,${Buffer.from(data).toString('base64')}`
}

/** A header line of the text file stays one line whatever was typed. */
function oneLine(text: string): string {
  return text.replace(/[\r\n]+/g, ' ')
}

/** `base`, or `base (2)`, `base (3)`, … : never over an existing folder. */
async function freeName(parent: string, base: string): Promise<string> {
  for (let index = 1; index < 1000; index++) {
    const candidate = path.join(parent, index === 1 ? base : `${base} (${index})`)
    const exists = await stat(candidate).then(
      () => true,
      () => false,
    )
    if (!exists) return candidate
  }
  throw new Error('No free folder name')
}

function fieldsOf(fields: unknown): Record<string, string> | undefined {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return undefined
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      Array.isArray(value) ? String(value[0] ?? '') : String(value),
    ]),
  )
}

import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PortalError } from '@shared/ipc/errors'
import type { HttpClient, HttpRequest } from '../api/http-client'
import type { SessionService } from '../session/session-service'
import { createReportModule } from './report-module'

const origin = 'http://127.0.0.1:4100'
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const draft = {
  subject: 'Bot antwoordt niet',
  contactEmail: 'jan@demo.nl',
  message: 'Regel 1\nRegel 2',
  imageId: null as string | null,
  projectId: null as string | null,
  clientId: null as string | null,
  screen: null as string | null,
  appVersion: null as string | null,
}

let folder: string
let pngFile: string
let gifFile: string
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'report-module-'))
  pngFile = path.join(folder, 'screenshot.png')
  gifFile = path.join(folder, 'animation.png')
  await writeFile(pngFile, png)
  // Named .png, but a GIF by its bytes.
  await writeFile(gifFile, 'GIF89a\x01\x00\x01\x00\x00\x00\x00')
})
afterAll(() => rm(folder, { recursive: true, force: true }))

/** `known`: the paths this server has; others answer as an unknown route (`status`, default 404). */
function setup(
  options: {
    known?: string[]
    unknownStatus?: number
    files?: (string | null)[]
    captureWindow?: () => Promise<Uint8Array | null>
    thumbnail?: (data: Uint8Array) => Promise<Uint8Array | null>
  } = {},
) {
  const known = options.known ?? ['/api/v1/cloud-storage/upload/', '/api/v1/support-ticket/']
  const requests: HttpRequest[] = []
  const files = [...(options.files ?? [])]
  const saveTo: (string | null)[] = []
  const http: HttpClient = {
    request: async (request) => {
      requests.push(request)
      const answer = (status: number, body: unknown) => ({ status, body, headers: new Headers() })
      const pathName = new URL(request.url).pathname
      if (!known.includes(pathName))
        return answer(options.unknownStatus ?? 404, { code: 'not_found', message: 'Not found.' })
      if (pathName.endsWith('/upload/')) return answer(201, { url: `${origin}/image/x.png` })
      return answer(201, { ok: true, id: `ticket-${requests.length}` })
    },
  }
  const session = Promise.resolve({
    withAccessToken: async <T>(call: (token: string, connection: unknown) => Promise<T>) =>
      call('access-token', { origin, demo: true, endpoints: { api: origin } }),
  } as unknown as SessionService)
  const module = createReportModule({
    session,
    http,
    trustedOrigins: () => [],
    chooseImageFile: async () => files.shift() ?? null,
    chooseFolder: async () => saveTo.shift() ?? null,
    ...(options.captureWindow ? { captureWindow: options.captureWindow } : {}),
    ...(options.thumbnail ? { thumbnail: options.thumbnail } : {}),
    now: () => Date.UTC(2026, 10, 28, 9, 30),
    log: () => undefined,
  })
  return { handlers: module.handlers.report!, module, requests, saveTo }
}
const key = () => crypto.randomUUID()

describe('the report in main', () => {
  it('takes a PNG by its bytes and refuses a GIF named .png', async () => {
    const { handlers } = setup({ files: [gifFile, pngFile] })
    expect(await handlers.chooseImage!({})).toEqual({
      status: 'refused',
      problem: 'wrong_format',
      fileName: 'animation.png',
    })
    expect(await handlers.chooseImage!({})).toMatchObject({ status: 'chosen', bytes: png.length })
  })

  it('uploads the image, names its location in the ticket, and sends once for a double-click', async () => {
    const { handlers, requests } = setup({ files: [pngFile] })
    const image = await handlers.chooseImage!({})
    const imageId = image.status === 'chosen' ? image.imageId : null
    const once = key()
    const input = {
      draft: { ...draft, imageId, projectId: 'talentbrug-werving', clientId: 'c-1' },
      idempotencyKey: once,
    }
    const [first, second] = await Promise.all([handlers.send!(input), handlers.send!(input)])
    expect(first).toEqual({ status: 'sent', id: 'ticket-2' })
    expect(second).toEqual(first)
    expect(requests.map((r) => new URL(r.url).pathname)).toEqual([
      '/api/v1/cloud-storage/upload/',
      '/api/v1/support-ticket/',
    ])
    expect(requests[1]?.body).toMatchObject({
      subject: draft.subject,
      imageUrl: `${origin}/image/x.png`,
      projectId: 'talentbrug-werving',
      clientId: 'c-1',
    })
  })

  it('checks the rules again before anything is sent', async () => {
    const { handlers, requests } = setup()
    const refused = await Promise.resolve(
      handlers.send!({ draft: { ...draft, subject: ' ', contactEmail: 'jan@demo' }, idempotencyKey: key() }),
    ).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(PortalError)
    expect((refused as PortalError).fields).toEqual({
      subject: 'This field is required.',
      contactEmail: 'Please enter a valid email address.',
    })
    expect(requests).toEqual([])
  })

  it('answers unknown_call where the server does not know the upload (404) or the ticket (405)', async () => {
    const noUpload = setup({ known: ['/api/v1/support-ticket/'], files: [pngFile] })
    const image = await noUpload.handlers.chooseImage!({})
    const imageId = image.status === 'chosen' ? image.imageId : null
    expect(await noUpload.handlers.send!({ draft: { ...draft, imageId }, idempotencyKey: key() })).toEqual({
      status: 'unknown_call',
    })
    const noTicket = setup({ known: [], unknownStatus: 405 })
    expect(await noTicket.handlers.send!({ draft, idempotencyKey: key() })).toEqual({
      status: 'unknown_call',
    })
  })

  it('saves the report as a folder with the text and the image, never over an existing one', async () => {
    const { handlers, saveTo } = setup({ files: [pngFile] })
    const image = await handlers.chooseImage!({})
    const imageId = image.status === 'chosen' ? image.imageId : null
    const target = await mkdtemp(path.join(folder, 'saved-'))
    saveTo.push(target, target, null)
    const input = { draft: { ...draft, imageId, clientId: 'c-1' }, language: 'nl-NL' as const }
    const first = await handlers.saveToFolder!(input)
    const second = await handlers.saveToFolder!(input)
    expect(await handlers.saveToFolder!(input)).toEqual({ status: 'cancelled' })
    expect(first).toEqual({ status: 'saved', folder: path.join(target, 'Melding 2026-11-28 09.30') })
    expect(second).toEqual({ status: 'saved', folder: path.join(target, 'Melding 2026-11-28 09.30 (2)') })
    expect((await readdir(target)).sort()).toEqual([
      'Melding 2026-11-28 09.30',
      'Melding 2026-11-28 09.30 (2)',
    ])
    const saved = path.join(target, 'Melding 2026-11-28 09.30')
    expect((await readdir(saved)).sort()).toEqual(['image.png', 'report.txt'])
    expect((await readFile(path.join(saved, 'image.png'))).equals(png)).toBe(true)
    const text = await readFile(path.join(saved, 'report.txt'), 'utf8')
    expect(text).toContain('Onderwerp: Bot antwoordt niet')
    expect(text).toContain('Contact e-mail: jan@demo.nl')
    expect(text).toContain('Gesprek: c-1')
    expect(text).toContain('Regel 1\nRegel 2')
  })

  it('refuses an SVG renamed .png and a 20 MB PNG with their problems, before reading them whole', async () => {
    const svgFile = path.join(folder, 'logo.png')
    await writeFile(svgFile, '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>')
    const bigFile = path.join(folder, 'huge.png')
    const big = Buffer.alloc(20 * 1024 * 1024)
    png.copy(big)
    await writeFile(bigFile, big)
    const { handlers } = setup({ files: [svgFile, bigFile] })
    expect(await handlers.chooseImage!({})).toEqual({
      status: 'refused',
      problem: 'wrong_format',
      fileName: 'logo.png',
    })
    expect(await handlers.chooseImage!({})).toEqual({
      status: 'refused',
      problem: 'too_large',
      fileName: 'huge.png',
    })
  })

  it('answers a chosen image with a preview: itself when small, else the thumbnail port, else none', async () => {
    const small = setup({ files: [pngFile] })
    expect(await small.handlers.chooseImage!({})).toMatchObject({
      status: 'chosen',
      preview: `data:image/png;base64,${png.toString('base64')}`,
    })

    const largeFile = path.join(folder, 'large.png')
    const large = Buffer.alloc(200_000)
    png.copy(large)
    await writeFile(largeFile, large)
    const thumbnail = Buffer.from([0xff, 0xd8, 0xff, 0xd9])
    const seen: number[] = []
    const withPort = setup({
      files: [largeFile],
      thumbnail: async (data) => {
        seen.push(data.length)
        return thumbnail
      },
    })
    expect(await withPort.handlers.chooseImage!({})).toMatchObject({
      status: 'chosen',
      bytes: 200_000,
      preview: `data:image/jpeg;base64,${thumbnail.toString('base64')}`,
    })
    expect(seen).toEqual([200_000])
    // Without the port (the browser harness), or with a thumbnail too large for IPC: no preview, not a fake.
    expect(await setup({ files: [largeFile] }).handlers.chooseImage!({})).toMatchObject({ preview: null })
    const tooLarge = setup({ files: [largeFile], thumbnail: async () => large })
    expect(await tooLarge.handlers.chooseImage!({})).toMatchObject({ preview: null })
  })

  it('takes the window screenshot through the shell port and sends it as the image', async () => {
    expect(await setup().handlers.captureWindow!({})).toEqual({ status: 'unavailable' })

    const { handlers, requests } = setup({ captureWindow: async () => png })
    const shot = await handlers.captureWindow!({})
    expect(shot).toMatchObject({ status: 'chosen', fileName: 'screenshot.png', bytes: png.length })
    expect(shot).toHaveProperty('preview', expect.stringMatching(/^data:image\/png;base64,/))
    const imageId = shot.status === 'chosen' ? shot.imageId : null
    await handlers.send!({ draft: { ...draft, imageId }, idempotencyKey: key() })
    const file = (requests[0]?.body as FormData).get('file') as File
    expect(file.name).toBe('screenshot.png')
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true)

    const broken = setup({ captureWindow: async () => Buffer.from('not an image') })
    await expect(broken.handlers.captureWindow!({})).rejects.toMatchObject({ code: 'report_capture_failed' })
  })

  it('sends the screen and app version the user kept, and nothing of the parts they removed', async () => {
    const { handlers, requests } = setup()
    const kept = {
      ...draft,
      projectId: 'talentbrug-werving',
      clientId: 'c-1',
      screen: '/inbox',
      appVersion: '1.4.0',
    }
    await handlers.send!({ draft: kept, idempotencyKey: key() })
    expect(requests[0]?.body).toMatchObject({ screen: '/inbox', appVersion: '1.4.0', clientId: 'c-1' })
    const removed = { ...kept, clientId: null, screen: null, appVersion: null }
    await handlers.send!({ draft: removed, idempotencyKey: key() })
    const body = requests[1]?.body as Record<string, unknown>
    expect(body).toMatchObject({
      projectId: 'talentbrug-werving',
      clientId: null,
      screen: null,
      appVersion: null,
    })
    expect(JSON.stringify(body)).not.toContain('c-1')
    expect(JSON.stringify(body)).not.toContain('/inbox')
  })

  it('forgets the images on sign-out', async () => {
    const { handlers, module } = setup({ files: [pngFile] })
    const image = await handlers.chooseImage!({})
    const imageId = image.status === 'chosen' ? image.imageId : null
    module.forgetUser!()
    await expect(
      handlers.send!({ draft: { ...draft, imageId }, idempotencyKey: key() }),
    ).rejects.toMatchObject({
      code: 'report_image_gone',
    })
  })
})

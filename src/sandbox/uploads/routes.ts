import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { isUploadKind, largestUploadBytes, uploadKinds } from '@shared/domain/uploads'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { findUpload, storeUpload } from './upload-service'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { formBody } from '../http/validation'

const uploadPath = /^\/image-hosting\/v1_1\/[^/]+\/image\/upload\/?$/

/** The multipart upload route: its body is not JSON and has its own size limit (request-guard.ts). */
export const isImageUpload = (path: string) => uploadPath.test(path)

/** The upload form, one problem at a time (the first missing or wrong field). */
const uploadForm = v.config(
  v.object({
    file: v.pipe(
      v.optional(v.unknown(), null),
      v.check((file) => file instanceof File, 'This field is required.'),
      v.transform((file) => file as File),
    ),
    upload_preset: v.pipe(
      v.optional(v.unknown(), null),
      v.check((preset) => typeof preset === 'string' && preset !== '', 'This field is required.'),
    ),
    kind: v.pipe(
      v.optional(v.unknown(), 'widget_image'),
      v.check(isUploadKind, `One of ${Object.keys(uploadKinds).join(', ')}.`),
      v.transform((kind) => kind as keyof typeof uploadKinds),
    ),
    folder: v.pipe(
      v.optional(v.unknown()),
      v.transform((folder) =>
        typeof folder === 'string' && /^[\w/-]{1,100}$/.test(folder)
          ? folder.replace(/^\/+|\/+$/g, '')
          : null,
      ),
    ),
  }),
  { abortEarly: true },
)

/**
 * The image hosting service (spec 001 §7.1, avatar uploads), shaped like Cloudinary's upload API:
 * multipart file, upload_preset, folder, kind; the cloud name in the path; the answer carries the location.
 */
export function imageRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()

  app.post(
    '/image-hosting/v1_1/:cloudName/image/upload',
    requireUser(services),
    requirePermission('update', 'SettingsWidget'),
    bodyLimit({
      maxSize: largestUploadBytes + 64 * 1024,
      onError: () => {
        throw new ApiError('payload_too_large', { max_bytes: largestUploadBytes })
      },
    }),
    formBody(uploadForm),
    async (c) => {
      const form = c.req.valid('form')
      return c.json(
        await storeUpload(services, {
          cloudName: c.req.param('cloudName'),
          file: form.file,
          kind: form.kind,
          folder: form.folder ?? null,
        }),
      )
    },
  )

  // Public, like a CDN: the widget shows these to candidates.
  app.get('/image-hosting/:cloudName/image/upload/*', async (c) => {
    const row = await findUpload(
      services,
      c.req.param('cloudName'),
      c.req.path.split('/image/upload/')[1] ?? '',
    )
    return c.body(Buffer.from(row.data), 200, {
      'content-type': row.contentType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    })
  })

  return app
}

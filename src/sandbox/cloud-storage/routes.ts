import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as v from 'valibot'
import { uploadKinds } from '@shared/domain/uploads'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'
import { storeUpload } from '../uploads/upload-service'
import { requirePermission, requireUser, type SandboxEnv } from '../http/request'
import { formBody } from '../http/validation'

export const cloudStorageUploadPath = '/api/v1/cloud-storage/upload/'
const rules = uploadKinds.support_image

/** The multipart upload route: its body is not JSON and has its own size limit (request-guard.ts). */
export const isCloudStorageUpload = (path: string) => path === cloudStorageUploadPath

const uploadForm = v.object({
  file: v.pipe(
    v.optional(v.unknown(), null),
    v.check((file) => file instanceof File, 'This field is required.'),
    v.transform((file) => file as File),
  ),
})

/**
 * The portal's file upload (spec 001 §7: `/api/v1/cloud-storage/upload/`, answer not shown): here the
 * image of a report or support ticket. Anyone with the dashboard (not a partner) may send one; PNG or JPG
 * from the bytes, at most 5 MB (uploads.ts `support_image`). Answers where the file is stored.
 */
export function cloudStorageRoutes(services: SandboxServices): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()
  app.post(
    cloudStorageUploadPath,
    requireUser(services),
    requirePermission('read', 'Dashboard'),
    bodyLimit({
      maxSize: rules.maxBytes + 64 * 1024,
      onError: () => {
        throw new ApiError('payload_too_large', { max_bytes: rules.maxBytes })
      },
    }),
    formBody(uploadForm),
    async (c) => {
      const stored = await storeUpload(services, {
        cloudName: 'portal',
        file: c.req.valid('form').file,
        kind: 'support_image',
        folder: 'support',
      })
      return c.json(
        {
          url: stored.secure_url,
          name: stored.public_id,
          content_type: stored.format === 'png' ? 'image/png' : 'image/jpeg',
          bytes: stored.bytes,
        },
        201,
      )
    },
  )
  return app
}

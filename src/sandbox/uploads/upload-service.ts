import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { sniffImage } from '@shared/domain/image-size'
import { uploadKinds, type UploadFormat, type UploadKindName } from '@shared/domain/uploads'
import * as t from './schema'
import { ApiError } from '../errors'
import type { SandboxServices } from '../services'

const contentTypes: Record<UploadFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  doc: 'application/msword',
}

/** Reads the format and size from the bytes themselves; the declared type is not trusted. */
export { sniffImage }

/** A document's format from its first bytes: PDF, a zip (docx) or an OLE compound file (doc). */
export function sniffDocument(data: Uint8Array): 'pdf' | 'docx' | 'doc' | null {
  const starts = (...bytes: number[]) => bytes.every((byte, index) => data[index] === byte)
  if (starts(0x25, 0x50, 0x44, 0x46, 0x2d)) return 'pdf'
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'docx'
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'doc'
  return null
}

/**
 * The upload service applies the spec's limits per kind (`kind`: widget_image, the default;
 * profile_picture; document; see @shared/domain/uploads): size, format from the bytes, and the profile
 * picture's exact 640x640. The answer is shaped like Cloudinary's upload API.
 */
export async function storeUpload(
  services: SandboxServices,
  upload: { cloudName: string; file: File; kind: UploadKindName; folder: string | null },
) {
  const { db, clock } = services
  const { cloudName, file, folder } = upload
  const kind: {
    maxBytes: number
    formats: readonly UploadFormat[]
    size?: { width: number; height: number }
  } = uploadKinds[upload.kind]
  if (file.size > kind.maxBytes)
    throw new ApiError('payload_too_large', { max_bytes: kind.maxBytes, kind: upload.kind })
  const data = new Uint8Array(await file.arrayBuffer())
  const document = sniffDocument(data)
  const image = document ? { format: document, width: null, height: null } : sniffImage(data)
  if (!image || !kind.formats.includes(image.format)) {
    throw new ApiError('unsupported_media_type', { accepted: kind.formats.map((f) => contentTypes[f]) })
  }
  if (kind.size && (image.width !== kind.size.width || image.height !== kind.size.height)) {
    throw new ApiError('wrong_resolution', { width: kind.size.width, height: kind.size.height })
  }
  const name = randomBytes(10).toString('hex')
  const publicId = folder ? `${folder}/${name}` : name
  const version = Math.floor(clock.now() / 1000)
  await db.insert(t.uploadedImages).values({
    id: name,
    publicId,
    cloudName,
    folder,
    format: image.format,
    contentType: contentTypes[image.format],
    bytes: data.length,
    width: image.width,
    height: image.height,
    data,
    createdAt: clock.now(),
  })
  const url = `${services.baseUrl()}/image-hosting/${cloudName}/image/upload/v${version}/${publicId}.${image.format}`
  return {
    public_id: publicId,
    version,
    format: image.format,
    width: image.width,
    height: image.height,
    bytes: data.length,
    folder: folder ?? '',
    url,
    secure_url: url,
  }
}

/** An uploaded file by its public id (`v<version>/` and the extension are optional); `not_found` otherwise. */
export async function findUpload(services: SandboxServices, cloudName: string, rest: string) {
  const publicId = rest.replace(/^v\d+\//, '').replace(/\.(png|jpg|pdf|docx|doc)$/, '')
  const [row] = await services.db
    .select()
    .from(t.uploadedImages)
    .where(and(eq(t.uploadedImages.publicId, publicId), eq(t.uploadedImages.cloudName, cloudName)))
  if (!row) throw new ApiError('not_found')
  return row
}

import { open } from 'node:fs/promises'
import path from 'node:path'
import { sniffImage } from '@shared/domain/image-size'
import { pictureProblem, profilePicture } from '@shared/domain/whatsapp-channels'
import { PortalError } from '@shared/ipc/errors'
import type { ProfilePictureUpload } from '@shared/ipc/whatsapp'
import type { ImageUpload } from '../api/portal-api'

export interface ProfilePictureDeps {
  /** The native open dialog for a JPG or PNG: the chosen file's path, or null when the user cancelled. */
  readonly chooseImageFile: () => Promise<string | null>
  readonly uploadImage: (upload: ImageUpload) => Promise<string>
  readonly log: (message: string, detail?: unknown) => void
}

/** Enough of the file to find a PNG's header or a JPEG's frame size. */
const headBytes = 256 * 1024

/** The image hosting service's refusals, as the picture errors of spec 001 §8. */
const serverProblems: Record<
  string,
  'picture_too_large' | 'picture_wrong_format' | 'picture_wrong_resolution'
> = {
  payload_too_large: 'picture_too_large',
  unsupported_media_type: 'picture_wrong_format',
  wrong_resolution: 'picture_wrong_resolution',
}

/**
 * The profile picture from the user's disk to the image hosting service, in main (the renderer has no file
 * system): ask for a file, read its size and first bytes, check them with the shared rules (the format from
 * the bytes, not the name; under 5 MB; exactly 640x640), then read it whole and upload it. One dialog at a
 * time: a second request while one runs gets the same answer (a double-click picks and uploads once).
 */
export function createProfilePictureUploader(deps: ProfilePictureDeps) {
  let running: Promise<ProfilePictureUpload> | null = null

  async function pickAndUpload(): Promise<ProfilePictureUpload> {
    const file = await deps.chooseImageFile()
    if (file === null) return { status: 'cancelled' }
    const fileName = path.basename(file)
    const refused = (
      problem: Exclude<ProfilePictureUpload, { status: 'cancelled' | 'uploaded' }>['problem'],
    ) => ({ status: 'refused', problem, fileName }) as const
    let data: Uint8Array<ArrayBuffer>
    let format: 'png' | 'jpg'
    try {
      const handle = await open(file, 'r')
      try {
        const { size } = await handle.stat()
        const head = new Uint8Array(Math.min(size, headBytes))
        await handle.read(head, 0, head.length, 0)
        const image = sniffImage(head)
        const problem = pictureProblem({
          bytes: size,
          format: image?.format ?? null,
          width: image?.width ?? null,
          height: image?.height ?? null,
        })
        if (problem || !image) return refused(problem ?? 'picture_wrong_format')
        format = image.format
        // Checked above: at most 5 MB is read.
        data = new Uint8Array(Math.min(size, profilePicture.maxBytes))
        await handle.read(data, 0, data.length, 0)
      } finally {
        await handle.close()
      }
    } catch (error) {
      // Unreadable (gone, a folder, no permission): the picture could not be uploaded.
      deps.log('Reading the profile picture failed', error instanceof Error ? error.message : error)
      return refused('picture_upload_failed')
    }
    try {
      const url = await deps.uploadImage({
        kind: 'profile_picture',
        fileName,
        contentType: format === 'png' ? 'image/png' : 'image/jpeg',
        data,
        folder: 'whatsapp-profile',
      })
      return { status: 'uploaded', url, fileName }
    } catch (error) {
      const problem = error instanceof PortalError ? serverProblems[error.code] : undefined
      if (!problem)
        deps.log('Uploading the profile picture failed', error instanceof Error ? error.message : error)
      return refused(problem ?? 'picture_upload_failed')
    }
  }

  return {
    upload(): Promise<ProfilePictureUpload> {
      running ??= pickAndUpload().finally(() => {
        running = null
      })
      return running
    },
  }
}

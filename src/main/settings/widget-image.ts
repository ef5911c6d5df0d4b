import { open } from 'node:fs/promises'
import path from 'node:path'
import { sniffImage } from '@shared/domain/image-size'
import { uploadKinds } from '@shared/domain/uploads'
import { PortalError } from '@shared/ipc/errors'
import type { WidgetImageUpload } from '@shared/ipc/settings'
import type { ImageUpload } from '../api/portal-api'

export interface WidgetImageDeps {
  /** The native open dialog for a JPG or PNG: the chosen file's path, or null when the user cancelled. */
  readonly chooseImageFile: () => Promise<string | null>
  readonly uploadImage: (upload: ImageUpload) => Promise<string>
  readonly log: (message: string, detail?: unknown) => void
}

const rules = uploadKinds.widget_image
/** Enough of the file to recognise a PNG or a JPEG. */
const headBytes = 64

/**
 * A widget image from the user's disk to the image hosting service, in main: the format from the bytes
 * (a PNG named .jpg is a PNG; an SVG named .png is refused), under 2 MB, then uploaded as `widget_image`
 * (the service applies the same limits again). One dialog at a time: a double-click uploads once.
 */
export function createWidgetImageUploader(deps: WidgetImageDeps) {
  let running: Promise<WidgetImageUpload> | null = null

  async function pickAndUpload(): Promise<WidgetImageUpload> {
    const file = await deps.chooseImageFile()
    if (file === null) return { status: 'cancelled' }
    const fileName = path.basename(file)
    const refused = (problem: 'wrong_format' | 'too_large' | 'upload_failed') =>
      ({ status: 'refused', problem, fileName }) as const
    let data: Uint8Array<ArrayBuffer>
    let format: 'png' | 'jpg'
    try {
      const handle = await open(file, 'r')
      try {
        const { size } = await handle.stat()
        const head = new Uint8Array(Math.min(size, headBytes))
        await handle.read(head, 0, head.length, 0)
        const image = sniffImage(head)
        if (!image) return refused('wrong_format')
        if (size >= rules.maxBytes) return refused('too_large')
        format = image.format
        data = new Uint8Array(size)
        await handle.read(data, 0, data.length, 0)
      } finally {
        await handle.close()
      }
    } catch (error) {
      deps.log('Reading the widget image failed', error instanceof Error ? error.message : error)
      return refused('upload_failed')
    }
    try {
      const url = await deps.uploadImage({
        kind: 'widget_image',
        fileName,
        contentType: format === 'png' ? 'image/png' : 'image/jpeg',
        data,
        folder: 'widget',
      })
      return { status: 'uploaded', url, fileName }
    } catch (error) {
      const code = error instanceof PortalError ? error.code : ''
      if (code === 'payload_too_large') return refused('too_large')
      if (code === 'unsupported_media_type') return refused('wrong_format')
      deps.log('Uploading the widget image failed', error instanceof Error ? error.message : error)
      return refused('upload_failed')
    }
  }

  return {
    upload(): Promise<WidgetImageUpload> {
      running ??= pickAndUpload().finally(() => {
        running = null
      })
      return running
    },
  }
}

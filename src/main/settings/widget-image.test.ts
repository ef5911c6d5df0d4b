import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import type { ImageUpload } from '../api/portal-api'
import { createWidgetImageUploader } from './widget-image'

const folder = mkdtempSync(path.join(tmpdir(), 'widget-image-'))
const mb = 1024 * 1024

function png(bytes: number): Buffer {
  const data = Buffer.alloc(bytes)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(
    data,
  )
  data.writeUInt32BE(60, 16)
  data.writeUInt32BE(60, 20)
  return data
}

function file(name: string, content: Buffer | string): string {
  const target = path.join(folder, name)
  writeFileSync(target, content)
  return target
}

function uploader(chosen: string | null) {
  const uploads: ImageUpload[] = []
  const upload = createWidgetImageUploader({
    chooseImageFile: async () => chosen,
    uploadImage: async (image) => {
      uploads.push(image)
      return 'https://images.example/widget/x.png'
    },
    log: vi.fn(),
  })
  return { upload, uploads }
}

/** Widget images (spec 000 §5): JPG or PNG from the bytes, under 2 MB, uploaded by main as widget_image. */
describe('widget image upload', () => {
  it('uploads a PNG named .jpg as the PNG it is', async () => {
    const { upload, uploads } = uploader(file('avatar.jpg', png(4096)))
    expect(await upload.upload()).toMatchObject({ status: 'uploaded', fileName: 'avatar.jpg' })
    expect(uploads[0]).toMatchObject({ kind: 'widget_image', contentType: 'image/png', folder: 'widget' })
  })

  it('refuses an SVG named .png and an image of 2.1 MB, uploading nothing', async () => {
    const svg = uploader(file('logo.png', '<svg xmlns="http://www.w3.org/2000/svg"></svg>'))
    expect(await svg.upload.upload()).toEqual({
      status: 'refused',
      problem: 'wrong_format',
      fileName: 'logo.png',
    })
    const big = uploader(file('groot.png', png(Math.round(2.1 * mb))))
    expect(await big.upload.upload()).toEqual({
      status: 'refused',
      problem: 'too_large',
      fileName: 'groot.png',
    })
    expect([...svg.uploads, ...big.uploads]).toEqual([])
  })

  it('answers cancelled when no file was chosen', async () => {
    expect(await uploader(null).upload.upload()).toEqual({ status: 'cancelled' })
  })
})

import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { PortalError } from '@shared/ipc/errors'
import type { ImageUpload } from '../api/portal-api'
import { createProfilePictureUploader } from './profile-picture'

const folder = mkdtempSync(path.join(tmpdir(), 'profile-picture-'))

/** A PNG header of `width` x `height`, padded to `bytes` (the size is read from the bytes). */
function png(width: number, height: number, bytes = 4096): Buffer {
  const data = Buffer.alloc(bytes)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]).copy(
    data,
  )
  data.writeUInt32BE(width, 16)
  data.writeUInt32BE(height, 20)
  return data
}

/** A JPEG with an APP0 segment, then a SOF0 frame of `width` x `height`. */
function jpg(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 0x08, height >> 8, height & 255, width >> 8, width & 255, 1, 0, 0, 0]
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0, ...new Array<number>(64).fill(0)])
}

function file(name: string, content: Buffer): string {
  const target = path.join(folder, name)
  writeFileSync(target, content)
  return target
}

function setup(chosen: string | null, upload?: (u: ImageUpload) => Promise<string>) {
  const uploadImage = vi.fn(upload ?? (async () => 'https://img.example/portal/v1/whatsapp-profile/a.png'))
  const chooseImageFile = vi.fn(async () => chosen)
  const uploader = createProfilePictureUploader({ chooseImageFile, uploadImage, log: () => undefined })
  return { uploader, uploadImage, chooseImageFile }
}

describe('the profile picture upload (main reads the file, spec 000 §5)', () => {
  it('uploads a 640x640 PNG as a profile picture and answers only its address and name', async () => {
    const content = png(640, 640)
    const { uploader, uploadImage } = setup(file('logo.png', content))
    await expect(uploader.upload()).resolves.toEqual({
      status: 'uploaded',
      url: 'https://img.example/portal/v1/whatsapp-profile/a.png',
      fileName: 'logo.png',
    })
    const sent = uploadImage.mock.calls[0]![0]
    expect(sent).toMatchObject({ kind: 'profile_picture', contentType: 'image/png', fileName: 'logo.png' })
    expect(Buffer.from(sent.data)).toEqual(content)
  })

  it('accepts a 640x640 JPEG whatever its name says', async () => {
    const { uploader, uploadImage } = setup(file('photo.png', jpg(640, 640)))
    await expect(uploader.upload()).resolves.toMatchObject({ status: 'uploaded' })
    expect(uploadImage.mock.calls[0]![0].contentType).toBe('image/jpeg')
  })

  it.each([
    ['a 641x640 PNG', 'wide.png', png(641, 640), 'picture_wrong_resolution'],
    ['a 640x639 JPEG', 'short.jpg', jpg(640, 639), 'picture_wrong_resolution'],
    ['a GIF', 'anim.gif', Buffer.from('GIF89a' + '\0'.repeat(100)), 'picture_wrong_format'],
    ['a text file named .png', 'fake.png', Buffer.from('not a picture at all'), 'picture_wrong_format'],
    ['a 640x640 PNG over 5 MB', 'huge.png', png(640, 640, 5 * 1024 * 1024 + 1), 'picture_too_large'],
  ])('refuses %s before uploading anything', async (_, name, content, problem) => {
    const { uploader, uploadImage } = setup(file(name, content))
    await expect(uploader.upload()).resolves.toEqual({ status: 'refused', problem, fileName: name })
    expect(uploadImage).not.toHaveBeenCalled()
  })

  it('accepts exactly 5 MB', async () => {
    const { uploader } = setup(file('edge.png', png(640, 640, 5 * 1024 * 1024)))
    await expect(uploader.upload()).resolves.toMatchObject({ status: 'uploaded' })
  })

  it('answers cancelled when the dialog is closed, without uploading', async () => {
    const { uploader, uploadImage } = setup(null)
    await expect(uploader.upload()).resolves.toEqual({ status: 'cancelled' })
    expect(uploadImage).not.toHaveBeenCalled()
  })

  it('reports an upload error when the file cannot be read or the service fails', async () => {
    const missing = setup(path.join(folder, 'gone.png'))
    await expect(missing.uploader.upload()).resolves.toMatchObject({ problem: 'picture_upload_failed' })
    const failing = setup(file('ok.png', png(640, 640)), async () => {
      throw new PortalError('server_unreachable', 'down')
    })
    await expect(failing.uploader.upload()).resolves.toMatchObject({
      status: 'refused',
      problem: 'picture_upload_failed',
    })
  })

  it("maps the service's own refusal onto the picture error", async () => {
    const { uploader } = setup(file('ok2.png', png(640, 640)), async () => {
      throw new PortalError('wrong_resolution', 'no')
    })
    await expect(uploader.upload()).resolves.toMatchObject({ problem: 'picture_wrong_resolution' })
  })

  it('opens one dialog for a double-click', async () => {
    const { uploader, chooseImageFile, uploadImage } = setup(file('twice.png', png(640, 640)))
    const [a, b] = await Promise.all([uploader.upload(), uploader.upload()])
    expect(a).toEqual(b)
    expect(chooseImageFile).toHaveBeenCalledTimes(1)
    expect(uploadImage).toHaveBeenCalledTimes(1)
    await uploader.upload()
    expect(chooseImageFile).toHaveBeenCalledTimes(2)
  })
})

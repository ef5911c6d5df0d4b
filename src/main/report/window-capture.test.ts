import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { uploadKinds } from '@shared/domain/uploads'
import { createPortalMain, type PortalMain } from '../portal-main'
import { createMemoryStore } from '../prefs/key-value-store'
import { noPreferencePolicy } from '../prefs/preferences-service'
import { captureWindowImage, thumbnailOf, type CapturableWindow, type ResizableImage } from './window-capture'

/**
 * The report's window screenshot and preview ports, without Electron: the shell hands them the main window
 * and `nativeImage`; here fakes of the few calls they make stand in, down to the renderer's IPC channel.
 */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)
const jpg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01])

function fakeWindow(shot: Uint8Array, destroyed = false) {
  const jpegQualities: number[] = []
  const window: CapturableWindow = {
    isDestroyed: () => destroyed,
    webContents: {
      capturePage: async () => ({
        toPNG: () => shot,
        toJPEG: (quality) => {
          jpegQualities.push(quality)
          return jpg
        },
      }),
    },
  }
  return { window, jpegQualities }
}

describe('the window screenshot', () => {
  it('is the PNG of the window, or a JPG where the PNG is over the report image limit', async () => {
    const small = fakeWindow(png)
    expect(await captureWindowImage(small.window)).toBe(png)
    expect(small.jpegQualities).toEqual([])
    const large = fakeWindow(new Uint8Array(uploadKinds.support_image.maxBytes + 1))
    expect(await captureWindowImage(large.window)).toBe(jpg)
    expect(large.jpegQualities).toEqual([85])
  })

  it('is nothing without a live window', async () => {
    expect(await captureWindowImage(null)).toBeNull()
    expect(await captureWindowImage(fakeWindow(png, true).window)).toBeNull()
  })
})

describe('the preview', () => {
  function image(width: number, empty = false) {
    const resized: number[] = []
    const self: ResizableImage = {
      isEmpty: () => empty,
      getSize: () => ({ width, height: width / 2 }),
      resize: ({ width: to }) => {
        resized.push(to)
        return { ...self, toJPEG: () => Uint8Array.of(to) }
      },
      toJPEG: () => Uint8Array.of(width),
    }
    return { self, resized }
  }

  it('is a JPG at most 320 px wide, and nothing for bytes that are no image', () => {
    const wide = image(1920)
    expect(thumbnailOf(wide.self)).toEqual(Uint8Array.of(320))
    expect(wide.resized).toEqual([320])
    const narrow = image(200)
    expect(thumbnailOf(narrow.self)).toEqual(Uint8Array.of(200))
    expect(narrow.resized).toEqual([])
    expect(thumbnailOf(image(0, true).self)).toBeNull()
  })
})

describe("main's report channel with the shell's screenshot port", () => {
  let portal: PortalMain | null = null
  let folder: string | null = null
  afterEach(async () => {
    portal?.dispose()
    await (await portal?.session)?.dispose()
    if (folder) rmSync(folder, { recursive: true, force: true })
    portal = folder = null
  })

  function start(captureWindow?: () => Promise<Uint8Array | null>): PortalMain {
    folder = mkdtempSync(path.join(tmpdir(), 'window-capture-test-'))
    portal = createPortalMain({
      app: { version: '1.2.3', platform: 'linux', osLocale: 'en-US', isDesktop: true },
      store: createMemoryStore(),
      preferencePolicy: noPreferencePolicy,
      onlineProbe: () => true,
      openExternal: async () => undefined,
      log: () => undefined,
      secrets: null,
      launchSandbox: null,
      demoDataDir: folder,
      templatesAccessKey: { remote: 'remote-key', demo: 'demo-key' },
      notifier: { show: () => undefined, closeAll: () => undefined },
      badge: { setUnreadCount: () => undefined },
      exportPorts: {
        defaultFolder: folder,
        chooseTarget: async () => null,
        showInFolder: () => undefined,
        launchXlsxWriter: () => {
          throw new Error('This test writes no .xlsx')
        },
      },
      chooseImageFile: async () => null,
      chooseFolder: async () => null,
      focusWindow: () => undefined,
      ...(captureWindow ? { captureWindow } : {}),
    })
    return portal
  }

  it("takes the window through the port and answers the renderer the image's name, size and preview", async () => {
    const { window } = fakeWindow(png)
    const main = start(() => captureWindowImage(window))
    await main.session
    const answer = await main.dispatcher.dispatch('report:capture-window', {})
    expect(answer).toMatchObject({
      ok: true,
      value: {
        status: 'chosen',
        fileName: 'screenshot.png',
        bytes: png.length,
        preview: `data:image/png;base64,${png.toString('base64')}`,
      },
    })
  })

  it('says the screenshot is unavailable where the shell has no window port (the browser harness)', async () => {
    const main = start()
    await main.session
    expect(await main.dispatcher.dispatch('report:capture-window', {})).toMatchObject({
      ok: true,
      value: { status: 'unavailable' },
    })
  })

  it('refuses a window that is gone with the capture error, and keeps nothing', async () => {
    const { window } = fakeWindow(png, true)
    const main = start(() => captureWindowImage(window))
    await main.session
    expect(await main.dispatcher.dispatch('report:capture-window', {})).toMatchObject({
      ok: false,
      error: { code: 'report_capture_failed' },
    })
  })
})

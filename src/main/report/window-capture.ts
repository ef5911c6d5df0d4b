import { uploadKinds } from '@shared/domain/uploads'

/**
 * The report's two image ports as plain functions over the few Electron calls they make, so main's tests
 * run them with fakes (no Electron binary runs in the tests): the shell passes the main window and
 * `nativeImage.createFromBuffer`.
 */

/** What the screenshot needs of an Electron `NativeImage`. */
export interface CapturedImage {
  toPNG(): Uint8Array
  toJPEG(quality: number): Uint8Array
}

/** What the screenshot needs of a `BrowserWindow`. */
export interface CapturableWindow {
  isDestroyed(): boolean
  readonly webContents: { capturePage(): Promise<CapturedImage> }
}

/** What the preview needs of a `NativeImage` made from bytes. */
export interface ResizableImage {
  isEmpty(): boolean
  getSize(): { width: number; height: number }
  resize(options: { width: number; quality: 'good' }): ResizableImage
  toJPEG(quality: number): Uint8Array
}

/** Widest preview the report modal shows (px). */
export const previewWidth = 320

/**
 * The window's screenshot: a PNG, or a JPG (quality 85) where the PNG is over the report image limit (a large
 * window). Null when there is no window to take.
 */
export async function captureWindowImage(window: CapturableWindow | null): Promise<Uint8Array | null> {
  if (!window || window.isDestroyed()) return null
  const shot = await window.webContents.capturePage()
  const png = shot.toPNG()
  return png.length <= uploadKinds.support_image.maxBytes ? png : shot.toJPEG(85)
}

/** A preview of an image: a JPG at most 320 px wide (quality 70), or null for bytes that are no image. */
export function thumbnailOf(image: ResizableImage): Uint8Array | null {
  if (image.isEmpty()) return null
  const { width } = image.getSize()
  return (width > previewWidth ? image.resize({ width: previewWidth, quality: 'good' }) : image).toJPEG(70)
}

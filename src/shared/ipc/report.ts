import * as v from 'valibot'
import { command } from './contract'

/**
 * The report / support ticket (spec 000 §5 "Report modal"), work main owns: the image is read from disk by
 * main (the renderer never reads the disk, and an image does not fit one IPC message), uploaded with the
 * cloud-storage call and named in the ticket; a report the server cannot take is written to a folder the
 * user chooses. The page only learns the image's name and size.
 */
export type ReportImageChoice =
  | { readonly status: 'cancelled' }
  | ReportImage
  | {
      readonly status: 'refused'
      /** wrong_format: not a PNG or JPG by its bytes; too_large: over the limit (uploads.ts support_image). */
      readonly problem: 'wrong_format' | 'too_large' | 'unreadable'
      readonly fileName: string
    }

/**
 * An image main holds for the report (chosen from disk, or the window's screenshot). `preview`: a small
 * data URL the modal shows before sending, or null where main could not make one small enough for IPC.
 */
export interface ReportImage {
  readonly status: 'chosen'
  readonly imageId: string
  readonly fileName: string
  readonly bytes: number
  readonly preview: string | null
}

/** The window's screenshot: `unavailable` where main has no window to take it from (the browser harness). */
export type ReportCaptureResult = ReportImage | { readonly status: 'unavailable' }

/**
 * What became of a report: sent (the ticket's id), or `unknown_call` when the server answered that it does
 * not know the upload or the ticket call (404 or 405): the page then offers to save it to disk.
 */
export type ReportSendResult =
  { readonly status: 'sent'; readonly id: string } | { readonly status: 'unknown_call' }

export type ReportSaveResult =
  { readonly status: 'cancelled' } | { readonly status: 'saved'; readonly folder: string }

const text = (max: number) => v.pipe(v.string(), v.maxLength(max))
const imageId = v.pipe(v.string(), v.regex(/^[a-f0-9]{16,64}$/))

/** The report as the user wrote it; main checks it again with the shared rules before sending. */
export const reportDraftSchema = v.strictObject({
  subject: text(200),
  contactEmail: text(254),
  message: text(10_000),
  /** The image main keeps from `chooseImage`, if any. */
  imageId: v.optional(v.nullable(imageId), null),
  /** When reported from a conversation: the chatbot's project id and the conversation's client_id. */
  projectId: v.optional(v.nullable(text(100)), null),
  clientId: v.optional(v.nullable(text(200)), null),
  /** The screen (route) the user was on and the app's version, unless the user removed them. */
  screen: v.optional(v.nullable(text(300)), null),
  appVersion: v.optional(v.nullable(text(50)), null),
})
export type ReportDraft = v.InferInput<typeof reportDraftSchema>

export const reportErrorCodes = {
  /** The image main was asked to send is no longer held (another user, or the app restarted). */
  imageGone: 'report_image_gone',
  /** Writing the folder failed (no space, no right to write there). */
  saveFailed: 'report_save_failed',
  /** The window's screenshot could not be taken (or was no PNG or JPG within the size limit). */
  captureFailed: 'report_capture_failed',
} as const

export const reportContract = {
  /** The open dialog for one image (one at a time); main reads and checks it and keeps it for `send`. */
  chooseImage: command<ReportImageChoice>()('report:choose-image', v.strictObject({})),
  /**
   * Takes a screenshot of the portal window (desktop app) and keeps it as the report's image, like a
   * chosen one; `unavailable` where there is no window.
   */
  captureWindow: command<ReportCaptureResult>()('report:capture-window', v.strictObject({})),
  /** Forgets an image the user removed from the report. */
  dropImage: command<null>()('report:drop-image', v.strictObject({ imageId })),
  /**
   * Uploads the image (if any) and sends the ticket, once per idempotency key (a double-click sends once).
   * Field problems are `invalid_input` with `fields`; other failures throw, the page keeps the draft.
   */
  send: command<ReportSendResult>()(
    'report:send',
    v.strictObject({ draft: reportDraftSchema, idempotencyKey: v.pipe(v.string(), v.uuid()) }),
  ),
  /**
   * Asks for a folder and writes the report into a new folder there: `report.txt` and the image.
   * Answers the new folder's path.
   */
  saveToFolder: command<ReportSaveResult>()(
    'report:save-to-folder',
    v.strictObject({ draft: reportDraftSchema, language: v.picklist(['nl-NL', 'en-US']) }),
  ),
} as const

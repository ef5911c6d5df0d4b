import * as v from 'valibot'
import type { ChatbotSetting } from '../domain/settings'
import { command } from './contract'

/**
 * Settings work main owns: reading the chatbot's settings in answers that fit one IPC message, and the
 * widget's images (widget icon, bot avatar). The renderer never reads the
 * disk: main shows the open dialog, reads the file, checks it (JPG or PNG from the bytes, under 2 MB;
 * spec 000 §5) and uploads it to the image hosting service. The page learns the address and the name.
 */
export type WidgetImageUpload =
  | { readonly status: 'cancelled' }
  | { readonly status: 'uploaded'; readonly url: string; readonly fileName: string }
  | {
      readonly status: 'refused'
      /** wrong_format: spec 001 §8 'Error! Please select a valide file'; too_large: over 2 MB. */
      readonly problem: 'wrong_format' | 'too_large' | 'upload_failed'
      readonly fileName: string
    }

/**
 * A piece of a section's settings: a whole setting (valueFrom 0, and the next piece is another setting), or
 * the part of a long value from `valueFrom` on, when one setting does not fit in what is left of a page.
 */
export type ChatbotSettingPiece = ChatbotSetting & { readonly valueFrom: number }

/** Where a page of a section starts: the setting's place in the section, and the place in its value. */
export const settingsCursorSchema = v.strictObject({
  index: v.pipe(v.number(), v.integer(), v.minValue(0)),
  valueFrom: v.pipe(v.number(), v.integer(), v.minValue(0)),
})
export type SettingsCursor = v.InferOutput<typeof settingsCursorSchema>

export interface ChatbotSettingsPage {
  readonly settings: readonly ChatbotSettingPiece[]
  /** Where the next page starts; null: this was the section's last. */
  readonly next: SettingsCursor | null
  /**
   * The section's settings and their versions when this page was read: a page with another stamp was read
   * from a section that changed meanwhile (a setting saved, added or removed), so the pages do not join.
   */
  readonly stamp: string
}

export const settingsContract = {
  /** The sections of the selected chatbot's settings, in the server's order. */
  readChatbotSettingSections: command<readonly string[]>()(
    'settings:read-chatbot-setting-sections',
    v.strictObject({}),
  ),
  /**
   * A page of one section's settings (allChatbotSettings filtered by section), as much as fits one IPC
   * message (64 KiB), from `cursor` (the start when absent). A section of any size is read page by page.
   */
  readChatbotSettings: command<ChatbotSettingsPage>()(
    'settings:read-chatbot-settings',
    v.strictObject({
      section: v.pipe(v.string(), v.maxLength(200)),
      cursor: v.optional(settingsCursorSchema),
    }),
  ),
  /** Asks for an image (one dialog at a time), checks and uploads it; a refusal is an answer. */
  uploadWidgetImage: command<WidgetImageUpload>()(
    'settings:upload-widget-image',
    v.strictObject({ purpose: v.picklist(['widgetIcon', 'botAvatar']) }),
  ),
} as const

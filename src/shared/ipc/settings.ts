import * as v from 'valibot'
import { command } from './contract'

/**
 * Settings work main owns: the widget's images (widget icon, bot avatar). The renderer never reads the
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

export const settingsContract = {
  /** Asks for an image (one dialog at a time), checks and uploads it; a refusal is an answer. */
  uploadWidgetImage: command<WidgetImageUpload>()(
    'settings:upload-widget-image',
    v.strictObject({ purpose: v.picklist(['widgetIcon', 'botAvatar']) }),
  ),
} as const

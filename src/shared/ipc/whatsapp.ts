import * as v from 'valibot'
import { command } from './contract'
import type { PictureProblem } from '../domain/whatsapp-channels'

/**
 * WhatsApp work main owns: the business profile's picture. The renderer never reads the disk:
 * main shows the native open dialog, reads the chosen file itself, checks it with the shared picture rules
 * (JPG or PNG from the bytes, under 5 MB, exactly 640x640) and uploads it to the image hosting service.
 * The page only learns the hosted picture's address and the file's name.
 */
export type ProfilePictureUpload =
  | { readonly status: 'cancelled' }
  | { readonly status: 'uploaded'; readonly url: string; readonly fileName: string }
  | {
      readonly status: 'refused'
      /** Spec 001 §8 'WhatsApp image errors': too large, wrong resolution, wrong format, upload error. */
      readonly problem: PictureProblem | 'picture_upload_failed'
      readonly fileName: string
    }

export const whatsappContract = {
  /**
   * Asks for a picture (the open dialog; one at a time), checks it and uploads it. Answers what happened;
   * a refused picture is an answer, not an error, so the drawer shows the spec's message for it.
   */
  uploadProfilePicture: command<ProfilePictureUpload>()(
    'whatsapp:upload-profile-picture',
    v.strictObject({}),
  ),
} as const

import { useMutation } from '@tanstack/react-query'
import type { ProfilePictureUpload } from '@shared/ipc/whatsapp'
import { portal } from '../../../lib/portal'

/**
 * Picks and uploads a profile picture through main (the open dialog, the checks, the image hosting
 * service): the page gets the hosted address or the refusal, never the file. A failed bridge call counts
 * as an upload error (spec 001 §8).
 */
export function useUploadProfilePicture() {
  return useMutation({
    mutationFn: async (): Promise<ProfilePictureUpload> => {
      try {
        return await portal().whatsapp.uploadProfilePicture({})
      } catch {
        return { status: 'refused', problem: 'picture_upload_failed', fileName: '' }
      }
    },
  })
}

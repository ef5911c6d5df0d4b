import type { PortalApi } from '../api/portal-api'
import type { MainModule } from '../modules/main-module'
import { createProfilePictureUploader } from './profile-picture'

export interface WhatsappModuleDeps {
  readonly api: PortalApi
  /** The native open dialog for a JPG or PNG (Electron's in the desktop app, the test's in the harness). */
  readonly chooseImageFile: () => Promise<string | null>
  readonly log: (message: string, detail?: unknown) => void
}

/** `portal.whatsapp`: the business profile's picture, read from disk and uploaded by main. */
export function createWhatsappModule(deps: WhatsappModuleDeps): MainModule {
  const pictures = createProfilePictureUploader({
    chooseImageFile: deps.chooseImageFile,
    uploadImage: (upload) => deps.api.uploadImage(upload),
    log: deps.log,
  })
  return {
    name: 'whatsapp',
    handlers: { whatsapp: { uploadProfilePicture: () => pictures.upload() } },
  }
}

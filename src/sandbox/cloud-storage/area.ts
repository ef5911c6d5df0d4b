import type { SandboxArea } from '../area'
import { cloudStorageRoutes, isCloudStorageUpload } from './routes'

/** The portal's file upload (`/api/v1/cloud-storage/upload/`): a report's image, kept with the uploads' images. */
export const cloudStorageArea: SandboxArea = {
  name: 'cloud-storage',
  routes: cloudStorageRoutes,
  isUpload: isCloudStorageUpload,
}

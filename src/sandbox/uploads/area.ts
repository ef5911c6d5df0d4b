import type { SandboxArea } from '../area'
import { imageRoutes, isImageUpload } from './routes'
import * as schema from './schema'

/** Image hosting: uploads (WhatsApp headers, builder media) stored and served back by their public path. */
export const uploadsArea: SandboxArea = {
  name: 'uploads',
  schema,
  runtimeTables: [schema.uploadedImages],
  routes: imageRoutes,
  isUpload: isImageUpload,
}

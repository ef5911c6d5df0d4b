import type { MainContext } from '../modules/main-context'
import type { MainModule } from '../modules/main-module'
import { createWidgetImageUploader } from './widget-image'

/** `portal.settings`: the widget's images, read from disk and uploaded by main. */
export function createSettingsModule(context: MainContext): MainModule {
  const images = createWidgetImageUploader({
    chooseImageFile: context.chooseImageFile,
    uploadImage: (upload) => context.api.uploadImage(upload),
    log: context.log,
  })
  return {
    name: 'settings',
    handlers: { settings: { uploadWidgetImage: () => images.upload() } },
  }
}

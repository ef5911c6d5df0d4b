import type { MainContext } from '../modules/main-context'
import type { MainModule } from '../modules/main-module'
import { createChatbotSettingsReader } from './chatbot-settings-reader'
import { createWidgetImageUploader } from './widget-image'

/**
 * `portal.settings`: the chatbot's settings in pages that fit one IPC message, and the widget's images,
 * read from disk and uploaded by main.
 */
export function createSettingsModule(
  context: Pick<MainContext, 'api' | 'chooseImageFile' | 'log'>,
): MainModule {
  const images = createWidgetImageUploader({
    chooseImageFile: context.chooseImageFile,
    uploadImage: (upload) => context.api.uploadImage(upload),
    log: context.log,
  })
  const reader = createChatbotSettingsReader(context.api)
  return {
    name: 'settings',
    handlers: {
      settings: {
        uploadWidgetImage: () => images.upload(),
        readChatbotSettingSections: () => reader.sections(),
        readChatbotSettings: ({ section, cursor }) => reader.page(section, cursor),
      },
    },
  }
}

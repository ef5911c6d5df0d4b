import { toInterfaceLanguage } from '@shared/domain/languages'
import type { AppInfo } from '@shared/ipc/app'

export interface AppInfoSource {
  readonly version: string
  readonly platform: string
  readonly osLocale: string
  readonly isDesktop: boolean
}

export function describeApp(source: AppInfoSource): AppInfo {
  const platform =
    source.platform === 'darwin' || source.platform === 'win32' || source.platform === 'linux'
      ? source.platform
      : 'browser'
  return {
    version: source.version,
    platform: source.isDesktop ? platform : 'browser',
    locale: toInterfaceLanguage(source.osLocale),
    isDesktop: source.isDesktop,
  }
}

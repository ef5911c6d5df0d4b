import type { BrowserWindowConstructorOptions } from 'electron'
import type { WindowBounds } from './window-bounds'

/**
 * Every window's options, each security switch set explicitly rather than trusting Electron's defaults,
 * which have changed between versions (QUALITY SEC-1).
 */
export function mainWindowOptions(input: {
  preloadPath: string
  bounds: WindowBounds
  maximized: boolean
  title: string
}): BrowserWindowConstructorOptions {
  return {
    ...input.bounds,
    minWidth: 960,
    minHeight: 600,
    show: false,
    title: input.title,
    backgroundColor: '#f8f9fa',
    autoHideMenuBar: false,
    webPreferences: {
      preload: input.preloadPath,
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
      experimentalFeatures: false,
      navigateOnDragDrop: false,
      safeDialogs: true,
      spellcheck: true,
    },
  }
}

import { BrowserWindow, screen, session, shell } from 'electron'
import type { KeyValueStore } from '../prefs/key-value-store'
import { decidePermission, isAllowedNavigation } from '../security/navigation'
import { restoreWindowState } from '../security/window-bounds'
import { mainWindowOptions } from '../security/window-options'

const windowStateKey = 'window-state'

export interface MainWindowInput {
  readonly preloadPath: string
  readonly entryUrl: string
  readonly store: KeyValueStore
  /** The normalised URL to open, or null when refused: the checked string is the one opened. */
  readonly allowedExternalUrl: (url: string) => string | null
  /** Launched at login with close-to-tray on: load the portal but stay in the tray until opened. */
  readonly startHidden?: boolean
}

/** Opens the one portal window with its guards attached and its size and position remembered. */
export function createMainWindow(input: MainWindowInput): BrowserWindow {
  const displays = screen.getAllDisplays().map((display) => display.workArea)
  const state = restoreWindowState(input.store.get(windowStateKey), displays)
  const window = new BrowserWindow(
    mainWindowOptions({
      preloadPath: input.preloadPath,
      bounds: state.bounds,
      maximized: state.maximized,
      title: 'Chatbot Portal',
    }),
  )
  attachGuards(window, input)

  window.once('ready-to-show', () => {
    if (input.startHidden) return
    if (state.maximized) window.maximize()
    window.show()
  })
  const remember = () => {
    if (window.isDestroyed()) return
    input.store.set(windowStateKey, { bounds: window.getNormalBounds(), maximized: window.isMaximized() })
  }
  window.on('resized', remember)
  window.on('moved', remember)
  window.on('close', remember)

  void window.loadURL(input.entryUrl)
  return window
}

function attachGuards(window: BrowserWindow, input: MainWindowInput): void {
  const contents = window.webContents
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, input.entryUrl)) event.preventDefault()
  })
  contents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url, input.entryUrl)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    // Links with target=_blank open in the system browser when allow-listed; never in a new app window.
    const checked = input.allowedExternalUrl(url)
    if (checked !== null) void shell.openExternal(checked)
    return { action: 'deny' }
  })
  session.defaultSession.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(decidePermission(permission)),
  )
  session.defaultSession.setPermissionCheckHandler((_contents, permission) => decidePermission(permission))
}

import type { DesktopStrings } from './desktop-strings'
import { separator, type MenuItemSpec } from './menu-spec'

export interface AppMenuInput {
  readonly platform: string
  /** Reload and developer tools only in development: in a release they would let anyone inspect tokens in flight. */
  readonly isDevelopment: boolean
  readonly strings: DesktopStrings
}

/**
 * The application menu: the platform's usual layout and shortcuts through Electron roles (which also make
 * copy/paste work in text fields on macOS), with our own labels so the menu follows the interface language.
 */
export function buildAppMenuTemplate({ platform, isDevelopment, strings }: AppMenuInput): MenuItemSpec[] {
  const m = strings.menu
  const isMac = platform === 'darwin'
  const preferences: MenuItemSpec = {
    label: m.preferences,
    accelerator: 'CmdOrCtrl+,',
    command: 'open-preferences',
  }

  const appMenu: MenuItemSpec = {
    label: m.app,
    submenu: [
      { role: 'about', label: m.about },
      separator,
      preferences,
      separator,
      { role: 'services', label: m.services },
      separator,
      { role: 'hide', label: m.hide },
      { role: 'hideOthers', label: m.hideOthers },
      { role: 'unhide', label: m.unhide },
      separator,
      { role: 'quit', label: m.quit },
    ],
  }

  const fileMenu: MenuItemSpec = {
    label: m.file,
    submenu: isMac
      ? [{ role: 'close', label: m.closeWindow }]
      : [preferences, separator, { role: 'quit', label: m.quit }],
  }

  const editMenu: MenuItemSpec = {
    label: m.edit,
    submenu: [
      { role: 'undo', label: m.undo },
      { role: 'redo', label: m.redo },
      separator,
      { role: 'cut', label: m.cut },
      { role: 'copy', label: m.copy },
      { role: 'paste', label: m.paste },
      ...(isMac ? [{ role: 'pasteAndMatchStyle', label: m.pasteAndMatchStyle }] : []),
      { role: 'delete', label: m.delete },
      separator,
      { role: 'selectAll', label: m.selectAll },
    ],
  }

  const developerItems: MenuItemSpec[] = isDevelopment
    ? [
        { role: 'reload', label: m.reload },
        { role: 'forceReload', label: m.forceReload },
        { role: 'toggleDevTools', label: m.toggleDevTools },
        separator,
      ]
    : []
  const viewMenu: MenuItemSpec = {
    label: m.view,
    submenu: [
      ...developerItems,
      { role: 'resetZoom', label: m.resetZoom },
      { role: 'zoomIn', label: m.zoomIn },
      { role: 'zoomOut', label: m.zoomOut },
      separator,
      { role: 'togglefullscreen', label: m.toggleFullScreen },
    ],
  }

  const windowMenu: MenuItemSpec = {
    label: m.window,
    role: 'window',
    submenu: isMac
      ? [
          { role: 'minimize', label: m.minimize },
          { role: 'zoom', label: m.zoom },
          separator,
          { role: 'front', label: m.front },
        ]
      : [
          { role: 'minimize', label: m.minimize },
          { role: 'close', label: m.closeWindow },
        ],
  }

  return isMac
    ? [appMenu, fileMenu, editMenu, viewMenu, windowMenu]
    : [fileMenu, editMenu, viewMenu, windowMenu]
}

/** The tray icon's menu. The unread count arrives with the inbox issue (a disabled first line then). */
export function buildTrayMenuTemplate(strings: DesktopStrings): MenuItemSpec[] {
  return [
    { label: strings.tray.open, command: 'open-window' },
    separator,
    { label: strings.tray.quit, command: 'quit' },
  ]
}
